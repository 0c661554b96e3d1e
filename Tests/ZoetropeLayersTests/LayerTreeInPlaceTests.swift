import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeLayers

/// The in-place refill of a frame of animating layers: a render node
/// whose layer's model and animations did not change since it was filled
/// gets only its animated values rewritten (`RenderLayer.presentationBase`),
/// and every frame shows what the full evaluation would.
@MainActor
@Suite(.isolatedLayerContext) struct LayerTreeInPlaceTests {
  /// A root with one sublayer, neither animating implicitly.
  private func makeTree() -> (Layer, LayerTree) {
    let root = Layer()
    root.delegate = NoImplicitAnimations.shared
    let layer = Layer()
    layer.delegate = NoImplicitAnimations.shared
    Transaction.perform(disableActions: true) {
      layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
      layer.position = Point(x: 5, y: 5)
      layer.backgroundColor = .black
    }
    root.addSublayer(layer)
    return (layer, LayerTree(rootLayer: root))
  }

  /// A linear, repeating animation of 1 s between two values.
  private func linear<Value: Interpolatable>(
    _ keyPath: WritableKeyPath<LayerProperties, Value>, from: Value, to: Value
  ) -> BasicAnimation<Value> {
    let animation = BasicAnimation(keyPath: keyPath, from: from, to: to)
    animation.duration = 1
    animation.repeatCount = .infinity
    return animation
  }

  /// Runs a frame and tells whether a node was refilled in place in it.
  private func refillsInPlace(_ tree: LayerTree, at time: Double) -> Bool {
    let before = tree.inPlaceRefillCount
    tree.frame(at: time)
    return tree.inPlaceRefillCount > before
  }

