import ZoetropeGraphics

// The shape and gradient properties, forwarded into the out-of-line box
// (`extended`) so each is a writable key path that animations can use.
extension LayerProperties {
  /// The outline a ``ShapeLayer`` fills and strokes, in the layer's bounds coordinates; empty by
  /// default.
  ///
  /// Animatable (see ``ShapeLayer/path``).
  public var path: Path {
    get { extended.storage?.values.path ?? ExtendedLayerProperties.Values.defaults.path }
    set { extended.modify { $0.path = newValue } }
  }

  /// The color filling a ``ShapeLayer``'s path; black by default, `Color.clear` for no fill.
  ///
  /// Animatable.
  public var fillColor: Color {
    get { extended.storage?.values.fillColor ?? ExtendedLayerProperties.Values.defaults.fillColor }
    set { extended.modify { $0.fillColor = newValue } }
  }

  /// Which points a ``ShapeLayer``'s fill covers where the path crosses
  /// itself; ``FillRule/nonZero`` by default.
  public var fillRule: FillRule {
    get { extended.storage?.values.fillRule ?? ExtendedLayerProperties.Values.defaults.fillRule }
    set { extended.modify { $0.fillRule = newValue } }
  }

  /// Whether a ``ShapeLayer``'s backing store is drawn by the renderer's
  /// coverage rasterizer rather than by Cairo (see ``ShapeLayer``'s
  /// property of the same name); `false` by default.
  package var usesCoverageRasterizer: Bool {
    get {
      extended.storage?.values.usesCoverageRasterizer
        ?? ExtendedLayerProperties.Values.defaults.usesCoverageRasterizer
    }
    set { extended.modify { $0.usesCoverageRasterizer = newValue } }
  }

  /// Whether a ``ShapeLayer`` is drawn straight into the frame rather
  /// than from a backing store (see ``ShapeLayer``'s property of the same
  /// name); `false` by default.
  package var drawsShapeDirectly: Bool {
    get { extended.storage?.values.drawsShapeDirectly ?? false }
    set { extended.modify { $0.drawsShapeDirectly = newValue } }
  }

  /// Whether a ``ShapeLayer`` paints its fill over its stroke rather
  /// than its stroke over its fill (see ``ShapeLayer``'s property of the
  /// same name); `false` by default.
  package var drawsFillOverStroke: Bool {
    get { extended.storage?.values.drawsFillOverStroke ?? false }
    set { extended.modify { $0.drawsFillOverStroke = newValue } }
  }

  /// The color of a ``ShapeLayer``'s stroke; `Color.clear` (no stroke) by default.
  ///
  /// Animatable.
  public var strokeColor: Color {
    get {
      extended.storage?.values.strokeColor ?? ExtendedLayerProperties.Values.defaults.strokeColor
    }
    set { extended.modify { $0.strokeColor = newValue } }
  }

  /// The width of a ``ShapeLayer``'s stroke, in points; 1 by default.
  ///
  /// Animatable.
  public var lineWidth: Double {
    get { extended.storage?.values.lineWidth ?? ExtendedLayerProperties.Values.defaults.lineWidth }
    set { extended.modify { $0.lineWidth = newValue } }
  }

  /// How the open ends of a ``ShapeLayer``'s stroke are drawn;
  /// ``LineCap/butt`` by default.
  public var lineCap: LineCap {
    get { extended.storage?.values.lineCap ?? ExtendedLayerProperties.Values.defaults.lineCap }
    set { extended.modify { $0.lineCap = newValue } }
  }

  /// How the corners of a ``ShapeLayer``'s stroke are drawn;
  /// ``LineJoin/miter`` by default.
  public var lineJoin: LineJoin {
    get { extended.storage?.values.lineJoin ?? ExtendedLayerProperties.Values.defaults.lineJoin }
    set { extended.modify { $0.lineJoin = newValue } }
  }

  /// The longest miter, in line widths, before a corner is bevelled; 10 by default.
  ///
  /// Animatable.
  public var miterLimit: Double {
    get {
      extended.storage?.values.miterLimit ?? ExtendedLayerProperties.Values.defaults.miterLimit
    }
    set { extended.modify { $0.miterLimit = newValue } }
  }

