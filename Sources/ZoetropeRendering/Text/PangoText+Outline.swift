import CCairo
import CPangoCairo
import ZoetropeGraphics

extension TextMeasurement {
  /// The outline of a laid-out text's glyphs, where the renderer draws
  /// them for a box whose top-left corner is at the origin
  /// (`pango_cairo_layout_path`, through the same set-up as drawing), so
  /// that stroking the outline traces the drawn glyphs.
  ///
  /// - Parameters:
  ///   - layout: The text and how it is laid out; its width, if any, is
  ///     the box's width.
  ///   - height: The box's height, as drawing is given it, or `nil`.
  /// - Returns: The glyphs' outlines (closed subpaths of lines and
  ///   curves); empty for empty text or a font size that is not finite
  ///   and positive.
  package static func outline(of layout: TextLayout, height: Double? = nil) -> Path {
    PangoText.shared.outline(layout, height: height)
  }
}

extension PangoText {
  /// The outline of a laid-out text (see
  /// ``TextMeasurement/outline(of:height:)``), on the measuring context.
  func outline(_ description: TextLayout, height: Double?) -> Path {
    guard !description.string.isEmpty, description.font.size.isFinite,
      description.font.size > 0
    else { return Path() }
    PangoText.configure(layout, with: description, height: height)
    let x = PangoText.blockOffset(of: layout, for: description)
    cairo_new_path(cairo)
    cairo_move_to(cairo, x, 0)
    pango_cairo_layout_path(cairo, layout)
    let path = Self.currentPath(of: cairo)
    cairo_new_path(cairo)
    return path
  }

  /// A cairo context's current path as a ``Path``: the one place that
  /// reads `cairo_path_t`'s elements.
  static func currentPath(of cairo: OpaquePointer) -> Path {
    var path = Path()
    guard let copied = cairo_copy_path(cairo) else { return path }
    defer { cairo_path_destroy(copied) }
    guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else {
      return path
    }
    let count = Int(copied.pointee.num_data)
    func point(_ index: Int) -> Point { Point(x: data[index].point.x, y: data[index].point.y) }
    var index = 0
    while index < count {
      let header = data[index].header
      let length = Int(header.length)
      guard length >= 1, index + length <= count else { break }
      switch header.type {
      case CAIRO_PATH_MOVE_TO where length >= 2:
        path.move(to: point(index + 1))
      case CAIRO_PATH_LINE_TO where length >= 2:
        path.addLine(to: point(index + 1))
      case CAIRO_PATH_CURVE_TO where length >= 4:
        path.addCurve(to: point(index + 3), control1: point(index + 1), control2: point(index + 2))
      case CAIRO_PATH_CLOSE_PATH:
        path.closeSubpath()
      default:
        break
      }
      index += length
    }
    return path
  }
}
