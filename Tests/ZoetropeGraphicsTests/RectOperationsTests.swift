import Testing

@testable import ZoetropeGraphics

@Suite struct RectOperationsTests {
  let box = Rect(x: 10, y: 10, width: 100, height: 50)

  @Test func insetByShrinksAndGrowsAboutTheCenter() {
    #expect(rect(box.insetBy(dx: 10, dy: 5), isAt: 20, 15, 80, 40))
    #expect(rect(box.insetBy(dx: -10, dy: -5), isAt: 0, 5, 120, 60))
    #expect(box.insetBy(dx: 10, dy: 5).midX == box.midX)
  }

  @Test func insetByToExactlyZeroIsEmptyButNotNull() {
    let flat = box.insetBy(dx: 50, dy: 0)
    #expect(rect(flat, isAt: 60, 10, 0, 50))
    #expect(flat.isEmpty && !flat.isNull)
  }

  @Test func insetByPastZeroIsNull() {
    #expect(box.insetBy(dx: 50.5, dy: 0).isNull)
    #expect(box.insetBy(dx: 0, dy: 26).isNull)
    #expect(box.insetBy(dx: -100, dy: 30).isNull)
  }

  @Test func insetByStandardizesFirst() {
    let flipped = Rect(x: 110, y: 60, width: -100, height: -50)
    #expect(rect(flipped.insetBy(dx: 10, dy: 5), isAt: 20, 15, 80, 40))
  }

  @Test func insetByLeavesNullUnchanged() {
    let oddNull = Rect(x: 30, y: .infinity, width: 10, height: 20)
    let result = oddNull.insetBy(dx: 50, dy: 60)
    #expect(result.origin.x == 30 && result.size == Size(width: 10, height: 20))
  }

