import Foundation
import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

/// Apple's spring numbers: the spring UIKit builds for a spring animation
/// block, Core Animation's and SwiftUI's settling durations for critically
/// and over-damped springs, and their treatment of over-damping.
@Suite struct AppleSpringTests {
  /// One row: a duration and damping ratio, the mass-1 stiffness and damping
  /// expected, and where the expectation comes from.
  struct UIKitRow: Sendable, CustomTestStringConvertible {
    var duration: Double
    var ratio: Double
    var stiffness: Double
    var damping: Double
    var source: String
    var testDescription: String { "\(duration) s, ζ \(ratio) (\(source))" }
  }

  static let issueTable =
    "SwiftUI Spring(settlingDuration:dampingRatio:) values asserted on Apple's platforms"
  static let equation =
    "ζ/√(1−ζ²)·e^(−ζω₀T) = 0.001, (1+ω₀T)·e^(−ω₀T) = 0.001 at ζ = 1, solved in Python"

  static let uikitRows: [UIKitRow] =
    [
      // Values asserted by tests that run against SwiftUI (and UIKit's routine).
      UIKitRow(duration: 0.5, ratio: 0.3, stiffness: 1469.92, damping: 23.004, source: issueTable),
      UIKitRow(duration: 0.4, ratio: 0.8, stiffness: 505.61, damping: 35.977, source: issueTable),
      UIKitRow(duration: 0.1, ratio: 0.1, stiffness: 212539, damping: 92.204, source: issueTable),
      UIKitRow(duration: 11, ratio: 0.9, stiffness: 0.71924, damping: 1.52654, source: issueTable),
      UIKitRow(duration: 2, ratio: 20, stiffness: 21.314, damping: 9.2334, source: issueTable),
    ]
    + [
      // The same equations, solved independently (10 significant digits).
      (0.25, 0.5, 2587.512025, 50.86759308), (0.3, 0.7, 1075.762722, 45.91835074),
      (0.6, 0.6, 338.1587134, 22.06691069), (0.8, 0.4, 360.8386654, 15.1966031),
      (1.0, 0.5, 161.7195016, 12.71689827), (1.0, 0.9, 71.9247294, 15.26552073),
      (1.5, 0.2, 314.3207934, 7.091637818), (2.0, 0.75, 21.98617391, 7.033412493),
      (0.35, 0.95, 581.8488929, 45.83093391), (0.2, 1.0, 2131.398111, 92.33413476),
      (0.5, 1.0, 341.0236977, 36.93365391), (3.0, 0.3, 40.83121697, 3.833958543),
      (0.005, 0.5, 1617195.016, 1271.689827), (0.75, 0.05, 10889.75493, 10.43539885),
      (1.2, 0.85, 52.43752641, 12.3103392), (0.45, 0.55, 687.6144018, 28.84464294),
      (5.0, 0.65, 4.315521447, 2.700598312), (10.0, 1.0, 0.8525592443, 1.846682695),
      (0.7, 0.99, 163.3166978, 25.30349348), (0.9, 0.15, 1383.847599, 11.16003064),
    ].map {
      UIKitRow(duration: $0.0, ratio: $0.1, stiffness: $0.2, damping: $0.3, source: equation)
    }

