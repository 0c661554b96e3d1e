import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@_spi(Benchmarks) @testable import ZoetropeRendering

extension ShadowRenderingTests {
  @Test func positionAnimationDoesNotReblur() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 128, height: 64)
    let layer = Layer()
    layer.frame = Rect(x: 8, y: 8, width: 32, height: 32)
    layer.backgroundColor = .systemBlue
    layer.shadowOpacity = 0.6
    layer.shadowRadius = 6
    root.addSublayer(layer)
    Transaction.commit()
    let move = BasicAnimation(keyPath: \.position.x, from: 24, to: 96)
    move.duration = 1
    layer.add(move, forKey: "move")
    let tree = LayerTree(rootLayer: root)
    let renderer = Renderer()
    let canvas = Size(width: 128, height: 64)
    for step in 0..<5 {
      _ = renderer.render(tree.frame(at: Double(step) * 0.2), size: canvas, background: .white)
    }
    #expect(renderer.caches.shadows.blurCount == 1)
    // A color change re-tints the kept mask without blurring it again.
    layer.add(BasicAnimation(keyPath: \.shadowColor, from: .red, to: .red), forKey: "tint")
    _ = renderer.render(tree.frame(at: 0.9), size: canvas, background: .white)
    #expect(renderer.caches.shadows.blurCount == 1)
    #expect(renderer.caches.shadows.tintCount == 2)
    // A radius change blurs again.
    layer.add(BasicAnimation(keyPath: \.shadowRadius, from: 2, to: 2), forKey: "radius")
    _ = renderer.render(tree.frame(at: 0.95), size: canvas, background: .white)
    #expect(renderer.caches.shadows.blurCount == 2)
  }

  @Test func shadowAnimationDoesNotRedrawTheShapesBackingStore() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let shape = ShapeLayer()
    shape.frame = Rect(x: 0, y: 0, width: 64, height: 64)
    shape.path = Path(ellipseIn: Rect(x: 8, y: 8, width: 48, height: 48))
    shape.fillColor = .systemGreen
    shape.shadowOpacity = 0.5
    Transaction.commit()
    let fade = BasicAnimation(keyPath: \.shadowOpacity, from: 0.2, to: 1)
    fade.duration = 1
    shape.add(fade, forKey: "fade")
    let tree = LayerTree(rootLayer: shape)
    let renderer = Renderer()
    for step in 0..<4 {
      _ = renderer.render(tree.frame(at: Double(step) * 0.25), size: Size(width: 64, height: 64))
    }
    #expect(renderer.caches.backingStores.drawCount == 1)
    #expect(renderer.caches.shadows.blurCount == 1)
  }

  // MARK: Damage

  /// Frames of moving, fading and blurring shadowed layers: each frame
  /// drawn with the damage of one renderer equals a fresh renderer's full
  /// redraw, at both scales.
  @Test(arguments: scales) func movingShadowsRedrawExactlyTheDamage(scale: Double) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 120, height: 80)
    root.backgroundColor = .white
    let card = Layer()
    card.frame = Rect(x: 10, y: 10, width: 30, height: 24)
    card.backgroundColor = .systemBlue
    card.cornerRadius = 6
    card.shadowOpacity = 0.7
    card.shadowRadius = 4
    card.shadowOffset = Size(width: 2, height: 3)
    // A clear parent whose shadow follows its moving child.
    let holder = Layer()
    holder.frame = Rect(x: 60, y: 10, width: 50, height: 30)
    holder.shadowOpacity = 1
    holder.shadowRadius = 2
    holder.shadowOffset = Size(width: 0, height: 5)
    let child = Layer()
    child.frame = Rect(x: 0, y: 0, width: 12, height: 12)
    child.backgroundColor = .systemRed
    holder.addSublayer(child)
    // A path shadow on a fading layer (drawn as a group), at a fractional
    // offset.
    let ghost = Layer()
    ghost.frame = Rect(x: 20, y: 48, width: 24, height: 20)
    ghost.backgroundColor = .systemGreen
    ghost.opacity = 0.6
    ghost.shadowOpacity = 0.9
    ghost.shadowRadius = 3
    ghost.shadowOffset = Size(width: 0.4, height: 2.3)
    ghost.shadowPath = Path(ellipseIn: Rect(x: -4, y: 10, width: 32, height: 14))
    // A clipped shadow.
    let clipped = Layer()
    clipped.frame = Rect(x: 70, y: 50, width: 30, height: 20)
    clipped.backgroundColor = Color(red: 1, green: 1, blue: 0, alpha: 0.5)
    clipped.masksToBounds = true
    clipped.cornerRadius = 5
    clipped.shadowOpacity = 1
    clipped.shadowRadius = 3
    clipped.shadowOffset = Size(width: 4, height: 4)
    // A turned card: its shadow is sampled by the compositor.
    let turned = Layer()
    turned.frame = Rect(x: 50, y: 44, width: 16, height: 16)
    turned.backgroundColor = .orange
    turned.shadowOpacity = 0.8
    turned.shadowRadius = 2
    turned.shadowOffset = Size(width: 3, height: 3)
    for layer in [card, holder, ghost, clipped, turned] { root.addSublayer(layer) }
    Transaction.commit()
    let slide = BasicAnimation(keyPath: \.position.x, from: 25, to: 90)
    slide.duration = 1
    card.add(slide, forKey: "slide")
    let hop = BasicAnimation(keyPath: \.position.y, from: 6, to: 24)
    hop.duration = 1
    child.add(hop, forKey: "hop")
    let wander = BasicAnimation(keyPath: \.position.x, from: 32, to: 50.5)
    wander.duration = 1
    ghost.add(wander, forKey: "wander")
    let blur = BasicAnimation(keyPath: \.shadowRadius, from: 1, to: 6)
    blur.duration = 1
    clipped.add(blur, forKey: "blur")
    let spin = BasicAnimation(keyPath: \.transform.rotation, from: 0, to: 1.2)
    spin.duration = 1
    turned.add(spin, forKey: "spin")
    let tree = LayerTree(rootLayer: root)
    let renderer = Renderer(scale: scale)
    let canvas = Size(width: 120, height: 80)
    for step in 0..<7 {
      let snapshot = tree.frame(at: Double(step) * 0.15)
      let frame = renderer.render(snapshot, size: canvas, background: .white)
      let full = Renderer(scale: scale).render(snapshot, size: canvas, background: .white)
      #expect(frame.pixels == full.pixels, "frame \(step)")
    }
  }
}
