import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Apple's numbers: the spring UIKit builds for a spring animation block, and
// the settling duration Core Animation and SwiftUI report.

extension Spring {
  /// The time step Core Animation and SwiftUI use to find when a critically
  /// or over-damped spring is at rest: 0.1 s.
  public static let appleSettlingStep = 0.1

  /// The tolerance UIKit's spring animation blocks settle to: the motion's
  /// envelope falls to 0.001 of the distance by the block's duration.
  public static let uikitSettlingTolerance = 0.001

  /// The exact time in seconds after which the spring stays within 0.001 of
  /// rest: `exactSettlingDuration(epsilon: 0.001)`, with no rounding.
  ///
  /// ``settlingDuration`` returns the same value for underdamped springs, and
  /// Apple's coarser one for critically and over-damped springs; this is the
  /// exact bound for both.
  public var exactSettlingDuration: Double {
    exactSettlingDuration(epsilon: 0.001)
  }

  /// Apple's settling duration for a critically or over-damped spring: the
  /// first multiple of ``appleSettlingStep`` at which the spring is at rest.
  ///
  /// Core Animation's `CASpringAnimation.settlingDuration` and SwiftUI's
  /// `Spring.settlingDuration` step through time in 0.1 s for these springs
  /// (0.3 s for a critical spring of response 0.2, whose exact bound is
  /// 0.294 s; 0.8 s for SwiftUI's default `Spring()`, exactly 0.735 s).
  ///
  /// - Parameter exact: The exact settling bound, in seconds.
  /// - Returns: The bound rounded up to the step grid, at least one step
  ///   (a bound already on the grid, within 1e-10 s, stays).
  static func appleSteppedSettling(_ exact: Double) -> Double {
    guard exact > 0, exact < maximumSettlingDuration else { return exact }
    let steps = max((exact / appleSettlingStep - 1e-9).rounded(.up), 1)
    return min(steps / (1 / appleSettlingStep), maximumSettlingDuration)
  }

  /// Whether the spring is critically or over-damped (ζ ≥ 1, up to rounding
  /// of the ratio's own computation).
  var isAtLeastCriticallyDamped: Bool {
    dampingRatio >= 1 - 1e-9
  }

  /// This spring with an over-damped motion replaced by a critically damped
  /// one (damping `2·√(stiffness·mass)`), as `CASpringAnimation` does unless
  /// `allowsOverdamping` is set, and SwiftUI's
  /// `Spring(mass:stiffness:damping:allowOverDamping:)` unless asked.
  ///
  /// An underdamped or critically damped spring is returned unchanged.
  public var criticallyDampedIfOverdamped: Spring {
    guard dampingRatio > 1 else { return self }
    var spring = self
    spring.damping = 2 * (stiffness * mass).squareRoot()
    return spring
  }

  /// The spring UIKit builds for
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
  /// a unit mass whose motion's envelope falls to 0.001 of the distance by
  /// the end of the duration.
  ///
  /// UIKit (as its spring-parameter routine reads) and SwiftUI's
  /// `Spring(settlingDuration:dampingRatio:)` find the natural frequency ω₀
  /// from the duration `T` and damping ratio `ζ`:
  ///
  /// - `ζ < 1`: `ζ / √(1 − ζ²) · e^(−ζ·ω₀·T) = 0.001`, so
  ///   `ω₀ = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·T)`;
  /// - `ζ = 1`: `(1 + ω₀·T) · e^(−ω₀·T) = 0.001`, so `ω₀·T ≈ 9.2334`;
  ///
  /// then stiffness `ω₀²` and damping `2·ζ·ω₀` (mass 1). For example 0.5 s
  /// at ζ 0.3 gives stiffness 1469.92 and damping 23.004.
  ///
  /// The duration is clamped to 0.01...10 s and the ratio to at most 1, as
  /// Apple's are; a ratio below 0.01 (where the equation has no solution,
  /// about ζ < 0.001) becomes 0.01, Zoetrope's choice. NaN values become
  /// 0.5 s and ratio 0.825, with a warning.
  ///
  /// - Parameters:
  ///   - duration: The animation's duration in seconds.
  ///   - dampingRatio: UIKit's `usingSpringWithDamping`.
  ///   - initialVelocity: UIKit's `initialSpringVelocity`, in whole distances
  ///     per second, as every ``Spring`` takes it (the motion's sine
  ///     coefficient is then `(ζ·ω₀ − v) / ω_d`, as UIKit's).
  public init(uikitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    var seconds = duration
    if seconds.isNaN {
      zoetropeWarning("UIKit spring duration NaN is not a number; using 0.5")
      seconds = 0.5
    }
    seconds = min(max(seconds, 0.01), 10)
    var ratio = dampingRatio
    if ratio.isNaN {
      zoetropeWarning("UIKit spring damping ratio NaN is not a number; using 0.825")
      ratio = 0.825
    }
    ratio = min(max(ratio, 0.01), 1)
    let product: Double  // ω₀·T
    if ratio < 1 {
      let tolerance = Spring.uikitSettlingTolerance
      product = log(ratio / (tolerance * (1 - ratio * ratio).squareRoot())) / ratio
    } else {
      product = Spring.criticalSettlingProduct
    }
    let frequency = product / seconds
    self.init(
      mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency,
      initialVelocity: initialVelocity)
  }

  /// The root `u` of `(1 + u)·e^(−u) = 0.001`: ω₀·T for a critically
  /// damped spring that settles in `T` (Newton's method from 9).
  static let criticalSettlingProduct: Double = {
    var u = 9.0
    for _ in 0..<20 {
      let value = (1 + u) * exp(-u) - uikitSettlingTolerance
      let slope = -u * exp(-u)
      u -= value / slope
    }
    return u
  }()
}
