import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

/// Paths and arrays blend like Core Animation's: element by element when
/// their shapes (counts) match, and switching at the halfway point when
/// they do not.
@Suite struct PathInterpolationTests {
  private func triangle(_ offset: Double) -> Path {
    var path = Path()
    path.move(to: Point(x: offset, y: 0))
    path.addLine(to: Point(x: 10 + offset, y: 0))
    path.addQuadCurve(to: Point(x: 10, y: 10 + offset), control: Point(x: 20, y: offset))
    path.addCurve(
      to: Point(x: 0, y: 5), control1: Point(x: offset, y: 2), control2: Point(x: 3, y: offset))
    path.closeSubpath()
    return path
  }

  @Test func sameShapedPathsBlendPointByPoint() {
    let middle = triangle(0).interpolated(to: triangle(8), progress: 0.5)
    #expect(middle == triangle(4))
    #expect(triangle(0).interpolated(to: triangle(8), progress: 0) == triangle(0))
    #expect(triangle(0).interpolated(to: triangle(8), progress: 1) == triangle(8))
    // Overshoot extrapolates along the same line.
    #expect(triangle(0).interpolated(to: triangle(8), progress: 1.5) == triangle(12))
  }

  @Test func mismatchedPathsSwitchAtTheMidpoint() {
    let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.interpolated(to: circle, progress: 0.49) == square)
    #expect(square.interpolated(to: circle, progress: 0.5) == circle)
    #expect(square.interpolated(to: circle, progress: 0.9) == circle)
    // Same count, different kinds of element: still a switch.
    var lines = Path()
    lines.move(to: .zero)
    lines.addLine(to: Point(x: 1, y: 1))
    var curve = Path()
    curve.move(to: .zero)
    curve.addQuadCurve(to: Point(x: 1, y: 1), control: Point(x: 1, y: 0))
    #expect(lines.interpolated(to: curve, progress: 0.25) == lines)
    #expect(lines.interpolated(to: curve, progress: 0.75) == curve)
    #expect(lines.interpolationDistance(to: curve) == 1)
  }

  @Test func pathArithmeticKeepsTheLaws() {
    let a = triangle(3)
    let b = triangle(-2)
    #expect(b.adding(a.subtracting(b)) == a)
    #expect(a.adding(.zero) == a)
    #expect(Path.zero.adding(a) == a)
    #expect(a.scaled(by: 1) == a)
    #expect(a.scaled(by: 0) == .zero)
    #expect(a.interpolationDistance(to: a) == 0)
    #expect(a.interpolationDistance(to: b) == b.interpolationDistance(to: a))
    #expect(a.interpolationDistance(to: b) > 0)
  }

  @Test func arraysBlendElementwiseOrSwitchAtTheMidpoint() {
    #expect([0.0, 10].interpolated(to: [1, 20], progress: 0.5) == [0.5, 15])
    #expect([0.0, 10].interpolated(to: [1, 20, 30], progress: 0.4) == [0, 10])
    #expect([0.0, 10].interpolated(to: [1, 20, 30], progress: 0.5) == [1, 20, 30])
    #expect([1.0, 2].adding([]) == [1, 2])
    #expect([1.0, 2].scaled(by: 0) == [])
  }

  @Test func colorArraysBlendPremultiplied() {
    let clearBlue = Color(red: 0, green: 0, blue: 1, alpha: 0)
    let middle = [Color.red].interpolated(to: [clearBlue], progress: 0.5)
    // Premultiplied: half-transparent red, with no blue from the clear end.
    #expect(middle.count == 1)
    #expect(abs(middle[0].red - 1) < 1e-9)
    #expect(middle[0].blue == 0)
    #expect(abs(middle[0].alpha - 0.5) < 1e-9)
  }

  @Test func nonFiniteProgressWarnsAndKeepsTheStart() {
    let (value, warnings) = withWarningsCaptured {
      triangle(0).interpolated(to: triangle(8), progress: .nan)
    }
    #expect(value == triangle(0))
    #expect(warnings.count == 1)
  }
}
