import Foundation
import Testing

@testable import ZoetropeGraphics

/// The `UIBezierPath` initialisers: their elements, bounds, start points
/// and direction, with UIKit's geometry (y down; clockwise as seen on
/// screen).
@Suite struct PathUIKitTests {
  /// Twice the signed area of a path's first subpath, flattened: positive
  /// when it runs clockwise on a y-down screen.
  private func orientation(_ path: Path) throws -> Double {
    let points = try #require(path.flattened().first)
    return zip(points, points.dropFirst()).reduce(0) { sum, pair in
      sum + pair.0.x * pair.1.y - pair.1.x * pair.0.y
    }
  }

  /// Whether two points are within `tolerance` of each other.
  private func near(_ a: Point?, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
  }

  /// The point a move, line or curve element ends at.
  private func end(_ element: Path.Element) -> Point? {
    switch element {
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
      point
    case .closeSubpath: nil
    }
  }

  // MARK: Oval

  @Test func ovalStartsAtThreeOClockAndRunsClockwise() throws {
    let rect = Rect(x: 10, y: 20, width: 80, height: 40)
    let oval = Path(ovalIn: rect)
    #expect(oval == Path(ellipseIn: rect))
    #expect(oval.elements.first == .move(to: Point(x: 90, y: 40)))
    // Down first: the first quarter ends at the bottom (six o'clock).
    #expect(near(end(oval.elements[1]), Point(x: 50, y: 60)))
    #expect(try orientation(oval) > 0)
    let box = oval.boundingBox
    #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxY - 60) < 1e-9)
    #expect(Path(ovalIn: .null).isEmpty)
  }

  // MARK: Arc

  @Test func aRingFromTwelveOClockClockwise() throws {
    let center = Point(x: 100, y: 100)
    let ring = Path(
      arcCenter: center, radius: 80, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: true)
    #expect(near(end(ring.elements[0]), Point(x: 100, y: 20)))
    // Quarter turns: three, six, nine and twelve o'clock.
    #expect(near(end(ring.elements[1]), Point(x: 180, y: 100)))
    #expect(near(end(ring.elements[2]), Point(x: 100, y: 180)))
    #expect(near(end(ring.elements[3]), Point(x: 20, y: 100)))
    #expect(near(end(ring.elements[4]), Point(x: 100, y: 20)))
    #expect(ring.elements.count == 5)
    #expect(!ring.elements.contains(.closeSubpath))
    #expect(abs(ring.length - 2 * .pi * 80) < 0.1)
    #expect(try orientation(ring) > 0)
  }

  @Test func counterclockwiseTakesTheOtherWayRound() throws {
    let center = Point(x: 0, y: 0)
    // From three o'clock to six o'clock: clockwise a quarter turn,
    // counterclockwise three quarters, through twelve o'clock first.
    let short = Path(
      arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    let long = Path(
      arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(abs(short.length - .pi * 5) < 0.1)
    #expect(abs(long.length - .pi * 15) < 0.1)
    #expect(near(end(long.elements[1]), Point(x: 0, y: -10)))
    #expect(near(long.currentPoint, Point(x: 0, y: 10)))
    #expect(try orientation(long) < 0)
  }

  @Test func anArcWithABadRadiusIsEmpty() {
    let center = Point(x: 5, y: 5)
    #expect(
      Path(arcCenter: center, radius: -1, startAngle: 0, endAngle: 1, clockwise: true).isEmpty)
    #expect(
      Path(arcCenter: center, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true).isEmpty)
  }

  // MARK: Rounded rectangles

  @Test func allCornersIsTheRoundedRectangle() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 60)
    let path = Path(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: Size(width: 12, height: 12))
    #expect(path == Path(roundedRect: rect, cornerRadius: 12))
  }

  @Test func onlyTheChosenCornersAreRounded() throws {
    let rect = Rect(x: 10, y: 10, width: 100, height: 60)
    let tab = Path(
      roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: Size(width: 12, height: 12))
    let ends = tab.elements.compactMap(end)
    #expect(ends.first == Point(x: 22, y: 10))  // the top edge, after the top-left corner
    #expect(ends.contains(Point(x: 110, y: 70)))  // a square bottom-right corner
    #expect(ends.contains(Point(x: 10, y: 70)))  // a square bottom-left corner
    #expect(!ends.contains(Point(x: 110, y: 10)))  // the top-right corner is cut
    #expect(tab.elements.filter { if case .curve = $0 { true } else { false } }.count == 2)
    #expect(tab.elements.last == .closeSubpath)
    #expect(try orientation(tab) > 0)
    #expect(tab.boundingBox == rect)
  }

  @Test func cornerRadiiAreElliptical() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 60)
    let path = Path(
      roundedRect: rect, byRoundingCorners: .topRight, cornerRadii: Size(width: 20, height: 10))
    let k = Path.circleControlFactor
    #expect(path.elements[0] == .move(to: Point(x: 0, y: 0)))
    #expect(path.elements[1] == .line(to: Point(x: 80, y: 0)))
    #expect(
      path.elements[2]
        == .curve(
          to: Point(x: 100, y: 10), control1: Point(x: 80 + 20 * k, y: 0),
          control2: Point(x: 100, y: 10 - 10 * k)))
  }

  @Test func radiiClampToHalfEachSide() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 40)
    let clamped = Path(
      roundedRect: rect, byRoundingCorners: .bottomLeft, cornerRadii: Size(width: 500, height: 500))
    let exact = Path(
      roundedRect: rect, byRoundingCorners: .bottomLeft, cornerRadii: Size(width: 50, height: 20))
    #expect(clamped == exact)
  }

  @Test func badRadiiOrNoCornersGiveTheRectangle() {
    let rect = Rect(x: 5, y: 5, width: 30, height: 20)
    for radii in [Size(width: -4, height: 4), Size(width: .nan, height: 3), .zero] {
      #expect(
        Path(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: radii)
          == Path(rect: rect))
    }
    #expect(
      Path(roundedRect: rect, byRoundingCorners: [], cornerRadii: Size(width: 4, height: 4))
        == Path(rect: rect))
    #expect(
      Path(
        roundedRect: .null, byRoundingCorners: .allCorners, cornerRadii: Size(width: 4, height: 4)
      )
      .isEmpty)
  }

  @Test func rectCornerBitsAreUIKits() {
    #expect(RectCorner.topLeft.rawValue == 1 && RectCorner.topRight.rawValue == 2)
    #expect(RectCorner.bottomLeft.rawValue == 4 && RectCorner.bottomRight.rawValue == 8)
    #expect(RectCorner.allCorners.rawValue == 15)
    #expect(RectCorner(rawValue: ~0) == .allCorners)
  }
}
