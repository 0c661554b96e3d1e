import ZoetropeGraphics

// The shadow properties, forwarded into the out-of-line box (`extended`)
// so each is a writable key path that animations can use.
extension LayerProperties {
  /// The color of the layer's shadow; opaque black by default.
  ///
  /// Animatable. The shadow is drawn only while ``shadowOpacity`` is above 0.
  public var shadowColor: Color {
    get {
      extended.storage?.values.shadow.color ?? ExtendedLayerProperties.Values.defaults.shadow.color
    }
    set { extended.modify { $0.shadow.color = newValue } }
  }

  /// The opacity of the layer's shadow, in 0...1; 0 (no shadow) by default.
  ///
  /// Animatable. The shadow's color is ``shadowColor`` with its alpha
  /// multiplied by this value. A value outside 0...1 is clamped into it
  /// when drawn: silently while an animation overshoots, with one warning
  /// per layer when set directly (``Layer/shadowOpacity``); NaN counts as
  /// 0, with a warning when drawn.
  public var shadowOpacity: Double {
    get { extended.shadowOpacity }
    set { extended.modify { $0.shadow.opacity = newValue } }
  }

  /// How far the shadow is moved from the layer, in points of the layer's
  /// own coordinates; (0, -3) by default, as in Core Animation.
  ///
  /// Animatable. Zoetrope's y axis points down, as UIKit's does, so the
  /// default puts the shadow 3 points *above* the layer, exactly as
  /// `CALayer`'s default does on iOS (it was chosen for the Mac, whose y
  /// axis points up). Set `Size(width: 0, height: 3)` for a shadow below.
  /// A non-finite component counts as 0, with a warning when drawn.
  public var shadowOffset: Size {
    get {
      extended.storage?.values.shadow.offset
        ?? ExtendedLayerProperties.Values.defaults.shadow.offset
    }
    set { extended.modify { $0.shadow.offset = newValue } }
  }

  /// The blur radius of the layer's shadow, in points; 3 by default, 0 for
  /// a hard-edged shadow exactly the shape of the layer.
  ///
  /// Animatable. The blur is a Gaussian of standard deviation equal to the
  /// radius, approximated by three box blurs, reaching about three radii
  /// beyond the shape. A NaN radius counts as 3, a negative one as 0, and
  /// one above ``LayerProperties/maximumShadowRadius`` as that, each with a
  /// warning when drawn.
  public var shadowRadius: Double {
    get {
      extended.storage?.values.shadow.radius
        ?? ExtendedLayerProperties.Values.defaults.shadow.radius
    }
    set { extended.modify { $0.shadow.radius = newValue } }
  }

  /// The shape of the layer's shadow, in the layer's bounds coordinates,
  /// filled with the non-zero rule; `nil` by default, when the shadow
  /// follows the alpha of the layer's own paints and its sublayers.
  ///
  /// Animatable with explicit animations (point by point between paths of
  /// the same elements); as in Core Animation, changing it does not
  /// animate implicitly. A path with a non-finite point casts no shadow,
  /// with a warning when drawn.
  public var shadowPath: Path? {
    get {
      extended.storage?.values.shadow.path ?? ExtendedLayerProperties.Values.defaults.shadow.path
    }
    set { extended.modify { $0.shadow.path = newValue } }
  }

  /// The largest ``shadowRadius`` drawn, in points: 256.
  ///
  /// A larger radius is drawn as this one, with a warning, so a stray
  /// value cannot make a giant shadow bitmap.
  public static let maximumShadowRadius = 256.0
}
