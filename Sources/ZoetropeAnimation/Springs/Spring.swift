/// A damped harmonic oscillator that moves a value from 0 to 1.
///
/// The motion solves `m·x'' + c·x' + k·(x − 1) = 0` with `x(0) = 0` and
/// `x'(0) = initialVelocity`, where `m` is ``mass``, `c` is ``damping`` and `k` is
/// ``stiffness``. An animation maps the progress `x` onto its own from and to
/// values, so one spring serves every animatable property. The motion is solved in
/// closed form (under-, critically and over-damped), so any frame rate samples the
/// same curve; see ``value(at:)`` and ``velocity(at:)``.
///
/// The defaults are `CASpringAnimation`'s: mass 1, stiffness 100, damping 10 and
/// initial velocity 0 (a damping ratio of 0.5).
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// let progress = spring.value(at: 0.25)  // 0 at the start, settles at 1
/// let duration = spring.settlingDuration  // seconds until it rests
/// ```
///
/// Units: time in seconds; ``initialVelocity`` in whole distances per second
/// (UIKit's convention: 1 covers the whole distance in one second; positive moves
/// toward the target).
///
/// ## Bad input
///
/// A spring never traps and never produces NaN. Every parameter is checked when the
/// spring is created or a property is set; a value outside its range is replaced as
/// follows, and the replacement is reported once with a warning on standard error:
///
/// | parameter | replaced when | by |
/// |---|---|---|
/// | ``mass``, ``stiffness`` | NaN, ±infinity, zero or negative | the default (1, 100) |
/// | ``mass``, ``stiffness`` | below 1e-12 or above 1e12 | the nearer bound |
/// | ``damping`` | NaN | the default, 10 |
/// | ``damping`` | negative (including −infinity) | 0 (no damping) |
/// | ``damping`` | above 1e12 (including +infinity) | 1e12 |
/// | ``initialVelocity`` | NaN or ±infinity | 0 |
/// | ``initialVelocity`` | magnitude above 1e12 | ±1e12 |
///
/// The bounds keep every intermediate quantity (`k/m`, `c/2m`, `√(k·m)`) finite.
public struct Spring: Hashable, Sendable {
  /// The mass of the object on the spring, in arbitrary mass units; default 1.
  ///
  /// A larger mass swings slower and farther. Range 1e-12...1e12; other values are
  /// replaced as the type's "Bad input" table says.
  public var mass: Double {
    didSet { mass = Self.validatedPositive(mass, name: "mass", defaultValue: 1) }
  }

  /// The spring constant `k`, in force per unit of distance; default 100.
  ///
  /// A stiffer spring moves faster. Range 1e-12...1e12; other values are replaced
  /// as the type's "Bad input" table says.
  public var stiffness: Double {
    didSet {
      stiffness = Self.validatedPositive(stiffness, name: "stiffness", defaultValue: 100)
    }
  }

  /// The friction coefficient `c`, in force per unit of velocity; default 10.
  ///
  /// Zero means no friction (the spring oscillates forever); `2·√(k·m)` is critical
  /// damping (the fastest approach without overshoot). Range 0...1e12; other values
  /// are replaced as the type's "Bad input" table says.
  public var damping: Double {
    didSet { damping = Self.validatedDamping(damping) }
  }

  /// The velocity at time 0, in whole distances per second; default 0.
  ///
  /// 1 covers the whole distance in one second; positive values move toward the
  /// target, negative values away from it first. Range −1e12...1e12; other values
  /// are replaced as the type's "Bad input" table says.
  public var initialVelocity: Double {
    didSet { initialVelocity = Self.validatedVelocity(initialVelocity) }
  }

  /// Creates a spring from its physical parameters.
  ///
  /// The defaults are `CASpringAnimation`'s. Out-of-range values are replaced as the
  /// type's "Bad input" table says.
  ///
  /// - Parameters:
  ///   - mass: The mass on the spring; default 1.
  ///   - stiffness: The spring constant; default 100.
  ///   - damping: The friction coefficient; default 10.
  ///   - initialVelocity: The velocity at time 0, in whole distances per second;
  ///     default 0.
  ///   - allowOverDamping: Whether a damping above critical (`2·√(k·m)`) is
  ///     kept. By default it is lowered to critical damping, as SwiftUI's
  ///     `Spring(mass:stiffness:damping:allowOverDamping:)` does (and Core
  ///     Animation without `allowsOverdamping`); pass `true` for the
  ///     over-damped motion.
  public init(
    mass: Double = 1,
    stiffness: Double = 100,
    damping: Double = 10,
    initialVelocity: Double = 0,
    allowOverDamping: Bool = false
  ) {
    self.mass = Self.validatedPositive(mass, name: "mass", defaultValue: 1)
    self.stiffness = Self.validatedPositive(stiffness, name: "stiffness", defaultValue: 100)
    self.damping = Self.validatedDamping(damping)
    self.initialVelocity = Self.validatedVelocity(initialVelocity)
    if !allowOverDamping {
      self = criticallyDampedIfOverdamped
    }
  }
}
