import ZoetropeGraphics

/// What the SDL run loop drives: an application that takes input, says
/// whether it needs frames, and renders a frame at a time.
///
/// ``SDLHost`` adapts ZoetropeUI's `Application` to it; tests and
/// measurements can drive the window with anything else.
@MainActor
protocol SDLFrameDriver: AnyObject {
  /// Whether another frame is needed soon (animations, display links,
  /// layout or queued input).
  var needsFrame: Bool { get }
  /// The next timer deadline on the host clock, if any.
  var nextTimerDeadline: Double? { get }
  /// The next deadline that ``fireTimers(upTo:)`` serves, if any: what the
  /// run loop wakes for between animation frames.
  var nextTimerDeadlineBetweenFrames: Double? { get }
  /// Fires the timers due at or before `time`, without a frame (the next
  /// frame shows what they changed).
  func fireTimers(upTo time: Double)
  /// Takes a touch, in window points, at a time on the host clock.
  func handleTouch(_ phase: SDLInput.Phase, id: Int, location: Point, time: Double)
  /// The window now has this size in points.
  func windowDidResize(to size: Size)
  /// Advances to `time` (input, timers, display links, commit, layout and
  /// presentation) and keeps the snapshot to draw, if anything visible
  /// changed.
  ///
  /// - Returns: Whether ``drawFrame()`` has a frame to draw.
  func advance(to time: Double, size: Size, scale: Double) -> Bool
  /// Draws the snapshot kept by the last ``advance(to:size:scale:)`` and
  /// returns the frame to present, with the pixel rectangles that changed
  /// since the previous one (nil = all), or nil if there is none.
  ///
  /// Timers may fire between the advance and the drawing: the snapshot is
  /// immutable, so what they change shows in the next frame. The pixels
  /// are read (uploaded) before the next call.
  func drawFrame() -> (image: any SDLFramePixels, damage: [Rect]?)?
  /// Draws the snapshot kept by the last ``advance(to:size:scale:)``
  /// (or, with `again`, the last one drawn, after an expose) with the GPU
  /// compositor into the window's OpenGL framebuffer.
  ///
  /// The framebuffer holds the frame drawn `bufferAge` frames ago (1:
  /// the last one, as in a window that presents rectangles and never
  /// swaps; 0: undefined): only what changed since is redrawn.
  ///
  /// - Returns: The frame drawn, or nil if there was none, or the GPU's
  ///   failure.
  func drawGPUFrame(again: Bool, bufferAge: Int) -> Result<GPUFrame?, GPUFailure>
  /// Stops drawing with the GPU: the next frame is drawn whole on the CPU.
  func leaveGPU()
}

/// A frame the GPU compositor drew into the window's framebuffer.
struct GPUFrame {
  /// The pixel rectangles that changed since the previous frame (nil =
  /// all, empty = none).
  var damage: [Rect]?
}

/// Why the GPU compositor could not draw a frame.
struct GPUFailure: Error {
  let message: String
}

// The timers-only step between frames, for the application.
extension ApplicationDriver {
  /// The scheduler's next timer (gesture recognizers' deadlines wait for
  /// the next frame, which runs them at their own timestamps).
  var nextTimerDeadlineBetweenFrames: Double? { application.scheduler.nextDeadline }

  func fireTimers(upTo time: Double) {
    application.fireTimers(upTo: time)
  }
}
