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

/// How long each part of a frame is expected to take: the second longest
/// of its last ``window`` durations.
///
/// A part that runs longer twice within the window raises its expectation
/// at once; a single spike (a first frame, a resize, the machine busy for
/// a moment) is ignored, so it does not make the next frames wait for gaps
/// that long. Pure arithmetic, tested on a simulated clock.
struct FramePartTimes {
  /// How many of each part's last durations are kept.
  static let window = 16

  /// Each part's last durations, oldest overwritten first.
  private var durations = [[Double]](repeating: [], count: FramePart.allCases.count)
  /// Where each part's next duration goes in its ring.
  private var next = [Int](repeating: 0, count: FramePart.allCases.count)

  /// The expected duration of `part`, in seconds: the second longest of
  /// its last ``window`` durations, or the only one, or 0 before any.
  func duration(of part: FramePart) -> Double {
    var longest = 0.0
    var second = 0.0
    for duration in durations[part.rawValue] {
      if duration > longest {
        second = longest
        longest = duration
      } else if duration > second {
        second = duration
      }
    }
    return durations[part.rawValue].count < 2 ? longest : second
  }

  /// Records a measured duration of `part`.
  ///
  /// - Parameters:
  ///   - duration: Seconds; NaN, infinite or negative is ignored.
  ///   - part: The part measured.
  mutating func record(_ duration: Double, for part: FramePart) {
    guard duration.isFinite, duration >= 0 else { return }
    let index = part.rawValue
    if durations[index].count < Self.window {
      durations[index].append(duration)
    } else {
      durations[index][next[index]] = duration
    }
    next[index] = (next[index] + 1) % Self.window
  }
}
