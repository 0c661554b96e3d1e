import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// A layer whose only change is a new contents image of the same size (a
/// flipbook's next frame) damages only where the two images differ, and
/// redrawing just that gives exactly the full redraw.
@MainActor
@Suite struct ContentsDamageTests {
  /// A random premultiplied image, opaque or translucent in places.
  static func randomImage(
    width: Int, height: Int, scale: Double, using generator: inout SeededRandomNumberGenerator
  ) throws -> Image {
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for _ in 0..<(width * height) {
      let alpha =
        Bool.random(using: &generator) ? 255 : UInt32.random(in: 0...255, using: &generator)
      let red = UInt32.random(in: 0...alpha, using: &generator)
      let green = UInt32.random(in: 0...alpha, using: &generator)
      let blue = UInt32.random(in: 0...alpha, using: &generator)
      pixels.append(alpha << 24 | red << 16 | green << 8 | blue)
    }
    return try Image(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
  }

  /// `image` with the pixels of `box` replaced by random ones.
  static func changing(
    _ image: Image, in box: PixelBox, using generator: inout SeededRandomNumberGenerator
  ) throws -> Image {
    var pixels = image.pixels
    let patch = try randomImage(
      width: box.width, height: box.height, scale: image.scale, using: &generator)
    for y in box.minY..<box.maxY {
      for x in box.minX..<box.maxX {
        pixels[y * image.pixelWidth + x] = patch.pixels[(y - box.minY) * box.width + x - box.minX]
      }
    }
    return try Image(
      pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale,
      pixels: pixels)
  }

  /// A random 40 × 40 image and a copy with pixels 10..<16 × 20..<26
  /// replaced.
  static func flipbookPair(
    using generator: inout SeededRandomNumberGenerator
  ) throws -> (Image, Image) {
    let old = try randomImage(width: 40, height: 40, scale: 1, using: &generator)
    let new = try changing(
      old, in: PixelBox(minX: 10, minY: 20, maxX: 16, maxY: 26), using: &generator)
    return (old, new)
  }

  @Test func aNewImageOfTheSameSizeDamagesWhereItDiffers() throws {
    var generator = SeededRandomNumberGenerator(seed: 5)
    let size = Size(width: 100, height: 80)
    let (old, new) = try Self.flipbookPair(using: &generator)
    func frame(_ image: Image) -> RenderSnapshot {
      let die = Fixture.layer(frame: Rect(x: 30, y: 20, width: 40, height: 40), id: 3) {
        $0.contents = image
      }
      return Fixture.snapshot(size: size, [die])
    }
    let renderer = Renderer()
    _ = renderer.render(frame(old), size: size, background: .white)
    let drawn = renderer.render(frame(new), size: size, background: .white)
    // Image pixels 10..<16 × 20..<26, two more each side, at (30, 20),
    // then two pixels of margin.
    #expect(renderer.lastDamage == Rect(x: 36, y: 36, width: 14, height: 14))
    #expect(drawn == Renderer().render(frame(new), size: size, background: .white))
    #expect(renderer.caches.contentsDifferences.count == 1)
    // Back to the first image: the other pair, the same box.
    _ = renderer.render(frame(old), size: size, background: .white)
    #expect(renderer.lastDamage == Rect(x: 36, y: 36, width: 14, height: 14))
    #expect(renderer.caches.contentsDifferences.count == 2)
  }

  @Test func otherChangesWithANewImageDamageTheWholeLayer() throws {
    var generator = SeededRandomNumberGenerator(seed: 6)
    let size = Size(width: 100, height: 80)
    let (old, new) = try Self.flipbookPair(using: &generator)
    let larger = try Self.randomImage(width: 40, height: 41, scale: 1, using: &generator)
    let cases: [(String, (inout LayerProperties) -> Void, Image)] = [
      ("another size", { _ in }, larger),
      ("a shadow", { $0.shadowOpacity = 0.5 }, new),
      ("a new background too", { $0.backgroundColor = .red }, new),
      ("moved too", { $0.position.x += 1 }, new),
    ]
    for (name, change, image) in cases {
      func frame(_ image: Image, changed: Bool) -> RenderSnapshot {
        let die = Fixture.layer(frame: Rect(x: 30, y: 20, width: 40, height: 40), id: 3) {
          $0.contents = image
          if changed || name == "a shadow" { change(&$0) }
        }
        return Fixture.snapshot(size: size, [die])
      }
      let renderer = Renderer()
      _ = renderer.render(frame(old, changed: false), size: size, background: .white)
      let drawn = renderer.render(frame(image, changed: true), size: size, background: .white)
      let damage = try #require(renderer.lastDamage, "\(name)")
      #expect(damage.width >= 40 && damage.height >= 40, "\(name): \(damage)")
      #expect(
        drawn == Renderer().render(frame(image, changed: true), size: size, background: .white),
        "\(name)")
    }
  }

  /// The values of a random flipbook's layer, drawn over one layer and
  /// under another (when it `cover`s).
  @MainActor struct FlipbookLayer {
    var frame: Rect
    var gravity: ContentsGravity
    var contentsScale: Double
    var minification: ContentsFilter
    var magnification: ContentsFilter
    var clips: Bool
    var corner: Double
    var opacity: Double
    var turn: Int
    var cover: Bool

