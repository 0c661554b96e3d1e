import Testing
import ZoetropeGPU
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@testable import ZoetropeRendering

/// A radial gradient's focal point (`LayerProperties.gradientFocalPoint`,
/// Lottie's highlight): golden images on the CPU, and the GL renderer
/// drawing the same (it composites the CPU's gradient bitmap).
@MainActor
@Suite(.serialized) struct GradientFocusRenderingTests {
  let size = Size(width: 64, height: 64)

  /// A radial gradient in a 56 × 40 layer, focused at `focus` (unit
  /// coordinates), or centred.
  func gradient(focus: Point?) -> RenderLayer {
    Fixture.layer(
      frame: Rect(x: 4, y: 12, width: 56, height: 40), content: RenderContent(kind: .gradient)
    ) {
      $0.gradientType = .radial
      $0.colors = [.white, .systemOrange, Color(red: 0.3, green: 0, blue: 0.4)]
      $0.startPoint = Point(x: 0.5, y: 0.5)
      $0.endPoint = Point(x: 1, y: 1)
      $0.gradientFocalPoint = focus
    }
  }

  @Test(arguments: [1.0, 2.0]) func focusedGradient(scale: Double) {
    let image = Fixture.render(
      [gradient(focus: Point(x: 0.25, y: 0.3))], size: size, scale: scale)
    assertGoldenImage(of: image, named: "\(Int(scale))x")
    // White at the focal point (18, 24), not at the centre (32, 32).
    let focus = image.color(atX: Int(18 * scale), y: Int(24 * scale)).rgba8
    let centre = image.color(atX: Int(32 * scale), y: Int(32 * scale)).rgba8
    #expect(focus.blue > 230 && centre.blue < 200, "\(focus) \(centre)")
  }

  @Test func theGLRendererDrawsTheFocus() throws {
    guard let gpu = GPUFixture.renderer(scale: 2) else { return }
    defer { GPUFixture.release() }
    let focused = Fixture.snapshot(size: size, [gradient(focus: Point(x: 0.25, y: 0.3))])
    let (difference, _) = try GPUFixture.compareWithCPU(
      gpu, focused, size: size, name: "gradient-focus")
    #expect(difference.mean < 0.5, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
    let centred = Fixture.snapshot(size: size, [gradient(focus: nil)])
    let plain = try gpu.renderImage(centred, size: size, background: .white)
    let frame = try gpu.renderImage(focused, size: size, background: .white)
    #expect(plain.pixels != frame.pixels)
  }
}
