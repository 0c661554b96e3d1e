import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// Builds render layers for tests without a layer tree.
@MainActor
enum Fixture {
  static var nextID: UInt64 = 1_000

  /// A render layer with properties set by a closure.
  static func layer(
    frame: Rect, content: RenderContent? = nil, sublayers: [RenderLayer] = [],
    id: UInt64? = nil, _ configure: (inout LayerProperties) -> Void = { _ in }
  ) -> RenderLayer {
    var properties = LayerProperties()
    properties.bounds = Rect(origin: .zero, size: frame.size)
    properties.position = Point(x: frame.midX, y: frame.midY)
    configure(&properties)
    nextID += 1
    return RenderLayer(
      layerID: id ?? nextID, properties: properties, content: content, sublayers: sublayers,
      changeCount: nextID)
  }

  /// A snapshot of a root layer covering `size`, holding the layers.
  static func snapshot(size: Size, _ layers: [RenderLayer]) -> RenderSnapshot {
    RenderSnapshot(
      root: layer(frame: Rect(origin: .zero, size: size), sublayers: layers), time: 0,
      hasChanges: true)
  }

  /// Renders layers on a white background.
  static func render(
    _ layers: [RenderLayer], size: Size, scale: Double = 1, background: Color = .white
  ) -> Image {
    Renderer(scale: scale).render(snapshot(size: size, layers), size: size, background: background)
  }

  /// A 2 × 2 pixel checkerboard: black, white / white, black.
  static func checker() -> Image {
    ImageRenderer(size: Size(width: 2, height: 2)).image { context in
      context.setFillColor(.white)
      context.fill(Rect(x: 0, y: 0, width: 2, height: 2))
      context.setFillColor(.black)
      context.fill(Rect(x: 0, y: 0, width: 1, height: 1))
      context.fill(Rect(x: 1, y: 1, width: 1, height: 1))
    }
  }

  /// A distinctive 40 × 30 point test image: quadrants of red, green, blue
  /// and yellow with a black diagonal and a white dot, so flips, scaling
  /// and cropping all show.
  static func testImage(scale: Double = 1) -> Image {
    ImageRenderer(size: Size(width: 40, height: 30), scale: scale).image { context in
      context.setFillColor(.red)
      context.fill(Rect(x: 0, y: 0, width: 20, height: 15))
      context.setFillColor(.green)
      context.fill(Rect(x: 20, y: 0, width: 20, height: 15))
      context.setFillColor(.blue)
      context.fill(Rect(x: 0, y: 15, width: 20, height: 15))
      context.setFillColor(.yellow)
      context.fill(Rect(x: 20, y: 15, width: 20, height: 15))
      var line = Path()
      line.move(to: Point(x: 0, y: 0))
      line.addLine(to: Point(x: 40, y: 30))
      context.setStrokeColor(.black)
      context.setLineWidth(2)
      context.stroke(line)
      context.setFillColor(.white)
      context.fillEllipse(in: Rect(x: 27, y: 4, width: 6, height: 6))
    }
  }
}

extension Image {
  /// The straight color at a point, for pixel assertions, at the image's
  /// scale (points).
  func color(atPoint x: Double, _ y: Double) -> Color {
    color(atX: Int(x * scale), y: Int(y * scale))
  }
}

extension Color {
  /// Whether two colors are within a tolerance per channel (0...1).
  func isClose(to other: Color, tolerance: Double = 0.02) -> Bool {
    abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
      && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
  }
}
