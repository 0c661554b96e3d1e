import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Spring {
  /// The longest settling duration reported, in seconds: one hour.
  ///
  /// An undamped spring (damping 0) never settles, and a nearly undamped one takes
  /// longer than any animation should; their ``settlingDuration`` is this cap.
  public static let maximumSettlingDuration: Double = 3_600

  /// The time in seconds after which the spring stays within 0.001 of rest, as
  /// Core Animation and SwiftUI report it.
  ///
  /// It is ``settlingDuration(epsilon:)`` with epsilon 0.001. For an
  /// underdamped spring that is the exact bound (see
  /// ``exactSettlingDuration(epsilon:)`` for what is measured), which matches
  /// `CASpringAnimation.settlingDuration`: for the default spring (damping ratio
  /// 0.5) about 1.473 s; for mass 1, stiffness 100, damping 5, 2.855 s (Apple:
  /// "approximately 2.85 seconds"), and for damping 15, 1.022 s (Apple: "just
  /// over 1 second").
  ///
  /// For a critically or over-damped spring, Core Animation and SwiftUI step
  /// through time in ``appleSettlingStep`` (0.1 s) and report the first step at
  /// rest, so this is the exact bound rounded up to a multiple of 0.1 s: 0.3 s
  /// for a critical spring of response 0.2 (exactly 0.294 s). Code that sets an
  /// animation's duration to the settling duration then ends when Apple's
  /// would.
  /// ``exactSettlingDuration`` keeps the unrounded bound.
  public var settlingDuration: Double {
    settlingDuration(epsilon: 0.001)
  }

  /// The time in seconds after which the spring stays within `epsilon` of
  /// rest, as Core Animation and SwiftUI report it.
  ///
  /// For an underdamped spring it is ``exactSettlingDuration(epsilon:)``.
  /// For a critically or over-damped spring it is that bound rounded up to
  /// a multiple of ``appleSettlingStep`` (0.1 s), as Core Animation's
  /// `durationForEpsilon:` and SwiftUI's
  /// `settlingDuration(target:initialVelocity:epsilon:)` step through time:
  /// the critical spring of response 1 gives 1.1, 1.0, 0.9, 0.8 and 0.8 s
  /// for `epsilon` 0.01, 0.02, 0.03, 0.04 and 0.05.
  ///
  /// Bad input: a NaN, infinite, zero or negative `epsilon` is replaced by
  /// 0.001 with a warning.
  ///
  /// - Parameter epsilon: The tolerance, in whole distances.
  /// - Returns: Seconds, in 0...``maximumSettlingDuration``.
  public func settlingDuration(epsilon: Double) -> Double {
    let exact = exactSettlingDuration(epsilon: epsilon)
    return isAtLeastCriticallyDamped ? Spring.appleSteppedSettling(exact) : exact
  }

  /// The exact time in seconds after which the spring stays within `epsilon`
  /// of rest, with no rounding.
  ///
  /// Two quantities are measured, both in units of the whole distance:
  /// - the displacement from rest, `|x(t) − 1|`;
  /// - the motion, `|v(t)| / ω₀` with `ω₀ = √(stiffness / mass)`: the distance the
  ///   current speed would carry the spring before the spring stops it.
  ///
  /// The result is the earliest time after which a rigorous upper bound of each
  /// stays at or below `epsilon`: the exponential envelope times the largest
  /// amplitude its sine and cosine terms can reach (`|cos| ≤ 1`,
  /// `|sin(ωt)/ω| ≤ min(t, 1/ω)`). It is therefore conservative: the true motion is
  /// within `epsilon` from this time on, and usually dips below a little earlier
  /// (for mass 1, stiffness 100, damping 5 the last moment `|x − 1|` reaches 0.001
  /// is 2.69 s; this returns 2.855 s).
  ///
  /// Computed in closed form, or by at most a few hundred bisection steps for
  /// critically damped springs: bounded time for any spring.
  /// The result is 0 when the bound never exceeds `epsilon`, and
  /// ``maximumSettlingDuration`` (one hour) when the spring takes longer, including
  /// every undamped spring.
  ///
  /// Bad input: a NaN, infinite, zero or negative `epsilon` is replaced by 0.001
  /// with a warning.
  ///
  /// - Parameter epsilon: The tolerance, in whole distances.
  /// - Returns: Seconds, in 0...``maximumSettlingDuration``.
  public func exactSettlingDuration(epsilon: Double) -> Double {
    var epsilon = epsilon
    if !(epsilon > 0 && epsilon < .infinity) {
      zoetropeWarning(
        "Spring settling epsilon \(epsilon) is not a positive finite number; using 0.001")
      epsilon = 0.001
    }
    let motion = solution
    let naturalFrequency = motion.naturalFrequencySquared.squareRoot()
    let velocityFactor = motion.naturalFrequencySquared - motion.decay * initialVelocity
    let bound = SettlingBound(
      rate: motion.slowestDecay,
      sineLimit: motion.sineBound,
      logEpsilon: log(epsilon)
    )
    let displacement = bound.lastCrossing(
      constant: 1,
      linear: abs(motion.decay - initialVelocity)
    )
    let speed = bound.lastCrossing(
      constant: abs(initialVelocity) / naturalFrequency,
      linear: abs(velocityFactor) / naturalFrequency
    )
    return max(displacement, speed)
  }
}

/// The bound `h(t) = e^(−rate·t)·(constant + linear·min(t, sineLimit))` of a
/// spring's displacement or motion, and when it last exceeds epsilon.
private struct SettlingBound {
  let rate: Double
  let sineLimit: Double
  let logEpsilon: Double

  /// `ln h(t) − ln ε`: concave in `t`, tending to −∞ when `rate > 0`.
  func excess(_ time: Double, constant: Double, linear: Double) -> Double {
    log(constant + linear * min(time, sineLimit)) - rate * time - logEpsilon
  }

  /// The earliest time after which `h(t) ≤ ε` for good, capped at one hour.
  func lastCrossing(constant: Double, linear: Double) -> Double {
    let cap = Spring.maximumSettlingDuration
    if excess(cap, constant: constant, linear: linear) > 0 {
      return cap
    }
    guard rate > 0 else {
      // Undamped: h grows to its maximum at `sineLimit` and stays there.
      return excess(sineLimit, constant: constant, linear: linear) > 0 ? cap : 0
    }
    // Past `sineLimit` the bound is a pure exponential: solve it directly.
    if sineLimit < cap {
      let tail = (log(constant + linear * sineLimit) - logEpsilon) / rate
      if tail >= sineLimit {
        return tail
      }
    }
    // Otherwise the last crossing lies after the peak of the concave excess.
    let peak =
      linear > 0 ? min(max(0, 1 / rate - constant / linear), sineLimit, cap) : 0
    if excess(peak, constant: constant, linear: linear) <= 0 {
      return 0
    }
    var low = peak
    var high = min(sineLimit, cap)
    var steps = 0
    while high - low > 1e-12 * high && steps < 200 {
      steps += 1
      let middle = (low + high) / 2
      if excess(middle, constant: constant, linear: linear) > 0 {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }
}
