import ZoetropeGraphics

// Helpers built on the requirements, like Core Graphics' conveniences.
extension GraphicsContext {
  /// The size of the drawing area, in points: ``bounds``' size.
  public var size: Size { bounds.size }

  /// Moves the origin of user space.
  ///
  /// - Parameters:
  ///   - x: The horizontal offset, in points.
  ///   - y: The vertical offset, in points (positive moves down).
  public func translateBy(x: Double, y: Double) {
    concatenate(Transform(translationX: x, y: y))
  }

  /// Scales user space about its origin.
  ///
  /// - Parameters:
  ///   - x: The horizontal factor.
  ///   - y: The vertical factor.
  public func scaleBy(x: Double, y: Double) {
    concatenate(Transform(scaleX: x, y: y))
  }

  /// Turns user space about its origin.
  ///
  /// - Parameter angle: The angle in radians; positive turns clockwise on
  ///   the y-down screen.
  public func rotate(by angle: Double) {
    concatenate(Transform(rotationAngle: angle))
  }

  /// Fills a path with the non-zero winding rule.
  ///
  /// - Parameter path: The path, in user space.
  public func fill(_ path: Path) {
    fill(path, rule: .nonZero)
  }

  /// Fills a rectangle with the fill color.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func fill(_ rect: Rect) {
    fill(Path(rect: rect), rule: .nonZero)
  }

  /// Strokes the outline of a rectangle with the stroke color and line
  /// style.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func stroke(_ rect: Rect) {
    stroke(Path(rect: rect))
  }

  /// Fills the ellipse inscribed in a rectangle.
  ///
  /// - Parameter rect: The ellipse's bounding rectangle, in user space.
  public func fillEllipse(in rect: Rect) {
    fill(Path(ellipseIn: rect), rule: .nonZero)
  }

  /// Strokes the ellipse inscribed in a rectangle.
  ///
  /// - Parameter rect: The ellipse's bounding rectangle, in user space.
  public func strokeEllipse(in rect: Rect) {
    stroke(Path(ellipseIn: rect))
  }

  /// Strokes separate line segments between pairs of points, as one
  /// stroke; an odd last point is ignored.
  ///
  /// - Parameter points: The segments' end points: 0–1, 2–3, …
  public func strokeLineSegments(between points: [Point]) {
    var path = Path()
    var index = 0
    while index + 1 < points.count {
      path.move(to: points[index])
      path.addLine(to: points[index + 1])
      index += 2
    }
    stroke(path)
  }

  /// Narrows the clipping area to a path, with the non-zero winding rule.
  ///
  /// - Parameter path: The path, in user space.
  public func clip(to path: Path) {
    clip(to: path, rule: .nonZero)
  }

  /// Narrows the clipping area to a rectangle.
  ///
  /// - Parameter rect: The rectangle, in user space.
  public func clip(to rect: Rect) {
    clip(to: Path(rect: rect), rule: .nonZero)
  }

  /// Paints a linear gradient between its start and end only.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - start: Where location 0 is, in user space.
  ///   - end: Where location 1 is, in user space.
  public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point) {
    drawLinearGradient(gradient, start: start, end: end, options: [])
  }

  /// Paints a radial gradient between its two circles only.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - startCenter: The centre of the start circle, in user space.
  ///   - startRadius: The radius of the start circle, in points.
  ///   - endCenter: The centre of the end circle, in user space.
  ///   - endRadius: The radius of the end circle, in points.
  public func drawRadialGradient(
    _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point,
    endRadius: Double
  ) {
    drawRadialGradient(
      gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
      endRadius: endRadius, options: [])
  }

  /// Draws an image at its size in points, its top-left corner at a point.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - point: The top-left corner, in user space.
  public func draw(_ image: Image, at point: Point) {
    draw(image, in: Rect(origin: point, size: image.size))
  }

  /// Draws text wrapped to a rectangle, each line aligned
  /// ``TextAlignment/natural`` (left).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - rect: The box to lay the text out in, in user space.
  ///   - font: The font.
  ///   - color: The text color.
  public func draw(_ text: String, in rect: Rect, font: Font, color: Color) {
    draw(text, in: rect, font: font, color: color, alignment: .natural)
  }
}
