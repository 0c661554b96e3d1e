import Testing
import ZoetropeLayers

/// A test trait that runs each test in its own `LayerContext`: its own
/// transactions, animation blocks, frame callbacks and current application,
/// so tests can run in parallel and a test that leaves a transaction open
/// cannot disturb the next.
///
/// ```swift
/// @Suite(.isolatedLayerContext) @MainActor struct BoxTests {
///   @Test func glides() { … }
/// }
/// ```
///
/// Applied to a suite, it applies to every test in it (and in suites nested
/// in it); each test case gets a new context.
public struct IsolatedLayerContextTrait: TestTrait, SuiteTrait, TestScoping {
  /// Applies to the tests of a suite, and of suites inside it.
  public var isRecursive: Bool { true }

  /// Binds a new context around each test case.
  ///
  /// - Parameters:
  ///   - test: The test or suite.
  ///   - testCase: The test case, or `nil` for a suite as a whole.
  ///   - function: Runs the test.
  /// - Throws: What the test throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else {
      try await function()
      return
    }
    try await LayerContext.$current.withValue(LayerContext()) {
      try await function()
    }
  }
}

extension Trait where Self == IsolatedLayerContextTrait {
  /// Runs each test in its own `LayerContext` (see
  /// ``IsolatedLayerContextTrait``).
  public static var isolatedLayerContext: Self { Self() }
}
