import Foundation
import Testing

@testable import ZoetropeGraphics

@Suite struct PathTests {
  @Test func buildsElementsAndTracksCurrentPoint() {
    var path = Path()
    #expect(path.isEmpty)
    #expect(path.currentPoint == nil)
    path.move(to: Point(x: 1, y: 2))
    path.addLine(to: Point(x: 5, y: 2))
    path.addQuadCurve(to: Point(x: 5, y: 6), control: Point(x: 7, y: 4))
    #expect(path.currentPoint == Point(x: 5, y: 6))
    path.closeSubpath()
    #expect(path.currentPoint == Point(x: 1, y: 2))
    #expect(path.elements.count == 4)
    #expect(path.elements.last == .closeSubpath)
  }

  @Test func lineWithoutCurrentPointStartsASubpath() {
    var path = Path()
    path.addLine(to: Point(x: 3, y: 4))
    #expect(path.elements == [.move(to: Point(x: 3, y: 4)), .line(to: Point(x: 3, y: 4))])
    var empty = Path()
    empty.closeSubpath()
    #expect(empty.isEmpty)
  }

  @Test func rectangleBoundsAndLength() {
    let path = Path(rect: Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.boundingBox == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(abs(path.length - 140) < 1e-9)
    #expect(Path(rect: .null).isEmpty)
  }

  @Test func circleIsCloseToTrueCircle() throws {
    let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 200))
    let polyline = try #require(path.flattened(tolerance: 0.01).first)
    for point in polyline {
      let radius = hypot(point.x - 100, point.y - 100)
      #expect(abs(radius - 100) < 0.05)
    }
    // The circumference, within the approximation's error.
    #expect(abs(path.length - 2 * Double.pi * 100) < 0.1)
    let box = path.boundingBox
    #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 200) < 1e-9)
  }

  @Test func roundedRectClampsRadius() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 40)
    let clamped = Path(roundedRect: rect, cornerRadius: 500)
    let exact = Path(roundedRect: rect, cornerRadius: 20)
    #expect(clamped == exact)
    #expect(Path(roundedRect: rect, cornerRadius: -3) == Path(rect: rect))
    #expect(Path(roundedRect: rect, cornerRadius: .nan) == Path(rect: rect))
    let box = exact.boundingBox
    #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 40) < 1e-9)
  }

  @Test func arcsSweepTheRequestedWay() throws {
    var clockwise = Path()
    clockwise.addArc(
      center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Clockwise on a y-down screen: from (10, 0) through positive y.
    let cwPoints = try #require(clockwise.flattened().first)
    #expect(cwPoints.allSatisfy { $0.y >= -1e-9 })
    #expect(abs(fineLength(clockwise) - 5 * Double.pi) < 0.005)

    var counter = Path()
    counter.addArc(
      center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    // The long way round: three quarters of the circle.
    #expect(abs(fineLength(counter) - 15 * Double.pi) < 0.01)
    let counterPoints = try #require(counter.flattened().first)
    #expect(counterPoints.contains { $0.y < -9.9 })

    var bad = Path()
    bad.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
    bad.addArc(center: .zero, radius: 5, startAngle: .infinity, endAngle: 1, clockwise: true)
    #expect(bad.isEmpty)
  }

  @Test func transformsEveryPoint() {
    let path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    let moved = path.applying(Transform(translationX: 5, y: -5))
    #expect(moved.boundingBox == Rect(x: 5, y: -5, width: 10, height: 10))
  }

  @Test func hugeCoordinatesDoNotRunAway() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(
      to: Point(x: 1e300, y: 0), control1: Point(x: -1e300, y: 1e300),
      control2: Point(x: .infinity, y: 0))
    let points = path.flattened()
    #expect(points.first?.count ?? 0 <= 1_025)
  }

  /// The length of a path measured on a fine flattening.
  private func fineLength(_ path: Path) -> Double {
    path.flattened(tolerance: 0.001).reduce(0) { total, line in
      zip(line, line.dropFirst()).reduce(total) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
  }
}
