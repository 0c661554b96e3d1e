import CCompositor
import CPixman
import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

extension CulledCompositingTests {
  /// Turned opaque discs piled up: each draws only the rows and columns
  /// that show, with the bytes of drawing all of it.
  @Test(arguments: [1, 2])
  func aPileOfTurnedSpritesDrawsWhatShows(threads: Int) {
    var generator = SeededRandomNumberGenerator(seed: 100)
    let size = Size(width: 160, height: 120)
    let square = ImageRenderer(size: Size(width: 16, height: 16)).image { context in
      context.setFillColor(.systemBlue)
      context.fill(Rect(x: 0, y: 0, width: 16, height: 16))
    }
    let layers = (0..<600).map { id in
      Fixture.layer(
        frame: Rect(
          x: Double.random(in: -8..<160, using: &generator),
          y: Double.random(in: -8..<120, using: &generator), width: 16, height: 16),
        id: UInt64(10 + id)
      ) {
        $0.contents = id % 3 == 0 ? square : Self.sprites[id % 2]
        $0.transform = Transform(rotationAngle: Double.random(in: 0.1...1.4, using: &generator))
        if id % 7 == 0 { $0.opacity = 0.6 }
      }
    }
    let snapshot = Fixture.snapshot(size: size, layers)
    let culled = Renderer()
    culled.threadCount = threads
    let frame = culled.render(snapshot, size: size, background: .white)
    #expect(culled.compositeCounts.transformedPaints == 600)
    #expect(culled.compositeCounts.culledBatchThreads >= 1)
    #expect(culled.compositeCounts.culledBatchThreads <= threads)
    // Cut into 8 bands of 16 rows for the cache (the least a band has):
    // still no more threads than asked (before, a batch's cache bands ran
    // on every core whatever the count).
    let banded = Renderer()
    banded.threadCount = threads
    banded.cullingBandBytes = 4 * 160 * 4
    #expect(banded.render(snapshot, size: size, background: .white) == frame)
    #expect(banded.compositeCounts.culledBatchThreads >= 1)
    #expect(banded.compositeCounts.culledBatchThreads <= threads)
    let copied = culled.compositeCounts.culledBatchCopyPixels
    let drawn = culled.compositeCounts.drawnCopyPixels
    #expect(drawn < copied / 2, "drew \(drawn) of \(copied)")
    let reference = Renderer()
    reference.cullsOccludedPixels = false
    #expect(frame == reference.render(snapshot, size: size, background: .white))
  }

