import Testing
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// `Renderer.lastDamage`: only the damaged rectangle changes, and
/// redrawing just it gives exactly the full redraw.
@MainActor
@Suite struct DamageTests {
  /// When the caller keeps no frame, the frame before last's pixel
  /// buffer is updated in place (only the damage copied), not copied
  /// whole first.
  @Test func theFrameBeforeLastIsUpdatedInPlace() {
    let size = Size(width: 60, height: 40)
    let renderer = Renderer()
    var addresses: [UInt] = []
    for frame in 0..<4 {
      let layer = Fixture.layer(
        frame: Rect(x: Double(frame), y: 5, width: 10, height: 10), id: 42
      ) { $0.backgroundColor = .red }
      let image = renderer.render(
        Fixture.snapshot(size: size, [layer]), size: size, background: .white)
      #expect(image.color(atPoint: Double(frame) + 5, 10) == .red)
      #expect(image.color(atPoint: Double(frame) + 12, 10) == .white)
      addresses.append(image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) })
    }
    #expect(addresses[2] == addresses[0])
    #expect(addresses[3] == addresses[1])
  }

  /// Whether every pixel outside `damage` is the same in both images.
  func sameOutside(_ damage: Rect, _ lhs: Image, _ rhs: Image) -> Bool {
    let box = PixelBox(aligned: damage) ?? .empty
    for y in 0..<lhs.pixelHeight {
      for x in 0..<lhs.pixelWidth {
        let inside = x >= box.minX && x < box.maxX && y >= box.minY && y < box.maxY
        if !inside, lhs.pixels[y * lhs.pixelWidth + x] != rhs.pixels[y * rhs.pixelWidth + x] {
          return false
        }
      }
    }
    return true
  }

  @Test func randomChangesRedrawOnlyTheDamageExactly() {
    var trees = RandomTrees(seed: 1_313)
    var partial = 0
    for index in 0..<300 {
      let scale: Double = index % 4 == 0 ? 2 : 1
      let renderer = Renderer(scale: scale)
      var snapshot = trees.snapshot()
      var previous = renderer.render(snapshot, size: trees.size, background: .white)
      for _ in 0..<3 {
        snapshot = RenderSnapshot(root: trees.mutate(snapshot.root), time: 0, hasChanges: true)
        let frame = renderer.render(snapshot, size: trees.size, background: .white)
        let full = Renderer(scale: scale).render(snapshot, size: trees.size, background: .white)
        guard let damage = renderer.lastDamage else {
          Issue.record("Tree \(index): no damage reported")
          return
        }
        let matches = frame == full
        #expect(matches, "Tree \(index): the damaged redraw differs from a full redraw")
        let kept = sameOutside(damage, full, previous)
        #expect(kept, "Tree \(index): pixels outside the damage \(damage) changed")
        if damage.width * damage.height < Double(frame.pixelWidth * frame.pixelHeight) {
          partial += 1
        }
        previous = frame
      }
    }
    // Most changes damage part of the frame only.
    #expect(partial > 300)
  }

  @Test func oneSmallLayerMovingDamagesItsOldAndNewPlace() {
    let size = Size(width: 400, height: 300)
    let background = Fixture.layer(frame: Rect(x: 0, y: 0, width: 400, height: 300), id: 2) {
      $0.backgroundColor = .lightGray
    }
    func frame(x: Double) -> RenderSnapshot {
      let box = Fixture.layer(frame: Rect(x: x, y: 100, width: 10, height: 10), id: 3) {
        $0.backgroundColor = .red
      }
      return Fixture.snapshot(size: size, [background, box])
    }
    let renderer = Renderer()
    _ = renderer.render(frame(x: 50), size: size)
    #expect(renderer.lastDamage == Rect(x: 0, y: 0, width: 400, height: 300))
    let moved = renderer.render(frame(x: 53.5), size: size)
    // Old place 50...60, new place 53.5...63.5, a pixel of margin each side.
    #expect(renderer.lastDamage == Rect(x: 49, y: 99, width: 16, height: 12))
    #expect(renderer.compositeCounts.boxFills == 1)
    #expect(moved == Renderer().render(frame(x: 53.5), size: size))
  }

  @Test func anUnchangedFrameHasNoDamage() {
    let size = Size(width: 40, height: 40)
    let renderer = Renderer()
    let layers = [
      Fixture.layer(frame: Rect(x: 1, y: 2, width: 20, height: 20), id: 5) {
        $0.backgroundColor = .blue
      }
    ]
    let first = renderer.render(Fixture.snapshot(size: size, layers), size: size)
    // A new root object holding the same layers.
    let second = renderer.render(Fixture.snapshot(size: size, layers), size: size)
    #expect(renderer.lastDamage == .zero)
    #expect(first == second)
    // The same root again.
    let snapshot = Fixture.snapshot(size: size, layers)
    _ = renderer.render(snapshot, size: size)
    _ = renderer.render(snapshot, size: size)
    #expect(renderer.lastDamage == .zero)
    // A new background redraws everything.
    _ = renderer.render(snapshot, size: size, background: .black)
    #expect(renderer.lastDamage == Rect(x: 0, y: 0, width: 40, height: 40))
  }

  @Test func withoutTheCompositorTheWholeFrameIsDamaged() {
    let size = Size(width: 20, height: 20)
    let renderer = Renderer()
    renderer.usesCompositor = false
    _ = renderer.render(Fixture.snapshot(size: size, []), size: size)
    _ = renderer.render(Fixture.snapshot(size: size, []), size: size)
    #expect(renderer.lastDamage == nil)
  }
}
