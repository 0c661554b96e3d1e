import Foundation
import Testing
import ZoetropeGraphics

/// A file that imports both Foundation and Zoetrope must compile without
/// qualifying any name; this file is that check.
@Suite struct FoundationCoexistenceTests {
  @Test func namesDoNotCollideWithFoundation() throws {
    let point: Point = Point(x: 1, y: 2)
    let size: Size = Size(width: 3, height: 4)
    let rect: Rect = Rect(origin: point, size: size)
    let vector: Vector = Vector(dx: 1, dy: 1)
    let insets: EdgeInsets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    let transform: Transform = Transform(rotationAngle: 0)
    let color: Color = Color.red
    let image: Image = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: color)
    let cgRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.inset(by: insets).width == Double(cgRect.insetBy(dx: 1, dy: 1).width))
    #expect((point + vector).applying(transform) == Point(x: 2, y: 3))
    #expect(image.color(atX: 0, y: 0) == color)
  }
}
