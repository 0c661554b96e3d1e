import ZoetropeAnimation
import ZoetropeGraphics

// Basic and spring animations named as Core Animation names them, by a
// string (`"strokeEnd"`, `"position.x"`, `"transform.rotation.z"`), or by a
// key path rooted at a layer class (`\ShapeLayer.strokeEnd`). Both resolve
// to the key path on LayerProperties that the typed initialisers take;
// a name that does not resolve is reported when the animation is added.
extension BasicAnimation {
  /// Creates a basic animation of the property a Core Animation key path
  /// names, as `CABasicAnimation(keyPath:)`, for values that switch
  /// (`Bool`, `Image?`, ``ContentsGravity``…) or of a type given
  /// explicitly.
  ///
  /// ```swift
  /// let show = BasicAnimation(keyPath: "hidden", from: true, to: false)
  /// let count = BasicAnimation<Int>(keyPath: "instanceCount", to: 5)
  /// ```
  ///
  /// The name is resolved now, checked when the animation is added: see
  /// the `Double` initialiser, `BasicAnimation(keyPath: "strokeEnd")`, for the
  /// names and what happens to one that is not known.
  ///
  /// - Parameters:
  ///   - name: Core Animation's key path, such as `"hidden"`.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`; not supported for values that switch.
  @_disfavoredOverload
  public convenience init(
    keyPath name: String, from: Value? = nil, to: Value? = nil, by: Value? = nil
  ) {
    let (keyPath, unresolved) = KeyNames.resolve(name, as: Value.self, for: "BasicAnimation")
    self.init(keyPath: keyPath, from: from, to: to, by: by)
    unresolvedKeyPath = unresolved
  }

  /// Creates a basic animation of a layer property named by a key path
  /// rooted at a layer class, such as `\ShapeLayer.strokeEnd`, for values
  /// that switch.
  ///
  /// The key path stands for the ``LayerProperties`` one of the same name
  /// (`\ShapeLayer.strokeEnd` is `\.strokeEnd`), as if that had been given;
  /// see the initialiser for values that blend.
  ///
  /// - Parameters:
  ///   - keyPath: A key path rooted at ``Layer`` or a subclass.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`; not supported for values that switch.
  public convenience init<Root: Layer>(
    keyPath: KeyPath<Root, Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil
  ) {
    let (properties, unresolved) = KeyNames.resolve(keyPath, for: "BasicAnimation")
    self.init(keyPath: properties, from: from, to: to, by: by)
    unresolvedKeyPath = unresolved
  }
}

extension BasicAnimation where Value: Interpolatable {
  /// Creates a basic animation of the property a Core Animation key path
  /// names, for values that blend, such as `Point` for `"position"`.
  ///
  /// ```swift
  /// let slide = BasicAnimation(keyPath: "position", to: Point(x: 200, y: 80))
  /// let grow = BasicAnimation<Size>(keyPath: "bounds.size")
  /// grow.toValue = Size(width: 200, height: 100)
  /// ```
  ///
  /// See the `Double` initialiser, `BasicAnimation(keyPath: "strokeEnd")`,
  /// for the names and the checks.
  ///
  /// - Parameters:
  ///   - name: Core Animation's key path, such as `"position"`.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`.
  public convenience init(
    keyPath name: String, from: Value? = nil, to: Value? = nil, by: Value? = nil
  ) {
    let (keyPath, unresolved) = KeyNames.resolve(name, as: Value.self, for: "BasicAnimation")
    self.init(keyPath: keyPath, from: from, to: to, by: by)
    unresolvedKeyPath = unresolved
  }

  /// Creates a basic animation of a layer property named by a key path
  /// rooted at a layer class, for values that blend: a documented
  /// overload, so that `\ShapeLayer.strokeEnd` works as it does in Swift
  /// code written for Core Animation.
  ///
  /// ```swift
  /// let draw = BasicAnimation(keyPath: \ShapeLayer.strokeEnd, from: 0, to: 1)
  /// let nudge = BasicAnimation(keyPath: \Layer.position.x, by: 20)
  /// ```
  ///
  /// Animations change a layer's model values, named by key paths on
  /// ``LayerProperties`` (`\.strokeEnd`); every animatable property of
  /// ``Layer``, ``ShapeLayer``, ``GradientLayer``, ``ReplicatorLayer`` and
  /// ``EmitterLayer`` has one of the same name (``EmitterLayer/birthRate``
  /// is `\.emitterBirthRate`, ``GradientLayer/type`` `\.gradientType`), and
  /// this initialiser uses it, also for a key path rooted at a subclass of
  /// your own (`\RingLayer.strokeEnd`) and for components
  /// (`\Layer.bounds.size.width`). A key path to anything else (a property
  /// your subclass adds, `\Layer.frame`) is reported when the animation is
  /// added, which it then is not (``AnimationError/Code/unknownKeyPath``).
  ///
  /// - Parameters:
  ///   - keyPath: A key path rooted at ``Layer`` or a subclass.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`.
  public convenience init<Root: Layer>(
    keyPath: KeyPath<Root, Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil
  ) {
    let (properties, unresolved) = KeyNames.resolve(keyPath, for: "BasicAnimation")
    self.init(keyPath: properties, from: from, to: to, by: by)
    unresolvedKeyPath = unresolved
  }
}

