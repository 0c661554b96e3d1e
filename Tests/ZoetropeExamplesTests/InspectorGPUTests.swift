import Testing
import Zoetrope
import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeTesting

@testable import BoxAnimation

/// The inspector's composed frame drawn by the GPU compositor (headless
/// OpenGL, llvmpipe here) as a window with the GPU draws it: it matches
/// the CPU compositor's frame, the panel, the outline and the app.
@MainActor
@Suite(.serialized, .isolatedLayerContext) struct InspectorGPUTests {
  @Test func theGPUDrawsTheComposedFrameAsTheCPUDoes() throws {
    guard let (gpu, context) = DiceRollerGPUDamageTests.gpu() else { return }
    defer {
      gpu.release()
      context.release()
    }
    let host = HeadlessHost(app: BoxAnimationApp())
    let inspector = host.openInspector()
    host.tap(.point(x: 190, y: 210), at: 0.25)
    host.advance(to: 1)
    let cpu = host.screenshot()
    inspector.select(inspector.rows.compactMap(\.record).first)
    let selected = host.screenshot()
    let snapshot = try #require(host.latestSnapshot)
    let composed = inspector.overlay(snapshot, size: host.size)
    #expect(composed.root.sublayers.count == 2)
    let drawn = try gpu.renderImage(composed, size: host.size, background: .black)
    let difference = DiceRollerGPUDamageTests.difference(drawn, selected)
    #expect(difference.mean < 1.5, "\(difference)")
    #expect(difference.over3 < drawn.pixels.count / 50, "\(difference)")
    // The outline is there (the selected frame differs from the first).
    #expect(DiceRollerGPUDamageTests.difference(cpu, selected).over3 > 100)
  }
}
