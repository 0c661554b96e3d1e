import Testing

@testable import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// `Transform3D`: Core Animation's conventions, composition, inversion
/// and decomposition.
@Suite struct Transform3DTests {
  /// Whether two transforms agree entry by entry within `tolerance`.
  static func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// A seeded generator of transforms built from rotations, scales,
  /// translations and perspective.
  struct Generator {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    mutating func value(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * next()
    }
    mutating func transform(perspective: Bool) -> Transform3D {
      var t = Transform3D(
        rotationAngle: value(-3...3), x: value(-1...1), y: value(-1...1), z: value(0.1...1))
      t = t.scaledBy(x: value(0.3...2), y: value(0.3...2), z: value(0.3...2))
      t = t.concatenating(
        Transform3D(translationX: value(-100...100), y: value(-100...100), z: value(-50...50)))
      if perspective {
        var p = Transform3D.identity
        p.m34 = -1 / value(300...900)
        t = t.concatenating(p)
      }
      return t
    }
  }

  @Test func aboutZItIsThe2DRotation() {
    for angle in [0.3, -1.2, .pi / 2, 2.5] {
      let rotation = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
      #expect(Self.close(rotation, Transform3D(Transform(rotationAngle: angle))))
      #expect(rotation.isAffine)
      let affine = rotation.affineTransform
      let expected = Transform(rotationAngle: angle)
      #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.c - expected.c) < 1e-12)
    }
  }

  @Test func aboutYTheRightEdgeMovesAway() {
    // A positive turn about y carries +x towards -z (away from the
    // viewer), as CATransform3DMakeRotation(a, 0, 1, 0) does.
    let rotation = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
    #expect(abs(rotation.m11 - cos(.pi / 6)) < 1e-12)
    #expect(abs(rotation.m13 - -sin(.pi / 6)) < 1e-12)
    #expect(abs(rotation.m31 - sin(.pi / 6)) < 1e-12)
    #expect(!rotation.isAffine)
  }

  @Test func theAxisNeedNotBeUnitLength() {
    let a = Transform3D(rotationAngle: 1, x: 0, y: 3, z: 4)
    let b = Transform3D(rotationAngle: 1, x: 0, y: 0.6, z: 0.8)
    #expect(Self.close(a, b))
  }

  @Test func aRotationAboutAZeroAxisIsTheIdentitySilently() {
    // CATransform3DMakeRotation(0, 0, 0, 0) is the identity in Core
    // Animation, and ported code calls it freely (issue 33).
    let (rotations, warnings) = withWarningsCaptured {
      [
        Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0),
        Transform3D(rotationAngle: 0, x: 0, y: 0, z: 0),
        Transform3D(rotationAngle: 2, x: -0.0, y: 0, z: 0),
        Transform3D.identity.rotatedBy(1, x: 0, y: 0, z: 0),
      ]
    }
    #expect(rotations.allSatisfy { $0 == .identity })
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func aRotationAboutANonFiniteAxisIsTheIdentityWithAWarning() {
    let (rotation, warnings) = withWarningsCaptured {
      Transform3D(rotationAngle: 1, x: .nan, y: 0, z: 1)
    }
    #expect(rotation == .identity)
    #expect(warnings.count == 1)
  }

  @Test func operationsApplyBeforeTheTransform() {
    let t = Transform3D(translationX: 10, y: 0, z: 0)
    let scaled = t.scaledBy(x: 2, y: 2, z: 2)
    // Scale first, then translate: (1, 0) → (2, 0) → (12, 0).
    #expect(Point(x: 1, y: 0).projected(by: scaled) == Point(x: 12, y: 0))
    let turned = t.rotatedBy(.pi / 2, x: 0, y: 0, z: 1)
    let point = Point(x: 1, y: 0).projected(by: turned)
    #expect(abs(point.x - 10) < 1e-12 && abs(point.y - 1) < 1e-12)
  }

  @Test func perspectiveDividesByW() {
    var t = Transform3D(translationX: 0, y: 0, z: 100)
    t.m34 = -1 / 500
    // z = 100 towards the eye at 500: w = 1 - 100/500 = 0.8, so 1.25×.
    let lifted = Transform3D(translationX: 0, y: 0, z: 100).concatenating(
      {
        var p = Transform3D.identity
        p.m34 = -1 / 500
        return p
      }())
    let point = Point(x: 40, y: -20).projected(by: lifted)
    #expect(abs(point.x - 50) < 1e-9 && abs(point.y - -25) < 1e-9)
    #expect(abs(lifted.w(of: Point(x: 40, y: -20)) - 0.8) < 1e-12)
  }

  @Test func inverseUndoesRandomTransforms() {
    var generator = Generator(state: 7)
    for _ in 0..<200 {
      let t = generator.transform(perspective: generator.next() < 0.5)
      let inverse = try! #require(t.checkedInverse)
      #expect(Self.close(t.concatenating(inverse), .identity, 1e-9))
      #expect(Self.close(inverse.concatenating(t), .identity, 1e-9))
    }
  }

  @Test func singularTransformsHaveNoInverse() {
    #expect(Transform3D(scaleX: 1, y: 0, z: 1).checkedInverse == nil)
    var broken = Transform3D.identity
    broken.m22 = .nan
    #expect(broken.checkedInverse == nil)
    #expect(!broken.inverted().hasFiniteEntries)
    #expect(!broken.hasFiniteEntries)
  }

  @Test func decompositionRecomposesRandomTransforms() throws {
    var generator = Generator(state: 42)
    for index in 0..<300 {
      let t = generator.transform(perspective: index % 3 == 0)
      let parts = try #require(t.decomposed())
      let again = Transform3D(parts)
      // Equal up to the homogeneous scale (the decomposition divides by m44).
      let normalized = Transform3D.combined(t, t) { a, _ in a / t.m44 }
      #expect(Self.close(again, normalized, 1e-7), "transform \(index)")
    }
  }

  @Test func decompositionReadsTheParts() throws {
    let t = Transform3D(scaleX: 2, y: 3, z: 4)
      .concatenating(Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0))
      .concatenating(Transform3D(translationX: 5, y: 6, z: 7))
    let parts = try #require(t.decomposed())
    #expect(abs(parts.scale.x - 2) < 1e-12 && abs(parts.scale.y - 3) < 1e-12)
    #expect(abs(parts.scale.z - 4) < 1e-12)
    #expect(parts.translation == (5, 6, 7))
    // A turn of π/3 about y: the quaternion (0, sin(π/6), 0, cos(π/6)).
    #expect(abs(abs(parts.quaternion.y) - sin(.pi / 6)) < 1e-12)
    #expect(abs(abs(parts.quaternion.w) - cos(.pi / 6)) < 1e-12)
    #expect(abs(parts.quaternion.x) < 1e-12 && abs(parts.quaternion.z) < 1e-12)
  }

  @Test func undecomposableTransformsSayNil() {
    #expect(Transform3D(scaleX: 0, y: 1, z: 1).decomposed() == nil)
    var flat = Transform3D.identity
    flat.m44 = 0
    #expect(flat.decomposed() == nil)
    var broken = Transform3D.identity
    broken.m41 = .infinity
    #expect(broken.decomposed() == nil)
  }
}

extension Transform3D {
  /// Two transforms combined entry by entry (for the tests).
  static func combined(
    _ a: Transform3D, _ b: Transform3D, _ combine: (Double, Double) -> Double
  ) -> Transform3D {
    let x = a.rows
    let y = b.rows
    return Transform3D(rows: (0..<4).map { i in (0..<4).map { j in combine(x[i][j], y[i][j]) } })
  }
}
