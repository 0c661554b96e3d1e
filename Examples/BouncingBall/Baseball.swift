import Zoetrope

#if canImport(Glibc)
import Glibc
#endif

/// The tutorial's `ball.png`, drawn in code: a white baseball with red
/// stitching.
public enum Baseball {
  /// The size the ball is drawn at, in points.
  public static let size = Size(width: 48, height: 48)

  /// Draws the ball filling `rect`.
  ///
  /// - Parameters:
  ///   - rect: A square to draw the ball in.
  ///   - context: The context to draw into.
  @MainActor
  public static func draw(in rect: Rect, context: any GraphicsContext) {
    let radius = min(rect.width, rect.height) / 2 - 1
    let center = Point(x: rect.midX, y: rect.midY)
    let ball = Path(
      ellipseIn: Rect(
        x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    context.saveGState()
    context.clip(to: ball)
    context.drawRadialGradient(
      Gradient(colors: [.white, Color(white: 0.93), Color(white: 0.72)]),
      startCenter: Point(x: center.x - radius * 0.35, y: center.y - radius * 0.4),
      startRadius: 0,
      endCenter: center,
      endRadius: radius)
    // Two seams, ")(" shaped: arcs of circles centred outside the ball.
    let red = Color(red: 0.82, green: 0.1, blue: 0.12)
    context.setStrokeColor(red)
    for side in [-1.0, 1.0] {
      let seamCenter = Point(x: center.x + side * radius * 1.32, y: center.y)
      let seamRadius = radius * 0.98
      let span = 0.95
      let start = side < 0 ? -span : Double.pi - span
      var seam = Path()
      seam.addArc(
        center: seamCenter, radius: seamRadius, startAngle: start, endAngle: start + 2 * span,
        clockwise: false)
      context.setLineWidth(max(0.8, radius * 0.05))
      context.stroke(seam)
      // Stitches: short ticks across the seam.
      context.setLineWidth(max(0.7, radius * 0.045))
      let stitches = 9
      var ticks: [Point] = []
      for index in 0..<stitches {
        let angle = start + 2 * span * (Double(index) + 0.5) / Double(stitches)
        let along = Point(x: cos(angle), y: sin(angle))
        let normalLength = radius * 0.13
        let point = Point(
          x: seamCenter.x + seamRadius * along.x, y: seamCenter.y + seamRadius * along.y)
        let tangent = Point(x: -along.y * radius * 0.05, y: along.x * radius * 0.05)
        ticks.append(
          Point(
            x: point.x - along.x * normalLength - tangent.x,
            y: point.y - along.y * normalLength - tangent.y))
        ticks.append(
          Point(
            x: point.x + along.x * normalLength + tangent.x,
            y: point.y + along.y * normalLength + tangent.y))
      }
      context.strokeLineSegments(between: ticks)
    }
    context.restoreGState()
    context.setStrokeColor(Color(white: 0.55))
    context.setLineWidth(1)
    context.stroke(ball)
  }
}
