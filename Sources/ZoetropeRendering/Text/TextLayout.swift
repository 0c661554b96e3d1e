import CCairo
import CPangoCairo
import ZoetropeGraphics
import ZoetropeLayers

/// How a run of text is laid out: the one Pango set-up that text
/// measurement and the renderer share, so a label measured at one size
/// draws in exactly that size.
///
/// Layout is done in points with hinting off, so a line has the same width
/// at every scale factor (text is as wide at scale 2 as at scale 1, only
/// sharper). The font family falls back to DejaVu Sans through fontconfig
/// when the requested one is not installed.
///
/// Rules, matching UIKit's labels:
/// - With no width (`nil`), text is one line per paragraph (newlines still
///   break lines) and nothing is truncated.
/// - With a width, lines wrap at word boundaries when ``isWrapped`` is set
///   (breaking inside a word only when one word is wider than the line);
///   otherwise each paragraph is one line, cut by ``truncation``.
/// - ``maximumNumberOfLines`` limits the lines (0 means no limit); the last
///   line is cut by ``truncation`` (or at its end when that is `.none`).
public struct TextLayout: Hashable, Sendable {
  /// The text; an empty string measures as one empty line's height and
  /// zero width.
  public var string: String
  /// The font.
  public var font: Font
  /// The horizontal alignment of each line within ``width``.
  public var alignment: TextAlignment
  /// Whether lines wrap at ``width``.
  public var isWrapped: Bool
  /// Where text that does not fit is cut with an ellipsis.
  public var truncation: TextTruncation
  /// The most lines to show; 0 means no limit.
  public var maximumNumberOfLines: Int
  /// The width lines are laid out in, in points; `nil` for no limit.
  public var width: Double?

  /// Creates a layout description.
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - font: The font.
  ///   - alignment: The alignment; left-aligned by default.
  ///   - isWrapped: Whether lines wrap at `width`.
  ///   - truncation: The truncation mode.
  ///   - maximumNumberOfLines: The line limit, 0 for none; negative
  ///     values are treated as 0.
  ///   - width: The line width in points, or `nil`; a width that is not
  ///     finite and positive is treated as `nil`.
  public init(
    string: String,
    font: Font,
    alignment: TextAlignment = .natural,
    isWrapped: Bool = true,
    truncation: TextTruncation = .none,
    maximumNumberOfLines: Int = 0,
    width: Double? = nil
  ) {
    self.string = string
    self.font = font
    self.alignment = alignment
    self.isWrapped = isWrapped
    self.truncation = truncation
    self.maximumNumberOfLines = max(0, maximumNumberOfLines)
    if let width, width.isFinite, width > 0 {
      self.width = width
    } else {
      self.width = nil
    }
  }
}

/// Text measurement for labels and buttons: the size text needs, laid out
/// exactly as the renderer will draw it.
///
/// ```swift
/// let size = TextMeasurement.size(of: "1.00 hps", font: .systemFont(ofSize: 17))
/// // about 70 × 20 points
/// ```
@MainActor
public enum TextMeasurement {
  /// The size of a laid-out text, in points, rounded up to whole points
  /// (as `UILabel.sizeThatFits(_:)` rounds).
  ///
  /// - Parameter layout: The text and how it is laid out.
  /// - Returns: The width of the widest line and the height of all lines.
  public static func size(of layout: TextLayout) -> Size {
    let exact = PangoText.shared.measure(layout)
    return Size(width: exact.width.rounded(.up), height: exact.height.rounded(.up))
  }

  /// The baselines of a laid-out text: of its first line and of its last,
  /// in points below the top of its box, from the font's metrics as Pango
  /// places the lines (what `View.firstBaselineAnchor` uses).
  ///
  /// - Parameter layout: The text and how it is laid out; an empty text
  ///   gives the baseline of one empty line.
  /// - Returns: The first and last baselines (equal for one line).
  public static func baselines(of layout: TextLayout) -> (first: Double, last: Double) {
    PangoText.shared.baselines(layout)
  }

  /// Each character's logical box in a laid-out text.
  ///
  /// In points from the top-left of the layout, exact (not rounded):
  /// where the character starts, its advance, and its line's top and
  /// height. One box per `Character` of the string (newlines included),
  /// in order.
  ///
  /// - Parameter layout: The text and how it is laid out.
  /// - Returns: The boxes.
  package static func characterBoxes(of layout: TextLayout) -> [Rect] {
    PangoText.shared.characterBoxes(layout)
  }

