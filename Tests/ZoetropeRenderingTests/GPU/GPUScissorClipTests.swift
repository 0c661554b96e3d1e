import Testing
import ZoetropeAnimation
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// A layer that clips to square bounds on whole pixels is drawn by the
/// GPU through a scissor, without a group: the CPU's pixels, and no
/// offscreen; any other clip still draws into a group composited through
/// it.
@MainActor
@Suite(.serialized) struct GPUScissorClipTests {
  let size = Size(width: 96, height: 72)

  /// A clipping card at (`x`, `y`) with a turned child and an image
  /// child overflowing it, holding a smaller clipping card that overflows
  /// it in turn; the outer card at `opacity` (a group when below 1).
  func clipped(x: Double, y: Double, opacity: Double = 1, radius: Double = 0) -> RenderLayer {
    let turned = Fixture.layer(frame: Rect(x: -10, y: 20, width: 50, height: 14)) {
      $0.backgroundColor = .systemBlue
      $0.transform = Transform(rotationAngle: 0.5)
    }
    let image = Fixture.layer(frame: Rect(x: 30, y: -8, width: 40, height: 30)) {
      $0.contents = Fixture.testImage()
    }
    let innerChild = Fixture.layer(frame: Rect(x: 10, y: 10, width: 30, height: 30)) {
      $0.backgroundColor = Color(red: 0.2, green: 0.7, blue: 0.3, alpha: 0.7)
    }
    let inner = Fixture.layer(
      frame: Rect(x: 40, y: 30, width: 24, height: 20), sublayers: [innerChild]
    ) {
      $0.backgroundColor = .yellow
      $0.masksToBounds = true
    }
    return Fixture.layer(
      frame: Rect(x: x, y: y, width: 70, height: 50), sublayers: [turned, image, inner]
    ) {
      $0.backgroundColor = Color(red: 0.95, green: 0.6, blue: 0.2)
      $0.masksToBounds = true
      $0.opacity = opacity
      $0.cornerRadius = radius
    }
  }

  @Test(arguments: [1.0, 2.0])
  func squareClipsOnWholePixelsDrawNoGroup(scale: Double) throws {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    let snapshot = Fixture.snapshot(size: size, [clipped(x: 8, y: 10)])
    let (difference, expected) = try GPUFixture.compareWithCPU(
      gpu, snapshot, size: size, name: "scissor-clip")
    #expect(gpu.offscreensInLastFrame == 0)
    #expect(difference.mean < 1, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
    #expect(expected.pixels.contains { $0 != expected.pixels[0] })
  }

  /// Under a translucent group, the clips are scissors of the group's
  /// offscreen; a clip on fractional pixels (here both: the inner card
  /// moves with the outer) or with round corners is a group of its own.
  @Test func otherClipsAndGroupsKeepTheirOffscreens() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let cases: [(RenderLayer, offscreens: Int, name: String)] = [
      (clipped(x: 8, y: 10, opacity: 0.6), 1, "scissor-clip-group"),
      (clipped(x: 8.5, y: 10.25), 2, "scissor-clip-fractional"),
      (clipped(x: 8, y: 10, radius: 9), 1, "scissor-clip-rounded"),
    ]
    for (layer, offscreens, name) in cases {
      let (difference, _) = try GPUFixture.compareWithCPU(
        gpu, Fixture.snapshot(size: size, [layer]), size: size, name: name)
      #expect(gpu.offscreensInLastFrame == offscreens, "\(name)")
      #expect(difference.mean < 1, "\(name): \(difference)")
      #expect(difference.overEdgeTolerance <= 8, "\(name): \(difference)")
    }
  }

  /// Drawn into a kept canvas with only the damage redrawn, a scissor
  /// clip stays inside both: a frame where the clipped card moves gives
  /// the bytes of a whole one.
  @Test func aScissorClipUnderDamageGivesAWholeFramesBytes() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let still = Fixture.layer(frame: Rect(x: 80, y: 50, width: 14, height: 20)) {
      $0.backgroundColor = .systemPink
    }
    func snapshot(x: Double) -> RenderSnapshot {
      Fixture.snapshot(size: size, [clipped(x: x, y: 10), still])
    }
    _ = try gpu.renderCanvas(snapshot(x: 8), size: size, background: .white, incremental: false)
    let part = try gpu.renderCanvas(
      snapshot(x: 10), size: size, background: .white, incremental: true)
    #expect(gpu.lastDamage != nil)
    #expect(gpu.pixelsDrawnInLastFrame < 96 * 72)
    #expect(gpu.offscreensInLastFrame == 0)
    let whole = try gpu.renderImage(snapshot(x: 10), size: size, background: .white)
    let difference = GPUFixture.difference(part, whole)
    #expect(difference.maximum == 0, "\(difference)")
  }
}
