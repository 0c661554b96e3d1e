import Testing
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// Contents images scaled and sampled by nearest texel (pixel art drawn
/// larger), and scaled flips and quarter turns, drawn by the compositor's
/// own sampler instead of Cairo's general path.
///
/// The rounding is the compositor's, documented at
/// ``Renderer/samples(_:)``: a sample point on a texel edge takes
/// the texel before it along each of the surface's axes. Each frame is
/// checked pixel by pixel against a reference computed here, on whole
/// pixels and on half pixels (where sample points fall on texel edges).
@MainActor
@Suite struct NearestScaleTests {
  /// Maps, each with where to center the 7 × 5 image.
  ///
  /// On whole and half pixels, so that sample points fall between texel
  /// edges or on them. Scales whose inverse is not exact in binary are placed only where no
  /// sample point falls on an edge.
  nonisolated static let cases: [(name: String, transform: Transform, positions: [Point])] = [
    ("2×", Transform(scaleX: 2, y: 2), [Point(x: 16, y: 15), Point(x: 16.5, y: 15.5)]),
    ("4×", Transform(scaleX: 4, y: 4), [Point(x: 16, y: 15), Point(x: 16.5, y: 15.25)]),
    ("3×", Transform(scaleX: 3, y: 3), [Point(x: 16.5, y: 15.5)]),
    ("2 × 1", Transform(scaleX: 2, y: 1), [Point(x: 16, y: 15.5), Point(x: 16.5, y: 15)]),
    (
      "½× (minified)", Transform(scaleX: 0.5, y: 0.5),
      [Point(x: 16, y: 15), Point(x: 16.25, y: 15.25)]
    ),
    ("2×, flipped", Transform(scaleX: -2, y: 2), [Point(x: 16, y: 15), Point(x: 16.5, y: 15.5)]),
    ("2×, upside down", Transform(scaleX: 2, y: -2), [Point(x: 16, y: 15)]),
    (
      "2×, 90°", Transform(a: 0, b: 2, c: -2, d: 0, tx: 0, ty: 0),
      [Point(x: 16, y: 15), Point(x: 16.5, y: 15.5)]
    ),
    ("2×, flipped, 270°", Transform(a: 0, b: 2, c: 2, d: 0, tx: 0, ty: 0), [Point(x: 16, y: 15)]),
  ]

  static let size = Size(width: 34, height: 30)

  /// Draws the 7 × 5 image of ``QuarterTurnTests`` through `transform`
  /// about its center at `position`, on an opaque gray, with both filters
  /// `filter`; returns the frame and how many paints Cairo drew.
  func draw(
    _ transform: Transform, at position: Point, filter: ContentsFilter,
    renderer: Renderer = Renderer(scale: 1), reference: Bool = false
  ) throws -> (Image, Int) {
    let width = Double(QuarterTurnTests.width)
    let height = Double(QuarterTurnTests.height)
    let image = try Image(
      pixelWidth: QuarterTurnTests.width, pixelHeight: QuarterTurnTests.height, scale: 1,
      pixels: QuarterTurnTests.sourcePixels())
    let layer = Fixture.layer(
      frame: Rect(
        x: position.x - width / 2, y: position.y - height / 2, width: width, height: height)
    ) {
      $0.contents = image
      $0.transform = transform
      $0.magnificationFilter = filter
      $0.minificationFilter = filter
    }
    renderer.usesCompositor = !reference
    let frame = renderer.render(
      Fixture.snapshot(size: Self.size, [layer]), size: Self.size, background: Color(white: 0.5))
    return (frame, renderer.compositeCounts.cairoPaints)
  }

