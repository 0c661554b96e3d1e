import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension UI {
  /// A spring retargeted mid-flight keeps its velocity: the old animation
  /// keeps running additively and the new one starts at rest on top.
  @Suite @MainActor struct SpringRetargetingTests {
    /// The sample step, in seconds: small enough that the jump in
    /// acceleration at the retarget moves a one-sided difference by far
    /// less than 2 %.
    private let step = 1.0 / 4000

    /// Samples (time, x) of the box every `step` seconds over [from, to].
    private func samples(
      _ fixture: AnimationFixture, from start: Double, to end: Double
    ) -> [(Double, Double)] {
      var result: [(Double, Double)] = []
      var index = 0
      while start + Double(index) * step <= end + 1e-12 {
        let time = start + Double(index) * step
        fixture.host.frame(at: time)
        result.append((time, fixture.x))
        index += 1
      }
      return result
    }

    /// Writes samples with their finite-difference velocity as CSV.
    private func write(_ rows: [(Double, Double)], to path: String) {
      guard let file = fopen(path, "w") else { return }
      defer { fclose(file) }
      fputs("time,x,velocity\n", file)
      for (previous, row) in zip(rows, rows.dropFirst()) {
        let velocity = (row.1 - previous.1) / (row.0 - previous.0)
        fputs("\(row.0),\(row.1),\(velocity)\n", file)
      }
    }

    private func springMove(_ fixture: AnimationFixture, to x: Double) {
      View.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0
      ) {
        fixture.box.center = Point(x: x, y: 0)
      }
    }

    @Test func aRetargetedSpringKeepsItsVelocity() {
      let fixture = AnimationFixture()
      springMove(fixture, to: 200)
      let retargetTime = 0.15
      var rows = samples(fixture, from: retargetTime - 0.02, to: retargetTime)
      let before = rows.suffix(2).map { $0 }
      springMove(fixture, to: 320)
      let after = samples(fixture, from: retargetTime + step, to: retargetTime + 0.3)
      rows += after
      // The rest of the motion, for the plot.
      var time = retargetTime + 0.3
      while time < 1.6 {
        time += 1.0 / 120
        fixture.host.frame(at: time)
        rows.append((time, fixture.x))
      }
      write(rows, to: "/tmp/zoetrope-spring-retarget.csv")
      let velocityBefore = (before[1].1 - before[0].1) / step
      let velocityAfter = (after[0].1 - before[1].1) / step
      #expect(velocityBefore > 100)
      #expect(abs(velocityAfter - velocityBefore) / abs(velocityBefore) < 0.02)
      #expect(fixture.x == 320)
    }

    @Test func aPropertyAnimatorSpringRetargetingAMovingViewKeepsItsVelocity() {
      let fixture = AnimationFixture()
      springMove(fixture, to: 200)
      let before = samples(fixture, from: 0.2 - step, to: 0.2)
      let animator = PropertyAnimator(duration: 0.8, dampingRatio: 0.6) {
        fixture.box.center = Point(x: 40, y: 0)
      }
      animator.startAnimation()
      let after = samples(fixture, from: 0.2 + step, to: 0.2 + step)
      let velocityBefore = (before[1].1 - before[0].1) / step
      let velocityAfter = (after[0].1 - before[1].1) / step
      #expect(velocityBefore > 100)
      #expect(abs(velocityAfter - velocityBefore) / abs(velocityBefore) < 0.02)
      var position: ViewAnimatingPosition?
      animator.addCompletion { position = $0 }
      fixture.host.frame(at: 1.5)
      fixture.host.frame(at: 1.6)
      #expect(position == .end)
      #expect(fixture.x == 40)
    }

    @Test func replacingInsteadWouldKink() {
      // With beginFromCurrentState the new spring replaces the old one and
      // starts at rest: the same measurement finds the kink.
      let fixture = AnimationFixture()
      springMove(fixture, to: 200)
      let before = samples(fixture, from: 0.15 - step, to: 0.15)
      View.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
        options: .beginFromCurrentState
      ) {
        fixture.box.center = Point(x: 320, y: 0)
      }
      let after = samples(fixture, from: 0.15 + step, to: 0.15 + step)
      let velocityBefore = (before[1].1 - before[0].1) / step
      let velocityAfter = (after[0].1 - before[1].1) / step
      #expect(abs(velocityAfter - velocityBefore) / abs(velocityBefore) > 0.5)
    }
  }
}
