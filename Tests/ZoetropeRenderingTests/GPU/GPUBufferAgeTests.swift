import Testing
import ZoetropeAnimation
import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The GPU compositor's frames into back buffers older than one frame (a
/// swap chain, GLX_EXT_buffer_age / EGL_EXT_buffer_age) and through a
/// kept canvas copied to the window: only the damage since the frame a
/// buffer holds is redrawn, and every frame equals a whole one.
@MainActor
@Suite(.serialized) struct GPUBufferAgeTests {
  static func box(_ x: Int, _ width: Int) -> PlanBox {
    PlanBox(x: x, y: 0, width: width, height: 1)
  }

  /// The history gives a buffer of age n the new damage and that of the
  /// n − 1 frames before; a whole frame among them, age 0, or an age
  /// beyond what it keeps give a whole frame.
  @Test func theHistoryAccumulatesOverTheBuffersAge() {
    var history = DamageHistory()
    let new = [Self.box(0, 1)]
    #expect(history.boxes(for: new, age: 1) == new)
    #expect(history.boxes(for: new, age: 2) == nil, "no frame known before")
    #expect(history.boxes(for: new, age: 0) == nil)
    #expect(history.boxes(for: nil, age: 1) == nil)
    history.record(nil)
    history.record([Self.box(10, 2)])
    history.record([Self.box(20, 3)])
    #expect(history.boxes(for: new, age: 2) == new + [Self.box(20, 3)])
    #expect(history.boxes(for: new, age: 3) == new + [Self.box(20, 3), Self.box(10, 2)])
    #expect(history.boxes(for: new, age: 4) == nil, "the whole frame four frames ago")
    for index in 0..<DamageHistory.depth { history.record([Self.box(30 + index, 1)]) }
    #expect(history.boxes(for: new, age: DamageHistory.depth + 1)?.count == 5)
    #expect(history.boxes(for: new, age: DamageHistory.depth + 2) == nil)
    history.reset()
    #expect(history.boxes(for: new, age: 2) == nil)
  }

  /// A window's swap chain, simulated with canvases: each frame that is
  /// drawn goes into the next buffer in turn (a frame that changes
  /// nothing is not drawn, so not swapped), and a buffer's age is the
  /// frames drawn since it was last drawn into (0 before its first).
  struct SwapChain {
    let buffers: Int
    /// The first canvas slot of the chain.
    var firstSlot = 0
    private var draws = 0
    private var lastDrawn: [Int: Int] = [:]

    init(buffers: Int, firstSlot: Int = 0) {
      self.buffers = buffers
      self.firstSlot = firstSlot
    }

    /// The canvas the next frame is drawn into.
    var slot: Int { firstSlot + draws % buffers }
    /// Its age.
    var age: Int { lastDrawn[slot].map { draws - $0 } ?? 0 }

    /// Records that a frame was drawn into ``slot`` (and swapped).
    mutating func drew() {
      lastDrawn[slot] = draws
      draws += 1
    }
  }

  /// Random trees changed frame after frame, drawn into a chain of 2 and
  /// of 3 canvases in turn (each buffer as old as the chain is long, as a
  /// window's after its swaps): every frame drawn equals the same frame
  /// drawn whole byte for byte, and most frames' damage (that of the
  /// frames since the buffer's) is only part of the frame.
  @Test(arguments: [2, 3]) func aSwapChainRedrawsOnlyTheDamageSinceItsFrame(buffers: Int) throws {
    var trees = RandomTrees(seed: 1_000 + UInt64(buffers))
    var frames = 0
    var partial = 0
    for index in 0..<24 {
      guard let gpu = GPUFixture.renderer(scale: index % 3 == 0 ? 2 : 1) else { return }
      defer { GPUFixture.release() }
      var snapshot = trees.snapshot()
      let pixels = Renderer.pixelSize(of: trees.size, scale: gpu.scale)
      var chain = SwapChain(buffers: buffers)
      // The chain's buffers start new: another size makes them so.
      for slot in 0..<buffers {
        _ = try gpu.renderCanvas(
          snapshot, size: Size(width: 3, height: 3), background: .white, bufferAge: 0, slot: slot)
      }
      for step in 0..<(buffers + 8) {
        if step > 0 {
          snapshot = RenderSnapshot(root: trees.mutate(snapshot.root), time: 0, hasChanges: true)
        }
        let age = chain.age
        let frame = try gpu.renderCanvas(
          snapshot, size: trees.size, background: .white, bufferAge: age, slot: chain.slot)
        // Nothing changed: nothing drawn, nothing swapped.
        guard gpu.lastDamage != [] else { continue }
        chain.drew()
        let whole = try gpu.renderImage(snapshot, size: trees.size, background: .white)
        let difference = GPUFixture.difference(frame, whole)
        #expect(
          difference.maximum == 0,
          "tree \(index), step \(step), age \(age), damage \(String(describing: gpu.lastDamage)): \(difference)"
        )
        guard age == buffers else { continue }
        frames += 1
        // The damage of the frames since the buffer's, whose bounds are
        // redrawn (whole past 3/4 of the frame, as the executor does).
        let damage = try #require(gpu.lastDamage, "tree \(index), step \(step)")
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        if area < Double(pixels.width * pixels.height) { partial += 1 }
        #expect(gpu.pixelsDrawnInLastFrame <= pixels.width * pixels.height)
      }
    }
    print("GPU swap chain of \(buffers): \(partial) of \(frames) frames redrew only part")
    #expect(frames > 24 * 3)
    // The damage of 2 or 3 random changes together covers more.
    #expect(partial > frames / 3)
  }

  /// Through a kept canvas: each frame redraws only its damage into the
  /// canvas and copies the canvas whole into the target framebuffer,
  /// which then equals a whole frame (the target's own contents do not
  /// matter).
  @Test func aCanvasCopiedToTheWindowRedrawsOnlyTheDamage() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer {
      gpu.drawsThroughCanvas = false
      GPUFixture.release()
    }
    let size = Size(width: 160, height: 120)
    gpu.drawsThroughCanvas = true
    let first = GPUDamageTests.scene(box: Rect(x: 20, y: 20, width: 30, height: 30))
    // The target is a test canvas drawn as if its contents were undefined.
    var frame = try gpu.renderCanvas(first, size: size, background: .white, bufferAge: 0, slot: 1)
    #expect(gpu.lastDamage == nil)
    #expect(gpu.pixelsDrawnInLastFrame == 160 * 120)
    #expect(
      GPUFixture.difference(frame, try gpu.renderImage(first, size: size, background: .white))
        .maximum == 0)
    let moved = GPUDamageTests.scene(box: Rect(x: 100, y: 60, width: 30, height: 30))
    frame = try gpu.renderCanvas(moved, size: size, background: .white, bufferAge: 0, slot: 1)
    let damage = try #require(gpu.lastDamage)
    #expect(!damage.isEmpty)
    #expect(gpu.pixelsDrawnInLastFrame > 0)
    #expect(gpu.pixelsDrawnInLastFrame < 160 * 120 / 2)
    #expect(
      GPUFixture.difference(frame, try gpu.renderImage(moved, size: size, background: .white))
        .maximum == 0)
    // Nothing changed: nothing drawn.
    _ = try gpu.renderCanvas(moved, size: size, background: .white, bufferAge: 0, slot: 1)
    #expect(gpu.lastDamage == [])
    #expect(gpu.pixelsDrawnInLastFrame == 0)
  }
}
