import ZoetropeAnimation
import ZoetropeGraphics

/// Groups layer changes into one update and sets how they animate:
/// Core Animation's `CATransaction`.
///
/// Every change to a layer property happens in a transaction. Outside an
/// explicit one, an *implicit* transaction collects the changes and commits
/// at the next frame. Inside `begin()`/`commit()` (or `perform(_:)`),
/// changes animate with the transaction's ``animationDuration()`` and
/// ``animationTimingFunction()``, unless ``disableActions()`` is set:
///
/// ```swift
/// Transaction.begin()
/// Transaction.setAnimationDuration(2)
/// Transaction.setAnimationTimingFunction(.easeInEaseOut)
/// Transaction.setCompletionBlock { print("arrived") }
/// layer.position = Point(x: 200, y: 80)
/// Transaction.commit()
/// ```
///
/// Nested transactions inherit their settings from the enclosing ones and
/// may override them. The implicit transaction encloses them all: a
/// setting made outside any `begin()`/`commit()`
/// (`Transaction.setDisableActions(true)`) holds for the changes that
/// follow until the next frame commits it, as in Core Animation. A completion block runs once every animation added
/// while its transaction was open (in nested ones too) has stopped, after
/// the frame that shows the end; with no animations it runs at the next
/// frame.
///
/// Defaults: 0.25 s, actions enabled, and for implicit animations Core
/// Animation's default curve (`TimingFunction.default`).
@MainActor
public enum Transaction {
  /// The explicit transactions of the current ``LayerContext``, outermost
  /// first.
  private static var stack: [TransactionGroup] {
    get { LayerContext.current.transactionStack }
    set { LayerContext.current.transactionStack = newValue }
    // In place, so appending does not copy the array.
    _modify { yield &LayerContext.current.transactionStack }
  }

  /// The implicit transaction of the current frame, once something needs it.
  private static var implicit: TransactionGroup? {
    get { LayerContext.current.implicitTransaction }
    set { LayerContext.current.implicitTransaction = newValue }
  }

  /// The default animation duration, in seconds: 0.25, as Core Animation.
  public static let defaultAnimationDuration = 0.25

  /// Opens a transaction; pair it with ``commit()``.
  public static func begin() {
    stack.append(TransactionGroup(isImplicit: false))
  }

  /// Closes the innermost transaction opened with ``begin()``.
  ///
  /// A commit without a matching begin is ignored with a warning.
  public static func commit() {
    guard let group = stack.popLast() else {
      zoetropeWarning("Transaction.commit() without a matching begin(); ignored")
      return
    }
    group.commit()
  }

  /// Commits the implicit transaction now; the frame pipeline calls this at
  /// the start of each frame's commit step.
  public static func flush() {
    implicit?.commit()
    implicit = nil
  }

  /// Runs changes in a transaction, as a `begin()`/`commit()` pair.
  ///
  /// - Parameters:
  ///   - duration: The animation duration in seconds, or `nil` to inherit.
  ///   - timingFunction: The timing function, or `nil` to inherit.
  ///   - disableActions: Whether to turn implicit animations off, or `nil`
  ///     to inherit.
  ///   - changes: The layer changes.
  ///   - completion: Runs once every animation added has stopped.
  public static func perform(
    duration: Double? = nil,
    timingFunction: TimingFunction? = nil,
    disableActions: Bool? = nil,
    _ changes: () -> Void,
    completion: (@MainActor () -> Void)? = nil
  ) {
    begin()
    if let duration { setAnimationDuration(duration) }
    if let timingFunction { setAnimationTimingFunction(timingFunction) }
    if let disableActions { setDisableActions(disableActions) }
    if let completion { setCompletionBlock(completion) }
    changes()
    commit()
  }

  // MARK: Settings

  /// The duration of animations created in the current transaction, in seconds.
  ///
  /// - Returns: The innermost value set (the implicit transaction, which
  ///   encloses the explicit ones, last), or ``defaultAnimationDuration``.
  public static func animationDuration() -> Double {
    stack.reversed().lazy.compactMap(\.duration).first ?? implicit?.duration
      ?? defaultAnimationDuration
  }

  /// Sets the duration of animations created in the current transaction.
  ///
  /// A negative or non-finite duration is replaced by 0 with a warning.
  ///
  /// - Parameter duration: The duration in seconds.
  public static func setAnimationDuration(_ duration: Double) {
    let value: Double
    if duration.isFinite, duration >= 0 {
      value = duration
    } else {
      zoetropeWarning("Transaction animation duration \(duration) is not valid; using 0")
      value = 0
    }
    current.duration = value
  }

  /// The timing function of animations created in the current transaction.
  ///
  /// - Returns: The innermost value set, or `nil` (implicit animations then
  ///   use `TimingFunction.default`).
  public static func animationTimingFunction() -> TimingFunction? {
    stack.reversed().lazy.compactMap(\.timingFunction).first ?? implicit?.timingFunction
  }

  /// Sets the timing function of animations created in the current transaction.
  ///
  /// - Parameter timingFunction: The timing function.
  public static func setAnimationTimingFunction(_ timingFunction: TimingFunction?) {
    current.timingFunction = timingFunction
  }

  /// Whether property changes in the current transaction skip their
  /// implicit animations.
  ///
  /// - Returns: The innermost value set, or `false`.
  public static func disableActions() -> Bool {
    // A plain loop: every property change asks, so no closures or key paths.
    let context = LayerContext.current
    let stack = context.transactionStack
    var index = stack.endIndex
    while index > stack.startIndex {
      index -= 1
      if let disable = stack[index].disableActions { return disable }
    }
    // The implicit transaction encloses the explicit ones: a value set
    // outside any begin()/commit() holds until the frame commits it.
    return context.implicitTransaction?.disableActions ?? false
  }

  /// Turns implicit animations off (or on) for the current transaction.
  ///
  /// - Parameter disable: Whether to skip implicit animations.
  public static func setDisableActions(_ disable: Bool) {
    current.disableActions = disable
  }

  /// Sets the block run once every animation added in the current
  /// transaction has stopped.
  ///
  /// - Parameter block: The block, or `nil` for none.
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    current.completion = block
  }

  // MARK: Internals

  /// The innermost transaction, opening the implicit one if none is open.
  private static var current: TransactionGroup {
    if let group = stack.last { return group }
    if let implicit { return implicit }
    let group = TransactionGroup(isImplicit: true)
    implicit = group
    return group
  }

  /// The transactions a newly added animation belongs to: every open one.
  static func groupsForNewAnimation() -> [TransactionGroup] {
    stack.isEmpty ? [current] : stack
  }
}
