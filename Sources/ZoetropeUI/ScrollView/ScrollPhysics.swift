import Foundation

/// How quickly a scroll view slows down after a fling: UIKit's
/// `UIScrollView.DecelerationRate`, the factor the velocity is multiplied
/// by each millisecond.
public struct DecelerationRate: Hashable, Sendable {
  /// The factor per millisecond, in 0 < rate < 1.
  public var rawValue: Double

  /// A rate.
  ///
  /// - Parameter rawValue: The velocity's factor per millisecond; a
  ///   ``ScrollView`` replaces a value outside 0 < rate < 1 (or NaN) by
  ///   ``normal``, with a warning.
  public init(rawValue: Double) {
    self.rawValue = rawValue
  }

  /// 0.998: a list's long glide (UIKit's `.normal`).
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// 0.99: a short glide, for paging-like content (UIKit's `.fast`).
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// Whether the rate can be used (0 < rate < 1).
  var isUsable: Bool { rawValue > 0 && rawValue < 1 }
}

/// iOS's scrolling physics as closed forms, in points and seconds.
///
/// - Deceleration: the velocity is multiplied by `rate` every millisecond,
///   so after t seconds it is `v·rate^(1000t)` and the offset has moved
///   `v/1000 · rate·(1 − rate^(1000t))/(1 − rate)`, which tends to the
///   projection `v/1000 · rate/(1 − rate)`.
/// - Rubber-banding: a drag `x` points past an edge shows
///   `(1 − 1/(x·0.55/d + 1))·d`, `d` the scroll view's size along the axis.
/// - Bouncing back and paging: a critically damped spring (Zoetrope's
///   choice, Apple does not publish its own) of ``springFrequency``.
enum ScrollPhysics {
  /// The rubber band's constant, 0.55.
  static let rubberBandConstant = 0.55
  /// The bounce and paging spring's natural frequency ω, in s⁻¹: it settles
  /// to within a point of 100 in about 0.6 s (Zoetrope's choice).
  static let springFrequency = 12.0
  /// The speed below which a deceleration stops, in points per second
  /// (Zoetrope's choice: less than half a point of travel is left).
  static let stopSpeed = 1.0

  /// The distance a fling travels in `time` seconds.
  static func decelerationDistance(velocity: Double, rate: Double, time: Double) -> Double {
    velocity / 1000 * rate * (1 - pow(rate, 1000 * time)) / (1 - rate)
  }

  /// The velocity `time` seconds after a fling.
  static func decelerationVelocity(velocity: Double, rate: Double, time: Double) -> Double {
    velocity * pow(rate, 1000 * time)
  }

  /// The whole distance a fling travels: `v/1000 · rate/(1 − rate)`.
  static func projectedDistance(velocity: Double, rate: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }

  /// How long a fling lasts before its speed falls below ``stopSpeed``.
  static func decelerationDuration(velocity: Double, rate: Double) -> Double {
    guard abs(velocity) > stopSpeed else { return 0 }
    return log(stopSpeed / abs(velocity)) / (1000 * log(rate))
  }

  /// When a fling has travelled `distance` (same sign as the velocity),
  /// or `nil` if it never gets that far.
  static func timeToTravel(_ distance: Double, velocity: Double, rate: Double) -> Double? {
    let fraction = 1 - distance * 1000 * (1 - rate) / (velocity * rate)
    guard velocity != 0, fraction > 0 else { return nil }
    return log(fraction) / (1000 * log(rate))
  }

  /// Where a drag `overshoot` points past an edge shows, for a scroll view
  /// `dimension` points long: `(1 − 1/(x·0.55/d + 1))·d`, with the sign of
  /// the overshoot.
  static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let x = abs(overshoot)
    let shown = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
    return overshoot < 0 ? -shown : shown
  }

  /// The inverse of ``rubberBand(_:dimension:)``: the drag that shows an
  /// overshoot (so a drag can start from a rubber-banded offset).
  static func dragForRubberBand(_ shown: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let y = min(abs(shown), dimension * 0.999_999)
    let x = (1 / (1 - y / dimension) - 1) * dimension / rubberBandConstant
    return shown < 0 ? -x : x
  }

  /// A critically damped spring `time` seconds after it started from a
  /// displacement and a velocity: `x = (x₀ + (v₀ + ωx₀)t)e^(−ωt)`.
  ///
  /// - Returns: The displacement from rest and the velocity.
  static func spring(displacement: Double, velocity: Double, time: Double) -> (
    displacement: Double, velocity: Double
  ) {
    let omega = springFrequency
    let decay = exp(-omega * time)
    let b = velocity + omega * displacement
    return ((displacement + b * time) * decay, (velocity - omega * b * time) * decay)
  }

  /// Whether a spring has come to rest: within 0.1 point, slower than
  /// 1 point per second (Zoetrope's choice).
  static func springIsSettled(displacement: Double, velocity: Double) -> Bool {
    abs(displacement) < 0.1 && abs(velocity) < 1
  }
}
