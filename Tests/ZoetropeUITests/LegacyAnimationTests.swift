import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct LegacyAnimationTests {
    final class Delegate: ViewAnimationDelegate {
      var log: [String] = []
      func animationWillStart(_ animationID: String?, context: Any?) {
        log.append("start \(animationID ?? "-")")
      }
      func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {
        log.append("stop \(animationID ?? "-") \(finished) \(context as? Int ?? -1)")
      }
    }

    @Test func beginCommitAnimatesAndCallsTheDelegate() {
      let fixture = AnimationFixture()
      let delegate = Delegate()
      var closure: [String] = []
      View.beginAnimations("move", context: 7)
      View.setAnimationDuration(2)
      View.setAnimationCurve(.linear)
      View.setAnimationDelegate(delegate)
      View.setAnimationWillStart(.animationWillStart)
      View.setAnimationDidStop(.animationDidStop)
      View.setAnimationDidStop { id, finished, _ in closure.append("\(id ?? "-") \(finished)") }
      fixture.box.center = Point(x: 100, y: 0)
      View.commitAnimations()
      #expect(delegate.log == ["start move"])
      fixture.host.frame()
      fixture.host.advance(by: 1)
      #expect(isClose(fixture.x, 50))
      fixture.host.advance(by: 1)
      #expect(delegate.log == ["start move", "stop move true 7"])
      #expect(closure == ["move true"])
    }

    @Test func theDelegateIsToldOnlyThroughTheMethodsNamed() {
      // UIKit's rule: a delegate without a did-stop selector is not told
      // the block stopped, nor, without a will-start one, that it starts.
      let fixture = AnimationFixture()
      let delegate = Delegate()
      var closure: [String] = []
      View.beginAnimations("plain", context: 1)
      View.setAnimationDuration(0.5)
      View.setAnimationDelegate(delegate)
      View.setAnimationDidStop { id, _, _ in closure.append(id ?? "-") }
      fixture.box.center = Point(x: 100, y: 0)
      View.commitAnimations()
      View.beginAnimations("stops", context: 2)
      View.setAnimationDuration(0.5)
      View.setAnimationDelegate(delegate)
      View.setAnimationDidStop(.animationDidStop)
      let (_, warnings) = withWarningsCaptured { View.setAnimationWillStart(.animationDidStop) }
      fixture.box.alpha = 0.5
      View.commitAnimations()
      fixture.host.frame()
      fixture.host.advance(by: 1)
      #expect(delegate.log == ["stop stops true 2"])
      #expect(closure == ["plain"])
      #expect(warnings.count == 1)
    }

    @Test func defaultsAndSettings() {
      let fixture = AnimationFixture()
      View.beginAnimations(nil)
      fixture.box.alpha = 0
      View.setAnimationDelay(0.5)
      View.setAnimationRepeatCount(2.5)
      View.setAnimationRepeatAutoreverses(true)
      View.setAnimationCurve(.easeIn)
      fixture.box.center = Point(x: 100, y: 0)
      View.commitAnimations()
      let opacity = fixture.box.layer.animation(forKey: "opacity")
      #expect(opacity?.duration == 0.2)
      #expect(opacity?.timingFunction == .easeInEaseOut)
      let position = fixture.box.layer.animation(forKey: "position")
      #expect(position?.repeatCount == 2.5)
      #expect(position?.autoreverses == true)
      #expect(position?.timingFunction == .easeIn)
      #expect(position?.fillMode == .backwards)
    }

    @Test func interruptionAndBeginFromCurrentState() {
      let fixture = AnimationFixture()
      let delegate = Delegate()
      View.beginAnimations("first")
      View.setAnimationDuration(1)
      View.setAnimationCurve(.linear)
      View.setAnimationDelegate(delegate)
      View.setAnimationWillStart(.animationWillStart)
      View.setAnimationDidStop(.animationDidStop)
      fixture.box.center = Point(x: 100, y: 0)
      View.commitAnimations()
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      View.beginAnimations("second")
      View.setAnimationBeginsFromCurrentState(true)
      View.setAnimationCurve(.linear)
      View.setAnimationDuration(1)
      fixture.box.center = Point(x: 0, y: 0)
      View.commitAnimations()
      fixture.host.frame()
      #expect(isClose(fixture.x, 50))
      #expect(delegate.log == ["start first", "stop first false -1"])
    }

    @Test func misuseIsIgnored() {
      let fixture = AnimationFixture()
      let (_, warnings) = withWarningsCaptured {
        View.commitAnimations()
        View.setAnimationDuration(3)
        View.beginAnimations("bad")
        View.setAnimationDuration(.nan)
        View.setAnimationRepeatCount(-1)
        fixture.box.center = Point(x: 100, y: 0)
        View.commitAnimations()
        #expect(fixture.box.layer.animationKeys().isEmpty)
        fixture.host.frame()
      }
      #expect(fixture.x == 100)
      let expected = [
        "commitAnimations() without a matching beginAnimations()",
        "setAnimationDuration outside beginAnimations/commitAnimations",
        "setAnimationDuration nan is not a finite",
        "setAnimationRepeatCount(-1.0) is not valid",
      ]
      #expect(warnings.count == expected.count)
      for (warning, fragment) in zip(warnings, expected) {
        #expect(warning.contains(fragment))
      }
    }

    @Test func forgottenCommitIsCommittedAtTheNextFrame() {
      let fixture = AnimationFixture()
      var stopped: Bool?
      let (_, warnings) = withWarningsCaptured {
        View.beginAnimations("open")
        View.setAnimationDuration(1)
        View.setAnimationDidStop { _, finished, _ in stopped = finished }
        fixture.box.center = Point(x: 100, y: 0)
        fixture.host.frame()
      }
      #expect(warnings.contains { $0.contains("still open") })
      fixture.box.alpha = 0.5
      #expect(fixture.box.layer.animationKeys() == ["position"])
      fixture.host.advance(by: 1.1)
      #expect(stopped == true)
    }

    @Test func viewsMadeInsideABlockDoNotGrowFromZero() {
      let fixture = AnimationFixture()
      var made: View?
      View.animate(withDuration: 1) {
        made = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      }
      #expect(made?.layer.animationKeys().isEmpty == true)
      #expect(fixture.box.layer.animationKeys().isEmpty)
    }
  }
}
