import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeRendering

/// Pixel and golden-image tests of `minificationFilter` and
/// `magnificationFilter`.
///
/// References live in `__Snapshots__/ContentsFilterRenderingTests`;
/// delete one and run again to record it anew (then look at it).
@MainActor
@Suite struct ContentsFilterRenderingTests {
  /// The checkers' two colours: opaque, so premultiplied equals straight.
  static let blue: UInt32 = 0xFF20_40C0
  static let yellow: UInt32 = 0xFFF0_C020

  /// A checkerboard of single pixels, blue at (0, 0).
  static func checker(width: Int, height: Int) -> Image {
    var pixels: [UInt32] = []
    for y in 0..<height {
      for x in 0..<width {
        pixels.append((x + y) % 2 == 0 ? blue : yellow)
      }
    }
    do {
      return try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
    } catch {
      fatalError("A checker image is valid: \(error)")
    }
  }

  /// A layer showing `contents` stretched over `frame`, with both filters.
  static func layer(
    _ contents: Image, frame: Rect, minification: ContentsFilter = .linear,
    magnification: ContentsFilter = .linear
  ) -> RenderLayer {
    Fixture.layer(frame: frame) {
      $0.contents = contents
      $0.minificationFilter = minification
      $0.magnificationFilter = magnification
    }
  }

  /// Whether every pixel is one of the checker's two colours.
  static func onlyCheckerColours(_ image: Image) -> Bool {
    image.pixels.allSatisfy { $0 == blue || $0 == yellow }
  }

  // MARK: Magnification

