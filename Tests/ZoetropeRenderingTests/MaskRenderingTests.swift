import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@_spi(Benchmarks) @testable import ZoetropeRendering

/// Layer masks and corner shapes: golden images at scale 1 and 2, pixel
/// checks of the semantics, damage against full redraws, bad input.
@MainActor
@Suite struct MaskRenderingTests {
  nonisolated static let scales = [1.0, 2.0]
  let canvas = Size(width: 80, height: 64)

  /// Makes layers with implicit animations off, and a tree around `root`.
  func tree(_ build: () -> Layer) -> LayerTree {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = build()
    Transaction.commit()
    return LayerTree(rootLayer: root)
  }

  /// A root layer covering the canvas, transparent.
  func rootLayer() -> Layer {
    let root = Layer()
    root.frame = Rect(origin: .zero, size: canvas)
    return root
  }

  /// A layer with a frame and a background.
  func box(_ frame: Rect, _ color: Color) -> Layer {
    let layer = Layer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
  }

  /// A shape layer filling a circle of its frame.
  func circle(_ frame: Rect, color: Color = .black) -> ShapeLayer {
    let shape = ShapeLayer()
    shape.frame = frame
    shape.path = Path(ellipseIn: Rect(origin: .zero, size: frame.size))
    shape.fillColor = color
    return shape
  }

  /// The alpha (0...255) of a pixel.
  func alpha(_ image: Image, _ x: Int, _ y: Int) -> Int {
    Int(image.pixels[y * image.pixelWidth + x] >> 24)
  }

  func render(_ tree: LayerTree, at time: Double = 0, scale: Double = 1) -> Image {
    Renderer(scale: scale).render(tree.frame(at: time), size: canvas, background: .clear)
  }

  // MARK: Masks

