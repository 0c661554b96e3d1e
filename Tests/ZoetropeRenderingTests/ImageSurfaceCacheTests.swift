import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The renderer's image surfaces outlive the frames that draw them, within
/// a budget: a flipbook is converted once, images that stop being drawn go
/// least recently used first.
@MainActor
@Suite struct ImageSurfaceCacheTests {
  let size = Size(width: 48, height: 48)

  /// `count` distinct 40 × 40 pixel images, each a colour with a dot.
  func faces(_ count: Int) -> [Image] {
    (0..<count).map { index in
      ImageRenderer(size: Size(width: 40, height: 40)).image { context in
        context.setFillColor(Color(red: Double(index) / Double(count), green: 0.5, blue: 0.2))
        context.fill(Rect(x: 0, y: 0, width: 40, height: 40))
        context.setFillColor(.black)
        context.fillEllipse(in: Rect(x: Double(index * 5 % 30), y: 10, width: 10, height: 10))
      }
    }
  }

  /// A frame of one layer showing `image`, with a stable layer ID so that
  /// frames after the first are damage-only.
  func frame(_ image: Image) -> RenderSnapshot {
    let die = Fixture.layer(frame: Rect(x: 4, y: 4, width: 40, height: 40), id: 9) {
      $0.contents = image
    }
    return Fixture.snapshot(size: size, [die])
  }

  @Test func aFlipbookIsConvertedOnceAndDrawsLikeAFreshRenderer() {
    let images = faces(6)
    let renderer = Renderer()
    var first: [ObjectIdentifier] = []
    for round in 0..<3 {
      for image in images {
        let drawn = renderer.render(frame(image), size: size, background: .white)
        let fresh = Renderer().render(frame(image), size: size, background: .white)
        #expect(drawn.pixels == fresh.pixels, "round \(round)")
        if round == 0 {
          first.append(ObjectIdentifier(renderer.caches.images.surface(for: image)!))
        }
      }
      #expect(renderer.caches.images.count == 6, "round \(round)")
    }
    // The surfaces of the first round, not converted again.
    #expect(images.map { ObjectIdentifier(renderer.caches.images.surface(for: $0)!) } == first)
  }

  @Test func unusedImagesBeyondTheBudgetGoLeastRecentlyUsedFirst() {
    let images = faces(5)
    let renderer = Renderer()
    // 40 × 40 pixels: 6,400 bytes of surface and 6,400 of image each.
    renderer.caches.images.unusedByteBudget = 2 * 12_800
    for image in images {
      _ = renderer.render(frame(image), size: size, background: .white)
    }
    // The one drawn last, and the two drawn before it.
    #expect(renderer.caches.images.count == 3)
    #expect(images.map { renderer.caches.images.contains($0) } == [false, false, true, true, true])
    // Drawing the oldest again makes it the newest: when a new one comes,
    // the one drawn longest ago (images[3]) goes.
    _ = renderer.render(frame(images[2]), size: size, background: .white)
    #expect(renderer.caches.images.count == 3)
    _ = renderer.render(frame(images[0]), size: size, background: .white)
    #expect(images.map { renderer.caches.images.contains($0) } == [true, false, true, false, true])
  }

  @Test func theCountOfUnusedImagesIsCappedWhateverTheirSize() {
    let images = faces(10)
    let renderer = Renderer()
    renderer.caches.images.maximumUnusedCount = 3
    for image in images {
      _ = renderer.render(frame(image), size: size, background: .white)
    }
    #expect(renderer.caches.images.count == 4)
    #expect(images.suffix(4).allSatisfy { renderer.caches.images.contains($0) })
  }

  @Test func aZeroBudgetDropsAnImageTheFrameAfterItStopsBeingDrawn() {
    let images = faces(2)
    let renderer = Renderer()
    renderer.caches.images.unusedByteBudget = 0
    _ = renderer.render(frame(images[0]), size: size, background: .white)
    _ = renderer.render(frame(images[1]), size: size, background: .white)
    #expect(renderer.caches.images.count == 1)
    #expect(
      !renderer.caches.images.contains(images[0]) && renderer.caches.images.contains(images[1]))
    _ = renderer.render(Fixture.snapshot(size: size, []), size: size, background: .white)
    #expect(renderer.caches.images.count == 0)
  }

  @Test func anUnchangedFrameKeepsEveryImage() {
    let images = faces(3)
    let renderer = Renderer()
    renderer.caches.images.unusedByteBudget = 0
    let snapshots = images.map { frame($0) }
    for snapshot in snapshots {
      _ = renderer.render(snapshot, size: size, background: .white)
    }
    // Nothing changed since the last frame: nothing is evicted.
    _ = renderer.render(
      RenderSnapshot(root: snapshots[2].root, time: 1, hasChanges: false), size: size,
      background: .white)
    #expect(renderer.caches.images.contains(images[2]))
  }
}
