import ZoetropeAnimation
import ZoetropeGraphics

/// Spring timing for a ``PropertyAnimator``: UIKit's
/// `UISpringTimingParameters`.
///
/// A damping ratio fits the spring to the animator's duration, as
/// ``View/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``
/// does (``/ZoetropeAnimation/Spring/init(uikitDuration:dampingRatio:initialVelocity:)``); a
/// mass, stiffness and damping describe the spring itself, and the
/// animator then lasts the spring's ``/ZoetropeAnimation/Spring/settlingDuration`` whatever
/// duration it was given, as in UIKit.
///
/// ```swift
/// let fling = SpringTimingParameters(
///   dampingRatio: 0.8, initialVelocity: Vector(dx: velocity / distance, dy: 0))
/// animator.continueAnimation(withTimingParameters: fling, durationFactor: 1)
/// ```
///
/// The initial velocity is in whole remaining distances per second: 1
/// covers the distance still to go in one second. Zoetrope's springs move
/// every property along one progress value, so only `dx` is used; UIKit
/// also uses only `dx` except for two-dimensional values, whose `dy`
/// drives the y component (a documented difference).
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
  /// How the spring is given.
  enum Representation: Hashable {
    /// A damping ratio, fitted to the animator's duration.
    case dampingRatio(Double)
    /// A spring with its own settling duration.
    case spring(Spring)
  }

  /// How the spring is given.
  let representation: Representation

  /// The initial velocity, in whole remaining distances per second (only
  /// `dx` is used); finite.
  public let initialVelocity: Vector

  /// A critically damped spring (damping ratio 1) starting at rest.
  public init() {
    self.init(dampingRatio: 1)
  }

  /// A spring with a damping ratio, fitted to the animator's duration.
  ///
  /// - Parameters:
  ///   - ratio: 1 settles without overshoot; smaller values bounce. Values
  ///     above 1 act as 1 and values below 0.01 as 0.01; NaN becomes the
  ///     default with a warning (see
  ///     ``/ZoetropeAnimation/Spring/init(uikitDuration:dampingRatio:initialVelocity:)``).
  ///   - velocity: The initial velocity; non-finite components become 0
  ///     with a warning.
  public init(dampingRatio ratio: Double, initialVelocity velocity: Vector = Vector(dx: 0, dy: 0)) {
    representation = .dampingRatio(ratio)
    initialVelocity = Self.sanitized(velocity)
  }

  /// A spring given by its physical constants; the animator lasts its
  /// settling duration.
  ///
  /// - Parameters:
  ///   - mass: The mass; must be positive (see ``/ZoetropeAnimation/Spring`` for bad input).
  ///   - stiffness: The spring constant; must be positive.
  ///   - damping: The friction coefficient; ≥ 0. Damping above critical
  ///     is lowered to critical, as Core Animation does by default.
  ///   - velocity: The initial velocity; non-finite components become 0
  ///     with a warning.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: Vector) {
    let velocity = Self.sanitized(velocity)
    representation = .spring(
      Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity.dx))
    initialVelocity = velocity
  }

  /// No cubic curve: `nil`.
  public var cubicTimingParameters: CubicTimingParameters? { nil }

  /// The spring parameters: `self`.
  public var springTimingParameters: SpringTimingParameters? { self }

  /// Whether the animator's duration sets the spring (a damping ratio)
  /// rather than the spring setting the duration.
  var usesAnimatorDuration: Bool {
    if case .dampingRatio = representation { return true }
    return false
  }

  /// The spring for an animation of a duration.
  ///
  /// - Parameter duration: The animation's duration in seconds (> 0).
  /// - Returns: The spring, with the initial velocity.
  func spring(forDuration duration: Double) -> Spring {
    switch representation {
    case .dampingRatio(let ratio):
      Spring(uikitDuration: duration, dampingRatio: ratio, initialVelocity: initialVelocity.dx)
    case .spring(let spring):
      spring
    }
  }

  /// The velocity with non-finite components replaced by 0, with a warning.
  private static func sanitized(_ velocity: Vector) -> Vector {
    guard !(velocity.dx.isFinite && velocity.dy.isFinite) else { return velocity }
    zoetropeWarning(
      "SpringTimingParameters initialVelocity (\(velocity.dx), \(velocity.dy)) is not finite;"
        + " using 0 for the non-finite components")
    return Vector(
      dx: velocity.dx.isFinite ? velocity.dx : 0, dy: velocity.dy.isFinite ? velocity.dy : 0)
  }
}
