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

  /// An emitter of four cells, each its own image (1x and 2x, opaque,
  /// translucent, a checker), some turning and some still on whole
  /// points, so its particles are sampled bilinearly turned, padded on
  /// the axes and by nearest texel, from one atlas; in a translucent
  /// clipping layer when `inGroup` (a square clip: rounded ones differ at
  /// their edges, see ``GPUCornerTests``).
  func mixedEmitter(inGroup: Bool) -> LayerTree {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(origin: .zero, size: size)
    root.backgroundColor = Color(white: 0.97)
    let emitter = EmitterLayer()
    emitter.frame = Rect(origin: .zero, size: size)
    emitter.emitterShape = .rectangle
    emitter.emitterPosition = Point(x: 32, y: 32)
    emitter.emitterSize = Size(width: 48, height: 48)
    emitter.seed = 11
    let images = RandomTrees(seed: 1).images
    emitter.emitterCells = images.enumerated().map { index, image in
      var cell = EmitterCell()
      cell.contents = image
      cell.contentsScale = index == 1 ? 2 : 1
      cell.birthRate = 12
      cell.lifetime = 4
      cell.velocity = index < 2 ? 0 : 12
      cell.emissionRange = .pi
      cell.spin = index < 2 ? 0 : 2
      cell.spinRange = index < 2 ? 0 : 3
      cell.color =
        index == 3 ? Color(red: 0.9, green: 0.4, blue: 0.2, alpha: 0.8) : .white
      return cell
    }
    let holder = Layer()
    holder.frame = root.bounds
    holder.opacity = inGroup ? 0.8 : 1
    holder.masksToBounds = inGroup
    holder.addSublayer(emitter)
    root.addSublayer(holder)
    Transaction.commit()
    return LayerTree(rootLayer: root)
  }

  /// The mixed emitter, its particles instanced from one atlas, against
  /// the CPU: within the tolerance of the other particle tests, and in
  /// one draw call where a bitmap step each would switch textures from
  /// particle to particle.
  @Test(arguments: [(1.0, false), (2.0, false), (1.0, true)])
  func aMixedEmitterIsOneDrawCallAndMatchesTheCPU(scale: Double, inGroup: Bool) throws {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    let tree = mixedEmitter(inGroup: inGroup)
    let cpu = Renderer(scale: scale)
    for (index, time) in [0.5, 1.7, 3.2].enumerated() {
      let (difference, expected) = try GPUFixture.compareWithCPU(
        gpu, tree.frame(at: time), size: size,
        name: "particles-mixed\(inGroup ? "-group" : "")-\(index)", cpu: cpu)
      #expect(gpu.cpuSubtreesInLastFrame == 0)
      #expect(difference.mean < 3, "\(difference) at \(time) s")
      #expect(difference.overEdgeTolerance <= 3, "\(difference) at \(time) s")
      #expect(expected.pixels.contains { $0 != expected.pixels[0] })
      if !inGroup {
        // The background is a clear; the particles one instanced draw.
        #expect(gpu.drawCallsInLastFrame == 1, "at \(time) s")
      }
    }
  }

  /// An emitter whose images together are wider than the driver's
  /// texture size (here 100 texels; they are 40, 80, 9 and 2 wide) draws
  /// each particle as a bitmap step of its own image: the same frame,
  /// in more calls.
  @Test func imagesTooWideForOneAtlasAreDrawnParticleByParticle() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    let side = gpu.maximumTextureSide
    defer {
      gpu.maximumTextureSide = side
      GPUFixture.release()
    }
    let tree = mixedEmitter(inGroup: false)
    let frame = tree.frame(at: 1.7)
    let atlased = try gpu.renderImage(frame, size: size, background: .white)
    #expect(gpu.drawCallsInLastFrame == 1)
    gpu.maximumTextureSide = 100
    let separate = try gpu.renderImage(frame, size: size, background: .white)
    #expect(gpu.drawCallsInLastFrame >= 4, "a call per image at least")
    let difference = GPUFixture.difference(separate, atlased)
    #expect(difference.maximum <= 2, "\(difference)")
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
