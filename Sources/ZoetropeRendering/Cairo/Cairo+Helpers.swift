import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Small bridges from Zoetrope values to Cairo calls, shared by the layer
// renderer and the graphics context. `cairo` is a `cairo_t`.

/// The Cairo matrix of a transform (same entries, same mapping:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
func cairoMatrix(_ transform: Transform) -> cairo_matrix_t {
  cairo_matrix_t(
    xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
    y0: transform.ty)
}

/// Whether a transform can be given to Cairo: finite and invertible.
///
/// Cairo puts a context into a permanent error state for a singular
/// matrix, so callers skip drawing instead (a flattened layer is
/// invisible anyway).
@inline(__always)
func isUsableByCairo(_ transform: Transform) -> Bool {
  let determinant = transform.a * transform.d - transform.b * transform.c
  return transform.a.isFinite && transform.b.isFinite && transform.c.isFinite
    && transform.d.isFinite && transform.tx.isFinite && transform.ty.isFinite
    && determinant.isFinite && abs(determinant) > 1e-12
}

/// Whether every coordinate of a rectangle is finite.
@inline(__always)
func isFinite(_ rect: Rect) -> Bool {
  rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
    && rect.size.height.isFinite
}

/// Whether every point of a path is finite.
func isFinite(_ path: Path) -> Bool {
  func finite(_ point: Point) -> Bool { point.x.isFinite && point.y.isFinite }
  for element in path.elements {
    switch element {
    case .move(let point), .line(let point):
      if !finite(point) { return false }
    case .quadCurve(let point, let control):
      if !finite(point) || !finite(control) { return false }
    case .curve(let point, let control1, let control2):
      if !finite(point) || !finite(control1) || !finite(control2) { return false }
    case .closeSubpath:
      break
    }
  }
  return true
}

/// Sets the source to a color, multiplied by an extra alpha.
func cairoSetSource(_ cairo: OpaquePointer, _ color: Color, alpha: Double = 1) {
  cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * alpha)
}

