import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// A ``GraphicsContext`` that draws with Cairo: what custom layer drawing
/// and ``ImageRenderer`` draw on.
///
/// The context draws on a `cairo_t` it does not own, whose user space at
/// creation is the initial user space (a layer's bounds coordinates, in
/// points); ``ctm`` is tracked on top of that, without the scale to
/// pixels. The state stack pairs each ``saveGState()`` with a
/// `cairo_save`, so the clip is saved and restored with the rest.
///
/// Bad input follows ``GraphicsContext``'s policy: state values are
/// validated by ``GraphicsState``'s shared rules, drawing with non-finite
/// geometry is skipped, and a transform that flattens space (determinant
/// 0) makes later drawing invisible until the state is restored, rather
/// than putting Cairo into its error state.
///
/// Limitations: gradient colors blend in premultiplied space (Cairo's),
/// which differs from straight-sRGB blending only where stops have
/// different alphas; a radial gradient drawn with exactly one of the two
/// extend options is cut at the end circle (or outside the start circle),
/// which is exact when the end circle contains the start circle.
@MainActor
final class CairoGraphicsContext: GraphicsContext {
  let bounds: Rect
  private let cairo: OpaquePointer
  private let images: ImageSurfaceCache
  private var state = GraphicsState()
  private var isFlattened = false
  private var savedStates: [(state: GraphicsState, isFlattened: Bool)] = []

  /// Creates a context drawing on a Cairo context.
  ///
  /// - Parameters:
  ///   - cairo: The `cairo_t`; its current user space is the context's
  ///     initial user space. The caller keeps ownership and must keep it
  ///     alive while the context is used.
  ///   - bounds: The drawing area in that space.
  ///   - images: Where image surfaces are cached.
  init(cairo: OpaquePointer, bounds: Rect, images: ImageSurfaceCache) {
    self.cairo = cairo
    self.bounds = bounds
    self.images = images
    cairo_set_miter_limit(cairo, 10)
  }

  var ctm: Transform { state.transform }

