import Testing
import ZoetropeAnimation
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Opaque fills on whole pixels are clears, and a clear that covers the
/// one before it, with nothing drawn between, replaces it: the frame's
/// background under an opaque root, a root under an opaque screen.
@MainActor
@Suite(.serialized) struct GPUClearTests {
  let size = Size(width: 64, height: 48)

  /// An opaque screen covering the root, a card on it, and, when
  /// `between`, a translucent card drawn between the root and the screen.
  func screen(between: Bool) -> RenderSnapshot {
    let card = Fixture.layer(frame: Rect(x: 10, y: 8, width: 20, height: 14)) {
      $0.backgroundColor = .systemBlue
    }
    let screen = Fixture.layer(
      frame: Rect(x: 0, y: 0, width: 64, height: 48), sublayers: [card]
    ) {
      $0.backgroundColor = .white
    }
    let under = Fixture.layer(frame: Rect(x: 4, y: 4, width: 30, height: 30)) {
      $0.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
      $0.cornerRadius = 4
    }
    return Fixture.snapshot(size: size, between ? [under, screen] : [screen])
  }

  @Test func coveredClearsAreLeftOut() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    for between in [false, true] {
      let (difference, _) = try GPUFixture.compareWithCPU(
        gpu, screen(between: between), size: size, name: "clears-\(between)")
      #expect(difference.maximum == 0, "\(difference)")
      // The background, the root's and the screen's fills, the card's:
      // only the screen's and the card's are done, or, with a paint
      // between, the root's too.
      #expect(gpu.clearsInLastFrame == (between ? 3 : 2), "paint between: \(between)")
    }
  }
}
