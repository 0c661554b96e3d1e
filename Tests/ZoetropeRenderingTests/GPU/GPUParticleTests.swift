import Testing
import ZoetropeAnimation
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// An emitter's particles drawn natively by the GPU compositor: tinted
/// bitmaps of their cells' images, planned from the frame's footprints,
/// against the CPU renderer, with no subtree drawn on the CPU and no
/// upload once the cells' images are textures.
@MainActor
@Suite(.serialized) struct GPUParticleTests {
  let size = Size(width: 64, height: 64)

  /// The confetti of ``EmitterRenderingTests``, under a translucent
  /// group (the emitter and a card beside it at 0.7) when `grouped`.
  func confetti(grouped: Bool) -> LayerTree {
    let root = EmitterRenderingTests().confetti(rate: 40)
    if grouped {
      Transaction.begin()
      Transaction.setDisableActions(true)
      let emitter = root.sublayers[0]
      emitter.opacity = 0.7
      emitter.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.3)
      Transaction.commit()
    }
    return LayerTree(rootLayer: root)
  }

  @Test(arguments: [(1.0, false), (2.0, false), (1.0, true)])
  func particlesMatchTheCPUWithoutACPUSubtree(scale: Double, grouped: Bool) throws {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    let tree = confetti(grouped: grouped)
    let cpu = Renderer(scale: scale)
    for (index, time) in [0.4, 1.3, 2.6].enumerated() {
      let (difference, expected) = try GPUFixture.compareWithCPU(
        gpu, tree.frame(at: time), size: size,
        name: "particles\(grouped ? "-grouped" : "")-\(index)", cpu: cpu)
      #expect(gpu.cpuSubtreesInLastFrame == 0)
      // Most pixels of a small turned chip are edges, which the GPU
      // covers by distance and the CPU by area: the mean is higher than
      // a card's (1.0–2.1 here), but far below a missing, misplaced or
      // mistinted particle's (tens of levels).
      #expect(difference.mean < 3, "\(difference) at \(time) s")
      #expect(difference.overEdgeTolerance <= 3, "\(difference) at \(time) s")
      // Not a blank frame: the particles are there, on the CPU's too.
      #expect(expected.pixels.contains { $0 != expected.pixels[0] })
    }
  }

  /// Particles move, turn, fade and change color every frame: the GPU
  /// draws them from their cells' textures, uploading nothing after the
  /// first frame (a CPU bitmap of the emitter would be a new upload each
  /// frame).
  @Test func movingParticlesUploadNothing() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let tree = confetti(grouped: false)
    _ = try gpu.renderImage(tree.frame(at: 1), size: size, background: .white)
    let textures = gpu.textureCount
    for step in 1...6 {
      _ = try gpu.renderImage(tree.frame(at: 1 + Double(step) / 30), size: size, background: .white)
      #expect(gpu.uploadsInLastFrame == 0, "frame \(step)")
      #expect(gpu.textureCount == textures)
    }
  }
}
