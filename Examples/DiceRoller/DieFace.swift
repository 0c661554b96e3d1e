import Zoetrope

/// The six faces of a die, drawn in code: a white rounded square with
/// black pips, the way the tutorial's `dice1.png` … `dice6.png` look.
public enum DieFace {
  /// The size each face is drawn at, in points.
  public static let size = Size(width: 100, height: 100)

  /// Where the pips of a face sit, in units of the face (0…1 on each axis).
  ///
  /// - Parameter value: The face, 1 to 6; other values have no pips.
  /// - Returns: The pip centres.
  public static func pipCenters(for value: Int) -> [Point] {
    let low = 0.27
    let mid = 0.5
    let high = 0.73
    let center = Point(x: mid, y: mid)
    let topLeft = Point(x: low, y: low)
    let topRight = Point(x: high, y: low)
    let bottomLeft = Point(x: low, y: high)
    let bottomRight = Point(x: high, y: high)
    let middleLeft = Point(x: low, y: mid)
    let middleRight = Point(x: high, y: mid)
    switch value {
    case 1: return [center]
    case 2: return [topLeft, bottomRight]
    case 3: return [topLeft, center, bottomRight]
    case 4: return [topLeft, topRight, bottomLeft, bottomRight]
    case 5: return [topLeft, topRight, center, bottomLeft, bottomRight]
    case 6: return [topLeft, topRight, middleLeft, middleRight, bottomLeft, bottomRight]
    default: return []
    }
  }

  /// Draws one face filling `rect`.
  ///
  /// - Parameters:
  ///   - value: The face, 1 to 6.
  ///   - rect: Where to draw it.
  ///   - context: The context to draw into.
  @MainActor
  public static func draw(_ value: Int, in rect: Rect, context: any GraphicsContext) {
    let inset = rect.insetBy(dx: 2, dy: 2)
    let corner = inset.width * 0.18
    // A soft shadow under the die, then the white body with a grey edge.
    context.setFillColor(Color(white: 0, alpha: 0.18))
    context.fill(Path(roundedRect: inset.offsetBy(dx: 1, dy: 2), cornerRadius: corner))
    context.drawLinearGradient(
      Gradient(colors: [.white, Color(white: 0.9)]),
      start: Point(x: inset.minX, y: inset.minY),
      end: Point(x: inset.maxX, y: inset.maxY),
      clippedTo: Path(roundedRect: inset, cornerRadius: corner))
    context.setStrokeColor(Color(white: 0.55))
    context.setLineWidth(1.5)
    context.stroke(Path(roundedRect: inset.insetBy(dx: 0.75, dy: 0.75), cornerRadius: corner))
    // The pips.
    let radius = inset.width * 0.085
    context.setFillColor(Color(white: 0.08))
    for unit in pipCenters(for: value) {
      let center = Point(
        x: inset.minX + unit.x * inset.width, y: inset.minY + unit.y * inset.height)
      context.fillEllipse(
        in: Rect(
          x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
  }
}

extension GraphicsContext {
  /// Draws a linear gradient inside a path, leaving the clip as it was.
  @MainActor
  fileprivate func drawLinearGradient(
    _ gradient: Gradient, start: Point, end: Point, clippedTo path: Path
  ) {
    saveGState()
    clip(to: path)
    drawLinearGradient(gradient, start: start, end: end)
    restoreGState()
  }
}