  @Test(arguments: uikitRows) func uikitSpringParameters(row: UIKitRow) {
    let spring = Spring(uikitDuration: row.duration, dampingRatio: row.ratio)
    // The issue's table gives 5 or 6 significant digits; ours, 10.
    let digits = row.source == Self.issueTable ? 2e-5 : 1e-9
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - row.stiffness) <= digits * row.stiffness, "\(spring.stiffness)")
    #expect(abs(spring.damping - row.damping) <= digits * row.damping, "\(spring.damping)")
  }

  @Test func uikitSpringSettlesByTheDuration() {
    // UIKit's equation puts ζ/√(1−ζ²)·e^(−ζω₀T) at 0.001; the displacement's
    // amplitude, e^(−ζω₀t)/√(1−ζ²), is then 0.001/ζ at T and shrinks after.
    for ratio in stride(from: 0.1, through: 0.9, by: 0.2) {
      let spring = Spring(uikitDuration: 0.6, dampingRatio: ratio)
      let late = (0...200).map { abs(spring.value(at: 0.6 + Double($0) * 0.01) - 1) }
      #expect(late.allSatisfy { $0 <= 0.001 / ratio * (1 + 1e-9) }, "ζ \(ratio)")
    }
  }

  @Test func uikitSpringBadInput() {
    let (nanDuration, warnings) = withWarningsCaptured {
      Spring(uikitDuration: .nan, dampingRatio: .nan)
    }
    #expect(warnings.count == 2)
    #expect(nanDuration == Spring(uikitDuration: 0.5, dampingRatio: 0.825))
    #expect(
      Spring(uikitDuration: .infinity, dampingRatio: 0.5)
        == Spring(uikitDuration: 10, dampingRatio: 0.5))
    #expect(
      Spring(uikitDuration: -1, dampingRatio: 0.5) == Spring(uikitDuration: 0.01, dampingRatio: 0.5)
    )
    #expect(
      Spring(uikitDuration: 1, dampingRatio: -3) == Spring(uikitDuration: 1, dampingRatio: 0.01))
    #expect(Spring(uikitDuration: 1, dampingRatio: 0).stiffness.isFinite)
  }

  @Test func steppedSettlingIsAtLeastOneStep() {
    #expect(Spring.appleSteppedSettling(1e-12) == 0.1)
    #expect(Spring.appleSteppedSettling(0.1) == 0.1)
    #expect(Spring.appleSteppedSettling(0.1 + 1e-11) == 0.1)  // within the grid slack
    #expect(Spring.appleSteppedSettling(0.1000001) == 0.2)
    #expect(Spring.appleSteppedSettling(0) == 0)
    #expect(Spring.appleSteppedSettling(Spring.maximumSettlingDuration) == 3_600)
  }

  @Test func theCriticalProductSolvesItsEquation() {
    let u = Spring.criticalSettlingProduct
    #expect(abs((1 + u) * exp(-u) - 0.001) < 1e-15)
    #expect(abs(u - 9.233413476) < 1e-8)
  }

  /// A settling case: a spring, Apple's settling duration and the exact
  /// bound, and where they come from.
  struct SettlingRow: Sendable, CustomTestStringConvertible {
    var spring: Spring
    var apple: Double
    var exact: Double
    var source: String
    var testDescription: String { "\(spring) → \(apple) (\(source))" }
  }

  static let settlingRows: [SettlingRow] =
    [
      SettlingRow(
        spring: Spring(response: 0.2, dampingFraction: 1), apple: 0.3, exact: 0.294,
        source: "CASpringAnimation, critical, response 0.2"),
      SettlingRow(
        spring: Spring(duration: 0.5, bounce: 0), apple: 0.8, exact: 0.735,
        source: "SwiftUI's default Spring()"),
      SettlingRow(
        spring: Spring(duration: 0.7, bounce: -0.2), apple: 1.7, exact: 1.674,
        source: "SwiftUI Spring(response: 0.7, bounce: -0.2)"),
    ]
    // A critical spring at rest: |x − 1| = (1 + ω₀t)·e^(−ω₀t), so the exact
    // bound is 9.2334 / ω₀ = 9.2334 · response / 2π.
    + [0.1, 0.15, 0.25, 0.3, 0.4, 0.6, 0.8, 1.0, 1.3, 2.0].map { response in
      let exact = Spring.criticalSettlingProduct * response / (2 * .pi)
      return SettlingRow(
        spring: Spring(response: response, dampingFraction: 1),
        apple: (exact * 10).rounded(.up) / 10, exact: exact,
        source: "critical: 9.2334·response/2π, rounded up to 0.1 s")
    }

  @Test(arguments: settlingRows) func settlingOfCriticalAndOverdampedSprings(row: SettlingRow) {
    #expect(abs(row.spring.settlingDuration - row.apple) < 1e-12, "\(row.spring.settlingDuration)")
    #expect(abs(row.spring.exactSettlingDuration - row.exact) < 5e-4)
  }

  @Test func epsilonSettlingStepsAsApplesDoes() {
    // Core Animation's durationForEpsilon and SwiftUI's
    // settlingDuration(target:initialVelocity:epsilon:) for the critical
    // spring of response 1 (issue 33).
    let spring = Spring(response: 1, dampingFraction: 1)
    let epsilons = [0.01, 0.02, 0.03, 0.04, 0.05]
    let durations = epsilons.map { spring.settlingDuration(epsilon: $0) }
    let apple = [1.1, 1.0, 0.9, 0.8, 0.8]
    for (duration, expected) in zip(durations, apple) {
      #expect(abs(duration - expected) < 1e-12, "\(durations)")
    }
    // The exact bounds lie below, within one step.
    for (epsilon, stepped) in zip(epsilons, durations) {
      let exact = spring.exactSettlingDuration(epsilon: epsilon)
      #expect(exact <= stepped && exact > stepped - Spring.appleSettlingStep)
    }
    // An over-damped spring steps too; an underdamped one does not.
    let overdamped = Spring(duration: 0.7, bounce: -0.2)
    let value = overdamped.settlingDuration(epsilon: 0.01)
    #expect(abs(value * 10 - (value * 10).rounded()) < 1e-9, "\(value)")
    let bouncy = Spring(response: 1, dampingFraction: 0.5)
    #expect(bouncy.settlingDuration(epsilon: 0.01) == bouncy.exactSettlingDuration(epsilon: 0.01))
  }

  @Test func underdampedSettlingIsTheExactBound() {
    for spring in [
      Spring(), Spring(damping: 5), Spring(damping: 15), Spring(response: 1, dampingFraction: 0.3),
    ] {
      #expect(spring.settlingDuration == spring.exactSettlingDuration)
      #expect(spring.settlingDuration == spring.settlingDuration(epsilon: 0.001))
    }
  }

  @Test func overdampingIsCriticalUnlessAllowed() {
    let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
    #expect(clamped.damping == 20 && clamped.dampingRatio == 1)
    let overdamped = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(overdamped.damping == 40)
    #expect(overdamped.criticallyDampedIfOverdamped == clamped)
    #expect(Spring(damping: 15).criticallyDampedIfOverdamped == Spring(damping: 15))
    // The response and duration forms keep over-damping, as SwiftUI's do.
    #expect(Spring(duration: 0.7, bounce: -0.2).dampingRatio > 1)
    #expect(Spring(response: 1, dampingFraction: 1.5).dampingRatio > 1.49)
  }
}
