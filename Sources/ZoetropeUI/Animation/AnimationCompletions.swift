/// Completion handlers waiting for the next frame's finish step: blocks
/// that made no animations (a zero duration, no change) still call their
/// completion then, after the frame is rendered, as UIKit does on the next
/// turn of the run loop.
@MainActor
enum AnimationCompletions {
  /// The queued handlers, in order.
  private static var queue: [@MainActor () -> Void] = []

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

  /// Drops every queued handler: a new application starts clean.
  static func removeAll() {
    queue.removeAll()
  }
}