extension BasicAnimation where Value == Double {
  /// Creates a basic animation of the property a Core Animation key path
  /// names, as `CABasicAnimation(keyPath:)`: of `Double` values unless the
  /// values or the type say otherwise.
  ///
  /// ```swift
  /// let draw = BasicAnimation(keyPath: "strokeEnd")
  /// draw.fromValue = 0
  /// draw.toValue = 1
  /// let spin = BasicAnimation(keyPath: "transform.rotation.z", by: 2 * .pi)
  /// let slide = BasicAnimation(keyPath: "position", to: Point(x: 200, y: 80))
  /// ```
  ///
  /// Every name ``PropertyAnimation/keyName`` gives is known: the
  /// properties under Core Animation's names (`"opacity"`, `"hidden"`,
  /// `"strokeEnd"`, `"backgroundColor"`…) and their components
  /// (`"position.x"`, `"position.y"`, `"bounds.size"`,
  /// `"bounds.size.width"`, `"transform.rotation"` or
  /// `"transform.rotation.z"`, `"transform.scale"`, `"transform.scale.x"`,
  /// `"transform.translation.x"`…). `"transform"` and `"instanceTransform"`
  /// take a `Transform` or, for Core Animation's 3D matrix, a
  /// `Transform3D` (which animates ``LayerProperties/transform3D``).
  ///
  /// Unlike `CABasicAnimation`, whose values are untyped, an animation has
  /// one value type, inferred from the values or written out
  /// (`BasicAnimation<Point>(keyPath: "position")`); with neither, it is
  /// `Double`, the type of most animatable properties. The name is
  /// resolved now and checked when the animation is added with
  /// ``Layer/add(_:forKey:)``: an unknown name
  /// (``AnimationError/Code/unknownKeyPath``, with a suggestion when the
  /// name is a near miss) or a property of another type
  /// (``AnimationError/Code/typeMismatch``, naming the type to write) is a
  /// warning, and the animation is not attached. Setting
  /// ``PropertyAnimation/keyPath`` afterwards replaces the name.
  ///
  /// - Parameters:
  ///   - name: Core Animation's key path, such as `"strokeEnd"`.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`.
  public convenience init(
    keyPath name: String, from: Double? = nil, to: Double? = nil, by: Double? = nil
  ) {
    let (keyPath, unresolved) = KeyNames.resolve(name, as: Double.self, for: "BasicAnimation")
    self.init(keyPath: keyPath, from: from, to: to, by: by)
    unresolvedKeyPath = unresolved
  }
}

extension SpringAnimation {
  /// Creates a spring animation of the property a Core Animation key path
  /// names, as `CASpringAnimation(keyPath:)`.
  ///
  /// ```swift
  /// let drop = SpringAnimation(keyPath: "position.y", to: 300)
  /// let back = SpringAnimation<Point>(keyPath: "position")
  /// ```
  ///
  /// The names, the default `Double` values and the checks are those of
  /// `BasicAnimation(keyPath: "strokeEnd")`.
  ///
  /// - Parameters:
  ///   - name: Core Animation's key path, such as `"position.y"`.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`.
  ///   - spring: The spring; mass 1, stiffness 100, damping 10 by default.
  public convenience init(
    keyPath name: String, from: Value? = nil, to: Value? = nil, by: Value? = nil,
    spring: Spring = Spring()
  ) {
    let (keyPath, unresolved) = KeyNames.resolve(name, as: Value.self, for: "SpringAnimation")
    self.init(keyPath: keyPath, from: from, to: to, by: by, spring: spring)
    unresolvedKeyPath = unresolved
  }

  /// Creates a spring animation of a layer property named by a key path
  /// rooted at a layer class, such as `\ShapeLayer.strokeEnd`; see
  /// `BasicAnimation(keyPath: \ShapeLayer.strokeEnd)`.
  ///
  /// - Parameters:
  ///   - keyPath: A key path rooted at ``Layer`` or a subclass.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`.
  ///   - spring: The spring; mass 1, stiffness 100, damping 10 by default.
  public convenience init<Root: Layer>(
    keyPath: KeyPath<Root, Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
    spring: Spring = Spring()
  ) {
    let (properties, unresolved) = KeyNames.resolve(keyPath, for: "SpringAnimation")
    self.init(keyPath: properties, from: from, to: to, by: by, spring: spring)
    unresolvedKeyPath = unresolved
  }
}

extension SpringAnimation where Value == Double {
  /// Creates a spring animation of the property a Core Animation key path
  /// names, of `Double` values unless the values or the type say otherwise;
  /// see the generic initialiser above.
  ///
  /// - Parameters:
  ///   - name: Core Animation's key path, such as `"strokeEnd"`.
  ///   - from: The start value, or `nil`.
  ///   - to: The end value, or `nil`.
  ///   - by: The change, or `nil`.
  ///   - spring: The spring; mass 1, stiffness 100, damping 10 by default.
  public convenience init(
    keyPath name: String, from: Double? = nil, to: Double? = nil, by: Double? = nil,
    spring: Spring = Spring()
  ) {
    let (keyPath, unresolved) = KeyNames.resolve(name, as: Double.self, for: "SpringAnimation")
    self.init(keyPath: keyPath, from: from, to: to, by: by, spring: spring)
    unresolvedKeyPath = unresolved
  }
}
