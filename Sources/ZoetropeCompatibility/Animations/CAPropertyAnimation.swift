/// Core Animation's `CAPropertyAnimation`: an animation of the layer
/// property a string key path names, with untyped values.
///
/// Zoetrope's own ``/ZoetropeLayers/PropertyAnimation`` is generic over its
/// value type. This class and its subclasses, ``CABasicAnimation`` and
/// ``CAKeyframeAnimation``, take values of any type, as Core Animation's
/// `id` values, settable after creation:
///
/// ```swift
/// let fade = CABasicAnimation()
/// fade.keyPath = "opacity"
/// fade.fromValue = 1  // an Int, a Double, a CGFloat or an NSNumber
/// fade.toValue = 0
/// layer.add(fade, forKey: "fade")
/// ```
///
/// The key path and the values are checked when the animation is added
/// with ``/ZoetropeLayers/Layer/add(_:forKey:)``: the layer's copy works out
/// the property's type from the name and the values and makes the typed
/// animation it runs. An unknown key path, or a value the property cannot
/// take (a point for `"opacity"`), is a warning naming the key path, the
/// value and the type the property takes, and the animation is not
/// attached, as for any animation that fails
/// ``/ZoetropeLayers/Animation/validate()``.
///
/// Known difference: with no from, to or by value, a basic animation
/// runs from the layer's model value, not from the value on screen when
/// it was added.
open class CAPropertyAnimation: Animation {
  /// Core Animation's name of the animated property, such as `"opacity"`,
  /// `"position.x"` or `"transform.rotation.z"`; `nil` until set.
  public var keyPath: String?

  /// Whether the animated value is added onto the value underneath it.
  public var isAdditive = false

  /// Whether each repeat continues from where the previous one ended.
  public var isCumulative = false

  /// The typed animation the layer's copy runs, made by ``validate()``.
  var typed: (any PropertyAnimationParts)?

  /// Creates an animation of no property yet; set ``keyPath``.
  public override init() {
    super.init()
  }

  /// Creates an animation of the property a key path names, as
  /// `CAPropertyAnimation(keyPath:)`.
  ///
  /// - Parameter keyPath: Core Animation's name of the property.
  public convenience init(keyPath: String?) {
    self.init()
    self.keyPath = keyPath
  }

  /// Creates a copy of another property animation, for
  /// ``/ZoetropeLayers/Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy.
  public required init(copying other: Animation) {
    if let other = other as? CAPropertyAnimation {
      keyPath = other.keyPath
      isAdditive = other.isAdditive
      isCumulative = other.isCumulative
    }
    super.init(copying: other)
  }

  /// The class's name in messages, such as `"CABasicAnimation"`.
  var className: String { "\(type(of: self))" }

  /// Makes the typed animation of the key path from the values; each
  /// subclass overrides it.
  ///
  /// - Parameters:
  ///   - keyPath: The key path, known to name a property.
  ///   - kinds: The types of the properties it names, in order.
  /// - Returns: The typed animation.
  /// - Throws: ``ZoetropeLayers/AnimationError/Code/typeMismatch`` when
  ///   the values are not of a type the property takes.
  func makeTyped(keyPath: String, kinds: [ValueKind]) throws(AnimationError)
    -> any PropertyAnimationParts
  {
    throw AnimationError(.typeMismatch, "\(className) cannot make an animation of \(keyPath)")
  }

  /// Checks the key path and the values, and makes the typed animation
  /// the layer runs.
  ///
  /// - Throws: ``/ZoetropeLayers/AnimationError/Code/unknownKeyPath`` when
  ///   the key path is missing or names no animatable property (with a
  ///   suggestion for a near miss);
  ///   ``/ZoetropeLayers/AnimationError/Code/typeMismatch`` when a value is
  ///   not of the property's type; and whatever the typed animation's own
  ///   checks throw (a NaN value, empty keyframes, …).
  open override func validate() throws(AnimationError) {
    try super.validate()
    guard let keyPath, !keyPath.isEmpty else {
      throw AnimationError(
        .unknownKeyPath,
        "The \(className) has no keyPath; set it to the property to animate, such as \"opacity\"")
    }
    let kinds = ValueKind.kinds(named: keyPath)
    if kinds.isEmpty {
      do {
        try BasicAnimation<Double>(keyPath: keyPath).validate()
      } catch {
        throw AnimationError(error.code, "\(className): \(error.description)")
      }
    }
    let typed = try makeTyped(keyPath: keyPath, kinds: kinds)
    typed.isAdditive = isAdditive
    typed.isCumulative = isCumulative
    typed.mediaTiming = mediaTiming
    if typed.mediaTiming.duration == 0 {
      // What the layer will run it for, which a spring's clock reads.
      typed.mediaTiming.duration = Transaction.animationDuration()
    }
    do {
      try typed.validate()
    } catch {
      throw AnimationError(error.code, "\(className): \(error.description)")
    }
    self.typed = typed
  }

  /// Applies the typed animation made by ``validate()``; before that, it
  /// changes nothing.
  ///
  /// - Parameters:
  ///   - properties: The presentation values so far.
  ///   - state: The timing state at the current time.
  ///   - model: The layer's model values.
  open override func apply(
    to properties: inout LayerProperties, state: Timing.State, model: LayerProperties
  ) {
    typed?.apply(to: &properties, state: state, model: model)
  }

  /// The error for values of a type the property does not take.
  ///
  /// - Parameters:
  ///   - keyPath: The key path.
  ///   - name: Which value, such as `"toValue"` or `"values[2]"`.
  ///   - value: The value.
  ///   - kinds: The types of the properties the key path names.
  /// - Returns: A ``ZoetropeLayers/AnimationError/Code/typeMismatch`` error.
  func mismatch(keyPath: String, name: String, value: Any, kinds: [ValueKind]) -> AnimationError {
    let types = kinds.map(\.name).joined(separator: " or ")
    return AnimationError(
      .typeMismatch,
      "The \(className) of \"\(keyPath)\" has the \(name) \(UntypedValue.describe(value)), "
        + "but \"\(keyPath)\" takes \(types) values")
  }
}
