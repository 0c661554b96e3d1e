/// The parts of a frame the run loop runs one at a time, each in a gap
/// between timer deadlines (``FrameWait/nextBeforePart(now:duration:timerDeadline:limit:)``).
enum FramePart: Int, CaseIterable {
  /// The application's frame: input, timers, display links, commit,
  /// layout and presentation, up to the snapshot.
  case advance
  /// Drawing the snapshot.
  case draw
  /// Copying the changed pixels into the window's texture.
  case upload
  /// Drawing the texture to the window and presenting it.
  case present
}

/// How long each part of a frame is expected to take: a decaying maximum
/// of the durations measured.
///
/// A part that took longer than expected raises its expectation at once;
/// a shorter one lowers it by ``decay`` a frame, so one slow frame (a
/// resize, a first frame) makes the next few wait for larger gaps rather
/// than overrun a timer's deadline. Pure arithmetic, tested on a
/// simulated clock.
struct FramePartTimes {
  /// The factor the expectation shrinks by per measurement below it.
  static let decay = 0.9

  private var expected = [Double](repeating: 0, count: FramePart.allCases.count)

  /// The expected duration of `part`, in seconds (0 before it is measured).
  func duration(of part: FramePart) -> Double {
    expected[part.rawValue]
  }

  /// Records a measured duration of `part`.
  ///
  /// - Parameters:
  ///   - duration: Seconds; NaN, infinite or negative is ignored.
  ///   - part: The part measured.
  mutating func record(_ duration: Double, for part: FramePart) {
    guard duration.isFinite, duration >= 0 else { return }
    expected[part.rawValue] = max(duration, expected[part.rawValue] * Self.decay)
  }
}
