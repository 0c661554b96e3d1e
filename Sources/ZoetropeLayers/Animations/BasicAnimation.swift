import ZoetropeAnimation
import ZoetropeGraphics

/// An animation of one property from one value to another: Core
/// Animation's `CABasicAnimation`.
///
/// Give any combination of ``fromValue``, ``toValue`` and ``byValue``; the
/// ones left `nil` are filled in as Core Animation does, where "the value
/// underneath" is the property's value before this animation applies (the
/// model value with any earlier animations applied), read every frame:
///
/// | given | animates from | to |
/// |---|---|---|
/// | from, to | `from` | `to` |
/// | from, by | `from` | `from + by` |
/// | by, to | `to − by` | `to` |
/// | from | `from` | the value underneath |
/// | to | the value underneath | `to` |
/// | by | the value underneath | the value underneath `+ by` |
/// | none | the previous value (below) | the value underneath |
///
/// With all three given, ``byValue`` is ignored. With none, Core Animation
/// animates "between the previous and the current value in the render
/// tree": here the previous value is the presentation value when the
/// animation was added to the layer, and the current one is the value
/// underneath. An animation never added to a layer starts from the model
/// value instead.
///
/// When ``PropertyAnimation/isAdditive`` is on, "the value underneath" in
/// the table is `Value.zero`, because the animated value is added onto the
/// value underneath anyway: `by: 10` runs the offset 0 → 10 either way.
///
/// Values that are not `Interpolatable` (`Bool`, `Image?`,
/// ``ContentsGravity``) switch from the start value to the end value when
/// the progress reaches 0.5; they cannot use ``byValue``.
///
/// The rotation of a transform animates through its own key path, so it
/// can turn by more than half a turn:
///
/// ```swift
/// let spin = BasicAnimation(keyPath: \.transform.rotation, by: 2 * .pi)
/// spin.duration = 1
/// layer.add(spin, forKey: "spin")  // one full turn
/// ```
open class BasicAnimation<Value: Sendable>: PropertyAnimation<Value> {
  // The values a frame reads have no runtime exclusivity checks, for the
  // reason and with the measurement given in `PropertyAnimation`.

  /// The value the animation starts from, or `nil` (see the table above).
  @exclusivity(unchecked) public var fromValue: Value? {
    didSet { recordChangeIfAttached() }
  }

  /// The value the animation ends at, or `nil` (see the table above).
  @exclusivity(unchecked) public var toValue: Value? {
    didSet { recordChangeIfAttached() }
  }

  /// The change from the start value to the end value, or `nil` (see the
  /// table above); requires an `Interpolatable` value.
  @exclusivity(unchecked) public var byValue: Value? {
    didSet { recordChangeIfAttached() }
  }

  /// The presentation value when the animation was added to a layer, the
  /// start of an animation with no values.
  @exclusivity(unchecked) var previousValue: Value?

  /// Creates a basic animation of a property whose values switch at the
  /// halfway point, such as `\.isHidden` or `\.contents`.
  ///
  /// ```swift
  /// let show = BasicAnimation(keyPath: \.isHidden, from: true, to: false)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`; not supported for these values.
  public init(
    keyPath: WritableKeyPath<LayerProperties, Value>,
    from: Value? = nil,
    to: Value? = nil,
    by: Value? = nil
  ) {
    fromValue = from
    toValue = to
    byValue = by
    super.init(keyPath: keyPath)
  }

  /// Creates a basic animation of a property whose values blend.
  ///
  /// ```swift
  /// let fade = BasicAnimation(keyPath: \.opacity, from: 1, to: 0)
  /// let slide = BasicAnimation(keyPath: \.position, to: Point(x: 200, y: 80))
  /// let nudge = BasicAnimation(keyPath: \.position.x, by: 20)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`.
  public init(
    keyPath: WritableKeyPath<LayerProperties, Value>,
    from: Value? = nil,
    to: Value? = nil,
    by: Value? = nil
  ) where Value: Interpolatable {
    fromValue = from
    toValue = to
    byValue = by
    super.init(keyPath: keyPath)
  }

