import Testing
import ZoetropeTesting

@testable import ZoetropeUI

extension UI {
  /// The recognizer base class: attaching, actions, the delegate, the
  /// touches views get, and bad input.
  @Suite @MainActor struct GestureRecognizerTests {
    /// A host with a 200 × 200 view at the origin that logs its touches.
    @MainActor final class Fixture {
      final class Probe: View {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
          log.append("began")
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
          log.append("moved")
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
          log.append("ended")
        }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
          log.append("cancelled")
        }
      }
      let host = TestHost()
      let view = Probe(frame: Rect(x: 0, y: 0, width: 200, height: 200))

      init() {
        host.window.addSubview(view)
        host.frame()
      }

      /// Drags from (20, 20) to the right in steps of `step` points.
      func drag(steps: Int, step: Double = 10) {
        host.touch(.touchBegan, at: Point(x: 20, y: 20))
        for index in 1...steps {
          host.touch(.touchMoved, at: Point(x: 20 + Double(index) * step, y: 20))
        }
        host.touch(.touchEnded, at: Point(x: 20 + Double(steps) * step, y: 20))
      }

      func tap(at point: Point = Point(x: 20, y: 20)) {
        host.touch(.touchBegan, at: point)
        host.touch(.touchEnded, at: point)
      }
    }

    @Test func attachingAndMoving() {
      let first = View()
      let second = View()
      let tap = TapGestureRecognizer()
      first.addGestureRecognizer(tap)
      first.addGestureRecognizer(tap)
      #expect(first.gestureRecognizers.count == 1 && tap.view === first)
      second.addGestureRecognizer(tap)
      #expect(first.gestureRecognizers.isEmpty && second.gestureRecognizers.count == 1)
      #expect(tap.view === second)
      second.gestureRecognizers = [PanGestureRecognizer()]
      #expect(tap.view == nil && second.gestureRecognizers.count == 1)
      second.removeGestureRecognizer(tap)
      #expect(second.gestureRecognizers.count == 1)
    }

    /// Without recognizers, touches reach the view as before.
    @Test func viewsWithoutRecognizersGetEveryTouch() {
      let fixture = Fixture()
      fixture.drag(steps: 2)
      #expect(fixture.view.log == ["began", "moved", "moved", "ended"])
    }

    /// A pan that begins cancels the view's touch; one that never begins
    /// lets the view have it all.
    @Test func recognitionCancelsTheViewsTouch() {
      let fixture = Fixture()
      let pan = PanGestureRecognizer()
      fixture.view.addGestureRecognizer(pan)
      fixture.drag(steps: 3)
      #expect(fixture.view.log == ["began", "cancelled"])
      fixture.view.log = []
      fixture.drag(steps: 2, step: 4)
      #expect(fixture.view.log == ["began", "moved", "moved", "ended"])
    }

    /// With `delaysTouchesBegan`, the view sees nothing of a recognized tap,
    /// and a drag (the tap fails) only once the tap has failed.
    @Test func delaysTouchesBegan() {
      let fixture = Fixture()
      let tap = TapGestureRecognizer()
      tap.delaysTouchesBegan = true
      var taps = 0
      tap.addAction { _ in taps += 1 }
      fixture.view.addGestureRecognizer(tap)
      fixture.host.touch(.touchBegan, at: Point(x: 20, y: 20))
      #expect(fixture.view.log.isEmpty)
      fixture.host.touch(.touchEnded, at: Point(x: 20, y: 20))
      #expect(taps == 1 && fixture.view.log.isEmpty)
      fixture.drag(steps: 3)
      #expect(taps == 1)
      #expect(fixture.view.log == ["began", "moved", "moved", "ended"])
    }

    /// With `delaysTouchesEnded` (the default), a double-tap recognizer
    /// holds the view's end until it gives up, 0.35 s later.
    @Test func delaysTouchesEnded() {
      let fixture = Fixture()
      let double = TapGestureRecognizer()
      double.numberOfTapsRequired = 2
      fixture.view.addGestureRecognizer(double)
      fixture.tap()
      #expect(fixture.view.log == ["began"])
      fixture.host.advance(by: 0.4)
      #expect(fixture.view.log == ["began", "ended"])
      double.delaysTouchesEnded = false
      fixture.view.log = []
      fixture.tap()
      #expect(fixture.view.log == ["began", "ended"])
    }

    /// The delegate: `shouldBegin` false fails the recognizer, `shouldReceive`
    /// false keeps touches from it, `shouldRequireFailureOf` works as
    /// `require(toFail:)`.
    @Test func delegate() {
      final class Delegate: GestureRecognizerDelegate {
        var begin = true
        var receive = true
        var waitFor: GestureRecognizer?
        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { begin }
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
          -> Bool
        { receive }
        func gestureRecognizer(
          _ gestureRecognizer: GestureRecognizer,
          shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
        ) -> Bool {
          otherGestureRecognizer === waitFor
        }
      }
      let fixture = Fixture()
      let tap = TapGestureRecognizer()
      let delegate = Delegate()
      tap.delegate = delegate
      let log = GestureLog()
      log.watch(tap)
      fixture.view.addGestureRecognizer(tap)
      delegate.begin = false
      fixture.tap()
      #expect(log.entries.isEmpty && fixture.view.log == ["began", "ended"])
      delegate.begin = true
      delegate.receive = false
      fixture.tap()
      #expect(log.entries.isEmpty)
      delegate.receive = true
      let double = TapGestureRecognizer()
      double.numberOfTapsRequired = 2
      fixture.view.addGestureRecognizer(double)
      delegate.waitFor = double
      fixture.tap()
      #expect(log.entries.isEmpty, "waits for the double tap")
      fixture.host.advance(by: 0.4)
      #expect(log.states == [.recognized])
    }

    /// Two pans on one view exclude each other unless a delegate lets them
    /// recognize together.
    @Test(arguments: [false, true])
    func simultaneousRecognition(allowed: Bool) {
      let fixture = Fixture()
      let first = PanGestureRecognizer()
      let second = PanGestureRecognizer()
      let delegate = Simultaneous()
      if allowed { second.delegate = delegate }
      let firstLog = GestureLog()
      let secondLog = GestureLog()
      firstLog.watch(first)
      secondLog.watch(second)
      fixture.view.addGestureRecognizer(first)
      fixture.view.addGestureRecognizer(second)
      fixture.drag(steps: 3)
      #expect(firstLog.states.first == .began)
      #expect(secondLog.states.isEmpty == !allowed)
    }

    /// Disabling or removing a recognizer mid-gesture cancels it (its
    /// actions see `cancelled`) and resets it.
    @Test(arguments: [false, true])
    func disablingOrRemovingCancels(remove: Bool) {
      let fixture = Fixture()
      let pan = PanGestureRecognizer()
      let log = GestureLog()
      log.watch(pan)
      fixture.view.addGestureRecognizer(pan)
      fixture.host.touch(.touchBegan, at: Point(x: 20, y: 20))
      fixture.host.touch(.touchMoved, at: Point(x: 60, y: 20))
      #expect(log.states == [.began])
      if remove {
        fixture.view.removeGestureRecognizer(pan)
      } else {
        pan.isEnabled = false
      }
      #expect(log.states == [.began, .cancelled])
      #expect(pan.state == .possible && pan.numberOfTouches == 0)
      fixture.host.touch(.touchMoved, at: Point(x: 90, y: 20))
      fixture.host.touch(.touchEnded, at: Point(x: 90, y: 20))
      #expect(log.states == [.began, .cancelled])
    }

    /// Target-action with an unapplied method; a target that is gone is
    /// skipped; `removeTarget` and `removeAction` unregister.
    @Test func targetAction() {
      @MainActor final class Target {
        var calls: [GestureRecognizer.State] = []
        func handle(_ tap: TapGestureRecognizer) { calls.append(tap.state) }
      }
      let fixture = Fixture()
      let target = Target()
      let tap = TapGestureRecognizer(target: target, action: Target.handle)
      var closureCalls = 0
      let action = tap.addAction { _ in closureCalls += 1 }
      var gone: Target? = Target()
      tap.addTarget(gone!, action: Target.handle)
      gone = nil
      fixture.view.addGestureRecognizer(tap)
      fixture.tap()
      #expect(target.calls == [.recognized] && closureCalls == 1)
      tap.removeTarget(target)
      tap.removeAction(action)
      fixture.tap()
      #expect(target.calls == [.recognized] && closureCalls == 1)
      #expect(tap.actionEntries.isEmpty)
    }

    /// A custom discrete recognizer that sets its state from app code,
    /// outside touch delivery: actions run at once, and it resets.
    @Test func customRecognizerOutsideDelivery() {
      let fixture = Fixture()
      let custom = GestureRecognizer()
      var states: [GestureRecognizer.State] = []
      custom.addAction { states.append($0.state) }
      fixture.view.addGestureRecognizer(custom)
      custom.state = .recognized
      #expect(states == [.recognized])
      #expect(custom.state == .recognized)
    }

    /// No touches, bad values and impossible requests: warnings and
    /// documented fallbacks, never a crash.
    @Test func badInputIsWarnedAbout() {
      let pan = PanGestureRecognizer()
      let pinch = PinchGestureRecognizer()
      let rotation = RotationGestureRecognizer()
      let press = LongPressGestureRecognizer()
      let tap = TapGestureRecognizer()
      let (_, warnings) = withWarningsCaptured {
        #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
        #expect(pan.location(in: nil) == .zero && pan.numberOfTouches == 0)
        #expect(pinch.scale == 1 && pinch.velocity == 0 && rotation.rotation == 0)
        pan.state = .changed
        pan.state = .possible
        #expect(pan.location(ofTouch: 3, in: nil) == .zero)
        pan.setTranslation(Point(x: .nan, y: 0), in: nil)
        pinch.scale = .nan
        rotation.rotation = .infinity
        press.minimumPressDuration = -1
        press.allowableMovement = .nan
        tap.numberOfTapsRequired = 0
        tap.require(toFail: tap)
        pan.require(toFail: tap)
        tap.require(toFail: pan)
      }
      #expect(warnings.count == 11, "\(warnings)")
      #expect(warnings.contains { $0.contains("cannot go from possible to changed") })
      #expect(warnings.contains { $0.contains("resets itself") })
      #expect(warnings.contains { $0.contains("would make each wait for the other") })
      #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
      #expect(tap.numberOfTapsRequired == 1 && pan.state == .possible)
    }

    /// Non-finite input is dropped with a warning and the gesture goes on;
    /// a velocity sample that is not finite is ignored with a warning; a
    /// translation in a view scaled to nothing is the window's, with a
    /// warning.
    @Test func nonFiniteInputDoesNotBreakAGesture() {
      let fixture = Fixture()
      let pan = PanGestureRecognizer()
      var end: Point?
      pan.addAction { pan in
        if pan.state == .ended { end = pan.translation(in: nil) }
      }
      fixture.view.addGestureRecognizer(pan)
      let flat = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      flat.transform = Transform(scaleX: 0, y: 0)
      fixture.view.addSubview(flat)
      let (_, warnings) = withWarningsCaptured {
        fixture.host.touch(.touchBegan, at: Point(x: 20, y: 20))
        fixture.host.touch(.touchMoved, at: Point(x: .nan, y: 20))
        fixture.host.touch(.touchMoved, at: Point(x: 60, y: .infinity))
        fixture.host.touch(.touchMoved, at: Point(x: 60, y: 20))
        // The layers cannot convert into a view scaled to nothing: the
        // vector stays as it is, with their warning for each end.
        #expect(pan.translation(in: flat) == Point(x: 40, y: 0))
        fixture.host.touch(.touchEnded, at: Point(x: 60, y: 20))
        var tracker = VelocityTracker()
        tracker.add(time: 0, x: .nan)
        tracker.add(time: .infinity, x: 1)
        #expect(tracker.samples.isEmpty && tracker.velocity == (0, 0))
      }
      #expect(end == Point(x: 40, y: 0))
      #expect(warnings.count == 6, "\(warnings)")
    }

    /// The velocity fit: exact for steady motion whatever the spacing,
    /// zero for one sample or samples at one instant, older samples than
    /// 0.1 s dropped.
    @Test func velocityTracker() {
      var tracker = VelocityTracker()
      #expect(tracker.velocity == (0, 0))
      tracker.add(time: 1, x: 5, y: 5)
      tracker.add(time: 1, x: 6, y: 6)
      #expect(tracker.samples.count == 1 && tracker.velocity == (0, 0))
      for time in [1.003, 1.02, 1.021, 1.07, 1.09] {
        tracker.add(time: time, x: 6 + 300 * (time - 1), y: 6 - 50 * (time - 1))
      }
      let velocity = tracker.velocity
      #expect(abs(velocity.x - 300) < 1e-6 && abs(velocity.y + 50) < 1e-6)
      tracker.add(time: 2, x: 0)
      #expect(tracker.samples.count == 1)
      tracker.add(time: 1.5, x: 10)
      #expect(
        tracker.samples.count == 1 && tracker.samples[0].x == 10,
        "earlier times count as the newest")
    }
  }
}
