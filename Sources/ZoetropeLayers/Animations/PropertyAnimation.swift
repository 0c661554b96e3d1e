import ZoetropeAnimation
import ZoetropeGraphics

/// An animation of one layer property: Core Animation's `CAPropertyAnimation`.
///
/// The property is named by a key path on ``LayerProperties``, which reads
/// like Core Animation's string key paths and is checked by the compiler:
/// `\.position`, `\.opacity`, `\.position.x`, `\.bounds.size`, and the
/// derived transform components `\.transform.rotation`, `\.transform.scale`
/// and `\.transform.translation` (see `Transform.rotation`). ``keyName``
/// gives Core Animation's string for it. The subclasses also take that
/// string (`BasicAnimation(keyPath: "strokeEnd")`, checked when the
/// animation is added) and key paths rooted at a layer class
/// (`\ShapeLayer.strokeEnd`), which resolve to the same key paths.
///
/// This is the shared base of ``BasicAnimation``, ``SpringAnimation`` and
/// ``KeyframeAnimation``; on its own it does not change anything.
///
/// Values that are `Interpolatable` (`Double`, `Point`, `Size`, `Vector`,
/// `Rect`, `Color`, `Transform`) blend smoothly and support ``isAdditive``
/// and ``isCumulative``. Other values (`Bool` for `\.isHidden`,
/// ``ContentsGravity``, `Image?` for `\.contents`) switch from one value to
/// the next, and an animation that asks them to add or accumulate fails
/// ``Animation/validate()`` with ``AnimationError/Code/typeMismatch``.
open class PropertyAnimation<Value: Sendable>: Animation {
  // The properties a frame reads for every running animation have no
  // runtime exclusivity checks: they cost more than the rest of applying
  // a value (callgrind, LayerProfile `distinct`: with the checks on the
  // animation classes' fields, a frame of 9,900 layers whose animations
  // each have their own timing executes 7.5 M instructions, not 6.3 M).
  // Nothing in Zoetrope holds an access to them across a call. The same
  // holds for `BasicAnimation`'s values and `TrackClock`'s answers.
  /// The property the animation changes.
  @exclusivity(unchecked) public var keyPath: WritableKeyPath<LayerProperties, Value> {
    // A changed key path no longer names the field the layer's render
    // nodes hold overwritten.
    didSet {
      inPlaceOffset = -1
      unresolvedKeyPath = nil
      recordChangeIfAttached()
    }
  }

  /// The byte offset of the property in ``LayerProperties`` where
  /// ``Animation/overwrite(_:state:)`` writes the value, or -1 when it
  /// cannot (see ``Animation/resolveInPlaceWrites()``).
  @exclusivity(unchecked) var inPlaceOffset = -1

  /// Whether the property is ``LayerProperties/opacity``, which ``Layer``
  /// clamps into 0...1.
  @exclusivity(unchecked) var inPlaceIsOpacity = false

  /// Whether the animated value is added onto the value underneath it
  /// instead of replacing it.
  ///
  /// Off by default. When on, the animation computes its value as usual
  /// and then adds it, with `Interpolatable.adding(_:)`, onto the value it
  /// finds (the model value with the earlier animations applied), so
  /// several additive animations of one property sum. Endpoints it does
  /// not specify count as `Value.zero` (see ``BasicAnimation``). Requires
  /// an `Interpolatable` value.
  ///
  /// ```swift
  /// let wobble = BasicAnimation(keyPath: \.position.x, from: -10, to: 10)
  /// wobble.isAdditive = true  // ±10 points around wherever the layer is
  /// ```
  @exclusivity(unchecked) public var isAdditive = false {
    didSet { recordChangeIfAttached() }
  }

  /// Whether each repeat continues from where the previous one ended.
  ///
  /// Off by default. When on, the value in repeat *k* (counted from 0) is
  /// offset by *k* × (end − start): a `from: 0, to: 10` animation with a
  /// ``Animation/repeatCount`` of 3 runs 0 → 10, 10 → 20, 20 → 30. With
  /// ``Animation/autoreverses`` a repeat is the forward and backward pass
  /// together. Requires an `Interpolatable` value.
  @exclusivity(unchecked) public var isCumulative = false {
    didSet { recordChangeIfAttached() }
  }