    /// A frame of `size` showing the layer with `image`.
    func snapshot(_ image: Image, size: Size) -> RenderSnapshot {
      let layer = Fixture.layer(frame: frame, id: 3) {
        $0.contents = image
        $0.contentsGravity = gravity
        $0.contentsScale = contentsScale
        $0.minificationFilter = minification
        $0.magnificationFilter = magnification
        $0.masksToBounds = clips
        $0.cornerRadius = corner
        $0.opacity = opacity
        switch turn {
        case 1: $0.transform = Transform(rotationAngle: 0.3)
        case 2: $0.transform = Transform(scaleX: 1.7, y: 0.6)
        case 3: $0.transform = Transform(scaleX: -1, y: 1)
        default: break
        }
      }
      // Something under it and something over part of it.
      let under = Fixture.layer(frame: Rect(x: 5, y: 5, width: 50, height: 30), id: 2) {
        $0.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
      }
      let over = Fixture.layer(frame: Rect(x: 20, y: 18, width: 12, height: 9), id: 4) {
        $0.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.7)
      }
      return Fixture.snapshot(size: size, cover ? [under, layer, over] : [under, layer])
    }
  }

  @Test func randomFlipbooksRedrawOnlyTheDamageExactly() throws {
    var generator = SeededRandomNumberGenerator(seed: 2_026)
    let size = Size(width: 64, height: 48)
    let gravities: [ContentsGravity] = [
      .resize, .resizeAspect, .resizeAspectFill, .center, .topLeft, .bottomRight, .left,
    ]
    let filters: [ContentsFilter] = [.linear, .nearest, .trilinear]
    var smaller = 0
    var engaged = 0
    for index in 0..<300 {
      let scale: Double = index % 3 == 0 ? 2 : 1
      let imageScale: Double = Bool.random(using: &generator) ? 1 : 2
      let width = Int.random(in: 3...50, using: &generator)
      let height = Int.random(in: 3...50, using: &generator)
      let old = try Self.randomImage(
        width: width, height: height, scale: imageScale, using: &generator)
      let minX = Int.random(in: 0..<width, using: &generator)
      let minY = Int.random(in: 0..<height, using: &generator)
      let box = PixelBox(
        minX: minX, minY: minY,
        maxX: Int.random(in: (minX + 1)...min(width, minX + 6), using: &generator),
        maxY: Int.random(in: (minY + 1)...min(height, minY + 6), using: &generator))
      let new = try Self.changing(old, in: box, using: &generator)
      let frame = Rect(
        x: Double.random(in: -10...40, using: &generator).rounded(),
        y: Double.random(in: -10...30, using: &generator)
          + (Bool.random(using: &generator) ? 0.5 : 0),
        width: Double.random(in: 4...50, using: &generator).rounded(),
        height: Double.random(in: 4...40, using: &generator))
      let gravity = gravities.randomElement(using: &generator)!
      let minification = filters.randomElement(using: &generator)!
      let magnification = filters.randomElement(using: &generator)!
      let turn = Int.random(in: 0..<4, using: &generator)
      let clips = Bool.random(using: &generator)
      let corner = Bool.random(using: &generator) ? 0 : Double.random(in: 0...8, using: &generator)
      let opacity =
        Bool.random(using: &generator) ? 1 : Double.random(in: 0.2...1, using: &generator)
      let contentsScale = [1.0, 2, 0.7].randomElement(using: &generator)!
      let cover = Bool.random(using: &generator)
      let layer = FlipbookLayer(
        frame: frame, gravity: gravity, contentsScale: contentsScale, minification: minification,
        magnification: magnification, clips: clips, corner: corner, opacity: opacity, turn: turn,
        cover: cover)
      func snapshot(_ image: Image) -> RenderSnapshot { layer.snapshot(image, size: size) }
      let renderer = Renderer(scale: scale)
      let previous = renderer.render(snapshot(old), size: size, background: .white)
      let drawn = renderer.render(snapshot(new), size: size, background: .white)
      let full = Renderer(scale: scale).render(snapshot(new), size: size, background: .white)
      guard let damage = renderer.lastDamage else {
        Issue.record("Case \(index): no damage reported")
        return
      }
      #expect(drawn == full, "Case \(index): the damaged redraw differs from a full redraw")
      #expect(
        DamageTests().sameOutside(damage, full, previous),
        "Case \(index): changed outside \(damage)")
      // The pair was compared (the layer changed only its image).
      if renderer.caches.contentsDifferences.count > 0 { engaged += 1 }
      // Damaging the whole layer would cover at least its bounds in the
      // window; where it is not turned, count the pairs that damage less
      // than half of that.
      if turn == 0 {
        let visible = frame.intersection(Rect(origin: .zero, size: size))
        let whole = visible.isNull ? 0 : visible.width * visible.height * scale * scale
        if damage.width * damage.height < whole / 2 { smaller += 1 }
      }
    }
    // Most pairs go through the comparison (translucent layers, drawn as
    // groups, do not); where the image is scaled or turned Cairo draws it
    // and the damage grows to its whole paint, so the pairs drawn pixel
    // for pixel are the ones that shrink it.
    #expect(engaged > 150)
    #expect(smaller > 10)
  }
}