  /// The size of a string in a font, in points, rounded up to whole points.
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - font: The font.
  ///   - width: The width to wrap at, or `nil` for one line per paragraph.
  ///   - numberOfLines: The line limit, 0 for none.
  /// - Returns: The size the text needs.
  public static func size(
    of string: String,
    font: Font,
    constrainedToWidth width: Double? = nil,
    numberOfLines: Int = 0
  ) -> Size {
    size(
      of: TextLayout(
        string: string,
        font: font,
        truncation: numberOfLines > 0 ? .end : .none,
        maximumNumberOfLines: numberOfLines,
        width: width))
  }
}

/// The Pango machinery behind ``TextLayout``: one measuring context, and
/// the function that configures a `PangoLayout` from a description.
///
/// Pango is not thread-safe, so all of it runs on the main actor.
@MainActor
final class PangoText {
  /// The shared measuring context.
  static let shared = PangoText()

  /// A 1×1 surface and its context, used only to lay out text for
  /// measurement and outlines (`PangoText+Outline.swift`).
  private let surface: OpaquePointer
  let cairo: OpaquePointer
  let layout: OpaquePointer

  private init() {
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
    cairo = cairo_create(surface)
    PangoText.applyFontOptions(to: cairo)
    layout = pango_cairo_create_layout(cairo)
  }

  /// Sets the font options every Zoetrope text context uses: grayscale
  /// antialiasing, no hinting and unhinted metrics, so layout does not
  /// depend on the scale factor and output is the same on every machine
  /// with the same fonts.
  nonisolated static func applyFontOptions(to cairo: OpaquePointer) {
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_set_font_options(cairo, options)
    cairo_font_options_destroy(options)
  }

  /// The exact logical size of a layout, in points.
  func measure(_ description: TextLayout) -> Size {
    PangoText.configure(layout, with: description, height: nil)
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let scale = Double(PANGO_SCALE)
    return Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
  }

  /// Each character's logical box, in points (see
  /// ``TextMeasurement/characterBoxes(of:)``).
  func characterBoxes(_ description: TextLayout) -> [Rect] {
    PangoText.configure(layout, with: description, height: nil)
    let scale = Double(PANGO_SCALE)
    var boxes: [Rect] = []
    var index = 0
    for character in description.string {
      var rect = PangoRectangle()
      pango_layout_index_to_pos(layout, Int32(clamping: index), &rect)
      // A right-to-left character's width is negative.
      let x = Double(rect.x) / scale
      let width = Double(rect.width) / scale
      boxes.append(
        Rect(
          x: min(x, x + width), y: Double(rect.y) / scale, width: abs(width),
          height: Double(rect.height) / scale))
      index += character.utf8.count
    }
    return boxes
  }

  /// The first and last lines' baselines, in points below the top.
  func baselines(_ description: TextLayout) -> (first: Double, last: Double) {
    PangoText.configure(layout, with: description, height: nil)
    let scale = Double(PANGO_SCALE)
    let first = Double(pango_layout_get_baseline(layout)) / scale
    guard let iterator = pango_layout_get_iter(layout) else { return (first, first) }
    defer { pango_layout_iter_free(iterator) }
    while pango_layout_iter_next_line(iterator) != 0 {}
    return (first, Double(pango_layout_iter_get_baseline(iterator)) / scale)
  }

  /// Configures a Pango layout from a description.
  ///
  /// - Parameters:
  ///   - layout: The `PangoLayout`.
  ///   - description: The text and its layout rules.
  ///   - height: The height of the box, in points, when the text is cut to
  ///     fit a box (the renderer's case); `nil` when measuring.
  static func configure(_ layout: OpaquePointer, with description: TextLayout, height: Double?) {
    let font = pango_font_description_new()
    // The requested family first, DejaVu Sans after it: fontconfig picks
    // the first installed one.
    let families =
      description.font.family == Font.defaultFamily
      ? Font.defaultFamily : "\(description.font.family),\(Font.defaultFamily)"
    pango_font_description_set_family(font, families)
    pango_font_description_set_absolute_size(font, description.font.size * Double(PANGO_SCALE))
    pango_font_description_set_weight(font, PangoWeight(UInt32(description.font.weight.value)))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    setFeatures(of: layout, for: description.font)

    pango_layout_set_text(layout, description.string, -1)
    pango_layout_set_alignment(layout, alignment(description.alignment))
    pango_layout_set_justify(layout, description.alignment == .justified ? 1 : 0)

    let scale = Double(PANGO_SCALE)
    if let width = description.width {
      pango_layout_set_width(layout, Int32(clamping: Int((width * scale).rounded())))
    } else {
      pango_layout_set_width(layout, -1)
    }
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)

