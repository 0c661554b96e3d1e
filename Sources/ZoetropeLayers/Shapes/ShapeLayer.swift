import ZoetropeAnimation
import ZoetropeGraphics

/// A layer that fills and strokes a path: Core Animation's `CAShapeLayer`.
///
/// The path is in the layer's bounds coordinates. The fill is drawn first,
/// then the stroke, above the background and contents and below the
/// sublayers. As in Core Animation the path may reach outside the bounds,
/// which are often empty (the path is then drawn about the layer's
/// position), unless ``Layer/masksToBounds`` clips it.
///
/// ```swift
/// let ring = ShapeLayer()
/// ring.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
/// ring.path = Path(ellipseIn: Rect(x: 10, y: 10, width: 80, height: 80))
/// ring.fillColor = .clear
/// ring.strokeColor = .systemBlue
/// ring.lineWidth = 6
/// let draw = BasicAnimation(keyPath: \.strokeEnd, from: 0, to: 1)
/// draw.duration = 1
/// ring.add(draw, forKey: "draw")
/// ```
///
/// ``path``, ``fillColor``, ``strokeColor``, ``lineWidth``, ``miterLimit``,
/// ``lineDashPhase``, ``strokeStart`` and ``strokeEnd`` are animatable, under
/// Core Animation's names (`"path"`, `"strokeEnd"`, …), and animate
/// implicitly like other layer properties. A path animates point by point
/// between paths with the same elements; between paths of different shapes
/// it switches at the halfway point (see `Path.interpolated(to:progress:)`).
///
/// The values live in ``LayerProperties`` (``LayerProperties/strokeEnd``
/// and so on), so animations name them with key paths such as
/// `\.strokeEnd`. A change redraws only this layer's backing store.
///
/// Bad input, each with one warning when drawn: a line width or miter limit
/// that is negative or not finite draws with the default (1 and 10); dash
/// lengths that are negative or not finite, or all zero, draw a solid
/// line; a stroke start or end that is NaN counts as the default, and a
/// start past the end strokes nothing; a path with a non-finite point draws
/// nothing. A stroke start or end outside 0...1 is clamped into it: silently
/// while an animation (a spring) overshoots, as in Core Animation, and with
/// one warning per layer and property when set directly.
open class ShapeLayer: Layer {
  /// The outline to fill and stroke, in bounds coordinates; empty by default.
  ///
  /// Animatable.
  public var path: Path {
    get { model.path }
    set {
      let old = model.path
      model.path = newValue
      didChangeValue(from: old, to: newValue, for: \.path, named: "path")
    }
  }

  /// The color filling the path; black by default, `Color.clear` for no fill.
  ///
  /// Animatable.
  public var fillColor: Color {
    get { model.fillColor }
    set {
      let old = model.fillColor
      model.fillColor = newValue
      didChangeValue(from: old, to: newValue, for: \.fillColor, named: "fillColor")
    }
  }

  /// Which points the fill covers where the path crosses itself; ``FillRule/nonZero`` by default.
  ///
  /// Not animatable.
  public var fillRule: FillRule {
    get { model.fillRule }
    set {
      model.fillRule = newValue
      changeCount &+= 1
    }
  }

  /// Whether the renderer's coverage rasterizer draws the layer's store.
  ///
  /// The fill and stroke are then drawn into the backing store by
  /// exact-area antialiasing, in C, instead of by Cairo: faster, and
  /// within a few levels of Cairo's pixels at the edges but not byte for
  /// byte, so only Lottie layers, which are compared with rlottie rather
  /// than with Cairo's goldens, ask for it. Dashed and trimmed strokes are
  /// still Cairo's. `false` by default; not animatable.
  ///
  /// `final`, so that it adds no entry to the class's table of overridable
  /// members (modules built against the table before it need no rebuild).
  package final var usesCoverageRasterizer: Bool {
    get { model.usesCoverageRasterizer }
    set {
      model.usesCoverageRasterizer = newValue
      changeCount &+= 1
    }
  }

  /// Whether the renderer draws the fill and stroke straight into the
  /// frame every frame rather than into a backing store.
  ///
  /// It draws them with the layer's full transform: for a shape whose path changes
  /// from frame to frame (Lottie sets it on a shape whose path animates),
  /// whose store would be drawn, scanned and composited for one frame.
  /// Only with ``usesCoverageRasterizer``; where the layer's paint cannot
  /// be drawn so (a trimmed or dashed stroke, a translucent layer that
  /// both fills and strokes), the store is drawn as before. A property
  /// of the layer, not of its history, so a frame's pixels are the same
  /// however it was reached (played or scrubbed). `false` by default;
  /// not animatable.
  package final var drawsShapeDirectly: Bool {
    get { model.drawsShapeDirectly }
    set {
      model.drawsShapeDirectly = newValue
      changeCount &+= 1
    }
  }

