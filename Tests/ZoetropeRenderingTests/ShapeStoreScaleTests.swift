import Testing
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// A magnified shape layer's backing store is drawn at its on-screen
/// scale (the next power of two), so its edges are as sharp as the same
/// shape drawn at that size, with the compositor and with Cairo alone.
@MainActor
@Suite struct ShapeStoreScaleTests {
  let size = Size(width: 96, height: 96)

  /// A stroked and filled ring of radius `radius` about (48, 48), scaled
  /// by `scale` about its centre.
  func ring(radius: Double, scale: Double, lineWidth: Double? = nil, id: UInt64? = nil)
    -> RenderLayer
  {
    Fixture.layer(
      frame: Rect(x: 0, y: 0, width: 96, height: 96), content: RenderContent(kind: .shape), id: id
    ) {
      $0.path = Path(
        ellipseIn: Rect(x: 48 - radius, y: 48 - radius, width: 2 * radius, height: 2 * radius))
      $0.fillColor = Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
      $0.strokeColor = .black
      $0.lineWidth = lineWidth ?? 2 / scale
      $0.transform = Transform(scaleX: scale, y: scale)
    }
  }

  /// The largest difference of any channel between two images.
  func largestDifference(_ a: Image, _ b: Image) -> Int {
    zip(a.pixels, b.pixels).reduce(0) { largest, pair in
      stride(from: 0, to: 32, by: 8).reduce(largest) { inner, shift in
        let x = Int((pair.0 >> UInt32(shift)) & 0xFF)
        let y = Int((pair.1 >> UInt32(shift)) & 0xFF)
        return max(inner, abs(x - y))
      }
    }
  }

  @Test(arguments: [true, false])
  func aMagnifiedShapeIsAsSharpAsOneDrawnAtItsSize(compositor: Bool) {
    // A ring of radius 10 scaled by 3 (store at 4×) against one of radius
    // 30 drawn at its size: the same pixels but for sampling.
    let renderer = Renderer()
    renderer.usesCompositor = compositor
    let magnified = renderer.render(
      Fixture.snapshot(size: size, [ring(radius: 10, scale: 3)]), size: size, background: .white)
    #expect(renderer.caches.backingStores.entries.values.map(\.scale) == [4])
    let native = Fixture.render([ring(radius: 30, scale: 1)], size: size)
    let difference = largestDifference(magnified, native)
    #expect(difference <= 48, "largest difference \(difference)")
  }

  @Test func storeScalesArePowersOfTwoUpToTheLimit() {
    let renderer = Renderer(scale: 2)
    let shape = RenderContent(kind: .shape)
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    func scale(_ factor: Double, content: RenderContent = RenderContent(kind: .shape)) -> Double {
      renderer.storeScale(
        of: content, contentRect: rect,
        transform: Transform(scaleX: 2 * factor, y: 2 * factor).rotatedBy(0.3))
    }
    #expect(scale(1) == 2)
    #expect(scale(0.5) == 2)
    #expect(scale(1.01) == 4)
    #expect(scale(2) == 4)
    #expect(scale(3) == 8)
    #expect(scale(100) == 16)
    #expect(scale(3, content: RenderContent(kind: .gradient)) == 2)
    #expect(scale(3, content: RenderContent()) == 2)
    // Never beyond the largest store.
    let huge = renderer.storeScale(
      of: shape, contentRect: Rect(x: 0, y: 0, width: 3_000, height: 3_000),
      transform: Transform(scaleX: 16, y: 16))
    #expect(huge == 2)
  }

  @Test func aScaleAnimationRedrawsTheStoreOnlyAtPowersOfTwo() {
    let renderer = Renderer()
    for factor in stride(from: 1.0, through: 3.9, by: 0.1) {
      _ = renderer.render(
        Fixture.snapshot(size: size, [ring(radius: 10, scale: factor, lineWidth: 1, id: 77)]),
        size: size, background: .white)
    }
    // Drawn at 1, then at 2 (past 1), then at 4 (past 2).
    #expect(renderer.caches.backingStores.drawCount == 3)
  }
}
