/// Core Animation's `CABasicAnimation`: a property animated from one value
/// to another, with untyped values set after creation.
///
/// ```swift
/// let flip = CABasicAnimation(keyPath: "transform")
/// flip.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
/// flip.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 1, 0))
/// flip.duration = 0.7
/// layer.add(flip, forKey: "flip")
/// ```
///
/// The values are filled in as ``/ZoetropeLayers/BasicAnimation``'s are (any
/// combination of from, to and by); they and the key path are checked when
/// the animation is added (see ``CAPropertyAnimation``).
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the animation starts from, or `nil`.
  public var fromValue: Any?

  /// The value the animation ends at, or `nil`.
  public var toValue: Any?

  /// The change from the start value to the end value, or `nil`.
  public var byValue: Any?

  /// Creates an animation of no property yet; set ``CAPropertyAnimation/keyPath``.
  public override init() {
    super.init()
  }

  /// Creates a copy of another basic animation, for
  /// ``/ZoetropeLayers/Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy.
  public required init(copying other: Animation) {
    if let other = other as? CABasicAnimation {
      fromValue = other.fromValue
      toValue = other.toValue
      byValue = other.byValue
    }
    super.init(copying: other)
  }

  /// A ``ZoetropeLayers/BasicAnimation`` of the first property type that
  /// takes every given value.
  override func makeTyped(keyPath: String, kinds: [ValueKind]) throws(AnimationError)
    -> any PropertyAnimationParts
  {
    let given = [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)]
      .compactMap { name, value in value.map { (name, $0) } }
    guard let kind = kinds.first(where: { kind in given.allSatisfy { kind.converts($0.1) } })
    else {
      let (name, value) = given.first { !kinds[0].converts($0.1) } ?? given[0]
      throw mismatch(keyPath: keyPath, name: name, value: value, kinds: kinds)
    }
    return kind.basic(keyPath, fromValue, toValue, byValue)
  }
}
