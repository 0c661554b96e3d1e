import ZoetropeGraphics

/// The drawing state of a ``GraphicsContext`` that ``GraphicsContext/saveGState()``
/// saves and ``GraphicsContext/restoreGState()`` restores: transform,
/// colors, line style, alpha and image interpolation.
///
/// ``RecordingGraphicsContext`` keeps one and attaches a copy to every
/// drawing it records. The defaults are Core Graphics': identity transform,
/// black fill and stroke, 1-point butt-capped mitered solid lines, alpha 1.
/// The clipping area is part of a context's state too, but is recorded only
/// as commands.
public struct GraphicsState: Hashable, Sendable {
  /// The current transformation matrix (CTM): maps user space to the
  /// context's initial space, the layer's bounds coordinates.
  public var transform: Transform = .identity

  /// The color that fills paths, rectangles and ellipses.
  public var fillColor: Color = .black

  /// The color that strokes lines.
  public var strokeColor: Color = .black

  /// The stroke width, in user-space points (never negative).
  public var lineWidth: Double = 1

  /// How stroked line ends are drawn.
  public var lineCap: LineCap = .butt

  /// How stroked corners are drawn.
  public var lineJoin: LineJoin = .miter

  /// How far into the dash pattern strokes start, in points.
  public var lineDashPhase: Double = 0

  /// The dash pattern: alternating painted and unpainted lengths, in
  /// points; empty for a solid line.
  public var lineDashLengths: [Double] = []

  /// The opacity every drawing is multiplied by, in 0...1.
  public var alpha: Double = 1

  /// How images are sampled when drawn scaled.
  public var interpolationQuality: InterpolationQuality = .linear

  /// Creates the default state.
  public init() {}
}
