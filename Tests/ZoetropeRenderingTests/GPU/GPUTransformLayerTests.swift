import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// The GPU draws a `TransformLayer`'s cube as the CPU does: each face a
/// projected plane of the frame plan, no subtree rasterized on the CPU.
@MainActor
@Suite struct GPUTransformLayerTests {
  @Test(arguments: [1.0, 2.0]) func theCubeMatchesTheCPU(scale: Double) throws {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    for doubleSided in [false, true] {
      let stage = TransformLayerTests.cube(
        turn: TransformLayerTests.showingThree, doubleSided: doubleSided
      ).stage
      let (difference, expected) = try GPUFixture.compareWithCPU(
        gpu, LayerTree(rootLayer: stage).frame(at: 0),
        size: Size(width: 140, height: 140), name: "cube-\(doubleSided)")
      #expect(gpu.cpuSubtreesInLastFrame == 0)
      #expect(difference.mean < 1, "\(difference)")
      #expect(difference.overInteriorTolerance < 200 * Int(scale * scale), "\(difference)")
      #expect(expected.color(atX: Int(70 * scale), y: Int(75 * scale)).red > 0.9)
    }
  }
}
