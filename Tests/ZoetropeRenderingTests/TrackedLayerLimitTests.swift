import Testing
import ZoetropeAnimation
import ZoetropeGPU
import ZoetropeLayers

@testable import ZoetropeGraphics
@testable import ZoetropeRendering

/// Frames with more layers than the renderer keeps footprints for
/// (``Renderer/maximumTrackedLayerCount``, lowered here): still planned and
/// composited from their footprints, drawn whole with a warning once, and
/// damage tracking resumes when the tree shrinks, on the CPU and the GPU.
@MainActor
@Suite(.serialized) struct TrackedLayerLimitTests {
  let size = Size(width: 120, height: 90)

  /// `count` small squares in a grid, the first moved by `shift` points.
  func grid(_ count: Int, shift: Double = 0) -> RenderSnapshot {
    var squares: [RenderLayer] = []
    for index in 0..<count {
      let x: Double = Double(index % 10) * 11 + 2 + (index == 0 ? shift : 0)
      let y: Double = Double(index / 10) * 11 + 2
      let red: Double = Double(index % 7) / 7
      let square = Fixture.layer(
        frame: Rect(x: x, y: y, width: 9, height: 9), id: UInt64(100 + index)
      ) {
        $0.backgroundColor = Color(red: red, green: 0.5, blue: 0.8)
        $0.cornerRadius = index % 3 == 0 ? 3 : 0
      }
      squares.append(square)
    }
    return Fixture.snapshot(size: size, squares)
  }

  @Test func theCPUDrawsWholeFramesOverTheLimitAndResumesUnderIt() {
    let renderer = Renderer()
    renderer.trackedLayerLimit = 20
    let (_, warnings) = withWarningsCaptured {
      for shift in [0.0, 3, 6] {
        let snapshot = grid(30, shift: shift)
        let frame = renderer.render(snapshot, size: size, background: .white)
        #expect(renderer.lastDamage == Rect(x: 0, y: 0, width: 120, height: 90))
        #expect(renderer.lastFootprint == nil)
        #expect(frame == Renderer().render(snapshot, size: size, background: .white))
      }
    }
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.contains("more than 20 layers") == true)
    // Under the limit: the first frame is whole, the next only what moved.
    _ = renderer.render(grid(10), size: size, background: .white)
    #expect(renderer.lastDamage == Rect(x: 0, y: 0, width: 120, height: 90))
    let moved = grid(10, shift: 4)
    let frame = renderer.render(moved, size: size, background: .white)
    let damage = renderer.lastDamage ?? .zero
    #expect(damage.width < 40 && damage.height < 20, "\(damage)")
    #expect(frame == Renderer().render(moved, size: size, background: .white))
  }

  @Test func theGPUDrawsWholeFramesOverTheLimitAndResumesUnderIt() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer {
      gpu.trackedLayerLimit = Renderer.maximumTrackedLayerCount
      GPUFixture.release()
    }
    gpu.trackedLayerLimit = 20
    for shift in [0.0, 3, 6] {
      let snapshot = grid(30, shift: shift)
      let frame = try gpu.renderCanvas(snapshot, size: size, background: .white, incremental: true)
      #expect(gpu.lastDamage == nil)
      let whole = try gpu.renderImage(snapshot, size: size, background: .white)
      #expect(frame == whole)
    }
    _ = try gpu.renderCanvas(grid(10), size: size, background: .white, incremental: true)
    let moved = grid(10, shift: 4)
    let frame = try gpu.renderCanvas(moved, size: size, background: .white, incremental: true)
    let damage = gpu.lastDamage?.first ?? .zero
    #expect(gpu.lastDamage?.count == 1 && damage.width < 40 && damage.height < 20)
    #expect(frame == (try gpu.renderImage(moved, size: size, background: .white)))
  }
}
