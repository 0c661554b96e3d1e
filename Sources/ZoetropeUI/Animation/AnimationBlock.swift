import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// One open (or committed, still running) view animation block: its
/// settings, and the animations it waits for before calling its completion.
///
/// Blocks nest; ``stack`` holds the open ones, innermost last. A property
/// change records an animation in the innermost block only. The stack and
/// the settings below belong to the current `LayerContext`.
@MainActor
final class AnimationBlock {
  /// The open blocks, outermost first.
  static var stack: [AnimationBlock] {
    get { LayerContext.current.ui.animationBlocks }
    set { LayerContext.current.ui.animationBlocks = newValue }
    // In place, so pushing a block does not copy the array.
    _modify { yield &LayerContext.current.ui.animationBlocks }
  }

  /// How many `performWithoutAnimation` calls are running.
  static var disabledDepth: Int {
    get { LayerContext.current.ui.animationsDisabledDepth }
    set { LayerContext.current.ui.animationsDisabledDepth = newValue }
  }

  /// Whether animation blocks animate at all (`View.areAnimationsEnabled`).
  static var isEnabled: Bool {
    get { LayerContext.current.ui.animationsEnabled }
    set { LayerContext.current.ui.animationsEnabled = newValue }
  }

  /// The duration in seconds (≥ 0, finite); 0 applies changes at once.
  var duration: Double
  /// The delay before the animations start, in seconds (≥ 0, finite).
  var delay: Double
  /// The timing curve of basic animations.
  var curve: TimingFunction
  /// A spring replacing the curve, if any.
  var spring: Spring?
  /// The block's options.
  var options: AnimationOptions
  /// How many times the animation plays (0 = once; `.infinity` forever).
  var repeatCount: Double
  /// Whether each repetition plays forwards, then backwards.
  var autoreverses: Bool
  /// Called once, when the block is closed and all its animations stopped.
  var completion: (@MainActor (Bool) -> Void)?
  /// The old API's settings, for blocks opened by `beginAnimations`.
  var legacy: LegacyAnimationSettings?
  /// The recorded keyframes, for blocks opened by `animateKeyframes`.
  var keyframes: KeyframeRecorder?
  /// The property animator whose animations this block records, if any:
  /// it then makes and drives the layer animations itself.
  weak var animator: PropertyAnimator?
  /// For an animator's block, the fraction complete at which its
  /// animations begin (a delay factor), in 0...1.
  var animatorStart = 0.0

  /// Animations added and not yet stopped.
  private var pending = 0
  /// Whether every stopped animation ran to its end.
  private var allFinished = true
  /// Whether the block's changes are all made (completion may run).
  private var isClosed = false
  /// Whether the completion ran (or was queued).
  private var isDone = false

