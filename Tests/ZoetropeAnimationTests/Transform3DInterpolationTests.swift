import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// Blending 3D transforms by decomposition, as Core Animation blends
/// `transform` values.
@Suite struct Transform3DInterpolationTests {
  static func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) <= tolerance }
  }

  static func turn(_ angle: Double, y: Double = 1, x: Double = 0) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: 0)
  }

  @Test func endpointsAreExact() {
    let a = Self.turn(0.4).concatenating(Transform3D(translationX: 3, y: 4, z: 5))
    let b = Self.turn(-1.1, y: 0, x: 1).scaledBy(x: 2, y: 1, z: 1)
    #expect(a.interpolated(to: b, progress: 0) == a)
    #expect(a.interpolated(to: b, progress: 1) == b)
  }

  @Test func aHalfTurnAboutYIsEdgeOnHalfway() {
    // The card flip: identity to π about y passes π/2, edge-on, at 0.5.
    let halfway = Transform3D.identity.interpolated(to: Self.turn(.pi), progress: 0.5)
    #expect(Self.close(halfway, Self.turn(.pi / 2)) || Self.close(halfway, Self.turn(-.pi / 2)))
    #expect(abs(halfway.m11) < 1e-12)
    // And a quarter of the way, π/4, with constant angular speed.
    let quarter = Transform3D.identity.interpolated(to: Self.turn(.pi), progress: 0.25)
    #expect(abs(abs(quarter.m13) - sin(.pi / 4)) < 1e-12)
  }

  @Test func rotationsTakeTheShorterWay() {
    let from = Self.turn(0.2, y: 0, x: 1)
    let to = Self.turn(0.8, y: 0, x: 1)
    let middle = from.interpolated(to: to, progress: 0.5)
    #expect(Self.close(middle, Self.turn(0.5, y: 0, x: 1)))
  }

  @Test func translationAndScaleBlendLinearly() {
    let from = Transform3D(translationX: 0, y: 0, z: -100)
    let to = Transform3D(scaleX: 3, y: 3, z: 1).concatenating(
      Transform3D(translationX: 40, y: 0, z: 100))
    let middle = from.interpolated(to: to, progress: 0.5)
    #expect(
      Self.close(
        middle,
        Transform3D(scaleX: 2, y: 2, z: 1)
          .concatenating(Transform3D(translationX: 20, y: 0, z: 0))))
  }

  @Test func perspectiveBlends() {
    var to = Transform3D.identity
    to.m34 = -1 / 250
    let middle = Transform3D.identity.interpolated(to: to, progress: 0.5)
    #expect(abs(middle.m34 - -1 / 500) < 1e-12)
  }

  @Test func additiveLawsHold() {
    let a = Self.turn(0.7).concatenating(Transform3D(translationX: 5, y: 0, z: 0))
    let b = Self.turn(-0.3, y: 0, x: 1)
    #expect(Self.close(b.adding(a.subtracting(b)), a))
    #expect(a.adding(.zero) == a)
    #expect(Transform3D.zero.adding(a) == a)
    #expect(a.scaled(by: 1) == a)
    #expect(a.scaled(by: 0) == .identity)
    #expect(Self.close(Self.turn(0.3).scaled(by: 2), Self.turn(0.6)))
  }

  @Test func distanceIsASymmetricNorm() {
    let a = Self.turn(0.7)
    let b = Transform3D(translationX: 3, y: 4, z: 0)
    #expect(a.interpolationDistance(to: a) == 0)
    #expect(abs(a.interpolationDistance(to: b) - b.interpolationDistance(to: a)) < 1e-12)
    #expect(Transform3D.identity.interpolationDistance(to: b) == 5)
  }

  @Test func undecomposableTransformsBlendEntryByEntry() {
    let flat = Transform3D(scaleX: 0, y: 1, z: 1)
    let middle = flat.interpolated(to: .identity, progress: 0.5)
    #expect(middle.m11 == 0.5 && middle.m22 == 1)
  }

  @Test func nonFiniteProgressKeepsTheStartWithAWarning() {
    let (value, warnings) = withWarningsCaptured {
      Transform3D.identity.interpolated(to: Self.turn(1), progress: .nan)
    }
    #expect(value == .identity)
    #expect(warnings.count == 1)
  }
}
