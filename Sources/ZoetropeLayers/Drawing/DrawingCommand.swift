import ZoetropeGraphics

/// One call made on a ``GraphicsContext``, as ``RecordingGraphicsContext``
/// records it.
///
/// Each case mirrors a requirement of ``GraphicsContext`` with its
/// arguments after validation (a line width of -1 is recorded as 1).
/// Conveniences are recorded as the requirements they call:
/// `fill(Rect)` is a ``fill(_:rule:)`` of a rectangular path.
public enum DrawingCommand: Hashable, Sendable {
  /// ``GraphicsContext/saveGState()``.
  case saveGState
  /// ``GraphicsContext/restoreGState()`` with a state to restore.
  case restoreGState
  /// ``GraphicsContext/concatenate(_:)``.
  case concatenate(Transform)
  /// ``GraphicsContext/setFillColor(_:)``.
  case setFillColor(Color)
  /// ``GraphicsContext/setStrokeColor(_:)``.
  case setStrokeColor(Color)
  /// ``GraphicsContext/setLineWidth(_:)``.
  case setLineWidth(Double)
  /// ``GraphicsContext/setLineCap(_:)``.
  case setLineCap(LineCap)
  /// ``GraphicsContext/setLineJoin(_:)``.
  case setLineJoin(LineJoin)
  /// ``GraphicsContext/setLineDash(phase:lengths:)``.
  case setLineDash(phase: Double, lengths: [Double])
  /// ``GraphicsContext/setAlpha(_:)``.
  case setAlpha(Double)
  /// Setting ``GraphicsContext/interpolationQuality``.
  case setInterpolationQuality(InterpolationQuality)
  /// ``GraphicsContext/fill(_:rule:)``.
  case fill(Path, rule: FillRule)
  /// ``GraphicsContext/stroke(_:)``.
  case stroke(Path)
  /// ``GraphicsContext/clip(to:rule:)``.
  case clip(Path, rule: FillRule)
  /// ``GraphicsContext/drawLinearGradient(_:start:end:options:)``.
  case linearGradient(Gradient, start: Point, end: Point, options: GradientDrawingOptions)
  /// ``GraphicsContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
  case radialGradient(
    Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
    options: GradientDrawingOptions)
  /// ``GraphicsContext/draw(_:in:)`` of an image.
  case image(Image, in: Rect)
  /// ``GraphicsContext/draw(_:at:font:color:)``.
  case text(String, at: Point, font: Font, color: Color)
  /// ``GraphicsContext/draw(_:in:font:color:alignment:)``.
  case textInRect(String, in: Rect, font: Font, color: Color, alignment: TextAlignment)

  /// Whether the command paints (a fill, stroke, gradient, image or text)
  /// rather than changing the state or the clip.
  public var paints: Bool {
    switch self {
    case .fill, .stroke, .linearGradient, .radialGradient, .image, .text, .textInRect:
      true
    case .saveGState, .restoreGState, .concatenate, .setFillColor, .setStrokeColor,
      .setLineWidth, .setLineCap, .setLineJoin, .setLineDash, .setAlpha,
      .setInterpolationQuality, .clip:
      false
    }
  }
}