  init(
    duration: Double, delay: Double, curve: TimingFunction, spring: Spring?,
    options: AnimationOptions
  ) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.spring = spring
    self.options = options
    repeatCount = options.contains(.repeat) ? .infinity : 0
    autoreverses = options.contains(.autoreverse)
  }

  /// Whether changes in this block animate.
  var animates: Bool {
    duration > 0 && AnimationBlock.isEnabled && AnimationBlock.disabledDepth == 0
  }

  /// Whether changes in this block remove the running animation of each
  /// property they set: a zero-duration block with
  /// ``AnimationOptions/beginFromCurrentState`` (UIKit's way to cut an
  /// in-flight animation short), outside `performWithoutAnimation`.
  ///
  /// Without the option a zero-duration block leaves running animations
  /// alone, as UIKit lets in-flight animations finish then.
  var removesRunningAnimations: Bool {
    duration == 0 && options.contains(.beginFromCurrentState)
      && AnimationBlock.disabledDepth == 0
  }

  /// Removes the running animation of a view's property when this block
  /// cuts animations short (see ``removesRunningAnimations``); it then
  /// stops with `finished == false` at the next frame.
  ///
  /// - Parameters:
  ///   - key: The layer property's name (the key block animations use).
  ///   - view: The view whose property is set.
  func removeRunningAnimation(forKey key: String, of view: View) {
    guard removesRunningAnimations else { return }
    view.layer.removeAnimation(forKey: key)
    removeAdditiveAnimations(forKey: key, of: view)
  }

  // MARK: Opening and closing

  /// Opens a block, inheriting duration and curve from the enclosing one
  /// unless the options override them.
  static func push(_ block: AnimationBlock) {
    if let outer = stack.last {
      if !block.options.contains(.overrideInheritedDuration) {
        block.duration = outer.duration
      }
      if !block.options.contains(.overrideInheritedCurve) {
        block.curve = outer.curve
        block.spring = outer.spring
      }
    }
    stack.append(block)
    LayerContext.current.animationLog?.beginBlock()
  }

  /// Closes the innermost block.
  static func pop() -> AnimationBlock? {
    LayerContext.current.animationLog?.endBlock()
    return stack.popLast()
  }

  /// Marks the block's changes complete: the completion runs once every
  /// animation stopped, or at the next frame's finish step when there are none.
  func close() {
    isClosed = true
    if pending == 0, !isDone {
      isDone = true
      AnimationCompletions.enqueue { self.completion?(true) }
    }
  }

  private func animationStopped(finished: Bool) {
    pending = max(pending - 1, 0)
    allFinished = allFinished && finished
    if isClosed, pending == 0, !isDone {
      isDone = true
      completion?(allFinished)
    }
  }

  // MARK: Recording changes

  /// Records a property change of a view as an explicit layer animation.
  ///
  /// `position`, `bounds` and `transform` animate additively, as UIKit's
  /// do since iOS 8 (see ``recordAdditive(view:old:presented:new:property:key:)``);
  /// the other properties, and these with
  /// ``AnimationOptions/beginFromCurrentState``, replace the running
  /// animation of the property.
  ///
  /// - Parameters:
  ///   - view: The changing view.
  ///   - old: The model value before the change.
  ///   - presented: The presentation value before the change.
  ///   - new: The new model value (already set on the layer).
  ///   - property: The layer property.
  ///   - key: The layer property's name, used as the animation's key, so a
  ///     new animation of a property replaces (interrupts) the running one.
  func record<Value: Interpolatable & Equatable>(
    view: View, old: Value, presented: Value, new: Value,
    property: WritableKeyPath<LayerProperties, Value>, key: String
  ) {
    guard animates else {
      removeRunningAnimation(forKey: key, of: view)
      return
    }
    if let animator {
      animator.record(view: view, old: old, new: new, property: property, key: key, block: self)
      return
    }
    let beginsFromCurrentState = options.contains(.beginFromCurrentState)
    let from = beginsFromCurrentState ? presented : old
    if let keyframes {
      keyframes.record(view: view, initial: from, new: new, property: property, key: key)
      return
    }
    if !beginsFromCurrentState,
      recordAdditive(
        view: view, old: old, presented: presented, new: new, property: property, key: key)
    {
      return
    }
    guard from != new else { return }
    view.layer.removeAnimation(forKey: key)
    removeAdditiveAnimations(forKey: key, of: view)
    let animation = makeAnimation(property: property, from: from, to: new)
    track(animation, on: view)
    view.layer.add(animation, forKey: key)
  }

  /// Makes the block's animation of a property: a spring or a basic
  /// animation with the block's duration, curve, repetition and delay.
  ///
  /// - Parameters:
  ///   - property: The layer property.
  ///   - from: The start value, or `nil` to let the layer fill it in.
  ///   - to: The end value, or `nil` to let the layer fill it in.
  ///   - isAdditive: Whether the animation adds onto the model value.
  /// - Returns: The animation, not yet tracked or configured.
  func makeAnimation<Value: Interpolatable>(
    property: WritableKeyPath<LayerProperties, Value>, from: Value?, to: Value?,
    isAdditive: Bool = false
  ) -> Animation {
    let animation: PropertyAnimation<Value>
    if let spring {
      animation = SpringAnimation(keyPath: property, from: from, to: to, spring: spring)
    } else {
      animation = BasicAnimation(keyPath: property, from: from, to: to)
      animation.timingFunction = curve
    }
    animation.isAdditive = isAdditive
    animation.duration = duration
    return animation
  }

  /// Sets up an animation of this block on a view: repetition, delay and
  /// start time; counts it for the completion and, unless the block allows
  /// interaction, for the view's touch blocking.
  func track(_ animation: Animation, on view: View) {
    configure(animation, on: view.layer)
    let blocksInteraction = !options.contains(.allowUserInteraction)
    if blocksInteraction { view.interactionBlockingAnimations += 1 }
    pending += 1
    animation.onStop = { [weak view] finished in
      if blocksInteraction, let view {
        view.interactionBlockingAnimations = max(view.interactionBlockingAnimations - 1, 0)
      }
      self.animationStopped(finished: finished)
    }
  }

  private func configure(_ animation: Animation, on layer: Layer) {
    if repeatCount > 0 { animation.repeatCount = repeatCount }
    animation.autoreverses = autoreverses
    if delay > 0 { animation.fillMode = .backwards }
    guard let base = AnimationBlock.baseTime else { return }
    let start = layer.convertTime(base + delay, from: nil)
    // Core Animation reads a begin time of exactly 0 as "at the commit";
    // an animation that must start at time 0 starts a hair before it.
    animation.beginTime = start == 0 ? -.leastNonzeroMagnitude : start
  }

  /// The time the block's animations start at (before their delay): the
  /// time of the event being handled, or `nil` without an application
  /// (they then start at the frame that first shows them).
  static var baseTime: Double? {
    Application.current?.animationBaseTime
  }

  /// Adds the animations of a closed keyframe block to its views' layers,
  /// or hands them to the property animator whose animations opened it.
  func addKeyframeAnimations() {
    guard let keyframes else { return }
    for recorded in keyframes.tracks {
      guard let animation = recorded.makeAnimation(mode: keyframes.mode) else { continue }
      animation.duration = duration
      if let animator = keyframes.animator {
        recorded.drive(animation, by: animator, from: keyframes.animatorStart)
        continue
      }
      track(animation, on: recorded.view)
      recorded.view.layer.add(animation, forKey: recorded.key)
    }
  }
}