  /// Creates a copy of another basic animation, for ``Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy, of the same class.
  public required init(copying other: Animation) {
    if let other = other as? BasicAnimation<Value> {
      fromValue = other.fromValue
      toValue = other.toValue
      byValue = other.byValue
      previousValue = other.previousValue
    }
    super.init(copying: other)
  }

  /// Checks the values: all finite, and a ``byValue`` only for values that
  /// can be added.
  ///
  /// - Throws: ``AnimationError/Code/nonFiniteValue`` for a NaN or
  ///   infinite value; ``AnimationError/Code/typeMismatch`` for a
  ///   ``byValue``, ``PropertyAnimation/isAdditive`` or
  ///   ``PropertyAnimation/isCumulative`` on a value that is not
  ///   `Interpolatable`.
  open override func validate() throws(AnimationError) {
    try super.validate()
    for (name, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] {
      if let value, !isFiniteValue(value) {
        throw AnimationError(
          .nonFiniteValue, "The \(keyName) animation's \(name) \(value) is not finite")
      }
    }
    if byValue != nil && arithmetic == nil {
      throw AnimationError(
        .typeMismatch,
        "The \(keyName) animation has a byValue, but \(Value.self) values cannot be added")
    }
  }

  /// Sets the property to the animation's value at the state's progress.
  ///
  /// - Parameters:
  ///   - properties: The presentation values so far; the animated
  ///     property is replaced (or added to, if additive).
  ///   - state: The timing state; its `transformedProgress` is the progress.
  ///   - model: The layer's model values.
  // Specialized for the common value types (the generic entry point checks
  // the type and jumps to them): a frame applies one per animating layer.
  @_specialize(exported:false,kind:full,where Value == Point)
  @_specialize(exported:false,kind:full,where Value == Double)
  @_specialize(exported:false,kind:full,where Value == Rect)
  @_specialize(exported:false,kind:full,where Value == Size)
  @_specialize(exported:false,kind:full,where Value == Transform)
  @_specialize(exported:false,kind:full,where Value == Color)
  open override func apply(
    to properties: inout LayerProperties,
    state: Timing.State,
    model: LayerProperties
  ) {
    let (from, to) = endpoints(properties: &properties, model: model)
    let progress = usesLinearProgress ? (state.directedProgress ?? 0) : progress(in: state)
    let value = blend(from, to, progress: progress)
    write(value, start: from, end: to, state: state, to: &properties)
  }

  /// The progress to blend the start and end values with: the state's
  /// `transformedProgress` (0 if unresolved); springs override this.
  func progress(in state: Timing.State) -> Double {
    state.transformedProgress ?? 0
  }

  override func prepare(previous: LayerProperties) {
    previousValue = previous[keyPath: keyPath]
  }

  /// Whether the animation is evaluated by this module's code alone: a
  /// ``BasicAnimation`` or ``SpringAnimation`` itself, not a subclass that
  /// may override ``apply(to:state:model:)``.
  func hasBuiltInEvaluation() -> Bool {
    type(of: self) == BasicAnimation<Value>.self
  }

  /// In place when the class is built in and the property is a stored
  /// field of ``LayerProperties`` (`\.position`, `\.bounds.size`: not a
  /// computed component such as `\.transform.rotation`, nor an
  /// out-of-line value) of a type whose finiteness is checked here.
  override func resolveInPlaceWrites() {
    inPlaceOffset = -1
    guard hasBuiltInEvaluation(), InPlaceValues.supports(Value.self),
      let offset = MemoryLayout<LayerProperties>.offset(of: keyPath)
    else { return }
    inPlaceOffset = offset
    inPlaceIsOpacity = Value.self == Double.self && keyPath == \LayerProperties.opacity
  }

