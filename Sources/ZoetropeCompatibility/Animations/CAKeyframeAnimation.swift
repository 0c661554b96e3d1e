/// Core Animation's `CAKeyframeAnimation`: a property animated through a
/// list of untyped values, or a position along a path.
///
/// ```swift
/// let shake = CAKeyframeAnimation()
/// shake.keyPath = "position.x"
/// shake.values = [0, 30, -30, 30, 0]
/// shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
/// shake.isAdditive = true
/// layer.add(shake, forKey: "shake")
/// ```
///
/// It runs as a ``/ZoetropeLayers/KeyframeAnimation`` of the property's
/// type, whose documentation says how key times, timing functions and
/// calculation modes are read and checked; the key path and the values are
/// checked when the animation is added (see ``CAPropertyAnimation``).
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values, or `nil`.
  public var values: [Any]?

  /// A path for a point property (usually `"position"`) to follow instead
  /// of ``values``, or `nil`.
  public var path: Path?

  /// The time of each keyframe, from 0 to 1, or `nil` for evenly spaced
  /// keyframes.
  public var keyTimes: [Double]?

  /// The curve of each interval between keyframes, or `nil` for linear.
  public var timingFunctions: [TimingFunction]?

  /// How values between keyframes are computed; `.linear` by default.
  public var calculationMode = AnimationCalculationMode.linear

  /// Whether a layer moving along ``path`` turns to follow it.
  public var rotationMode: AnimationRotationMode?

  /// The tension of each keyframe for the cubic modes, or `nil`.
  public var tensionValues: [Double]?

  /// The continuity of each keyframe for the cubic modes, or `nil`.
  public var continuityValues: [Double]?

  /// The bias of each keyframe for the cubic modes, or `nil`.
  public var biasValues: [Double]?

  /// Creates an animation of no property yet; set ``CAPropertyAnimation/keyPath``.
  public override init() {
    super.init()
  }

  /// Creates a copy of another keyframe animation, for
  /// ``/ZoetropeLayers/Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy.
  public required init(copying other: Animation) {
    if let other = other as? CAKeyframeAnimation {
      values = other.values
      path = other.path
      keyTimes = other.keyTimes
      timingFunctions = other.timingFunctions
      calculationMode = other.calculationMode
      rotationMode = other.rotationMode
      tensionValues = other.tensionValues
      continuityValues = other.continuityValues
      biasValues = other.biasValues
    }
    super.init(copying: other)
  }

  /// A ``ZoetropeLayers/KeyframeAnimation`` of the first property type that
  /// takes every value (or of points, along ``path``).
  override func makeTyped(keyPath: String, kinds: [ValueKind]) throws(AnimationError)
    -> any PropertyAnimationParts
  {
    let typed: any KeyframeAnimationParts
    if let path {
      guard kinds.contains(where: { $0.name == "Point" }) else {
        throw mismatch(keyPath: keyPath, name: "path", value: path, kinds: kinds)
      }
      typed = KeyframeAnimation<Point>(keyPath: keyPath, path: path)
    } else {
      let values = values ?? []
      guard let kind = kinds.first(where: { kind in values.allSatisfy(kind.converts) }) else {
        let index = values.firstIndex { !kinds[0].converts($0) } ?? 0
        throw mismatch(
          keyPath: keyPath, name: "values[\(index)]", value: values[index], kinds: kinds)
      }
      typed = kind.keyframe(keyPath, values)
    }
    typed.keyTimes = keyTimes
    typed.timingFunctions = timingFunctions
    typed.calculationMode = calculationMode
    if let rotationMode { typed.rotationMode = rotationMode }
    typed.tensionValues = tensionValues
    typed.continuityValues = continuityValues
    typed.biasValues = biasValues
    return typed
  }
}
