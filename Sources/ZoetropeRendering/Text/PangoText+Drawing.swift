import CCairo
import CPangoCairo
import ZoetropeGraphics
import ZoetropeLayers

extension PangoText {
  /// Draws laid-out text with its top-left at a box's top-left corner,
  /// through the same ``configure(_:with:height:)`` that measurement
  /// uses, so drawn text has exactly the measured size.
  ///
  /// When the description has a width but Pango lays the text out
  /// without one (neither wrapped nor truncated), the block is placed in
  /// the width by the alignment here, as the description promises.
  ///
  /// - Parameters:
  ///   - description: The text and its layout rules; its width, if any,
  ///     is the box's width.
  ///   - cairo: The `cairo_t` to draw on, in points.
  ///   - origin: The top-left corner of the box.
  ///   - height: The box's height, for cutting the last line to fit, or
  ///     `nil`.
  ///   - color: The glyph color.
  ///   - alpha: An extra opacity.
  static func draw(
    _ description: TextLayout, on cairo: OpaquePointer, at origin: Point, height: Double?,
    color: Color, alpha: Double = 1
  ) {
    guard !description.string.isEmpty, origin.x.isFinite, origin.y.isFinite,
      description.font.size.isFinite, description.font.size > 0
    else { return }
    cairo_save(cairo)
    applyFontOptions(to: cairo)
    guard let layout = pango_cairo_create_layout(cairo) else {
      cairo_restore(cairo)
      return
    }
    configure(layout, with: description, height: height)
    let x = origin.x + blockOffset(of: layout, for: description)
    cairoSetSource(cairo, color, alpha: alpha)
    cairo_move_to(cairo, x, origin.y)
    pango_cairo_show_layout(cairo, layout)
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_restore(cairo)
  }

  /// How far right of the box's left edge a configured layout is drawn.
  ///
  /// A block laid out without the box's width (see `configure`) is
  /// placed in it by its alignment; otherwise 0. Drawing and
  /// ``TextMeasurement/outline(of:height:)`` both place text by it.
  static func blockOffset(of layout: OpaquePointer, for description: TextLayout) -> Double {
    guard let width = description.width, pango_layout_get_width(layout) == -1 else { return 0 }
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let textWidth = Double(logical.width) / Double(PANGO_SCALE)
    switch description.alignment {
    case .center: return (width - textWidth) / 2
    case .right: return width - textWidth
    default: return 0
    }
  }
}