  @Test func insetByEdgeInsets() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect(box.inset(by: insets), isAt: 12, 11, 94, 46))
    #expect(rect(box.inset(by: .zero), isAt: 10, 10, 100, 50))
    let outwards = EdgeInsets(top: -1, left: -2, bottom: -3, right: -4)
    #expect(rect(box.inset(by: outwards), isAt: 8, 9, 106, 54))
  }

  @Test func insetByEdgeInsetsFollowsCoreGraphicsRules() {
    let flipped = Rect(x: 110, y: 60, width: -100, height: -50)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect(flipped.inset(by: insets), isAt: 12, 11, 94, 46))
    #expect(box.inset(by: EdgeInsets(top: 0, left: 60, bottom: 0, right: 41)).isNull)
    #expect(!box.inset(by: EdgeInsets(top: 25, left: 0, bottom: 25, right: 0)).isNull)
    #expect(Rect.null.inset(by: insets).isNull)
  }

  @Test func offsetByMovesTheStandardizedRect() {
    #expect(rect(box.offsetBy(dx: 5, dy: -5), isAt: 15, 5, 100, 50))
    let flipped = Rect(x: 110, y: 60, width: -100, height: -50)
    #expect(rect(flipped.offsetBy(dx: 1, dy: 2), isAt: 11, 12, 100, 50))
    let oddNull = Rect(x: .infinity, y: 30, width: 10, height: 20)
    let moved = oddNull.offsetBy(dx: 40, dy: 50)
    #expect(moved.origin.y == 30 && moved.size == Size(width: 10, height: 20))
  }

  @Test func unionIsTheBoundingRect() {
    let other = Rect(x: -5, y: 30, width: 10, height: 100)
    #expect(rect(box.union(other), isAt: -5, 10, 115, 120))
    #expect(box.union(other) == other.union(box))
    let flipped = Rect(x: 5, y: 130, width: -10, height: -100)
    #expect(box.union(flipped) == box.union(other))
  }

  @Test func unionWithNullReturnsTheOtherRectUnchanged() {
    let raw = Rect(x: 5, y: 5, width: -3, height: -3)
    let left = Rect.null.union(raw)
    #expect(left.origin == raw.origin && left.size == raw.size)
    let right = raw.union(.null)
    #expect(right.origin == raw.origin && right.size == raw.size)
    #expect(Rect.null.union(.null).isNull)
  }

  @Test func unionIncludesEmptyRects() {
    let point = Rect(x: 200, y: 0, width: 0, height: 0)
    #expect(rect(box.union(point), isAt: 10, 0, 190, 60))
  }

  @Test func unionWithInfiniteIsInfinite() {
    #expect(box.union(.infinite).isInfinite)
  }

  @Test func intersection() {
    let other = Rect(x: 60, y: 30, width: 100, height: 100)
    #expect(rect(box.intersection(other), isAt: 60, 30, 50, 30))
    let flipped = Rect(x: 160, y: 130, width: -100, height: -100)
    #expect(rect(box.intersection(flipped), isAt: 60, 30, 50, 30))
    #expect(box.intersection(.infinite) == box)
    #expect(Rect.infinite.intersection(.infinite).isInfinite)
  }

  @Test func intersectionOfDisjointRectsIsNull() {
    #expect(box.intersection(Rect(x: 200, y: 10, width: 5, height: 5)).isNull)
    #expect(box.intersection(Rect(x: 10, y: -50, width: 5, height: 5)).isNull)
    #expect(box.intersection(.null).isNull)
    #expect(Rect.null.intersection(box).isNull)
  }

  @Test func touchingRectsIntersectInAnEmptyNonNullRect() {
    let neighbour = Rect(x: 110, y: 10, width: 20, height: 50)
    let seam = box.intersection(neighbour)
    #expect(rect(seam, isAt: 110, 10, 0, 50))
    #expect(seam.isEmpty && !seam.isNull)
    #expect(box.intersects(neighbour))
  }

  @Test func intersectionKeepsExactSizeOfAContainedRect() {
    let awkward = Rect(x: 10.333_333_333_333_333, y: 0.1, width: 10, height: 0.2)
    let result = Rect.infinite.intersection(awkward)
    #expect(result.origin == awkward.origin && result.size == awkward.size)
  }

  @Test func intersects() {
    #expect(box.intersects(Rect(x: 50, y: 20, width: 1, height: 1)))
    #expect(box.intersects(Rect(x: 120, y: 70, width: -20, height: -20)))
    #expect(!box.intersects(Rect(x: 111, y: 10, width: 5, height: 5)))
    #expect(!box.intersects(.null))
    #expect(!Rect.null.intersects(.null))
    #expect(box.intersects(.infinite))
    #expect(Rect(x: -10, y: -10, width: 20, height: 20).intersects(.zero))
  }

  @Test func containsPointIsHalfOpen() {
    #expect(box.contains(Point(x: 10, y: 10)))
    #expect(box.contains(Point(x: 109.999, y: 59.999)))
    #expect(!box.contains(Point(x: 110, y: 30)))
    #expect(!box.contains(Point(x: 50, y: 60)))
    #expect(!box.contains(Point(x: 9.999, y: 30)))
    let flipped = Rect(x: 110, y: 60, width: -100, height: -50)
    #expect(flipped.contains(Point(x: 10, y: 10)))
    #expect(!flipped.contains(Point(x: 110, y: 60)))
  }

  @Test func emptyAndNullRectsContainNoPoint() {
    #expect(!Rect.zero.contains(Point.zero))
    #expect(!Rect.null.contains(Point.zero))
    #expect(!Rect(x: 0, y: 0, width: 10, height: 0).contains(Point.zero))
    #expect(Rect.infinite.contains(Point(x: 1e300, y: -1e300)))
  }

  @Test func containsRect() {
    #expect(box.contains(box))
    #expect(box.contains(Rect(x: 20, y: 20, width: 10, height: 10)))
    #expect(box.contains(Rect(x: 30, y: 30, width: -20, height: -20)))
    #expect(!box.contains(Rect(x: 20, y: 20, width: 100, height: 10)))
    #expect(!Rect(x: 20, y: 20, width: 10, height: 10).contains(box))
    #expect(box.contains(Rect(x: 50, y: 50, width: 0, height: 0)))
  }

  @Test func containsRectWithSpecialRects() {
    #expect(box.contains(.null))
    #expect(Rect.zero.contains(.null))
    #expect(Rect.null.contains(.null))
    #expect(!Rect.null.contains(Rect.zero))
    #expect(!box.contains(.infinite))
    #expect(Rect.infinite.contains(box))
    #expect(Rect.infinite.contains(.infinite))
  }

  @Test func containsSurvivesRoundingOfAwkwardOrigins() {
    let outer = Rect(x: 10.333_333_333_333_333, y: 0.1, width: 10, height: 0.7)
    let inner = Rect(x: 12.1, y: 0.2, width: 3.3, height: 0.1)
    #expect(outer.contains(inner))
    #expect(outer.contains(outer))
  }
}
