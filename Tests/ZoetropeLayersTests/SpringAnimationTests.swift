import Foundation
import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

@MainActor
@Suite("SpringAnimation")
struct SpringAnimationTests {
  /// The under-damped closed form, derived by hand: with β = c / 2m and
  /// ω = √(k/m − β²), x(t) = 1 − e^(−βt) (cos ωt + (β − v₀)/ω · sin ωt).
  private func underdamped(
    _ time: Double, mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
    velocity: Double = 0
  ) -> Double {
    let decay = damping / (2 * mass)
    let frequency = (stiffness / mass - decay * decay).squareRoot()
    return 1
      - exp(-decay * time)
      * (cos(frequency * time) + (decay - velocity) / frequency * sin(frequency * time))
  }

  private func x(_ animation: Animation, at time: Double, model: Double = 0) -> Double {
    var properties = LayerProperties()
    properties.position.x = model
    return animation.evaluated(at: time, on: properties).position.x
  }

  @Test func defaultsAreCoreAnimations() {
    let bounce = SpringAnimation(keyPath: \.position.x, from: 0, to: 100)
    #expect(bounce.mass == 1 && bounce.stiffness == 100)
    #expect(bounce.damping == 10 && bounce.initialVelocity == 0)
    #expect(bounce.duration == Spring().settlingDuration)
    #expect(bounce.settlingDuration == bounce.duration)
    #expect(bounce.duration > 1 && bounce.duration < 2)
  }

  @Test func followsTheSpringInTime() {
    let bounce = SpringAnimation(keyPath: \.position.x, from: 0, to: 100)
    let expected = 100 * underdamped(0.05)
    #expect(abs(expected - 10.440547) < 1e-6)
    #expect(abs(x(bounce, at: 0.05) - expected) < 1e-9)
    #expect(abs(x(bounce, at: 0.05) - 100 * Spring().value(at: 0.05)) < 1e-12)
    #expect(abs(x(bounce, at: 0.3) - 100 * underdamped(0.3)) < 1e-9)
    #expect(x(bounce, at: 0) == 0)
  }

  @Test func timingFunctionIsIgnored() {
    let bounce = SpringAnimation(keyPath: \.position.x, from: 0, to: 100)
    let plain = x(bounce, at: 0.2)
    bounce.timingFunction = .easeIn
    #expect(x(bounce, at: 0.2) == plain)
  }

  @Test func speedScalesTheSpringsTime() {
    let bounce = SpringAnimation(keyPath: \.position.x, from: 0, to: 100)
    bounce.speed = 2
    #expect(abs(x(bounce, at: 0.025) - 100 * underdamped(0.05)) < 1e-9)
  }

  @Test func initialVelocityAndOvershoot() {
    let bounce = SpringAnimation(
      keyPath: \.position.x, from: 0, to: 100,
      spring: Spring(mass: 1, stiffness: 100, damping: 4, initialVelocity: 3))
    for time in [0.05, 0.2, 0.4] {
      let expected = 100 * underdamped(time, damping: 4, velocity: 3)
      #expect(abs(x(bounce, at: time) - expected) < 1e-9)
    }
    let peak = stride(from: 0.0, to: 1, by: 0.01).map { x(bounce, at: $0) }.max() ?? 0
    #expect(peak > 100)
  }

  @Test func durationFollowsTheSpringUntilSet() {
    let bounce = SpringAnimation(keyPath: \.position.x, to: 10)
    bounce.damping = 20
    #expect(bounce.duration == Spring(damping: 20).settlingDuration)
    bounce.spring = Spring(mass: 2, stiffness: 50, damping: 5)
    #expect(bounce.duration == Spring(mass: 2, stiffness: 50, damping: 5).settlingDuration)
    bounce.duration = 3
    bounce.stiffness = 300
    #expect(bounce.duration == 3)
  }

  @Test func parametersAndSpringStayInSync() {
    let bounce = SpringAnimation(keyPath: \.opacity, to: 0)
    bounce.mass = 2
    bounce.stiffness = 50
    bounce.damping = 3
    bounce.initialVelocity = -1
    #expect(bounce.spring == Spring(mass: 2, stiffness: 50, damping: 3, initialVelocity: -1))
    bounce.spring = Spring(mass: 4)
    #expect(bounce.mass == 4 && bounce.stiffness == 100)
  }

  @Test func badParametersAreReplacedWithAWarning() {
    let bounce = SpringAnimation(keyPath: \.opacity, to: 0)
    let (_, warnings) = withWarningsCaptured {
      bounce.mass = .nan
      bounce.stiffness = -5
    }
    #expect(warnings.count == 2)
    #expect(bounce.mass == 1 && bounce.stiffness == 100)
    #expect(bounce.duration.isFinite && bounce.duration > 0)
  }

