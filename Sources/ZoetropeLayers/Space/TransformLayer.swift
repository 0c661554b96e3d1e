import ZoetropeGraphics

/// A layer whose sublayers share its superlayer's 3D space instead of
/// being flattened into its plane: Core Animation's `CATransformLayer`.
///
/// Every other layer draws its sublayers flat into its own plane, so a
/// box built of six turned faces under an ordinary layer collapses into
/// one picture. Under a transform layer each face keeps its own 3D
/// place: the layer's ``Layer/transform``, ``Layer/transform3D`` and
/// ``Layer/sublayerTransform`` are passed on to the sublayers unflattened,
/// and the superlayer's ``Layer/sublayerTransform`` (its perspective) is
/// applied to each of them, so turning the transform layer turns the
/// whole box in perspective.
///
/// ```swift
/// let stage = Layer()
/// stage.sublayerTransform.m34 = -1 / 500  // perspective for the box
/// let box = TransformLayer()
/// for face in faces {  // six layers, each turned and moved into place
///   face.isDoubleSided = false  // faces turned away are not drawn
///   box.addSublayer(face)
/// }
/// box.transform3D = Transform3D(rotationAngle: 0.6, x: 1, y: 1, z: 0)
/// stage.addSublayer(box)
/// ```
///
/// Drawing order: the sublayers of a transform layer are drawn back to
/// front by the depth of their bounds' centers in the superlayer's
/// space (before its ``Layer/sublayerTransform``), each frame, not by
/// ``Layer/zPosition`` alone. Faces that cut through each other are not split,
/// as a depth buffer would; a closed convex solid whose faces are not
/// double-sided is always right.
///
/// As in Core Animation, a transform layer has no plane of its own, so
/// the values that paint or need a plane are ignored: its background,
/// border, contents, shadow and ``Layer/masksToBounds``. Differences: its
/// ``Layer/opacity`` is ignored too (Core Animation applies it to each
/// sublayer; set theirs instead), a ``Layer/mask`` is not supported (do not
/// set one), and its ``Layer/presentation()`` reports the ignored values at
/// their defaults. ``Layer/hitTest(_:)`` finds the sublayers through the
/// unflattened maps and never returns the transform layer itself.
///
/// Both compositors draw it natively: each sublayer is an ordinary
/// layer in perspective (a projected plane) of the frame plan.
open class TransformLayer: Layer {
  /// Creates a transform layer with Core Animation's default values.
  public override init() {
    super.init()
    model.isTransformLayer = true
  }

  /// Creates a copy of another layer's model values, name, actions and
  /// drawing (see ``Layer/init(layer:)``), as a transform layer.
  ///
  /// - Parameter layer: The layer to copy.
  public required init(layer: Layer) {
    super.init(layer: layer)
    model.isTransformLayer = true
  }

  /// Readies a transform layer's render node for the frame: clears the
  /// values it does not draw (see ``TransformLayer``) and puts its
  /// sublayers' nodes back to front by depth.
  ///
  /// - Parameter node: The node, which only the caller references.
  static func prepare(_ node: RenderLayer) {
    if node.storedProperties.backgroundColor != .clear {
      node.storedProperties.backgroundColor = .clear
    }
    if node.storedProperties.borderWidth != 0 { node.storedProperties.borderWidth = 0 }
    if node.storedProperties.contents != nil { node.storedProperties.contents = nil }
    if node.storedProperties.contentsTransition != nil {
      node.storedProperties.contentsTransition = nil
    }
    if node.storedProperties.masksToBounds { node.storedProperties.masksToBounds = false }
    if node.storedProperties.opacity != 1 { node.storedProperties.opacity = 1 }
    if node.storedProperties.shadowOpacity != 0 { node.storedProperties.shadowOpacity = 0 }
    node.storedContent = nil
    guard node.storedSublayers.count > 1 else { return }
    let properties = node.storedProperties
    var toSuperlayer = properties.transformToSuperlayer3D(superlayerSublayerTransform: nil)
    if let sublayer = properties.sublayerTransformAboutAnchor {
      toSuperlayer = sublayer.concatenating(toSuperlayer)
    }
    let depths = node.storedSublayers.map { depth(of: $0.properties, in: toSuperlayer) }
    let order = depths.indices.sorted { lhs, rhs in
      depths[lhs] != depths[rhs] ? depths[lhs] < depths[rhs] : lhs < rhs
    }
    guard order != Array(depths.indices) else { return }
    let sublayers = node.storedSublayers
    node.storedSublayers = order.map { sublayers[$0] }
  }

  /// The depth of a sublayer's bounds center in the transform layer's
  /// superlayer's space: larger is nearer the viewer; `-infinity` at or
  /// behind the eye, NaN treated as the farthest.
  ///
  /// - Parameters:
  ///   - properties: The sublayer's presentation values.
  ///   - toSuperlayer: The transform layer's sublayer space to its
  ///     superlayer's, in 3D.
  /// - Returns: The depth.
  static func depth(of properties: LayerProperties, in toSuperlayer: Transform3D) -> Double {
    let map = properties.transformToSuperlayer3D(superlayerSublayerTransform: toSuperlayer)
    let bounds = properties.bounds.standardized
    let x = bounds.midX
    let y = bounds.midY
    let z = x * map.m13 + y * map.m23 + map.m43
    let w = x * map.m14 + y * map.m24 + map.m44
    let depth = z / w
    return w > 0 && !depth.isNaN ? depth : -.infinity
  }
}
