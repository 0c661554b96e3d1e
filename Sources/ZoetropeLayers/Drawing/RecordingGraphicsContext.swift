import ZoetropeGraphics

/// A ``GraphicsContext`` that records calls instead of drawing: for tests
/// of custom drawing without a renderer, and for debugging.
///
/// It keeps the list of calls (``commands``), the current ``state`` with a
/// save/restore stack, and every painting call with the state it was made
/// in (``drawings``). Conveniences are recorded as the requirements they
/// call, and arguments are recorded after validation (see
/// ``GraphicsContext`` for the bad input policy); calls that the policy
/// ignores (an unbalanced restore, a non-finite transform) are not
/// recorded.
///
/// ```swift
/// let context = RecordingGraphicsContext(size: Size(width: 100, height: 100))
/// layer.display(in: context)
/// #expect(context.drawings.first?.state.fillColor == .systemBlue)
/// ```
@MainActor
public final class RecordingGraphicsContext: GraphicsContext {
  /// The drawing area, as given at creation.
  public let bounds: Rect

  /// Every recorded call, in order.
  public private(set) var commands: [DrawingCommand] = []

  /// Every painting call, in order, with the state it was made in.
  public private(set) var drawings: [RecordedDrawing] = []

  /// The current state.
  public private(set) var state = GraphicsState()

  /// The saved states, the most recent last.
  private var savedStates: [GraphicsState] = []

  /// Creates an empty recording for a drawing area.
  ///
  /// - Parameter bounds: The drawing area, in points: the bounds of the
  ///   layer to draw.
  public init(bounds: Rect) {
    self.bounds = bounds
  }

  /// Creates an empty recording for a drawing area at the origin.
  ///
  /// - Parameter size: The size of the drawing area, in points.
  public convenience init(size: Size) {
    self.init(bounds: Rect(origin: .zero, size: size))
  }

  /// How many states ``saveGState()`` has saved and ``restoreGState()`` not
  /// yet restored.
  public var savedStateCount: Int { savedStates.count }

  /// The current transformation matrix: ``GraphicsState/transform``.
  public var ctm: Transform { state.transform }

  /// The current interpolation quality; setting it is recorded.
  public var interpolationQuality: InterpolationQuality {
    get { state.interpolationQuality }
    set {
      state.interpolationQuality = newValue
      commands.append(.setInterpolationQuality(newValue))
    }
  }

  /// Forgets every recorded call and resets the state and the stack.
  public func reset() {
    commands = []
    drawings = []
    state = GraphicsState()
    savedStates = []
  }

  /// Replays the recorded calls on another context, in order.
  ///
  /// - Parameter context: The context to call.
  public func replay(on context: any GraphicsContext) {
    for command in commands {
      command.replay(on: context)
    }
  }

  /// Records a save and pushes the state.
  public func saveGState() {
    savedStates.append(state)
    commands.append(.saveGState)
  }

