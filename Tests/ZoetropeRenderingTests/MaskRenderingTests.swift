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

  @Test func onlyTheMaskMovingDamagesItsOldAndNewAreas() {
    var mask: Layer!
    let tree = tree {
      let root = rootLayer()
      root.backgroundColor = .white
      // A layer beside the owner that must not be damaged.
      root.addSublayer(
        box(
          Rect(x: 2, y: 52, width: 10, height: 10), Color(red: 1, green: 0.18, blue: 0.33, alpha: 1)
        ))
      let owner = box(
        Rect(x: 10, y: 10, width: 60, height: 30),
        Color(red: 0.19, green: 0.69, blue: 0.78, alpha: 1))
      mask = box(Rect(x: 0, y: 0, width: 10, height: 10), .black)
      owner.mask = mask
      root.addSublayer(owner)
      return root
    }
    let renderer = Renderer()
    _ = renderer.render(tree.frame(at: 0), size: canvas, background: .white)
    Transaction.begin()
    Transaction.setDisableActions(true)
    mask.position = Point(x: 45, y: 15)
    Transaction.commit()
    let snapshot = tree.frame(at: 0.1)
    let image = renderer.render(snapshot, size: canvas, background: .white)
    let damage = renderer.lastDamage
    // The old masked area (10...20, 10...20) and the new (50...60, 20...30).
    let old = Rect(x: 10, y: 10, width: 10, height: 10)
    let new = Rect(x: 50, y: 20, width: 10, height: 10)
    #expect(damage.map { $0.contains(old) && $0.contains(new) } == true)
    // Only the masked areas: not the rest of the owner (its bottom-right
    // corner stays), nor the layer beside it.
    #expect(damage.map { !$0.intersects(Rect(x: 64, y: 34, width: 4, height: 4)) } == true)
    #expect(damage.map { !$0.intersects(Rect(x: 2, y: 52, width: 10, height: 10)) } == true)
    #expect(
      image.color(atPoint: 55, 25).isClose(
        to: Color(red: 0.19, green: 0.69, blue: 0.78, alpha: 1), tolerance: 0.01))
    #expect(image.color(atPoint: 15, 15) == .white)
    // The same bytes as a fresh renderer and as Cairo alone.
    let full = Renderer().render(snapshot, size: canvas, background: .white)
    let reference = Renderer()
    reference.usesCompositor = false
    let cairo = reference.render(snapshot, size: canvas, background: .white)
    #expect(image.pixels == full.pixels)
    #expect(image.pixels == cairo.pixels)
  }

  /// Frames of an animating mask (moving, fading, its shape drawn by
  /// `strokeEnd`), a masked layer whose sublayer moves and one whose mask
  /// comes and goes: each composited frame equals a full redraw.
  @Test(arguments: scales) func animatedMasksRedrawExactlyTheDamage(scale: Double) {
    var owners: [Layer] = []
    var masks: [Layer] = []
    var child: Layer!
    let tree = tree {
      let root = rootLayer()
      root.backgroundColor = .white
      let first = box(Rect(x: 4, y: 4, width: 36, height: 36), .systemBlue)
      let firstMask = circle(Rect(x: 0, y: 0, width: 16, height: 16))
      first.mask = firstMask
      let second = box(Rect(x: 44, y: 4, width: 30, height: 30), .systemRed)
      second.cornerRadius = 6
      second.opacity = 0.8
      child = box(Rect(x: 0, y: 0, width: 10, height: 10), .systemGreen)
      second.addSublayer(child)
      let ring = ShapeLayer()
      ring.frame = Rect(x: 0, y: 0, width: 30, height: 30)
      ring.path = Path(ellipseIn: Rect(x: 5, y: 5, width: 20, height: 20))
      ring.fillColor = .clear
      ring.strokeColor = .black
      ring.lineWidth = 8
      second.mask = ring
      let third = box(Rect(x: 10, y: 44, width: 60, height: 16), .purple)
      for layer in [first, second, third] { root.addSublayer(layer) }
      owners = [first, second, third]
      masks = [firstMask, ring]
      return root
    }
    let slide = BasicAnimation(keyPath: \.position.x, from: 8, to: 28)
    slide.duration = 1
    masks[0].add(slide, forKey: "slide")
    let fade = BasicAnimation(keyPath: \.opacity, from: 1, to: 0.3)
    fade.duration = 1
    masks[0].add(fade, forKey: "fade")
    let draw = BasicAnimation(keyPath: \.strokeEnd, from: 0.1, to: 1)
    draw.duration = 1
    masks[1].add(draw, forKey: "draw")
    let hop = BasicAnimation(keyPath: \.position.y, from: 5, to: 25)
    hop.duration = 1
    child.add(hop, forKey: "hop")
    let renderer = Renderer(scale: scale)
    for step in 0..<7 {
      if step == 3 {
        Transaction.begin()
        Transaction.setDisableActions(true)
        owners[2].mask = box(Rect(x: 20, y: 0, width: 20, height: 16), .black)
        Transaction.commit()
      }
      if step == 5 {
        owners[2].mask = nil
      }
      let snapshot = tree.frame(at: Double(step) * 0.15)
      let frame = renderer.render(snapshot, size: canvas, background: .white)
      let full = Renderer(scale: scale).render(snapshot, size: canvas, background: .white)
      #expect(frame.pixels == full.pixels, "frame \(step)")
    }
  }

  /// The same node with a mask (and everything else kept).
  func withMask(_ layer: RenderLayer, _ mask: RenderLayer?) -> RenderLayer {
    Fixture.nextID += 1
    return RenderLayer(
      layerID: layer.layerID, properties: layer.properties, content: layer.content,
      sublayers: layer.sublayers, mask: mask, changeCount: Fixture.nextID)
  }

  /// Random trees (RandomTrees' layers: turned, scaled, clipped, faded,
  /// with images, text and drawing) where a random owner is masked by a
  /// random layer tree, over frames where the owner, the mask or both
  /// change, the mask comes and goes, and siblings move: each composited
  /// frame equals a fresh renderer's full redraw, and Cairo's alone
  /// within the compositor's tolerances.
  @Test func randomMaskedTreesRedrawExactlyTheDamage() {
    var trees = RandomTrees(seed: 515)
    // Frames whose mask changes the picture: the trees exercise masks.
    var maskedFrames = 0
    for index in 0..<120 {
      let scale: Double = index % 3 == 0 ? 2 : 1
      let renderer = Renderer(scale: scale)
      var siblings = [trees.layer(depth: 1)]
      var owner = trees.layer(depth: 2)
      var mask: RenderLayer? = trees.layer(depth: 1)
      for step in 0..<4 {
        if step > 0 {
          switch Int.random(in: 0..<5, using: &trees.generator) {
          case 0: owner = trees.mutate(owner, depth: 1)
          case 1: mask = mask.map { trees.mutate($0, depth: 1) } ?? trees.layer(depth: 0)
          case 2: mask = trees.chance(0.5) ? nil : trees.layer(depth: 1)
          case 3:
            if let current = mask {
              var properties = current.properties
              properties.position.x += trees.number(-6...6)
              properties.position.y += trees.number(-6...6)
              mask = Fixture.layer(
                frame: .zero, content: current.content, sublayers: current.sublayers,
                id: current.layerID
              ) { $0 = properties }
            }
          default: siblings = siblings.map { trees.mutate($0, depth: 1) }
          }
        }
        let root = Fixture.layer(
          frame: Rect(origin: .zero, size: trees.size),
          sublayers: siblings + [withMask(owner, mask)],
          id: 1)
        let snapshot = RenderSnapshot(root: root, time: 0, hasChanges: true)
        let frame = renderer.render(snapshot, size: trees.size, background: .white)
        let full = Renderer(scale: scale).render(snapshot, size: trees.size, background: .white)
        #expect(frame.pixels == full.pixels, "tree \(index), frame \(step)")
        // And Cairo alone, within the compositor's tolerances (see
        // CompositorTests).
        let reference = Renderer(scale: scale)
        reference.usesCompositor = false
        let cairo = reference.render(snapshot, size: trees.size, background: .white)
        let compositor = Renderer(scale: scale)
        _ = compositor.render(snapshot, size: trees.size, background: .white)
        let different = CompositorTests().pixelsOverTolerance(
          full, cairo, tolerance: 1,
          except: [
            (compositor.compositeCounts.transformedAreas, TransformedPaintTests.edgeTolerance),
            (compositor.compositeCounts.scaledAreas, 2),
          ])
        #expect(different == 0, "tree \(index), frame \(step) against Cairo")
        let unmasked = Fixture.layer(
          frame: Rect(origin: .zero, size: trees.size),
          sublayers: siblings + [withMask(owner, nil)],
          id: 1)
        let plain = Renderer(scale: scale).render(
          RenderSnapshot(root: unmasked, time: 0, hasChanges: true), size: trees.size,
          background: .white)
        if mask != nil, plain.pixels != full.pixels { maskedFrames += 1 }
      }
    }
    #expect(maskedFrames > 250)
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

  /// A square layer with rounded corners, on white.
  func cornerImage(
    corners: CornerMask, curve: CornerCurve = .circular, radius: Double = 16,
    masksToBounds: Bool = false, scale: Double = 1
  ) -> Image {
    let tree = tree {
      let root = rootLayer()
      root.backgroundColor = .white
      let card = box(Rect(x: 10, y: 6, width: 60, height: 52), .systemBlue)
      card.cornerRadius = radius
      card.maskedCorners = corners
      card.cornerCurve = curve
      card.masksToBounds = masksToBounds
      if masksToBounds {
        card.backgroundColor = .clear
        card.addSublayer(box(Rect(x: -5, y: -5, width: 70, height: 62), .systemBlue))
      }
      root.addSublayer(card)
      return root
    }
    return Renderer(scale: scale).render(tree.frame(at: 0), size: canvas, background: .white)
  }

  @Test(arguments: [false, true]) func onlyTheChosenCornersAreRounded(masksToBounds: Bool) {
    let corners: [(CornerMask, Double, Double)] = [
      (.minXMinY, 11, 7), (.maxXMinY, 69, 7), (.minXMaxY, 11, 57), (.maxXMaxY, 69, 57),
    ]
    for (chosen, _, _) in corners {
      let image = cornerImage(corners: [chosen], masksToBounds: masksToBounds)
      for (corner, x, y) in corners {
        let color = image.color(atPoint: x, y)
        if corner == chosen {
          #expect(color == .white, "\(corner) rounded")
        } else {
          #expect(color.isClose(to: .systemBlue, tolerance: 0.01), "\(corner) square")
        }
      }
    }
    // None: all square; a border follows the corners too.
    let square = cornerImage(corners: [])
    #expect(square.color(atPoint: 11, 7).isClose(to: .systemBlue, tolerance: 0.01))
  }

  @Test func borderFollowsTheChosenCorners() {
    let tree = tree {
      let root = rootLayer()
      let card = Layer()
      card.frame = Rect(x: 10, y: 6, width: 60, height: 52)
      card.cornerRadius = 16
      card.borderWidth = 3
      card.borderColor = .black
      card.maskedCorners = [.maxXMaxY]
      root.addSublayer(card)
      return root
    }
    let image = render(tree)
    // The square top-left corner has border in its very corner pixel; the
    // rounded bottom-right has none.
    #expect(image.color(atPoint: 10.5, 6.5).alpha == 1)
    #expect(image.color(atPoint: 69.5, 57.5).alpha == 0)
  }

  @Test(arguments: scales) func continuousCornersDifferAndStaySymmetricInsideTheBounds(
    scale: Double
  ) {
    let circular = cornerImage(corners: .all, curve: .circular, scale: scale)
    let continuous = cornerImage(corners: .all, curve: .continuous, scale: scale)
    #expect(circular.pixels != continuous.pixels)
    // Inside the bounds: outside them both are white.
    let width = continuous.pixelWidth
    let height = continuous.pixelHeight
    let minX = Int(10 * scale)
    let maxX = Int(70 * scale)
    let minY = Int(6 * scale)
    let maxY = Int(58 * scale)
    for y in 0..<height {
      for x in 0..<width where x < minX || x >= maxX || y < minY || y >= maxY {
        #expect(continuous.color(atX: x, y: y) == .white)
      }
    }
    // Symmetric: each corner (a square of 1.6 radii) cuts away the same
    // area, within Cairo's antialiasing, which samples a pixel's coverage
    // on a grid that is not itself symmetric (single pixels differ by up
    // to 17/255).
    let side = Int(16 * 1.6 * scale)
    func cutAway(_ image: Image, x0: Int, y0: Int) -> Double {
      var total = 0.0
      for y in y0..<(y0 + side) {
        for x in x0..<(x0 + side) {
          total += image.color(atX: x, y: y).red
        }
      }
      return total
    }
    let cuts = [
      cutAway(continuous, x0: minX, y0: minY), cutAway(continuous, x0: maxX - side, y0: minY),
      cutAway(continuous, x0: minX, y0: maxY - side),
      cutAway(continuous, x0: maxX - side, y0: maxY - side),
    ]
    for cut in cuts {
      #expect(abs(cut - cuts[0]) < 0.02 * cuts[0], "\(cuts)")
    }
    // The continuous corner leaves the straight edge sooner (1.53 radii
    // from the corner) and follows the circle closely near the diagonal:
    // it cuts away a little more of the card, and a pixel on the top edge
    // 1.1 radii from the corner is cut only by it.
    func coverage(_ image: Image) -> Double {
      var total = 0.0
      for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth {
          total += 1 - image.color(atX: x, y: y).red
        }
      }
      return total
    }
    let cut = coverage(circular) - coverage(continuous)
    #expect(cut > 0.5 * scale * scale)
    #expect(cut < 0.05 * 16 * 16 * 4 * scale * scale)
    let corner = (Int((10 + 16 * 1.1) * scale), Int(6 * scale))
    #expect(circular.color(atX: corner.0, y: corner.1).isClose(to: .systemBlue, tolerance: 0.002))
    #expect(
      !continuous.color(atX: corner.0, y: corner.1).isClose(to: .systemBlue, tolerance: 0.002))
  }

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

  @Test func badCornerRadiiAreClamped() {
    for radius in [Double.nan, -8, .infinity, 1e300] {
      let image = cornerImage(corners: [.minXMinY], curve: .continuous, radius: radius)
      // No crash; a NaN or negative radius draws square corners.
      if radius.isNaN || radius < 0 || radius.isInfinite {
        #expect(image.color(atPoint: 10.5, 6.5).isClose(to: .systemBlue, tolerance: 0.01))
      } else {
        #expect(image.color(atPoint: 10.5, 6.5) == .white)
      }
    }
  }
}
