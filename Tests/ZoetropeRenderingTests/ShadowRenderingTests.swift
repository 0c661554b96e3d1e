import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@_spi(Benchmarks) @testable import ZoetropeRendering

/// Layer shadows: golden images at scale 1 and 2, pixel checks of the
/// offset and blur, the cache, damage and bad input.
@MainActor
@Suite struct ShadowRenderingTests {
  nonisolated static let scales = [1.0, 2.0]
  let size = Size(width: 80, height: 64)

  /// A white rounded card with a soft shadow below it, holding a blue bar.
  func card(scale: Double = 1) -> RenderLayer {
    let bar = Fixture.layer(frame: Rect(x: 8, y: 8, width: 24, height: 6)) {
      $0.backgroundColor = .systemBlue
    }
    return Fixture.layer(frame: Rect(x: 16, y: 12, width: 48, height: 36), sublayers: [bar]) {
      $0.backgroundColor = .white
      $0.cornerRadius = 8
      $0.shadowOpacity = 0.5
      $0.shadowRadius = 4
      $0.shadowOffset = Size(width: 0, height: 4)
    }
  }

  /// The sum of the alpha of every pixel, in 0...1 per pixel.
  func totalAlpha(_ image: Image) -> Double {
    var total = 0.0
    for pixel in image.pixels {
      total += Double(pixel >> 24) / 255
    }
    return total
  }

  // MARK: Golden images

