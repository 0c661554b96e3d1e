import Testing

@testable import ZoetropeGraphics

/// Whether a rectangle's raw components are within a tolerance of the given values.
func rect(
  _ rect: Rect, isAt x: Double, _ y: Double, _ width: Double, _ height: Double,
  tolerance: Double = 1e-9
) -> Bool {
  isClose(rect.origin.x, x, tolerance: tolerance) && isClose(rect.origin.y, y, tolerance: tolerance)
    && isClose(rect.size.width, width, tolerance: tolerance)
    && isClose(rect.size.height, height, tolerance: tolerance)
}

@Suite struct RectTests {
  @Test func initializersAgree() {
    let a = Rect(x: 1, y: 2, width: 3, height: 4)
    let b = Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
    #expect(a == b)
    #expect(a.origin == Point(x: 1, y: 2))
    #expect(a.size == Size(width: 3, height: 4))
  }

  @Test func specialValues() {
    #expect(Rect.zero.origin == .zero && Rect.zero.size == .zero)
    #expect(Rect.null.origin.x == .infinity && Rect.null.origin.y == .infinity)
    #expect(Rect.null.size == .zero)
    let half = Double.greatestFiniteMagnitude / 2
    #expect(Rect.infinite.origin == Point(x: -half, y: -half))
    #expect(Rect.infinite.size.width == .greatestFiniteMagnitude)
    #expect(Rect.infinite.size.height == .greatestFiniteMagnitude)
  }

  @Test func derivedPropertiesOfAPositiveRect() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(r.minX == 10 && r.midX == 25 && r.maxX == 40)
    #expect(r.minY == 20 && r.midY == 40 && r.maxY == 60)
    #expect(r.width == 30 && r.height == 40)
  }

  @Test func derivedPropertiesStandardizeNegativeSizes() {
    let r = Rect(x: 10, y: 20, width: -30, height: -40)
    #expect(r.minX == -20 && r.midX == -5 && r.maxX == 10)
    #expect(r.minY == -20 && r.midY == 0 && r.maxY == 20)
    #expect(r.width == 30 && r.height == 40)
    #expect(r.size == Size(width: -30, height: -40))
  }

  @Test func isNullWhenEitherOriginCoordinateIsPlusInfinity() {
    #expect(Rect.null.isNull)
    #expect(Rect(x: .infinity, y: 0, width: 10, height: 10).isNull)
    #expect(Rect(x: 0, y: .infinity, width: -5, height: 10).isNull)
    #expect(!Rect(x: -.infinity, y: 0, width: 0, height: 0).isNull)
    #expect(!Rect.zero.isNull)
    #expect(!Rect.infinite.isNull)
  }

  @Test func isEmpty() {
    #expect(Rect.zero.isEmpty)
    #expect(Rect.null.isEmpty)
    #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    #expect(Rect(x: 5, y: 5, width: -10, height: 0).isEmpty)
    #expect(Rect(x: .infinity, y: 0, width: 10, height: 10).isEmpty)
    #expect(!Rect(x: 5, y: 5, width: -1, height: -1).isEmpty)
    #expect(!Rect.infinite.isEmpty)
  }

  @Test func isInfiniteOnlyForTheInfiniteRect() {
    #expect(Rect.infinite.isInfinite)
    var almost = Rect.infinite
    almost.origin.x = 0
    #expect(!almost.isInfinite)
    #expect(!Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity).isInfinite)
    #expect(!Rect.null.isInfinite)
  }

  @Test func equalityComparesStandardizedRects() {
    let positive = Rect(x: 0, y: 0, width: 10, height: 20)
    let flipped = Rect(x: 10, y: 20, width: -10, height: -20)
    #expect(positive == flipped)
    #expect(positive.hashValue == flipped.hashValue)
    #expect(positive != Rect(x: 0, y: 0, width: 10, height: -20))
    #expect(positive != Rect(x: 1, y: 0, width: 10, height: 20))
  }

  @Test func allNullRectsAreEqualAndHashAlike() {
    let odd = Rect(x: .infinity, y: 3, width: 7, height: -9)
    #expect(odd == .null)
    #expect(odd.hashValue == Rect.null.hashValue)
    #expect(Set([odd, .null, Rect(x: 0, y: .infinity, width: 1, height: 1)]).count == 1)
    #expect(Rect.null != .zero)
    #expect(Rect.null != .infinite)
  }

  @Test func standardized() {
    let r = Rect(x: 1.5, y: 2.5, width: -10, height: -20).standardized
    #expect(r.origin == Point(x: -8.5, y: -17.5))
    #expect(r.size == Size(width: 10, height: 20))
    let alreadyStandard = Rect(x: -3, y: -4, width: 5, height: 6)
    #expect(alreadyStandard.standardized.origin == alreadyStandard.origin)
    #expect(alreadyStandard.standardized.size == alreadyStandard.size)
  }

  @Test func standardizedNullIsTheCanonicalNull() {
    let odd = Rect(x: 20, y: .infinity, width: -10, height: 4).standardized
    #expect(odd.origin == Rect.null.origin)
    #expect(odd.size == .zero)
  }

  @Test func integralRoundsOriginDownAndFarCornerUp() {
    #expect(rect(Rect(x: 1.9, y: 2.1, width: 10.2, height: 3.3).integral, isAt: 1, 2, 12, 4))
    #expect(rect(Rect(x: -1.5, y: -0.5, width: 2, height: 1).integral, isAt: -2, -1, 3, 2))
    // Negative sizes are standardized first: x spans -8.1...1.9.
    #expect(rect(Rect(x: 1.9, y: 1.9, width: -10, height: -1).integral, isAt: -9, 0, 11, 2))
    #expect(rect(Rect(x: 3, y: 4, width: 5, height: 6).integral, isAt: 3, 4, 5, 6))
  }

  @Test func integralOfEmptyAndNullRects() {
    #expect(rect(Rect.zero.integral, isAt: 0, 0, 0, 0))
    #expect(rect(Rect(x: 1.5, y: 2.5, width: 0, height: 0).integral, isAt: 1, 2, 1, 1))
    let oddNull = Rect(x: 10, y: .infinity, width: -20, height: -30)
    let result = oddNull.integral
    #expect(result.origin.x == 10 && result.origin.y == .infinity)
    #expect(result.size == Size(width: -20, height: -30))
  }

  @Test func integralKeepsTheInfiniteRect() {
    #expect(Rect.infinite.integral.isInfinite)
  }

  @Test func nanPropagatesWithoutTrapping() {
    let r = Rect(x: .nan, y: 0, width: 10, height: 10)
    #expect(r.minX.isNaN)
    #expect(!r.contains(Point(x: 1, y: 1)))
    #expect(r.integral.origin.x.isNaN)
    #expect(r.intersection(Rect(x: 0, y: 0, width: 5, height: 5)).isNull)
  }
}
