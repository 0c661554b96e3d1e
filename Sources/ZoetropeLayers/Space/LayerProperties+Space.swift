import ZoetropeGraphics

// The 3D values, forwarded into the out-of-line box (`extended`) so each
// is a writable key path that animations can use, and a layer without
// them pays nothing.
extension LayerProperties {
  /// The layer's 3D transform, applied about its anchor point after the
  /// 2D ``transform``; the identity by default.
  ///
  /// Animatable (by 3D decomposition, see ``/ZoetropeGraphics/Transform3D``). Core
  /// Animation's `transform` is one 4 × 4 matrix whose 2D part is
  /// `affineTransform()`; Zoetrope keeps the 2D ``transform`` that views
  /// and most apps set (small enough to copy for every layer every
  /// frame) and adds this one out of line. The layer's whole transform is
  /// `Transform3D(transform).concatenating(transform3D)`, so an app that
  /// sets only one of them gets Core Animation's result exactly. A
  /// transform with a non-finite entry is replaced by the model's when
  /// presented.
  public var transform3D: Transform3D {
    get {
      extended.storage?.values.space.transform
        ?? ExtendedLayerProperties.Values.defaults.space.transform
    }
    set { extended.modify { $0.space.transform = newValue } }
  }

  /// A transform applied to the sublayers, about this layer's anchor
  /// point, before they are flattened into its plane; the identity by
  /// default.
  ///
  /// Animatable. The usual use is perspective: set `m34` to `-1 / d` and
  /// sublayers turned in 3D foreshorten as seen from `d` points away.
  public var sublayerTransform: Transform3D {
    get {
      extended.storage?.values.space.sublayerTransform
        ?? ExtendedLayerProperties.Values.defaults.space.sublayerTransform
    }
    set { extended.modify { $0.space.sublayerTransform = newValue } }
  }

  /// The z component of the anchor point, in points; 0 by default.
  ///
  /// Animatable. The layer turns about the point (anchor, anchorPointZ);
  /// a non-finite value counts as 0 when presented.
  public var anchorPointZ: Double {
    get {
      extended.storage?.values.space.anchorPointZ
        ?? ExtendedLayerProperties.Values.defaults.space.anchorPointZ
    }
    set { extended.modify { $0.space.anchorPointZ = newValue } }
  }

  /// Whether the layer is drawn when its back faces the viewer; `true`
  /// by default.
  ///
  /// A layer that is not double-sided disappears, with its sublayers,
  /// once it turns past edge-on (its plane's image on the screen is
  /// mirrored), as in Core Animation: the back of a flipping card.
  public var isDoubleSided: Bool {
    get {
      extended.storage?.values.space.isDoubleSided
        ?? ExtendedLayerProperties.Values.defaults.space.isDoubleSided
    }
    set { extended.modify { $0.space.isDoubleSided = newValue } }
  }

  /// Whether the layer is a ``TransformLayer`` (see there): it has no
  /// plane, and its sublayers are placed in its superlayer's 3D space.
  package var isTransformLayer: Bool {
    get { extended.storage?.values.space.isTransformLayer ?? false }
    set {
      guard newValue != isTransformLayer else { return }
      extended.modify { $0.space.isTransformLayer = newValue }
    }
  }

  /// Whether the layer has 3D values other than the defaults, known
  /// without a call when it has no out-of-line values at all.
  @inlinable package var hasSpace: Bool {
    !extended.isEmpty && extended.hasSpace
  }
}

extension ExtendedLayerProperties {
  /// The 3D values, with `CALayer`'s defaults.
  struct Space: Hashable, Sendable {
    var transform = Transform3D.identity
    var sublayerTransform = Transform3D.identity
    var anchorPointZ: Double = 0
    var isDoubleSided = true
    /// Whether the layer is a ``TransformLayer``: its sublayers share its
    /// superlayer's 3D space instead of being flattened into its plane.
    var isTransformLayer = false

    /// The defaults.
    static let defaults = Space()
  }

  /// Whether any 3D value differs from its default.
  @usableFromInline var hasSpace: Bool {
    guard let storage else { return false }
    return storage.values.space != Space.defaults
  }
}

extension LayerProperties {
  /// The sublayer transform as the sublayers see it: applied about the
  /// anchor point (and ``anchorPointZ``), in the bounds coordinates; `nil`
  /// for the identity (nearly every layer).
  package var sublayerTransformAboutAnchor: Transform3D? {
    guard hasSpace, sublayerTransform != .identity else { return nil }
    let anchor = anchorPointInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchorPointZ)
      .concatenating(sublayerTransform)
      .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: anchorPointZ))
  }

  /// The map from the layer's bounds coordinates to its superlayer's, with
  /// its 3D transform flattened into the superlayer's plane, as Core
  /// Animation flattens it.
  ///
  /// In the row-vector convention: the move of the anchor point (with
  /// ``anchorPointZ``) to the origin, the 2D ``transform``, the
  /// ``transform3D``, the move to ``position`` (with ``zPosition``), then
  /// the superlayer's sublayer transform about its anchor point
  /// (`superlayerSublayerTransform`, from
  /// ``sublayerTransformAboutAnchor``). The result is a projective map of
  /// the plane written as a 4 × 4 transform that leaves z alone (its z row
  /// and column are the identity's), so its inverse and
  /// `Point.projected(by:)` work on it directly.
  ///
  /// - Parameter superlayerSublayerTransform: The superlayer's sublayer
  ///   transform about its anchor point, or `nil`.
  /// - Returns: The flattened map.
  package func flattenedTransformToSuperlayer(superlayerSublayerTransform: Transform3D?)
    -> Transform3D
  {
    Self.flattened(
      transformToSuperlayer3D(superlayerSublayerTransform: superlayerSublayerTransform))
  }

  /// A 3D map with z dropped, as layers are flattened into a plane.
  ///
  /// - Parameter map: The map.
  /// - Returns: The map with every term that reads or writes z cleared
  ///   (and `m33` 1).
  package static func flattened(_ map: Transform3D) -> Transform3D {
    var flat = map
    flat.m13 = 0
    flat.m23 = 0
    flat.m31 = 0
    flat.m32 = 0
    flat.m33 = 1
    flat.m34 = 0
    flat.m43 = 0
    return flat
  }

  /// The map from the layer's bounds coordinates to its superlayer's in
  /// 3D, before ``flattenedTransformToSuperlayer(superlayerSublayerTransform:)``
  /// drops z: what a ``TransformLayer`` passes on to its sublayers.
  ///
  /// - Parameter superlayerSublayerTransform: The superlayer's sublayer
  ///   transform about its anchor point, or `nil`.
  /// - Returns: The 4 × 4 map, in the row-vector convention.
  package func transformToSuperlayer3D(superlayerSublayerTransform: Transform3D?)
    -> Transform3D
  {
    let anchor = anchorPointInBounds
    var local = Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchorPointZ)
    if transform != .identity {
      local = local.concatenating(Transform3D(transform))
    }
    local = local.concatenating(transform3D)
      .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    if let superlayerSublayerTransform {
      local = local.concatenating(superlayerSublayerTransform)
    }
    return local
  }
}
