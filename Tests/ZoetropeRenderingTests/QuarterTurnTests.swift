import Testing
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// Quarter turns and flips of contents images, drawn by the compositor's
/// own sampler, not Cairo's general path.
///
/// On whole pixels each target pixel is exactly one source pixel, a
/// permutation; on half pixels a nearest sample on a texel edge takes the
/// texel before it along each of the surface's axes. Both are checked
/// against references computed here pixel by pixel.
@MainActor
@Suite struct QuarterTurnTests {
  /// The eight ways to lay a 7 × 5 image on the axes: turns by 0, 90, 180
  /// and 270 degrees, each with and without a horizontal flip, written as
  /// exact matrices (the identity left out: it is a copy).
  nonisolated static let orientations: [(name: String, transform: Transform)] = [
    ("90°", Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
    ("180°", Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)),
    ("270°", Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)),
    ("flipped", Transform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
    ("flipped, 90°", Transform(a: 0, b: -1, c: -1, d: 0, tx: 0, ty: 0)),
    ("upside down", Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0)),
    ("flipped, 270°", Transform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)),
    ("π/2 by angle", Transform(rotationAngle: .pi / 2)),
    ("π by angle", Transform(rotationAngle: .pi)),
  ]

  static let width = 7
  static let height = 5

  /// Opaque pixels, each distinct, so a misplaced pixel shows.
  static func sourcePixels() -> [UInt32] {
    (0..<(width * height)).map { index -> UInt32 in
      let red = UInt32(index * 7 & 0xFF) << 16
      let green = UInt32(index * 13 & 0xFF) << 8
      let blue = UInt32(255 - index)
      return 0xFF00_0000 | red | green | blue
    }
  }

  /// Draws the image turned about the layer's center at `position`, on an
  /// opaque gray, and returns the frame and how many paints Cairo drew
  /// (none: the compositor sampled the image itself).
  func draw(_ transform: Transform, at position: Point, filter: ContentsFilter)
    throws -> (Image, Int)
  {
    let image = try Image(
      pixelWidth: Self.width, pixelHeight: Self.height, scale: 1, pixels: Self.sourcePixels())
    let layer = Fixture.layer(
      frame: Rect(
        x: position.x - Double(Self.width) / 2, y: position.y - Double(Self.height) / 2,
        width: Double(Self.width), height: Double(Self.height))
    ) {
      $0.contents = image
      $0.transform = transform
      $0.magnificationFilter = filter
      $0.minificationFilter = filter
    }
    let size = Size(width: 24, height: 20)
    let renderer = Renderer(scale: 1)
    let frame = renderer.render(
      Fixture.snapshot(size: size, [layer]), size: size, background: Color(white: 0.5))
    return (frame, renderer.compositeCounts.cairoPaints)
  }

  /// The source pixel whose area holds a point of the image's own pixel
  /// coordinates, a point on an edge counting to the pixel before it; nil
  /// outside the image.
  static func texel(u: Double, v: Double) -> UInt32? {
    let column = Int((u).rounded(.up)) - 1
    let row = Int((v).rounded(.up)) - 1
    guard column >= 0, column < width, row >= 0, row < height else { return nil }
    return sourcePixels()[row * width + column]
  }

  /// What the frame must show at each pixel center: the texel there,
  /// mapped back through the layer's map, else the background.
  func reference(_ transform: Transform, at position: Point, frame: Image) -> [UInt32] {
    let toTarget = Transform(
      translationX: -Double(Self.width) / 2, y: -Double(Self.height) / 2
    ).concatenating(transform).concatenating(
      Transform(translationX: position.x, y: position.y))
    let toSource = toTarget.inverted()
    let gray = frame.pixels[0]
    return (0..<(frame.pixelWidth * frame.pixelHeight)).map { index in
      let center = Point(
        x: Double(index % frame.pixelWidth) + 0.5, y: Double(index / frame.pixelWidth) + 0.5
      ).applying(toSource)
      // Rounded to the 2^-16 grid the kernel samples on, as an exact
      // matrix gives it; a computed angle's 1e-16 errors vanish there.
      let u = (center.x * 65_536).rounded() / 65_536
      let v = (center.y * 65_536).rounded() / 65_536
      return Self.texel(u: u, v: v) ?? gray
    }
  }

  @Test(arguments: 0..<orientations.count)
  func onWholePixelsEachPixelIsOneSourcePixel(orientation: Int) throws {
    let (name, transform) = Self.orientations[orientation]
    // The 7 × 5 image's center on a pixel center: its corners, turned or
    // not, land on whole pixels.
    let position = Point(x: 10.5, y: 9.5)
    for filter in [ContentsFilter.linear, .nearest] {
      let (frame, cairoPaints) = try draw(transform, at: position, filter: filter)
      #expect(cairoPaints == 0, "\(name): the compositor drew it")
      let expected = reference(transform, at: position, frame: frame)
      let wrong = frame.pixels.indices.filter { frame.pixels[$0] != expected[$0] }
      #expect(wrong.isEmpty, "\(name), \(filter): \(wrong.count) pixels differ")
    }
  }

  @Test(arguments: 0..<orientations.count)
  func onHalfPixelsANearestSampleTakesTheTexelBefore(orientation: Int) throws {
    let (name, transform) = Self.orientations[orientation]
    // The center on a pixel corner: a turned 7 × 5 image's edges fall
    // on half pixels, and sample points on texel edges.
    let position = Point(x: 10, y: 9)
    let (frame, cairoPaints) = try draw(transform, at: position, filter: .nearest)
    #expect(cairoPaints == 0, "\(name): the compositor drew it")
    let expected = reference(transform, at: position, frame: frame)
    // Pixels the image covers only in part are antialiased: compared are
    // those whose whole area is inside it.
    let toTarget = Transform(
      translationX: -Double(Self.width) / 2, y: -Double(Self.height) / 2
    ).concatenating(transform).concatenating(Transform(translationX: position.x, y: position.y))
    let quad = Rect(x: 0, y: 0, width: Double(Self.width), height: Double(Self.height))
      .applying(toTarget)
    var compared = 0
    for index in frame.pixels.indices {
      let x = Double(index % frame.pixelWidth)
      let y = Double(index / frame.pixelWidth)
      guard x >= quad.minX, x + 1 <= quad.maxX, y >= quad.minY, y + 1 <= quad.maxY else {
        continue
      }
      compared += 1
      #expect(frame.pixels[index] == expected[index], "\(name): pixel (\(x), \(y))")
    }
    #expect(compared >= 20, "\(name): \(compared) whole pixels inside")
  }
}
