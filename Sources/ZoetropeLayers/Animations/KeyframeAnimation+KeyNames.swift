import ZoetropeAnimation
import ZoetropeGraphics

// Keyframe animations named as Core Animation names them, by a string or
// by a key path rooted at a layer class; as for BasicAnimation (see
// BasicAnimation+KeyNames.swift), the name is checked when the animation
// is added.
extension KeyframeAnimation {
  /// Creates a keyframe animation of the property a Core Animation key
  /// path names, as `CAKeyframeAnimation(keyPath:)`, for values that
  /// switch or of a type given explicitly.
  ///
  /// The names and the checks are those of `BasicAnimation(keyPath:
  /// "strokeEnd")`; with neither values nor a type, the values are
  /// `Double`.
  ///
  /// - Parameters:
  ///   - name: Core Animation's key path, such as `"contents"`.
  ///   - values: The keyframe values.
  @_disfavoredOverload
  public convenience init(keyPath name: String, values: [Value] = []) {
    let (keyPath, unresolved) = KeyNames.resolve(name, as: Value.self, for: "KeyframeAnimation")
    self.init(keyPath: keyPath, values: values)
    unresolvedKeyPath = unresolved
  }

  /// Creates a keyframe animation of a layer property named by a key path
  /// rooted at a layer class, for values that switch; see
  /// `BasicAnimation(keyPath: \ShapeLayer.strokeEnd)`.
  ///
  /// - Parameters:
  ///   - keyPath: A key path rooted at ``Layer`` or a subclass.
  ///   - values: The keyframe values.
  public convenience init<Root: Layer>(keyPath: KeyPath<Root, Value>, values: [Value] = []) {
    let (properties, unresolved) = KeyNames.resolve(keyPath, for: "KeyframeAnimation")
    self.init(keyPath: properties, values: values)
    unresolvedKeyPath = unresolved
  }
}

extension KeyframeAnimation where Value: Interpolatable {
  /// Creates a keyframe animation of the property a Core Animation key
  /// path names, for values that blend.
  ///
  /// ```swift
  /// let shake = KeyframeAnimation(keyPath: "position.x", values: [0, 10, -10, 10, 0])
  /// shake.isAdditive = true
  /// ```
  ///
  /// The names and the checks are those of `BasicAnimation(keyPath:
  /// "strokeEnd")`.
  ///
  /// - Parameters:
  ///   - name: Core Animation's key path, such as `"position.x"`.
  ///   - values: The keyframe values.
  public convenience init(keyPath name: String, values: [Value] = []) {
    let (keyPath, unresolved) = KeyNames.resolve(name, as: Value.self, for: "KeyframeAnimation")
    self.init(keyPath: keyPath, values: values)
    unresolvedKeyPath = unresolved
  }

  /// Creates a keyframe animation of a layer property named by a key path
  /// rooted at a layer class, for values that blend, such as
  /// `\Layer.position.x`; see `BasicAnimation(keyPath: \ShapeLayer.strokeEnd)`.
  ///
  /// - Parameters:
  ///   - keyPath: A key path rooted at ``Layer`` or a subclass.
  ///   - values: The keyframe values.
  public convenience init<Root: Layer>(keyPath: KeyPath<Root, Value>, values: [Value] = []) {
    let (properties, unresolved) = KeyNames.resolve(keyPath, for: "KeyframeAnimation")
    self.init(keyPath: properties, values: values)
    unresolvedKeyPath = unresolved
  }
}

extension KeyframeAnimation where Value == Double {
  /// Creates a keyframe animation of the property a Core Animation key
  /// path names, of `Double` values unless the values or the type say
  /// otherwise.
  ///
  /// ```swift
  /// let pulse = KeyframeAnimation(keyPath: "transform.scale")
  /// pulse.values = [1, 1.2, 1]
  /// ```
  ///
  /// The names and the checks are those of `BasicAnimation(keyPath:
  /// "strokeEnd")`.
  ///
  /// - Parameters:
  ///   - name: Core Animation's key path, such as `"opacity"`.
  ///   - values: The keyframe values.
  public convenience init(keyPath name: String, values: [Double] = []) {
    let (keyPath, unresolved) = KeyNames.resolve(name, as: Double.self, for: "KeyframeAnimation")
    self.init(keyPath: keyPath, values: values)
    unresolvedKeyPath = unresolved
  }
}

extension KeyframeAnimation where Value == Point {
  /// Creates an animation of the point property a Core Animation key path
  /// names along a path, such as `"position"`.
  ///
  /// - Parameters:
  ///   - name: Core Animation's key path of a `Point` property.
  ///   - path: The path to move along.
  public convenience init(keyPath name: String, path: Path) {
    self.init(keyPath: name, values: [])
    self.path = path
  }
}
