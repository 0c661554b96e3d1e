import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@testable import ZoetropeRendering

extension ShapeRenderingTests {
  @Test func badStrokeValuesWarnOnceAndClamp() {
    let bad = shape(frame: Rect(origin: .zero, size: size)) {
      $0.path = Path(rect: Rect(x: 10, y: 10, width: 40, height: 40))
      $0.fillColor = .clear
      $0.strokeColor = .red
      $0.lineWidth = .nan
      $0.miterLimit = -3
      $0.lineDashPattern = [4, -1]
      $0.strokeStart = .nan
      $0.strokeEnd = 7
    }
    let (image, warnings) = withWarningsCaptured {
      Fixture.render([bad], size: size)
    }
    // One each for the line width, miter limit, dashes and NaN start; the
    // end past 1 is clamped silently here (an animation may overshoot; a
    // value set on a ShapeLayer warns once there: UnitRangeClampingTests).
    #expect(warnings.count == 4, "\(warnings)")
    #expect(!warnings.contains { $0.contains("strokeEnd") }, "\(warnings)")
    // Drawn as the defaults: a solid 1-point stroke all round.
    #expect(image.color(atX: 10, y: 30).red > 0.9)
    #expect(image.color(atX: 49, y: 30).red > 0.9)
    #expect(image.color(atX: 30, y: 30) == .white)
  }

  @Test func nonFinitePathDrawsNothing() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: .infinity, y: 10))
    let layer = shape(frame: Rect(origin: .zero, size: size)) {
      $0.path = path
      $0.strokeColor = .red
    }
    let (image, warnings) = withWarningsCaptured { Fixture.render([layer], size: size) }
    #expect(warnings.count == 1)
    #expect(redPixels(in: image, rows: 0..<64) == 0)
  }

  @Test func badGradientValues() {
    // No colors: nothing, silently (the default gradient layer).
    let empty = gradient(frame: Rect(origin: .zero, size: size)) { _ in }
    let (emptyImage, emptyWarnings) = withWarningsCaptured {
      Fixture.render([empty], size: size)
    }
    #expect(emptyWarnings.isEmpty)
    #expect(emptyImage.color(atX: 32, y: 32) == .white)
    // A NaN location drops its color; a count mismatch spaces evenly.
    let nan = gradient(frame: Rect(origin: .zero, size: size)) {
      $0.colors = [.red, .green, .blue]
      $0.locations = [0, .nan, 1]
    }
    let (nanImage, nanWarnings) = withWarningsCaptured { Fixture.render([nan], size: size) }
    #expect(nanWarnings.count == 1)
    #expect(nanImage.color(atX: 32, y: 32).green < 0.05)
    let mismatched = gradient(frame: Rect(origin: .zero, size: size)) {
      $0.colors = [.red, .blue]
      $0.locations = [0, 0.5, 1]
    }
    let (_, mismatchWarnings) = withWarningsCaptured { Fixture.render([mismatched], size: size) }
    #expect(mismatchWarnings.count == 1)
    let infinite = gradient(frame: Rect(origin: .zero, size: size)) {
      $0.colors = [.red, .blue]
      $0.endPoint = Point(x: .infinity, y: 0)
    }
    let (infiniteImage, infiniteWarnings) = withWarningsCaptured {
      Fixture.render([infinite], size: size)
    }
    #expect(infiniteWarnings.count == 1)
    #expect(infiniteImage.color(atX: 32, y: 32) == .white)
  }
}
