import Testing
import ZoetropeAnimation
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  /// `Accessibility.isReduceMotionEnabled` belongs to the current
  /// `LayerContext`.
  @Suite @MainActor struct AccessibilityTests {
    @Test func reduceMotionIsOffByDefaultAndSettable() {
      #expect(!Accessibility.isReduceMotionEnabled)
      Accessibility.isReduceMotionEnabled = true
      #expect(Accessibility.isReduceMotionEnabled)
      #expect(LayerContext.current.accessibility.isReduceMotionEnabled)
      Accessibility.isReduceMotionEnabled = false
      #expect(!Accessibility.isReduceMotionEnabled)
    }

    @Test func eachContextHasItsOwnSetting() async {
      let other = LayerContext()
      Accessibility.isReduceMotionEnabled = true
      await LayerContext.$current.withValue(other) {
        await MainActor.run {
          #expect(!Accessibility.isReduceMotionEnabled)
          Accessibility.isReduceMotionEnabled = true
        }
      }
      Accessibility.isReduceMotionEnabled = false
      await LayerContext.$current.withValue(other) {
        await MainActor.run { #expect(Accessibility.isReduceMotionEnabled) }
      }
      #expect(!Accessibility.isReduceMotionEnabled)
    }

    @Test func anApplicationReadsItsOwnContext() async {
      let context = LayerContext()
      let app = await LayerContext.$current.withValue(context) {
        await MainActor.run {
          Accessibility.isReduceMotionEnabled = true
          return Application(clock: ManualClock())
        }
      }
      #expect(app.context === context)
      #expect(!Accessibility.isReduceMotionEnabled)
      var seen: Bool?
      app.scheduler.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
        seen = Accessibility.isReduceMotionEnabled
      }
      app.advance(to: 0.02) { _ in }
      #expect(seen == true)
    }
  }
}
