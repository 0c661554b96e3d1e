import Testing
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// A shape drawn straight into the frame (``PlanStep/shape(_:)``) on the
/// OpenGL executor, which rasterizes it on the CPU into a texture of its
/// box, against the CPU executor drawing it into the frame.
@MainActor
@Suite(.serialized) struct GPUShapeTests {
  let size = Size(width: 120, height: 96)

  /// Shapes that animate their paths, turned, translucent, in a group, and
  /// translucent with a fill over a stroke.
  func layers() -> [RenderLayer] {
    let turned = DirectShapeTests.shape(
      frame: Rect(x: 8.5, y: 6.25, width: 60, height: 44),
      path: Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 44), cornerRadius: 9),
      fill: Color(red: 0.9, green: 0.4, blue: 0.1), direct: true
    ) { $0.transform = Transform(rotationAngle: 0.3) }
    let translucent = DirectShapeTests.shape(
      frame: Rect(x: 40, y: 30, width: 70, height: 50),
      path: Path(ellipseIn: Rect(x: 2, y: 2, width: 66, height: 46)),
      stroke: Color(red: 0.1, green: 0.2, blue: 0.6), direct: true
    ) { $0.opacity = 0.7 }
    let grouped = DirectShapeTests.shape(
      frame: Rect(x: 10, y: 50, width: 40, height: 40),
      path: Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40)), fill: .systemGreen,
      direct: true)
    let group = Fixture.layer(
      frame: Rect(origin: .zero, size: size),
      sublayers: [
        grouped,
        Fixture.layer(frame: Rect(x: 30, y: 60, width: 20, height: 20)) {
          $0.backgroundColor = .systemRed
        },
      ]
    ) { $0.opacity = 0.8 }
    // Translucent, filled and stroked, the fill over the stroke: its
    // bitmap composited at the layer's opacity.
    let both = DirectShapeTests.shape(
      frame: Rect(x: 64, y: 8, width: 48, height: 36),
      path: Path(roundedRect: Rect(x: 4, y: 4, width: 40, height: 28), cornerRadius: 6),
      fill: .systemBlue, stroke: .black, direct: true
    ) {
      $0.lineWidth = 6
      $0.opacity = 0.6
      $0.drawsFillOverStroke = true
      $0.transform = Transform(rotationAngle: -0.2)
    }
    return [turned, translucent, group, both]
  }

  @Test(arguments: [1.0, 2.0]) func shapesMatchTheCPU(scale: Double) throws {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    let (difference, expected) = try GPUFixture.compareWithCPU(
      gpu, Fixture.snapshot(size: size, layers()), size: size, name: "direct-shapes")
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    // The same rasterizer's pixels, composited by GL: edges blend in
    // another order at most.
    #expect(difference.mean < 0.5, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
    #expect(expected != Fixture.render([], size: size, scale: scale))
  }
}
