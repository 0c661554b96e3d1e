import ZoetropeAnimation
import ZoetropeGraphics

// The shadow's model properties, with implicit animations like the others.
extension Layer {
  /// The color of the layer's shadow; opaque black by default.
  ///
  /// Animatable (see ``LayerProperties/shadowColor``).
  public var shadowColor: Color {
    get { model.shadowColor }
    set {
      let old = model.shadowColor
      model.shadowColor = newValue
      didChangeValue(from: old, to: newValue, for: \.shadowColor, named: "shadowColor")
    }
  }

  /// The opacity of the layer's shadow, in 0...1; 0 (no shadow) by default.
  ///
  /// Animatable (see ``LayerProperties/shadowOpacity``).
  public var shadowOpacity: Double {
    get { model.shadowOpacity }
    set {
      let old = model.shadowOpacity
      model.shadowOpacity = newValue
      checkUnitRange(newValue, of: .shadowOpacity)
      didChangeValue(from: old, to: newValue, for: \.shadowOpacity, named: "shadowOpacity")
    }
  }

  /// How far the shadow is moved from the layer, in points; (0, -3) by
  /// default, which with Zoetrope's downward y axis is 3 points up, as on
  /// iOS.
  ///
  /// Animatable (see ``LayerProperties/shadowOffset``).
  public var shadowOffset: Size {
    get { model.shadowOffset }
    set {
      let old = model.shadowOffset
      model.shadowOffset = newValue
      didChangeValue(from: old, to: newValue, for: \.shadowOffset, named: "shadowOffset")
    }
  }

  /// The blur radius of the layer's shadow, in points; 3 by default.
  ///
  /// Animatable (see ``LayerProperties/shadowRadius``).
  public var shadowRadius: Double {
    get { model.shadowRadius }
    set {
      let old = model.shadowRadius
      model.shadowRadius = newValue
      didChangeValue(from: old, to: newValue, for: \.shadowRadius, named: "shadowRadius")
    }
  }

  /// The shape of the layer's shadow in its bounds coordinates, or `nil`
  /// (the default) for a shadow that follows the layer's alpha.
  ///
  /// Animatable with explicit animations (key path `\.shadowPath`, name
  /// `"shadowPath"`); as in Core Animation a change does not animate
  /// implicitly.
  public var shadowPath: Path? {
    get { model.shadowPath }
    set {
      model.shadowPath = newValue
      changeCount &+= 1
    }
  }
}
