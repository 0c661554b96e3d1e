import Testing
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Backing stores too large to keep whole (over 16 M pixels) drawn by the
/// GPU compositor as the tiles of them in view, each rasterized once,
/// against the CPU's vectors: no subtree drawn on the CPU, no seam where
/// tiles meet, and scrolling rasterizes only the tiles that come into view.
@MainActor
@Suite(.serialized) struct GPUStoreTileTests {
  let size = Size(width: 160, height: 120)

  /// A layer of 6,000 × 4,000 points (24 M pixels) drawing a translucent
  /// fill over all of it, stripes, a circle and a line of text, at
  /// `offset` and with `transform`.
  func huge(offset: Point, transform: Transform = .identity, alpha: Double = 0.6) -> RenderLayer {
    var drawing: [DrawingCommand] = [
      .setFillColor(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: alpha)),
      .fill(Path(rect: Rect(x: 0, y: 0, width: 6_000, height: 4_000)), rule: .nonZero),
      .setFillColor(Color(red: 0.9, green: 0.3, blue: 0.1)),
    ]
    for index in 0..<40 {
      drawing.append(
        .fill(
          Path(rect: Rect(x: Double(index) * 150 + 20, y: 0, width: 30, height: 4_000)),
          rule: .nonZero))
    }
    drawing.append(
      .fill(Path(ellipseIn: Rect(x: 480, y: 470, width: 90, height: 90)), rule: .nonZero))
    return Fixture.layer(
      frame: Rect(x: offset.x, y: offset.y, width: 6_000, height: 4_000),
      content: RenderContent(drawing: drawing), id: 77
    ) {
      $0.transform = transform
    }
  }

  @Test(arguments: [1.0, 2.0]) func tilesOnWholePixelsMatchTheCPU(scale: Double) throws {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return }
    defer { GPUFixture.release() }
    // A tile edge (512 store pixels) falls inside the frame.
    let layer = huge(offset: Point(x: -440, y: -470))
    let (difference, _) = try GPUFixture.compareWithCPU(
      gpu, Fixture.snapshot(size: size, [layer]), size: size, name: "store-tiles")
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    #expect(difference.mean < 0.5, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
  }

  /// Turned and shrunk, the tiles meet inside the frame at angles; their
  /// translucent fill is the same everywhere away from the stripes' and
  /// circle's edges: no seam (a darker or lighter line) and no tile drawn
  /// twice where they meet.
  @Test func turnedTilesShowNoSeam() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let turned = Transform(scaleX: 0.23, y: 0.23).rotatedBy(0.35)
    let layer = huge(offset: Point(x: -2_900, y: -1_900), transform: turned)
    let (difference, _) = try GPUFixture.compareWithCPU(
      gpu, Fixture.snapshot(size: size, [layer]), size: size, name: "store-tiles-turned")
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
    // The stripes' 80 edges: the tiles are the store's pixels shrunk
    // bilinearly, the CPU draws vectors at the frame's pixels.
    #expect(difference.mean < 3, "\(difference)")
    // The translucent fill alone covers the frame: every pixel within
    // the interior tolerance of the CPU's, seams included.
    let fillOnly = RenderLayer(
      layerID: layer.layerID, properties: layer.properties,
      content: RenderContent(drawing: [
        .setFillColor(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6)),
        .fill(Path(rect: Rect(x: 0, y: 0, width: 6_000, height: 4_000)), rule: .nonZero),
      ]), sublayers: [], changeCount: layer.changeCount + 1)
    let (flat, _) = try GPUFixture.compareWithCPU(
      gpu, Fixture.snapshot(size: size, [fillOnly]), size: size, name: "store-tiles-flat")
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    #expect(flat.overInteriorTolerance == 0, "\(flat)")
  }

  /// Scrolling by whole pixels rasterizes only the tiles that come into
  /// view; the frame stays the CPU's.
  @Test func scrollingRasterizesOnlyNewTiles() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let cpu = Renderer()
    var drawn: [Int] = []
    for step in 0..<6 {
      let snapshot = Fixture.snapshot(
        size: size, [huge(offset: Point(x: -300 - Double(step) * 120, y: -420))])
      let before = gpu.storeTileDrawCount
      let image = try gpu.renderImage(snapshot, size: size, background: .white)
      drawn.append(gpu.storeTileDrawCount - before)
      #expect(gpu.cpuSubtreesInLastFrame == 0)
      let difference = GPUFixture.difference(
        image, cpu.render(snapshot, size: size, background: .white))
      #expect(difference.mean < 0.5, "\(difference)")
    }
    // Column 0 (rows 0 and 1: y from 419 to 541 store pixels, with a
    // pixel of margin) first; column 1 comes into view at step 1 (x to
    // 581), column 2 at step 5 (x to 1,061); column 0, out of view from
    // step 2, is dropped.
    #expect(drawn == [2, 2, 0, 0, 0, 2], "\(drawn)")
  }

  /// A store shrunk so far that more than 64 tiles would be in view at
  /// its scale is tiled at half its scale, or a quarter, and so on, until
  /// they are not: still no subtree on the CPU.
  @Test func aStoreShrunkFarIsTiledAtALowerScale() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let shrunk = huge(
      offset: Point(x: -2_900, y: -1_900), transform: Transform(scaleX: 0.02, y: 0.02))
    let (difference, _) = try GPUFixture.compareWithCPU(
      gpu, Fixture.snapshot(size: size, [shrunk]), size: size, name: "store-tiles-shrunk")
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
    // Stripes 0.6 pixels wide: the CPU covers them by area, the GPU
    // samples a store 1 to 2 times finer than the frame bilinearly.
    #expect(difference.mean < 6, "\(difference)")
  }

  /// The layout of tiles: which are in view, and nil past the budget or
  /// for a map without an inverse.
  @Test func layout() {
    let rect = Rect(x: 0, y: 0, width: 6_000, height: 4_000)
    let frame = PixelBox(width: 160, height: 120)
    let tiles = StoreTiles.layout(
      contentRect: rect, scale: 1, transform: Transform(translationX: -600, y: -10), limit: frame)
    #expect(tiles?.columns == 1..<2)
    #expect(tiles?.rows == 0..<1)
    #expect(
      tiles?.pixels(column: 11, row: 7) == PlanBox(x: 5_632, y: 3_584, width: 368, height: 416))
    // Shrunk a hundredfold: at 1/64 of its scale (the last halving still
    // at least as fine as the frame's 1/100), 1 tile of 94 × 63 pixels.
    let shrunk = StoreTiles.layout(
      contentRect: rect, scale: 1, transform: Transform(scaleX: 0.01, y: 0.01), limit: frame)
    #expect(shrunk?.scale == 1.0 / 64)
    #expect(shrunk?.columns == 0..<1)
    #expect(shrunk?.rows == 0..<1)
    // Shrunk to 0.6 it stays at scale 1.
    #expect(
      StoreTiles.layout(
        contentRect: rect, scale: 1, transform: Transform(scaleX: 0.6, y: 0.6), limit: frame)?
        .scale == 1)
    #expect(
      StoreTiles.layout(
        contentRect: Rect(x: 0, y: 0, width: 2e9, height: 10), scale: 1, transform: .identity,
        limit: frame) == nil)
    #expect(
      StoreTiles.layout(
        contentRect: rect, scale: 1, transform: Transform(scaleX: 0, y: 1), limit: frame) == nil)
  }

  /// A bitmap over the driver's texture size (here a backing store of
  /// 600 × 400 pixels with the side set to 160) is drawn in pieces: on
  /// whole pixels the same bytes as one texture; turned and shrunk,
  /// within the interior tolerance of one texture, with no seam (the
  /// layer covers the frame, so every pixel is inside it).
  @Test func aBitmapOverTheTextureSizeIsDrawnInPieces() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let side = gpu.maximumTextureSide
    defer { gpu.maximumTextureSide = side }
    let drawing: [DrawingCommand] = [
      .setFillColor(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6)),
      .fill(Path(rect: Rect(x: 0, y: 0, width: 600, height: 400)), rule: .nonZero),
      .setFillColor(Color(red: 0.9, green: 0.3, blue: 0.1)),
      .fill(Path(ellipseIn: Rect(x: 250, y: 170, width: 100, height: 60)), rule: .nonZero),
    ]
    for (name, transform, origin) in [
      ("whole", Transform.identity, Point(x: -230, y: -150)),
      ("turned", Transform(scaleX: 0.5, y: 0.5).rotatedBy(0.3), Point(x: -220, y: -140)),
    ] {
      let layer = Fixture.layer(
        frame: Rect(x: origin.x, y: origin.y, width: 600, height: 400),
        content: RenderContent(drawing: drawing)
      ) { $0.transform = transform }
      let snapshot = Fixture.snapshot(size: size, [layer])
      gpu.maximumTextureSide = side
      let whole = try gpu.renderImage(snapshot, size: size, background: .white)
      gpu.maximumTextureSide = 160
      let pieces = try gpu.renderImage(snapshot, size: size, background: .white)
      GPUFixture.write(pieces, named: "pieces-\(name)")
      GPUFixture.write(whole, named: "pieces-\(name)-one")
      let difference = GPUFixture.difference(pieces, whole)
      if transform == .identity {
        #expect(pieces.pixels == whole.pixels, "\(difference)")
      } else {
        #expect(difference.overInteriorTolerance == 0, "\(difference)")
      }
      let cpu = Renderer().render(snapshot, size: size, background: .white)
      #expect(GPUFixture.difference(pieces, cpu).overEdgeTolerance == 0)
    }
  }
}
