import ZoetropeAnimation
import ZoetropeGraphics

/// An animated change of a layer's contents: Core Animation's `CATransition`,
/// applied to the ``LayerProperties/contents`` image.
///
/// Add a transition to a layer and change its contents in the same
/// transaction; the layer's previous contents (its presentation value when
/// the transition is added) then fade or slide out as the new model
/// contents come in:
///
/// ```swift
/// let transition = TransitionAnimation(type: .push, subtype: .fromRight)
/// transition.duration = 0.3
/// layer.add(transition, forKey: "contents")
/// layer.contents = nextImage
/// ```
///
/// While it runs, the transition sets ``LayerProperties/contentsTransition``
/// in the presentation values (the renderer draws both images from it); it
/// does not change ``LayerProperties/contents`` itself. Unlike Core
/// Animation, which transitions a snapshot of the whole layer, only the
/// contents image takes part: background, border and sublayers change at
/// once.
///
/// The progress runs from ``startProgress`` to ``endProgress`` through the
/// animation's timing, clamped to 0...1.
public final class TransitionAnimation: Animation {
  /// How the contents change; ``TransitionType/fade`` by default.
  public var type: TransitionType

  /// The direction of a sliding type; ``TransitionSubtype/fromLeft`` by
  /// default.
  ///
  /// Ignored by ``TransitionType/fade``.
  public var subtype: TransitionSubtype

  /// Where in the transition the animation starts, in 0...1; 0 by default.
  public var startProgress: Double = 0

  /// Where in the transition the animation ends, in 0...1 and not below
  /// ``startProgress``; 1 by default.
  public var endProgress: Double = 1

  /// The contents the layer showed when the transition was added, captured
  /// by ``Animation/prepare(previous:)``.
  var previousContents: Image?

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - type: How the contents change.
  ///   - subtype: The direction of a sliding type.
  public init(type: TransitionType = .fade, subtype: TransitionSubtype = .fromLeft) {
    self.type = type
    self.subtype = subtype
    super.init()
  }

  /// Creates a copy of another transition, for ``Animation/copy()``.
  ///
  /// - Parameter other: The animation to copy, a `TransitionAnimation`.
  public required init(copying other: Animation) {
    let transition = other as? TransitionAnimation
    type = transition?.type ?? .fade
    subtype = transition?.subtype ?? .fromLeft
    startProgress = transition?.startProgress ?? 0
    endProgress = transition?.endProgress ?? 1
    previousContents = transition?.previousContents
    super.init(copying: other)
  }

  /// Checks ``startProgress`` and ``endProgress``.
  ///
  /// - Throws: ``AnimationError/Code/invalidTiming`` unless both lie in
  ///   0...1 and ``startProgress`` ≤ ``endProgress``.
  public override func validate() throws(AnimationError) {
    try super.validate()
    guard (0...1).contains(startProgress), (0...1).contains(endProgress),
      startProgress <= endProgress
    else {
      throw AnimationError(
        .invalidTiming,
        "The transition's startProgress \(startProgress) and endProgress \(endProgress) "
          + "must lie in 0...1 with startProgress <= endProgress")
    }
  }

  /// Sets ``LayerProperties/contentsTransition`` for the state's progress.
  ///
  /// - Parameters:
  ///   - properties: The presentation values so far.
  ///   - state: The timing state; its `transformedProgress` is the progress.
  ///   - model: The layer's model values (unused).
  public override func apply(
    to properties: inout LayerProperties,
    state: Timing.State,
    model: LayerProperties
  ) {
    let time = state.transformedProgress ?? 0
    properties.contentsTransition = ContentsTransition(
      previousContents: previousContents,
      type: type,
      subtype: subtype,
      progress: startProgress + (endProgress - startProgress) * time)
  }

  override func prepare(previous: LayerProperties) {
    previousContents = previous.contents
  }
}
