import CCairo
import CCompositor
import ZoetropeGraphics
import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Drawing a shape layer's path from its presentation values.
extension Renderer {
  /// The rectangle, in a layer's bounds coordinates, that its backing store
  /// of text, drawing, shape or gradient covers; `nil` when it has none or
  /// nowhere to draw it.
  ///
  /// That is the bounds, except for a shape layer that does not mask to
  /// its bounds: its path may overflow them as in Core Animation (a shape
  /// layer's bounds are often empty), so its store covers the bounds (when
  /// they have an area) and the path's outline with the stroke's reach.
  static func contentRect(of layer: RenderLayer) -> Rect? {
    // `hasContent` and `contentKind`: this runs for every layer of every
    // frame, and a copy of the content costs more than the rest.
    guard layer.hasContent else { return nil }
    let bounds = layer.properties.bounds.standardized
    let hasArea = bounds.width > 0 && bounds.height > 0
    guard layer.contentKind == .shape, !layer.properties.masksToBounds else {
      return hasArea ? bounds : nil
    }
    guard let extent = shapeExtent(layer.properties) else { return hasArea ? bounds : nil }
    return hasArea ? bounds.union(extent) : extent
  }

  /// The largest extent of a shape's store, in points on each side: a
  /// shape reaching further is cut there, so a stray point cannot make a
  /// huge surface.
  static let maximumShapeExtent = 16_384.0