  /// Whether the fill is painted over the stroke, hiding the stroke's
  /// inner half, instead of the stroke over the fill as
  /// `CAShapeLayer` paints them.
  ///
  /// Lottie sets it on a layer that paints a group's fill and stroke
  /// together when the fill is listed above the stroke, so that one
  /// layer (one backing store, one composite) draws what two did.
  /// `false` by default; not animatable.
  package final var drawsFillOverStroke: Bool {
    get { model.drawsFillOverStroke }
    set {
      model.drawsFillOverStroke = newValue
      changeCount &+= 1
    }
  }

  /// The color of the stroke; `Color.clear` (no stroke) by default.
  ///
  /// Animatable.
  public var strokeColor: Color {
    get { model.strokeColor }
    set {
      let old = model.strokeColor
      model.strokeColor = newValue
      didChangeValue(from: old, to: newValue, for: \.strokeColor, named: "strokeColor")
    }
  }

  /// The width of the stroke, in points, centred on the path; 1 by default.
  ///
  /// Animatable.
  public var lineWidth: Double {
    get { model.lineWidth }
    set {
      let old = model.lineWidth
      model.lineWidth = newValue
      didChangeValue(from: old, to: newValue, for: \.lineWidth, named: "lineWidth")
    }
  }

  /// How the open ends of the stroke are drawn; ``LineCap/butt`` by default.
  ///
  /// Not animatable.
  public var lineCap: LineCap {
    get { model.lineCap }
    set {
      model.lineCap = newValue
      changeCount &+= 1
    }
  }

  /// How the stroke's corners are drawn; ``LineJoin/miter`` by default.
  ///
  /// Not animatable.
  public var lineJoin: LineJoin {
    get { model.lineJoin }
    set {
      model.lineJoin = newValue
      changeCount &+= 1
    }
  }

  /// The longest miter, in line widths, before a mitered corner is bevelled; 10 by default.
  ///
  /// Animatable.
  public var miterLimit: Double {
    get { model.miterLimit }
    set {
      let old = model.miterLimit
      model.miterLimit = newValue
      didChangeValue(from: old, to: newValue, for: \.miterLimit, named: "miterLimit")
    }
  }

  /// The lengths of the stroke's dashes and gaps, in points, alternating from a dash; empty (a
  /// solid line) by default.
  ///
  /// Not animatable.
  public var lineDashPattern: [Double] {
    get { model.lineDashPattern }
    set {
      model.lineDashPattern = newValue
      changeCount &+= 1
    }
  }

  /// How far into the dash pattern the stroke starts, in points; 0 by default.
  ///
  /// Animatable (marching ants).
  public var lineDashPhase: Double {
    get { model.lineDashPhase }
    set {
      let old = model.lineDashPhase
      model.lineDashPhase = newValue
      didChangeValue(from: old, to: newValue, for: \.lineDashPhase, named: "lineDashPhase")
    }
  }

  /// Where the stroke starts, as a fraction of the length of the whole path (all its subpaths,
  /// curves measured flattened), in 0...1; 0 by default.
  ///
  /// Animatable.
  public var strokeStart: Double {
    get { model.strokeStart }
    set {
      let old = model.strokeStart
      model.strokeStart = newValue
      checkUnitRange(newValue, of: .strokeStart)
      didChangeValue(from: old, to: newValue, for: \.strokeStart, named: "strokeStart")
    }
  }

  /// Where the stroke ends, as a fraction of the length of the whole path, in 0...1; 1 by default.
  ///
  /// Animatable: from 0 to 1 it draws the path.
  public var strokeEnd: Double {
    get { model.strokeEnd }
    set {
      let old = model.strokeEnd
      model.strokeEnd = newValue
      checkUnitRange(newValue, of: .strokeEnd)
      didChangeValue(from: old, to: newValue, for: \.strokeEnd, named: "strokeEnd")
    }
  }

  /// Creates a shape layer with an empty path and Core Animation's
  /// default shape and layer values.
  public override init() {
    super.init()
  }

  /// Creates a copy of another layer's model values (its shape values
  /// among them), name, actions and drawing (see ``Layer/init(layer:)``).
  ///
  /// - Parameter layer: The layer to copy.
  public required init(layer: Layer) {
    super.init(layer: layer)
  }
}
