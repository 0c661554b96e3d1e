/// The mutable state behind Zoetrope's static APIs: the open transactions,
/// the callbacks waiting for the end of a frame, and (for ZoetropeUI) the
/// animation-block stack, its completion queue and the current application.
///
/// Core Animation keeps this state per thread; Zoetrope keeps it in a
/// context bound to the running task, so that `Transaction.begin()` and
/// `View.animate(…)` stay static calls, as in Core Animation and UIKit,
/// while two tests (or two apps in one test process) never share it. An
/// `Application` holds the context it was created in and binds it around
/// each frame it runs.
///
/// A program that never binds one uses ``main``, one context for the whole
/// process: a live app needs nothing else. Tests give each test its own
/// (ZoetropeTesting's `.isolatedLayerContext` trait does it for a suite):
///
/// ```swift
/// await LayerContext.$current.withValue(LayerContext()) {
///   await MainActor.run {
///     Transaction.begin()  // in this context only
///     Transaction.commit()
///   }
/// }
/// ```
///
/// Layer identifiers are not part of a context: they are unique in the
/// whole process, so that a renderer's caches keyed by them can never
/// confuse two layers of different trees.
@MainActor
public final class LayerContext {
  /// The context of code that binds none: one for the whole process.
  public static let main = LayerContext()

  /// The context of the running task (``main`` unless one is bound).
  @TaskLocal public static var current: LayerContext = main

  // The two that every property change reads (`Transaction.disableActions`)
  // are not checked for exclusive access at run time: the check was an
  // eighth of a position change (LayerProfile sprites, callgrind). Every
  // access is a short read or write on the main actor that calls no code
  // of the app's.

  /// The explicit transactions, outermost first.
  @exclusivity(unchecked) var transactionStack: [TransactionGroup] = []

  /// The implicit transaction of the current frame, once something needs it.
  @exclusivity(unchecked) var implicitTransaction: TransactionGroup?

  /// Animation and transaction callbacks waiting for the end of a frame.
  var pendingCallbacks: [@MainActor () -> Void] = []

  /// The log that records every animation added in this context, while
  /// one is installed (docs/INSPECTOR.md); nil costs nothing.
  public var animationLog: AnimationLog?

  /// State that modules above ZoetropeLayers keep per context (ZoetropeUI's
  /// animation blocks and current application), created on first use.
  package var extensions: [ObjectIdentifier: AnyObject] = [:]

  /// Creates an empty context: no open transaction, no waiting callback.
  nonisolated public init() {}

  /// The extension state of a type, made by `make` on first use.
  ///
  /// - Parameters:
  ///   - type: The state's class; one instance per context.
  ///   - make: Creates the state.
  /// - Returns: This context's instance.
  package func state<State: AnyObject>(_ type: State.Type, make: () -> State) -> State {
    let key = ObjectIdentifier(type)
    if let existing = extensions[key] as? State { return existing }
    let made = make()
    extensions[key] = made
    return made
  }
}
