import Testing

@testable import ZoetropeGraphics

@Suite struct PointTests {
  @Test func storesCoordinatesAsGiven() {
    let point = Point(x: 3.5, y: -2)
    #expect(point.x == 3.5)
    #expect(point.y == -2)
    #expect(Point.zero == Point(x: 0, y: 0))
  }

  @Test func pointPlusAndMinusVector() {
    let point = Point(x: 10, y: 20)
    #expect(point + Vector(dx: 12, dy: 4) == Point(x: 22, y: 24))
    #expect(point - Vector(dx: 12, dy: 4) == Point(x: -2, y: 16))
    var moving = point
    moving += Vector(dx: 1, dy: 2)
    #expect(moving == Point(x: 11, y: 22))
    moving -= Vector(dx: 1, dy: 2)
    #expect(moving == point)
  }

  @Test func pointMinusPointIsTheVectorBetweenThem() {
    let start = Point(x: 1, y: 2)
    let end = Point(x: 4, y: -2)
    let step = end - start
    #expect(step == Vector(dx: 3, dy: -4))
    #expect(start + step == end)
    #expect(step.length == 5)
  }

  @Test func equalityAndHashingTreatSignedZerosAsEqual() {
    #expect(Point(x: -0.0, y: 0) == Point(x: 0, y: -0.0))
    #expect(Set([Point(x: -0.0, y: 0), Point(x: 0, y: 0)]).count == 1)
  }

  @Test func nonFiniteValuesPropagateWithoutTrapping() {
    let point = Point(x: .nan, y: .infinity) + Vector(dx: 1, dy: 1)
    #expect(point.x.isNaN)
    #expect(point.y == .infinity)
  }
}
