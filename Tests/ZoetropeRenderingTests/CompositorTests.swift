import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@_spi(Benchmarks) @testable import ZoetropeRendering

/// The compositor against the reference: every frame composited with
/// pixman equals the same snapshot drawn with Cairo alone.
@MainActor
@Suite struct CompositorTests {
  /// Renders a snapshot with the compositor and with Cairo alone.
  func renderBoth(_ snapshot: RenderSnapshot, size: Size, scale: Double) -> (Image, Image) {
    let compositor = Renderer(scale: scale)
    let reference = Renderer(scale: scale)
    reference.usesCompositor = false
    return (
      compositor.render(snapshot, size: size, background: .white),
      reference.render(snapshot, size: size, background: .white)
    )
  }

  @Test func randomTreesMatchCairo() {
    var trees = RandomTrees(seed: 13)
    let compositor = Renderer()
    let reference = Renderer()
    reference.usesCompositor = false
    var counts = CompositeCounts()
    var failures = 0
    var nearestPaints = 0
    var nearestPixels = 0
    var nearestMoved = 0
    for index in 0..<1_000 {
      let scale: Double = index % 3 == 0 ? 2 : 1
      compositor.scale = scale
      reference.scale = scale
      let snapshot = trees.snapshot()
      let composited = compositor.render(snapshot, size: trees.size, background: .white)
      counts.pixelCopies += compositor.compositeCounts.pixelCopies
      counts.boxFills += compositor.compositeCounts.boxFills
      counts.cairoPaints += compositor.compositeCounts.cairoPaints
      counts.transformedPaints += compositor.compositeCounts.transformedPaints
      nearestPaints += compositor.compositeCounts.nearestAreas.count
      let expected = reference.render(snapshot, size: trees.size, background: .white)
      // Turned images are sampled by the compositor, whose edge coverage
      // is exact area where Cairo's is sampled on sub-rows (see
      // TransformedPaintTests for their interiors, within 2).
      // Scaled images on whole pixels are sampled by the compositor at
      // positions measured from their own corner, which Cairo rounds
      // differently (within 2 inside). Images sampled by nearest texel
      // round sample points on texel edges the compositor's way
      // (NearestScaleTests): there a pixel may show the texel of a
      // neighbouring pixel of Cairo's frame. Pixels that match none are
      // counted (antialiased lines whose texels moved by a tie), and must
      // stay rare; elsewhere none may differ.
      let areas = [
        (compositor.compositeCounts.transformedAreas, TransformedPaintTests.edgeTolerance),
        (compositor.compositeCounts.scaledAreas, 2),
      ]
      let nearest = compositor.compositeCounts.nearestAreas
      let different = pixelsOverTolerance(
        composited, expected, tolerance: 1, except: areas + [(nearest, 255)])
      nearestPixels += nearest.reduce(0) { $0 + $1.area }
      nearestMoved +=
        pixelsOverTolerance(
          composited, expected, tolerance: 1, except: areas, shiftedBy1In: nearest) - different
      if different > 0 {
        failures += 1
        Issue.record("Tree \(index): \(different) pixels differ by more than allowed")
        if failures > 5 { break }
      }
    }
    // The trees exercise both pixman paths and the Cairo fallbacks.
    #expect(counts.pixelCopies > 200)
    #expect(counts.boxFills > 40)
    #expect(counts.cairoPaints > 1_500)
    #expect(counts.transformedPaints > 100)
    #expect(nearestPaints > 50)
    #expect(nearestMoved * 500 < nearestPixels, "\(nearestMoved) of \(nearestPixels)")
  }

  /// The pixels over `tolerance` in any channel, with a larger tolerance
  /// inside each list of boxes of `except`; inside `shifted` boxes a
  /// pixel is compared with `rhs`'s pixels up to one pixel away too, and
  /// counts only when it is over its tolerance from each of them.
  func pixelsOverTolerance(
    _ lhs: Image, _ rhs: Image, tolerance: Int, except areas: [([PixelBox], Int)],
    shiftedBy1In shifted: [PixelBox] = []
  ) -> Int {
    func contains(_ boxes: [PixelBox], _ x: Int, _ y: Int) -> Bool {
      boxes.contains { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY }
    }
    func isOver(_ a: UInt32, _ b: UInt32, _ allowed: Int) -> Bool {
      stride(from: 0, to: 32, by: 8).contains { shift in
        abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > allowed
      }
    }
    var count = 0
    for index in lhs.pixels.indices where lhs.pixels[index] != rhs.pixels[index] {
      let x = index % lhs.pixelWidth
      let y = index / lhs.pixelWidth
      var allowed = tolerance
      for (boxes, areaTolerance) in areas where contains(boxes, x, y) {
        allowed = max(allowed, areaTolerance)
      }
      guard isOver(lhs.pixels[index], rhs.pixels[index], allowed) else { continue }
      if contains(shifted, x, y) {
        let neighbours = (max(y - 1, 0)...min(y + 1, lhs.pixelHeight - 1)).flatMap { row in
          (max(x - 1, 0)...min(x + 1, lhs.pixelWidth - 1)).map { row * lhs.pixelWidth + $0 }
        }
        if neighbours.contains(where: { !isOver(lhs.pixels[index], rhs.pixels[$0], allowed) }) {
          continue
        }
      }
      count += 1
    }
    return count
  }

