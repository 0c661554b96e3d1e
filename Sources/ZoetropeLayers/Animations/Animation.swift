import ZoetropeAnimation

/// The base class of every layer animation: Core Animation's `CAAnimation`
/// with its `CAMediaTiming` properties.
///
/// An animation is a description; ``Layer/add(_:forKey:)`` attaches a *copy*
/// of it to a layer, as Core Animation does, so changing an animation after
/// adding it changes nothing on screen.
///
/// The timing properties are Core Animation's (see ``/ZoetropeAnimation/MediaTiming`` for how
/// they map onto the Web Animations timing model): a ``beginTime`` of 0
/// means "when the transaction that adds it commits"; a ``duration`` of 0
/// means the transaction's duration (0.25 s by default); ``repeatCount`` 0
/// means once and `.infinity` forever; ``fillMode`` `.forwards` with
/// ``isRemovedOnCompletion`` `false` holds the final value.
///
/// Hear about the animation's life with ``onStart`` and ``onStop`` or a
/// ``delegate``; ``onStop`` receives `true` when the animation ran to its
/// end and `false` when it was removed or replaced first.
@MainActor
open class Animation {
  // `usesLinearProgress` first: a frame reads it beside the object's
  // header, and the subclass's fields after `mediaTiming`.

  /// Whether the progress skips the timing function (or the spring) and
  /// follows the time linearly; set on the attached copy by
  /// ``Layer/setAnimationClock(forKey:beginTime:speed:timeOffset:linearProgress:)``
  /// while a property animator scrubs linearly.
  var usesLinearProgress = false {
    didSet { recordChangeIfAttached() }
  }

  /// The Core Animation timing of the animation.
  public var mediaTiming = MediaTiming() {
    didSet { recordChangeIfAttached() }
  }

  /// Whether this is a layer's own copy, attached by
  /// ``Layer/add(_:forKey:)``: its changes are recorded (see
  /// ``AttachedAnimationChanges``), since frames may hold copies of its
  /// values.
  var isAttached = false

  /// Whether the animation is removed from its layer when it finishes.
  ///
  /// The default is `true`. Set it to `false`, with a ``fillMode`` of
  /// `.forwards`, to hold the final value.
  public var isRemovedOnCompletion = true

  /// An object told when the animation starts and stops; held strongly
  /// until the animation stops, as `CAAnimation` does.
  public var delegate: (any AnimationDelegate)?

  /// Called when the animation starts (its active interval begins).
  public var onStart: (@MainActor () -> Void)?

  /// Called once when the animation stops, with `true` if it ran to its
  /// end and `false` if it was removed or replaced before that.
  public var onStop: (@MainActor (_ finished: Bool) -> Void)?

  /// What drives the attached copy's clock, if anything does.
  ///
  /// A property animator: the inspector asks it to show a time rather
  /// than setting the clock itself (``AnimationClockDriver``). Not
  /// copied.
  package weak var clockDriver: (any AnimationClockDriver)?

  /// Creates an animation with Core Animation's default timing.
  public init() {}

  /// Creates a copy of another animation, for ``copy()``.
  ///
  /// Subclasses override this to copy their own stored properties and call
  /// `super.init(copying:)`.
  ///
  /// - Parameter other: The animation to copy.
  public required init(copying other: Animation) {
    mediaTiming = other.mediaTiming
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
    onStart = other.onStart
    onStop = other.onStop
    usesLinearProgress = other.usesLinearProgress
  }

  /// Returns an independent copy of the animation, of the same class.
  ///
  /// - Returns: A new animation with the same properties.
  public func copy() -> Self {
    Self(copying: self)
  }

  // MARK: Evaluation (overridden by subclasses)

  /// Checks that the animation can run on a layer, before it is attached.
  ///
  /// - Throws: ``AnimationError`` naming what is wrong.
  open func validate() throws(AnimationError) {}

  /// Applies the animation's value at a progress to the properties.
  ///
  /// - Parameters:
  ///   - properties: The presentation values so far (the model values with
  ///     the earlier animations applied); the animation changes its property.
  ///   - state: The timing state at the current time, already through the
  ///     animation's timing model; `transformedProgress` is non-`nil`.
  ///   - model: The layer's model values (additive animations add to them
  ///     through `properties`; a ``BasicAnimation`` with no values that was
  ///     never prepared starts from here).
  open func apply(
    to properties: inout LayerProperties,
    state: Timing.State,
    model: LayerProperties
  ) {}

