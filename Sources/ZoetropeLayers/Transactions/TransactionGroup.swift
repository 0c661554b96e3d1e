import ZoetropeAnimation

/// One open transaction: its settings and the animations it waits for.
@MainActor
final class TransactionGroup {
  /// The animation duration set in this transaction, if any.
  var duration: Double?
  /// The timing function set in this transaction, if any.
  var timingFunction: TimingFunction?
  /// Whether actions were disabled in this transaction, if set.
  var disableActions: Bool?
  /// The block to run once every animation added in the transaction stopped.
  var completion: (@MainActor () -> Void)?
  /// Animations added in the transaction that have not stopped.
  private var pending = 0
  /// Whether the transaction was committed (completion may then run).
  private var isCommitted = false
  /// Whether the completion block was queued already.
  private var isComplete = false

  /// Whether this is the implicit transaction of the current frame.
  let isImplicit: Bool

  init(isImplicit: Bool) {
    self.isImplicit = isImplicit
  }

  /// Counts an animation added while this transaction is open.
  func animationAdded() {
    pending += 1
  }

  /// Counts an animation that stopped.
  func animationStopped() {
    pending = max(pending - 1, 0)
    completeIfDone()
  }

  /// Marks the transaction committed.
  func commit() {
    isCommitted = true
    completeIfDone()
  }

  private func completeIfDone() {
    guard isCommitted, pending == 0, !isComplete else { return }
    isComplete = true
    if let completion { LayerEvents.enqueue(completion) }
  }
}