  /// The smallest and largest coordinates of a path's points, control
  /// points included, or `nil` for a path without points.
  ///
  /// The box they make holds the curves (each lies in the hull of its
  /// control points): one pass, no flattening, for a value read several
  /// times a frame. Coordinates may be infinite or NaN; callers check.
  static func pointExtremes(of path: Path) -> (
    minX: Double, minY: Double, maxX: Double, maxY: Double
  )? {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var hasPoints = false
    func add(_ point: Point) {
      hasPoints = true
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point): add(point)
      case .quadCurve(let point, let control):
        add(point)
        add(control)
      case .curve(let point, let control1, let control2):
        add(point)
        add(control1)
        add(control2)
      case .closeSubpath: break
      }
    }
    return hasPoints ? (minX, minY, maxX, maxY) : nil
  }

  /// Where a shape's fill and stroke may paint, in bounds coordinates.
  ///
  /// That is the box of the path's points and control points, outset by
  /// the stroke's reach (half the line width times the miter limit for
  /// mitered joins, times √2 for square caps) and a point for
  /// antialiasing, clamped to ``maximumShapeExtent``; `nil` for an empty
  /// or non-finite path.
  static func shapeExtent(_ properties: LayerProperties) -> Rect? {
    guard let extremes = pointExtremes(of: properties.path) else { return nil }
    let (minX, minY, maxX, maxY) = extremes
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    var reach = 1.0
    if properties.strokeColor.alpha > 0 {
      let width = properties.lineWidth
      let halfWidth = width.isFinite && width >= 0 ? width / 2 : 0.5
      let limit = properties.miterLimit
      let miter =
        properties.lineJoin == .miter ? (limit.isFinite && limit >= 1 ? limit : 10) : 1
      reach += halfWidth * max(miter, 2.0.squareRoot())
    }
    // Whole points, so that a store under a whole-point translation lands
    // pixel for pixel (a fractional origin would be resampled, blurring
    // every edge).
    let limit = maximumShapeExtent
    let left = max((minX - reach).rounded(.down), -limit)
    let top = max((minY - reach).rounded(.down), -limit)
    let right = min((maxX + reach).rounded(.up), limit)
    let bottom = min((maxY + reach).rounded(.up), limit)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Fills and strokes a ``ShapeLayer``'s path on a `cairo_t` whose user
  /// space is the layer's bounds coordinates: the fill, then the stroke
  /// (the other way round for a layer that draws its fill over its
  /// stroke), trimmed to ``LayerProperties/strokeStart``...``LayerProperties/strokeEnd``.
  ///
  /// Bad values are handled as ``ShapeLayer`` documents (one warning each).
  ///
  /// - Parameters:
  ///   - properties: The layer's presentation values.
  ///   - cairo: Where Cairo draws.
  ///   - alpha: What the fill's and the stroke's colours are multiplied
  ///     by (a ``PlanShape``'s alpha: it paints one of them, or is opaque).
  ///   - raster: Where the coverage rasterizer writes instead of Cairo:
  ///     by default the `cairo_t`'s surface when it may
  ///     (``ShapeRasterTarget/init(_:)``) for a layer that uses it; a part
  ///     it declines is drawn by Cairo on `cairo`.
  static func drawShape(
    _ properties: LayerProperties, on cairo: OpaquePointer, alpha: Double = 1,
    raster: ShapeRasterTarget? = nil
  ) {
    let path = properties.path
    guard !path.isEmpty else { return }
    guard isFinite(path) else {
      zoetropeWarning("Shape layer path has a non-finite point; nothing is drawn")
      return
    }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    // A backing store's pixels are written by the coverage rasterizer.
    let target =
      raster ?? (properties.usesCoverageRasterizer ? ShapeRasterTarget(cairo) : nil)
    let rasterPath = target.map { _ in ShapeRasterPath(path) }
    if properties.drawsFillOverStroke {
      drawStroke(properties, path, on: cairo, alpha: alpha, target: target, rasterPath: rasterPath)
      drawFill(properties, path, on: cairo, alpha: alpha, target: target, rasterPath: rasterPath)
    } else {
      drawFill(properties, path, on: cairo, alpha: alpha, target: target, rasterPath: rasterPath)
      drawStroke(properties, path, on: cairo, alpha: alpha, target: target, rasterPath: rasterPath)
    }
  }

  /// Fills a shape layer's path (see ``drawShape(_:on:alpha:raster:)``):
  /// by the coverage rasterizer when there is a target and it accepts
  /// the path, else by Cairo.
  private static func drawFill(
    _ properties: LayerProperties, _ path: Path, on cairo: OpaquePointer, alpha: Double,
    target: ShapeRasterTarget?, rasterPath: ShapeRasterPath?
  ) {
    let fillColor = faded(properties.fillColor, by: alpha)
    guard fillColor.alpha > 0 else { return }
    if let target, let rasterPath,
      target.fill(rasterPath, evenOdd: properties.fillRule == .evenOdd, color: fillColor)
    {
      return
    }
    cairoAppend(cairo, path)
    cairo_set_fill_rule(
      cairo,
      properties.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairoSetSource(cairo, fillColor)
    cairo_fill(cairo)
  }

  /// Strokes a shape layer's path, trimmed and dashed (see
  /// ``drawShape(_:on:alpha:raster:)``): by the coverage rasterizer when
  /// there is a target and the stroke is whole and plain, else by Cairo.
  private static func drawStroke(
    _ properties: LayerProperties, _ path: Path, on cairo: OpaquePointer, alpha: Double,
    target: ShapeRasterTarget?, rasterPath: ShapeRasterPath?
  ) {
    let strokeColor = faded(properties.strokeColor, by: alpha)
    guard strokeColor.alpha > 0 else { return }
    let lineWidth = GraphicsState.validLineWidth(properties.lineWidth)
    guard lineWidth > 0 else { return }
    let range = strokeRange(start: properties.strokeStart, end: properties.strokeEnd)
    guard range.start < range.end else { return }
    let dash = GraphicsState.validLineDash(
      phase: properties.lineDashPhase, lengths: properties.lineDashPattern)
    if let target, let rasterPath, range.start == 0, range.end == 1, dash.lengths.isEmpty,
      target.stroke(
        rasterPath, style: strokeStyle(properties, width: lineWidth), color: strokeColor)
    {
      return
    }
    if range.start == 0 && range.end == 1 {
      cairoAppend(cairo, path)
    } else {
      appendTrimmed(path, from: range.start, to: range.end, on: cairo)
    }
    cairo_set_line_width(cairo, lineWidth)
    let cap: cairo_line_cap_t =
      switch properties.lineCap {
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      default: CAIRO_LINE_CAP_BUTT
      }
    let join: cairo_line_join_t =
      switch properties.lineJoin {
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      default: CAIRO_LINE_JOIN_MITER
      }
    cairo_set_line_cap(cairo, cap)
    cairo_set_line_join(cairo, join)
    cairo_set_miter_limit(cairo, validMiterLimit(properties.miterLimit))
    dash.lengths.withUnsafeBufferPointer { lengths in
      cairo_set_dash(cairo, lengths.baseAddress, Int32(lengths.count), dash.phase)
    }
    cairoSetSource(cairo, strokeColor)
    cairo_stroke(cairo)
  }

  /// `color` with its alpha multiplied by `alpha` (clamped to 0...1).
  static func faded(_ color: Color, by alpha: Double) -> Color {
    guard alpha != 1 else { return color }
    return color.withAlphaComponent(color.alpha * (alpha.isNaN ? 0 : min(max(alpha, 0), 1)))
  }

  /// The rasterizer's stroke style of a shape layer's stroke of a valid
  /// `width`.
  static func strokeStyle(_ properties: LayerProperties, width: Double) -> ZTStrokeStyle {
    ZTStrokeStyle(
      width: width,
      cap: Int32(
        properties.lineCap == .round
          ? ZT_CAP_ROUND : properties.lineCap == .square ? ZT_CAP_SQUARE : ZT_CAP_BUTT),
      join: Int32(
        properties.lineJoin == .round
          ? ZT_JOIN_ROUND : properties.lineJoin == .bevel ? ZT_JOIN_BEVEL : ZT_JOIN_MITER),
      miterLimit: validMiterLimit(properties.miterLimit))
  }

  /// A miter limit that is negative or not finite becomes 10, with a
  /// warning; below 1 it is 1 (the smallest that means anything).
  static func validMiterLimit(_ limit: Double) -> Double {
    guard limit.isFinite, limit >= 0 else {
      zoetropeWarning("Miter limit \(limit) is not finite and non-negative; using 10")
      return 10
    }
    return max(limit, 1)
  }

  /// The stroke's start and end fractions, made valid.
  ///
  /// NaN becomes the default (0 or 1), with a warning; values outside
  /// 0...1 are clamped into it silently, as Core Animation clamps a spring
  /// that overshoots (a value set directly was warned about once, by the
  /// layer). A start past the end is returned as it is (it strokes
  /// nothing, as in Core Animation, without a warning: animations pass
  /// through it).
  static func strokeRange(start: Double, end: Double) -> (start: Double, end: Double) {
    func valid(_ value: Double, _ name: String, default fallback: Double) -> Double {
      if value.isNaN {
        zoetropeWarning("Shape layer \(name) is NaN; using \(fallback)")
        return fallback
      }
      return min(max(value, 0), 1)
    }
    return (valid(start, "strokeStart", default: 0), valid(end, "strokeEnd", default: 1))
  }

  /// Replaces Cairo's current path with the part of `path` between two
  /// fractions of its whole length (all subpaths in order, curves
  /// flattened to measure and draw).
  ///
  /// A closed subpath that lies wholly inside the range stays closed; one
  /// cut by it becomes an open polyline.
  static func appendTrimmed(
    _ path: Path, from start: Double, to end: Double, on cairo: OpaquePointer
  ) {
    cairo_new_path(cairo)
    let polylines = path.flattened()
    var total = 0.0
    for polyline in polylines {
      for (a, b) in zip(polyline, polyline.dropFirst()) {
        total += hypot(b.x - a.x, b.y - a.y)
      }
    }
    guard total > 0, total.isFinite else { return }
    let from = start * total
    let to = end * total
    var covered = 0.0
    for polyline in polylines {
      var length = 0.0
      for (a, b) in zip(polyline, polyline.dropFirst()) {
        length += hypot(b.x - a.x, b.y - a.y)
      }
      defer { covered += length }
      guard covered + length > from, covered < to, length > 0 else { continue }
      let isClosed = polyline.count > 2 && polyline.first == polyline.last
      if isClosed, covered >= from, covered + length <= to {
        for (index, point) in polyline.dropLast().enumerated() {
          if index == 0 {
            cairo_move_to(cairo, point.x, point.y)
          } else {
            cairo_line_to(cairo, point.x, point.y)
          }
        }
        cairo_close_path(cairo)
        continue
      }
      var position = covered
      var isDrawing = false
      for (a, b) in zip(polyline, polyline.dropFirst()) {
        let step = hypot(b.x - a.x, b.y - a.y)
        defer { position += step }
        guard step > 0, position + step > from, position < to else { continue }
        func point(at distance: Double) -> Point {
          let t = min(max((distance - position) / step, 0), 1)
          return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !isDrawing {
          let first = point(at: max(from, position))
          cairo_move_to(cairo, first.x, first.y)
          isDrawing = true
        }
        let last = point(at: min(to, position + step))
        cairo_line_to(cairo, last.x, last.y)
      }
    }
  }
}