  @Test func animatedValuesAreRewrittenInPlaceAndTheRestIsTheModel() {
    let (layer, tree) = makeTree()
    layer.add(linear(\.position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 40)), forKey: "move")
    layer.add(linear(\.opacity, from: 0.2, to: 0.6), forKey: "fade")
    for (frame, time) in [0.0, 0.25, 0.5, 0.75, 1.25, 1.5].enumerated() {
      let inPlace = refillsInPlace(tree, at: time)
      let progress = time.truncatingRemainder(dividingBy: 1)
      let shown = layer.presentation()
      #expect(shown.position == Point(x: 100 * progress, y: 40 * progress))
      #expect(abs(shown.opacity - (0.2 + 0.4 * progress)) < 1e-12)
      #expect(shown.bounds == layer.bounds)
      #expect(shown.backgroundColor == .black)
      // The first frames fill in full (the begin times and the starts
      // are set then); from the fourth on, the node is refilled in place.
      #expect(inPlace == (frame >= 3))
    }
  }

  @Test func aModelChangeShowsInBothNodesThatAlternate() {
    let (layer, tree) = makeTree()
    layer.add(linear(\.position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0)), forKey: "move")
    for time in [0.0, 0.1, 0.2] { tree.frame(at: time) }
    #expect(refillsInPlace(tree, at: 0.3))
    Transaction.perform(disableActions: true) {
      layer.backgroundColor = .white
      layer.bounds = Rect(x: 0, y: 0, width: 30, height: 20)
    }
    // The two nodes that alternate are each filled in full once, then
    // refilled in place.
    for (time, inPlace) in [(0.4, false), (0.5, false), (0.6, true), (0.7, true)] {
      #expect(refillsInPlace(tree, at: time) == inPlace)
      #expect(layer.presentation().backgroundColor == .white)
      #expect(layer.presentation().bounds.size == Size(width: 30, height: 20))
      #expect(abs(layer.presentation().position.x - 100 * time) < 1e-9)
    }
  }

  @Test func aRemovedAnimationLeavesTheModelValueInEveryLaterFrame() {
    let (layer, tree) = makeTree()
    layer.add(linear(\.position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0)), forKey: "move")
    layer.add(linear(\.opacity, from: 0, to: 0.5), forKey: "fade")
    for time in [0.0, 0.1, 0.2, 0.3] { tree.frame(at: time) }
    #expect(layer.presentation().opacity < 1)
    layer.removeAnimation(forKey: "fade")
    for time in [0.4, 0.5, 0.6, 0.7] {
      tree.frame(at: time)
      #expect(layer.presentation().opacity == 1)
      #expect(abs(layer.presentation().position.x - 100 * time) < 1e-9)
    }
  }

  @Test func anOpacityOutsideZeroToOneIsStillClamped() {
    let (layer, tree) = makeTree()
    layer.add(linear(\.opacity, from: 0.5, to: 1.5), forKey: "fade")
    for (time, expected) in [(0.0, 0.5), (0.2, 0.7), (0.4, 0.9), (0.6, 1), (0.8, 1), (1.2, 0.7)] {
      tree.frame(at: time)
      #expect(abs(layer.presentation().opacity - expected) < 1e-12)
    }
  }

  @Test func aValueThatBecomesInfiniteShowsTheModelValue() {
    let (layer, tree) = makeTree()
    let run = BasicAnimation(keyPath: \.position.x, from: 1e308, by: 1e308)
    run.duration = 1
    run.repeatCount = .infinity
    layer.add(run, forKey: "run")
    // 1e308 + progress × (∞ − 1e308) is not finite: the model's x shows,
    // in the frames filled in full and in those that could be refilled in
    // place alike.
    for time in [0.0, 0.25, 0.5, 0.75, 1.25, 1.5] {
      tree.frame(at: time)
      if time > 0 { #expect(layer.presentation().position.x == 5) }
      #expect(layer.presentation().position.x.isFinite)
    }
  }

  @Test func changesToTheAttachedCopyShowAtTheNextFrame() throws {
    let (layer, tree) = makeTree()
    layer.add(linear(\.position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0)), forKey: "move")
    for time in [0.0, 0.1, 0.2, 0.3] { tree.frame(at: time) }
    let attached = try #require(layer.animation(forKey: "move") as? BasicAnimation<Point>)
    attached.toValue = Point(x: 0, y: 100)
    tree.frame(at: 0.5)
    #expect(layer.presentation().position == Point(x: 0, y: 50))
    // Another key path: the old property shows its model value again.
    attached.keyPath = \.anchorPoint
    for time in [0.6, 0.7, 0.8] {
      tree.frame(at: time)
      #expect(layer.presentation().position == Point(x: 5, y: 5))
      #expect(abs(layer.presentation().anchorPoint.y - 100 * time) < 1e-9)
    }
    // Additive now: added onto the model's anchor point (0.5, 0.5).
    attached.isAdditive = true
    tree.frame(at: 0.9)
    #expect(abs(layer.presentation().anchorPoint.y - (0.5 + 90)) < 1e-9)
  }

  @Test func animationsThatReadTheValueUnderneathStillCompose() {
    let (layer, tree) = makeTree()
    // Moves to x = 100 from whatever is underneath (the model's 5)...
    let to = BasicAnimation(keyPath: \.position.x, to: 105)
    to.duration = 1
    to.repeatCount = .infinity
    layer.add(to, forKey: "to")
    // ...and a wobble added on top.
    let wobble = linear(\.position.x, from: 0, to: 10)
    wobble.isAdditive = true
    layer.add(wobble, forKey: "wobble")
    // A rotation (a computed component of the transform) beside them.
    let spin = linear(\.transform.rotation, from: 0, to: 1)
    layer.add(spin, forKey: "spin")
    for time in [0.0, 0.25, 0.5, 0.75, 1.25] {
      tree.frame(at: time)
      let progress = time.truncatingRemainder(dividingBy: 1)
      let shown = layer.presentation()
      #expect(abs(shown.position.x - (5 + 100 * progress + 10 * progress)) < 1e-9)
      #expect(abs(shown.transform.rotation - progress) < 1e-9)
    }
    // None of the three can be written in place.
    #expect(!refillsInPlace(tree, at: 1.5))
  }

  @Test func aSpringIsRefilledInPlaceLikeTheFullEvaluation() {
    let (layer, tree) = makeTree()
    let spring = SpringAnimation(keyPath: \.position.y, from: 0, to: 100)
    spring.repeatCount = .infinity
    layer.add(spring, forKey: "spring")
    let reference = SpringAnimation(keyPath: \.position.y, from: 0, to: 100)
    for time in [0.0, 0.1, 0.2, 0.3, 0.4, 0.5] {
      let inPlace = refillsInPlace(tree, at: time)
      let expected = 100 * reference.effectiveSpring.value(at: time)
      #expect(abs(layer.presentation().position.y - expected) < 1e-9)
      #expect(inPlace == (time >= 0.3))
    }
  }

  /// Runs a frame and tells how many nodes were refilled by their
  /// position alone in it.
  private func positionRefills(_ tree: LayerTree, at time: Double) -> Int {
    let before = tree.positionRefillCount
    tree.frame(at: time)
    return tree.positionRefillCount - before
  }

  @Test func aLayerMovedByItsSetterGetsOnlyItsPositionWritten() {
    let (layer, tree) = makeTree()
    for step in 0..<6 {
      Transaction.perform(disableActions: true) {
        layer.position = Point(x: Double(step) * 3, y: 7)
      }
      // The two nodes that alternate are each filled with the model once.
      #expect(positionRefills(tree, at: Double(step) / 60) == (step >= 2 ? 1 : 0))
      #expect(layer.presentation().position == Point(x: Double(step) * 3, y: 7))
      #expect(layer.presentation().bounds == layer.bounds)
    }
    // Any other value changes the model beyond its position: copied again.
    Transaction.perform(disableActions: true) {
      layer.position = Point(x: 1, y: 1)
      layer.opacity = 0.5
    }
    #expect(positionRefills(tree, at: 0.2) == 0)
    #expect(layer.presentation().opacity == 0.5)
    #expect(layer.presentation().position == Point(x: 1, y: 1))
    // The other node still holds the opacity of before, so it is copied too.
    Transaction.perform(disableActions: true) { layer.position = Point(x: 2, y: 2) }
    #expect(positionRefills(tree, at: 0.3) == 0)
    #expect(layer.presentation().opacity == 0.5)
    Transaction.perform(disableActions: true) { layer.position = Point(x: 3, y: 3) }
    #expect(positionRefills(tree, at: 0.4) == 1)
    #expect(layer.presentation().opacity == 0.5)
    #expect(layer.presentation().position == Point(x: 3, y: 3))
  }

  @Test func anAnimationAddedToAMovedLayerIsEvaluatedAndItsEndShowsTheModel() {
    let (layer, tree) = makeTree()
    for step in 0..<4 {
      Transaction.perform(disableActions: true) { layer.position = Point(x: Double(step), y: 0) }
      tree.frame(at: Double(step) / 60)
    }
    let fade = linear(\.opacity, from: 0, to: 1)
    fade.repeatCount = 1
    layer.add(fade, forKey: "fade")
    Transaction.perform(disableActions: true) { layer.position = Point(x: 9, y: 0) }
    #expect(positionRefills(tree, at: 0.1) == 0)
    #expect(positionRefills(tree, at: 0.6) == 0)
    #expect(abs(layer.presentation().opacity - 0.5) < 1e-9)
    // Ended and removed: every later frame shows the model, whichever node.
    for time in [1.2, 1.3, 1.4, 1.5] {
      Transaction.perform(disableActions: true) { layer.position = Point(x: time, y: 0) }
      tree.frame(at: time)
      #expect(layer.presentation().opacity == 1)
      #expect(layer.presentation().position == Point(x: time, y: 0))
    }
  }
}
