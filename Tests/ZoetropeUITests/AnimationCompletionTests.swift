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
      let (_, warnings) = withWarningsCaptured {
        fixture.move(to: 100, duration: duration) { log.append("completion \($0)") }
      }
      // 0 is a valid duration; the others are replaced by 0 with a warning.
      #expect(warnings.count == (duration == 0 ? 0 : 1))
      #expect(warnings.allSatisfy { $0.contains("View.animate duration \(duration) ") })
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

    @Test func secondMoveAddsOnTopAndBothCompleteWithTrue() {
      let fixture = AnimationFixture()
      var results: [String] = []
      fixture.move(to: 100) { results.append("first \($0)") }
      fixture.host.frame()
      fixture.host.advance(by: 0.2)
      fixture.move(to: 50) { results.append("second \($0)") }
      #expect(fixture.box.layer.animationKeys() == ["position", "position-2"])
      fixture.host.frame()
      #expect(results.isEmpty)
      fixture.host.advance(by: 0.85)
      #expect(results == ["first true"])
      fixture.host.advance(by: 0.2)
      #expect(results == ["first true", "second true"])
      #expect(fixture.x == 50)
    }

    @Test func interruptedFadeCompletesWithFalse() {
      let fixture = AnimationFixture()
      var results: [Bool] = []
      View.animate(withDuration: 1) {
        fixture.box.alpha = 0
      } completion: {
        results.append($0)
      }
      fixture.host.frame()
      fixture.host.advance(by: 0.2)
      View.animate(withDuration: 1) {
        fixture.box.alpha = 0.5
      } completion: {
        results.append($0)
      }
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

    // MARK: Zero-duration blocks and running animations

    /// Fades the fixture's box from 1 to 0 over 1 s (linear), logging its
    /// completion as "fade …", then runs frames to 0.3 s.
    private func fadeToThreeTenths(_ fixture: AnimationFixture, log: Recording) {
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        fixture.box.alpha = 0
      } completion: {
        log.lines.append("fade \($0)")
      }
      fixture.host.advance(by: 0.3)
      #expect(isClose(fixture.box.layer.presentation().opacity, 0.7))
    }

    /// A log shared by completion closures and render callbacks.
    final class Recording {
      var lines: [String] = []
    }

    @Test(arguments: [0.0, -1.0, Double.nan])
    func zeroDurationFromCurrentStateCancelsARunningFade(duration: Double) {
      let fixture = AnimationFixture()
      let log = Recording()
      fadeToThreeTenths(fixture, log: log)
      fixture.host.onRender = { snapshot in
        let opacity = fixture.box.layer.presentation().opacity
        log.lines.append("render \(isClose(snapshot.time, 0.3 + 1.0 / 60)) alpha \(opacity)")
      }
      let (_, warnings) = withWarningsCaptured {
        View.animate(withDuration: duration, delay: 0, options: .beginFromCurrentState) {
          fixture.box.alpha = 1
        } completion: {
          log.lines.append("zero \($0)")
        }
      }
      #expect(warnings.count == (duration == 0 ? 0 : 1))
      #expect(warnings.allSatisfy { $0.contains("View.animate duration \(duration) ") })
      #expect(fixture.box.alpha == 1)
      #expect(fixture.box.layer.animationKeys().isEmpty)
      #expect(log.lines.isEmpty)  // both completions wait for the next turn
      fixture.host.advance(by: 1.0 / 60)
      // The frame shows 1, then the interrupted fade completes with false,
      // then the zero-duration block with true.
      #expect(log.lines == ["render true alpha 1.0", "fade false", "zero true"])
      #expect(fixture.box.interactionBlockingAnimations == 0)
      fixture.host.onRender = nil
      fixture.host.advance(by: 1)
      #expect(fixture.box.layer.presentation().opacity == 1)
      #expect(log.lines.count == 3)
    }

    @Test func zeroDurationWithoutBeginFromCurrentStateLetsTheFadeFinish() {
      let fixture = AnimationFixture()
      let log = Recording()
      fadeToThreeTenths(fixture, log: log)
      View.animate(withDuration: 0) {
        fixture.box.alpha = 1
      } completion: {
        log.lines.append("zero \($0)")
      }
      #expect(fixture.box.layer.animationKeys() == ["opacity"])
      fixture.host.advance(by: 0.2)
      // As in UIKit: the in-flight fade keeps playing to its end.
      #expect(isClose(fixture.box.layer.presentation().opacity, 0.5))
      #expect(log.lines == ["zero true"])
      fixture.host.advance(by: 0.6)
      #expect(log.lines == ["zero true", "fade true"])
      #expect(fixture.box.layer.presentation().opacity == 1)
    }

    @Test func zeroDurationCancelOnlyTouchesThePropertiesItSets() {
      let fixture = AnimationFixture()
      var results: [String] = []
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        fixture.box.alpha = 0
        fixture.box.center = Point(x: 100, y: 0)
      } completion: {
        results.append("both \($0)")
      }
      fixture.host.advance(by: 0.3)
      View.animate(withDuration: 0, delay: 0, options: [.beginFromCurrentState, .curveEaseIn]) {
        fixture.box.alpha = 1
      } completion: {
        results.append("zero \($0)")
      }
      #expect(fixture.box.layer.animationKeys() == ["position"])
      fixture.host.advance(by: 0.2)
      #expect(isClose(fixture.x, 50))
      #expect(fixture.box.layer.presentation().opacity == 1)
      #expect(results == ["zero true"])
      fixture.host.advance(by: 0.5)
      // The block completes when its move ends, with false: its fade was cut.
      #expect(results == ["zero true", "both false"])
    }

    @Test func zeroDurationCancelAlsoCutsLayerChangesShort() {
      let fixture = AnimationFixture()
      var results: [Bool] = []
      View.animate(withDuration: 1) {
        fixture.box.layer.cornerRadius = 10
      } completion: {
        results.append($0)
      }
      fixture.host.advance(by: 0.5)
      View.animate(withDuration: 0, delay: 0, options: .beginFromCurrentState) {
        fixture.box.layer.cornerRadius = 2
      }
      #expect(fixture.box.layer.animationKeys().isEmpty)
      fixture.host.frame()
      #expect(fixture.box.layer.presentation().cornerRadius == 2)
      #expect(results == [false])
    }

    @Test func zeroDurationNestedInAnAnimatingBlockStillAnimates() {
      let fixture = AnimationFixture()
      fixture.move(to: 100)
      fixture.host.advance(by: 0.3)
      View.animate(withDuration: 1) {
        // Inherits the enclosing block's 1 s duration: an ordinary animation.
        View.animate(withDuration: 0, delay: 0, options: .beginFromCurrentState) {
          fixture.box.center = Point(x: 0, y: 0)
        }
      }
      #expect(fixture.box.layer.animationKeys() == ["position"])
      #expect(fixture.box.layer.animation(forKey: "position")?.duration == 1)
    }

    @Test func performWithoutAnimationInAZeroBlockDoesNotCancel() {
      let fixture = AnimationFixture()
      let log = Recording()
      fadeToThreeTenths(fixture, log: log)
      View.animate(withDuration: 0, delay: 0, options: .beginFromCurrentState) {
        View.performWithoutAnimation { fixture.box.alpha = 1 }
      }
      #expect(fixture.box.layer.animationKeys() == ["opacity"])
    }

    @Test func legacyZeroDurationBlockFromCurrentStateCancelsTheFade() {
      let fixture = AnimationFixture()
      let log = Recording()
      fadeToThreeTenths(fixture, log: log)
      View.beginAnimations("snap", context: nil)
      View.setAnimationDuration(0)
      View.setAnimationBeginsFromCurrentState(true)
      View.setAnimationDidStop { id, finished, _ in log.lines.append("\(id ?? "-") \(finished)") }
      fixture.box.alpha = 1
      View.commitAnimations()
      #expect(fixture.box.layer.animationKeys().isEmpty)
      fixture.host.frame()
      #expect(fixture.box.layer.presentation().opacity == 1)
      #expect(log.lines == ["fade false", "snap true"])
    }

    @Test func legacyZeroDurationBlockWithoutCurrentStateLetsTheFadeFinish() {
      let fixture = AnimationFixture()
      let log = Recording()
      fadeToThreeTenths(fixture, log: log)
      View.beginAnimations("snap", context: nil)
      View.setAnimationDuration(0)
      View.setAnimationDidStop { id, finished, _ in log.lines.append("\(id ?? "-") \(finished)") }
      fixture.box.alpha = 1
      View.commitAnimations()
      #expect(fixture.box.layer.animationKeys() == ["opacity"])
      fixture.host.advance(by: 0.8)
      #expect(log.lines == ["snap true", "fade true"])
    }
  }
}
