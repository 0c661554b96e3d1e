import Testing
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// An inverted mask (``LayerProperties/invertsMask``).
///
/// The layer shows where the mask paints nothing (Lottie's inverted track
/// mattes): one kind of paint in the plan, drawn by the reference path,
/// the CPU executor and the GL executor.
@MainActor
@Suite(.serialized) struct InvertedMaskTests {
  let size = Size(width: 80, height: 64)

  /// A red box at (20, 12) with a black circle of 20 points as its mask,
  /// inverted, its center at `hole` in the box.
  func maskedBox(hole: Point = Point(x: 20, y: 20), inverted: Bool = true, x: Double = 20)
    -> RenderLayer
  {
    let circle = Fixture.layer(
      frame: Rect(x: hole.x - 10, y: hole.y - 10, width: 20, height: 20)
    ) {
      $0.backgroundColor = .black
      $0.cornerRadius = 10
    }
    var properties = LayerProperties()
    properties.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
    properties.position = Point(x: x + 20, y: 32)
    properties.backgroundColor = .red
    properties.invertsMask = inverted
    return RenderLayer(
      layerID: 7_001, properties: properties, sublayers: [], mask: circle, changeCount: 1)
  }

  func alpha(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
    image.pixels[y * image.pixelWidth + x] >> 24
  }

  @Test(arguments: [1.0, 2.0]) func theLayerShowsOutsideTheMaskOnly(scale: Double) {
    let snapshot = Fixture.snapshot(size: size, [maskedBox()])
    let reference = Renderer(scale: scale)
    reference.usesCompositor = false
    let expected = reference.render(snapshot, size: size, background: .clear)
    let composited = Renderer(scale: scale).render(snapshot, size: size, background: .clear)
    #expect(composited.pixels == expected.pixels)
    let s = Int(scale)
    // The hole (the circle's center), the box's corner, outside the box.
    #expect(alpha(composited, 40 * s, 32 * s) == 0)
    #expect(composited.pixels[(14 * s) * composited.pixelWidth + 22 * s] == 0xFFFF_0000)
    #expect(alpha(composited, 10 * s, 32 * s) == 0)
    // Not inverted, the same mask shows the circle only.
    let plain = Renderer(scale: scale).render(
      Fixture.snapshot(size: size, [maskedBox(inverted: false)]), size: size, background: .clear)
    #expect(alpha(plain, 40 * s, 32 * s) == 255)
    #expect(alpha(plain, 22 * s, 14 * s) == 0)
  }

  @Test func aMovedLayerRedrawsAsAWholeFrameDoes() {
    let renderer = Renderer()
    for (index, x) in [20.0, 23.0, 23.5, 8.0].enumerated() {
      let snapshot = Fixture.snapshot(size: size, [maskedBox(x: x)])
      let partial = renderer.render(snapshot, size: size, background: .white)
      let whole = Renderer().render(snapshot, size: size, background: .white)
      #expect(partial.pixels == whole.pixels, "frame \(index)")
    }
  }

  @Test(arguments: [1.0, 2.0]) func theGPUMatchesTheCPU(scale: Double) throws {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    let snapshot = Fixture.snapshot(size: size, [maskedBox()])
    let frame = try gpu.renderImage(snapshot, size: size, background: .white)
    let expected = Renderer(scale: scale).render(snapshot, size: size, background: .white)
    let difference = GPUFixture.difference(frame, expected)
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    #expect(difference.mean < 0.5, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
    let s = Int(scale)
    #expect(frame.pixels[(32 * s) * frame.pixelWidth + 40 * s] == 0xFFFF_FFFF)
  }
}
