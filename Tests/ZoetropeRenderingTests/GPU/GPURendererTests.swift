import Testing
import ZoetropeAnimation
import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The GPU renderer against the CPU renderer, the reference: the same
/// snapshots, compared pixel by pixel.
@MainActor
@Suite(.serialized) struct GPURendererTests {
  /// A card with the paints an app's window has: backgrounds with and
  /// without rounded corners, a border, an image, text, a translucent
  /// group, a clip and a turned layer.
  static func card() -> RenderSnapshot {
    let image = Fixture.testImage()
    let text = RenderContent(
      text: RenderContent.Text(
        string: "Roll", font: .systemFont(ofSize: 17), foregroundColor: .white,
        alignment: .center, isWrapped: false, truncation: .end))
    let label = Fixture.layer(frame: Rect(x: 20, y: 150, width: 100, height: 30), content: text) {
      $0.backgroundColor = Color(red: 0, green: 0.48, blue: 1)
      $0.cornerRadius = 8
    }
    let picture = Fixture.layer(frame: Rect(x: 130, y: 20, width: 40, height: 30)) {
      $0.contents = image
    }
    let turned = Fixture.layer(frame: Rect(x: 130, y: 80, width: 40, height: 30)) {
      $0.contents = image
      $0.transform = Transform(rotationAngle: 0.4)
    }
    let child = Fixture.layer(frame: Rect(x: -10, y: -10, width: 40, height: 40)) {
      $0.backgroundColor = Color(red: 1, green: 0.2, blue: 0.2)
    }
    let clipping = Fixture.layer(
      frame: Rect(x: 20, y: 20, width: 80, height: 60), sublayers: [child]
    ) {
      $0.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.2)
      $0.cornerRadius = 12
      $0.masksToBounds = true
      $0.borderWidth = 3
      $0.borderColor = .black
    }
    let faded = Fixture.layer(
      frame: Rect(x: 20, y: 95, width: 80, height: 40),
      sublayers: [
        Fixture.layer(frame: Rect(x: 10, y: 10, width: 40, height: 20)) {
          $0.backgroundColor = .black
        }
      ]
    ) {
      $0.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.3)
      $0.opacity = 0.5
    }
    return Fixture.snapshot(
      size: Size(width: 200, height: 200), [clipping, faded, label, picture, turned])
  }

  @Test func aCardMatchesTheCPURenderer() throws {
    for scale in [1.0, 2.0] {
      guard let gpu = GPUFixture.renderer(scale: scale) else { return }
      defer { GPUFixture.release() }
      let snapshot = Self.card()
      let size = Size(width: 200, height: 200)
      let frame = try gpu.renderImage(snapshot, size: size, background: .white)
      let expected = Renderer(scale: scale).render(snapshot, size: size, background: .white)
      let difference = GPUFixture.difference(frame, expected)
      GPUFixture.write(frame, named: "card-gpu@\(Int(scale))x")
      GPUFixture.write(expected, named: "card-cpu@\(Int(scale))x")
      print("card @\(scale)x: \(difference)")
      #expect(gpu.cpuSubtreesInLastFrame == 0)
      #expect(difference.overEdgeTolerance == 0, "\(difference)")
      #expect(difference.mean < 0.5, "\(difference)")
    }
  }
}

extension GPURendererTests {
  /// 300 random trees (the compositor's, with clips, groups, borders,
  /// rounded corners, turned, scaled and flipped images, text, drawing and
  /// transitions), at 1x and 2x: every frame within a mean of 1.5 per
  /// pixel, and at most 0.5 % of its pixels (edges where the GPU's
  /// coverage by distance meets Cairo's by area, or a nearest sample on a
  /// texel edge) over the edge tolerance.
  @Test func randomTreesMatchTheCPURenderer() throws {
    var trees = RandomTrees(seed: 29)
    var worst = GPUFixture.Difference()
    var worstIndex = -1
    var cpuSubtrees = 0
    var treesWithEdgeDifferences = 0
    for index in 0..<300 {
      let scale: Double = index % 3 == 0 ? 2 : 1
      guard let gpu = GPUFixture.renderer(scale: scale) else { return }
      defer { GPUFixture.release() }
      let snapshot = trees.snapshot()
      let frame = try gpu.renderImage(snapshot, size: trees.size, background: .white)
      cpuSubtrees += gpu.cpuSubtreesInLastFrame
      let expected = Renderer(scale: scale).render(snapshot, size: trees.size, background: .white)
      let difference = GPUFixture.difference(frame, expected)
      if difference.overEdgeTolerance > 0 { treesWithEdgeDifferences += 1 }
      #expect(difference.mean < 1.5, "tree \(index): \(difference)")
      #expect(
        difference.overEdgeTolerance <= max(2, difference.count / 200),
        "tree \(index): \(difference)")
      if difference.mean > worst.mean {
        worst = difference
        worstIndex = index
        GPUFixture.write(frame, named: "tree-gpu")
        GPUFixture.write(expected, named: "tree-cpu")
      }
    }
    print(
      "GPU random trees: worst mean in tree \(worstIndex): \(worst); \(treesWithEdgeDifferences) "
        + "trees with a pixel over \(GPUFixture.edgeTolerance); \(cpuSubtrees) subtrees on the CPU")
    // Every paint of these trees (transitions included) is native: no
    // subtree is drawn on the CPU (GPUCornerTests cover that path).
    #expect(cpuSubtrees == 0)
  }
}