  @Test func additiveSpringFromTheOffsetToZero() {
    // The model moved from x = 100 to x = 200; the spring carries the old offset away.
    let catchUp = SpringAnimation(
      keyPath: \.position, from: Point(x: -100, y: 0), to: .zero)
    catchUp.isAdditive = true
    var model = LayerProperties()
    model.position = Point(x: 200, y: 30)
    #expect(code(catchUp) == nil)
    let start = catchUp.evaluated(at: 0, on: model).position
    #expect(start == Point(x: 100, y: 30))
    let early = catchUp.evaluated(at: 0.05, on: model).position
    #expect(abs(early.x - (100 + 100 * underdamped(0.05))) < 1e-9)
    #expect(early.y == 30)
    let settled = catchUp.evaluated(at: catchUp.settlingDuration, on: model).position
    #expect(abs(settled.x - 200) < 0.1)
  }

  @Test func velocityIsTheSpringsRateTimesTheDistance() {
    let bounce = SpringAnimation(
      keyPath: \.position.x, from: 0, to: 10, spring: Spring(initialVelocity: 2))
    let atStart = bounce.mediaTiming.state(atParentTime: 0)
    #expect(abs(bounce.velocity(at: atStart) - 20) < 1e-9)
    let time = 0.1
    let step = 1e-6
    let numeric = (x(bounce, at: time + step) - x(bounce, at: time - step)) / (2 * step)
    let state = bounce.mediaTiming.state(atParentTime: time)
    #expect(abs(bounce.velocity(at: state) - numeric) < 1e-4)
  }

  @Test func additiveVelocityUsesZeroForMissingEndpoints() {
    let catchUp = SpringAnimation(keyPath: \.position, from: Point(x: -100, y: 40))
    catchUp.isAdditive = true
    let state = catchUp.mediaTiming.state(atParentTime: 0.1)
    let velocity = catchUp.velocity(at: state)
    let rate = Spring().velocity(at: 0.1)
    #expect(abs(velocity.x - 100 * rate) < 1e-9)
    #expect(abs(velocity.y + 40 * rate) < 1e-9)
  }

  @Test func nonFiniteValuesAreRejected() {
    #expect(code(SpringAnimation(keyPath: \.opacity, from: .nan, to: 1)) == .nonFiniteValue)
    #expect(code(SpringAnimation(keyPath: \.opacity, to: .infinity)) == .nonFiniteValue)
    #expect(code(SpringAnimation(keyPath: \.opacity, by: -.infinity)) == .nonFiniteValue)
  }

  @Test func copyKeepsTheSpringAndDuration() {
    let original = SpringAnimation(
      keyPath: \.position.x, from: 1, to: 2, spring: Spring(mass: 3, damping: 7))
    let copy = original.copy()
    #expect(copy !== original)
    #expect(copy.spring == original.spring && copy.duration == original.duration)
    #expect(copy.fromValue == 1 && copy.toValue == 2)
    // The copy still follows its spring.
    copy.damping = 30
    #expect(copy.duration == Spring(mass: 3, damping: 30).settlingDuration)
    #expect(original.damping == 7)
  }

  /// As `CASpringAnimation`: an over-damped spring moves as a critically
  /// damped one unless `allowsOverdamping` is set.
  @Test func overdampingNeedsAllowsOverdamping() {
    let sink = SpringAnimation(keyPath: \.position.y, from: 0, to: 100)
    sink.damping = 40  // ζ = 2
    #expect(!sink.allowsOverdamping)
    #expect(sink.spring.damping == 40)
    #expect(sink.effectiveSpring == Spring(damping: 20))
    #expect(sink.settlingDuration == Spring(damping: 20).settlingDuration)
    #expect(sink.duration == sink.settlingDuration)
    let model = LayerProperties()
    let critical = sink.evaluated(at: 0.2, on: model).position.y
    #expect(abs(critical - 100 * Spring(damping: 20).value(at: 0.2)) < 1e-9)

    sink.allowsOverdamping = true
    let overdamped = Spring(damping: 40, allowOverDamping: true)
    #expect(sink.effectiveSpring == overdamped)
    #expect(sink.settlingDuration == overdamped.settlingDuration)
    #expect(sink.duration == overdamped.settlingDuration)
    let slower = sink.evaluated(at: 0.2, on: model).position.y
    #expect(abs(slower - 100 * overdamped.value(at: 0.2)) < 1e-9)
    #expect(slower < critical - 1)
    #expect(sink.copy().allowsOverdamping)
  }

  private func code(_ animation: Animation) -> AnimationError.Code? {
    do {
      try animation.validate()
      return nil
    } catch {
      return error.code
    }
  }
}
