import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// What `--flash-damage` and `--show-layer-bounds` draw over a frame, as
/// Core Animation's instrument does (docs/INSPECTOR.md).
public struct FrameOverlay: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// An overlay of the given options.
  ///
  /// - Parameter rawValue: The options' bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The rectangle the renderer redrew for the frame, tinted red.
  public static let damage = FrameOverlay(rawValue: 1)
  /// Every visible layer's bounds (cyan, as its transforms place it) and
  /// anchor point (a yellow dot).
  public static let layerBounds = FrameOverlay(rawValue: 2)
  /// The live inspector's panel (`--inspector`): a host opens its
  /// ``AnimationInspector`` (``HeadlessHost/openInspector()``, F12 in a
  /// window) at launch; ``draw(over:snapshot:size:damage:)`` draws nothing
  /// for it.
  public static let inspector = FrameOverlay(rawValue: 4)

  /// The damage tint: translucent red.
  static let damageColor = Color(red: 1, green: 0, blue: 0, alpha: 0.35)
  /// The bounds' outline: cyan.
  static let boundsColor = Color(red: 0, green: 1, blue: 1)
  /// The anchor points' dot: yellow.
  static let anchorColor = Color(red: 1, green: 0.9, blue: 0)

  /// A frame with the overlays drawn over it.
  ///
  /// - Parameters:
  ///   - image: The frame.
  ///   - snapshot: The snapshot it shows (for the layers).
  ///   - size: The window's size in points.
  ///   - damage: The pixel rectangle redrawn for it (nil: all of it).
  /// - Returns: A new image of the same size and scale.
  @MainActor
  public func draw(over image: Image, snapshot: RenderSnapshot, size: Size, damage: Rect?)
    -> Image
  {
    guard !subtracting(.inspector).isEmpty else { return image }
    return ImageRenderer(size: size, scale: image.scale).image { context in
      context.draw(image, in: Rect(origin: .zero, size: size))
      if contains(.damage) {
        let scale = image.scale
        let box =
          damage.map {
            Rect(
              x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale,
              height: $0.height / scale)
          } ?? Rect(origin: .zero, size: size)
        if box.width > 0, box.height > 0 {
          context.setFillColor(Self.damageColor)
          context.fill(box)
        }
      }
      if contains(.layerBounds) {
        context.setLineWidth(1)
        Self.drawBounds(of: snapshot.root, map: .identity, parentSublayer: nil, in: context)
      }
    }
  }

  /// Outlines a node's bounds and marks its anchor, then its sublayers'.
  @MainActor
  static func drawBounds(
    of node: RenderLayer, map parentMap: Transform3D, parentSublayer: Transform3D?,
    in context: any GraphicsContext
  ) {
    let properties = node.properties
    guard !properties.isHidden else { return }
    let map = properties.flattenedTransformToSuperlayer(
      superlayerSublayerTransform: parentSublayer
    ).concatenating(parentMap)
    let bounds = properties.bounds
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY),
    ].map { $0.projected(by: map) }
    if corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
      var outline = Path()
      outline.move(to: corners[0])
      for corner in corners.dropFirst() { outline.addLine(to: corner) }
      outline.closeSubpath()
      context.setStrokeColor(boundsColor)
      context.stroke(outline)
      let anchor = Point(
        x: bounds.minX + bounds.width * properties.anchorPoint.x,
        y: bounds.minY + bounds.height * properties.anchorPoint.y
      ).projected(by: map)
      context.setFillColor(anchorColor)
      context.fill(Rect(x: anchor.x - 1.5, y: anchor.y - 1.5, width: 3, height: 3))
    }
    for sublayer in node.sublayers {
      drawBounds(
        of: sublayer, map: map, parentSublayer: properties.sublayerTransformAboutAnchor, in: context
      )
    }
  }
}