  var interpolationQuality: InterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }

  /// Restores every state still saved, so the `cairo_t` is left as it was
  /// given.
  func finish() {
    while !savedStates.isEmpty {
      restoreGState()
    }
  }

  func saveGState() {
    savedStates.append((state, isFlattened))
    cairo_save(cairo)
  }

  func restoreGState() {
    guard let saved = savedStates.popLast() else {
      zoetropeWarning("restoreGState() without a matching saveGState(); ignored")
      return
    }
    state = saved.state
    isFlattened = saved.isFlattened
    cairo_restore(cairo)
  }

  func concatenate(_ transform: Transform) {
    guard let transform = GraphicsState.validTransform(transform) else { return }
    state.transform = transform.concatenating(state.transform)
    guard !isFlattened else { return }
    if isUsableByCairo(transform) {
      var matrix = cairoMatrix(transform)
      cairo_transform(cairo, &matrix)
    } else {
      isFlattened = true
    }
  }

  func setFillColor(_ color: Color) { state.fillColor = color }

  func setStrokeColor(_ color: Color) { state.strokeColor = color }

  func setLineWidth(_ width: Double) { state.lineWidth = GraphicsState.validLineWidth(width) }

  func setLineCap(_ cap: LineCap) { state.lineCap = cap }

  func setLineJoin(_ join: LineJoin) { state.lineJoin = join }

  func setLineDash(phase: Double, lengths: [Double]) {
    let valid = GraphicsState.validLineDash(phase: phase, lengths: lengths)
    state.lineDashPhase = valid.phase
    state.lineDashLengths = valid.lengths
  }

  func setAlpha(_ alpha: Double) { state.alpha = GraphicsState.validAlpha(alpha) }

  func fill(_ path: Path, rule: FillRule) {
    guard !isFlattened, !path.isEmpty, isFinite(path) else { return }
    cairoAppend(cairo, path)
    setFillRule(rule)
    cairoSetSource(cairo, state.fillColor, alpha: state.alpha)
    cairo_fill(cairo)
  }

  func stroke(_ path: Path) {
    guard !isFlattened, !path.isEmpty, isFinite(path) else { return }
    cairoAppend(cairo, path)
    cairo_set_line_width(cairo, state.lineWidth)
    let cap: cairo_line_cap_t =
      switch state.lineCap {
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      default: CAIRO_LINE_CAP_BUTT
      }
    let join: cairo_line_join_t =
      switch state.lineJoin {
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      default: CAIRO_LINE_JOIN_MITER
      }
    cairo_set_line_cap(cairo, cap)
    cairo_set_line_join(cairo, join)
    state.lineDashLengths.withUnsafeBufferPointer { lengths in
      cairo_set_dash(cairo, lengths.baseAddress, Int32(lengths.count), state.lineDashPhase)
    }
    cairoSetSource(cairo, state.strokeColor, alpha: state.alpha)
    cairo_stroke(cairo)
  }

  func clip(to path: Path, rule: FillRule) {
    guard !isFlattened, isFinite(path) else { return }
    cairoAppend(cairo, path)
    setFillRule(rule)
    cairo_clip(cairo)
  }

  func drawLinearGradient(
    _ gradient: Gradient, start: Point, end: Point, options: GradientDrawingOptions
  ) {
    guard !isFlattened, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite
    else { return }
    let pattern: OpaquePointer = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    addStops(gradient, to: pattern)
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    cairo_save(cairo)
    if before != after {
      // Keep the half-plane on the painted side of the line through the
      // start (or end) point, perpendicular to the axis.
      let axis = Vector(dx: end.x - start.x, dy: end.y - start.y)
      let length = (axis.dx * axis.dx + axis.dy * axis.dy).squareRoot()
      if length > 0 {
        let unit = Vector(dx: axis.dx / length, dy: axis.dy / length)
        let normal = Vector(dx: -unit.dy, dy: unit.dx)
        let reach = clipReach(from: start) + length
        // The cut line and the direction of the kept side.
        let (origin, direction) = before ? (end, unit * -1) : (start, unit)
        cairo_new_path(cairo)
        cairo_move_to(cairo, origin.x + normal.dx * reach, origin.y + normal.dy * reach)
        cairo_line_to(cairo, origin.x - normal.dx * reach, origin.y - normal.dy * reach)
        cairo_line_to(
          cairo, origin.x - normal.dx * reach + direction.dx * reach,
          origin.y - normal.dy * reach + direction.dy * reach)
        cairo_line_to(
          cairo, origin.x + normal.dx * reach + direction.dx * reach,
          origin.y + normal.dy * reach + direction.dy * reach)
        cairo_close_path(cairo)
        cairo_clip(cairo)
      }
    }
    cairo_set_source(cairo, pattern)
    cairo_paint_with_alpha(cairo, state.alpha)
    cairo_restore(cairo)
    cairo_pattern_destroy(pattern)
  }

  func drawRadialGradient(
    _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point,
    endRadius: Double, options: GradientDrawingOptions
  ) {
    let startRadius = GraphicsState.validRadius(startRadius)
    let endRadius = GraphicsState.validRadius(endRadius)
    guard !isFlattened, startCenter.x.isFinite, startCenter.y.isFinite, endCenter.x.isFinite,
      endCenter.y.isFinite
    else { return }
    let pattern: OpaquePointer = cairo_pattern_create_radial(
      startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
    addStops(gradient, to: pattern)
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    cairo_save(cairo)
    if before && !after {
      cairo_new_path(cairo)
      cairo_arc(cairo, endCenter.x, endCenter.y, endRadius, 0, 2 * Double.pi)
      cairo_clip(cairo)
    } else if after && !before {
      let reach = clipReach(from: startCenter)
      cairo_new_path(cairo)
      cairo_rectangle(
        cairo, startCenter.x - reach, startCenter.y - reach, 2 * reach, 2 * reach)
      cairo_new_sub_path(cairo)
      cairo_arc(cairo, startCenter.x, startCenter.y, startRadius, 0, 2 * Double.pi)
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_clip(cairo)
    }
    cairo_set_source(cairo, pattern)
    cairo_paint_with_alpha(cairo, state.alpha)
    cairo_restore(cairo)
    cairo_pattern_destroy(pattern)
  }

  func draw(_ image: Image, in rect: Rect) {
    guard !isFlattened, isFinite(rect), let surface = images.surface(for: image) else {
      return
    }
    cairoPaint(
      cairo, surface: surface.surface, pixelWidth: image.pixelWidth,
      pixelHeight: image.pixelHeight, in: rect.standardized, alpha: state.alpha,
      filter: state.interpolationQuality == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
  }

  func draw(_ text: String, at point: Point, font: Font, color: Color) {
    guard !isFlattened else { return }
    PangoText.draw(
      TextLayout(string: text, font: font), on: cairo, at: point, height: nil, color: color,
      alpha: state.alpha)
  }

  func draw(_ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment) {
    guard !isFlattened, isFinite(rect), !rect.isEmpty else { return }
    let rect = rect.standardized
    cairo_save(cairo)
    cairo_new_path(cairo)
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cairo)
    PangoText.draw(
      TextLayout(string: text, font: font, alignment: alignment, width: rect.width),
      on: cairo, at: rect.origin, height: nil, color: color, alpha: state.alpha)
    cairo_restore(cairo)
  }

  private func setFillRule(_ rule: FillRule) {
    cairo_set_fill_rule(
      cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
  }

  private func addStops(_ gradient: Gradient, to pattern: OpaquePointer) {
    for stop in gradient.stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue,
        stop.color.alpha)
    }
  }

  /// A distance from a point that reaches past every corner of the
  /// current clip, in user space: big enough for a half-plane clip.
  private func clipReach(from point: Point) -> Double {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    var reach = 1.0
    for corner in [(x1, y1), (x1, y2), (x2, y1), (x2, y2)] {
      let dx = corner.0 - point.x
      let dy = corner.1 - point.y
      reach = max(reach, (dx * dx + dy * dy).squareRoot())
    }
    return reach.isFinite ? reach * 2 + 1 : 1e6
  }
}
