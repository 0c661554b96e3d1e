import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// Block-based animation: UIKit's `UIView.animate(withDuration:…)` family.
extension View {
  /// Animates the view changes made in a block.
  ///
  /// Changes to ``frame``, ``bounds``, ``center``, ``transform``, ``alpha``
  /// and ``backgroundColor`` inside `animations` become animations on the
  /// views' layers, from the old model value (the value on screen with
  /// ``AnimationOptions/beginFromCurrentState``) to the new one. The model
  /// values change at once. The animations start "now" for the code that
  /// runs the block: at the timestamp of the touch being handled, at the
  /// deadline of the timer firing, or at the frame's time (between frames,
  /// at the last frame's), so they trace the same curve at any frame rate.
  ///
  /// Changes of ``frame``, ``bounds``, ``center`` and ``transform`` (the
  /// layer's `position`, `bounds` and `transform`) animate additively, as
  /// in UIKit since iOS 8: the layer animation runs from the old value
  /// minus the new one to zero and is added onto the model value. A second
  /// change while the first animates adds a second animation on top (under
  /// the key `position-2`, …) instead of replacing the first, so the view
  /// moves smoothly to the new value, a spring keeps its velocity, and both
  /// blocks complete with `finished == true`. A new animation of another
  /// property (``alpha``, ``backgroundColor``, layer properties), or of any
  /// property in a block with ``AnimationOptions/beginFromCurrentState``,
  /// replaces the running ones, whose blocks then complete with
  /// `finished == false`.
  ///
  /// ```swift
  /// View.animate(withDuration: 2, delay: 0, options: .curveEaseInOut) {
  ///   box.center = tap
  ///   box.transform = Transform(rotationAngle: .pi).scaledBy(x: 2, y: 2)
  /// } completion: { finished in
  ///   print("done", finished)
  /// }
  /// ```
  ///
  /// A duration of 0 or less (or NaN) applies the changes at once and calls
  /// `completion(true)` at the end of the next frame; NaN, infinite and
  /// negative durations and delays also log a warning (a bad delay becomes
  /// 0).
  ///
  /// Such a zero-duration block with ``AnimationOptions/beginFromCurrentState``
  /// also cuts short the running animation of each property it sets, which
  /// is how UIKit code cancels an in-flight animation:
  ///
  /// ```swift
  /// View.animate(withDuration: 0, delay: 0, options: .beginFromCurrentState) {
  ///   box.alpha = 1  // stops a running fade of box.alpha
  /// }
  /// ```
  ///
  /// The animation is removed, the frame after the change shows the new
  /// value, and the interrupted block completes with `false` at the end of
  /// that frame, just before this block's `completion(true)`. Without
  /// ``AnimationOptions/beginFromCurrentState`` a zero-duration block leaves
  /// running animations alone: they play to their end (and complete with
  /// `true`), then the new model value shows. This follows UIKit, whose
  /// documentation says that without the option in-flight animations are
  /// allowed to finish, and where the zero-duration cancel idiom needs it.
  /// Changes made in `performWithoutAnimation` never remove animations.
  ///
  /// Inside another block, the enclosing block's duration and curve are
  /// used unless `options` has ``AnimationOptions/overrideInheritedDuration``
  /// or ``AnimationOptions/overrideInheritedCurve``. Changes made directly on
  /// a view's layer (`cornerRadius`, `borderColor`, …) animate too, from the
  /// value on screen (see ``View/action(for:forKey:)``).
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - delay: Seconds to wait before the animations start; during the
  ///     wait the old values stay on screen.
  ///   - options: Curve, repetition and interaction options.
  ///   - animations: The changes to animate.
  ///   - completion: Called once, after the frame showing the end of every
  ///     animation of the block is rendered, with `true` when all ran to
  ///     their end and `false` when one was interrupted or removed.
  public static func animate(
    withDuration duration: Double,
    delay: Double = 0,
    options: AnimationOptions = [],
    animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let block = AnimationBlock(
      duration: sanitizedDuration(duration, for: "View.animate duration"),
      delay: sanitizedDuration(delay, for: "View.animate delay"),
      curve: options.curve.timingFunction,
      spring: nil,
      options: options)
    run(block, animations: animations, completion: completion)
  }

