import Testing

/// The parent of every ZoetropeUI suite: the UI works on global state
/// (`Application.shared`, the transaction), so its tests run one at a time.
@Suite(.serialized)
enum UI {}