  @Test(arguments: scales) func halfAlphaMaskHalvesTheOwnersAlpha(scale: Double) {
    let tree = tree {
      let root = rootLayer()
      let owner = box(Rect(x: 10, y: 10, width: 40, height: 30), .systemRed)
      owner.mask = box(Rect(x: 0, y: 0, width: 40, height: 30), Color(white: 0, alpha: 0.5))
      root.addSublayer(owner)
      return root
    }
    let image = render(tree, scale: scale)
    let unmasked = Renderer(scale: scale).render(
      Fixture.snapshot(
        size: canvas,
        [
          Fixture.layer(frame: Rect(x: 10, y: 10, width: 40, height: 30)) {
            $0.backgroundColor = .systemRed
          }
        ]),
      size: canvas, background: .clear)
    for y in stride(from: 0, to: image.pixelHeight, by: 3) {
      for x in stride(from: 0, to: image.pixelWidth, by: 3) {
        let expected = Double(alpha(unmasked, x, y)) / 2
        #expect(abs(Double(alpha(image, x, y)) - expected) <= 1, "at \(x), \(y)")
      }
    }
    #expect(abs(alpha(image, Int(30 * scale), Int(25 * scale)) - 128) <= 1)
    // The color is the owner's, only fainter.
    #expect(
      image.color(atPoint: 30, 25).isClose(
        to: Color.systemRed.withAlphaComponent(0.5), tolerance: 0.02))
  }

  @Test(arguments: scales) func circleMaskRevealsOnlyItsInside(scale: Double) {
    let tree = tree {
      let root = rootLayer()
      let owner = box(Rect(x: 10, y: 10, width: 40, height: 40), .systemBlue)
      owner.mask = circle(Rect(x: 0, y: 0, width: 40, height: 40))
      root.addSublayer(owner)
      return root
    }
    let image = render(tree, scale: scale)
    // The centre and just inside the edge show; the corners of the square
    // (outside the circle) do not.
    #expect(image.color(atPoint: 30, 30).isClose(to: .systemBlue, tolerance: 0.01))
    #expect(image.color(atPoint: 30, 12).alpha > 0.9)
    for (x, y) in [(11.0, 11.0), (48.5, 11.0), (11.0, 48.5), (48.5, 48.5)] {
      #expect(image.color(atPoint: x, y).alpha == 0, "at \(x), \(y)")
    }
    // Nothing outside the owner.
    #expect(image.color(atPoint: 60, 30).alpha == 0)
  }

  @Test(arguments: scales) func sublayersAndShadowAreMaskedToo(scale: Double) {
    let tree = tree {
      let root = rootLayer()
      let owner = box(Rect(x: 10, y: 10, width: 40, height: 40), .systemBlue)
      owner.shadowOpacity = 1
      owner.shadowRadius = 0
      owner.shadowOffset = Size(width: 20, height: 0)
      // A sublayer half inside the mask, half outside it.
      owner.addSublayer(box(Rect(x: 10, y: 0, width: 20, height: 40), .systemGreen))
      owner.mask = box(Rect(x: 0, y: 0, width: 20, height: 60), .black)
      root.addSublayer(owner)
      return root
    }
    let image = render(tree, scale: scale)
    // Inside the mask: the sublayer's left half and the owner.
    #expect(image.color(atPoint: 25, 30).isClose(to: .systemGreen, tolerance: 0.01))
    #expect(image.color(atPoint: 15, 30).isClose(to: .systemBlue, tolerance: 0.01))
    // Outside it: nothing of the sublayer, the owner or its shadow (which
    // reaches x = 70 unmasked).
    #expect(image.color(atPoint: 35, 30).alpha == 0)
    #expect(image.color(atPoint: 60, 30).alpha == 0)
  }

  @Test(arguments: scales) func movingMaskChangesTheOutputOverTime(scale: Double) {
    var mask: Layer!
    let tree = tree {
      let root = rootLayer()
      let owner = box(Rect(x: 10, y: 10, width: 60, height: 40), .orange)
      // The model is where the animation ends, as Core Animation wants.
      mask = circle(Rect(x: 40, y: 0, width: 20, height: 20))
      owner.mask = mask
      root.addSublayer(owner)
      return root
    }
    let slide = BasicAnimation(keyPath: \.position.x, from: 10, to: 50)
    slide.duration = 1
    mask.add(slide, forKey: "slide")
    let renderer = Renderer(scale: scale)
    let start = renderer.render(tree.frame(at: 0), size: canvas, background: .clear)
    let end = renderer.render(tree.frame(at: 1), size: canvas, background: .clear)
    // The circle's centre was at x 10 of the owner (20 on the canvas), and
    // is at 50 of it (60) at the end.
    #expect(start.color(atPoint: 20, 20).alpha > 0.99)
    #expect(start.color(atPoint: 60, 20).alpha == 0)
    #expect(end.color(atPoint: 20, 20).alpha == 0)
    #expect(end.color(atPoint: 60, 20).alpha > 0.99)
    // The composited frame is a full redraw's.
    let full = Renderer(scale: scale).render(tree.frame(at: 1), size: canvas, background: .clear)
    #expect(end.pixels == full.pixels)
  }

  @Test func maskOfAMaskAppliesBoth() {
    let tree = tree {
      let root = rootLayer()
      let owner = box(Rect(x: 0, y: 0, width: 80, height: 64), .black)
      let mask = box(Rect(x: 0, y: 0, width: 40, height: 64), .black)
      mask.mask = box(Rect(x: 0, y: 0, width: 80, height: 32), .black)
      owner.mask = mask
      root.addSublayer(owner)
      return root
    }
    let image = render(tree)
    #expect(image.color(atPoint: 20, 16).alpha == 1)
    #expect(image.color(atPoint: 60, 16).alpha == 0)
    #expect(image.color(atPoint: 20, 48).alpha == 0)
  }

  @Test func hiddenMaskHidesTheLayer() {
    let tree = tree {
      let root = rootLayer()
      let owner = box(Rect(x: 10, y: 10, width: 40, height: 40), .black)
      let mask = box(Rect(x: 0, y: 0, width: 40, height: 40), .black)
      mask.isHidden = true
      owner.mask = mask
      root.addSublayer(owner)
      return root
    }
    let image = render(tree)
    #expect(image.pixels.allSatisfy { $0 == 0 })
  }

  @Test func maskCycleAttemptsDrawTheLastGoodTree() {
    var owner: Layer!
    let tree = tree {
      let root = rootLayer()
      owner = box(Rect(x: 10, y: 10, width: 40, height: 40), .black)
      owner.mask = box(Rect(x: 0, y: 0, width: 20, height: 40), .black)
      root.addSublayer(owner)
      return root
    }
    let (image, warnings) = withWarningsCaptured { () -> Image in
      owner.mask?.mask = owner
      owner.mask = owner
      return render(tree)
    }
    #expect(warnings.count == 2)
    #expect(image.color(atPoint: 15, 30).alpha == 1)
    #expect(image.color(atPoint: 40, 30).alpha == 0)
  }

  @Test(arguments: scales) func maskedReveal(scale: Double) {
    let tree = tree {
      let root = rootLayer()
      root.backgroundColor = Color(red: 0.12, green: 0.13, blue: 0.18, alpha: 1)
      let card = GradientLayer()
      card.frame = Rect(x: 8, y: 6, width: 64, height: 52)
      card.colors = [Color(red: 1, green: 0.18, blue: 0.33, alpha: 1), .orange, .yellow]
      card.startPoint = Point(x: 0, y: 0)
      card.endPoint = Point(x: 1, y: 1)
      card.addSublayer(box(Rect(x: 0, y: 36, width: 64, height: 8), .white))
      // A circle growing out of the left, with a soft half-alpha band.
      let reveal = Layer()
      reveal.frame = Rect(x: 0, y: 0, width: 64, height: 52)
      reveal.addSublayer(circle(Rect(x: -10, y: -6, width: 56, height: 56)))
      reveal.addSublayer(box(Rect(x: 46, y: 0, width: 18, height: 52), Color(white: 0, alpha: 0.4)))
      card.mask = reveal
      root.addSublayer(card)
      return root
    }
    let image = Renderer(scale: scale).render(
      tree.frame(at: 0), size: canvas, background: .black)
    #expect(image.color(atPoint: 60, 30).alpha == 1)
    assertGoldenImage(of: image, named: "\(Int(scale))x")
  }

  // MARK: Corners

  @Test(arguments: scales) func circularAndContinuousCorners(scale: Double) {
    let tree = tree {
      let root = rootLayer()
      root.backgroundColor = .white
      let circular = box(Rect(x: 4, y: 4, width: 34, height: 34), .systemBlue)
      circular.cornerRadius = 10
      let continuous = box(Rect(x: 42, y: 4, width: 34, height: 34), .systemBlue)
      continuous.cornerRadius = 10
      continuous.cornerCurve = .continuous
      // The top corners only, continuous, with a border, clipping a child.
      let tab = box(Rect(x: 4, y: 42, width: 72, height: 18), .systemGreen)
      tab.cornerRadius = 8
      tab.cornerCurve = .continuous
      tab.maskedCorners = [.minXMinY, .maxXMinY]
      tab.borderWidth = 2
      tab.borderColor = .black
      tab.masksToBounds = true
      tab.addSublayer(box(Rect(x: -4, y: -4, width: 20, height: 20), .yellow))
      for layer in [circular, continuous, tab] { root.addSublayer(layer) }
      return root
    }
    let image = Renderer(scale: scale).render(tree.frame(at: 0), size: canvas, background: .white)
    assertGoldenImage(of: image, named: "\(Int(scale))x")
  }
}