  /// The frame's pixels whose whole area lies inside the drawn image,
  /// with what each must show: the texel at its center mapped back
  /// through the layer's map (on the 2^-16 grid the kernel samples on),
  /// an edge counting to the texel before it.
  func expectedInside(_ transform: Transform, at position: Point, frame: Image)
    -> [(index: Int, pixel: UInt32)]
  {
    let width = Double(QuarterTurnTests.width)
    let height = Double(QuarterTurnTests.height)
    let toTarget = Transform(translationX: -width / 2, y: -height / 2)
      .concatenating(transform).concatenating(Transform(translationX: position.x, y: position.y))
    let toSource = toTarget.inverted()
    let quad = Rect(x: 0, y: 0, width: width, height: height).applying(toTarget)
    var result: [(index: Int, pixel: UInt32)] = []
    for index in frame.pixels.indices {
      let x = Double(index % frame.pixelWidth)
      let y = Double(index / frame.pixelWidth)
      guard x >= quad.minX, x + 1 <= quad.maxX, y >= quad.minY, y + 1 <= quad.maxY else {
        continue
      }
      let center = Point(x: x + 0.5, y: y + 0.5).applying(toSource)
      let u = (center.x * 65_536).rounded() / 65_536
      let v = (center.y * 65_536).rounded() / 65_536
      if let texel = QuarterTurnTests.texel(u: u, v: v) {
        result.append((index, texel))
      }
    }
    return result
  }

  @Test(arguments: 0..<cases.count)
  func nearestScalesAreSampledWithTheKernelsRounding(index: Int) throws {
    let (name, transform, positions) = Self.cases[index]
    for position in positions {
      let (frame, cairoPaints) = try draw(transform, at: position, filter: .nearest)
      #expect(cairoPaints == 0, "\(name) at \(position): the compositor drew it")
      let expected = expectedInside(transform, at: position, frame: frame)
      #expect(expected.count >= 4, "\(name) at \(position): \(expected.count) pixels inside")
      let wrong = expected.filter { frame.pixels[$0.index] != $0.pixel }
      #expect(wrong.isEmpty, "\(name) at \(position): \(wrong.count) of \(expected.count) differ")
    }
  }

  @Test func aScaleOntoWholePixelsIsCachedWithTheSameBytes() throws {
    let renderer = Renderer(scale: 1)
    let position = Point(x: 16, y: 15)
    let transform = Transform(scaleX: 2, y: 2)
    let (first, _) = try draw(transform, at: position, filter: .nearest, renderer: renderer)
    renderer.setNeedsDisplay()
    let (second, cairoPaints) = try draw(
      transform, at: position, filter: .nearest, renderer: renderer)
    #expect(cairoPaints == 0)
    #expect(!renderer.compositeCounts.scaledAreas.isEmpty, "drawn by the scaled path")
    #expect(first.pixels == second.pixels)
    let expected = expectedInside(transform, at: position, frame: second)
    #expect(expected.count == 14 * 10)
    #expect(expected.allSatisfy { second.pixels[$0.index] == $0.pixel })
  }

  @Test(arguments: [
    Transform(scaleX: 1.5, y: 1.5), Transform(scaleX: 0.75, y: 0.6),
    Transform(scaleX: -1.5, y: 1.5), Transform(scaleX: 2, y: -0.75),
    Transform(a: 0, b: 1.5, c: -1.5, d: 0, tx: 0, ty: 0),
  ])
  func bilinearScalesFlipsAndQuarterTurnsMatchCairoInside(transform: Transform) throws {
    let position = Point(x: 16.25, y: 15.5)
    let (frame, cairoPaints) = try draw(transform, at: position, filter: .linear)
    #expect(cairoPaints == 0, "the compositor drew it")
    let (reference, _) = try draw(transform, at: position, filter: .linear, reference: true)
    // Inside, bilinear samples agree with Cairo's within 2 (as turned
    // paints do: TransformedPaintTests); edges differ by coverage.
    let inside = expectedInside(transform, at: position, frame: frame).map(\.index)
    #expect(inside.count >= 10)
    for index in inside {
      for shift in stride(from: 0, to: 32, by: 8) {
        let a = Int((frame.pixels[index] >> UInt32(shift)) & 0xFF)
        let b = Int((reference.pixels[index] >> UInt32(shift)) & 0xFF)
        #expect(abs(a - b) <= 2, "pixel \(index): \(a) against Cairo's \(b)")
      }
    }
  }
}
