import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct AnimationCompletionTests {
    @Test func completionRunsOnceAfterTheFinalFrameIsRendered() {
      let fixture = AnimationFixture()
      let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      fixture.host.window.addSubview(other)
      var log: [String] = []
      fixture.host.onRender = { snapshot in log.append("render \(snapshot.time)") }
      View.animate(withDuration: 0.5) {
        fixture.box.center = Point(x: 100, y: 0)
        other.alpha = 0.5
      } completion: { finished in
        log.append("completion \(finished) \(fixture.box.layer.animationKeys().count)")
      }
      fixture.host.frame(at: 0)
      fixture.host.frame(at: 0.25)
      fixture.host.frame(at: 0.5)
      fixture.host.frame(at: 0.75)
      #expect(
        log == ["render 0.0", "render 0.25", "render 0.5", "completion true 0", "render 0.75"])
    }

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
    func nonPositiveOrBadDurationsApplyAtOnce(duration: Double) {
      let fixture = AnimationFixture()
      var log: [String] = []
      fixture.host.onRender = { _ in log.append("render") }
      fixture.move(to: 100, duration: duration) { log.append("completion \($0)") }
      #expect(log.isEmpty)
      #expect(fixture.box.layer.animationKeys().isEmpty)
      fixture.host.frame()
      #expect(fixture.x == 100)
      #expect(log == ["render", "completion true"])
    }

    @Test func removingAnAnimatingViewFromTheWindowCompletesWithFalse() {
      let fixture = AnimationFixture()
      var finished: Bool?
      fixture.move(to: 100) { finished = $0 }
      fixture.host.advance(by: 0.2)
      fixture.box.removeFromSuperview()
      #expect(fixture.box.interactionBlockingAnimations == 1)
      fixture.host.frame()
      #expect(finished == false)
      #expect(fixture.box.interactionBlockingAnimations == 0)
    }

    @Test func blockWithoutChangesCompletesAtTheNextFrame() {
      let fixture = AnimationFixture()
      var finished: Bool?
      View.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
      #expect(finished == nil)
      fixture.host.frame()
      #expect(finished == true)
    }

    @Test func interruptedAnimationCompletesWithFalse() {
      let fixture = AnimationFixture()
      var results: [Bool] = []
      fixture.move(to: 100) { results.append($0) }
      fixture.host.frame()
      fixture.host.advance(by: 0.2)
      fixture.move(to: 50) { results.append($0) }
      #expect(results.isEmpty)
      fixture.host.frame()
      #expect(results == [false])
      fixture.host.advance(by: 1)
      #expect(results == [false, true])
    }

    @Test func asyncFormReturnsFinished() async {
      let fixture = AnimationFixture()
      let task = Task { @MainActor in
        await View.animate(withDuration: 0.5) { fixture.box.alpha = 0 }
      }
      await Task.yield()
      while fixture.box.layer.animationKeys().isEmpty { await Task.yield() }
      fixture.host.frame()
      fixture.host.advance(by: 0.6)
      #expect(await task.value == true)
    }

    @Test func noImplicitAnimationOutsideBlocks() {
      let fixture = AnimationFixture()
      fixture.box.alpha = 0.2
      fixture.box.center = Point(x: 40, y: 0)
      fixture.box.layer.cornerRadius = 4
      fixture.box.layer.backgroundColor = .white
      #expect(fixture.box.layer.animationKeys().isEmpty)
      fixture.host.frame()
      #expect(fixture.x == 40)
      #expect(fixture.box.layer.presentation().opacity == 0.2)
    }

    @Test func directLayerChangesAnimateInsideBlocks() {
      let fixture = AnimationFixture()
      var finished: Bool?
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        fixture.box.layer.cornerRadius = 10
        fixture.box.layer.borderColor = .white
      } completion: {
        finished = $0
      }
      #expect(Set(fixture.box.layer.animationKeys()) == ["cornerRadius", "borderColor"])
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      #expect(isClose(fixture.box.layer.presentation().cornerRadius, 5))
      #expect(finished == nil)
      fixture.host.advance(by: 0.6)
      #expect(finished == true)
      fixture.box.layer.cornerRadius = 0
      #expect(fixture.box.layer.animationKeys().isEmpty)
    }

    @Test func performWithoutAnimationAndDisabledAnimations() {
      let fixture = AnimationFixture()
      var finished: Bool?
      View.animate(withDuration: 1) {
        View.performWithoutAnimation { fixture.box.alpha = 0.5 }
      } completion: {
        finished = $0
      }
      #expect(fixture.box.layer.animationKeys().isEmpty)
      fixture.host.frame()
      #expect(finished == true)
      View.setAnimationsEnabled(false)
      defer { View.setAnimationsEnabled(true) }
      #expect(!View.areAnimationsEnabled)
      fixture.move(to: 10)
      #expect(fixture.box.layer.animationKeys().isEmpty)
    }
  }
}
