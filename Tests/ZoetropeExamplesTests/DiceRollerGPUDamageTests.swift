import Testing
import Zoetrope
import ZoetropeGPU
import ZoetropeGraphics

@testable import DiceRoller

#if canImport(Glibc)
import Glibc
#endif

/// DiceRoller rolling, drawn by the GPU compositor as a live window draws
/// it (headless OpenGL: SDL's offscreen driver, Mesa's llvmpipe here):
/// while only the die changes, a frame redraws and presents only the
/// die, and every frame equals the CPU compositor's.
@MainActor
@Suite(.serialized) struct DiceRollerGPUDamageTests {
  /// The GPU renderer on the offscreen context, or nil (with an issue
  /// unless `ZOETROPE_SKIP_GPU_TESTS` is set) when there is no OpenGL.
  static func gpu() -> (GPURenderer, OffscreenGLContext)? {
    do {
      let context = try OffscreenGLContext.shared()
      return (try GPURenderer(loader: context.loader), context)
    } catch {
      if getenv("ZOETROPE_SKIP_GPU_TESTS") == nil {
        Issue.record("no OpenGL context for the GPU test: \(error)")
      }
      return nil
    }
  }

  /// The largest channel difference of each pixel, averaged, and the
  /// pixels more than 3 apart: how far a GPU frame is from the CPU's.
  static func difference(_ a: Image, _ b: Image) -> (mean: Double, over3: Int) {
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return (255, .max) }
    var total = 0
    var over3 = 0
    for (p, q) in zip(a.pixels, b.pixels) where p != q {
      var largest = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        largest = max(
          largest, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
      }
      total += largest
      if largest > 3 { over3 += 1 }
    }
    return (Double(total) / Double(a.pixels.count), over3)
  }

  /// While the die rolls, only the die is redrawn and presented.
  ///
  /// The die's flipbook changes its face 12 times a second; the buttons'
  /// fades after Roll are over by a second in. Each frame of the next second is
  /// drawn into a canvas that keeps the last frame (as the window's back
  /// buffer, whose damage it presents) and into a chain of two canvases
  /// (a swapped window two frames old): every frame that changes redraws
  /// only inside the die, the others nothing, and every frame equals the
  /// CPU's.
  @Test func aRollRedrawsAndPresentsOnlyTheDie() throws {
    guard let (gpu, context) = Self.gpu() else { return }
    // The swap chain's frames are another window's: a renderer of their own.
    let chain = try GPURenderer(loader: context.loader)
    defer {
      gpu.release()
      chain.release()
      context.release()
    }
    let host = HeadlessHost(app: DiceRollerApp(), seed: 5)
    let dice = host.root(DiceRollerViewController.self)
    host.tap("Roll", at: 0.1)
    host.advance(to: 1)
    let die = dice.rollDiceImageView.convert(dice.rollDiceImageView.bounds, to: nil)
    #expect(die == Rect(x: 110, y: 190, width: 100, height: 100))
    let snapshot = try #require(host.latestSnapshot)
    _ = try gpu.renderCanvas(
      snapshot, size: host.size, background: host.background, incremental: false)
    let whole = Int(host.size.width * host.size.height)
    var changed = 0
    var swapChainDrawn = 0
    var chainDraws = 0
    for frame in 1...60 {
      host.advance(to: 1 + Double(frame) / 60)
      let snapshot = try #require(host.latestSnapshot)
      let drawn = try gpu.renderCanvas(
        snapshot, size: host.size, background: host.background, incremental: true)
      let damage = try #require(gpu.lastDamage, "frame \(frame) was drawn whole")
      let pixels = gpu.pixelsDrawnInLastFrame
      if damage.isEmpty {
        #expect(pixels == 0)
      } else {
        changed += 1
        #expect(damage.allSatisfy { die.contains($0) }, "frame \(frame): damage \(damage)")
        #expect(pixels > 0 && pixels <= 100 * 100, "frame \(frame) drew \(pixels) pixels")
      }
      let cpu = host.screenshot()
      let difference = Self.difference(drawn, cpu)
      #expect(difference.mean < 1.5, "frame \(frame): \(difference)")
      #expect(difference.over3 < whole / 50, "frame \(frame): \(difference)")
      // The same frame into a swap chain of two canvases, each two frames
      // old once both were drawn (a frame that changes nothing is neither
      // drawn nor swapped): the damage of two frames, still inside the die.
      let age = chainDraws < 2 ? 0 : 2
      let chained = try chain.renderCanvas(
        snapshot, size: host.size, background: host.background, bufferAge: age,
        slot: chainDraws % 2 + 1)
      guard chain.lastDamage != [] else { continue }
      chainDraws += 1
      if age == 2, let damage = chain.lastDamage {
        swapChainDrawn += chain.pixelsDrawnInLastFrame
        #expect(damage.allSatisfy { die.contains($0) }, "frame \(frame), chain: \(damage)")
      }
      let chainDifference = Self.difference(chained, cpu)
      #expect(chainDifference.mean < 1.5, "frame \(frame), chain: \(chainDifference)")
    }
    // 12 faces a second, each shown in about 5 frames.
    #expect((10...14).contains(changed), "\(changed) frames changed")
    #expect(swapChainDrawn <= 2 * changed * 100 * 100)
  }
}
