import ZoetropeAnimation

/// An animation that moves a property with a damped spring: Core
/// Animation's `CASpringAnimation`.
///
/// The start and end values are found as for a ``BasicAnimation`` (any of
/// from, to and by); the progress between them follows ``spring``, a mass
/// on a spring released from the start value, which may overshoot the end
/// value and swing back. The spring's motion depends on the *time* since
/// the animation began (the elapsed time within the current pass), not on
/// an eased progress, so it is the same at any frame rate, and the
/// ``Animation/timingFunction`` is ignored, as in Core Animation.
///
/// The ``Animation/duration`` starts as the spring's ``settlingDuration``
/// and follows it when ``mass``, ``stiffness``, ``damping``,
/// ``initialVelocity`` or ``spring`` change, until you set a duration of
/// your own; a duration shorter than the settling duration cuts the motion
/// off (the value jumps to the model value when it is removed).
///
/// ```swift
/// let bounce = SpringAnimation(keyPath: \.position.y, from: 0, to: 100)
/// bounce.damping = 5
/// layer.add(bounce, forKey: "bounce")  // lasts bounce.settlingDuration
/// ```
///
/// To retarget smoothly, add an additive spring from the old value minus
/// the new one to zero, after setting the model to the new value:
///
/// ```swift
/// let catchUp = SpringAnimation(keyPath: \.position, from: old - new, to: .zero)
/// catchUp.isAdditive = true
/// ```
///
/// The defaults are Core Animation's: mass 1, stiffness 100, damping 10,
/// initial velocity 0. Bad spring parameters are replaced as ``/ZoetropeAnimation/Spring``
/// documents, with a warning.
public final class SpringAnimation<Value: Interpolatable>: BasicAnimation<Value> {
  /// The spring the progress follows; its parameters are also available
  /// one by one as ``mass``, ``stiffness``, ``damping`` and
  /// ``initialVelocity``.
  public var spring: Spring {
    didSet { springDidChange() }
  }

  /// The duration the animation last set itself to, so that a duration
  /// the user set is kept when the spring changes.
  private var automaticDuration: Double

  /// Creates a spring animation with Core Animation's default spring.
  ///
  /// ```swift
  /// let drop = SpringAnimation(keyPath: \.position.y, to: 300)
  /// let wiggle = SpringAnimation(keyPath: \.transform.rotation, from: 0.3, to: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`.
  ///   - spring: The spring; mass 1, stiffness 100, damping 10 by default.
  public init(
    keyPath: WritableKeyPath<LayerProperties, Value>,
    from: Value? = nil,
    to: Value? = nil,
    by: Value? = nil,
    spring: Spring = Spring()
  ) {
    self.spring = spring
    automaticDuration = spring.criticallyDampedIfOverdamped.settlingDuration
    super.init(keyPath: keyPath, from: from, to: to, by: by)
    duration = automaticDuration
  }

  /// Creates a copy of another spring animation, for ``Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy, of the same class.
  public required init(copying other: Animation) {
    let source = other as? SpringAnimation<Value>
    spring = source?.spring ?? Spring()
    allowsOverdamping = source?.allowsOverdamping ?? false
    automaticDuration = source?.automaticDuration ?? 0
    super.init(copying: other)
  }

  /// The mass attached to the spring; 1 by default; see ``/ZoetropeAnimation/Spring/mass``.
  public var mass: Double {
    get { spring.mass }
    set { spring.mass = newValue }
  }

  /// The spring's stiffness; 100 by default; see ``/ZoetropeAnimation/Spring/stiffness``.
  public var stiffness: Double {
    get { spring.stiffness }
    set { spring.stiffness = newValue }
  }

  /// The damping of the motion; 10 by default; see ``/ZoetropeAnimation/Spring/damping``.
  public var damping: Double {
    get { spring.damping }
    set { spring.damping = newValue }
  }

  /// The velocity at the start, in units of the whole distance per second
  /// (1 covers from → to in one second at that speed); 0 by default.
  public var initialVelocity: Double {
    get { spring.initialVelocity }
    set { spring.initialVelocity = newValue }
  }

  /// Whether an over-damped ``spring`` moves as one; `false` by default,
  /// as `CASpringAnimation.allowsOverdamping`.
  ///
  /// When `false`, a ``damping`` above critical (`2·√(stiffness·mass)`)
  /// moves as critical damping (``/ZoetropeAnimation/Spring/criticallyDampedIfOverdamped``),
  /// as Core Animation does; ``spring`` itself keeps what was set.
  public var allowsOverdamping = false {
    didSet { springDidChange() }
  }

  /// The spring the motion follows: ``spring``, critically damped if it is
  /// over-damped and ``allowsOverdamping`` is `false`.
  public var effectiveSpring: Spring {
    allowsOverdamping ? spring : spring.criticallyDampedIfOverdamped
  }

  /// How long the spring takes to come to rest, in seconds: the
  /// ``effectiveSpring``'s ``/ZoetropeAnimation/Spring/settlingDuration``, Core Animation's
  /// value; the default ``Animation/duration``.
  public var settlingDuration: Double {
    effectiveSpring.settlingDuration
  }

  /// The spring's position at the state's time: the time into the current
  /// pass (played backwards on an autoreversing pass), in seconds.
  override func progress(in state: Timing.State) -> Double {
    effectiveSpring.value(at: elapsedTime(in: state))
  }

  /// A spring is evaluated by this module alone (the class is final).
  override func hasBuiltInEvaluation() -> Bool {
    true
  }

  /// The time into the current pass in seconds, for the spring: the
  /// directed progress (before the timing function) × the pass duration.
  func elapsedTime(in state: Timing.State) -> Double {
    let progress = state.directedProgress ?? 0
    return progress == 0 ? 0 : progress * mediaTiming.effectiveDuration
  }

  /// The rate of change of the animated value at the state's time, in
  /// value units per second, for continuity checks.
  ///
  /// It is the spring's velocity (in distances per second) × (end − start),
  /// the endpoints found from `properties` as in
  /// ``apply(to:state:model:)``. An autoreversing pass that plays
  /// backwards reports the spring's own velocity, not its mirror image.
  ///
  /// - Parameters:
  ///   - state: The timing state.
  ///   - properties: The values before this animation applies.
  /// - Returns: The velocity, as a value of the animated type.
  func velocity(at state: Timing.State, properties: LayerProperties = LayerProperties()) -> Value {
    var underneath = properties
    let (from, to) = endpoints(properties: &underneath, model: properties)
    let rate = effectiveSpring.velocity(at: elapsedTime(in: state))
    return to.subtracting(from).scaled(by: rate)
  }

  private func springDidChange() {
    let settling = settlingDuration
    if duration == automaticDuration {
      duration = settling
    }
    automaticDuration = settling
  }
}
