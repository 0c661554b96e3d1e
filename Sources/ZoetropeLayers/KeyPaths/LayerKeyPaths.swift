import ZoetropeGraphics

/// Key paths rooted at a layer class (`\ShapeLayer.strokeEnd`,
/// `\Layer.position.x`) and the ``LayerProperties`` key paths they stand
/// for, so that animations accept either.
///
/// A layer's animatable properties forward to its model values, so
/// `\ShapeLayer.strokeEnd` and `\LayerProperties.strokeEnd` name the same
/// value. Key paths are equal only when their root types are, so one
/// rooted at a subclass (`\RingLayer.strokeEnd` for
/// `class RingLayer: ShapeLayer`) is not equal to the one rooted at the
/// class that declares the property: each root class gets its own table,
/// built on first use from key paths rooted at it.
@MainActor
enum LayerKeyPaths {
  /// The tables built so far, by root class.
  private static var tables: [ObjectIdentifier: [AnyKeyPath: AnyKeyPath]] = [:]

  /// The ``LayerProperties`` key path a layer key path stands for, or
  /// `nil` when it names something else (a property that is not
  /// animatable, or one a subclass added).
  ///
  /// - Parameter keyPath: A key path rooted at a layer class.
  /// - Returns: The key path of the same property, of the same type.
  static func properties<Root: Layer, Value>(
    for keyPath: KeyPath<Root, Value>
  ) -> WritableKeyPath<LayerProperties, Value>? {
    table(for: Root.self)[keyPath] as? WritableKeyPath<LayerProperties, Value>
  }

  /// The table for one root class, built on first use.
  static func table<Root: Layer>(for root: Root.Type) -> [AnyKeyPath: AnyKeyPath] {
    if let table = tables[ObjectIdentifier(root)] { return table }
    var entries = Entries<Root>()
    entries.addLayerProperties()
    var table = entries.table
    func merge(_ more: [AnyKeyPath: AnyKeyPath]) {
      table.merge(more) { first, _ in first }
    }
    // The subclasses' own properties, through a protocol each conforms
    // to, which opens the root class as a generic argument of that kind.
    if let shape = root as? any ShapeKeyPathRoot.Type { merge(shapeEntries(shape)) }
    if let gradient = root as? any GradientKeyPathRoot.Type { merge(gradientEntries(gradient)) }
    if let replicator = root as? any ReplicatorKeyPathRoot.Type {
      merge(replicatorEntries(replicator))
    }
    if let emitter = root as? any EmitterKeyPathRoot.Type { merge(emitterEntries(emitter)) }
    tables[ObjectIdentifier(root)] = table
    return table
  }

  private static func shapeEntries<Root: ShapeKeyPathRoot>(_: Root.Type) -> [AnyKeyPath: AnyKeyPath]
  {
    var entries = Entries<Root>()
    entries.add(\.path, \.path)
    entries.add(\.fillColor, \.fillColor)
    entries.add(\.fillRule, \.fillRule)
    entries.add(\.strokeColor, \.strokeColor)
    entries.add(\.lineWidth, \.lineWidth)
    entries.add(\.lineCap, \.lineCap)
    entries.add(\.lineJoin, \.lineJoin)
    entries.add(\.miterLimit, \.miterLimit)
    entries.add(\.lineDashPattern, \.lineDashPattern)
    entries.add(\.lineDashPhase, \.lineDashPhase)
    entries.add(\.strokeStart, \.strokeStart)
    entries.add(\.strokeEnd, \.strokeEnd)
    return entries.table
  }

  // `GradientLayer.locations` is optional and the property is not, so it
  // has no entry: animate `\.locations` or `"locations"`.
  private static func gradientEntries<Root: GradientKeyPathRoot>(_: Root.Type)
    -> [AnyKeyPath: AnyKeyPath]
  {
    var entries = Entries<Root>()
    entries.add(\.type, \.gradientType)
    entries.add(\.colors, \.colors)
    entries.add(\.startPoint, \.startPoint)
    entries.add(\.endPoint, \.endPoint)
    return entries.table
  }

  private static func replicatorEntries<Root: ReplicatorKeyPathRoot>(_: Root.Type)
    -> [AnyKeyPath: AnyKeyPath]
  {
    var entries = Entries<Root>()
    entries.add(\.instanceCount, \.instanceCount)
    entries.add(\.instanceTransform, \.instanceTransform)
    entries.add(\.instanceTransform3D, \.instanceTransform3D)
    entries.add(\.instanceDelay, \.instanceDelay)
    entries.add(\.instanceColor, \.instanceColor)
    entries.add(\.instanceRedOffset, \.instanceRedOffset)
    entries.add(\.instanceGreenOffset, \.instanceGreenOffset)
    entries.add(\.instanceBlueOffset, \.instanceBlueOffset)
    entries.add(\.instanceAlphaOffset, \.instanceAlphaOffset)
    return entries.table
  }

  private static func emitterEntries<Root: EmitterKeyPathRoot>(_: Root.Type)
    -> [AnyKeyPath: AnyKeyPath]
  {
    var entries = Entries<Root>()
    entries.add(\.emitterCells, \.emitterCells)
    entries.add(\.emitterPosition, \.emitterPosition)
    entries.add(\.emitterSize, \.emitterSize)
    entries.add(\.emitterShape, \.emitterShape)
    entries.add(\.emitterMode, \.emitterMode)
    entries.add(\.birthRate, \.emitterBirthRate)
    entries.add(\.lifetime, \.emitterLifetime)
    entries.add(\.velocity, \.emitterVelocity)
    entries.add(\.scale, \.emitterScale)
    entries.add(\.spin, \.emitterSpin)
    entries.add(\.seed, \.emitterSeed)
    return entries.table
  }
}

