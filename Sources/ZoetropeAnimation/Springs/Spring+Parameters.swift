import ZoetropeGraphics

extension Spring {
  /// Creates a unit-mass spring from SwiftUI's response and damping fraction.
  ///
  /// `stiffness = (2π / response)²` and `damping = 4π · dampingFraction / response`
  /// (mass 1), the mapping of SwiftUI's `spring(response:dampingFraction:)`.
  /// SwiftUI's default spring is `Spring(response: 0.5, dampingFraction: 0.825)`.
  ///
  /// Bad input: a NaN, infinite, zero or negative `response` becomes 0.5 s, and a
  /// response is clamped into 2π·1e-6...2π·1e6 s (stiffness 1e12...1e-12); a NaN
  /// `dampingFraction` becomes 0.825. Each replacement logs a warning; the resulting
  /// parameters then follow the type's "Bad input" table (a negative fraction gives
  /// damping 0).
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds.
  ///   - dampingFraction: The damping ratio: 0 never stops, below 1 overshoots,
  ///     1 is critical, above 1 approaches slowly without overshoot.
  ///   - initialVelocity: The velocity at time 0, in whole distances per second.
  public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
    let period = Self.validatedPeriod(response, name: "response")
    let ratio = Self.validatedRatio(dampingFraction, name: "dampingFraction")
    self.init(
      mass: 1,
      stiffness: Self.stiffness(period: period),
      damping: 4 * Double.pi * ratio / period,
      initialVelocity: initialVelocity,
      allowOverDamping: true
    )
  }

  /// Creates a unit-mass spring from a UIKit-style damping ratio and a response.
  ///
  /// The same mapping as ``init(response:dampingFraction:initialVelocity:)``, with
  /// the arguments in the order UIKit's spring parameters use, and the same
  /// bad-input replacements.
  ///
  /// - Parameters:
  ///   - dampingRatio: The damping ratio: 0 never stops, 1 is critical.
  ///   - response: The period of the undamped oscillation, in seconds.
  ///   - initialVelocity: The velocity at time 0, in whole distances per second.
  public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
    let period = Self.validatedPeriod(response, name: "response")
    let ratio = Self.validatedRatio(dampingRatio, name: "dampingRatio")
    self.init(
      mass: 1,
      stiffness: Self.stiffness(period: period),
      damping: 4 * Double.pi * ratio / period,
      initialVelocity: initialVelocity,
      allowOverDamping: true
    )
  }

  /// Creates a unit-mass spring from a perceptual duration and a bounce.
  ///
  /// The mapping of SwiftUI's `Spring(duration:bounce:)` and iOS 17's
  /// `CASpringAnimation(perceptualDuration:bounce:)`: the damping ratio is
  /// `1 − bounce` for `bounce ≥ 0` and `1 / (1 + bounce)` for a negative bounce;
  /// `stiffness = (2π / duration)²`, `damping = 4π · ratio / duration`.
  /// `Spring(duration: 0.5, bounce: 0.3)` has stiffness ≈ 157.9 and damping ≈ 17.6.
  ///
  /// Bad input: `duration` is treated like `response` in
  /// ``init(response:dampingFraction:initialVelocity:)``. A NaN bounce becomes 0; a
  /// bounce above 1 becomes 1 (no damping); a bounce of −1 or less gives the most
  /// damped spring (damping 1e12). Each replacement logs a warning.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (the undamped period).
  ///   - bounce: −1...1: 0 is critically damped, 1 never stops, negative values
  ///     are overdamped.
  ///   - initialVelocity: The velocity at time 0, in whole distances per second.
  public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
    let period = Self.validatedPeriod(duration, name: "duration")
    var damping = Self.maximumParameter
    if bounce.isNaN {
      zoetropeWarning("Spring bounce is NaN; using 0.0")
      damping = 4 * Double.pi / period
    } else if bounce > 1 {
      zoetropeWarning("Spring bounce \(bounce) is above 1; using 1.0")
      damping = 0
    } else if bounce >= 0 {
      damping = 4 * Double.pi * (1 - bounce) / period
    } else if bounce > -1 {
      damping = 4 * Double.pi / ((1 + bounce) * period)
    } else {
      zoetropeWarning("Spring bounce \(bounce) is -1 or less; using damping \(damping)")
    }
    self.init(
      mass: 1,
      stiffness: Self.stiffness(period: period),
      damping: damping,
      initialVelocity: initialVelocity,
      allowOverDamping: true
    )
  }

  /// The damping ratio `ζ = damping / (2·√(stiffness·mass))`.
  ///
  /// 0 oscillates forever, below 1 overshoots (underdamped), 1 is critically damped,
  /// above 1 is overdamped. The default spring's ratio is 0.5.
  public var dampingRatio: Double {
    damping / (2 * (stiffness * mass).squareRoot())
  }

  /// The period of the undamped oscillation, `2π·√(mass / stiffness)`, in seconds.
  ///
  /// The inverse of ``init(response:dampingFraction:initialVelocity:)``'s mapping.
  public var response: Double {
    2 * Double.pi * (mass / stiffness).squareRoot()
  }

  /// SwiftUI's perceptual duration, in seconds: equal to ``response``.
  ///
  /// The inverse of ``init(duration:bounce:initialVelocity:)``'s mapping. The default
  /// spring (mass 1, stiffness 100, damping 10) has a duration of 2π/10 ≈ 0.628 s.
  public var duration: Double {
    response
  }

  /// SwiftUI's bounce: `1 − ζ` when `ζ ≤ 1`, else `1/ζ − 1`; range −1...1.
  ///
  /// The inverse of ``init(duration:bounce:initialVelocity:)``'s mapping, where `ζ`
  /// is ``dampingRatio``. The default spring has a bounce of 0.5.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The stiffness of a unit mass whose undamped period is `period` seconds.
  ///
  /// Kept within 1e-12...1e12 without a second warning: a period at its clamped
  /// bound may round just outside.
  static func stiffness(period: Double) -> Double {
    let frequency = 2 * Double.pi / period
    return min(max(frequency * frequency, minimumParameter), maximumParameter)
  }

  /// Validates a response or duration: NaN, infinite or non-positive values become
  /// 0.5 s; others are clamped so the stiffness stays within 1e-12...1e12.
  static func validatedPeriod(_ value: Double, name: String) -> Double {
    guard value.isFinite, value > 0 else {
      zoetropeWarning("Spring \(name) \(value) is not a positive finite number; using 0.5")
      return 0.5
    }
    let range = (2 * Double.pi * 1e-6)...(2 * Double.pi * 1e6)
    return clamped(value, name: name, to: range)
  }

  /// Validates a damping ratio: NaN becomes 0.825 (SwiftUI's default fraction).
  static func validatedRatio(_ value: Double, name: String) -> Double {
    guard !value.isNaN else {
      zoetropeWarning("Spring \(name) is NaN; using 0.825")
      return 0.825
    }
    return value
  }
}
