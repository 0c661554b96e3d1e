import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// Additive block animations, as UIKit makes them since iOS 8: a change of
// `position`, `bounds` or `transform` adds an animation from the old value
// minus the new one to zero on top of the model value, so a second change
// while the first animates adds a second animation instead of replacing the
// first. Both run to their end (their blocks complete with `true`), the sum
// is continuous, and a spring that is retargeted keeps its velocity.
extension AnimationBlock {
  /// The layer keys whose block animations are additive: UIKit's
  /// geometry properties.
  static let additiveKeys: Set<String> = ["position", "bounds", "transform"]

  /// Records a change as an additive animation, if the property animates
  /// additively.
  ///
  /// The animation runs from `old − new` to zero (``Interpolatable/zero``)
  /// and adds its value onto the model value, which is already `new`: it
  /// starts at `old` and ends at `new`. It is added under `key` if that is
  /// free, otherwise under the first free `key-2`, `key-3`, …, so it runs
  /// on top of the animations of the property that still run.
  ///
  /// For transforms "minus" is `old · new⁻¹` and "plus" concatenation
  /// (Core Animation's addition of transforms, ``Transform/adding(_:)``):
  /// the animation's value is applied first, then the model transform.
  /// A new transform that cannot be inverted (a zero scale) has no
  /// difference; the change then replaces the running animations as other
  /// properties' do (returns `false`).
  ///
  /// When a non-additive animation of the property runs (one added with
  /// ``AnimationOptions/beginFromCurrentState``, by a layer action, or by
  /// the app), adding onto it would end at the wrong value, so every
  /// animation of the property is removed (their blocks complete with
  /// `false`) and the new one starts from the presentation value instead.
  ///
  /// - Parameters:
  ///   - view: The changing view.
  ///   - old: The model value before the change.
  ///   - presented: The presentation value before the change.
  ///   - new: The new model value (already set on the layer).
  ///   - property: The layer property.
  ///   - key: The layer property's name.
  /// - Returns: Whether the change was handled (also when nothing changed).
  func recordAdditive<Value: Interpolatable & Equatable>(
    view: View, old: Value, presented: Value, new: Value,
    property: WritableKeyPath<LayerProperties, Value>, key: String
  ) -> Bool {
    guard AnimationBlock.additiveKeys.contains(key) else { return false }
    if let transform = new as? Transform, !transform.isInvertible { return false }
    let layer = view.layer
    var start = old
    if let running = layer.animation(forKey: key) as? PropertyAnimation<Value>, !running.isAdditive
    {
      layer.removeAnimation(forKey: key)
      removeAdditiveAnimations(forKey: key, of: view)
      start = presented
    }
    guard start != new else { return true }
    let animation = makeAnimation(
      property: property, from: start.subtracting(new), to: Value.zero, isAdditive: true)
    track(animation, on: view)
    layer.add(animation, forKey: AnimationBlock.freeKey(for: key, on: layer))
    return true
  }

  /// Removes the additive animations of a property added under
  /// `key-2`, `key-3`, … (not the one under `key` itself).
  ///
  /// - Parameters:
  ///   - key: The layer property's name.
  ///   - view: The view whose layer holds them.
  func removeAdditiveAnimations(forKey key: String, of view: View) {
    for other in view.layer.animationKeys() where AnimationBlock.isStackedKey(other, of: key) {
      view.layer.removeAnimation(forKey: other)
    }
  }

  /// The keys of every block animation of a property on a layer: `key`
  /// and the stacked `key-2`, `key-3`, ….
  ///
  /// - Parameters:
  ///   - key: The layer property's name.
  ///   - layer: The layer.
  /// - Returns: The keys in use, in the order the animations were added.
  static func animationKeys(forProperty key: String, on layer: Layer) -> [String] {
    layer.animationKeys().filter { $0 == key || isStackedKey($0, of: key) }
  }

  /// `key` if no animation uses it on the layer, otherwise the first of
  /// `key-2`, `key-3`, … that is free.
  static func freeKey(for key: String, on layer: Layer) -> String {
    guard layer.animation(forKey: key) != nil else { return key }
    var index = 2
    while layer.animation(forKey: "\(key)-\(index)") != nil { index += 1 }
    return "\(key)-\(index)"
  }

  /// Whether `candidate` is `key-N` for a whole number N.
  static func isStackedKey(_ candidate: String, of key: String) -> Bool {
    guard candidate.hasPrefix(key + "-") else { return false }
    let suffix = candidate.dropFirst(key.count + 1)
    return !suffix.isEmpty && suffix.allSatisfy(\.isNumber)
  }
}
