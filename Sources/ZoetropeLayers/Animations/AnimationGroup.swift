import ZoetropeAnimation

/// Several animations run together on one layer, on one timeline: Core
/// Animation's `CAAnimationGroup`.
///
/// The group's own timing places and repeats the whole set; each
/// animation's timing is relative to the group's time, which runs from 0
/// to the group's ``Animation/duration`` in each pass (backwards on an
/// autoreversing pass, and eased by the group's ``Animation/timingFunction``):
///
/// - A child's ``Animation/beginTime`` is an offset from the start of the
///   group's pass; 0 starts with the group.
/// - A child whose ``Animation/duration`` is 0 lasts the group's duration.
/// - A child's repeats, autoreverse and fill mode apply within the group's
///   time; outside its own active interval (and fill) it has no effect.
/// - The group's duration clips its children: a child that would run past
///   the group's end is cut off there, and holds its value at that point
///   only if the group fills forwards.
///
/// Children apply in array order, each seeing the values the previous ones
/// produced. Their delegates, ``Animation/onStart``, ``Animation/onStop``
/// and ``Animation/isRemovedOnCompletion`` are ignored; the group's own
/// are used. Copying a group copies its children.
///
/// ```swift
/// let move = BasicAnimation(keyPath: \.position, to: Point(x: 200, y: 200))
/// let spin = BasicAnimation(keyPath: \.transform.rotation, by: .pi)
/// spin.beginTime = 0.5
/// spin.duration = 1.5
/// let group = AnimationGroup(animations: [move, spin])
/// group.duration = 2
/// layer.add(group, forKey: "moveAndSpin")
/// ```
public final class AnimationGroup: Animation {
  /// The animations that run together, applied in order.
  public var animations: [Animation]

  /// Whether copying found the group inside itself (the cycle is cut in the
  /// copy, and ``validate()`` reports it).
  private var hasCycle = false

  /// The groups being copied, validated or applied right now, to stop a
  /// group that contains itself from recursing forever.
  private static var copying: Set<ObjectIdentifier> = []
  private static var validating: Set<ObjectIdentifier> = []
  private static var applying: Set<ObjectIdentifier> = []

  /// Creates a group.
  ///
  /// - Parameter animations: The animations that run together.
  public init(animations: [Animation] = []) {
    self.animations = animations
    super.init()
  }

  /// Creates a copy of another group, with copies of its animations, for
  /// ``Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy, an `AnimationGroup`.
  public required init(copying other: Animation) {
    let source = other as? AnimationGroup
    let identifier = ObjectIdentifier(other)
    if Self.copying.contains(identifier) {
      animations = []
      hasCycle = true
    } else {
      Self.copying.insert(identifier)
      animations = source?.animations.map { $0.copy() } ?? []
      Self.copying.remove(identifier)
      hasCycle = source?.hasCycle ?? false
    }
    super.init(copying: other)
  }

  /// Validates every animation in the group.
  ///
  /// - Throws: The first child's ``AnimationError``, or
  ///   ``AnimationError/Code/cyclicGroup`` if the group contains itself.
  public override func validate() throws(AnimationError) {
    try super.validate()
    let identifier = ObjectIdentifier(self)
    guard !hasCycle, !Self.validating.contains(identifier) else {
      throw AnimationError(.cyclicGroup, "An animation group contains itself")
    }
    Self.validating.insert(identifier)
    defer { Self.validating.remove(identifier) }
    for animation in animations {
      try animation.validate()
    }
  }

  /// Applies each animation in the group at its own time within the group.
  ///
  /// - Parameters:
  ///   - properties: The presentation values so far.
  ///   - state: The group's timing state.
  ///   - model: The layer's model values.
  public override func apply(
    to properties: inout LayerProperties,
    state: Timing.State,
    model: LayerProperties
  ) {
    let identifier = ObjectIdentifier(self)
    guard !Self.applying.contains(identifier) else { return }
    Self.applying.insert(identifier)
    defer { Self.applying.remove(identifier) }
    let groupDuration = mediaTiming.effectiveDuration
    let time = localTime(in: state)
    for animation in animations {
      let original = animation.mediaTiming
      if original.duration == 0 && groupDuration.isFinite {
        animation.mediaTiming.duration = groupDuration
      }
      let childState = animation.mediaTiming.state(atParentTime: time)
      if childState.isInEffect && childState.transformedProgress != nil {
        animation.apply(to: &properties, state: childState, model: model)
      }
      animation.mediaTiming = original
    }
  }

  /// The group's time within its current pass, in seconds: the eased,
  /// directed progress × the duration (the active time, if the duration
  /// is infinite).
  func localTime(in state: Timing.State) -> Double {
    let duration = mediaTiming.effectiveDuration
    guard duration.isFinite else {
      return state.activeTime ?? 0
    }
    return (state.transformedProgress ?? 0) * duration
  }

  override func prepare(previous: LayerProperties) {
    let identifier = ObjectIdentifier(self)
    guard !Self.applying.contains(identifier) else { return }
    Self.applying.insert(identifier)
    defer { Self.applying.remove(identifier) }
    for animation in animations {
      animation.prepare(previous: previous)
    }
  }
}
