#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The closed-form motion of a damped spring from 0 to 1: pure math, no state.
///
/// All three regimes are written in one form, with `λ = c/2m`, `ω₀ = √(k/m)`,
/// `B = λ − v₀` and `E = e^(−λt)`:
///
///     x(t) = 1 − E·(C(t) + B·S(t))
///     v(t) = E·(v₀·C(t) + (ω₀² − λ·v₀)·S(t))
///
/// where, with `ω = ω₀·√|1 − ζ²|`,
/// - underdamped (`ζ < 1`): `C = cos ωt`, `S = sin(ωt)/ω`;
/// - critical (`|ζ − 1| < 1e-12`): `C = 1`, `S = t`;
/// - overdamped (`ζ > 1`): `C = cosh ωt`, `S = sinh(ωt)/ω`.
///
/// This is algebraically the formula of the conformance data (for the overdamped
/// case `C₁e^(r₁t) + C₂e^(r₂t)` with `r = −λ ± ω`), but it has no `1/(r₁ − r₂)`
/// cancellation, so it stays accurate as `ζ → 1` from either side. For `ωt ≥ 1` the
/// overdamped products `E·cosh` and `E·sinh` are evaluated as sums of
/// `e^(r₁t)` and `e^(r₂t)` so they cannot overflow; `r₁ = −ω₀²/(λ + ω)` avoids
/// cancellation when `λ ≫ ω₀`.
///
/// Inputs must be validated (positive finite mass and stiffness within 1e-12...1e12,
/// damping within 0...1e12, finite velocity): `Spring` guarantees it.
struct SpringSolution {
  enum Regime {
    case underdamped
    case critical
    case overdamped
  }

  let regime: Regime
  /// `λ = c / 2m`, the decay rate of the envelope, in 1/s.
  let decay: Double
  /// `ω₀² = k / m`, in 1/s².
  let naturalFrequencySquared: Double
  /// `ω`, the damped (or overdamped) frequency, in 1/s; 0 when critical.
  let frequency: Double
  /// `v₀`, in whole distances per second.
  let initialVelocity: Double

  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    let naturalFrequency = (stiffness / mass).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    decay = damping / (2 * mass)
    naturalFrequencySquared = stiffness / mass
    self.initialVelocity = initialVelocity
    if abs(ratio - 1) < 1e-12 {
      regime = .critical
      frequency = 0
    } else {
      regime = ratio < 1 ? .underdamped : .overdamped
      frequency = naturalFrequency * (abs(1 - ratio) * (1 + ratio)).squareRoot()
    }
  }

  /// The slowest exponential rate at which the motion dies out, in 1/s.
  ///
  /// `λ` when under- or critically damped; `−r₁ = ω₀² / (λ + ω)` when overdamped.
  /// 0 for an undamped spring.
  var slowestDecay: Double {
    regime == .overdamped ? naturalFrequencySquared / (decay + frequency) : decay
  }

  /// The bound `T` with `|S(t)| ≤ min(t, T)` (up to the envelope): `1/ω`
  /// underdamped, `1/(2ω)` overdamped (relative to `e^(r₁t)`), infinite critical.
  var sineBound: Double {
    switch regime {
    case .underdamped: 1 / frequency
    case .critical: .infinity
    case .overdamped: 1 / (2 * frequency)
    }
  }

  /// Position and velocity at `time`, which must be finite and positive.
  func state(at time: Double) -> (position: Double, velocity: Double) {
    // Past 800 e-foldings every term is below 1e-300 of its amplitude: at rest.
    if slowestDecay * time > 800 {
      return (1, 0)
    }
    let cosine: Double
    let sine: Double
    switch regime {
    case .underdamped:
      let envelope = exp(-decay * time)
      var phase = frequency * time
      if !phase.isFinite {
        // Barely damped and absurdly late: reduce the time by whole periods first.
        phase = frequency * fmod(time, 2 * Double.pi / frequency)
      }
      cosine = envelope * cos(phase)
      sine = envelope * sin(phase) / frequency
    case .critical:
      let envelope = exp(-decay * time)
      cosine = envelope
      sine = envelope * time
    case .overdamped:
      let phase = frequency * time
      if phase < 1 {
        let envelope = exp(-decay * time)
        cosine = envelope * cosh(phase)
        sine = envelope * sinh(phase) / frequency
      } else {
        let slow = exp(-slowestDecay * time)
        let fast = exp(-(decay + frequency) * time)
        cosine = (slow + fast) / 2
        sine = (slow - fast) / (2 * frequency)
      }
    }
    let velocityFactor =
      regime == .critical
      ? decay * (decay - initialVelocity)
      : naturalFrequencySquared - decay * initialVelocity
    let position = 1 - (cosine + (decay - initialVelocity) * sine)
    let velocity = initialVelocity * cosine + velocityFactor * sine
    return (position, velocity)
  }
}
