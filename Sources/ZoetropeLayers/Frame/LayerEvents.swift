/// The animation and transaction callbacks waiting for the end of a frame.
///
/// Start and stop callbacks and transaction completion blocks never run in
/// the middle of a change or a frame: they are queued here and delivered by
/// ``LayerTree/finishFrame()`` after the frame is rendered (frame step 8
/// in `docs/ARCHITECTURE.md`), in the order they happened.
@MainActor
enum LayerEvents {
  private static var queue: [@MainActor () -> Void] = []

  /// Whether any callback is waiting.
  static var isEmpty: Bool { queue.isEmpty }

  /// Queues an animation's start callbacks.
  static func enqueueStart(of animation: Animation) {
    queue.append {
      animation.onStart?()
      animation.delegate?.animationDidStart(animation)
    }
  }

  /// Queues an animation's stop callbacks; the delegate is released after.
  static func enqueueStop(of animation: Animation, finished: Bool) {
    queue.append {
      animation.onStop?(finished)
      let delegate = animation.delegate
      animation.delegate = nil
      delegate?.animationDidStop(animation, finished: finished)
    }
  }

  /// Queues a transaction's completion block.
  static func enqueue(_ callback: @escaping @MainActor () -> Void) {
    queue.append(callback)
  }

  /// Runs every queued callback, including those queued while running.
  ///
  /// A callback that keeps queueing more (more than 10,000 in one drain)
  /// is cut off for this frame; the rest run at the next one.
  static func deliver() {
    var delivered = 0
    while !queue.isEmpty, delivered < 10_000 {
      let batch = queue
      queue.removeAll()
      for callback in batch { callback() }
      delivered += batch.count
    }
  }
}
