import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@_spi(Benchmarks) @testable import ZoetropeRendering

extension MaskRenderingTests {
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
}
