import Testing
import ZoetropeTesting

/// The parent of every ZoetropeUI suite.
///
/// The UI's state (the current
/// application, transactions, animation blocks and their callbacks) belongs
/// to a `LayerContext`; each test gets its own, so the tests run in
/// parallel without sharing it.
@Suite(.isolatedLayerContext)
enum UI {}
