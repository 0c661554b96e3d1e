import ZoetropeAnimation
import ZoetropeGraphics

/// An animation of one property through a sequence of values, or of a
/// position along a path: Core Animation's `CAKeyframeAnimation`.
///
/// **Values.** ``values`` are the keyframes; ``keyTimes`` (fractions of the
/// duration, in 0...1) say when each is reached, evenly spaced by default;
/// ``calculationMode`` says how the values in between are found, and
/// ``timingFunctions`` ease each segment between neighbouring values.
/// Each pass of the animation runs through the values once, at the
/// progress its own timing (``Animation/timingFunction`` included) gives.
///
/// A flipbook is a discrete animation of the contents: with *n* values and
/// no key times, each shows for 1/*n* of the duration.
///
/// ```swift
/// let roll = KeyframeAnimation(keyPath: \.contents, values: dieFaces)
/// roll.calculationMode = .discrete
/// roll.duration = 0.5          // six faces: each for 1/12 s
/// roll.repeatCount = .infinity
/// ```
///
/// **Paths.** Set ``path`` to move a `\.position` animation along a path
/// instead (``values`` are then ignored). The position moves at constant
/// speed along the path's length in every calculation mode (``keyTimes``
/// and ``timingFunctions`` are ignored); separate subpaths are joined by
/// jumps that take no time. ``rotationMode`` can turn the layer to face
/// along the path.
///
/// ```swift
/// var arc = Path()
/// arc.move(to: Point(x: 20, y: 200))
/// arc.addQuadCurve(to: Point(x: 300, y: 200), control: Point(x: 160, y: 0))
/// let fly = KeyframeAnimation(keyPath: \.position, path: arc)
/// fly.rotationMode = .auto
/// ```
///
/// **Key times.** In ``AnimationCalculationMode/linear`` and
/// ``AnimationCalculationMode/cubic`` modes there is one key time per value;
/// before the first key time the first value holds, after the last the
/// last value. In ``AnimationCalculationMode/discrete`` mode value *i*
/// shows from key time *i* until key time *i + 1*; give one key time per
/// value, or one more (Core Animation's form, whose last entry is the end
/// of the last value). The paced modes compute their own. Key times that
/// do not fit (another count, outside 0...1, decreasing, NaN) are ignored
/// when the animation is added, with a warning, and the values evenly
/// spaced: Core Animation documents that it ignores such key times, and
/// runs the animation (ported code often gives one key time more than
/// values in linear mode).
///
/// Values that are not `Interpolatable` (`Bool`, `Image?`,
/// ``ContentsGravity``) always animate discretely, whatever the mode.
/// Progress outside 0...1 (from an overshooting timing function)
/// extrapolates the first or last segment when its key time is 0 or 1.
///
/// ``Animation/validate()`` rejects: no values and no path
/// (``AnimationError/Code/noKeyframes``); timing functions or tension, continuity or bias values of the wrong
/// count (``AnimationError/Code/keyframeCountMismatch``); a path with no
/// points (``AnimationError/Code/emptyPath``); a value or path point that is
/// NaN or infinite (``AnimationError/Code/nonFiniteValue``); and a path or
/// rotation mode on a property that is not a `Point`
/// (``AnimationError/Code/typeMismatch``).
open class KeyframeAnimation<Value: Sendable>: PropertyAnimation<Value> {
  /// The keyframe values, in order.
  public var values: [Value]

  /// When each value is reached, as fractions of the duration in 0...1,
  /// non-decreasing; `nil` spaces the values evenly.
  ///
  /// Key times that do not fit the values are ignored (see above).
  public var keyTimes: [Double]?

  /// The easing of each segment between neighbouring values (one fewer
  /// than the values), in the linear and cubic modes; `nil` means linear.
  public var timingFunctions: [TimingFunction]?

  /// How the values between keyframes are found; linear by default.
  public var calculationMode = AnimationCalculationMode.linear

  /// The tension at each value for the cubic modes (one per value): 1
  /// makes sharp corners, −1 loose curves; `nil` means 0 everywhere.
  public var tensionValues: [Double]?