  /// Animates the view changes made in a block and returns when they end.
  ///
  /// The same as ``animate(withDuration:delay:options:animations:completion:)``,
  /// awaiting the completion.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - delay: Seconds to wait before the animations start.
  ///   - options: Curve, repetition and interaction options.
  ///   - animations: The changes to animate.
  /// - Returns: Whether every animation ran to its end.
  @discardableResult
  public static func animate(
    withDuration duration: Double,
    delay: Double = 0,
    options: AnimationOptions = [],
    animations: () -> Void
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      animate(
        withDuration: duration, delay: delay, options: options, animations: animations,
        completion: { continuation.resume(returning: $0) })
    }
  }

  /// Animates the view changes made in a block with a spring, as UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
  ///
  /// The damping ratio and the duration map onto the spring UIKit builds,
  /// ``/ZoetropeAnimation/Spring/init(uikitDuration:dampingRatio:initialVelocity:)``: a unit
  /// mass whose motion's envelope falls to 0.001 of the distance by
  /// `duration` (clamped to 0.01...10 s for the spring, as UIKit does; the
  /// animation itself lasts `duration`). A large initial velocity lengthens
  /// the settling; the animation still ends at `duration`.
  ///
  /// Retargeting keeps the velocity: a second spring block that moves a
  /// view whose ``center``, ``frame``, ``bounds`` or ``transform`` is still
  /// springing adds its spring on top of the running one (additively, see
  /// ``animate(withDuration:delay:options:animations:completion:)``), and
  /// the running spring keeps going; the new one starts at rest, so the
  /// view carries on at its current velocity, without a kink.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - delay: Seconds to wait before the animations start.
  ///   - dampingRatio: 1 settles without overshoot; smaller values bounce.
  ///     Values above 1 act as 1 and values below 0.01 as 0.01; NaN becomes
  ///     0.825 with a warning.
  ///   - velocity: The initial speed in whole distances per second: 1 covers
  ///     the animation's distance in one second.
  ///   - options: Repetition and interaction options (curves are ignored).
  ///   - animations: The changes to animate.
  ///   - completion: Called once every animation of the block ended.
  public static func animate(
    withDuration duration: Double,
    delay: Double = 0,
    usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double,
    options: AnimationOptions = [],
    animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let seconds = sanitizedDuration(duration, for: "View.animate duration")
    let block = AnimationBlock(
      duration: seconds,
      delay: sanitizedDuration(delay, for: "View.animate delay"),
      curve: .easeInEaseOut,
      spring: seconds > 0
        ? uikitSpring(duration: seconds, dampingRatio: dampingRatio, velocity: velocity) : nil,
      options: options.union(.overrideInheritedCurve))
    run(block, animations: animations, completion: completion)
  }

  /// Animates the view changes made in a block with a spring; the animation
  /// lasts the spring's ``/ZoetropeAnimation/Spring/settlingDuration``.
  ///
  /// ```swift
  /// View.animate(with: Spring(duration: 0.5, bounce: 0.3)) {
  ///   card.center = target
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - delay: Seconds to wait before the animations start.
  ///   - options: Repetition and interaction options (curves are ignored).
  ///   - animations: The changes to animate.
  ///   - completion: Called once every animation of the block ended.
  public static func animate(
    with spring: Spring,
    delay: Double = 0,
    options: AnimationOptions = [],
    animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let block = AnimationBlock(
      duration: spring.settlingDuration,
      delay: sanitizedDuration(delay, for: "View.animate delay"),
      curve: .easeInEaseOut,
      spring: spring,
      options: options.union([.overrideInheritedCurve, .overrideInheritedDuration]))
    run(block, animations: animations, completion: completion)
  }

  /// Makes changes without animating them, even inside an animation block.
  ///
  /// - Parameter actions: The changes.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    AnimationBlock.disabledDepth += 1
    defer { AnimationBlock.disabledDepth -= 1 }
    actions()
  }

  /// Whether animation blocks animate (`true` by default).
  ///
  /// When `false`, their changes apply at once; completions still run.
  public static var areAnimationsEnabled: Bool {
    AnimationBlock.isEnabled
  }

  /// Turns animation blocks on or off.
  ///
  /// - Parameter enabled: Whether blocks animate.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationBlock.isEnabled = enabled
  }

  // MARK: Internals

  /// Opens a block, runs the changes and closes it.
  static func run(
    _ block: AnimationBlock, animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)?
  ) {
    block.completion = completion
    AnimationBlock.push(block)
    animations()
    _ = AnimationBlock.pop()
    block.close()
  }

  /// Returns a duration or delay usable as one: NaN, infinite and negative
  /// values become 0 with a warning.
  static func sanitizedDuration(_ value: Double, for name: String) -> Double {
    if value.isFinite, value >= 0 { return value }
    zoetropeWarning("\(name) \(value) is not a finite, non-negative number of seconds; using 0")
    return 0
  }

  /// The spring UIKit's damping-ratio form describes; see
  /// ``animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``.
  static func uikitSpring(duration: Double, dampingRatio: Double, velocity: Double) -> Spring {
    Spring(uikitDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
  }
}
