import ZoetropeLayers

/// Completion handlers waiting for the next frame's finish step.
///
/// Blocks that made no animations (a zero duration, no change) still call their
/// completion then, after the frame is rendered, as UIKit does on the next
/// turn of the run loop. The queue belongs to the current `LayerContext`.
@MainActor
enum AnimationCompletions {
  /// The queued handlers, in order.
  private static var queue: [@MainActor () -> Void] {
    get { LayerContext.current.ui.pendingCompletions }
    set { LayerContext.current.ui.pendingCompletions = newValue }
    // In place, so queueing does not copy the array.
    _modify { yield &LayerContext.current.ui.pendingCompletions }
  }

  /// Whether any handler waits.
  static var isEmpty: Bool { queue.isEmpty }

  /// Queues a handler for the next finish step.
  static func enqueue(_ handler: @escaping @MainActor () -> Void) {
    queue.append(handler)
  }

  /// Runs the handlers queued before this call; handlers they queue wait
  /// for the next frame.
  static func deliver() {
    let batch = queue
    queue.removeAll()
    for handler in batch { handler() }
  }
}
