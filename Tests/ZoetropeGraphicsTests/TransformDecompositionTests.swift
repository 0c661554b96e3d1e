import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics

@Suite struct TransformDecompositionTests {
  @Test func identityDecomposesToIdentityComponents() {
    #expect(Transform.identity.decomposed() == .identity)
    #expect(Transform(Transform.Decomposed.identity) == .identity)
  }

  @Test func simpleTransformsDecomposeToTheirComponents() {
    let moved = Transform(translationX: 3, y: -4).decomposed()
    #expect(moved.translation == Vector(dx: 3, dy: -4))
    #expect(moved.rotation == 0 && moved.scale == Vector(dx: 1, dy: 1) && moved.skew == 0)

    let scaled = Transform(scaleX: 2, y: 3).decomposed()
    #expect(scaled.scale == Vector(dx: 2, dy: 3) && scaled.rotation == 0)

    let turned = Transform(rotationAngle: 1).decomposed()
    #expect(
      isClose(turned.rotation, 1) && isClose(turned.scale.dx, 1) && isClose(turned.scale.dy, 1))
    #expect(isClose(turned.skew, 0))
  }

  @Test func composeFollowsTheDocumentedFormulas() {
    let parts = Transform.Decomposed(
      translation: Vector(dx: 5, dy: 6), rotation: 0.5, scale: Vector(dx: 2, dy: -3), skew: 0.25)
    let t = Transform(parts)
    let (cosine, sine) = (0.877_582_561_890_372_8, 0.479_425_538_604_203)
    #expect(isClose(t.a, 2 * cosine))
    #expect(isClose(t.b, 2 * sine))
    #expect(isClose(t.c, -3 * (0.25 * cosine - sine)))
    #expect(isClose(t.d, -3 * (0.25 * sine + cosine)))
    #expect(t.tx == 5 && t.ty == 6)
  }

  @Test func pointIsScaledThenSkewedThenRotatedThenTranslated() {
    let parts = Transform.Decomposed(
      translation: Vector(dx: 100, dy: 0), rotation: .pi / 2, scale: Vector(dx: 2, dy: 3), skew: 1)
    // (1, 1) -> scale (2, 3) -> skew (2 + 3, 3) -> rotate (-3, 5) -> move (97, 5)
    let result = Point(x: 1, y: 1).applying(Transform(parts))
    #expect(isClose(result.x, 97) && isClose(result.y, 5))
  }

  @Test func mirrorImagesHaveANegativeYScale() {
    let flipped = Transform(scaleX: -1, y: 1).decomposed()
    #expect(flipped.scale.dx > 0 && flipped.scale.dy < 0)
    #expect(transform(Transform(flipped), isCloseTo: Transform(scaleX: -1, y: 1)))
    let upsideDown = Transform(scaleX: 1, y: -2).decomposed()
    #expect(upsideDown.rotation == 0 && upsideDown.scale == Vector(dx: 1, dy: -2))
  }

  @Test func halfTurnIsReportedAsPlusPi() {
    #expect(Transform(rotationAngle: .pi).decomposed().rotation == .pi)
    #expect(Transform(rotationAngle: -.pi).decomposed().rotation == .pi)
    #expect(Transform(scaleX: -1, y: -1).decomposed().rotation == .pi)
    let negativeZeroB = Transform(a: -1, b: -0.0, c: 0, d: -1, tx: 0, ty: 0)
    #expect(negativeZeroB.decomposed().rotation == .pi)
  }

  @Test func roundTripTransformToComponentsToTransform() {
    var generator = SeededRandomNumberGenerator(seed: 2024)
    var negatives = 0
    var checked = 0
    while checked < 5000 {
      let t = randomTransform(using: &generator)
      guard abs(t.determinant) > 1e-3 else { continue }
      checked += 1
      if t.determinant < 0 { negatives += 1 }
      let parts = t.decomposed()
      #expect(parts.scale.dx > 0)
      #expect(parts.rotation > -.pi && parts.rotation <= .pi)
      let rebuilt = Transform(parts)
      #expect(transform(rebuilt, isCloseTo: t, tolerance: 1e-9), "\(t) -> \(parts) -> \(rebuilt)")
    }
    #expect(negatives > 1000)
  }

  @Test func roundTripComponentsToTransformToComponents() {
    var generator = SeededRandomNumberGenerator(seed: 99)
    for index in 0..<5000 {
      var rotation = Double.random(in: -Double.pi...Double.pi, using: &generator)
      if rotation == -.pi || index % 1000 == 0 { rotation = .pi }
      let sy = Double.random(in: 0.05...10, using: &generator)
      let parts = Transform.Decomposed(
        translation: Vector(
          dx: .random(in: -1000...1000, using: &generator),
          dy: .random(in: -1000...1000, using: &generator)),
        rotation: rotation,
        scale: Vector(
          dx: .random(in: 0.05...10, using: &generator),
          dy: Bool.random(using: &generator) ? sy : -sy),
        skew: .random(in: -3...3, using: &generator))
      let back = Transform(parts).decomposed()
      let same =
        isClose(back.translation.dx, parts.translation.dx)
        && isClose(back.translation.dy, parts.translation.dy)
        && (isClose(back.rotation, parts.rotation)
          || isClose(abs(back.rotation - parts.rotation), 2 * .pi))
        && isClose(back.scale.dx, parts.scale.dx) && isClose(back.scale.dy, parts.scale.dy)
        && isClose(back.skew, parts.skew)
      #expect(same, "\(parts) -> \(back)")
      #expect(back.rotation > -.pi && back.rotation <= .pi)
    }
  }

  @Test func largeRotationsComeBackWrappedIntoTheHalfOpenRange() {
    for turns in [-7.0, -3, 3, 12] {
      let angle = 0.75 + turns * 2 * .pi
      let back = Transform(Transform.Decomposed(rotation: angle)).decomposed()
      #expect(isClose(back.rotation, 0.75, tolerance: 1e-9))
    }
  }

  @Test func collapsedXAxisIsRepresentedExactly() {
    let noX = Transform(a: 0, b: 0, c: 2, d: 4, tx: 1, ty: 2)
    let parts = noX.decomposed()
    #expect(parts.scale.dx == 0 && parts.rotation == 0 && parts.scale.dy == 4 && parts.skew == 0.5)
    #expect(transform(Transform(parts), isCloseTo: noX))

    let sideways = Transform(a: 0, b: 0, c: -3, d: 0, tx: 0, ty: 0)
    let sidewaysParts = sideways.decomposed()
    #expect(sidewaysParts.skew == 0 && sidewaysParts.scale == Vector(dx: 0, dy: 3))
    #expect(transform(Transform(sidewaysParts), isCloseTo: sideways))
  }

  @Test func zeroMatrixDecomposesWithoutNaN() {
    let parts = Transform(a: 0, b: 0, c: 0, d: 0, tx: 7, ty: 8).decomposed()
    #expect(parts == Transform.Decomposed(translation: Vector(dx: 7, dy: 8), scale: .zero))
  }

  @Test func singularMatrixWithNonZeroXAxisKeepsTheXAxis() {
    let line = Transform(a: 1, b: 1, c: 2, d: 2, tx: 0, ty: 0)
    let parts = line.decomposed()
    #expect(isClose(parts.scale.dx, 2.0.squareRoot()) && isClose(parts.rotation, .pi / 4))
    #expect(parts.scale.dy == 0 && parts.skew == 0)
    let rebuilt = Transform(parts)
    #expect(isClose(rebuilt.a, 1) && isClose(rebuilt.b, 1) && rebuilt.c == 0 && rebuilt.d == 0)
  }

  @Test func nearlySingularMatricesNeverProduceNaN() {
    let cases = [
      Transform(a: 1e-300, b: 0, c: 1e300, d: 1e-300, tx: 0, ty: 0),
      Transform(a: 0, b: 0, c: 1e300, d: .leastNormalMagnitude / 4, tx: 0, ty: 0),
      Transform(a: 1, b: 1, c: 1, d: 1 + 1e-16, tx: 0, ty: 0),
    ]
    for t in cases {
      let parts = t.decomposed()
      let values = [
        parts.translation.dx, parts.translation.dy, parts.rotation, parts.scale.dx,
        parts.scale.dy, parts.skew,
      ]
      #expect(values.allSatisfy { $0.isFinite }, "\(t) -> \(parts)")
    }
  }

  @Test func nonFiniteTransformsDecomposeToIdentityWithAWarning() {
    for t in [
      Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      Transform(translationX: 0, y: -.infinity),
      Transform(scaleX: .infinity, y: 1),
    ] {
      let (parts, warnings) = withWarningsCaptured { t.decomposed() }
      #expect(parts == .identity)
      #expect(warnings.count == 1)
    }
  }

  @Test func overflowingComponentsDecomposeToIdentityWithAWarning() {
    let huge = Transform(
      a: .greatestFiniteMagnitude, b: .greatestFiniteMagnitude, c: 0, d: 1, tx: 0, ty: 0)
    let (parts, warnings) = withWarningsCaptured { huge.decomposed() }
    #expect(parts == .identity)
    #expect(warnings.count == 1)
  }

  @Test func finiteDecompositionsDoNotWarn() {
    let (_, warnings) = withWarningsCaptured { Transform(scaleX: 0, y: 0).decomposed() }
    #expect(warnings.isEmpty)
  }
}
