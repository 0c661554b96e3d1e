import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  /// A paused property animator holds its views still and asks for no
  /// frames: the live window sleeps (issue 33's known gap); resuming or
  /// scrubbing it asks for frames again.
  @Suite @MainActor struct PausedAnimatorFrameTests {
    @Test func aPausedAnimatorNeedsNoFrames() {
      let fixture = AnimationFixture()
      let animator = PropertyAnimator(duration: 1, curve: .linear) {
        fixture.box.center = Point(x: 100, y: 0)
        fixture.box.alpha = 0.5
      }
      animator.startAnimation()
      fixture.host.frame(at: 0.5)
      #expect(fixture.host.app.needsFrame)
      animator.pauseAnimation()
      fixture.host.frame(at: 0.6)
      #expect(isClose(fixture.x, 50))
      #expect(!fixture.host.app.needsFrame)
      // Frames run anyway change nothing on screen.
      fixture.host.frame(at: 0.7)
      #expect(fixture.host.snapshots.last?.hasChanges == false)
      #expect(isClose(fixture.x, 50))
      // Scrubbing shows the new fraction at the next frame, then rests.
      animator.fractionComplete = 0.25
      #expect(fixture.host.app.needsFrame)
      fixture.host.frame(at: 0.8)
      #expect(isClose(fixture.x, 25))
      #expect(!fixture.host.app.needsFrame)
      // Resumed, it runs again to its end.
      animator.startAnimation()
      #expect(fixture.host.app.needsFrame)
      fixture.host.frame(at: 1.0)
      #expect(fixture.host.app.needsFrame)
      #expect(fixture.x > 25 && fixture.x < 100)
      fixture.host.advance(by: 1)
      #expect(fixture.x == 100)
      #expect(!fixture.host.app.needsFrame)
    }
  }
}
