import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics

/// Whether two transforms agree entry by entry to an absolute tolerance.
func transform(_ lhs: Transform, isCloseTo rhs: Transform, tolerance: Double = 1e-9) -> Bool {
  isClose(lhs.a, rhs.a, tolerance: tolerance) && isClose(lhs.b, rhs.b, tolerance: tolerance)
    && isClose(lhs.c, rhs.c, tolerance: tolerance) && isClose(lhs.d, rhs.d, tolerance: tolerance)
    && isClose(lhs.tx, rhs.tx, tolerance: tolerance)
    && isClose(lhs.ty, rhs.ty, tolerance: tolerance)
}

/// A random transform with entries in -range...range.
func randomTransform(using generator: inout SeededRandomNumberGenerator, range: Double = 5)
  -> Transform
{
  Transform(
    a: .random(in: -range...range, using: &generator),
    b: .random(in: -range...range, using: &generator),
    c: .random(in: -range...range, using: &generator),
    d: .random(in: -range...range, using: &generator),
    tx: .random(in: -100...100, using: &generator),
    ty: .random(in: -100...100, using: &generator))
}

@Suite struct TransformTests {
  @Test func constructors() {
    #expect(Transform.identity == Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(Transform(translationX: 3, y: -4) == Transform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
    #expect(Transform(scaleX: 2, y: -3) == Transform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
    let quarter = Transform(rotationAngle: .pi / 2)
    #expect(transform(quarter, isCloseTo: Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
  }

  @Test func positiveRotationTurnsPlusXTowardsPlusY() {
    // Clockwise on a y-down screen, as in UIKit.
    let turned = Point(x: 1, y: 0).applying(Transform(rotationAngle: .pi / 2))
    #expect(isClose(turned.x, 0) && isClose(turned.y, 1))
  }

  @Test func isIdentityIsExact() {
    #expect(Transform.identity.isIdentity)
    #expect(Transform(rotationAngle: 0).isIdentity)
    #expect(!Transform(rotationAngle: 2 * .pi).isIdentity)
    #expect(!Transform(translationX: 1e-300, y: 0).isIdentity)
  }

  @Test func determinant() {
    #expect(Transform(scaleX: 2, y: 3).determinant == 6)
    #expect(Transform(scaleX: -2, y: 3).determinant == -6)
    #expect(isClose(Transform(rotationAngle: 1.234).determinant, 1))
    #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).determinant == 0)
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let scale = Transform(scaleX: 2, y: 2)
    let move = Transform(translationX: 10, y: 0)
    // Scale, then move: (1, 1) -> (2, 2) -> (12, 2).
    #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 2))
    // Move, then scale: (1, 1) -> (11, 1) -> (22, 2).
    #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 2))
  }

  @Test func concatenatingMatchesApplyingInTurnForRandomTransforms() {
    var generator = SeededRandomNumberGenerator(seed: 7)
    for _ in 0..<500 {
      let first = randomTransform(using: &generator)
      let second = randomTransform(using: &generator)
      let point = Point(
        x: .random(in: -50...50, using: &generator), y: .random(in: -50...50, using: &generator))
      let both = point.applying(first.concatenating(second))
      let inTurn = point.applying(first).applying(second)
      #expect(
        isClose(both.x, inTurn.x, tolerance: 1e-9) && isClose(both.y, inTurn.y, tolerance: 1e-9))
    }
  }

  @Test func operationsApplyTheNewStepBeforeTheExistingTransform() {
    let base = Transform(a: 1, b: 2, c: -3, d: 4, tx: 5, ty: -6)
    #expect(base.scaledBy(x: 2, y: 3) == Transform(scaleX: 2, y: 3).concatenating(base))
    #expect(base.translatedBy(x: 7, y: 8) == Transform(translationX: 7, y: 8).concatenating(base))
    #expect(base.rotatedBy(0.3) == Transform(rotationAngle: 0.3).concatenating(base))
    // translatedBy moves in the transform's own (scaled) space.
    let scaled = Transform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(Point.zero.applying(scaled) == Point(x: 20, y: 0))
  }

  @Test func invertedUndoesTheTransform() {
    var generator = SeededRandomNumberGenerator(seed: 11)
    var checked = 0
    while checked < 500 {
      let t = randomTransform(using: &generator)
      guard abs(t.determinant) > 0.1 else { continue }
      checked += 1
      #expect(t.isInvertible)
      #expect(transform(t.concatenating(t.inverted()), isCloseTo: .identity, tolerance: 1e-9))
      #expect(transform(t.inverted().concatenating(t), isCloseTo: .identity, tolerance: 1e-9))
    }
  }

  @Test func invertedOfSimpleTransforms() {
    #expect(Transform(translationX: 3, y: 4).inverted() == Transform(translationX: -3, y: -4))
    #expect(Transform(scaleX: 2, y: 4).inverted() == Transform(scaleX: 0.5, y: 0.25))
    #expect(Transform.identity.inverted() == .identity)
  }

  @Test func singularTransformsAreReturnedUnchanged() {
    let singular = Transform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
    #expect(!singular.isInvertible)
    #expect(singular.inverted() == singular)
    let zero = Transform(scaleX: 0, y: 0)
    #expect(!zero.isInvertible)
    #expect(zero.inverted() == zero)
  }

  @Test func nonFiniteTransformsAreReturnedUnchanged() {
    let withNaN = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(!withNaN.isInvertible)
    let result = withNaN.inverted()
    #expect(result.a.isNaN && result.d == 1)
    let infiniteMove = Transform(translationX: .infinity, y: 0)
    #expect(!infiniteMove.isInvertible)
    #expect(infiniteMove.inverted() == infiniteMove)
  }

  @Test func nearlySingularTransformWhoseInverseOverflowsIsNotInvertible() {
    let tiny = Transform(scaleX: 1e-200, y: 1e-200)
    #expect(tiny.determinant == 0 || !tiny.isInvertible)
    #expect(tiny.inverted() == tiny)
    let small = Transform(scaleX: 1e-150, y: 1e-150)
    #expect(small.isInvertible == small.inverted().hasFiniteEntries)
  }
}
