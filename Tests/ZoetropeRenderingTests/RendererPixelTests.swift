import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Pixel assertions on rendered frames: what each property does, bad
/// input, caching and determinism.
@MainActor
@Suite struct RendererPixelTests {
  let size = Size(width: 40, height: 40)

  func redBox(_ configure: (inout LayerProperties) -> Void = { _ in }) -> RenderLayer {
    Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20)) {
      $0.backgroundColor = .red
      configure(&$0)
    }
  }

  @Test(arguments: [1.0, 2.0]) func redLayerCentreIsRed(scale: Double) {
    let image = Fixture.render([redBox()], size: size, scale: scale)
    #expect(image.pixelWidth == Int(40 * scale))
    #expect(image.scale == scale)
    #expect(image.color(atPoint: 20, 20) == .red)
    #expect(image.color(atPoint: 5, 5) == .white)
    // Edges on whole pixels are sharp: the first and last covered pixels.
    #expect(image.color(atPoint: 10, 10) == .red)
    #expect(image.color(atPoint: 9.9, 20) == .white)
    #expect(image.color(atPoint: 29.9, 20) == .red)
    #expect(image.color(atPoint: 30, 20) == .white)
  }

  @Test func backgroundIsCleared() {
    let renderer = Renderer()
    let image = renderer.render(Fixture.snapshot(size: size, []), size: size)
    #expect(image.pixels.allSatisfy { $0 == 0 })
    let blue = renderer.render(Fixture.snapshot(size: size, []), size: size, background: .blue)
    #expect(blue.pixels.allSatisfy { $0 == Color.blue.argb32Premultiplied })
  }

  @Test func hiddenAndTransparentLayersDrawNothing() {
    let blank = Fixture.render([], size: size)
    #expect(Fixture.render([redBox { $0.isHidden = true }], size: size) == blank)
    #expect(Fixture.render([redBox { $0.opacity = 0 }], size: size) == blank)
    // A hidden parent hides its sublayers.
    let parent = Fixture.layer(
      frame: Rect(x: 0, y: 0, width: 40, height: 40), sublayers: [redBox()]
    ) {
      $0.isHidden = true
    }
    #expect(Fixture.render([parent], size: size) == blank)
  }

  @Test func opacityBlendsWithTheBackground() {
    let image = Fixture.render([redBox { $0.opacity = 0.5 }], size: size)
    #expect(image.color(atPoint: 20, 20).isClose(to: Color(red: 1, green: 0.5, blue: 0.5)))
  }

  @Test func groupOpacityHasNoDarkerOverlap() {
    // A 0.5-opaque parent with an opaque child covering part of it: as a
    // group, the overlap is the child at 50 %, not child over parent.
    let child = Fixture.layer(frame: Rect(x: 0, y: 0, width: 10, height: 20)) {
      $0.backgroundColor = .blue
    }
    let parent = Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20), sublayers: [child])
    {
      $0.backgroundColor = .red
      $0.opacity = 0.5
    }
    let image = Fixture.render([parent], size: size)
    #expect(image.color(atPoint: 25, 20).isClose(to: Color(red: 1, green: 0.5, blue: 0.5)))
    #expect(image.color(atPoint: 15, 20).isClose(to: Color(red: 0.5, green: 0.5, blue: 1)))
  }

  @Test(arguments: [1.0, 2.0]) func buttonTextDoesNotDarkenTheGroup(scale: Double) {
    let button = RendererSnapshotTests().buttonLayer(opacity: 0.5)
    let image = Fixture.render([button], size: Size(width: 100, height: 40), scale: scale)
    // Black text over systemBlue (0, 0.48, 1) at 50 % group opacity on
    // white: text pixels are at most (0.5, 0.5, 0.5) dark. Drawn without a
    // group, the text would halve the half-transparent background under
    // it, reaching (0.25, 0.37, 0.5): the red channel tells them apart
    // (the blue one is 0.5 either way).
    var darkestRed = 1.0
    var sawText = false
    for y in Int(8 * scale)..<Int(32 * scale) {
      for x in Int(8 * scale)..<Int(92 * scale) {
        let color = image.color(atX: x, y: y)
        darkestRed = min(darkestRed, color.red)
        if color.green < 0.55 { sawText = true }
      }
    }
    #expect(sawText)
    #expect(darkestRed >= 0.49)
    #expect(image.color(atPoint: 10, 30).isClose(to: Color(red: 0.5, green: 0.74, blue: 1)))
  }

  @Test func masksToBoundsClipsSublayers() {
    let child = Fixture.layer(frame: Rect(x: -10, y: -10, width: 40, height: 40)) {
      $0.backgroundColor = .blue
    }
    let clipped = Fixture.render(
      [
        Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20), sublayers: [child]) {
          $0.masksToBounds = true
        }
      ], size: size)
    #expect(clipped.color(atPoint: 5, 5) == .white)
    #expect(clipped.color(atPoint: 12, 12) == .blue)
    let rounded = Fixture.render(
      [
        Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20), sublayers: [child]) {
          $0.masksToBounds = true
          $0.cornerRadius = 10
        }
      ], size: size)
    #expect(rounded.color(atPoint: 10.5, 10.5) == .white)
    #expect(rounded.color(atPoint: 20, 20) == .blue)
    let unclipped = Fixture.render(
      [Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20), sublayers: [child])],
      size: size)
    #expect(unclipped.color(atPoint: 5, 5) == .blue)
  }

  @Test func borderIsDrawnInsideAndOverSublayers() {
    let child = Fixture.layer(frame: Rect(x: 0, y: 0, width: 20, height: 20)) {
      $0.backgroundColor = .blue
    }
    let image = Fixture.render(
      [
        Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20), sublayers: [child]) {
          $0.borderWidth = 3
          $0.borderColor = .green
        }
      ], size: size)
    #expect(image.color(atPoint: 9.5, 20) == .white)
    #expect(image.color(atPoint: 11, 20) == .green)
    #expect(image.color(atPoint: 28.5, 20) == .green)
    #expect(image.color(atPoint: 14, 20) == .blue)
  }

  @Test func transformsMatchHitTesting() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    let root = Layer()
    root.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
    root.position = Point(x: 30, y: 30)
    let layer = Layer()
    layer.bounds = Rect(x: 5, y: -3, width: 24, height: 12)
    layer.anchorPoint = Point(x: 0.2, y: 0.7)
    layer.position = Point(x: 28, y: 33)
    layer.transform = Transform(rotationAngle: 0.7).scaledBy(x: 1.3, y: 0.8)
    layer.backgroundColor = .red
    root.addSublayer(layer)
    let tree = LayerTree(rootLayer: root)
    let image = Renderer().render(
      tree.frame(at: 0), size: Size(width: 60, height: 60), background: .white)
    var checked = 0
    for y in stride(from: 0.5, to: 60, by: 1) {
      for x in stride(from: 0.5, to: 60, by: 1) {
        let color = image.color(atX: Int(x), y: Int(y))
        let hit = root.hitTest(Point(x: x, y: y)) === layer
        // Fully covered pixels must be hits and untouched pixels misses;
        // antialiased edge pixels may go either way.
        if color == .red {
          #expect(hit, "pixel (\(x), \(y)) is red but not a hit")
          checked += 1
        } else if color == .white {
          #expect(!hit, "pixel (\(x), \(y)) is white but a hit")
          checked += 1
        }
      }
    }
    #expect(checked > 3_000)
  }

  @Test func nearestAndLinearFilteringDiffer() {
    let checker = Fixture.checker()
    func draw(_ quality: InterpolationQuality) -> Image {
      ImageRenderer(size: Size(width: 20, height: 20)).image { context in
        context.interpolationQuality = quality
        context.draw(checker, in: Rect(x: 0, y: 0, width: 20, height: 20))
      }
    }
    let nearest = draw(.none)
    let linear = draw(.linear)
    #expect(nearest != linear)
    // Nearest: hard cells, only black and white.
    #expect(nearest.color(atX: 9, y: 2) == .black)
    #expect(nearest.color(atX: 10, y: 2) == .white)
    #expect(nearest.pixels.allSatisfy { $0 == 0xFF00_0000 || $0 == 0xFFFF_FFFF })
    // Linear: greys around the middle.
    let middle = linear.color(atX: 10, y: 10)
    #expect(middle.red > 0.2 && middle.red < 0.8)
  }

  @Test func scale2ImageIntoScale1Target() {
    let image = Fixture.testImage(scale: 2)  // 80 × 60 pixels, 40 × 30 points
    let layer = Fixture.layer(frame: Rect(x: 0, y: 0, width: 40, height: 30)) {
      $0.contents = image
      $0.contentsGravity = .center
    }
    let result = Fixture.render([layer], size: Size(width: 40, height: 30))
    #expect(result.pixelWidth == 40)
    #expect(result.color(atPoint: 5, 12).isClose(to: .red, tolerance: 0.05))
    #expect(result.color(atPoint: 38, 18).isClose(to: .yellow, tolerance: 0.05))
    let sharp = Fixture.render([layer], size: Size(width: 40, height: 30), scale: 2)
    #expect(sharp.pixels == image.pixels)
  }

  @Test func contentsAtNaturalSizeAreCopiedExactly() {
    let image = Fixture.testImage()
    let layer = Fixture.layer(frame: Rect(x: 10.3, y: 5, width: 40, height: 30)) {
      $0.contents = image
    }
    let result = Fixture.render([layer], size: Size(width: 60, height: 40), background: .clear)
    // Snapped to whole pixels: (10, 5).
    for y in 0..<30 {
      for x in 0..<40 {
        #expect(result.pixel(x: x + 10, y: y + 5) == image.pixel(x: x, y: y))
      }
    }
  }

  @Test func renderingIsDeterministicAndCachesDoNotChangeOutput() {
    let layers: [RenderLayer] = [
      RendererSnapshotTests().buttonLayer(opacity: 0.7),
      Fixture.layer(frame: Rect(x: 10, y: 40, width: 60, height: 40)) {
        $0.contents = Fixture.testImage()
        $0.contentsGravity = .resizeAspect
        $0.transform = Transform(rotationAngle: 0.3)
      },
    ]
    let snapshot = Fixture.snapshot(size: Size(width: 100, height: 100), layers)
    let renderer = Renderer(scale: 2)
    let first = renderer.render(snapshot, size: Size(width: 100, height: 100))
    let second = renderer.render(snapshot, size: Size(width: 100, height: 100))
    // A new snapshot object with the same layers is drawn again, from caches.
    let third = renderer.render(
      RenderSnapshot(root: snapshot.root.copyRoot(), time: 1, hasChanges: true),
      size: Size(width: 100, height: 100))
    let fresh = Renderer(scale: 2).render(snapshot, size: Size(width: 100, height: 100))
    #expect(first.pixels == second.pixels)
    #expect(first.pixels == third.pixels)
    #expect(first.pixels == fresh.pixels)
  }

  @Test func backingStoresAreReusedAndEvicted() {
    let text = RenderContent(
      text: RenderContent.Text(
        string: "Hello", font: .systemFont(ofSize: 12), foregroundColor: .black,
        alignment: .left, isWrapped: false, truncation: .none))
    let label = Fixture.layer(frame: Rect(x: 0, y: 0, width: 40, height: 20), content: text, id: 7)
    let renderer = Renderer()
    _ = renderer.render(Fixture.snapshot(size: size, [label]), size: size)
    #expect(renderer.caches.backingStores.count == 1)
    let surface = renderer.caches.backingStores.entry(
      layerID: 7, content: text, bounds: label.properties.bounds, scale: 1
    ) { _ in Issue.record("redrawn although unchanged") }.surface
    _ = renderer.render(Fixture.snapshot(size: size, [label]), size: size)
    let again = renderer.caches.backingStores.entry(
      layerID: 7, content: text, bounds: label.properties.bounds, scale: 1
    ) { _ in Issue.record("redrawn although unchanged") }.surface
    #expect(surface === again)
    // Not drawn in a frame: dropped at its end.
    _ = renderer.render(Fixture.snapshot(size: size, [label]), size: size)
    _ = renderer.render(Fixture.snapshot(size: size, []), size: size)
    #expect(renderer.caches.backingStores.count == 0)
    #expect(renderer.caches.images.count == 0)
  }

  @Test func textLayerAndCustomDrawingThroughALayerTree() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    let root = Layer()
    root.bounds = Rect(x: 0, y: 0, width: 80, height: 40)
    root.position = Point(x: 40, y: 20)
    let text = TextLayer()
    text.string = "Roll"
    text.foregroundColor = .black
    text.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
    text.position = Point(x: 20, y: 15)
    let drawn = Layer()
    drawn.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
    drawn.position = Point(x: 60, y: 20)
    drawn.draw = { context in
      context.setFillColor(.blue)
      context.fillEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40))
    }
    root.addSublayer(text)
    root.addSublayer(drawn)
    let tree = LayerTree(rootLayer: root)
    let image = Renderer().render(
      tree.frame(at: 0), size: Size(width: 80, height: 40), background: .white)
    #expect(image.color(atPoint: 60, 20) == .blue)
    #expect(image.color(atPoint: 41, 1) == .white)
    let textPixels = (0..<40).flatMap { x in (0..<30).map { y in image.color(atX: x, y: y) } }
    #expect(textPixels.contains { $0.red < 0.3 })
  }

  @Test func siblingsAreDrawnByZPositionLikeHitTesting() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 40, height: 90)
    // Three rows of two overlapping siblings (x 0...20 and 10...30; the
    // overlap is x 10...20), listed in an order zPosition must override.
    func sibling(x: Double, row: Int, zPosition: Double, color: Color) -> Layer {
      let layer = Layer()
      layer.frame = Rect(x: x, y: Double(row) * 30, width: 20, height: 20)
      layer.zPosition = zPosition
      layer.backgroundColor = color
      return layer
    }
    // Row 0: NaN counts as 0, so it is above −1 though listed first.
    let nanLayer = sibling(x: 0, row: 0, zPosition: .nan, color: .red)
    let belowZero = sibling(x: 10, row: 0, zPosition: -1, color: .green)
    // Row 1: the higher zPosition is on top though listed first.
    let higher = sibling(x: 0, row: 1, zPosition: 3, color: .red)
    let lower = sibling(x: 10, row: 1, zPosition: 1, color: .green)
    // Row 2: equal zPositions keep index order, the later on top.
    let earlier = sibling(x: 0, row: 2, zPosition: 2, color: .red)
    let later = sibling(x: 10, row: 2, zPosition: 2, color: .green)
    for layer in [nanLayer, belowZero, higher, lower, earlier, later] {
      root.addSublayer(layer)
    }
    let tree = LayerTree(rootLayer: root)
    let image = Renderer().render(
      tree.frame(at: 0), size: Size(width: 40, height: 90), background: .white)
    let expected: [(row: Int, top: Layer, color: Color)] = [
      (0, nanLayer, .red), (1, higher, .red), (2, later, .green),
    ]
    for (row, top, color) in expected {
      let overlap = Point(x: 15, y: Double(row) * 30 + 10)
      #expect(image.color(atPoint: overlap.x, overlap.y) == color, "row \(row)")
      #expect(root.hitTest(overlap) === top, "row \(row)")
      // Outside the overlap each sibling shows.
      #expect(image.color(atPoint: 5, overlap.y) == .red)
      #expect(image.color(atPoint: 25, overlap.y) == .green)
    }
  }
}

extension RenderLayer {
  /// A new root object with the same sublayers (as a layer tree makes
  /// when only the root changed).
  func copyRoot() -> RenderLayer {
    RenderLayer(
      layerID: layerID, properties: properties, content: content, sublayers: sublayers,
      changeCount: changeCount + 1)
  }
}
