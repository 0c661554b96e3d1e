extension Scheduler {
  /// Creates a display link that runs `handler` once per frame, from the next frame.
  ///
  /// `CADisplayLink(target:selector:)` plus `add(to:forMode:)` in one step. Links
  /// run after the frame's timers, in creation order.
  ///
  /// ```swift
  /// let link = scheduler.displayLink { link in
  ///   render(at: link.targetTimestamp)
  /// }
  /// ```
  ///
  /// - Parameter handler: Runs on the main actor each frame, with the link as
  ///   argument.
  /// - Returns: The link; keep it to pause, throttle or invalidate it.
  @discardableResult
  public func displayLink(handler: @escaping @MainActor (DisplayLink) -> Void) -> DisplayLink {
    let link = DisplayLink(scheduler: self, handler: handler)
    displayLinks.append(link)
    return link
  }

  /// Stops running `link` (it was invalidated).
  func remove(_ link: DisplayLink) {
    displayLinks.removeAll { $0 === link }
  }

  /// Runs each unpaused link due in this frame, at ``now``, in creation order.
  func runDisplayLinks() {
    // Iterates a copy: links created by callbacks start next frame.
    for link in displayLinks {
      guard link.isValid, !link.isPaused,
        link.prepareCallback(at: now, frameInterval: frameInterval),
        let handler = link.handler
      else { continue }
      handler(link)
    }
  }
}
