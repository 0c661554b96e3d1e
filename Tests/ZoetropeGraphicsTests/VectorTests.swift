import Testing

@testable import ZoetropeGraphics

@Suite struct VectorTests {
  @Test func arithmetic() {
    let v = Vector(dx: 3, dy: -4)
    let w = Vector(dx: 1, dy: 2)
    #expect(v + w == Vector(dx: 4, dy: -2))
    #expect(v - w == Vector(dx: 2, dy: -6))
    #expect(-v == Vector(dx: -3, dy: 4))
    #expect(v * 2 == Vector(dx: 6, dy: -8))
    #expect(2 * v == v * 2)
    #expect(v / 2 == Vector(dx: 1.5, dy: -2))
    var total = Vector.zero
    total += v
    total += w
    total -= w
    #expect(total == v)
  }

  @Test func lengthIsEuclideanAndNeverNegative() {
    #expect(Vector(dx: 3, dy: -4).length == 5)
    #expect(Vector(dx: -7, dy: 0).length == 7)
    #expect(Vector.zero.length == 0)
  }

  @Test func lengthDoesNotOverflowForHugeFiniteComponents() {
    let huge = Double.greatestFiniteMagnitude / 2
    let length = Vector(dx: huge, dy: huge).length
    #expect(length.isFinite)
    #expect(isClose(length / huge, 2.0.squareRoot(), tolerance: 1e-12))
  }

  @Test func lengthOfNonFiniteVectors() {
    #expect(Vector(dx: .infinity, dy: 1).length == .infinity)
    #expect(Vector(dx: 1, dy: -.infinity).length == .infinity)
    #expect(Vector(dx: .nan, dy: 1).length.isNaN)
  }

  @Test func divisionByZeroFollowsIEEE() {
    let result = Vector(dx: 1, dy: 0) / 0
    #expect(result.dx == .infinity)
    #expect(result.dy.isNaN)
  }
}
