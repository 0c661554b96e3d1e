import Testing
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// `Renderer.renderFrame`: the frame surface read in place holds the
/// bytes `render` returns, and its damage covers every changed pixel.
@MainActor
@Suite struct RenderedFrameTests {
  /// The frame's pixels, row by row without padding.
  func pixels(of frame: RenderedFrame) -> [UInt32] {
    frame.withUnsafePixels { bytes, bytesPerRow in
      var result: [UInt32] = []
      result.reserveCapacity(frame.pixelWidth * frame.pixelHeight)
      for row in 0..<frame.pixelHeight {
        for column in 0..<frame.pixelWidth {
          result.append(bytes.load(fromByteOffset: row * bytesPerRow + column * 4, as: UInt32.self))
        }
      }
      return result
    }
  }

  /// The pixel boxes of a frame's damage.
  func boxes(_ damage: [Rect]) -> [PixelBox] {
    damage.map { PixelBox(aligned: $0) ?? .empty }
  }

  /// Whether `x, y` lies in one of the boxes.
  func isInside(_ x: Int, _ y: Int, _ boxes: [PixelBox]) -> Bool {
    boxes.contains { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY }
  }

  @Test func theSurfaceHoldsTheBytesRenderReturns() {
    var trees = RandomTrees(seed: 4_242)
    var partial = 0
    for index in 0..<150 {
      let scale: Double = index % 3 == 0 ? 2 : 1
      let framed = Renderer(scale: scale)
      let imaged = Renderer(scale: scale)
      var snapshot = trees.snapshot()
      for step in 0..<4 {
        if step > 0 {
          snapshot = RenderSnapshot(root: trees.mutate(snapshot.root), time: 0, hasChanges: true)
        }
        let frame = framed.renderFrame(snapshot, size: trees.size, background: .white)
        let image = imaged.render(snapshot, size: trees.size, background: .white)
        #expect(frame.pixelWidth == image.pixelWidth && frame.pixelHeight == image.pixelHeight)
        #expect(frame.scale == image.scale)
        #expect(frame.bytesPerRow >= frame.pixelWidth * 4)
        let same = pixels(of: frame) == image.pixels
        #expect(same, "Tree \(index), frame \(step): the surface differs from render's image")
        #expect(frame.damage.map(\.standardized) == frame.damage)
        #expect(framed.lastDamage == (frame.damage.first ?? .zero))
        let area = boxes(frame.damage).reduce(0) { $0 + $1.area }
        if step > 0, area < frame.pixelWidth * frame.pixelHeight { partial += 1 }
      }
    }
    // Most frames after the first redraw part of the surface only.
    #expect(partial > 200)
  }

  @Test func theDamageCoversEveryChangedPixelAndRedrawingItEqualsAFullRedraw() {
    var trees = RandomTrees(seed: 777)
    for index in 0..<150 {
      let scale: Double = index % 4 == 0 ? 2 : 1
      let renderer = Renderer(scale: scale)
      var snapshot = trees.snapshot()
      var previous = pixels(
        of: renderer.renderFrame(snapshot, size: trees.size, background: .white))
      for step in 0..<3 {
        snapshot = RenderSnapshot(root: trees.mutate(snapshot.root), time: 0, hasChanges: true)
        let frame = renderer.renderFrame(snapshot, size: trees.size, background: .white)
        let current = pixels(of: frame)
        let damaged = boxes(frame.damage)
        var outside = 0
        for y in 0..<frame.pixelHeight {
          for x in 0..<frame.pixelWidth where !isInside(x, y, damaged) {
            if current[y * frame.pixelWidth + x] != previous[y * frame.pixelWidth + x] {
              outside += 1
            }
          }
        }
        #expect(outside == 0, "Tree \(index), frame \(step): \(outside) changed pixels undamaged")
        let full = Renderer(scale: scale).render(snapshot, size: trees.size, background: .white)
        let same = current == full.pixels
        #expect(same, "Tree \(index), frame \(step): differs from a full redraw")
        previous = current
      }
    }
  }

  /// `render` and `renderFrame` may take turns on one renderer: each
  /// image still holds its frame's bytes.
  @Test func renderAndRenderFrameMayAlternate() {
    var trees = RandomTrees(seed: 31)
    for _ in 0..<40 {
      let renderer = Renderer()
      var snapshot = trees.snapshot()
      for step in 0..<8 {
        if step > 0 {
          snapshot = RenderSnapshot(root: trees.mutate(snapshot.root), time: 0, hasChanges: true)
        }
        let full = Renderer().render(snapshot, size: trees.size, background: .white)
        if step % 3 == 1 {
          let frame = renderer.renderFrame(snapshot, size: trees.size, background: .white)
          let same = pixels(of: frame) == full.pixels
          #expect(same)
        } else {
          let same = renderer.render(snapshot, size: trees.size, background: .white) == full
          #expect(same)
        }
      }
    }
  }

  @Test func anUnchangedFrameHasNoDamageAndAChangedSizeIsWhollyDamaged() {
    let renderer = Renderer(scale: 2)
    let layers = [
      Fixture.layer(frame: Rect(x: 3, y: 4, width: 10, height: 6), id: 8) {
        $0.backgroundColor = .systemBlue
      }
    ]
    let size = Size(width: 30, height: 20)
    let first = renderer.renderFrame(Fixture.snapshot(size: size, layers), size: size)
    #expect(first.damage == [Rect(x: 0, y: 0, width: 60, height: 40)])
    let second = renderer.renderFrame(Fixture.snapshot(size: size, layers), size: size)
    #expect(second.damage.isEmpty)
    // Nothing was drawn, so the first frame still reads the surface.
    #expect(first.isCurrent)
    let larger = Size(width: 31, height: 20)
    let third = renderer.renderFrame(Fixture.snapshot(size: larger, layers), size: larger)
    #expect(third.damage == [Rect(x: 0, y: 0, width: 62, height: 40)])
    #expect(!first.isCurrent)
    renderer.usesCompositor = false
    let reference = renderer.renderFrame(Fixture.snapshot(size: larger, layers), size: larger)
    #expect(reference.damage == [Rect(x: 0, y: 0, width: 62, height: 40)])
    #expect(renderer.lastDamage == nil)
  }

