import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The footprint tree's invariants (``Footprint/invariantViolations(frame:)``),
/// which debug builds assert after every footprint pass: real frames keep
/// them, and the check finds each kind of broken tree.
@MainActor
@Suite struct FootprintInvariantTests {
  let frame = PixelBox(width: 100, height: 80)

  func context(clip: PixelBox? = nil) -> FootprintContext {
    FootprintContext(
      parentTransform: .identity, clip: clip ?? frame, opacity: 1, groups: 0, isExact: true)
  }

  /// A footprint of `layer` with these areas and children.
  func footprint(
    _ layer: RenderLayer, area: PixelBox, children: [Footprint] = [], clip: PixelBox? = nil
  ) -> Footprint {
    Footprint(
      layer: layer, context: context(clip: clip), transform: .identity, isGroup: false,
      area: area, cairoArea: .empty, children: children)
  }

  @Test func randomFramesAndTheirChangesKeepThem() {
    var trees = RandomTrees(seed: 4_242)
    var checked = 0
    for index in 0..<60 {
      let renderer = Renderer(scale: index % 3 == 0 ? 2 : 1)
      var snapshot = trees.snapshot()
      for step in 0..<4 {
        _ = renderer.renderFrame(snapshot, size: trees.size, background: .white)
        let pixels = Renderer.pixelSize(of: trees.size, scale: renderer.scale)
        let violations =
          renderer.lastFootprint?.invariantViolations(
            frame: PixelBox(width: pixels.width, height: pixels.height)) ?? []
        #expect(violations.isEmpty, "tree \(index), step \(step): \(violations)")
        checked += renderer.lastFootprint == nil ? 0 : 1
        snapshot = RenderSnapshot(root: trees.mutate(snapshot.root), time: 0, hasChanges: true)
      }
    }
    #expect(checked == 240)
  }

  @Test func theGPUPlanKeepsThem() {
    var trees = RandomTrees(seed: 77)
    let renderer = Renderer()
    let plan = PlanTracker()
    for _ in 0..<40 {
      let snapshot = trees.snapshot()
      _ = renderer.plannedDamage(
        of: snapshot, size: trees.size, background: .white, since: plan)
      let pixels = Renderer.pixelSize(of: trees.size, scale: 1)
      let violations =
        plan.planned?.invariantViolations(
          frame: PixelBox(width: pixels.width, height: pixels.height)) ?? ["no plan"]
      #expect(violations.isEmpty, "\(violations)")
    }
  }

  @Test func aFootprintReachedTwiceIsFound() {
    let child = Fixture.layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let parent = Fixture.layer(frame: Rect(x: 0, y: 0, width: 50, height: 50), sublayers: [child])
    let shared = footprint(child, area: PixelBox(minX: 0, minY: 0, maxX: 10, maxY: 10))
    let root = footprint(
      parent, area: PixelBox(minX: 0, minY: 0, maxX: 50, maxY: 50), children: [shared, shared])
    let violations = root.invariantViolations(frame: frame)
    #expect(violations.contains { $0.contains("appears twice") }, "\(violations)")
  }

  @Test func aChildThatIsNotASublayerIsFound() {
    let stranger = Fixture.layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let parent = Fixture.layer(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let root = footprint(
      parent, area: PixelBox(minX: 0, minY: 0, maxX: 50, maxY: 50),
      children: [footprint(stranger, area: PixelBox(minX: 0, minY: 0, maxX: 10, maxY: 10))])
    let violations = root.invariantViolations(frame: frame)
    #expect(violations.contains { $0.contains("is not of a sublayer") }, "\(violations)")
  }

  @Test func aSubtreeAreaThatMissesAChildIsFound() {
    let child = Fixture.layer(frame: Rect(x: 60, y: 60, width: 10, height: 10))
    let parent = Fixture.layer(frame: Rect(x: 0, y: 0, width: 50, height: 50), sublayers: [child])
    let root = footprint(
      parent, area: PixelBox(minX: 0, minY: 0, maxX: 50, maxY: 50),
      children: [footprint(child, area: PixelBox(minX: 60, minY: 60, maxX: 70, maxY: 70))])
    #expect(root.invariantViolations(frame: frame).isEmpty)
    // Only a masked layer's subtree area may be cut.
    root.cutSubtreeArea(to: PixelBox(minX: 0, minY: 0, maxX: 50, maxY: 50))
    let violations = root.invariantViolations(frame: frame)
    #expect(violations.contains { $0.contains("does not hold layer") }, "\(violations)")
  }

  @Test func anAreaOutsideTheClipIsFound() {
    let layer = Fixture.layer(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let root = footprint(
      layer, area: PixelBox(minX: 0, minY: 0, maxX: 50, maxY: 50),
      clip: PixelBox(minX: 0, minY: 0, maxX: 20, maxY: 20))
    let violations = root.invariantViolations(frame: frame)
    #expect(violations.contains { $0.contains("leaves its clip") }, "\(violations)")
  }

  @Test func aCopyWithoutItsSurfaceIsFound() {
    let layer = Fixture.layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let leaf = footprint(layer, area: PixelBox(minX: 0, minY: 0, maxX: 10, maxY: 10))
    leaf.markLeaf(
      placed: Rect(x: 0, y: 0, width: 10, height: 10), surface: nil,
      copy: LeafCopy(x: 0, y: 0, alpha: 1))
    let violations = leaf.invariantViolations(frame: frame)
    #expect(violations.contains { $0.contains("no surface") }, "\(violations)")
  }
}
