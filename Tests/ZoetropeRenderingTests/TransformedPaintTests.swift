import Foundation
import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@_spi(Benchmarks) @testable import ZoetropeRendering

/// The compositor's own sampler for turned layers against Cairo.
@MainActor
@Suite struct TransformedPaintTests {
  /// A turned test image at `angle`, `opacity`, drawn by the compositor
  /// and by Cairo alone, with the differences split by where they are.
  struct Comparison {
    var interiorMaximum = 0
    var edgeMaximum = 0
    var edgePixels = 0
    var transformedPaints = 0
  }

  func compare(
    angle: Double, opacity: Double, center: Point, scale: Double = 1,
    filter: ContentsFilter = .linear, imageScale: Double = 1
  ) -> Comparison {
    let size = Size(width: 80, height: 70)
    let layer = Fixture.layer(
      frame: Rect(x: center.x - 20, y: center.y - 15, width: 40, height: 30)
    ) {
      $0.contents = Fixture.testImage(scale: imageScale)
      $0.transform = Transform(rotationAngle: angle)
      $0.opacity = opacity
      $0.magnificationFilter = filter
      $0.minificationFilter = filter
    }
    let snapshot = Fixture.snapshot(size: size, [layer])
    let compositor = Renderer(scale: scale)
    let composited = compositor.render(snapshot, size: size, background: .white)
    let reference = Renderer(scale: scale)
    reference.usesCompositor = false
    let expected = reference.render(snapshot, size: size, background: .white)
    // The quad's edges in target pixels, to tell edge pixels apart.
    let toTarget = Transform(translationX: -20, y: -15)
      .concatenating(Transform(rotationAngle: angle))
      .concatenating(Transform(translationX: center.x, y: center.y))
      .concatenating(Transform(scaleX: scale, y: scale))
    let corners = [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 30), Point(x: 0, y: 30)]
      .map { $0.applying(toTarget) }
    let middle = Point(x: center.x * scale, y: center.y * scale)
    let edges = (0..<4).map {
      TransformedPaint.Edge(from: corners[$0], to: corners[($0 + 1) % 4], inside: middle)
    }
    var result = Comparison(transformedPaints: compositor.compositeCounts.transformedPaints)
    let width = composited.pixelWidth
    for index in composited.pixels.indices {
      let a = composited.pixels[index]
      let b = expected.pixels[index]
      var difference = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let x = Int((a >> UInt32(shift)) & 0xFF)
        let y = Int((b >> UInt32(shift)) & 0xFF)
        difference = max(difference, abs(x - y))
      }
      let px = Double(index % width) + 0.5
      let py = Double(index / width) + 0.5
      let nearEdge = edges.contains {
        abs($0.normalX * px + $0.normalY * py + $0.offset) < 1.5
      }
      if nearEdge {
        result.edgeMaximum = max(result.edgeMaximum, difference)
        result.edgePixels += 1
      } else {
        result.interiorMaximum = max(result.interiorMaximum, difference)
      }
    }
    return result
  }

  /// How far an edge pixel of a turned image may be from Cairo's: the
  /// compositor's coverage is exact area, Cairo's is sampled on 15
  /// sub-rows, so a nearly horizontal edge differs by up to 1/30 of
  /// full coverage plus rounding.
  static let edgeTolerance = 24

  @Test(arguments: [0.1, 0.5, Double.pi / 4, 1.3, 2.0, Double.pi / 2 + 0.01, 3.0, -0.7])
  func turnedImagesMatchCairoInsideAndNearlyOnEdges(angle: Double) {
    for opacity in [1.0, 0.6] {
      for center in [Point(x: 40, y: 35), Point(x: 40.3, y: 34.71)] {
        for scale in [1.0, 2.0] {
          let linear = compare(angle: angle, opacity: opacity, center: center, scale: scale)
          #expect(linear.transformedPaints == 1)
          #expect(linear.interiorMaximum <= 2, "\(angle) \(opacity) \(center) \(scale)")
          #expect(linear.edgeMaximum <= TransformedPaintTests.edgeTolerance)
        }
      }
    }
  }

  /// Nearest sampling picks the texel holding each pixel's mapped
  /// center, computed here in double precision (pixels within 10⁻⁴ texel
  /// of a texel edge may round either way and are skipped).
  @Test(arguments: [0.1, 0.5, 2.0, 3.0, -0.7])
  func nearestSamplingPicksTheTexelUnderTheCenter(angle: Double) {
    let size = Size(width: 80, height: 70)
    let source = Fixture.testImage()
    let center = Point(x: 40.3, y: 34.71)
    for scale in [1.0, 2.0] {
      let layer = Fixture.layer(
        frame: Rect(x: center.x - 20, y: center.y - 15, width: 40, height: 30)
      ) {
        $0.contents = source
        $0.transform = Transform(rotationAngle: angle)
        $0.magnificationFilter = .nearest
        $0.minificationFilter = .nearest
      }
      let renderer = Renderer(scale: scale)
      let image = renderer.render(
        Fixture.snapshot(size: size, [layer]), size: size, background: .white)
      #expect(renderer.compositeCounts.transformedPaints == 1)
      let toTarget = Transform(translationX: -20, y: -15)
        .concatenating(Transform(rotationAngle: angle))
        .concatenating(Transform(translationX: center.x, y: center.y))
        .concatenating(Transform(scaleX: scale, y: scale))
      let toSource = toTarget.inverted()
      var compared = 0
      var wrong = 0
      for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth {
          let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(toSource)
          // Well inside the image, away from its antialiased edges.
          guard point.x > 1, point.y > 1, point.x < 39, point.y < 29 else { continue }
          let fractionX = point.x - point.x.rounded(.down)
          let fractionY = point.y - point.y.rounded(.down)
          guard min(fractionX, 1 - fractionX) > 1e-4, min(fractionY, 1 - fractionY) > 1e-4
          else { continue }
          compared += 1
          let expected = source.pixels[Int(point.y) * source.pixelWidth + Int(point.x)]
          if image.pixels[y * image.pixelWidth + x] != expected { wrong += 1 }
        }
      }
      #expect(compared > 800)
      #expect(wrong == 0, "angle \(angle), scale \(scale): \(wrong) of \(compared)")
    }
  }

  /// The half-plane coverage against a 64 × 64 supersampled pixel.
  @Test func edgeCoverageIsTheAreaInsideTheEdge() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      let angle = Double.random(in: 0..<(2 * .pi), using: &generator)
      let center = Point(x: 0.5, y: 0.5)
      let direction = Point(x: cos(angle), y: sin(angle))
      let distance = Double.random(in: -1...1, using: &generator)
      // A line through center − distance × normal, the normal inward.
      let normal = Point(x: -direction.y, y: direction.x)
      let onLine = Point(x: center.x - distance * normal.x, y: center.y - distance * normal.y)
      let edge = TransformedPaint.Edge(
        from: onLine, to: Point(x: onLine.x + direction.x, y: onLine.y + direction.y),
        inside: Point(x: onLine.x + normal.x, y: onLine.y + normal.y))
      var inside = 0
      for row in 0..<64 {
        for column in 0..<64 {
          let x = (Double(column) + 0.5) / 64
          let y = (Double(row) + 0.5) / 64
          if edge.normalX * x + edge.normalY * y + edge.offset >= 0 { inside += 1 }
        }
      }
      let sampled = Double(inside) / 4_096
      let computed = edge.coverage(
        atDistance: edge.normalX * center.x + edge.normalY * center.y + edge.offset)
      #expect(abs(sampled - computed) < 0.02, "angle \(angle), distance \(distance)")
    }
  }

  /// An opaque white square turned by 30°: its coverage adds up to its
  /// area, and its middle is fully covered.
  @Test func turnedSquareCoversItsArea() {
    let white = ImageRenderer(size: Size(width: 20, height: 20)).image { context in
      context.setFillColor(.white)
      context.fill(Rect(x: 0, y: 0, width: 20, height: 20))
    }
    let size = Size(width: 40, height: 40)
    let layer = Fixture.layer(frame: Rect(x: 10.25, y: 9.5, width: 20, height: 20)) {
      $0.contents = white
      $0.transform = Transform(rotationAngle: .pi / 6)
    }
    let renderer = Renderer()
    let image = renderer.render(
      Fixture.snapshot(size: size, [layer]), size: size, background: .clear)
    #expect(renderer.compositeCounts.transformedPaints == 1)
    var total = 0.0
    for pixel in image.pixels {
      total += Double(pixel >> 24) / 255
    }
    // Bilinear sampling with transparent texels outside fades the
    // outermost half texel: 400 minus about half the perimeter's worth.
    #expect(total > 400 - 40 && total < 400, "\(total)")
    #expect(image.pixels[20 * 40 + 20] == 0xFFFF_FFFF)
  }

  /// Turned sprites give the same bytes on any number of threads.
  @Test func turnedSpritesAreIdenticalOnAnyThreadCount() {
    let size = Size(width: 300, height: 200)
    let image = Fixture.testImage()
    var layers: [RenderLayer] = []
    for index in 0..<300 {
      layers.append(
        Fixture.layer(
          frame: Rect(
            x: Double((index * 37) % 300) - 20.3, y: Double((index * 53) % 200) - 15.6,
            width: 40, height: 30)
        ) {
          $0.contents = image
          $0.transform = Transform(rotationAngle: Double(index + 1) * 0.37)
          $0.opacity = index % 5 == 0 ? 0.5 : 1
        })
    }
    let snapshot = Fixture.snapshot(size: size, layers)
    var images: [Image] = []
    for threads in [1, 2, 3, 8] {
      let renderer = Renderer()
      renderer.threadCount = threads
      images.append(renderer.render(snapshot, size: size, background: .white))
      #expect(renderer.compositeCounts.transformedPaints == 300)
    }
    for image in images.dropFirst() {
      let same = image == images[0]
      #expect(same)
    }
  }

  /// Degenerate and out-of-range maps fall back to Cairo: nothing
  /// recorded, nothing crashes.
  @Test func degenerateMapsAreRefused() {
    let pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 4)
    pixels.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      func paint(_ transform: Transform) -> TransformedPaint? {
        TransformedPaint(
          source: base, width: 2, height: 2, stride: 2, surfaceToTarget: transform,
          isBilinear: true, alpha: 1, clip: PixelBox(width: 100, height: 100))
      }
      #expect(paint(Transform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)) == nil)
      #expect(paint(Transform(rotationAngle: .nan)) == nil)
      #expect(paint(Transform(a: 0, b: 1e-12, c: -1e-12, d: 0, tx: 5, ty: 5)) == nil)
      #expect(paint(Transform(a: 1e-4, b: 1e-4, c: -1e-4, d: 1e-4, tx: 0, ty: 0)) == nil)
      #expect(paint(Transform(rotationAngle: 0.5)) != nil)
    }
  }

  /// A scaled image on whole pixels (the DiceRoller die): sampled by the
  /// compositor within 2 of Cairo, then copied from the cache with the
  /// same bytes wherever it moves by whole pixels.
  @Test func scaledImagesAreSampledThenCopiedWithTheSameBytes() {
    let size = Size(width: 120, height: 100)
    let source = Fixture.testImage()
    func snapshot(x: Double, opacity: Double) -> RenderSnapshot {
      Fixture.snapshot(
        size: size,
        [
          Fixture.layer(frame: Rect(x: x, y: 10, width: 60, height: 45), id: 7) {
            $0.contents = source
            $0.opacity = opacity
          }
        ])
    }
    for scale in [1.0, 2.0] {
      for opacity in [1.0, 0.7] {
        let moving = Renderer(scale: scale)
        for (frame, x) in [10.0, 11, 13, 12, 10].enumerated() {
          let current = snapshot(x: x, opacity: opacity)
          let image = moving.render(current, size: size, background: .white)
          // The first frame samples; the second asks for the same size
          // again, so the scaled pixels are cached, and copied from then on.
          if frame >= 1 {
            #expect(moving.compositeCounts.pixelCopies == 1)
          } else {
            #expect(moving.compositeCounts.pixelCopies == 0)
          }
          #expect(moving.compositeCounts.cairoPaints == 0)
          let fresh = Renderer(scale: scale)
          let same = image == fresh.render(current, size: size, background: .white)
          #expect(same, "frame \(frame) at scale \(scale), opacity \(opacity)")
          let reference = Renderer(scale: scale)
          reference.usesCompositor = false
          let expected = reference.render(current, size: size, background: .white)
          #expect(pixelsOverTolerance(image, expected, tolerance: 2) == 0)
        }
      }
    }
  }

  /// A nearest-sampled scaled image is sampled by the compositor, not
  /// Cairo; away from texel edges it gives Cairo's pixels (NearestScaleTests
  /// checks the rounding on them).
  @Test func nearestScaledImagesAreSampledByTheCompositor() {
    let size = Size(width: 100, height: 80)
    // 40 × 30 pixels drawn into 80 × 60: every sample point is a quarter
    // of a texel from its edges.
    let layer = Fixture.layer(frame: Rect(x: 10, y: 10, width: 80, height: 60)) {
      $0.contents = Fixture.testImage()
      $0.magnificationFilter = .nearest
    }
    let renderer = Renderer()
    let image = renderer.render(
      Fixture.snapshot(size: size, [layer]), size: size, background: .white)
    #expect(renderer.compositeCounts.cairoPaints == 0)
    #expect(
      renderer.compositeCounts.nearestAreas == [PixelBox(minX: 10, minY: 10, maxX: 90, maxY: 70)])
    let reference = Renderer()
    reference.usesCompositor = false
    let same =
      image
      == reference.render(Fixture.snapshot(size: size, [layer]), size: size, background: .white)
    #expect(same)
  }
}
