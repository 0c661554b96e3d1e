import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeLayers

/// Implicit animations need a layer committed to the screen, as in Core
/// Animation: a layer set up before its first frame shows its values at
/// once; once presented, a change animates over the transaction's duration.
@MainActor
@Suite(.isolatedLayerContext) struct ImplicitAnimationCommitTests {
  @Test func aLayerNeverCommittedDoesNotAnimate() {
    let root = Layer()
    let tree = LayerTree(rootLayer: root)
    tree.frame(at: 0)
    let standalone = ShapeLayer()
    root.addSublayer(standalone)
    standalone.opacity = 0.5
    standalone.strokeEnd = 0.25
    standalone.position = Point(x: 40, y: 60)
    #expect(standalone.animationKeys().isEmpty)
    tree.frame(at: 0.1)
    #expect(standalone.presentation().opacity == 0.5)
    #expect(standalone.presentation().position == Point(x: 40, y: 60))
    // A layer outside any tree is never committed either.
    let loose = Layer()
    loose.opacity = 0.2
    #expect(loose.animationKeys().isEmpty)
  }

  @Test func aCommittedLayerAnimatesImplicitly() {
    let root = Layer()
    let standalone = Layer()
    root.addSublayer(standalone)
    standalone.opacity = 0.5
    let tree = LayerTree(rootLayer: root)
    tree.frame(at: 0)
    standalone.opacity = 1
    #expect(standalone.animationKeys() == ["opacity"])
    tree.frame(at: 1)
    tree.frame(at: 1.125)
    let halfway = standalone.presentation().opacity
    #expect(halfway > 0.5 && halfway < 1, "\(halfway)")
  }

  @Test func customActionsRunBeforeTheFirstCommit() {
    // Only the default action waits for a commit; a delegate's or an
    // `actions` entry's own animation runs, as UIKit's block actions do.
    let layer = Layer()
    layer.actions["opacity"] = .animation {
      let fade = BasicAnimation<Double>(keyPath: \.opacity)
      fade.duration = 2
      return fade
    }
    layer.opacity = 0.5
    #expect(layer.animationKeys() == ["opacity"])
  }
}
