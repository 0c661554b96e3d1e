/// Core Animation's `CASpringAnimation`: a basic animation whose progress
/// follows a damped spring, with untyped values.
///
/// ```swift
/// let drop = CASpringAnimation(keyPath: "position.y")
/// drop.toValue = 300
/// drop.damping = 8
/// drop.duration = drop.settlingDuration
/// layer.add(drop, forKey: "drop")
/// ```
///
/// It runs as a ``/ZoetropeLayers/SpringAnimation`` of the property's type
/// (values that switch cannot spring). As in Core Animation, the spring
/// does not set the animation's duration: 0 means the transaction's (0.25 s
/// by default), which cuts the spring short; set `duration` to
/// ``settlingDuration`` to see it settle.
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring; 1 by default.
  public var mass = 1.0

  /// The spring's stiffness; 100 by default.
  public var stiffness = 100.0

  /// The friction; 10 by default.
  public var damping = 10.0

  /// The velocity at the start, in whole distances per second; 0 by default.
  public var initialVelocity = 0.0

  /// Whether a damping above critical is kept; `false` lowers it to
  /// critical damping, as Core Animation does.
  public var allowsOverdamping = false

  /// Creates an animation of no property yet; set ``CAPropertyAnimation/keyPath``.
  public override init() {
    super.init()
  }

  /// Creates a copy of another spring animation, for
  /// ``/ZoetropeLayers/Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy.
  public required init(copying other: Animation) {
    if let other = other as? CASpringAnimation {
      mass = other.mass
      stiffness = other.stiffness
      damping = other.damping
      initialVelocity = other.initialVelocity
      allowsOverdamping = other.allowsOverdamping
    }
    super.init(copying: other)
  }

  /// The spring these values describe.
  var spring: Spring {
    Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      allowOverDamping: allowsOverdamping)
  }

  /// How long the spring takes to come to rest, in seconds, as Core
  /// Animation computes it.
  public var settlingDuration: Double { spring.settlingDuration }

  /// A ``/ZoetropeLayers/SpringAnimation`` of the first property type that
  /// blends and takes every given value.
  override func makeTyped(keyPath: String, kinds: [ValueKind]) throws(AnimationError)
    -> any PropertyAnimationParts
  {
    let given = [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)]
      .compactMap { name, value in value.map { (name, $0) } }
    let springing = kinds.filter { $0.spring != nil }
    guard
      let kind = springing.first(where: { kind in given.allSatisfy { kind.converts($0.1) } }),
      let make = kind.spring
    else {
      guard let first = springing.first else {
        let types = kinds.map(\.name).joined(separator: " or ")
        throw AnimationError(
          .typeMismatch,
          "The \(className) of \"\(keyPath)\" animates \(types) values, which cannot spring")
      }
      let (name, value) = given.first { !first.converts($0.1) } ?? given[0]
      throw mismatch(keyPath: keyPath, name: name, value: value, kinds: springing)
    }
    return make(keyPath, fromValue, toValue, byValue, spring, allowsOverdamping)
  }
}