  @Test(arguments: [1.0, 2.0]) func nearestMagnificationHasHardEdges(scale: Double) {
    // 4 × 4 pixels over 32 × 32 points: × 8 (× 16 at scale 2).
    let image = Fixture.render(
      [
        Self.layer(
          Self.checker(width: 4, height: 4), frame: Rect(x: 0, y: 0, width: 32, height: 32),
          minification: .linear, magnification: .nearest)
      ],
      size: Size(width: 32, height: 32), scale: scale)
    #expect(Self.onlyCheckerColours(image))
    let cell = Int(8 * scale)
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let expected = (x / cell + y / cell) % 2 == 0 ? Self.blue : Self.yellow
        if image.pixel(x: x, y: y) != expected {
          Issue.record("pixel (\(x), \(y)) is \(image.pixel(x: x, y: y))")
          return
        }
      }
    }
    // Either side of the first cell edge.
    #expect(image.pixel(x: cell - 1, y: 1) == Self.blue)
    #expect(image.pixel(x: cell, y: 1) == Self.yellow)
  }

  @Test(arguments: [1.0, 2.0]) func linearMagnificationBlendsAcrossEdges(scale: Double) {
    let image = Fixture.render(
      [
        Self.layer(
          Self.checker(width: 4, height: 4), frame: Rect(x: 0, y: 0, width: 32, height: 32),
          minification: .nearest, magnification: .linear)
      ],
      size: Size(width: 32, height: 32), scale: scale)
    #expect(!Self.onlyCheckerColours(image))
    #expect(Set(image.pixels).count > 10)
    // The pixel just before the first cell edge is about halfway between.
    let cell = Int(8 * scale)
    let edge = image.color(atX: cell - 1, y: cell / 2)
    let blue = Color(argb32Premultiplied: Self.blue)
    let yellow = Color(argb32Premultiplied: Self.yellow)
    #expect(edge.red > blue.red + 0.2 && edge.red < yellow.red - 0.2)
    #expect(edge.blue < blue.blue - 0.2 && edge.blue > yellow.blue + 0.2)
  }

  @Test func trilinearDrawsAsLinear() {
    let checker = Self.checker(width: 4, height: 4)
    let frame = Rect(x: 0, y: 0, width: 32, height: 32)
    let size = Size(width: 32, height: 32)
    let linear = Fixture.render(
      [Self.layer(checker, frame: frame, minification: .linear, magnification: .linear)],
      size: size)
    let trilinear = Fixture.render(
      [Self.layer(checker, frame: frame, minification: .trilinear, magnification: .trilinear)],
      size: size)
    #expect(linear.pixels == trilinear.pixels)
  }

  // MARK: Minification

  /// A 10 × 10 pixel checker shrunk to 4 × 4 pixels (× 0.4): target pixel
  /// centres land at 1.25, 3.75, 6.25 and 8.75 image pixels, between
  /// pixel centres and never on an edge.
  func minified(_ minification: ContentsFilter, magnification: ContentsFilter) -> Image {
    Fixture.render(
      [
        Self.layer(
          Self.checker(width: 10, height: 10), frame: Rect(x: 0, y: 0, width: 4, height: 4),
          minification: minification, magnification: magnification)
      ],
      size: Size(width: 4, height: 4))
  }

  @Test func nearestMinificationPicksWholePixels() {
    let image = minified(.nearest, magnification: .linear)
    #expect(Self.onlyCheckerColours(image))
    let sampled = [1, 3, 6, 8]  // the image pixels under the centres
    for y in 0..<4 {
      for x in 0..<4 {
        let expected = (sampled[x] + sampled[y]) % 2 == 0 ? Self.blue : Self.yellow
        #expect(image.pixel(x: x, y: y) == expected, "pixel (\(x), \(y))")
      }
    }
  }

  @Test func linearMinificationBlends() {
    let image = minified(.linear, magnification: .nearest)
    #expect(image.pixels.allSatisfy { $0 != Self.blue && $0 != Self.yellow })
  }

  // MARK: Which filter applies

  @Test func enlargedInOneDirectionOnlyIsMagnification() {
    // 4 × 4 pixels into 32 × 2 points: × 8 across, × 0.5 down.
    let checker = Self.checker(width: 4, height: 4)
    let frame = Rect(x: 0, y: 0, width: 32, height: 2)
    let size = Size(width: 32, height: 2)
    let nearest = Fixture.render(
      [Self.layer(checker, frame: frame, minification: .linear, magnification: .nearest)],
      size: size)
    #expect(Self.onlyCheckerColours(nearest))
    let linear = Fixture.render(
      [Self.layer(checker, frame: frame, minification: .nearest, magnification: .linear)],
      size: size)
    #expect(!Self.onlyCheckerColours(linear))
  }

  @Test func minifyingNeedsBothDirectionsSmaller() {
    #expect(Renderer.isMinifying(Transform(scaleX: 0.5, y: 0.9)))
    #expect(!Renderer.isMinifying(Transform(scaleX: 0.5, y: 1)))
    #expect(!Renderer.isMinifying(Transform(scaleX: 2, y: 0.5)))
    #expect(!Renderer.isMinifying(Transform(rotationAngle: 0.3)))
    #expect(Renderer.isMinifying(Transform(rotationAngle: 0.3).scaledBy(x: 0.8, y: 0.8)))
    #expect(Renderer.isMinifying(Transform(scaleX: -0.5, y: -0.5)), "flips count by size")
  }

  @Test func pixelForPixelContentsAreCopiedWhateverTheFilters() {
    let image = Fixture.testImage()
    for filter in ContentsFilter.allCases {
      let layer = Fixture.layer(frame: Rect(x: 0, y: 0, width: 40, height: 30)) {
        $0.contents = image
        $0.minificationFilter = filter
        $0.magnificationFilter = filter
      }
      let result = Fixture.render([layer], size: Size(width: 40, height: 30))
      #expect(result.pixels == image.pixels, "\(filter)")
    }
  }

  // MARK: Caches

  @Test func layersSharingAnImageKeepTheirOwnFilters() {
    let checker = Self.checker(width: 4, height: 4)
    let renderer = Renderer()
    let size = Size(width: 64, height: 32)
    func frame(leftFilter: ContentsFilter) -> Image {
      let left = Self.layer(
        checker, frame: Rect(x: 0, y: 0, width: 32, height: 32), magnification: leftFilter)
      let right = Self.layer(
        checker, frame: Rect(x: 32, y: 0, width: 32, height: 32), magnification: .nearest)
      return renderer.render(Fixture.snapshot(size: size, [left, right]), size: size)
    }
    func half(_ image: Image, right: Bool) -> [UInt32] {
      (0..<32).flatMap { y in (0..<32).map { x in image.pixel(x: x + (right ? 32 : 0), y: y) } }
    }
    let first = frame(leftFilter: .linear)
    #expect(renderer.caches.images.count == 1, "one surface for the shared image")
    #expect(half(first, right: true).allSatisfy { $0 == Self.blue || $0 == Self.yellow })
    #expect(!half(first, right: false).allSatisfy { $0 == Self.blue || $0 == Self.yellow })
    // The same image and renderer, only the filter changed.
    let second = frame(leftFilter: .nearest)
    #expect(half(second, right: false) == half(second, right: true))
    let third = frame(leftFilter: .linear)
    #expect(third.pixels == first.pixels)
  }

  @Test func backingStoresUseTheLayersFilters() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    func render(_ filter: ContentsFilter) -> Image {
      let layer = Layer()
      layer.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
      layer.position = Point(x: 16, y: 16)
      layer.transform = Transform(scaleX: 8, y: 8)
      layer.magnificationFilter = filter
      layer.draw = { context in
        context.setFillColor(Color(argb32Premultiplied: Self.yellow))
        context.fill(Rect(x: 0, y: 0, width: 4, height: 4))
        context.setFillColor(Color(argb32Premultiplied: Self.blue))
        for y in 0..<4 {
          for x in 0..<4 where (x + y) % 2 == 0 {
            context.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1))
          }
        }
      }
      let tree = LayerTree(rootLayer: layer)
      return Renderer().render(tree.frame(at: 0), size: Size(width: 32, height: 32))
    }
    let nearest = render(.nearest)
    #expect(Self.onlyCheckerColours(nearest))
    #expect(nearest.pixel(x: 7, y: 1) == Self.blue)
    #expect(nearest.pixel(x: 8, y: 1) == Self.yellow)
    #expect(!Self.onlyCheckerColours(render(.linear)))
  }

  // MARK: Golden images

  @Test(arguments: [1.0, 2.0]) func nearestAndLinearMagnified(scale: Double) {
    let checker = Self.checker(width: 4, height: 4)
    let nearest = Self.layer(
      checker, frame: Rect(x: 4, y: 4, width: 32, height: 32), magnification: .nearest)
    let linear = Self.layer(
      checker, frame: Rect(x: 44, y: 4, width: 32, height: 32), magnification: .linear)
    let image = Fixture.render([nearest, linear], size: Size(width: 80, height: 40), scale: scale)
    assertGoldenImage(of: image, named: "\(Int(scale))x", testName: "magnified")
  }
}
