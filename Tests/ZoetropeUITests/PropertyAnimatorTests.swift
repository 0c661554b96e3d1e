import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct PropertyAnimatorTests {
    /// An animator moving the fixture's box from x 0 to 100 in 1 s.
    func mover(
      _ fixture: AnimationFixture, curve: AnimationCurve = .easeIn
    ) -> PropertyAnimator {
      PropertyAnimator(duration: 1, curve: curve) {
        fixture.box.center = Point(x: 100, y: 0)
      }
    }

    @Test func aNewAnimatorIsInactiveAndChangesNothingUntilStarted() {
      let fixture = AnimationFixture()
      let animator = mover(fixture)
      #expect(animator.state == .inactive)
      #expect(!animator.isRunning)
      #expect(fixture.box.center.x == 0)
      animator.startAnimation()
      #expect(animator.state == .active)
      #expect(animator.isRunning)
      #expect(fixture.box.center.x == 100)
      fixture.host.frame(at: 0.5)
      #expect(isClose(fixture.x, 100 * TimingFunction.easeIn.value(at: 0.5), tolerance: 1e-9))
      #expect(isClose(animator.fractionComplete, 0.5))
    }

    @Test func runsToTheEndAndCompletesAfterTheLastFrame() {
      let fixture = AnimationFixture()
      let animator = mover(fixture)
      var log: [String] = []
      fixture.host.onRender = { log.append("render \($0.time)") }
      animator.addCompletion { log.append("completion \($0)") }
      animator.addCompletion { _ in log.append("second completion") }
      animator.startAnimation()
      fixture.host.frame(at: 0.5)
      fixture.host.frame(at: 1)
      fixture.host.frame(at: 1.25)
      #expect(
        log == [
          "render 0.5", "render 1.0", "completion end", "second completion", "render 1.25",
        ])
      #expect(animator.state == .inactive)
      #expect(fixture.x == 100)
      #expect(fixture.box.layer.animationKeys().isEmpty)
    }

    @Test(arguments: [true, false])
    func scrubbingWhilePausedShowsTheFraction(linearly: Bool) {
      let fixture = AnimationFixture()
      let animator = mover(fixture)
      animator.scrubsLinearly = linearly
      animator.pauseAnimation()
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      animator.fractionComplete = 0.3
      fixture.host.frame(at: 0.2)
      // Linearly: 30 % of the way; otherwise 30 % of the time on the curve.
      let expected = linearly ? 30 : 100 * TimingFunction.easeIn.value(at: 0.3)
      #expect(isClose(fixture.x, expected, tolerance: 1e-9))
      #expect(animator.fractionComplete == 0.3)
      // Time passing does not move a paused animator.
      fixture.host.frame(at: 0.9)
      #expect(isClose(fixture.x, expected, tolerance: 1e-9))
      animator.fractionComplete = 1
      fixture.host.frame(at: 1)
      #expect(fixture.x == 100)
      animator.fractionComplete = 0
      fixture.host.frame(at: 1.1)
      #expect(fixture.x == 0)
    }

    @Test func scrubbingMovesEveryAnimatedPropertyOfEveryView() {
      let fixture = AnimationFixture()
      let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      fixture.host.window.addSubview(other)
      let animator = PropertyAnimator(duration: 2, curve: .linear) {
        fixture.box.center = Point(x: 100, y: 0)
        other.alpha = 0
        other.bounds = Rect(x: 0, y: 0, width: 50, height: 10)
      }
      animator.fractionComplete = 0.25
      #expect(animator.state == .active)
      fixture.host.frame(at: 0.1)
      #expect(isClose(fixture.x, 25))
      #expect(isClose(other.layer.presentation().opacity, 0.75))
      #expect(isClose(other.layer.presentation().bounds.size.width, 20))
    }

    @Test func reversingAtSixtyPercentReturnsAlongTheSamePath() {
      let fixture = AnimationFixture()
      let animator = mover(fixture, curve: .easeInOut)
      var positions: [ViewAnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      let offsets = stride(from: 0.05, through: 0.5, by: 0.05).map { $0 }
      var forward: [Double] = []
      for offset in offsets.reversed() {
        fixture.host.frame(at: 0.6 - offset)
        forward.append(fixture.x)
      }
      fixture.host.frame(at: 0.6)
      let turn = fixture.x
      animator.isReversed = true
      #expect(animator.isRunning)
      var backward: [Double] = []
      for offset in offsets {
        fixture.host.frame(at: 0.6 + offset)
        backward.append(fixture.x)
      }
      #expect(isClose(turn, 100 * TimingFunction.easeInEaseOut.value(at: 0.6), tolerance: 1e-9))
      for (there, back) in zip(forward.reversed(), backward) {
        #expect(isClose(there, back, tolerance: 1e-6))
      }
      fixture.host.frame(at: 1.2)
      fixture.host.frame(at: 1.25)
      #expect(positions == [.start])
      #expect(fixture.box.center.x == 0)
      #expect(fixture.x == 0)
      #expect(animator.state == .inactive)
    }

    @Test func continuingWithASpringAfterAPauseEndsAtTheTarget() {
      let fixture = AnimationFixture()
      let animator = mover(fixture, curve: .linear)
      var positions: [ViewAnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      fixture.host.frame(at: 0.4)
      animator.pauseAnimation()
      fixture.host.frame(at: 0.5)
      #expect(isClose(fixture.x, 40))
      let spring = SpringTimingParameters(dampingRatio: 0.4, initialVelocity: Vector(dx: 3, dy: 0))
      animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
      #expect(animator.isRunning)
      var peak = 0.0
      var time = 0.5
      while time < 1.2 {
        time += 1.0 / 60
        fixture.host.frame(at: time)
        peak = max(peak, fixture.x)
      }
      // A spring of ratio 0.4 with a push overshoots the target.
      #expect(peak > 100)
      #expect(positions == [.end])
      #expect(fixture.x == 100)
      #expect(animator.state == .inactive)
    }

    @Test func continueWithoutParametersChangesOnlyTheRate() {
      let fixture = AnimationFixture()
      let animator = mover(fixture, curve: .linear)
      animator.startAnimation()
      fixture.host.frame(at: 0.5)
      animator.pauseAnimation()
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
      // The remaining half now takes 2 × 1 s × 0.5 = 1 s.
      fixture.host.frame(at: 1)
      #expect(isClose(fixture.x, 75))
      #expect(isClose(animator.fractionComplete, 0.75))
    }

    @Test func delayFactorsStartLaterAndEndTogether() {
      let fixture = AnimationFixture()
      let animator = PropertyAnimator(duration: 1, curve: .linear)
      animator.addAnimations({ fixture.box.center = Point(x: 100, y: 0) }, delayFactor: 0.5)
      animator.startAnimation()
      fixture.host.frame(at: 0.25)
      #expect(fixture.x == 0)
      fixture.host.frame(at: 0.75)
      #expect(isClose(fixture.x, 50))
      fixture.host.frame(at: 1)
      #expect(fixture.x == 100)
    }

    @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
      let fixture = AnimationFixture()
      let animator = PropertyAnimator(duration: 1, curve: .linear) {
        fixture.box.alpha = 0
      }
      animator.startAnimation()
      fixture.host.frame(at: 0.5)
      animator.addAnimations { fixture.box.center = Point(x: 100, y: 0) }
      fixture.host.frame(at: 0.75)
      #expect(isClose(fixture.x, 50))
      #expect(isClose(fixture.box.layer.presentation().opacity, 0.25))
    }

    @Test func startAfterDelayWaitsThenRuns() {
      let fixture = AnimationFixture()
      let animator = mover(fixture, curve: .linear)
      animator.startAnimation(afterDelay: 0.5)
      #expect(animator.isRunning)
      #expect(animator.delay == 0.5)
      fixture.host.frame(at: 0.4)
      #expect(fixture.x == 0)
      fixture.host.frame(at: 1)
      #expect(isClose(fixture.x, 50))
    }

    @Test func runningPropertyAnimatorRunsAndCompletes() {
      let fixture = AnimationFixture()
      var position: ViewAnimatingPosition?
      let animator = PropertyAnimator.runningPropertyAnimator(
        withDuration: 1, delay: 0.2, options: .curveLinear,
        animations: { fixture.box.center = Point(x: 100, y: 0) },
        completion: { position = $0 })
      #expect(animator.isRunning)
      fixture.host.frame(at: 0.7)
      #expect(isClose(fixture.x, 50))
      fixture.host.frame(at: 1.2)
      #expect(position == .end)
    }

    @Test func stopWithoutFinishingKeepsTheValuesOnScreenAndCallsNothing() {
      let fixture = AnimationFixture()
      let animator = mover(fixture, curve: .linear)
      var called = false
      animator.addCompletion { _ in called = true }
      animator.startAnimation()
      fixture.host.frame(at: 0.5)
      animator.stopAnimation(true)
      #expect(animator.state == .inactive)
      #expect(isClose(fixture.box.center.x, 50))
      #expect(fixture.box.layer.animationKeys().isEmpty)
      fixture.host.frame(at: 2)
      #expect(isClose(fixture.x, 50))
      #expect(!called)
    }

    @Test(arguments: [ViewAnimatingPosition.end, .start, .current])
    func stopThenFinishSetsThePosition(position: ViewAnimatingPosition) {
      let fixture = AnimationFixture()
      let animator = mover(fixture, curve: .linear)
      var reported: ViewAnimatingPosition?
      animator.addCompletion { reported = $0 }
      animator.startAnimation()
      fixture.host.frame(at: 0.5)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      #expect(isClose(fixture.box.center.x, 50))
      #expect(reported == nil)
      animator.finishAnimation(at: position)
      #expect(animator.state == .inactive)
      #expect(reported == position)
      let expected: Double =
        switch position {
        case .end: 100
        case .start: 0
        case .current: 50
        }
      fixture.host.frame(at: 0.6)
      #expect(isClose(fixture.x, expected))
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
      let fixture = AnimationFixture()
      let animator = mover(fixture, curve: .linear)
      animator.pausesOnCompletion = true
      var positions: [ViewAnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      fixture.host.frame(at: 1.5)
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      #expect(animator.fractionComplete == 1)
      #expect(fixture.x == 100)
      #expect(positions.isEmpty)
      animator.isReversed = true
      animator.startAnimation()
      fixture.host.frame(at: 2)
      #expect(isClose(fixture.x, 50))
      fixture.host.frame(at: 3)
      #expect(fixture.x == 0)
      animator.stopAnimation(false)
      animator.finishAnimation(at: .current)
      #expect(positions == [.current])
    }
  }
}
