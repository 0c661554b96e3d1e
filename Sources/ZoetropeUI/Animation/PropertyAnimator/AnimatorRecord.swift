import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// A property change made by a ``PropertyAnimator``'s animations, kept to
/// put the property at its start, end or current value, and to rebuild its
/// animation from the value on screen.
@MainActor
protocol AnimatorRecording: AnyObject {
  /// The layer whose property changed.
  var layer: Layer { get }
  /// The property's Core Animation name.
  var key: String { get }
  /// A function that sets the model value for a final position, reading
  /// the value on screen at `time` now (for `.current`); `ownKeys` are the
  /// keys of the animator's animations on the layer.
  func settle(at position: ViewAnimatingPosition, time: Double, ownKeys: Set<String>)
    -> () -> Void
  /// Keeps the value on screen at a time for ``rebuild(in:toward:)``.
  func capture(at time: Double)
  /// Adds an animation in a block from the captured value to the start or
  /// end value; `nil` when they are equal.
  func rebuild(in block: AnimationBlock, toward destination: ViewAnimatingPosition)
    -> AnimatorTrackSeed?
}

/// A layer animation just added, before its place on the animator's
/// timeline is known.
@MainActor
struct AnimatorTrackSeed {
  /// The layer.
  let layer: Layer
  /// The key.
  let key: String
}

/// The change of one property of one view: from ``start`` to ``end``.
@MainActor
final class AnimatorRecord<Value: Interpolatable & Equatable>: AnimatorRecording {
  let view: View
  let property: WritableKeyPath<LayerProperties, Value>
  let key: String
  /// The model value before the animator's first change of the property.
  let start: Value
  /// The model value after its last change.
  var end: Value
  /// The value captured by ``capture(at:)``.
  private var captured: Value?

  init(
    view: View, property: WritableKeyPath<LayerProperties, Value>, key: String, start: Value,
    end: Value
  ) {
    self.view = view
    self.property = property
    self.key = key
    self.start = start
    self.end = end
  }

  var layer: Layer { view.layer }

  /// For `.current`, the model takes the animator's share of the value on
  /// screen: for the additive geometry keys the model plus what the
  /// animator's own animations add (so other blocks' animations of the
  /// property keep adding theirs on top without a jump), for the others
  /// the value on screen.
  func settle(at position: ViewAnimatingPosition, time: Double, ownKeys: Set<String>)
    -> () -> Void
  {
    let value: Value
    switch position {
    case .end: value = end
    case .start: value = start
    case .current:
      let shown = layer.presentationValues(atGlobalTime: time)[keyPath: property]
      if AnimationBlock.additiveKeys.contains(key) {
        let others = layer.presentationValues(atGlobalTime: time, excluding: ownKeys)
        let model = layer.model[keyPath: property]
        value = model.adding(shown.subtracting(others[keyPath: property]))
      } else {
        value = shown
      }
    }
    return { [layer, property] in layer.setModelValue(value, for: property) }
  }

  func capture(at time: Double) {
    captured = layer.presentationValues(atGlobalTime: time)[keyPath: property]
  }

  func rebuild(in block: AnimationBlock, toward destination: ViewAnimatingPosition)
    -> AnimatorTrackSeed?
  {
    guard let current = captured else { return nil }
    captured = nil
    let target = destination == .start ? start : end
    guard current != target else { return nil }
    return Self.addAnimation(
      view: view, from: current, to: target, property: property, key: key, block: block)
  }

  /// Adds the animator's animation of a property to a view's layer.
  ///
  /// `position`, `bounds` and `transform` animate additively, from
  /// `from − model` to `to − model` (zero when `to` is the model value),
  /// stacked on the animations already running; other properties replace
  /// the animation under their key. The animation holds its values at
  /// both ends and stays attached until the animator removes it.
  ///
  /// - Returns: Where it was added, or `nil` if the layer refused it.
  static func addAnimation(
    view: View, from: Value, to: Value, property: WritableKeyPath<LayerProperties, Value>,
    key: String, block: AnimationBlock
  ) -> AnimatorTrackSeed? {
    let layer = view.layer
    let model = layer.model[keyPath: property]
    let invertible = (model as? Transform)?.isInvertible ?? true
    let animation: Animation
    let animationKey: String
    if AnimationBlock.additiveKeys.contains(key), invertible {
      let end = to == model ? Value.zero : to.subtracting(model)
      animation = block.makeAnimation(
        property: property, from: from.subtracting(model), to: end, isAdditive: true)
      animationKey = AnimationBlock.freeKey(for: key, on: layer)
    } else {
      block.removeAdditiveAnimations(forKey: key, of: view)
      animation = block.makeAnimation(property: property, from: from, to: to)
      animationKey = key
    }
    animation.fillMode = .both
    animation.isRemovedOnCompletion = false
    layer.add(animation, forKey: animationKey)
    guard layer.animation(forKey: animationKey) != nil else { return nil }
    return AnimatorTrackSeed(layer: layer, key: animationKey)
  }
}
