/// Why an animation cannot run, reported when it is added to a layer.
///
/// ``Layer/add(_:forKey:)`` validates every animation. An invalid one is
/// not attached: the layer logs a warning with this error's description and
/// calls the animation's stop callbacks with `finished == false`, so a bad
/// animation never reaches a frame. Call ``Animation/validate()`` yourself
/// to get the error thrown instead.
public struct AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem the animation has.
  public struct Code: Hashable, Sendable {
    let name: String

    /// A from, to, by or keyframe value is not finite (NaN or infinite).
    public static let nonFiniteValue = Code(name: "nonFiniteValue")
    /// A keyframe animation has no values and no path.
    public static let noKeyframes = Code(name: "noKeyframes")
    /// `keyTimes` that do not fit the values.
    ///
    /// No longer thrown: key times of another count than the values, not
    /// increasing or outside 0...1 are ignored when the animation is added
    /// (the values evenly spaced), as Core Animation ignores them.
    public static let invalidKeyTimes = Code(name: "invalidKeyTimes")
    /// A keyframe animation's `timingFunctions` (one per segment) or
    /// `tensionValues`, `continuityValues` or `biasValues` (one per value)
    /// has the wrong count.
    public static let keyframeCountMismatch = Code(name: "keyframeCountMismatch")
    /// A path to animate along has no points.
    public static let emptyPath = Code(name: "emptyPath")
    /// The animation needs arithmetic its value type does not have: a
    /// `by` value, ``PropertyAnimation/isAdditive`` or
    /// ``PropertyAnimation/isCumulative`` on a value that is not
    /// `Interpolatable` (such as `Bool`), a keyframe `path` for a
    /// property that is not a `Point`, or a key path given by name whose
    /// property holds values of another type than the animation's.
    public static let typeMismatch = Code(name: "typeMismatch")
    /// A key path given by name names no animatable layer property
    /// (`BasicAnimation(keyPath: "strokeEnds")`), or one rooted at a layer
    /// class names a property that is not animatable.
    public static let unknownKeyPath = Code(name: "unknownKeyPath")
    /// An animation group contains itself, directly or through other groups.
    public static let cyclicGroup = Code(name: "cyclicGroup")
    /// A timing value (duration, repeat count, speed, transition progress)
    /// is unusable.
    public static let invalidTiming = Code(name: "invalidTiming")
  }

  /// What kind of problem the animation has.
  public let code: Code

  /// A sentence naming the animation's property and what is wrong.
  public let description: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What kind of problem it is.
  ///   - description: A sentence naming the property and the problem.
  public init(_ code: Code, _ description: String) {
    self.code = code
    self.description = description
  }
}
