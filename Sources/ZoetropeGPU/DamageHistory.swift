import ZoetropeRendering

/// The damage of the last few frames a GPU window drew, newest first, so
/// that a back buffer of any age can be brought up to date by redrawing
/// only what changed since the frame it holds (GLX_EXT_buffer_age,
/// EGL_EXT_buffer_age).
///
/// A buffer of age `n` holds the frame drawn `n` frames ago: it needs the
/// new frame's damage and that of the `n − 1` frames drawn after it. A
/// whole frame among them, an age beyond the ``depth`` frames kept, or
/// age 0 (undefined contents) need a whole frame.
package struct DamageHistory: Sendable, Equatable {
  /// How many frames' damage is kept: a swap chain of up to this many
  /// buffers redraws only damage.
  package static let depth = 4

  /// Each drawn frame's own damage, newest first; nil for a whole frame.
  private var frames: [[PlanBox]?] = []

  /// Creates an empty history: any buffer of age over 1 draws whole.
  package init() {}

  /// Records a frame drawn with its own damage (nil: whole).
  package mutating func record(_ damage: [PlanBox]?) {
    frames.insert(damage, at: 0)
    if frames.count > DamageHistory.depth { frames.removeLast() }
  }

  /// Forgets every frame (after a failure or a new size).
  package mutating func reset() {
    frames = []
  }

  /// The boxes to redraw in a buffer of age `age` so that it shows a new
  /// frame whose own damage is `damage` (nil: whole); nil when the whole
  /// frame must be drawn.
  package func boxes(for damage: [PlanBox]?, age: Int) -> [PlanBox]? {
    guard age >= 1, var result = damage, age - 1 <= frames.count else { return nil }
    for frame in frames.prefix(age - 1) {
      guard let frame else { return nil }
      result += frame
    }
    return result
  }
}