  @Test(arguments: scales) func cardWithSoftShadow(scale: Double) {
    let background = Color(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
    let image = Fixture.render([card()], size: size, scale: scale, background: background)
    // Darker below the card than above it, and the card itself white.
    let below = image.color(atPoint: 40, 51)
    let above = image.color(atPoint: 40, 10)
    #expect(below.red < above.red - 0.05)
    #expect(image.color(atPoint: 40, 40) == .white)
    assertGoldenImage(of: image, named: "\(Int(scale))x")
  }

  @Test(arguments: scales) func shadowPathShadow(scale: Double) {
    // A contact shadow: a flat ellipse under the square, as in Apple's
    // shadowPath example.
    let square = Fixture.layer(frame: Rect(x: 24, y: 8, width: 32, height: 32)) {
      $0.backgroundColor = .orange
      $0.shadowOpacity = 0.8
      $0.shadowRadius = 3
      $0.shadowOffset = .zero
      $0.shadowPath = Path(ellipseIn: Rect(x: -4, y: 38, width: 40, height: 10))
      $0.shadowColor = Color(red: 0.2, green: 0.1, blue: 0.4, alpha: 1)
    }
    let image = Fixture.render([square], size: size, scale: scale)
    #expect(image.color(atPoint: 40, 51).red < 0.5)
    // Nothing beside the square: the path, not the layer, casts it.
    #expect(image.color(atPoint: 60, 20) == .white)
    assertGoldenImage(of: image, named: "\(Int(scale))x")
  }

  // MARK: Pixels

  @Test(arguments: scales) func radiusZeroIsTheShapeOffsetExactly(scale: Double) {
    let shadowed = Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20)) {
      $0.backgroundColor = .red
      $0.shadowOpacity = 1
      $0.shadowRadius = 0
      $0.shadowOffset = Size(width: 6, height: 7)
    }
    let shadow = Fixture.layer(frame: Rect(x: 16, y: 17, width: 20, height: 20)) {
      $0.backgroundColor = .black
    }
    let square = Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20)) {
      $0.backgroundColor = .red
    }
    let image = Fixture.render([shadowed], size: size, scale: scale)
    let expected = Fixture.render([shadow, square], size: size, scale: scale)
    #expect(image.pixels == expected.pixels)
  }

  @Test func radiusZeroFollowsTheAlphaOfARoundedLayer() {
    // A rounded layer's shadow is rounded too: the shape, not its bounds.
    let shadowed = Fixture.layer(frame: Rect(x: 10, y: 10, width: 30, height: 30)) {
      $0.backgroundColor = .red
      $0.cornerRadius = 15
      $0.shadowOpacity = 1
      $0.shadowRadius = 0
      $0.shadowOffset = Size(width: 20, height: 0)
    }
    let shadow = Fixture.layer(frame: Rect(x: 30, y: 10, width: 30, height: 30)) {
      $0.backgroundColor = .black
      $0.cornerRadius = 15
    }
    let circle = Fixture.layer(frame: Rect(x: 10, y: 10, width: 30, height: 30)) {
      $0.backgroundColor = .red
      $0.cornerRadius = 15
    }
    let image = Fixture.render([shadowed], size: size)
    let expected = Fixture.render([shadow, circle], size: size)
    for y in 0..<64 {
      for x in 0..<80 {
        #expect(
          image.color(atX: x, y: y).isClose(to: expected.color(atX: x, y: y), tolerance: 0.01))
      }
    }
  }

  @Test func opacityZeroDrawsNothing() {
    let plain = Fixture.layer(frame: Rect(x: 20, y: 20, width: 20, height: 20)) {
      $0.backgroundColor = .red
    }
    let invisible = Fixture.layer(frame: Rect(x: 20, y: 20, width: 20, height: 20)) {
      $0.backgroundColor = .red
      $0.shadowOpacity = 0
      $0.shadowRadius = 10
      $0.shadowOffset = Size(width: 5, height: 5)
    }
    let clear = Fixture.layer(frame: Rect(x: 20, y: 20, width: 20, height: 20)) {
      $0.backgroundColor = .red
      $0.shadowOpacity = 1
      $0.shadowColor = .clear
    }
    let renderer = Renderer()
    let expected = Fixture.render([plain], size: size)
    #expect(
      renderer.render(Fixture.snapshot(size: size, [invisible]), size: size, background: .white)
        .pixels == expected.pixels)
    #expect(Fixture.render([clear], size: size).pixels == expected.pixels)
    #expect(renderer.caches.shadows.blurCount == 0)
  }

  @Test func blurIsSymmetricAndKeepsTheTotalAlpha() {
    // A 9 × 5 block in the middle of a 64 × 64 mask.
    let width = 64
    var mask = [UInt8](repeating: 0, count: width * width)
    for y in 30..<35 {
      for x in 28..<37 {
        mask[y * width + x] = 255
      }
    }
    let before = mask.reduce(0) { $0 + Int($1) }
    for sigma in [1.0, 2.5, 4.0, 6.0] {
      var blurred = mask
      AlphaBlur.blur(&blurred, width: width, height: width, sigma: sigma)
      let after = blurred.reduce(0) { $0 + Int($1) }
      // Rounding each pixel to 8 bits moves the total a little.
      #expect(abs(after - before) <= before / 50, "sigma \(sigma)")
      if sigma > 2 {
        #expect(blurred[32 * width + 32] < 255)
      }
      // Mirror symmetric about the block's centre (32, 32), to rounding.
      for y in 0..<width {
        for x in 0..<width {
          let mirroredX = 64 - x
          let mirroredY = 64 - y
          guard mirroredX < width, mirroredY < width else { continue }
          let value = Int(blurred[y * width + x])
          #expect(abs(value - Int(blurred[y * width + mirroredX])) <= 1)
          #expect(abs(value - Int(blurred[mirroredY * width + x])) <= 1)
        }
      }
    }
  }

  @Test func renderedShadowKeepsTheAlphaOfItsPath() {
    // Only the shadow paints (the layer is clear): its total alpha is the
    // square's area times the opacity, blurred or not.
    func shadow(radius: Double) -> RenderLayer {
      Fixture.layer(frame: Rect(x: 20, y: 12, width: 40, height: 40)) {
        $0.shadowOpacity = 0.5
        $0.shadowRadius = radius
        $0.shadowOffset = .zero
        $0.shadowPath = Path(rect: Rect(x: 10, y: 10, width: 20, height: 20))
      }
    }
    let sharp = Fixture.render([shadow(radius: 0)], size: size, background: .clear)
    let soft = Fixture.render([shadow(radius: 3)], size: size, background: .clear)
    #expect(abs(totalAlpha(sharp) - 200) < 2)
    #expect(abs(totalAlpha(soft) - 200) < 6)
    // The blur is symmetric about the square's centre (40, 32).
    for y in 16..<48 {
      for x in 24..<56 {
        let mirrored = soft.color(atX: 79 - x, y: y).alpha
        #expect(abs(soft.color(atX: x, y: y).alpha - mirrored) < 2.0 / 255)
      }
    }
  }

  @Test func shadowFollowsTheSublayers() {
    // A clear layer with an opaque sublayer: the sublayer casts it.
    let child = Fixture.layer(frame: Rect(x: 20, y: 0, width: 10, height: 10)) {
      $0.backgroundColor = .green
    }
    let parent = Fixture.layer(frame: Rect(x: 10, y: 10, width: 40, height: 40), sublayers: [child])
    {
      $0.shadowOpacity = 1
      $0.shadowRadius = 0
      $0.shadowOffset = Size(width: 0, height: 20)
    }
    let image = Fixture.render([parent], size: size)
    #expect(image.color(atPoint: 35, 35) == .black)
    #expect(image.color(atPoint: 15, 35) == .white)
    #expect(image.color(atPoint: 35, 15) == .green)
  }

  @Test func masksToBoundsClipsTheShadow() {
    let layer = Fixture.layer(frame: Rect(x: 20, y: 20, width: 20, height: 20)) {
      $0.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
      $0.masksToBounds = true
      $0.shadowOpacity = 1
      $0.shadowRadius = 0
      $0.shadowOffset = Size(width: 10, height: 0)
    }
    let image = Fixture.render([layer], size: size)
    // Outside the bounds nothing; inside, the shadow (half opaque, as the
    // layer's background is) under the red.
    #expect(image.color(atPoint: 45, 30) == .white)
    #expect(abs(image.color(atPoint: 35, 30).green - 0.25) < 0.02)
    #expect(image.color(atPoint: 25, 30).green > 0.4)
  }

  // MARK: Cache

  // MARK: Bad input

  @Test func badShadowValuesWarnOnceAndClamp() {
    func layer(_ configure: @escaping (inout LayerProperties) -> Void) -> RenderLayer {
      Fixture.layer(frame: Rect(x: 20, y: 20, width: 20, height: 20), id: 7) {
        $0.backgroundColor = .red
        $0.shadowOpacity = 1
        configure(&$0)
      }
    }
    let cases: [(String, (inout LayerProperties) -> Void)] = [
      ("NaN radius", { $0.shadowRadius = .nan }),
      ("negative radius", { $0.shadowRadius = -4 }),
      ("huge radius", { $0.shadowRadius = 1e12 }),
      ("infinite radius", { $0.shadowRadius = .infinity }),
      ("NaN opacity", { $0.shadowOpacity = .nan }),
      ("opacity above 1", { $0.shadowOpacity = 3 }),
      ("NaN offset", { $0.shadowOffset = Size(width: .nan, height: 2) }),
      (
        "infinite path",
        {
          var path = Path()
          path.move(to: .zero)
          path.addLine(to: Point(x: .infinity, y: 3))
          $0.shadowPath = path
        }
      ),
    ]
    for (name, configure) in cases {
      let renderer = Renderer()
      let bad = layer(configure)
      let (image, warnings) = withWarningsCaptured {
        renderer.render(Fixture.snapshot(size: size, [bad]), size: size, background: .white)
      }
      // An opacity above 1 is clamped silently when drawn (an animation may
      // overshoot; set on a layer, it warns once there).
      let expected = name == "opacity above 1" ? 0 : 1
      #expect(warnings.count == expected, "\(name): \(warnings)")
      #expect(image.color(atPoint: 30, 30) == .red, "\(name)")
      // Drawn again (moved), the same values do not warn again.
      let moved = Fixture.layer(frame: Rect(x: 22, y: 20, width: 20, height: 20), id: 7) {
        $0.backgroundColor = .red
        $0.shadowOpacity = 1
        configure(&$0)
      }
      let (_, again) = withWarningsCaptured {
        renderer.render(Fixture.snapshot(size: size, [moved]), size: size, background: .white)
      }
      #expect(again.isEmpty, "\(name): \(again)")
    }
  }

  @Test func hugeRadiusStaysWithinTheBitmapBudget() {
    let layer = Fixture.layer(frame: Rect(x: 20, y: 20, width: 20, height: 20)) {
      $0.backgroundColor = .red
      $0.shadowOpacity = 1
      $0.shadowRadius = LayerProperties.maximumShadowRadius
    }
    let renderer = Renderer(scale: 3)
    let image = renderer.render(
      Fixture.snapshot(size: size, [layer]), size: size, background: .white)
    #expect(image.color(atPoint: 30, 30) == .red)
    let placement = renderer.shadowPlacement(of: layer)
    #expect(placement != nil)
    if let placement {
      #expect(placement.pixelWidth * placement.pixelHeight <= ShadowCache.maximumPixelCount)
      #expect(placement.resolution < 3)
    }
  }
}
