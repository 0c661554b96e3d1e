import Testing
import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie
@_spi(Benchmarks) @testable import ZoetropeRendering

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Merge paths and mask expansion add no paint kind: they are shape
/// layers, masks and inverted masks, which the frame plan gives both
/// executors as the same steps (the GL executor draws masks and inverted
/// masks itself, in offscreen targets), so neither falls back to drawing
/// a subtree on the CPU. (Their paints may still differ in number: the
/// square an inverted mask cuts its path from is too large for a
/// backing store, so the CPU draws it as vectors and the GPU as tiles.)
@MainActor
@Suite(.isolatedLayerContext) struct LottieCompositorPlanTests {
  @Test(arguments: ["merges", "maskExpansion"])
  func bothExecutorsDrawTheSameStepsWithoutFallingBack(name: String) throws {
    let json = try #require(LottieCorpus.combinations.first { $0.name == name }?.json)
    let stage = LottieStage(try corpusAnimation(json))
    stage.layer.currentFrame = 30
    let renderer = Renderer()
    let drawn = renderer.renderFrame(stage.tree.frame(at: 0), size: stage.size, background: .clear)
    let frame = PixelBox(width: drawn.surface.width, height: drawn.surface.height)
    let root = try #require(renderer.lastFootprint)
    var cpu = PlanBuilder(renderer: renderer, executor: .cpu, frame: frame, steps: [PlanStep]())
    cpu.add(root, limit: frame)
    var gpu = PlanBuilder(renderer: renderer, executor: .gpu, frame: frame, steps: [PlanStep]())
    gpu.add(root, limit: frame)
    #expect(gpu.cpuSubtrees == 0)
    func masks(_ steps: [PlanStep]) -> [Bool] {
      steps.compactMap { step in
        if case .endMask(let inverted) = step { return inverted }
        return nil
      }
    }
    // Masks, some inverted, the same on both.
    #expect(masks(cpu.steps) == masks(gpu.steps))
    #expect(masks(cpu.steps).contains(true) && masks(cpu.steps).contains(false))
  }

  /// The GL compositor draws them (and text strokes) as the CPU does: on
  /// the process's offscreen OpenGL context (Mesa's llvmpipe), at most
  /// 1 % of pixels more than 3 apart (antialiased edges: the GPU covers
  /// by distance to the edge, Cairo by area) and none more than 96.
  @Test(arguments: ["merges", "maskExpansion", "textStrokes"])
  func theGLCompositorDrawsThemAsTheCPUDoes(name: String) throws {
    if ProcessInfo.processInfo.environment["ZOETROPE_SKIP_GPU_TESTS"] != nil { return }
    let json = try #require(LottieGoldenTests.animations.first { $0.name == name }?.json)
    let stage = LottieStage(try corpusAnimation(json))
    stage.layer.currentFrame = 30
    let context = try OffscreenGLContext.shared()
    defer { context.release() }
    let gpu = try GPURenderer(loader: context.loader)
    // Its textures go while the context is current.
    defer { gpu.release() }
    let snapshot = stage.tree.frame(at: 0)
    let frame = try gpu.renderImage(snapshot, size: stage.size, background: .white)
    let expected = Renderer().render(snapshot, size: stage.size, background: .white)
    writeForInspection(frame, named: "\(name)-gl")
    var (far, edge) = (0, 0)
    for (p, q) in zip(frame.pixels, expected.pixels) {
      var largest = 0
      for shift in stride(from: UInt32(0), to: 32, by: 8) {
        let a = Int((p >> shift) & 0xFF)
        let b = Int((q >> shift) & 0xFF)
        largest = max(largest, abs(a - b))
      }
      if largest > 3 { edge += 1 }
      if largest > 96 { far += 1 }
    }
    #expect(far == 0, "\(name): \(far) pixels more than 96 apart")
    #expect(Double(edge) <= 0.01 * Double(frame.pixels.count), "\(name): \(edge) over 3 apart")
  }
}