/// Replaces Cairo's current path with a Zoetrope path; quadratic curves
/// become the equivalent cubic ones.
func cairoAppend(_ cairo: OpaquePointer, _ path: Path) {
  cairo_new_path(cairo)
  var current = Point.zero
  var start = Point.zero
  for element in path.elements {
    switch element {
    case .move(let point):
      cairo_move_to(cairo, point.x, point.y)
      current = point
      start = point
    case .line(let point):
      cairo_line_to(cairo, point.x, point.y)
      current = point
    case .quadCurve(let point, let control):
      let control1 = Point(
        x: current.x + 2 / 3 * (control.x - current.x),
        y: current.y + 2 / 3 * (control.y - current.y))
      let control2 = Point(
        x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
      cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
      current = point
    case .curve(let point, let control1, let control2):
      cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
      current = point
    case .closeSubpath:
      cairo_close_path(cairo)
      current = start
    }
  }
}

/// Appends a rectangle with rounded corners to Cairo's current path:
/// circular arcs at the chosen `corners` (all by default), or Core
/// Animation's continuous corners (see ``ZoetropeLayers/CornerCurve``);
/// the radius is clamped as ``ZoetropeGraphics/Path/clampedCornerRadius(_:in:curve:)``
/// says (half the shorter side for circular corners).
func cairoAppendRoundedRect(
  _ cairo: OpaquePointer, _ rect: Rect, radius: Double, corners: CornerMask = .all,
  curve: CornerCurve = .circular
) {
  let rect = rect.standardized
  let radius = Path.clampedCornerRadius(radius, in: rect, curve: curve)
  guard radius > 0, !corners.isEmpty else {
    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    return
  }
  if curve == .continuous {
    let path = Path(roundedRect: rect, cornerRadius: radius, corners: corners, curve: curve)
    cairo_new_sub_path(cairo)
    cairoAppendElements(cairo, path)
    return
  }
  let minX = rect.minX
  let minY = rect.minY
  let maxX = rect.maxX
  let maxY = rect.maxY
  cairo_new_sub_path(cairo)
  // Clockwise from the top edge: each corner an arc or its point.
  let arcs: [(CornerMask, Double, Double, Double, Double, Double)] = [
    (.maxXMinY, maxX - radius, minY + radius, -Double.pi / 2, maxX, minY),
    (.maxXMaxY, maxX - radius, maxY - radius, 0, maxX, maxY),
    (.minXMaxY, minX + radius, maxY - radius, Double.pi / 2, minX, maxY),
    (.minXMinY, minX + radius, minY + radius, Double.pi, minX, minY),
  ]
  for (corner, centerX, centerY, start, x, y) in arcs {
    if corners.contains(corner) {
      cairo_arc(cairo, centerX, centerY, radius, start, start + Double.pi / 2)
    } else {
      cairo_line_to(cairo, x, y)
    }
  }
  cairo_close_path(cairo)
}

/// Appends a path's elements to Cairo's current path without starting a
/// new one; a path of moves, lines, cubic curves and closes (as the
/// rounded rectangles are).
private func cairoAppendElements(_ cairo: OpaquePointer, _ path: Path) {
  for element in path.elements {
    switch element {
    case .move(let point): cairo_move_to(cairo, point.x, point.y)
    case .line(let point): cairo_line_to(cairo, point.x, point.y)
    case .quadCurve(let point, _): cairo_line_to(cairo, point.x, point.y)
    case .curve(let point, let control1, let control2):
      cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
    case .closeSubpath: cairo_close_path(cairo)
    }
  }
}

/// The Cairo filter for an interpolation quality.
func cairoFilter(_ quality: InterpolationQualityChoice) -> cairo_filter_t {
  switch quality {
  case .nearest: CAIRO_FILTER_NEAREST
  case .bilinear: CAIRO_FILTER_BILINEAR
  }
}

/// How an image is sampled when composited.
enum InterpolationQualityChoice {
  /// Nearest neighbour: exact for 1:1 pixel copies, crisp for pixel art.
  case nearest
  /// Bilinear: smooth when scaled or turned.
  case bilinear
}

/// Whether a device matrix maps a surface pixel-for-pixel (scale 1, no
/// rotation) — optionally also at a whole-pixel offset.
func isPixelAligned(_ transform: Transform) -> Bool {
  abs(transform.a - 1) < 1e-9 && abs(transform.d - 1) < 1e-9 && abs(transform.b) < 1e-9
    && abs(transform.c) < 1e-9
}

/// Paints a surface scaled into a rectangle of the current user space.
///
/// With `padsEdges`, edge pixels are extended so a scaled, axis-aligned
/// rectangle has crisp edges; without, the pattern ends at the image
/// edge, which Cairo samples much faster when the image is turned (the
/// filled rectangle antialiases the edge either way).
///
/// - Parameters:
///   - cairo: The `cairo_t`.
///   - surface: The surface to paint.
///   - pixelWidth: The surface's width in pixels.
///   - pixelHeight: The surface's height in pixels.
///   - rect: Where to paint it, in user space.
///   - alpha: The opacity to paint with.
///   - filter: How to sample.
///   - padsEdges: Whether to extend the edge pixels.
func cairoPaint(
  _ cairo: OpaquePointer, surface: OpaquePointer, pixelWidth: Int, pixelHeight: Int,
  in rect: Rect, alpha: Double, filter: cairo_filter_t, padsEdges: Bool = true
) {
  guard pixelWidth > 0, pixelHeight > 0, rect.width > 0, rect.height > 0, alpha > 0 else {
    return
  }
  let pattern = cairo_pattern_create_for_surface(surface)
  var matrix = cairo_matrix_t()
  // Pattern space (pixels) from user space: translate, then scale.
  cairo_matrix_init_scale(
    &matrix, Double(pixelWidth) / rect.width, Double(pixelHeight) / rect.height)
  cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
  cairo_pattern_set_matrix(pattern, &matrix)
  cairo_pattern_set_filter(pattern, filter)
  cairo_pattern_set_extend(pattern, padsEdges ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
  cairo_set_source(cairo, pattern)
  cairoFillRect(cairo, rect, alpha: alpha)
  cairo_pattern_destroy(pattern)
}

/// Fills a rectangle with the current source at an opacity: a plain fill
/// when opaque, else a paint with alpha clipped to the rectangle.
///
/// - Parameters:
///   - cairo: The `cairo_t`, its source set.
///   - rect: The rectangle, in user space.
///   - alpha: The opacity, 0...1.
func cairoFillRect(_ cairo: OpaquePointer, _ rect: Rect, alpha: Double) {
  cairo_new_path(cairo)
  cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
  if alpha >= 1 {
    cairo_fill(cairo)
  } else {
    cairo_save(cairo)
    cairo_clip(cairo)
    cairo_paint_with_alpha(cairo, alpha)
    cairo_restore(cairo)
  }
}
