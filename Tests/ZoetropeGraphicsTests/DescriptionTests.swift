import Testing
import ZoetropeGraphics

/// Geometry, transforms and colors print as Core Graphics and UIKit
/// values do.
@Suite struct DescriptionTests {
  @Test func pointPrintsAsCGPoint() {
    let point = Point(x: 10, y: 20)
    #expect("\(point)" == "(10.0, 20.0)")
    #expect(String(describing: Point(x: -0.5, y: 1e-3)) == "(-0.5, 0.001)")
    #expect(String(reflecting: point) == "(10.0, 20.0)")
  }

  @Test func sizePrintsAsCGSize() {
    let size = Size(width: 100, height: 50)
    #expect("\(size)" == "(100.0, 50.0)")
    #expect("\([size])" == "[(100.0, 50.0)]")
  }

  @Test func rectPrintsAsCGRect() {
    let rect = Rect(x: 10, y: 10, width: 100, height: 100)
    #expect("\(rect)" == "(10.0, 10.0, 100.0, 100.0)")
    #expect(String(reflecting: rect) == "(10.0, 10.0, 100.0, 100.0)")
    // Raw values, as CGRect prints them: not standardized.
    #expect("\(Rect(x: 10, y: 10, width: -10, height: -20))" == "(10.0, 10.0, -10.0, -20.0)")
    #expect("\(Rect.null)" == "(inf, inf, 0.0, 0.0)")
    #expect("\([Rect.zero])" == "[(0.0, 0.0, 0.0, 0.0)]")
  }

  @Test func transformPrintsAsCGAffineTransform() {
    #expect(
      "\(Transform.identity)" == "Transform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
    #expect(
      "\(Transform(scaleX: 2, y: 3).translatedBy(x: 5, y: -1))"
        == "Transform(a: 2.0, b: 0.0, c: 0.0, d: 3.0, tx: 10.0, ty: -3.0)")
  }

  @Test func colorPrintsAsUIColor() {
    #expect("\(Color.red)" == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect(
      "\(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))"
        == "UIExtendedSRGBColorSpace 0.2 0.4 0.6 0.5")
    #expect(
      "\(Color(red: 1.0 / 3, green: 0, blue: 0.125, alpha: 1))"
        == "UIExtendedSRGBColorSpace 0.333333 0 0.125 1")
    #expect("\(Color(white: 0.5))" == "UIExtendedSRGBColorSpace 0.5 0.5 0.5 1")
    #expect("\([Color.blue])" == "[UIExtendedSRGBColorSpace 0 0 1 1]")
  }

  /// `dump` and mirrors still show the stored properties.
  @Test func reflectionShowsTheStoredProperties() {
    let labels = Mirror(reflecting: Rect(x: 1, y: 2, width: 3, height: 4)).children.map(\.label)
    #expect(labels == ["origin", "size"])
    var dumped = ""
    dump(Point(x: 1, y: 2), to: &dumped)
    #expect(dumped.contains("x: 1.0") && dumped.contains("y: 2.0"))
    let components = Mirror(reflecting: Color(red: 1.0 / 3, green: 0, blue: 0, alpha: 1)).children
    #expect(components.first?.value as? Double == 1.0 / 3)
  }
}