  /// The lengths of the dashes and gaps of a ``ShapeLayer``'s stroke, in
  /// points, alternating from a dash; empty (a solid line) by default.
  public var lineDashPattern: [Double] {
    get {
      extended.storage?.values.lineDashPattern
        ?? ExtendedLayerProperties.Values.defaults.lineDashPattern
    }
    set { extended.modify { $0.lineDashPattern = newValue } }
  }

  /// How far into the dash pattern the stroke starts, in points; 0 by default.
  ///
  /// Animatable.
  public var lineDashPhase: Double {
    get {
      extended.storage?.values.lineDashPhase
        ?? ExtendedLayerProperties.Values.defaults.lineDashPhase
    }
    set { extended.modify { $0.lineDashPhase = newValue } }
  }

  /// Where a ``ShapeLayer``'s stroke starts, as a fraction of the whole path's length, in 0...1; 0
  /// by default.
  ///
  /// Animatable.
  public var strokeStart: Double {
    get {
      extended.storage?.values.strokeStart ?? ExtendedLayerProperties.Values.defaults.strokeStart
    }
    set { extended.modify { $0.strokeStart = newValue } }
  }

  /// Where a ``ShapeLayer``'s stroke ends, as a fraction of the whole path's length, in 0...1; 1 by
  /// default.
  ///
  /// Animatable.
  public var strokeEnd: Double {
    get { extended.storage?.values.strokeEnd ?? ExtendedLayerProperties.Values.defaults.strokeEnd }
    set { extended.modify { $0.strokeEnd = newValue } }
  }

  /// The shape of a ``GradientLayer``'s gradient; ``GradientType/axial``
  /// by default.
  public var gradientType: GradientType {
    get {
      extended.storage?.values.gradientType ?? ExtendedLayerProperties.Values.defaults.gradientType
    }
    set { extended.modify { $0.gradientType = newValue } }
  }

  /// The colors of a ``GradientLayer``'s gradient, in order; empty (no gradient) by default.
  ///
  /// Animatable.
  public var colors: [Color] {
    get { extended.storage?.values.colors ?? ExtendedLayerProperties.Values.defaults.colors }
    set { extended.modify { $0.colors = newValue } }
  }

  /// Where each of ``colors`` sits along a ``GradientLayer``'s gradient, in 0...1; empty by
  /// default, which spaces the colors evenly.
  ///
  /// Animatable.
  public var locations: [Double] {
    get { extended.storage?.values.locations ?? ExtendedLayerProperties.Values.defaults.locations }
    set { extended.modify { $0.locations = newValue } }
  }

  /// Where a ``GradientLayer``'s gradient starts, in unit coordinates of the bounds; (0.5, 0), the
  /// middle of the top edge, by default.
  ///
  /// Animatable.
  public var startPoint: Point {
    get {
      extended.storage?.values.startPoint ?? ExtendedLayerProperties.Values.defaults.startPoint
    }
    set { extended.modify { $0.startPoint = newValue } }
  }

  /// Where a ``GradientLayer``'s gradient ends, in unit coordinates of the bounds; (0.5, 1), the
  /// middle of the bottom edge, by default.
  ///
  /// Animatable.
  public var endPoint: Point {
    get { extended.storage?.values.endPoint ?? ExtendedLayerProperties.Values.defaults.endPoint }
    set { extended.modify { $0.endPoint = newValue } }
  }

  /// Where a radial ``GradientLayer``'s gradient is focused, in unit
  /// coordinates of the bounds; `nil` (the default, Core Animation's only
  /// kind) focuses it on ``startPoint``, its centre.
  ///
  /// A Zoetrope extension for Lottie's radial gradient highlights, as an
  /// SVG `radialGradient`'s `fx` and `fy`: location 0 is at the focal
  /// point, location 1 on the gradient's ellipse, and each location
  /// between them on the ellipse scaled towards the focal point (a
  /// two-circle gradient from a circle of radius 0). A focal point on or
  /// outside the ellipse is drawn at 0.99 of the way from the centre
  /// (lottie-web's limit). Other gradient types ignore it.
  package var gradientFocalPoint: Point? {
    get {
      extended.storage?.values.gradientFocalPoint
        ?? ExtendedLayerProperties.Values.defaults.gradientFocalPoint
    }
    set { extended.modify { $0.gradientFocalPoint = newValue } }
  }
}