  /// The continuity at each value for the cubic modes (one per value):
  /// non-zero values make corners; `nil` means 0 everywhere.
  public var continuityValues: [Double]?

  /// The bias at each value for the cubic modes (one per value): positive
  /// values overshoot towards the next value, negative towards the
  /// previous; `nil` means 0 everywhere.
  public var biasValues: [Double]?

  /// A path for a `Point` property to move along, in its superlayer's
  /// coordinates; when set, ``values`` are ignored.
  public var path: Path? {
    didSet { cachedTrack = nil }
  }

  /// The flattened ``path``, built on first use.
  var cachedTrack: PathTrack?

  /// Whether the layer turns to face along the path of a `Point`
  /// animation (its ``path``, or the curve through point ``values``); the
  /// rotation component of the transform is replaced while it runs.
  ///
  /// The angle is the direction of the path at the current point, the way
  /// it is drawn (from its start to its end), also while an autoreversing
  /// pass plays it backwards. Where the path has no direction (a single
  /// point, or a pause between discrete values) the rotation is left alone.
  public var rotationMode = AnimationRotationMode.none

  /// Creates a keyframe animation of a property whose values switch
  /// discretely, such as `\.contents`.
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate.
  ///   - values: The keyframe values.
  public init(keyPath: WritableKeyPath<LayerProperties, Value>, values: [Value] = []) {
    self.values = values
    super.init(keyPath: keyPath)
  }

  /// Creates a keyframe animation of a property whose values blend.
  ///
  /// ```swift
  /// let shake = KeyframeAnimation(keyPath: \.position.x, values: [0, 10, -10, 10, 0])
  /// shake.isAdditive = true
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate.
  ///   - values: The keyframe values.
  public init(
    keyPath: WritableKeyPath<LayerProperties, Value>,
    values: [Value] = []
  ) where Value: Interpolatable {
    self.values = values
    super.init(keyPath: keyPath)
  }

  /// Creates an animation of a point property along a path.
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate, usually `\.position`.
  ///   - path: The path to move along.
  public convenience init(keyPath: WritableKeyPath<LayerProperties, Point>, path: Path)
  where Value == Point {
    self.init(keyPath: keyPath, values: [])
    self.path = path
  }

  /// Creates a copy of another keyframe animation, for ``Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy, of the same class.
  public required init(copying other: Animation) {
    let source = other as? KeyframeAnimation<Value>
    values = source?.values ?? []
    keyTimes = source?.keyTimes
    timingFunctions = source?.timingFunctions
    calculationMode = source?.calculationMode ?? .linear
    tensionValues = source?.tensionValues
    continuityValues = source?.continuityValues
    biasValues = source?.biasValues
    path = source?.path
    cachedTrack = source?.cachedTrack
    rotationMode = source?.rotationMode ?? .none
    super.init(copying: other)
  }

  /// Checks the keyframes, timing functions and path (see the list
  /// above); key times are not checked (see ``keyTimes``).
  ///
  /// - Throws: ``AnimationError`` with the code of the first problem found.
  open override func validate() throws(AnimationError) {
    try super.validate()
    try validateKeyframes()
  }

  /// Drops key times that cannot time the values from the layer's copy.
  override func prepare(previous: LayerProperties) {
    super.prepare(previous: previous)
    dropUnfitKeyTimes()
  }

  /// Sets the property to the keyframe value at the state's progress (and
  /// the transform's rotation, with a ``rotationMode``).
  ///
  /// - Parameters:
  ///   - properties: The presentation values so far; the animated
  ///     property is replaced (or added to, if additive).
  ///   - state: The timing state; its `transformedProgress` is the progress.
  ///   - model: The layer's model values.
  open override func apply(
    to properties: inout LayerProperties,
    state: Timing.State,
    model: LayerProperties
  ) {
    applyKeyframes(to: &properties, progress: state.transformedProgress ?? 0, state: state)
  }

  /// The calculation mode in effect: discrete for values that cannot blend.
  var effectiveMode: AnimationCalculationMode {
    arithmetic == nil ? .discrete : calculationMode
  }
}