    let lines = description.maximumNumberOfLines
    let wraps = description.isWrapped && description.width != nil
    var ellipsize = ellipsizeMode(description.truncation)
    if lines > 0, ellipsize == PANGO_ELLIPSIZE_NONE, description.width != nil {
      ellipsize = PANGO_ELLIPSIZE_END
    }
    if description.width == nil {
      ellipsize = PANGO_ELLIPSIZE_NONE
    }
    pango_layout_set_ellipsize(layout, ellipsize)
    if ellipsize == PANGO_ELLIPSIZE_NONE || !wraps {
      // Pango: with a width and an ellipsis, height -1 keeps each
      // paragraph on one line, cut at the width.
      pango_layout_set_height(layout, -1)
    } else if lines > 0 {
      // At most `lines` lines, the last one cut.
      pango_layout_set_height(layout, -Int32(clamping: lines))
    } else if let height, height.isFinite, height > 0 {
      // As many lines as fit the box, the last one cut.
      pango_layout_set_height(layout, Int32(clamping: Int((height * scale).rounded())))
    } else {
      pango_layout_set_height(layout, Int32.max)
    }
    if !wraps, description.width != nil, ellipsize == PANGO_ELLIPSIZE_NONE {
      // Neither wrapped nor truncated: lines run past the width and the
      // box clips them. Pango wraps whenever a width is set, so lay out
      // without one; whoever draws the layout places it in the box by
      // its alignment.
      pango_layout_set_width(layout, -1)
    }
    if lines > 0 {
      limitLines(of: layout, to: lines, box: height)
    }
    if let height, height.isFinite, height > 0, description.truncation != .none {
      // Truncated text in a box shows the lines that fit, the last one cut
      // (newlines included: a one-line label of "a\nb" shows "a…").
      let fitting = linesFitting(layout, height: height)
      if fitting > 0 { limitLines(of: layout, to: fitting, box: nil) }
    }
  }

  /// Asks for tabular digits (the OpenType `tnum` feature) over the whole
  /// text when the font wants monospaced digits, and clears the attributes
  /// otherwise (the measuring layout is reused for every text).
  private static func setFeatures(of layout: OpaquePointer, for font: Font) {
    guard let features = fontFeatures(for: font) else {
      pango_layout_set_attributes(layout, nil)
      return
    }
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_font_features_new(features))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }

  /// The OpenType features a font asks Pango for, in CSS syntax, or `nil`
  /// for none: `"tnum"` for `Font.usesMonospacedDigits`.
  static func fontFeatures(for font: Font) -> String? {
    font.usesMonospacedDigits ? "tnum" : nil
  }

  /// How many whole lines of a layout fit in a height, at least 1.
  private static func linesFitting(_ layout: OpaquePointer, height: Double) -> Int {
    guard let iterator = pango_layout_get_iter(layout) else { return 0 }
    defer { pango_layout_iter_free(iterator) }
    let limit = Int32(clamping: Int((height * Double(PANGO_SCALE)).rounded()))
    var count = 0
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      // Half a point of slack for rounding of measured heights.
      guard logical.y + logical.height <= limit + Int32(PANGO_SCALE / 2) else { break }
      count += 1
    } while pango_layout_iter_next_line(iterator) != 0
    return max(count, 1)
  }

  /// Cuts a layout to its first `lines` lines in total, the last one ending
  /// in an ellipsis, when it has more.
  ///
  /// Pango's negative heights count lines per paragraph, so text with
  /// newlines would keep one line per paragraph; a positive height (the
  /// bottom of line `lines`) limits the whole layout instead. Pango only
  /// ellipsizes at a width, so a layout without one gets the width of its
  /// widest line (measurement: nothing wraps further).
  private static func limitLines(of layout: OpaquePointer, to lines: Int, box: Double?) {
    guard pango_layout_get_line_count(layout) > Int32(clamping: lines) else { return }
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    var bottom: Int32 = 0
    for index in 0..<lines {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      bottom = logical.y + logical.height
      if index < lines - 1, pango_layout_iter_next_line(iterator) == 0 { break }
    }
    if pango_layout_get_width(layout) < 0 {
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      pango_layout_set_width(layout, logical.width)
    }
    if pango_layout_get_ellipsize(layout) == PANGO_ELLIPSIZE_NONE {
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    var height = bottom
    if let box, box.isFinite, box > 0 {
      height = min(height, Int32(clamping: Int((box * Double(PANGO_SCALE)).rounded())))
    }
    pango_layout_set_height(layout, max(height, 1))
  }

  private static func alignment(_ alignment: TextAlignment) -> PangoAlignment {
    switch alignment {
    case .center: PANGO_ALIGN_CENTER
    case .right: PANGO_ALIGN_RIGHT
    default: PANGO_ALIGN_LEFT
    }
  }

  private static func ellipsizeMode(_ truncation: TextTruncation) -> PangoEllipsizeMode {
    switch truncation {
    case .start: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .end: PANGO_ELLIPSIZE_END
    default: PANGO_ELLIPSIZE_NONE
    }
  }
}
