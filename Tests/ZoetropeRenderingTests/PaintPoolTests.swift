import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The renderer's turned paints are reused from frame to frame, drawing
/// exactly what new ones would, and a frame of many leaves no large pool.
@MainActor
@Suite struct PaintPoolTests {
  let size = Size(width: 120, height: 90)

  /// `count` turned sprites of the test image, each frame at other angles.
  func frame(_ index: Int, count: Int) -> RenderSnapshot {
    let image = Fixture.testImage()
    var sprites: [RenderLayer] = []
    for sprite in 0..<count {
      let x = Double(sprite * 37 % 100)
      let y = Double(sprite * 23 % 70)
      let angle = 0.1 * Double(index + 1) + 0.01 * Double(sprite)
      let layer = Fixture.layer(
        frame: Rect(x: x, y: y, width: 20, height: 15), id: UInt64(100 + sprite)
      ) {
        $0.contents = image
        $0.transform = Transform(rotationAngle: angle)
      }
      sprites.append(layer)
    }
    return Fixture.snapshot(size: size, sprites)
  }

  @Test func turnedPaintsAreReusedAndDrawLikeNewOnes() {
    let renderer = Renderer()
    var pools: [[ObjectIdentifier]] = []
    for index in 0..<4 {
      renderer.setNeedsDisplay()
      let drawn = renderer.render(frame(index, count: 30), size: size, background: .white)
      let fresh = Renderer().render(frame(index, count: 30), size: size, background: .white)
      #expect(drawn == fresh, "frame \(index)")
      pools.append(renderer.paintPool.map(ObjectIdentifier.init))
    }
    #expect(pools[0].count == 30)
    // The same 30 paints every frame after the first.
    #expect(pools.allSatisfy { $0 == pools[0] })
  }

  @Test func aFrameOfManyTurnedPaintsLeavesNoLargePool() {
    let renderer = Renderer()
    _ = renderer.render(frame(0, count: 3_000), size: size, background: .white)
    #expect(renderer.paintPool.count == 3_000)
    _ = renderer.render(frame(1, count: 10), size: size, background: .white)
    #expect(renderer.paintPool.count == 1_024)
    // Within twice what a frame needs, nothing is dropped.
    _ = renderer.render(frame(2, count: 1_500), size: size, background: .white)
    _ = renderer.render(frame(3, count: 10), size: size, background: .white)
    #expect(renderer.paintPool.count == 1_500)
  }
}
