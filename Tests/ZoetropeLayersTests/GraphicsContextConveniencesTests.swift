import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@MainActor
@Suite struct GraphicsContextConveniencesTests {
  private let rect = Rect(x: 10, y: 20, width: 30, height: 40)

  /// The commands a closure records.
  private func record(_ body: (any GraphicsContext) -> Void) -> [DrawingCommand] {
    let context = RecordingGraphicsContext(size: Size(width: 100, height: 100))
    body(context)
    return context.commands
  }

  @Test func transformHelpersConcatenate() {
    #expect(
      record { $0.translateBy(x: 3, y: 4) } == [.concatenate(Transform(translationX: 3, y: 4))])
    #expect(record { $0.scaleBy(x: 2, y: 5) } == [.concatenate(Transform(scaleX: 2, y: 5))])
    #expect(record { $0.rotate(by: 1) } == [.concatenate(Transform(rotationAngle: 1))])
  }

  @Test func shapeHelpersExpandToPaths() {
    #expect(record { $0.fill(rect) } == [.fill(Path(rect: rect), rule: .nonZero)])
    #expect(record { $0.stroke(rect) } == [.stroke(Path(rect: rect))])
    #expect(record { $0.fillEllipse(in: rect) } == [.fill(Path(ellipseIn: rect), rule: .nonZero)])
    #expect(record { $0.strokeEllipse(in: rect) } == [.stroke(Path(ellipseIn: rect))])
    var triangle = Path()
    triangle.move(to: .zero)
    triangle.addLine(to: Point(x: 5, y: 0))
    triangle.addLine(to: Point(x: 0, y: 5))
    #expect(record { $0.fill(triangle) } == [.fill(triangle, rule: .nonZero)])
  }

  @Test func lineSegmentsPairPointsAndDropAnOddOne() {
    let points = [
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 5), Point(x: 10, y: 5),
      Point(x: 99, y: 99),
    ]
    var expected = Path()
    expected.move(to: points[0])
    expected.addLine(to: points[1])
    expected.move(to: points[2])
    expected.addLine(to: points[3])
    #expect(record { $0.strokeLineSegments(between: points) } == [.stroke(expected)])
    #expect(record { $0.strokeLineSegments(between: []) } == [.stroke(Path())])
  }

  @Test func clipHelpersUseTheNonZeroRule() {
    #expect(record { $0.clip(to: rect) } == [.clip(Path(rect: rect), rule: .nonZero)])
    #expect(
      record { $0.clip(to: Path(ellipseIn: rect)) } == [
        .clip(Path(ellipseIn: rect), rule: .nonZero)
      ])
  }

  @Test func gradientAndTextHelpersUseTheDefaults() throws {
    let gradient = Gradient(colors: [.white, .black])
    #expect(
      record { $0.drawLinearGradient(gradient, start: .zero, end: Point(x: 1, y: 0)) } == [
        .linearGradient(gradient, start: .zero, end: Point(x: 1, y: 0), options: [])
      ])
    #expect(
      record {
        $0.drawRadialGradient(
          gradient, startCenter: .zero, startRadius: 1, endCenter: .zero, endRadius: 2)
      } == [
        .radialGradient(
          gradient, startCenter: .zero, startRadius: 1, endCenter: .zero, endRadius: 2,
          options: [])
      ])
    let font = Font.systemFont(ofSize: 10)
    #expect(
      record { $0.draw("hi", in: rect, font: font, color: .red) } == [
        .textInRect("hi", in: rect, font: font, color: .red, alignment: .natural)
      ])
    let image = try Image(pixelWidth: 20, pixelHeight: 10, scale: 2, filledWith: .red)
    #expect(
      record { $0.draw(image, at: Point(x: 1, y: 2)) } == [
        .image(image, in: Rect(x: 1, y: 2, width: 10, height: 5))
      ])
  }

  @Test func valueTypesDescribeThemselves() {
    #expect(FillRule.nonZero.description == "nonZero" && FillRule.evenOdd.description == "evenOdd")
    #expect([LineCap.butt, .round, .square].map(\.description) == ["butt", "round", "square"])
    #expect([LineJoin.miter, .round, .bevel].map(\.description) == ["miter", "round", "bevel"])
    #expect(InterpolationQuality.none.description == "none")
    #expect(InterpolationQuality.linear.description == "linear")
    let both: GradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
    #expect(both.rawValue == 3)
  }
}