  /// Records a restore and pops the state; ignored, with a warning and
  /// without a record, when nothing is saved.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else {
      zoetropeWarning("restoreGState without a matching saveGState; ignored")
      return
    }
    state = saved
    commands.append(.restoreGState)
  }

  /// Records the transform and prepends it to the current one.
  ///
  /// - Parameter transform: The transform; ignored with a warning when an
  ///   entry is not finite.
  public func concatenate(_ transform: Transform) {
    guard let transform = GraphicsState.validTransform(transform) else {
      return
    }
    state.transform = transform.concatenating(state.transform)
    commands.append(.concatenate(transform))
  }

  /// Records and sets the fill color.
  ///
  /// - Parameter color: The fill color.
  public func setFillColor(_ color: Color) {
    state.fillColor = color
    commands.append(.setFillColor(color))
  }

  /// Records and sets the stroke color.
  ///
  /// - Parameter color: The stroke color.
  public func setStrokeColor(_ color: Color) {
    state.strokeColor = color
    commands.append(.setStrokeColor(color))
  }

  /// Records and sets the validated line width.
  ///
  /// - Parameter width: The width, in points.
  public func setLineWidth(_ width: Double) {
    let width = GraphicsState.validLineWidth(width)
    state.lineWidth = width
    commands.append(.setLineWidth(width))
  }

  /// Records and sets the line cap.
  ///
  /// - Parameter cap: The line cap.
  public func setLineCap(_ cap: LineCap) {
    state.lineCap = cap
    commands.append(.setLineCap(cap))
  }

  /// Records and sets the line join.
  ///
  /// - Parameter join: The line join.
  public func setLineJoin(_ join: LineJoin) {
    state.lineJoin = join
    commands.append(.setLineJoin(join))
  }

  /// Records and sets the validated dash pattern.
  ///
  /// - Parameters:
  ///   - phase: The phase, in points.
  ///   - lengths: The painted and unpainted lengths, in points.
  public func setLineDash(phase: Double, lengths: [Double]) {
    let dash = GraphicsState.validLineDash(phase: phase, lengths: lengths)
    state.lineDashPhase = dash.phase
    state.lineDashLengths = dash.lengths
    commands.append(.setLineDash(phase: dash.phase, lengths: dash.lengths))
  }

  /// Records and sets the validated alpha.
  ///
  /// - Parameter alpha: The opacity, in 0...1.
  public func setAlpha(_ alpha: Double) {
    let alpha = GraphicsState.validAlpha(alpha)
    state.alpha = alpha
    commands.append(.setAlpha(alpha))
  }

  /// Records a fill.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - rule: The fill rule.
  public func fill(_ path: Path, rule: FillRule) {
    paint(.fill(path, rule: rule))
  }

  /// Records a stroke.
  ///
  /// - Parameter path: The path.
  public func stroke(_ path: Path) {
    paint(.stroke(path))
  }

  /// Records a clip.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - rule: The fill rule.
  public func clip(to path: Path, rule: FillRule) {
    commands.append(.clip(path, rule: rule))
  }

  /// Records a linear gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - start: The start point.
  ///   - end: The end point.
  ///   - options: The drawing options.
  public func drawLinearGradient(
    _ gradient: Gradient, start: Point, end: Point, options: GradientDrawingOptions
  ) {
    paint(.linearGradient(gradient, start: start, end: end, options: options))
  }

  /// Records a radial gradient with validated radii.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - startCenter: The start circle's centre.
  ///   - startRadius: The start circle's radius, in points.
  ///   - endCenter: The end circle's centre.
  ///   - endRadius: The end circle's radius, in points.
  ///   - options: The drawing options.
  public func drawRadialGradient(
    _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point,
    endRadius: Double, options: GradientDrawingOptions
  ) {
    paint(
      .radialGradient(
        gradient, startCenter: startCenter, startRadius: GraphicsState.validRadius(startRadius),
        endCenter: endCenter, endRadius: GraphicsState.validRadius(endRadius), options: options))
  }

  /// Records an image drawing.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - rect: Where to draw it.
  public func draw(_ image: Image, in rect: Rect) {
    paint(.image(image, in: rect))
  }

  /// Records text drawn at a point.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - point: The top-left corner.
  ///   - font: The font.
  ///   - color: The text color.
  public func draw(_ text: String, at point: Point, font: Font, color: Color) {
    paint(.text(text, at: point, font: font, color: color))
  }

  /// Records text drawn in a rectangle.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - rect: The box.
  ///   - font: The font.
  ///   - color: The text color.
  ///   - alignment: The line alignment.
  public func draw(
    _ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment
  ) {
    paint(.textInRect(text, in: rect, font: font, color: color, alignment: alignment))
  }

  /// Records a painting command with the current state.
  private func paint(_ command: DrawingCommand) {
    commands.append(command)
    drawings.append(RecordedDrawing(command: command, state: state))
  }
}
