import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct BadInputWarningTests {
    @Test func badValuesWarnAndNeverReachTheLayer() {
      let fixture = AnimationFixture()
      let (_, warnings) = withWarningsCaptured {
        fixture.move(to: 100, duration: .nan)
        fixture.move(to: 50, duration: 1, delay: -2)
        fixture.box.frame = Rect(x: .nan, y: 0, width: 1, height: 1)
        fixture.box.bounds = Rect(x: 0, y: 0, width: .infinity, height: 1)
        View.animate(
          withDuration: 1, usingSpringWithDamping: .nan, initialSpringVelocity: .nan,
          animations: { fixture.box.alpha = 0.5 })
      }
      #expect(warnings.count >= 5)
      #expect(warnings.contains { $0.contains("duration nan") })
      #expect(warnings.contains { $0.contains("delay -2") })
      fixture.host.advance(by: 0.5)
      let presented = fixture.box.layer.presentation()
      #expect(presented.position.x.isFinite)
      #expect(presented.opacity.isFinite)
      #expect(presented.bounds.width == 10)
    }
  }
}
