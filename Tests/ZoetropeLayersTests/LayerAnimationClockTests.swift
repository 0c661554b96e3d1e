import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeLayers

/// The package-level clock a property animator drives attached animations
/// with: speed 0 and a time offset to hold, a begin time and a speed
/// (negative to play back) to run.
@MainActor
@Suite struct LayerAnimationClockTests {
  private func fixture() -> (Layer, LayerTree) {
    let layer = Layer()
    layer.delegate = NoImplicitAnimations.shared
    let tree = LayerTree(rootLayer: layer)
    tree.frame(at: 0)
    let slide = BasicAnimation(keyPath: \.position.x, from: 0.0, to: 100.0)
    slide.duration = 2
    slide.fillMode = .both
    slide.isRemovedOnCompletion = false
    slide.timingFunction = .easeIn
    layer.add(slide, forKey: "slide")
    return (layer, tree)
  }

  @Test func speedZeroHoldsAtTheTimeOffset() {
    let (layer, tree) = fixture()
    let attached = layer.setAnimationClock(
      forKey: "slide", beginTime: 0, speed: 0, timeOffset: 0.5, linearProgress: false)
    #expect(attached)
    tree.frame(at: 1)
    let expected = 100 * TimingFunction.easeIn.value(at: 0.25)
    #expect(abs(layer.presentation().position.x - expected) < 1e-9)
    tree.frame(at: 7)
    #expect(abs(layer.presentation().position.x - expected) < 1e-9)
    #expect(abs(layer.presentationValues(atGlobalTime: 9).position.x - expected) < 1e-9)
  }

  @Test func linearProgressSkipsTheCurve() {
    let (layer, tree) = fixture()
    layer.setAnimationClock(
      forKey: "slide", beginTime: 0, speed: 0, timeOffset: 0.5, linearProgress: true)
    tree.frame(at: 1)
    #expect(abs(layer.presentation().position.x - 25) < 1e-9)
  }

  @Test func aNegativeSpeedPlaysBackToTheStart() {
    let (layer, tree) = fixture()
    tree.frame(at: 1)
    // Local time (t − 2.5) × −1: 1.5 at t = 1, 0 at t = 2.5.
    layer.setAnimationClock(
      forKey: "slide", beginTime: 2.5, speed: -1, timeOffset: 0, linearProgress: false)
    tree.frame(at: 1.5)
    let expected = 100 * TimingFunction.easeIn.value(at: 0.5)
    #expect(abs(layer.presentation().position.x - expected) < 1e-9)
    tree.frame(at: 3)
    #expect(layer.presentation().position.x == 0)
  }

  @Test func anUnknownKeyIsReported() {
    let (layer, _) = fixture()
    #expect(
      !layer.setAnimationClock(
        forKey: "missing", beginTime: 0, speed: 0, timeOffset: 0, linearProgress: false))
    #expect(layer.attachedAnimationDuration(forKey: "slide") == 2)
    #expect(layer.attachedAnimationDuration(forKey: "missing") == nil)
  }

  @Test func setModelValueChangesTheModelWithoutAnAnimation() {
    let (layer, tree) = fixture()
    layer.removeAllAnimations()
    layer.setModelValue(Point(x: 7, y: 8), for: \.position)
    #expect(layer.animationKeys().isEmpty)
    tree.frame(at: 1)
    #expect(layer.presentation().position == Point(x: 7, y: 8))
  }
}
