import ZoetropeAnimation
import ZoetropeGraphics

/// How a ``LottieAnimationLayer`` repeats a playback, as lottie-ios's
/// `LottieLoopMode`.
public enum LottieLoopMode: Hashable, Sendable {
  /// Plays once, then stops at the last frame.
  case playOnce
  /// Plays from the start again each time it reaches the end, forever.
  case loop
  /// Plays forwards, then backwards, forever.
  case autoReverse
  /// Plays the given number of times (fractions play part of the last
  /// pass), then stops.
  case `repeat`(Float)
  /// Plays forwards then backwards the given number of times, then stops
  /// at the first frame.
  case repeatBackwards(Float)

  /// The Core Animation timing of one playback of `duration` seconds.
  func timing(duration: Double) -> MediaTiming {
    var timing = MediaTiming()
    timing.duration = duration
    timing.fillMode = .both
    switch self {
    case .playOnce:
      timing.repeatCount = 1
    case .loop:
      timing.repeatCount = .infinity
    case .autoReverse:
      timing.repeatCount = .infinity
      timing.autoreverses = true
    case .repeat(let count):
      timing.repeatCount = Self.usableCount(count)
    case .repeatBackwards(let count):
      timing.repeatCount = Self.usableCount(count)
      timing.autoreverses = true
    }
    return timing
  }

  /// Whether the playback goes on forever.
  var isInfinite: Bool { self == .loop || self == .autoReverse }

  /// A repeat count that is finite and positive, or 1 (with a warning).
  private static func usableCount(_ count: Float) -> Double {
    guard count.isFinite, count > 0 else {
      zoetropeWarning("LottieLoopMode repeat count \(count) is not finite and positive; using 1")
      return 1
    }
    return Double(count)
  }
}
