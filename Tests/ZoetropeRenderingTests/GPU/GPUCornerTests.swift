import Testing
import ZoetropeAnimation
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Masked corners (`maskedCorners`) drawn natively by the GPU compositor:
/// backgrounds, borders, clips and clipped shadows with some corners
/// square, and continuous corners, against the CPU renderer, with no
/// subtree drawn on the CPU; a subtree that still goes to the CPU (a huge
/// store shrunk far) is rasterized only when it changes.
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

  /// Continuous corners are covered in the GL executor's shader (by
  /// `ContinuousCornerField`): backgrounds, borders, clips and shadows,
  /// straight and turned, match the CPU's Cairo paths, with no subtree on
  /// the CPU.
  @Test(arguments: [(1.0, 0.0), (2.0, 0.0), (1.0, 0.3)])
  func continuousCornersMatchTheCPUWithoutACPUSubtree(scale: Double, angle: Double) throws {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    func turned(_ curve: CornerCurve) -> RenderSnapshot {
      let layers = cards(curve: curve).map { card in
        var properties = card.properties
        properties.transform = Transform(rotationAngle: angle)
        return RenderLayer(
          layerID: card.layerID, properties: properties, sublayers: card.sublayers,
          changeCount: card.changeCount)
      }
      return Fixture.snapshot(size: size, layers)
    }
    let (difference, _) = try GPUFixture.compareWithCPU(
      gpu, turned(.continuous), size: size, name: "continuous-corners-\(Int(angle * 10))")
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
    // As close to the CPU as the same cards with circular corners (whose
    // edges differ the same way: covered by distance here, by area there).
    let (circular, _) = try GPUFixture.compareWithCPU(
      gpu, turned(.circular), size: size, name: "circular-corners-\(Int(angle * 10))")
    #expect(difference.mean < circular.mean * 1.2 + 0.05, "\(difference) against \(circular)")
    #expect(difference.mean < 1.5, "\(difference)")
  }

  /// Where the corners differ, a continuous corner is not a circular one:
  /// the GPU's continuous card matches the CPU's continuous card much
  /// better than the CPU's circular one (the shader really draws the
  /// other curve), and a radius past the limit is clamped as the CPU
  /// clamps it.
  @Test func aContinuousCornerIsNotACircularOne() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    func card(_ curve: CornerCurve) -> RenderSnapshot {
      Fixture.snapshot(
        size: size,
        [
          Fixture.layer(frame: Rect(x: 10, y: 10, width: 140, height: 100)) {
            $0.backgroundColor = .black
            $0.cornerRadius = 45
            $0.cornerCurve = curve
          }
        ])
    }
    let frame = try gpu.renderImage(card(.continuous), size: size, background: .white)
    let continuous = Renderer().render(card(.continuous), size: size, background: .white)
    let circular = Renderer().render(card(.circular), size: size, background: .white)
    let same = GPUFixture.difference(frame, continuous)
    let other = GPUFixture.difference(frame, circular)
    #expect(same.overEdgeTolerance == 0, "\(same)")
    #expect(same.mean * 4 < other.mean, "\(same) against \(other)")
  }

  /// A subtree drawn on the CPU is rasterized once and kept while it and
  /// its place stay the same, however often the frame around it changes;
  /// a change inside it or a move draws it again.
  @Test func aCPUSubtreeIsRasterizedOnlyWhenItChanges() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    var cards = hugeShrunkCards()
    let cpu = Renderer()
    func frame(_ step: Int) throws -> Double {
      let mover = Fixture.layer(frame: Rect(x: 4 + Double(step) * 7, y: 100, width: 12, height: 12))
      {
        $0.backgroundColor = .systemGreen
      }
      let snapshot = Fixture.snapshot(size: size, cards + [mover])
      let image = try gpu.renderImage(snapshot, size: size, background: .white)
      GPUFixture.write(image, named: "cpu-subtree-\(step)")
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
      Fixture.layer(frame: Rect(x: 5, y: 5, width: 20, height: 20)) {
        $0.backgroundColor = .systemRed
      }
    ]
    cards[0] = RenderLayer(
      layerID: cards[0].layerID, properties: cards[0].properties, content: cards[0].content,
      sublayers: changed,
      changeCount: cards[0].changeCount + 1)
    #expect(try frame(4) < 0.5)
    #expect(gpu.cpuSubtreeDrawCount - before == 3)
    // The second card moved: drawn again at its new place.
    var moved = cards[1].properties
    moved.position.x += 3
    cards[1] = RenderLayer(
      layerID: cards[1].layerID, properties: moved, content: cards[1].content,
      sublayers: cards[1].sublayers,
      changeCount: cards[1].changeCount + 1)
    #expect(try frame(5) < 0.5)
    #expect(gpu.cpuSubtreeDrawCount - before == 4)
  }

  /// Two cards whose drawing is a backing store over 2³⁰ pixels wide (a
  /// stray huge bounds), which cannot be tiled, so drawn on the CPU.
  func hugeShrunkCards() -> [RenderLayer] {
    let drawing: [DrawingCommand] = [
      .setFillColor(Color(red: 0.95, green: 0.6, blue: 0.2)),
      .fill(Path(rect: Rect(x: 0, y: 0, width: 60, height: 40)), rule: .nonZero),
    ]
    return (0..<2).map { index in
      let inner = Fixture.layer(frame: Rect(x: 5, y: 5, width: 20, height: 20)) {
        $0.backgroundColor = .systemBlue
      }
      return Fixture.layer(
        frame: Rect(
          x: 10 + Double(index) * 70, y: 20 + Double(index) * 45, width: 1.2e9, height: 40),
        content: RenderContent(drawing: drawing), sublayers: [inner])
    }
  }
}