  /// Captures what the animation needs from the layer when it is added.
  ///
  /// The layer calls this on its own copy, after ``validate()`` and before
  /// the first ``apply(to:state:model:)``, with the presentation values at
  /// that moment. A ``TransitionAnimation`` keeps the contents it fades
  /// from; a ``BasicAnimation`` with no from, to or by value keeps the
  /// value it animates from; an ``AnimationGroup`` passes the call on to
  /// its animations. The base class does nothing.
  ///
  /// - Parameter previous: The layer's presentation values when the
  ///   animation is added (the model values if nothing is animating).
  func prepare(previous: LayerProperties) {}

  /// Works out, once the animation is attached, whether
  /// ``overwrite(_:state:)`` can write it in place; the base class never
  /// can.
  func resolveInPlaceWrites() {}

  /// Reads the stored values that ``overwrite(_:state:)`` reads first, so
  /// that they are on their way to the cache before a frame needs them
  /// (see ``LayerTree``'s `touch`).
  ///
  /// - Returns: A number made from them, to be summed and kept.
  func touch() -> UInt64 {
    usesLinearProgress ? 1 : 0
  }

  /// Writes the animation's value at a state straight into its property,
  /// without reading the value underneath, and reports whether it did.
  ///
  /// A frame of a layer whose render node still holds the model with only
  /// its animations' properties overwritten (see
  /// ``RenderLayer/presentationBase``) writes each animation this way
  /// instead of copying the model and applying them all; an animation that
  /// cannot (the base class, an additive one, one that reads the value
  /// underneath, a value that ``Layer`` would sanitize) returns `false`
  /// having written nothing, and the frame falls back to the full
  /// evaluation.
  ///
  /// - Parameters:
  ///   - properties: The presentation values being refilled.
  ///   - state: The timing state; its `transformedProgress` is not `nil`.
  /// - Returns: Whether the value was written.
  func overwrite(_ properties: inout LayerProperties, state: Timing.State) -> Bool {
    false
  }

  /// Fills in the values of an ``AnimationTrack`` for the animation, or
  /// returns `false` when a track cannot write it; the base class never
  /// can.
  ///
  /// - Parameter track: The track to fill in.
  /// - Returns: Whether the track can write the animation.
  func fillTrack(_ track: inout AnimationTrack) -> Bool {
    false
  }

  /// Records a change to the animation when it is attached to a layer,
  /// so that no ``AnimationTrack`` made before it is used.
  func recordChangeIfAttached() {
    if isAttached { AttachedAnimationChanges.record() }
  }
}

// MARK: - Timing properties

extension Animation {
  /// When the animation starts, in its layer's time, in seconds; 0 means
  /// when the transaction that adds it commits.
  public var beginTime: Double {
    get { mediaTiming.beginTime }
    set { mediaTiming.beginTime = newValue }
  }

  /// The length of one cycle, in seconds; 0 means the transaction's duration.
  public var duration: Double {
    get { mediaTiming.duration }
    set { mediaTiming.duration = newValue }
  }

  /// How many times the animation plays; 0 means once, `.infinity` forever.
  public var repeatCount: Double {
    get { mediaTiming.repeatCount }
    set { mediaTiming.repeatCount = newValue }
  }

  /// How long the animation repeats for, in seconds; 0 means use ``repeatCount``.
  public var repeatDuration: Double {
    get { mediaTiming.repeatDuration }
    set { mediaTiming.repeatDuration = newValue }
  }

  /// Whether each cycle plays forward and then back.
  public var autoreverses: Bool {
    get { mediaTiming.autoreverses }
    set { mediaTiming.autoreverses = newValue }
  }

  /// Whether the animation's values hold before it starts or after it ends.
  public var fillMode: FillMode {
    get { mediaTiming.fillMode }
    set { mediaTiming.fillMode = newValue }
  }

  /// How fast the animation's time runs relative to its layer's; 0 pauses.
  public var speed: Double {
    get { mediaTiming.speed }
    set { mediaTiming.speed = newValue }
  }

  /// An offset into the animation's own time, in seconds.
  public var timeOffset: Double {
    get { mediaTiming.timeOffset }
    set { mediaTiming.timeOffset = newValue }
  }

  /// The pacing of each cycle; linear by default, as in Core Animation.
  public var timingFunction: TimingFunction {
    get { mediaTiming.timingFunction }
    set { mediaTiming.timingFunction = newValue }
  }
}
