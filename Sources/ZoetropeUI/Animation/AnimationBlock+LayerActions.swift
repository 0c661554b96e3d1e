import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// Changes made directly to a view's layer inside an animation block animate
// too, as UIKit's layer actions do: the view, as the layer's delegate,
// returns an action that makes the block's animation for the key.
extension AnimationBlock {
  /// The action for a change of a view's layer property inside this block.
  ///
  /// The layer fills in the animation's values: from the value on screen
  /// at the last frame to the new model value (so changes made directly on
  /// the layer always begin from the current state).
  /// A block that does not animate returns `nil`; when it cuts animations
  /// short (see ``removesRunningAnimations``) it first removes the running
  /// animation of an animatable key.
  ///
  /// - Parameters:
  ///   - key: The layer property's name.
  ///   - view: The view whose layer changes.
  /// - Returns: The action, or `nil` for a key that does not animate.
  func layerAction(forKey key: String, view: View) -> LayerAction? {
    guard let make = AnimationBlock.maker(forKey: key) else { return nil }
    guard animates else {
      removeRunningAnimation(forKey: key, of: view)
      return nil
    }
    // A property animator's or keyframe block's changes are recorded, as
    // the view's own properties are, and driven by the animator or the
    // keyframe animation that block makes.
    if keyframes != nil || animator != nil {
      return .handled(by: BlockLayerChange(block: self, view: view))
    }
    return .animation { [weak view] in
      let animation = make(self)
      if let view { self.track(animation, on: view) }
      return animation
    }
  }

  /// A function that makes this block's animation for a layer key; `nil`
  /// for a key that does not animate in blocks.
  private static func maker(forKey key: String) -> (@MainActor (AnimationBlock) -> Animation)? {
    switch key {
    case "position": { $0.makeAnimation(property: \.position, from: nil, to: nil) }
    case "anchorPoint": { $0.makeAnimation(property: \.anchorPoint, from: nil, to: nil) }
    case "bounds": { $0.makeAnimation(property: \.bounds, from: nil, to: nil) }
    case "transform": { $0.makeAnimation(property: \.transform, from: nil, to: nil) }
    case "opacity": { $0.makeAnimation(property: \.opacity, from: nil, to: nil) }
    case "cornerRadius": { $0.makeAnimation(property: \.cornerRadius, from: nil, to: nil) }
    case "borderWidth": { $0.makeAnimation(property: \.borderWidth, from: nil, to: nil) }
    case "zPosition": { $0.makeAnimation(property: \.zPosition, from: nil, to: nil) }
    case "backgroundColor": { $0.makeAnimation(property: \.backgroundColor, from: nil, to: nil) }
    case "borderColor": { $0.makeAnimation(property: \.borderColor, from: nil, to: nil) }
    default: nil
    }
  }
}

/// Hands a change made directly on a view's layer inside a recording
/// block (a property animator's or a keyframe block's) to the block, as a
/// change of the view's own property is.
@MainActor
private struct BlockLayerChange: LayerChangeHandler {
  let block: AnimationBlock
  let view: View

  func handle<Value: Interpolatable & Equatable>(
    layer: Layer, old: Value, presented: Value, new: Value,
    keyPath: WritableKeyPath<LayerProperties, Value>, key: String
  ) {
    block.record(view: view, old: old, presented: presented, new: new, property: keyPath, key: key)
  }
}