  /// Turned sprites of every awkward kind (holes, concave shapes,
  /// translucent texels, alpha 0 with colour, 1 × 1, all 0), turned,
  /// skewed, mirrored, scaled far up and down, nearly square to the axes,
  /// with NaN and huge maps, nearest and bilinear, some translucent,
  /// piled up: each hides only what its shape's hidden region holds and
  /// skips only samples outside its visible one, so the frame has the
  /// bytes of drawing each whole.
  @Test(arguments: [1, 2])
  func awkwardTurnedSpritesGiveTheBytesOfDrawingThemWhole(threads: Int) throws {
    var generator = SeededRandomNumberGenerator(seed: UInt64(400 + threads))
    let size = Size(width: 120, height: 90)
    let images = try (0..<40).map { index in
      let source = SourceShapeTests.source(kind: index % 10, &generator)
      return try Image(
        pixelWidth: source.width, pixelHeight: source.height, scale: 1, pixels: source.pixels)
    }
    let maps: [Transform] = [
      Transform(a: 1, b: 0.3, c: -0.5, d: 1, tx: 0, ty: 0),
      Transform(scaleX: -1, y: 1).rotatedBy(0.7),
      Transform(rotationAngle: 0.4).scaledBy(x: 3, y: 2.5),
      Transform(rotationAngle: 2.1).scaledBy(x: 0.3, y: 0.35),
      Transform(rotationAngle: 0.9).scaledBy(x: 1e4, y: 1e4),
      Transform(rotationAngle: 0.9).scaledBy(x: 1e-4, y: 1e-4),
      Transform(rotationAngle: 1e-9),
      Transform(rotationAngle: Double.pi / 2 + 1e-7),
      Transform(rotationAngle: Double.pi / 4),
      Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      Transform(rotationAngle: 0.5).concatenating(Transform(translationX: 1e12, y: 0)),
    ]
    var drawn = 0
    var copied = 0
    for scene in 0..<6 {
      let layers = (0..<250).map { id in
        let image = images[Int.random(in: 0..<images.count, using: &generator)]
        let roll = Int.random(in: 0..<(2 * maps.count), using: &generator)
        let angle = Double.random(in: 0.05...6.2, using: &generator)
        let nearest = Int.random(in: 0..<4, using: &generator) == 0
        let translucent = Int.random(in: 0..<8, using: &generator) == 0
        return Fixture.layer(
          frame: Rect(
            x: Double.random(in: -20...120, using: &generator),
            y: Double.random(in: -20...90, using: &generator), width: image.size.width,
            height: image.size.height),
          id: UInt64(10 + id)
        ) {
          $0.contents = image
          $0.transform = roll < maps.count ? maps[roll] : Transform(rotationAngle: angle)
          if nearest {
            $0.magnificationFilter = .nearest
            $0.minificationFilter = .nearest
          }
          if translucent { $0.opacity = 0.7 }
        }
      }
      let snapshot = Fixture.snapshot(size: size, layers)
      let culled = Renderer(scale: scene % 3 == 2 ? 2 : 1)
      culled.threadCount = threads
      culled.cullingOverdraw = 0
      // Bands of 16 to 40 rows.
      culled.cullingBandPaints = 0
      culled.cullingBandBytes = scene % 2 == 0 ? 4_096 : 19_200
      let frame = culled.render(snapshot, size: size, background: .white)
      drawn += culled.compositeCounts.drawnCopyPixels
      copied += culled.compositeCounts.culledBatchCopyPixels
      let reference = Renderer(scale: scene % 3 == 2 ? 2 : 1)
      reference.cullsOccludedPixels = false
      #expect(
        frame == reference.render(snapshot, size: size, background: .white),
        "scene \(scene), \(threads) threads")
    }
    #expect(drawn > 0 && drawn < copied, "drew \(drawn) of \(copied)")
  }

  /// The bunnymark's turned discs, piled up: each hides about nine tenths
  /// of itself (its octagon) and draws nothing outside its disc, so
  /// little more than the window is drawn.
  @Test func turnedDiscsDrawLittleMoreThanTheWindow() {
    var generator = SeededRandomNumberGenerator(seed: 102)
    let size = Size(width: 160, height: 120)
    let disc = ImageRenderer(size: Size(width: 32, height: 32)).image { context in
      context.setFillColor(.systemBlue)
      context.fillEllipse(in: Rect(x: 1, y: 1, width: 30, height: 30))
    }
    let layers = (0..<400).map { id in
      Fixture.layer(
        frame: Rect(
          x: Double.random(in: -16..<160, using: &generator),
          y: Double.random(in: -16..<120, using: &generator), width: 32, height: 32),
        id: UInt64(10 + id)
      ) {
        $0.contents = disc
        $0.transform = Transform(rotationAngle: Double.random(in: 0.1...1.4, using: &generator))
      }
    }
    let snapshot = Fixture.snapshot(size: size, layers)
    let culled = Renderer()
    let frame = culled.render(snapshot, size: size, background: .white)
    let copied = culled.compositeCounts.culledBatchCopyPixels
    let drawn = culled.compositeCounts.drawnCopyPixels
    // About 21 discs over each pixel; with the inscribed square as the
    // hidden part, about 2.6 windows were drawn.
    #expect(copied > 400_000)
    #expect(drawn < 2 * 160 * 120, "drew \(drawn) of \(copied)")
    let reference = Renderer()
    reference.cullsOccludedPixels = false
    #expect(frame == reference.render(snapshot, size: size, background: .white))
  }
}