  @Test func translatedSpritesArePixmanCopiesEqualToCairo() {
    let size = Size(width: 64, height: 48)
    let image = Fixture.testImage()
    var layers: [RenderLayer] = []
    for index in 0..<12 {
      layers.append(
        Fixture.layer(
          frame: Rect(x: Double(index * 5) - 8, y: Double(index * 3) + 0.3, width: 40, height: 30)
        ) {
          $0.contents = image
          $0.opacity = index % 3 == 0 ? 0.6 : 1
          $0.backgroundColor =
            index % 2 == 0 ? .clear : Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        })
    }
    let snapshot = Fixture.snapshot(size: size, layers)
    let compositor = Renderer()
    let composited = compositor.render(snapshot, size: size, background: .white)
    // Two translucent layers paint a background too: groups, drawn by Cairo.
    #expect(compositor.compositeCounts.pixelCopies == 10)
    let reference = Renderer()
    reference.usesCompositor = false
    let same = composited == reference.render(snapshot, size: size, background: .white)
    #expect(same)
  }

  @Test func squareBackgroundsOnWholePixelsAreFilledEqualToCairo() {
    let size = Size(width: 40, height: 40)
    var layers: [RenderLayer] = []
    for alpha in [1.0, 0.5, 0.01, 0.999, 0] {
      for opacity in [1.0, 0.3] {
        layers.append(
          Fixture.layer(frame: Rect(x: alpha * 20, y: opacity * 20, width: 12, height: 9)) {
            $0.backgroundColor = Color(red: 0.9, green: 0.35, blue: 0.1, alpha: alpha)
            $0.opacity = opacity
          })
      }
    }
    let snapshot = Fixture.snapshot(size: size, layers)
    for scale in [1.0, 2.0] {
      let (composited, expected) = renderBoth(snapshot, size: size, scale: scale)
      let same = composited == expected
      #expect(same)
    }
  }

  @Test func clippingAncestorsOnWholePixelsClipPixmanPaints() {
    let size = Size(width: 40, height: 40)
    let child = Fixture.layer(frame: Rect(x: -5, y: -5, width: 40, height: 30)) {
      $0.contents = Fixture.testImage()
    }
    let clipper = Fixture.layer(frame: Rect(x: 8, y: 6, width: 20, height: 20), sublayers: [child])
    {
      $0.masksToBounds = true
      $0.backgroundColor = .yellow
    }
    let renderer = Renderer()
    let snapshot = Fixture.snapshot(size: size, [clipper])
    let image = renderer.render(snapshot, size: size, background: .white)
    #expect(renderer.compositeCounts.pixelCopies == 1)
    #expect(renderer.compositeCounts.cairoPaints == 0)
    // Inside the clip the image's red quadrant; outside it, the background.
    #expect(image.color(atPoint: 20, 10) == .red)
    #expect(image.color(atPoint: 7, 7) == .white)
    #expect(image.color(atPoint: 9, 26) == .white)
    let reference = Renderer()
    reference.usesCompositor = false
    let same = image == reference.render(snapshot, size: size, background: .white)
    #expect(same)
  }
}

/// The compositor's threads: any thread count gives the same bytes.
@MainActor
@Suite struct CompositorThreadTests {
  @Test func oneAndTwoThreadsGiveIdenticalBytes() {
    var trees = RandomTrees(seed: 2_026)
    let single = Renderer()
    single.threadCount = 1
    let double = Renderer()
    double.threadCount = 2
    for index in 0..<200 {
      let snapshot = trees.snapshot()
      let one = single.render(snapshot, size: trees.size, background: .white)
      let two = double.render(snapshot, size: trees.size, background: .white)
      let same = one == two
      #expect(same, "Tree \(index)")
    }
  }

  @Test func manySpritesAreSplitIntoBandsWithIdenticalBytes() {
    let size = Size(width: 300, height: 200)
    let image = Fixture.testImage()
    var layers: [RenderLayer] = []
    for index in 0..<400 {
      layers.append(
        Fixture.layer(
          frame: Rect(
            x: Double((index * 37) % 300) - 20, y: Double((index * 53) % 200) - 15, width: 40,
            height: 30)
        ) {
          $0.contents = image
          $0.opacity = index % 5 == 0 ? 0.5 : 1
          $0.backgroundColor = index % 7 == 0 ? .blue : .clear
        })
    }
    let snapshot = Fixture.snapshot(size: size, layers)
    var images: [Image] = []
    for threads in [1, 2, 3, 8] {
      let renderer = Renderer()
      renderer.threadCount = threads
      images.append(renderer.render(snapshot, size: size, background: .white))
      #expect(renderer.compositeCounts.pixelCopies > 300)
    }
    let reference = Renderer()
    reference.usesCompositor = false
    let expected = reference.render(snapshot, size: size, background: .white)
    for image in images {
      let same = image == images[0]
      #expect(same)
      #expect(pixelsOverTolerance(image, expected, tolerance: 1) == 0)
    }
  }
}
