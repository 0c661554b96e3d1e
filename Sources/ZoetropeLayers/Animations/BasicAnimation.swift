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
  /// The value the animation starts from, or `nil` (see the table above).
  @exclusivity(unchecked) public var fromValue: Value?

  /// The value the animation ends at, or `nil` (see the table above).
  @exclusivity(unchecked) public var toValue: Value?

  /// The change from the start value to the end value, or `nil` (see the
  /// table above); requires an `Interpolatable` value.
  @exclusivity(unchecked) public var byValue: Value?

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
}
