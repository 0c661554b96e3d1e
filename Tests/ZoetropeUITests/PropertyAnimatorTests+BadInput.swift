import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI.PropertyAnimatorTests {
  @Test func illegalCallsAreRefusedWithAWarningAndChangeNothing() {
    let fixture = AnimationFixture()
    let animator = mover(fixture, curve: .linear)
    let (_, notStopped) = withWarningsCaptured { animator.finishAnimation(at: .end) }
    #expect(notStopped.count == 1)
    #expect(notStopped.first?.contains("finishAnimation(at:) refused") == true)
    #expect(animator.state == .inactive)
    animator.startAnimation()
    fixture.host.frame(at: 0.5)
    let (_, whileRunning) = withWarningsCaptured {
      animator.finishAnimation(at: .end)
      animator.fractionComplete = 0.1
      animator.startAnimation(afterDelay: 1)
    }
    #expect(whileRunning.count == 3)
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    animator.stopAnimation(false)
    let (_, whileStopped) = withWarningsCaptured {
      animator.startAnimation()
      animator.pauseAnimation()
      animator.stopAnimation(false)
      animator.isReversed = true
      animator.fractionComplete = 0.2
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
      animator.addAnimations { fixture.box.alpha = 0 }
    }
    #expect(whileStopped.count == 7)
    #expect(
      whileStopped.allSatisfy {
        $0.contains("refused: the animator is stopped")
          || $0.contains("refused: the animator is not active")
      })
    #expect(animator.state == .stopped)
    #expect(!animator.isReversed)
    #expect(fixture.box.alpha == 1)
    fixture.host.frame(at: 2)
    #expect(isClose(fixture.x, 50))
  }

  @Test func aNonInterruptibleAnimatorRefusesInterruptions() {
    let fixture = AnimationFixture()
    let animator = mover(fixture, curve: .linear)
    animator.isInterruptible = false
    animator.startAnimation()
    let (_, warnings) = withWarningsCaptured {
      animator.pauseAnimation()
      animator.stopAnimation(true)
      animator.isReversed = true
      animator.isInterruptible = true
    }
    #expect(warnings.count == 4)
    #expect(animator.isRunning)
    #expect(!animator.isInterruptible)
    fixture.host.frame(at: 1.1)
    #expect(animator.state == .inactive)
    #expect(fixture.x == 100)
  }

  @Test func badNumbersAreClampedWithAWarning() {
    let fixture = AnimationFixture()
    let animator = mover(fixture, curve: .linear)
    animator.pauseAnimation()
    let (_, high) = withWarningsCaptured { animator.fractionComplete = 1.5 }
    #expect(high.count == 1)
    #expect(animator.fractionComplete == 1)
    let (_, low) = withWarningsCaptured { animator.fractionComplete = -0.2 }
    #expect(low.count == 1)
    #expect(animator.fractionComplete == 0)
    animator.fractionComplete = 0.4
    let (_, nan) = withWarningsCaptured { animator.fractionComplete = .nan }
    #expect(nan.count == 1)
    #expect(animator.fractionComplete == 0.4)
    let (_, factor) = withWarningsCaptured {
      animator.addAnimations({ fixture.box.alpha = 0.5 }, delayFactor: .infinity)
      animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
    }
    #expect(factor.count == 2)
    #expect(animator.isRunning)
    let (velocity, nanVelocity) = withWarningsCaptured {
      SpringTimingParameters(dampingRatio: 0.5, initialVelocity: Vector(dx: .nan, dy: 1))
        .initialVelocity
    }
    #expect(nanVelocity.count == 1)
    #expect(velocity == Vector(dx: 0, dy: 1))
    let (bad, durationWarnings) = withWarningsCaptured {
      PropertyAnimator(duration: -.infinity, curve: .linear)
    }
    #expect(durationWarnings.count == 1)
    #expect(bad.duration == 0)
  }
}
