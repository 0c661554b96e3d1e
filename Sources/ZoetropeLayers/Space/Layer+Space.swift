import ZoetropeAnimation
import ZoetropeGraphics

// The 3D model properties, with implicit animations like the others.
extension Layer {
  /// The layer's 3D transform, applied about its anchor point after the 2D
  /// ``transform``; the identity by default.
  ///
  /// Animatable (key path `\.transform3D`, name `"transform3D"`; see
  /// ``LayerProperties/transform3D`` for how it combines with
  /// ``transform``).
  public var transform3D: Transform3D {
    get { model.transform3D }
    set {
      let old = model.transform3D
      model.transform3D = newValue
      didChangeValue(from: old, to: newValue, for: \.transform3D, named: "transform3D")
    }
  }

  /// A transform applied to the sublayers about the anchor point before
  /// they are flattened into this layer; the identity by default.
  ///
  /// Set its `m34` to `-1 / d` for perspective.
  ///
  /// Animatable (see ``LayerProperties/sublayerTransform``).
  public var sublayerTransform: Transform3D {
    get { model.sublayerTransform }
    set {
      let old = model.sublayerTransform
      model.sublayerTransform = newValue
      didChangeValue(
        from: old, to: newValue, for: \.sublayerTransform, named: "sublayerTransform")
    }
  }

  /// The z component of the anchor point, in points; 0 by default.
  ///
  /// Animatable (see ``LayerProperties/anchorPointZ``).
  public var anchorPointZ: Double {
    get { model.anchorPointZ }
    set {
      let old = model.anchorPointZ
      model.anchorPointZ = newValue
      didChangeValue(from: old, to: newValue, for: \.anchorPointZ, named: "anchorPointZ")
    }
  }

  /// Whether the layer is drawn when its back faces the viewer; `true` by
  /// default.
  ///
  /// Not animatable (see ``LayerProperties/isDoubleSided``).
  public var isDoubleSided: Bool {
    get { model.isDoubleSided }
    set {
      model.isDoubleSided = newValue
      changeCount &+= 1
    }
  }
}