/// The layer classes whose own properties ``LayerKeyPaths`` maps: each
/// protocol is adopted by one class, and so by its subclasses.
protocol ShapeKeyPathRoot: ShapeLayer {}
/// See ``ShapeKeyPathRoot``.
protocol GradientKeyPathRoot: GradientLayer {}
/// See ``ShapeKeyPathRoot``.
protocol ReplicatorKeyPathRoot: ReplicatorLayer {}
/// See ``ShapeKeyPathRoot``.
protocol EmitterKeyPathRoot: EmitterLayer {}

extension ShapeLayer: ShapeKeyPathRoot {}
extension GradientLayer: GradientKeyPathRoot {}
extension ReplicatorLayer: ReplicatorKeyPathRoot {}
extension EmitterLayer: EmitterKeyPathRoot {}

/// A table of layer key paths being built, with the components of
/// geometric values (`.x`, `.size.width`, `.rotation`) added beside each
/// value.
@MainActor
private struct Entries<Root: Layer> {
  var table: [AnyKeyPath: AnyKeyPath] = [:]

  /// The properties every layer has.
  mutating func addLayerProperties() {
    add(\.bounds, \.bounds)
    add(\.position, \.position)
    add(\.anchorPoint, \.anchorPoint)
    add(\.transform, \.transform)
    add(\.opacity, \.opacity)
    add(\.isHidden, \.isHidden)
    add(\.backgroundColor, \.backgroundColor)
    add(\.cornerRadius, \.cornerRadius)
    add(\.borderWidth, \.borderWidth)
    add(\.borderColor, \.borderColor)
    add(\.masksToBounds, \.masksToBounds)
    add(\.contents, \.contents)
    add(\.contentsGravity, \.contentsGravity)
    add(\.contentsScale, \.contentsScale)
    add(\.minificationFilter, \.minificationFilter)
    add(\.magnificationFilter, \.magnificationFilter)
    add(\.zPosition, \.zPosition)
    add(\.shadowColor, \.shadowColor)
    add(\.shadowOpacity, \.shadowOpacity)
    add(\.shadowOffset, \.shadowOffset)
    add(\.shadowRadius, \.shadowRadius)
    add(\.shadowPath, \.shadowPath)
    add(\.transform3D, \.transform3D)
    add(\.sublayerTransform, \.sublayerTransform)
    add(\.anchorPointZ, \.anchorPointZ)
    add(\.isDoubleSided, \.isDoubleSided)
  }

  mutating func add<Value>(
    _ layer: ReferenceWritableKeyPath<Root, Value>,
    _ properties: WritableKeyPath<LayerProperties, Value>
  ) {
    table[layer] = properties
  }

  mutating func add(
    _ layer: ReferenceWritableKeyPath<Root, Point>,
    _ properties: WritableKeyPath<LayerProperties, Point>
  ) {
    table[layer] = properties
    add(layer.appending(path: \.x), properties.appending(path: \.x))
    add(layer.appending(path: \.y), properties.appending(path: \.y))
  }

  mutating func add(
    _ layer: ReferenceWritableKeyPath<Root, Size>,
    _ properties: WritableKeyPath<LayerProperties, Size>
  ) {
    table[layer] = properties
    add(layer.appending(path: \.width), properties.appending(path: \.width))
    add(layer.appending(path: \.height), properties.appending(path: \.height))
  }

  mutating func add(
    _ layer: ReferenceWritableKeyPath<Root, Vector>,
    _ properties: WritableKeyPath<LayerProperties, Vector>
  ) {
    table[layer] = properties
    add(layer.appending(path: \.dx), properties.appending(path: \.dx))
    add(layer.appending(path: \.dy), properties.appending(path: \.dy))
  }

  mutating func add(
    _ layer: ReferenceWritableKeyPath<Root, Rect>,
    _ properties: WritableKeyPath<LayerProperties, Rect>
  ) {
    table[layer] = properties
    add(layer.appending(path: \.origin), properties.appending(path: \.origin))
    add(layer.appending(path: \.size), properties.appending(path: \.size))
  }

  mutating func add(
    _ layer: ReferenceWritableKeyPath<Root, Transform>,
    _ properties: WritableKeyPath<LayerProperties, Transform>
  ) {
    table[layer] = properties
    for part in [\Transform.rotation, \.scale, \.scaleX, \.scaleY] {
      add(layer.appending(path: part), properties.appending(path: part))
    }
    add(layer.appending(path: \.translation), properties.appending(path: \.translation))
  }
}

extension KeyNames {
  /// The ``LayerProperties`` key path a key path rooted at a layer class
  /// stands for; or a stand-in and the problem to report when the
  /// animation is added, if it names no animatable property.
  ///
  /// - Parameters:
  ///   - keyPath: A key path such as `\ShapeLayer.strokeEnd`.
  ///   - animation: The animation's class name, for the message.
  /// - Returns: The key path, and the problem if it is a stand-in.
  static func resolve<Root: Layer, Value>(_ keyPath: KeyPath<Root, Value>, for animation: String)
    -> (WritableKeyPath<LayerProperties, Value>, UnresolvedKeyPath?)
  {
    if let properties = LayerKeyPaths.properties(for: keyPath) {
      return (properties, nil)
    }
    let name = "\(keyPath)"
    let error = AnimationError(
      .unknownKeyPath,
      "\(name) names no animatable property of \(Root.self); a \(animation) names a key path"
        + " of LayerProperties, such as \\.strokeEnd, or Core Animation's name, such as"
        + " \"strokeEnd\"")
    return (\LayerProperties.[unresolvedKeyPath: name], UnresolvedKeyPath(name: name, error: error))
  }
}
