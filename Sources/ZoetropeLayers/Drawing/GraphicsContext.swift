import ZoetropeGraphics

/// A surface that custom layer content draws into, in the manner of
/// Core Graphics' `CGContext`.
///
/// A layer's ``Layer/draw`` closure, or its delegate's
/// ``LayerDelegate/draw(_:in:)``, gets a context whose user space starts as
/// the layer's bounds coordinates: points, y down, with `bounds.origin` at
/// the top-left corner of the drawing area (``bounds``). The renderer maps
/// points to pixels itself; ``ctm`` does not include that scale.
///
/// Drawing uses the current state: the transformation matrix (changed by
/// ``concatenate(_:)`` and the `translateBy`/`scaleBy`/`rotate` helpers),
/// fill and stroke colors, line style, alpha, interpolation and the clip.
/// ``saveGState()`` pushes all of it and ``restoreGState()`` pops it.
///
/// ```swift
/// layer.draw = { context in
///   context.setFillColor(.systemBlue)
///   context.fillEllipse(in: Rect(x: 10, y: 10, width: 80, height: 80))
///   context.saveGState()
///   context.translateBy(x: 50, y: 50)
///   context.rotate(by: .pi / 4)
///   context.setStrokeColor(.white)
///   context.setLineWidth(4)
///   context.stroke(Rect(x: -20, y: -20, width: 40, height: 40))
///   context.restoreGState()
/// }
/// ```
///
/// The requirements are what a renderer must implement; the conveniences
/// (``translateBy(x:y:)``, `fill(_:)`, ``fillEllipse(in:)``, …) are
/// in an extension, built on them. ``RecordingGraphicsContext`` records the
/// calls instead of drawing, for tests and debugging.
///
/// Bad input policy, the same for every implementation (see
/// ``GraphicsState``): state values are validated when set (a line width
/// that is not finite or negative becomes 1; alpha is clamped into 0...1
/// with NaN as 0; an invalid dash pattern draws solid lines; a transform
/// with a non-finite entry is ignored; a negative or non-finite gradient
/// radius becomes 0), each with a warning. A ``restoreGState()`` without a
/// matching save is ignored with a warning. Geometry (paths, points,
/// rectangles) is passed through as given; a renderer skips any drawing
/// whose geometry is not finite.
@MainActor
public protocol GraphicsContext: AnyObject {
  /// The area to draw in, in the initial user space: the layer's bounds,
  /// in points.
  var bounds: Rect { get }

  /// The current transformation matrix: maps user space to the initial
  /// user space (the layer's bounds coordinates); the identity at first.
  var ctm: Transform { get }

  /// How images are sampled when drawn scaled; part of the saved state,
  /// ``InterpolationQuality/linear`` at first.
  var interpolationQuality: InterpolationQuality { get set }

  /// Pushes a copy of the current state (transform, colors, line style,
  /// alpha, interpolation, clip) on the state stack.
  func saveGState()

  /// Pops the state stack, restoring the state the matching
  /// ``saveGState()`` saved; ignored, with a warning, when nothing is saved.
  func restoreGState()

  /// Prepends a transform to the current one: later drawing is transformed
  /// by `transform` first, then by the previous ``ctm``.
  ///
  /// - Parameter transform: The transform to apply to user space; ignored
  ///   with a warning when an entry is not finite.
  func concatenate(_ transform: Transform)

  /// Sets the color that fills.
  ///
  /// - Parameter color: The fill color.
  func setFillColor(_ color: Color)

  /// Sets the color that strokes.
  ///
  /// - Parameter color: The stroke color.
  func setStrokeColor(_ color: Color)

  /// Sets the stroke width.
  ///
  /// - Parameter width: The width in user-space points, centred on the
  ///   path; not finite or negative becomes 1, with a warning.
  func setLineWidth(_ width: Double)

  /// Sets how the ends of open stroked lines are drawn.
  ///
  /// - Parameter cap: The line cap.
  func setLineCap(_ cap: LineCap)

  /// Sets how stroked corners are drawn.
  ///
  /// - Parameter join: The line join.
  func setLineJoin(_ join: LineJoin)

  /// Sets the dash pattern of strokes.
  ///
  /// - Parameters:
  ///   - phase: How far into the pattern each stroke starts, in points.
  ///   - lengths: Alternating painted and unpainted lengths, in points;
  ///     empty for a solid line.
  func setLineDash(phase: Double, lengths: [Double])

  /// Sets the opacity that every later drawing is multiplied by.
  ///
  /// - Parameter alpha: The opacity, in 0...1.
  func setAlpha(_ alpha: Double)

  /// Fills the inside of a path with the fill color.
  ///
  /// - Parameters:
  ///   - path: The path, in user space; open subpaths are closed.
  ///   - rule: Which points are inside.
  func fill(_ path: Path, rule: FillRule)

  /// Strokes a path with the stroke color and the line style.
  ///
  /// - Parameter path: The path, in user space.
  func stroke(_ path: Path)

  /// Narrows the clipping area to its intersection with a path's inside;
  /// only ``restoreGState()`` widens it again.
  ///
  /// - Parameters:
  ///   - path: The path, in user space.
  ///   - rule: Which points are inside.
  func clip(to path: Path, rule: FillRule)

  /// Paints a gradient along the line from `start` to `end`, within the
  /// clipping area.
  ///
  /// - Parameters:
  ///   - gradient: The colors; location 0 is at `start`, 1 at `end`.
  ///   - start: The start point, in user space.
  ///   - end: The end point, in user space.
  ///   - options: Whether to paint before the start and after the end.
  func drawLinearGradient(
    _ gradient: Gradient, start: Point, end: Point, options: GradientDrawingOptions)

  /// Paints a gradient between two circles, within the clipping area.
  ///
  /// - Parameters:
  ///   - gradient: The colors; location 0 is on the start circle, 1 on the
  ///     end circle.
  ///   - startCenter: The centre of the start circle, in user space.
  ///   - startRadius: The radius of the start circle, in points (≥ 0).
  ///   - endCenter: The centre of the end circle, in user space.
  ///   - endRadius: The radius of the end circle, in points (≥ 0).
  ///   - options: Whether to paint inside the start circle and outside the
  ///     end circle.
  func drawRadialGradient(
    _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point,
    endRadius: Double, options: GradientDrawingOptions)

  /// Draws an image scaled to fill a rectangle, sampled by
  /// ``interpolationQuality``.
  ///
  /// - Parameters:
  ///   - image: The image; its top row is drawn at the rectangle's top.
  ///   - rect: Where to draw it, in user space.
  func draw(_ image: Image, in rect: Rect)

  /// Draws text starting at a point, without wrapping.
  ///
  /// Lines break only at newlines; the first line's box (ascent plus
  /// descent of the font) has its top-left corner at `point`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - point: The top-left corner of the text, in user space.
  ///   - font: The font.
  ///   - color: The text color.
  func draw(_ text: String, at point: Point, font: Font, color: Color)

  /// Draws text wrapped at word boundaries to a rectangle's width, from
  /// its top, each line placed by `alignment`; lines below the rectangle
  /// are not drawn.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - rect: The box to lay the text out in, in user space.
  ///   - font: The font.
  ///   - color: The text color.
  ///   - alignment: How each line sits horizontally in the box.
  func draw(_ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment)
}
