import Testing
import ZoetropeAnimation
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Contents transitions drawn natively by the GPU compositor: a fade as a
/// cross-dissolve that stays opaque, and push, move-in and reveal clipped
/// to the bounds, against the CPU renderer, with no subtree drawn on the
/// CPU.
@MainActor
@Suite(.serialized) struct GPUTransitionTests {
  let size = Size(width: 120, height: 90)

  /// Layers mid-transition: every type, a translucent layer, a rotated
  /// one and one whose previous image (another size, centered) overflows
  /// its bounds.
  func scene(progress: Double) -> [RenderLayer] {
    let old = Fixture.testImage()
    let new = Fixture.testImage(scale: 2)
    let wide = ImageRenderer(size: Size(width: 50, height: 14)).image { context in
      context.setFillColor(.systemGreen)
      context.fill(Rect(x: 0, y: 0, width: 50, height: 14))
    }
    let types: [(TransitionType, TransitionSubtype)] = [
      (.fade, .fromLeft), (.push, .fromRight), (.moveIn, .fromTop), (.reveal, .fromLeft),
      (.push, .fromBottom), (.fade, .fromLeft),
    ]
    return types.enumerated().map { index, pair in
      let frame = Rect(
        x: Double(index % 3) * 38 + 4, y: Double(index / 3) * 42 + 6, width: 32, height: 30)
      return Fixture.layer(frame: frame) {
        $0.contents = new
        $0.contentsGravity = index == 5 ? .center : .resize
        $0.contentsTransition = ContentsTransition(
          previousContents: index == 5 ? wide : old, type: pair.0, subtype: pair.1,
          progress: progress)
        $0.opacity = index == 1 ? 0.6 : 1
        if index == 4 { $0.transform = Transform(rotationAngle: 0.3) }
      }
    }
  }

  @Test(arguments: [(0.3, 1.0), (0.6, 2.0)])
  func transitionsMatchTheCPUWithoutACPUSubtree(progress: Double, scale: Double) throws {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    let (difference, _) = try GPUFixture.compareWithCPU(
      gpu, Fixture.snapshot(size: size, scene(progress: progress)), size: size,
      name: "transitions")
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    #expect(difference.mean < 0.5, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
  }

  /// Halfway through a fade between two opaque colors, every pixel is
  /// their even mix and opaque: the second image is added, not drawn over
  /// the first.
  @Test func aFadeStaysOpaque() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let red = try Image(pixelWidth: 20, pixelHeight: 20, scale: 1, filledWith: .red)
    let blue = try Image(pixelWidth: 20, pixelHeight: 20, scale: 1, filledWith: .blue)
    let layer = Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20)) {
      $0.contents = blue
      $0.contentsTransition = ContentsTransition(
        previousContents: red, type: .fade, subtype: .fromLeft, progress: 0.5)
    }
    let frame = try gpu.renderImage(
      Fixture.snapshot(size: size, [layer]), size: size, background: .clear)
    let middle = frame.color(atX: 20, y: 20)
    #expect(abs(middle.alpha - 1) < 0.01, "\(middle)")
    #expect(abs(middle.red - 0.5) < 0.02 && abs(middle.blue - 0.5) < 0.02, "\(middle)")
  }
}