  /// Reads the in-place offset, beside the flags and the arithmetic.
  override func touch() -> UInt64 {
    UInt64(bitPattern: Int64(inPlaceOffset))
  }

  /// The arithmetic of `Value`, or `nil` if it is not `Interpolatable`.
  let arithmetic: ValueArithmetic<Value>?

  /// The key path given by name that names no property of `Value`.
  ///
  /// Set by the string-key-path initialisers (``keyPath`` is then a
  /// stand-in), reported by ``validate()``, cleared when ``keyPath`` is
  /// set. One word, after the values a frame reads.
  var unresolvedKeyPath: UnresolvedKeyPath?

  /// Creates an animation of a property whose values switch discretely,
  /// or, for an optional path (``LayerProperties/shadowPath``), blend
  /// between two paths and switch between `nil` and a path.
  ///
  /// - Parameter keyPath: The property to animate.
  public init(keyPath: WritableKeyPath<LayerProperties, Value>) {
    self.keyPath = keyPath
    arithmetic =
      Value.self == Path?.self ? OptionalPathArithmetic() as? ValueArithmetic<Value> : nil
    super.init()
  }

  /// Creates an animation of a property whose values blend.
  ///
  /// - Parameter keyPath: The property to animate.
  public init(keyPath: WritableKeyPath<LayerProperties, Value>) where Value: Interpolatable {
    self.keyPath = keyPath
    arithmetic = .interpolatable
    super.init()
  }

  /// Creates a copy of another property animation, for ``Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy; it must be a
  ///   `PropertyAnimation` of the same value type (``Animation/copy()``
  ///   guarantees it), or this traps.
  public required init(copying other: Animation) {
    guard let other = other as? PropertyAnimation<Value> else {
      preconditionFailure("PropertyAnimation<\(Value.self)> cannot copy a \(type(of: other))")
    }
    keyPath = other.keyPath
    unresolvedKeyPath = other.unresolvedKeyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
    arithmetic = other.arithmetic
    super.init(copying: other)
  }

  /// Core Animation's name for the animated property, such as
  /// `"position"`, `"opacity"`, `"position.x"` or `"transform.rotation"`.
  ///
  /// Every stored property of ``LayerProperties``, its components
  /// (`\.bounds.size.width` is `"bounds.size.width"`) and the derived
  /// transform components have a name; `\.isHidden` is `"hidden"` as in
  /// Core Animation. A key path the table does not know (a property added
  /// later, or another computed property) falls back to its Swift spelling
  /// without the `\LayerProperties.` prefix, which is fine for diagnostics
  /// but not stable for computed components.
  ///
  /// An animation made with a string key path that did not resolve gives
  /// that string.
  public var keyName: String {
    unresolvedKeyPath?.name ?? KeyNames.name(for: keyPath)
  }

  /// Checks that the key path names a property and that the value type
  /// supports ``isAdditive`` and ``isCumulative``.
  ///
  /// - Throws: ``AnimationError/Code/unknownKeyPath`` for a key path given
  ///   by a name that names no animatable property;
  ///   ``AnimationError/Code/typeMismatch`` for one whose property holds
  ///   another type than `Value`, or when ``isAdditive`` or
  ///   ``isCumulative`` is on for a value that is not `Interpolatable`.
  open override func validate() throws(AnimationError) {
    try super.validate()
    if let unresolvedKeyPath {
      throw unresolvedKeyPath.error
    }
    if arithmetic == nil && (isAdditive || isCumulative) {
      let mode = isAdditive ? "isAdditive" : "isCumulative"
      throw AnimationError(
        .typeMismatch,
        "The \(keyName) animation sets \(mode), but \(Value.self) values cannot be added")
    }
  }
}
