import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// The bunnymark scene of the profiles: `count` 32 × 32 sprites over
/// 800 × 600 at seeded places, moved 3.7 points right each frame (and
/// turned, when `rotated`), as render trees built directly.
public struct SpriteScene {
  /// The sprite: a blue disc.
  public let sprite: Image
  /// Where each sprite starts.
  public let starts: [Point]
  /// Whether each sprite is turned, by its own angle plus 0.1 a frame.
  public let rotated: Bool
  /// One sprite in this many is turned by a quarter turn instead (0, 90,
  /// 180 or 270 degrees, written as `Transform(rotationAngle:)` with a
  /// multiple of π/2, as apps write it); 0 for none, 1 for every sprite.
  public let quarterTurnEvery: Int
  /// Each sprite scaled by this (a negative one flips it), sampled with
  /// ``magnification``: pixel art drawn larger; nil for none.
  public let scale: Double?
  /// The sprites' magnification filter.
  public let magnification: ContentsFilter

  /// A scene of `count` sprites.
  @MainActor public init(
    count: Int, rotated: Bool, quarterTurnEvery: Int = 0, scale: Double? = nil,
    magnification: ContentsFilter = .linear
  ) {
    self.quarterTurnEvery = quarterTurnEvery
    self.scale = scale
    self.magnification = magnification
    sprite = ImageRenderer(size: Size(width: 32, height: 32)).image { context in
      context.setFillColor(.systemBlue)
      context.fillEllipse(in: Rect(x: 1, y: 1, width: 30, height: 30))
    }
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    starts = (0..<count).map { _ in Point(x: random() * 800, y: random() * 600) }
    self.rotated = rotated
  }

  /// Frame `frame` of the scene, over a root with `background`.
  public func snapshot(frame: Int, background: Color = .clear) -> RenderSnapshot {
    var sprites: [RenderLayer] = []
    sprites.reserveCapacity(starts.count)
    for (index, start) in starts.enumerated() {
      var properties = LayerProperties()
      properties.bounds = Rect(x: 0, y: 0, width: 32, height: 32)
      properties.position = Point(x: start.x + Double(frame) * 3.7, y: start.y)
      properties.contents = sprite
      properties.magnificationFilter = magnification
      if let scale {
        properties.transform = Transform(scaleX: scale, y: abs(scale))
      }
      if quarterTurnEvery > 0, index % quarterTurnEvery == 0 {
        properties.transform = Transform(rotationAngle: Double.pi / 2 * Double(index / 7 % 4))
      } else if rotated {
        properties.transform = Transform(rotationAngle: Double(index) * 0.37 + Double(frame) * 0.1)
      }
      sprites.append(
        RenderLayer(
          layerID: UInt64(index + 10), properties: properties, sublayers: [],
          changeCount: UInt64(frame)))
    }
    var root = LayerProperties()
    root.bounds = Rect(x: 0, y: 0, width: 800, height: 600)
    root.position = Point(x: 400, y: 300)
    root.backgroundColor = background
    return RenderSnapshot(
      root: RenderLayer(
        layerID: 1, properties: root, sublayers: sprites, changeCount: UInt64(frame + 100_000)),
      time: 0, hasChanges: true)
  }
}
