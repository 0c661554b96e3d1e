import Testing
import ZoetropeAnimation
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Masked corners (`maskedCorners`) drawn natively by the GPU compositor:
/// backgrounds, borders, clips and clipped shadows with some corners
/// square, against the CPU renderer, with no subtree drawn on the CPU;
/// continuous corners still go to the CPU, rasterized only when they change.
@MainActor
@Suite(.serialized) struct GPUCornerTests {
  let size = Size(width: 160, height: 120)

  /// Cards with each kind of corner set: background, border, a clipped
  /// sublayer and a shadow.
  func cards(curve: CornerCurve = .circular) -> [RenderLayer] {
    let masks: [CornerMask] = [
      [.minXMinY, .maxXMinY], [.maxXMaxY], [.minXMinY, .maxXMaxY], [], .all,
      [.minXMaxY, .maxXMaxY, .maxXMinY],
    ]
    return masks.enumerated().map { index, mask in
      let x = Double(index % 3) * 52 + 4.5
      let y = Double(index / 3) * 58 + 6
      let inner = Fixture.layer(frame: Rect(x: -6, y: 20, width: 40, height: 40)) {
        $0.backgroundColor = .systemBlue
      }
      return Fixture.layer(frame: Rect(x: x, y: y, width: 44, height: 48), sublayers: [inner]) {
        $0.backgroundColor = Color(red: 0.95, green: 0.6, blue: 0.2)
        $0.cornerRadius = 14
        $0.maskedCorners = mask
        $0.cornerCurve = curve
        $0.borderWidth = 3
        $0.borderColor = .black
        $0.masksToBounds = index % 2 == 0
        $0.shadowOpacity = 0.5
        $0.shadowRadius = 3
      }
    }
  }

  @Test(arguments: [1.0, 2.0]) func maskedCornersMatchTheCPUWithoutACPUSubtree(scale: Double) throws
  {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    let (difference, _) = try GPUFixture.compareWithCPU(
      gpu, Fixture.snapshot(size: size, cards()), size: size, name: "corners")
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    // Twelve bordered rounded outlines in a small frame: more edge pixels
    // (covered by distance on the GPU, by area on the CPU) than a card's,
    // so a higher mean (0.53 at 1x); a corner drawn round instead of
    // square differs by a whole level over several pixels.
    #expect(difference.mean < 1, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
  }

  /// A square corner of a masked set is square on the GPU too: the pixel
  /// just inside it is the background, not the white behind a rounded
  /// corner.
  @Test func aSquareCornerIsFilled() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let card = Fixture.layer(frame: Rect(x: 10, y: 10, width: 60, height: 40)) {
      $0.backgroundColor = .black
      $0.cornerRadius = 16
      $0.maskedCorners = [.minXMaxY, .maxXMaxY]
    }
    let frame = try gpu.renderImage(
      Fixture.snapshot(size: size, [card]), size: size, background: .white)
    // Top corners square (dark), bottom corners round (white).
    #expect(frame.color(at: Point(x: 10.5, y: 10.5)).red < 0.1)
    #expect(frame.color(at: Point(x: 69.5, y: 10.5)).red < 0.1)
    #expect(frame.color(at: Point(x: 10.5, y: 49.5)).red > 0.9)
    #expect(frame.color(at: Point(x: 69.5, y: 49.5)).red > 0.9)
  }

  @Test func continuousCornersStillDrawOnTheCPU() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let snapshot = Fixture.snapshot(size: size, Array(cards(curve: .continuous).prefix(2)))
    let frame = try gpu.renderImage(snapshot, size: size, background: .white)
    let expected = Renderer().render(snapshot, size: size, background: .white)
    #expect(gpu.cpuSubtreesInLastFrame == 2)
    #expect(GPUFixture.difference(frame, expected).mean < 0.5)
  }

  /// A subtree drawn on the CPU is rasterized once and kept while it and
  /// its place stay the same, however often the frame around it changes;
  /// a change inside it or a move draws it again.
  @Test func aCPUSubtreeIsRasterizedOnlyWhenItChanges() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    var cards = Array(cards(curve: .continuous).prefix(2))
    let cpu = Renderer()
    func frame(_ step: Int) throws -> Double {
      let mover = Fixture.layer(frame: Rect(x: 4 + Double(step) * 7, y: 100, width: 12, height: 12))
      {
        $0.backgroundColor = .systemGreen
      }
      let snapshot = Fixture.snapshot(size: size, cards + [mover])
      let image = try gpu.renderImage(snapshot, size: size, background: .white)
      #expect(gpu.cpuSubtreesInLastFrame == 2)
      return GPUFixture.difference(image, cpu.render(snapshot, size: size, background: .white))
        .mean
    }
    let before = gpu.cpuSubtreeDrawCount
    for step in 0..<4 {
      #expect(try frame(step) < 0.5)
    }
    #expect(gpu.cpuSubtreeDrawCount - before == 2, "drawn in the first frame only")
    // A change inside the first card: only it is drawn again.
    let changed = [
      Fixture.layer(frame: Rect(x: -6, y: 20, width: 40, height: 40)) {
        $0.backgroundColor = .systemRed
      }
    ]
    cards[0] = RenderLayer(
      layerID: cards[0].layerID, properties: cards[0].properties, sublayers: changed,
      changeCount: cards[0].changeCount + 1)
    #expect(try frame(4) < 0.5)
    #expect(gpu.cpuSubtreeDrawCount - before == 3)
    // The second card moved: drawn again at its new place.
    var moved = cards[1].properties
    moved.position.x += 3
    cards[1] = RenderLayer(
      layerID: cards[1].layerID, properties: moved, sublayers: cards[1].sublayers,
      changeCount: cards[1].changeCount + 1)
    #expect(try frame(5) < 0.5)
    #expect(gpu.cpuSubtreeDrawCount - before == 4)
  }
}
