import Testing
import ZoetropeAnimation
import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The GPU compositor's incremental frames: drawn into a canvas that keeps
/// the last frame, only the damage redrawn, they equal whole frames.
@MainActor
@Suite(.serialized) struct GPUDamageTests {
  /// The largest channel difference of any pixel outside `damage`
  /// between two frames of the same size.
  static func largestDifferenceOutside(_ damage: [Rect], _ a: Image, _ b: Image) -> Int {
    var largest = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth {
        let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        guard !damage.contains(where: { $0.contains(point) }) else { continue }
        let index = y * a.pixelWidth + x
        let p = a.pixels[index]
        let q = b.pixels[index]
        guard p != q else { continue }
        for shift in stride(from: 0, to: 32, by: 8) {
          let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
          largest = max(largest, d)
        }
      }
    }
    return largest
  }

  /// 80 random trees, each drawn and then changed four times (layers
  /// moved, turned, faded, recoloured, hidden, added, removed, reordered,
  /// given new content), at 1x and 2x: every incremental frame equals
  /// the same frame drawn whole byte for byte, pixels outside the
  /// reported damage equal the previous frame's, and most frames redraw
  /// only part. (Before groups were damaged whole, 1 frame in 320 was
  /// up to 3 levels off outside the damage; 2,400 frames of 600 trees
  /// were all exact once they were.)
  @Test func incrementalFramesEqualWholeFrames() throws {
    var trees = RandomTrees(seed: 41)
    var frames = 0
    var partial = 0
    var identical = 0
    var worst = GPUFixture.Difference()
    for index in 0..<80 {
      let scale: Double = index % 3 == 0 ? 2 : 1
      guard let gpu = GPUFixture.renderer(scale: scale) else { return }
      defer { GPUFixture.release() }
      var snapshot = trees.snapshot()
      // The shared renderer drew another test's frames before: start whole.
      var previous = try gpu.renderCanvas(
        snapshot, size: trees.size, background: .white, incremental: false)
      #expect(gpu.lastDamage == nil, "tree \(index): the first frame is whole")
      for step in 0..<4 {
        snapshot = RenderSnapshot(root: trees.mutate(snapshot.root), time: 0, hasChanges: true)
        let frame = try gpu.renderCanvas(
          snapshot, size: trees.size, background: .white, incremental: true)
        let damage = gpu.lastDamage
        let whole = try gpu.renderImage(snapshot, size: trees.size, background: .white)
        let difference = GPUFixture.difference(frame, whole)
        frames += 1
        if difference.maximum == 0 { identical += 1 }
        if difference.mean > worst.mean { worst = difference }
        // The same paints with the same vertices: the same bytes (a
        // missed damage would leave old pixels, often within the GPU's
        // tolerance against the CPU, so none is allowed here).
        #expect(
          difference.maximum == 0,
          "tree \(index), step \(step), damage \(String(describing: damage)): \(difference)")
        if difference.maximum > 0 {
          GPUFixture.write(frame, named: "damage-incremental")
          GPUFixture.write(whole, named: "damage-whole")
        }
        defer { previous = frame }
        guard let damage else {
          Issue.record("tree \(index), step \(step): a change of the tree redrew the whole frame")
          continue
        }
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        if area < Double(frame.pixelWidth * frame.pixelHeight) { partial += 1 }
        #expect(
          Self.largestDifferenceOutside(damage, frame, previous) == 0,
          "tree \(index), step \(step): pixels outside the damage \(damage) changed")
      }
    }
    print(
      "GPU incremental frames: \(identical) of \(frames) identical to whole frames, "
        + "\(partial) partial; worst \(worst)")
    #expect(partial > frames / 2)
  }

  /// A box that moves, for the edge cases.
  static func scene(box: Rect, extra: RenderLayer? = nil, rootID: UInt64 = 7) -> RenderSnapshot {
    let moving = Fixture.layer(frame: box, id: 8) {
      $0.backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.2)
      $0.cornerRadius = 6
    }
    let still = Fixture.layer(frame: Rect(x: 10, y: 10, width: 50, height: 30), id: 9) {
      $0.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.9)
    }
    let sublayers = [still, moving] + (extra.map { [$0] } ?? [])
    return RenderSnapshot(
      root: Fixture.layer(
        frame: Rect(x: 0, y: 0, width: 160, height: 120), sublayers: sublayers, id: rootID),
      time: 0, hasChanges: true)
  }

  /// The same snapshot again, and a change wholly outside the frame,
  /// redraw nothing; the canvas keeps the frame.
  @Test func nothingChangedOrChangesOutsideTheFrameRedrawNothing() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let size = Size(width: 160, height: 120)
    let first = Self.scene(box: Rect(x: 200, y: 20, width: 30, height: 30))
    let drawn = try gpu.renderCanvas(first, size: size, background: .white, incremental: false)
    #expect(gpu.lastDamage == nil)
    let again = try gpu.renderCanvas(first, size: size, background: .white, incremental: true)
    #expect(gpu.lastDamage == [])
    #expect(again == drawn)
    // The box moves, but stays outside the frame.
    let outside = Self.scene(box: Rect(x: 300, y: 200, width: 30, height: 30))
    let moved = try gpu.renderCanvas(outside, size: size, background: .white, incremental: true)
    #expect(gpu.lastDamage == [])
    #expect(moved == drawn)
    // It comes in: only its box is redrawn.
    let inside = Self.scene(box: Rect(x: 100, y: 60, width: 30, height: 30))
    let shown = try gpu.renderCanvas(inside, size: size, background: .white, incremental: true)
    let damage = try #require(gpu.lastDamage)
    #expect(damage.count == 1)
    #expect(damage.allSatisfy { $0.width <= 32 && $0.height <= 32 && $0.minX >= 98 })
    let whole = try gpu.renderImage(inside, size: size, background: .white)
    #expect(GPUFixture.difference(shown, whole).maximum <= GPUFixture.interiorTolerance)
  }

  /// A layer removed is redrawn away; a resize, a new background or a
  /// new scale draw the next frame whole, as does a frame drawn without
  /// `incremental` (which the next incremental frame then builds on).
  @Test func removalsAndResizes() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let size = Size(width: 160, height: 120)
    let extra = Fixture.layer(frame: Rect(x: 70, y: 70, width: 40, height: 40), id: 10) {
      $0.backgroundColor = .black
      $0.opacity = 0.6
    }
    let box = Rect(x: 20, y: 60, width: 30, height: 30)
    _ = try gpu.renderCanvas(
      Self.scene(box: box, extra: extra), size: size, background: .white, incremental: false)
    let removed = Self.scene(box: box)
    let frame = try gpu.renderCanvas(removed, size: size, background: .white, incremental: true)
    let damage = try #require(gpu.lastDamage)
    #expect(damage.allSatisfy { $0.minX >= 68 && $0.minY >= 68 && $0.maxX <= 112 })
    let whole = try gpu.renderImage(removed, size: size, background: .white)
    #expect(GPUFixture.difference(frame, whole).maximum <= GPUFixture.interiorTolerance)

    // A bigger frame: a new canvas, drawn whole.
    let bigger = Size(width: 200, height: 150)
    let resized = try gpu.renderCanvas(removed, size: bigger, background: .white, incremental: true)
    #expect(gpu.lastDamage == nil)
    #expect(resized.pixelWidth == 200)
    let wholeBigger = try gpu.renderImage(removed, size: bigger, background: .white)
    #expect(GPUFixture.difference(resized, wholeBigger).maximum <= GPUFixture.interiorTolerance)
    // Another background: whole.
    _ = try gpu.renderCanvas(removed, size: bigger, background: .black, incremental: true)
    #expect(gpu.lastDamage == nil)
    // Not incremental: whole; the next incremental frame knows it.
    _ = try gpu.renderCanvas(removed, size: bigger, background: .black, incremental: false)
    #expect(gpu.lastDamage == nil)
    _ = try gpu.renderCanvas(removed, size: bigger, background: .black, incremental: true)
    #expect(gpu.lastDamage == [])
    // Another scale: whole.
    gpu.scale = 2
    let sharp = try gpu.renderCanvas(removed, size: bigger, background: .black, incremental: true)
    #expect(gpu.lastDamage == nil)
    #expect(sharp.pixelWidth == 400)
  }

  /// The tests' context is EGL's (SDL's offscreen driver): no GLX context
  /// is current, so a window there would swap whole frames rather than
  /// call a GLX function it does not have.
  @Test func noSubBufferPresentWithoutGLX() {
    guard GPUFixture.renderer() != nil else { return }
    defer { GPUFixture.release() }
    #expect(!SubBufferPresent.load())
  }
}