  /// Reading a frame after the renderer drew the next one is an illegal
  /// call sequence: it reads the newer pixels, with a warning.
  @Test func readingAStaleFrameWarns() {
    let renderer = Renderer()
    let size = Size(width: 8, height: 8)
    func snapshot(_ color: Color) -> RenderSnapshot {
      Fixture.snapshot(
        size: size,
        [
          Fixture.layer(frame: Rect(x: 0, y: 0, width: 8, height: 8), id: 3) {
            $0.backgroundColor = color
          }
        ])
    }
    let old = renderer.renderFrame(snapshot(.red), size: size)
    let new = renderer.renderFrame(snapshot(.blue), size: size)
    #expect(!old.isCurrent && new.isCurrent)
    let (stale, warnings) = withWarningsCaptured { pixels(of: old) }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("another frame") == true)
    let sameAsNew = stale == pixels(of: new)
    #expect(sameAsNew)
    let (image, imageWarnings) = withWarningsCaptured { old.makeImage() }
    #expect(imageWarnings.count == 1)
    let imageIsNew = image.pixels == pixels(of: new)
    #expect(imageIsNew)
  }

  @Test(arguments: [
    (Size(width: 0, height: 10), 1, 10),
    (Size(width: -5, height: 10), 1, 10),
    (Size(width: .nan, height: .infinity), 1, 1),
    (Size(width: 1e9, height: 1), 16_384, 1),
  ])
  func badSizesAreClampedWithAWarning(size: Size, width: Int, height: Int) {
    let renderer = Renderer()
    let (frame, warnings) = withWarningsCaptured {
      renderer.renderFrame(Fixture.snapshot(size: Size(width: 4, height: 4), []), size: size)
    }
    #expect(!warnings.isEmpty)
    #expect(frame.pixelWidth == width && frame.pixelHeight == height)
    #expect(frame.damage == [Rect(x: 0, y: 0, width: Double(width), height: Double(height))])
    let count = frame.withUnsafePixels { bytes, bytesPerRow in
      bytes.count >= bytesPerRow * height && bytesPerRow >= width * 4
    }
    #expect(count)
  }

  /// Roots for ``theClearIsSkippedOnlyUnderAnOpaqueRoot(_:)``.
  enum Root: CaseIterable {
    case opaque, inset, rounded, translucent, fractional
  }

  /// Under a root whose opaque background covers the damage, the clear
  /// is skipped, and the frames are still exactly a full redraw's, over
  /// any background; any other root is cleared first.
  @Test(arguments: Root.allCases)
  func theClearIsSkippedOnlyUnderAnOpaqueRoot(_ kind: Root) {
    var trees = RandomTrees(seed: 90 + UInt64(Root.allCases.firstIndex(of: kind) ?? 0))
    func root(_ sublayers: [RenderLayer]) -> RenderLayer {
      var properties = LayerProperties()
      properties.bounds = Rect(origin: .zero, size: trees.size)
      properties.position = Point(x: trees.size.width / 2, y: trees.size.height / 2)
      properties.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1, alpha: 1)
      switch kind {
      case .opaque: break
      case .inset: properties.position.x += 7
      case .rounded: properties.cornerRadius = 6
      case .translucent: properties.opacity = 0.5
      case .fractional: properties.position.y += 0.25
      }
      return RenderLayer(layerID: 1, properties: properties, sublayers: sublayers, changeCount: 1)
    }
    var skipped = 0
    var drawn = 0
    for index in 0..<30 {
      let scale: Double = index % 3 == 0 ? 2 : 1
      let renderer = Renderer(scale: scale)
      var snapshot = RenderSnapshot(
        root: root(trees.snapshot().root.sublayers), time: 0, hasChanges: true)
      for step in 0..<4 {
        if step > 0 {
          snapshot = RenderSnapshot(root: trees.mutate(snapshot.root), time: 0, hasChanges: true)
        }
        let frame = renderer.renderFrame(snapshot, size: trees.size, background: .systemRed)
        if !frame.damage.isEmpty {
          drawn += 1
          skipped += renderer.skippedLastClear ? 1 : 0
        }
        let full = Renderer(scale: scale).render(
          snapshot, size: trees.size, background: .systemRed)
        let current = pixels(of: frame)
        let differing = zip(current, full.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(kind) tree \(index), frame \(step): \(differing) pixels differ")
        // Where the opaque root covers the window, the background never
        // shows, even when Cairo paints over pixman's fills on a surface
        // it could take for clear.
        if kind != .translucent {
          let other = Renderer(scale: scale).render(
            snapshot, size: trees.size, background: .clear)
          let width = full.pixelWidth
          let inner = kind == .opaque ? 0 : Int(8 * scale)
          var shows = 0
          for y in inner..<(full.pixelHeight - inner) {
            for x in max(inner, kind == .inset ? Int(7 * scale) : 0)..<(width - inner)
            where other.pixels[y * width + x] != full.pixels[y * width + x] {
              shows += 1
            }
          }
          #expect(shows == 0, "\(kind) tree \(index), frame \(step): the background shows")
        }
      }
    }
    switch kind {
    case .opaque: #expect(skipped == drawn)
    case .inset: #expect(skipped > 0 && skipped < drawn)
    case .rounded, .translucent, .fractional: #expect(skipped == 0)
    }
  }
}