  // Dispatched here by hand to the versions for the common types (rather
  // than with `@_specialize`, whose generic entry point works out the
  // metadata of `Value?` before it dispatches).
  override func overwrite(_ properties: inout LayerProperties, state: Timing.State) -> Bool {
    let offset = inPlaceOffset
    guard offset >= 0 else { return false }
    if Value.self == Point.self {
      return unsafeDowncast(self, to: BasicAnimation<Point>.self).writeInPlace(
        &properties, state: state, offset: offset)
    }
    if Value.self == Double.self {
      return unsafeDowncast(self, to: BasicAnimation<Double>.self).writeInPlace(
        &properties, state: state, offset: offset)
    }
    if Value.self == Rect.self {
      return unsafeDowncast(self, to: BasicAnimation<Rect>.self).writeInPlace(
        &properties, state: state, offset: offset)
    }
    if Value.self == Size.self {
      return unsafeDowncast(self, to: BasicAnimation<Size>.self).writeInPlace(
        &properties, state: state, offset: offset)
    }
    if Value.self == Transform.self {
      return unsafeDowncast(self, to: BasicAnimation<Transform>.self).writeInPlace(
        &properties, state: state, offset: offset)
    }
    if Value.self == Color.self {
      return unsafeDowncast(self, to: BasicAnimation<Color>.self).writeInPlace(
        &properties, state: state, offset: offset)
    }
    return writeInPlace(&properties, state: state, offset: offset)
  }

  /// A track writes the animation when the class is built in and not a
  /// spring, the property one ``overwrite(_:state:)`` writes, the value
  /// not additive, its endpoints given (not read from the value
  /// underneath) and of a type a track writes number by number.
  override func fillTrack(_ track: inout AnimationTrack) -> Bool {
    guard type(of: self) == BasicAnimation<Value>.self, inPlaceOffset >= 0, !isAdditive,
      let arithmetic
    else { return false }
    guard let given = givenEndpoints(arithmetic) else { return false }
    let (from, to) = given
    guard track.fill(from: from, to: to, offset: inPlaceOffset) else { return false }
    track.usesLinearProgress = usesLinearProgress
    track.isCumulative = isCumulative
    track.autoreverses = mediaTiming.autoreverses
    track.isOpacity = inPlaceIsOpacity
    return true
  }

  /// The endpoints when the values give both without reading the value
  /// underneath (from and to, from and by, or by and to); `nil` otherwise.
  @inline(__always)
  private func givenEndpoints(_ arithmetic: ValueArithmetic<Value>) -> (Value, Value)? {
    if let start = fromValue, let end = toValue { return (start, end) }
    if let start = fromValue, let by = byValue { return (start, arithmetic.add(start, by)) }
    if let end = toValue, let by = byValue { return (arithmetic.subtract(end, by), end) }
    return nil
  }

  /// What ``apply(to:state:model:)`` writes, when the endpoints need not
  /// read the value underneath and the animation is not additive, written
  /// at `offset`; the checks of ``Layer``'s sanitizing become refusals.
  @inline(never)
  final func writeInPlace(
    _ properties: inout LayerProperties, state: Timing.State, offset: Int
  ) -> Bool {
    guard !isAdditive, let arithmetic else { return false }
    guard let given = givenEndpoints(arithmetic) else { return false }
    let (from, to) = given
    let progress = usesLinearProgress ? (state.directedProgress ?? 0) : progress(in: state)
    var value = arithmetic.interpolate(from, to, progress)
    if isCumulative {
      let repeats = repeatIndex(in: state)
      if repeats > 0 {
        value = arithmetic.add(value, arithmetic.scale(arithmetic.subtract(to, from), repeats))
      }
    }
    guard InPlaceValues.isFinite(value) else { return false }
    InPlaceValues.store(value, at: offset, in: &properties)
    // Opacity is clamped into 0...1 by sanitizing: a value outside is
    // left to the full evaluation, the field restored to a sanitized one.
    if inPlaceIsOpacity, !(0...1).contains(properties.opacity) {
      properties.opacity = 0
      return false
    }
    return true
  }
}
