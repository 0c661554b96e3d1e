import Testing
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// One plan for both executors: the CPU's and the GPU's plans of a frame
/// hold the same paints in the same order, with balanced brackets, and
/// differ only where an executor cannot draw a paint itself.
@MainActor
@Suite struct FramePlanTests {
  /// The CPU's and the GPU's plans of a whole frame, from the footprints
  /// `renderer` made drawing it.
  func plans(of snapshot: RenderSnapshot, size: Size, renderer: Renderer)
    -> (cpu: [PlanStep], gpu: [PlanStep], gpuSubtrees: Int)
  {
    renderer.setNeedsDisplay()
    let drawn = renderer.renderFrame(snapshot, size: size, background: .white)
    let frame = PixelBox(width: drawn.surface.width, height: drawn.surface.height)
    guard let root = renderer.lastFootprint else { return ([], [], 0) }
    var cpu = PlanBuilder(renderer: renderer, executor: .cpu, frame: frame, steps: [PlanStep]())
    cpu.add(root, limit: frame)
    var gpu = PlanBuilder(renderer: renderer, executor: .gpu, frame: frame, steps: [PlanStep]())
    gpu.add(root, limit: frame)
    return (cpu.steps, gpu.steps, gpu.cpuSubtrees)
  }

  /// What a step is and draws, without its coordinates (which the two
  /// executors' plans give in different pixels): its kind, and a
  /// bitmap's surface and alpha or a fill's color and alpha.
  func summary(_ step: PlanStep) -> String {
    switch step {
    case .fill(_, _, let border, let color, let alpha, _, _, _):
      return "fill \(border == nil ? "background" : "border") \(color) \(alpha)"
    case .bitmap(let bitmap, _, _, let alpha, _, let tint):
      return "bitmap \(bitmap.key.hashValue) \(alpha) \(String(describing: tint))"
    case .copy(let bitmap, _, _, let alpha): return "copy \(bitmap.key.hashValue) \(alpha)"
    case .particles(let batch):
      let particles = batch.particles.map {
        "\(batch.bitmaps[$0.bitmap].key.hashValue) \($0.alpha) \(String(describing: $0.tint))"
      }
      return "particles \(particles)"
    case .projected(let bitmap, _, let alpha, _, _): return "projected \(bitmap.key) \(alpha)"
    case .vectors: return "vectors"
    case .shape(let shape): return "shape \(shape.alpha)"
    case .beginGroup: return "group {"
    case .endGroup(let alpha, let tint): return "} group \(alpha) \(String(describing: tint))"
    case .beginClip: return "clip {"
    case .endClip: return "} clip"
    case .beginAdding: return "adding {"
    case .endAdding: return "} adding"
    case .beginMask: return "mask {"
    case .endMask(let inverted): return "} mask \(inverted)"
    }
  }

  /// Whether every group, clip, mask and adding bracket is closed, in
  /// order, and a mask is only begun inside a group.
  func isBalanced(_ steps: [PlanStep]) -> Bool {
    var open: [String] = []
    for step in steps {
      switch step {
      case .beginGroup: open.append("group")
      case .beginClip: open.append("clip")
      case .beginAdding: open.append("adding")
      case .beginMask:
        guard open.contains("group") else { return false }
        open.append("mask")
      case .endGroup: guard open.popLast() == "group" else { return false }
      case .endClip: guard open.popLast() == "clip" else { return false }
      case .endAdding: guard open.popLast() == "adding" else { return false }
      case .endMask: guard open.popLast() == "mask" else { return false }
      default: break
      }
    }
    return open.isEmpty
  }

  @Test func bothExecutorsGetTheSamePaintsInTheSameOrder() {
    var trees = RandomTrees(seed: 281)
    let renderer = Renderer()
    var compared = 0
    for _ in 0..<300 {
      let (cpu, gpu, gpuSubtrees) = plans(
        of: trees.snapshot(), size: trees.size, renderer: renderer)
      #expect(isBalanced(cpu))
      #expect(isBalanced(gpu))
      // A subtree the GPU draws on the CPU is one bitmap in its plan.
      guard gpuSubtrees == 0 else { continue }
      compared += 1
      #expect(cpu.map(summary) == gpu.map(summary))
    }
    #expect(compared > 250)
  }

  @Test func continuousCornersAreFillsOnBoth() {
    let card = Fixture.layer(frame: Rect(x: 4, y: 4, width: 30, height: 20)) {
      $0.backgroundColor = .red
      $0.cornerRadius = 8
      $0.cornerCurve = .continuous
    }
    let size = Size(width: 40, height: 30)
    let (cpu, gpu, gpuSubtrees) = plans(
      of: Fixture.snapshot(size: size, [card]), size: size, renderer: Renderer())
    let continuousFills = cpu.filter {
      if case .fill(_, let radius, nil, _, _, _, _, .continuous) = $0 { return radius == 8 }
      return false
    }
    #expect(continuousFills.count == 1)
    // The GL executor covers continuous corners itself.
    #expect(gpuSubtrees == 0)
    let gpuContinuous = gpu.filter {
      if case .fill(_, 8, nil, _, _, _, _, .continuous) = $0 { true } else { false }
    }
    #expect(gpuContinuous.count == 1)
  }

  @Test func aBackingStoreTooLargeToKeepIsVectorsOnTheCPUAndTilesOnTheGPU() {
    let recorder = RecordingGraphicsContext(size: Size(width: 5_000, height: 4_000))
    recorder.setFillColor(.blue)
    recorder.fillEllipse(in: Rect(x: 0, y: 0, width: 5_000, height: 4_000))
    let huge = Fixture.layer(
      frame: Rect(x: -2_480, y: -1_980, width: 5_000, height: 4_000),
      content: RenderContent(drawing: recorder.commands))
    let size = Size(width: 40, height: 30)
    let snapshot = Fixture.snapshot(size: size, [huge])
    let (cpu, gpu, gpuSubtrees) = plans(of: snapshot, size: size, renderer: Renderer())
    #expect(cpu.contains { if case .vectors = $0 { true } else { false } })
    #expect(!gpu.contains { if case .vectors = $0 { true } else { false } })
    #expect(gpuSubtrees == 0)
    // The frame shows store pixels 2,480 to 2,520 across and 1,980 to
    // 2,010 down: one tile (column 4, row 3) of 512 × 512.
    let tiles = gpu.filter {
      if case .bitmap(let bitmap, _, _, _, _, _) = $0 { bitmap.padsEdges } else { false }
    }
    #expect(tiles.count == 1)
    // The vectors are the reference drawing's pixels.
    let reference = Renderer()
    reference.usesCompositor = false
    let expected = reference.render(snapshot, size: size, background: .white)
    #expect(Renderer().render(snapshot, size: size, background: .white).pixels == expected.pixels)
  }
}
