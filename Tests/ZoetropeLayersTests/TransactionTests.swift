import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeLayers

@MainActor
@Suite(.isolatedLayerContext) struct TransactionTests {

  @Test func standaloneLayerAnimatesImplicitlyForAQuarterSecond() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    tree.frame(at: 0)
    layer.opacity = 0
    #expect(layer.opacity == 0, "the model changes at once")
    #expect(layer.animationKeys() == ["opacity"])
    let implicit = layer.animation(forKey: "opacity")
    #expect(implicit?.duration == 0.25)
    #expect(implicit?.timingFunction == .default)
    tree.frame(at: 1)
    tree.frame(at: 1.125)
    let expected = 1 - TimingFunction.default.value(at: 0.5)
    #expect(abs(layer.presentation().opacity - expected) < 1e-9)
    tree.frame(at: 1.3)
    tree.frame(at: 1.31)
    #expect(layer.presentation().opacity == 0)
  }

  @Test func implicitAnimationStartsFromThePresentationValue() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    Transaction.perform(disableActions: true) { layer.position = Point(x: 0, y: 0) }
    tree.frame(at: 0)
    Transaction.perform(duration: 1, timingFunction: .linear) {
      layer.position = Point(x: 100, y: 0)
    }
    tree.frame(at: 0)
    tree.frame(at: 0.5)
    #expect(abs(layer.presentation().position.x - 50) < 1e-9)
    Transaction.perform(duration: 1, timingFunction: .linear) {
      layer.position = Point(x: 0, y: 0)
    }
    tree.frame(at: 0.5)
    tree.frame(at: 1.0)
    // From 50 back to 0 over 1 s: a quarter of the way... halfway at 1.0 s.
    #expect(abs(layer.presentation().position.x - 25) < 1e-9)
  }

  @Test func disableActionsAndDelegateTurnImplicitAnimationOff() {
    let layer = Layer()
    Transaction.perform(disableActions: true) { layer.opacity = 0.5 }
    #expect(layer.animationKeys().isEmpty)
    layer.actions["opacity"] = .disabled
    layer.opacity = 0.2
    #expect(layer.animationKeys().isEmpty)
    layer.actions["opacity"] = nil
    layer.delegate = NoImplicitAnimations.shared
    layer.opacity = 0.1
    #expect(layer.animationKeys().isEmpty)
    layer.delegate = nil
    layer.isHidden = true
    #expect(layer.animationKeys().isEmpty, "Booleans are not interpolated")
  }

  @Test func customActionSuppliesTheAnimation() {
    let layer = Layer()
    layer.actions["opacity"] = .animation {
      let fade = BasicAnimation<Double>(keyPath: \.opacity)
      fade.duration = 3
      return fade
    }
    layer.opacity = 0
    let basic = layer.animation(forKey: "opacity") as? BasicAnimation<Double>
    #expect(basic?.duration == 3)
    #expect(basic?.fromValue == 1)
    #expect(basic?.toValue == 0)
  }

  @Test func nestedTransactionsInheritAndOverride() {
    Transaction.begin()
    Transaction.setAnimationDuration(2)
    Transaction.setAnimationTimingFunction(.easeIn)
    #expect(Transaction.animationDuration() == 2)
    Transaction.begin()
    #expect(Transaction.animationDuration() == 2)
    #expect(Transaction.animationTimingFunction() == .easeIn)
    Transaction.setAnimationDuration(5)
    Transaction.setDisableActions(true)
    #expect(Transaction.animationDuration() == 5)
    #expect(Transaction.disableActions())
    Transaction.commit()
    #expect(Transaction.animationDuration() == 2)
    #expect(!Transaction.disableActions())
    Transaction.commit()
    #expect(Transaction.animationDuration() == Transaction.defaultAnimationDuration)
    let (_, warnings) = withWarningsCaptured {
      Transaction.commit()
      Transaction.begin()
      Transaction.setAnimationDuration(-.infinity)
      let duration = Transaction.animationDuration()
      Transaction.commit()
      return duration
    }
    #expect(warnings.count == 2)
  }

  /// Settings made outside any `begin()`/`commit()` go to the implicit
  /// transaction, as in Core Animation, and hold until the frame commits
  /// it; explicit transactions inside inherit them.
  @Test func settingsOutsideABeginApplyToTheImplicitTransaction() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    tree.frame(at: 0)
    Transaction.setDisableActions(true)
    Transaction.setAnimationDuration(3)
    Transaction.setAnimationTimingFunction(.linear)
    #expect(Transaction.disableActions())
    layer.opacity = 0.5
    #expect(layer.animationKeys().isEmpty)
    Transaction.begin()
    #expect(Transaction.disableActions() && Transaction.animationDuration() == 3)
    #expect(Transaction.animationTimingFunction() == .linear)
    Transaction.setDisableActions(false)
    layer.opacity = 0.25
    #expect(layer.animation(forKey: "opacity")?.duration == 3)
    Transaction.commit()
    #expect(Transaction.disableActions())
    tree.frame(at: 1)
    // The frame committed the implicit transaction: defaults again.
    #expect(!Transaction.disableActions())
    #expect(Transaction.animationDuration() == Transaction.defaultAnimationDuration)
    #expect(Transaction.animationTimingFunction() == nil)
  }

  @Test func completionRunsOnceAfterTheLastAnimation() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    tree.frame(at: 0)
    var completions: [Double] = []
    Transaction.begin()
    Transaction.setAnimationDuration(1)
    Transaction.setCompletionBlock { completions.append(tree.currentTime ?? -1) }
    layer.opacity = 0.5
    let longer = BasicAnimation(keyPath: \.cornerRadius, from: 0.0, to: 8.0)
    longer.duration = 2
    layer.add(longer, forKey: "corner")
    Transaction.commit()
    for frame in 1...40 {
      tree.frame(at: Double(frame) * 0.1)
    }
    #expect(completions.count == 1)
    // The 2 s animation ends in the frame at 2.0 s (or the one after).
    #expect((completions.first ?? 0) >= 2.0 && (completions.first ?? 0) <= 2.11)
  }

  @Test func completionWithoutAnimationsRunsAtTheNextFrame() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    var ran = 0
    Transaction.perform(disableActions: true, { layer.opacity = 0.3 }, completion: { ran += 1 })
    #expect(ran == 0)
    tree.frame(at: 0)
    tree.frame(at: 1)
    #expect(ran == 1)
  }
}
