import CSDL2
import Testing
import ZoetropeGraphics

@testable import Zoetrope
@testable import ZoetropeSDL

/// The window's uploads: only the damaged rectangles, read in place from
/// the renderer's frame surface, keep a texture equal to every frame.
@MainActor
@Suite struct FrameUploadTests {
  /// A stand-in for the window's texture: `SDL_UpdateTexture` as a copy.
  struct Texture {
    var width = 0
    var height = 0
    var pixels: [UInt32] = []

    @MainActor mutating func upload(_ frame: any SDLFramePixels, damage: [Rect]?) {
      var damage = damage
      if width != frame.pixelWidth || height != frame.pixelHeight {
        width = frame.pixelWidth
        height = frame.pixelHeight
        pixels = [UInt32](repeating: 0xDEAD_BEEF, count: width * height)
        damage = nil
      }
      let rects = FrameUpload.rects(for: damage, width: width, height: height)
      let width = width
      FrameUpload.copy(rects, from: frame) { rect, start, bytesPerRow in
        for row in 0..<Int(rect.h) {
          for column in 0..<Int(rect.w) {
            pixels[(Int(rect.y) + row) * width + Int(rect.x) + column] = start.load(
              fromByteOffset: row * bytesPerRow + column * 4, as: UInt32.self)
          }
        }
      }
    }
  }

  @Test func rectanglesAreRoundedOutClippedAndDropped() {
    #expect(
      FrameUpload.rects(for: nil, width: 30, height: 20).map { [$0.x, $0.y, $0.w, $0.h] }
        == [[0, 0, 30, 20]])
    #expect(FrameUpload.rects(for: [], width: 30, height: 20).isEmpty)
    let rects = FrameUpload.rects(
      for: [
        Rect(x: 2.5, y: 1.2, width: 3, height: 2),
        Rect(x: -4, y: 18, width: 50, height: 10),
        Rect(x: 40, y: 5, width: 3, height: 3),
        .null,
        Rect(x: .nan, y: 0, width: 1, height: 1),
        Rect(x: 0, y: 0, width: .infinity, height: 1),
      ], width: 30, height: 20)
    #expect(rects.map { [$0.x, $0.y, $0.w, $0.h] } == [[2, 1, 4, 3], [0, 18, 30, 2]])
    #expect(FrameUpload.rects(for: nil, width: 0, height: 20).isEmpty)
  }

  @Test func aShortBufferIsNotRead() throws {
    struct Short: SDLFramePixels {
      let pixelWidth = 4
      let pixelHeight = 4
      let scale = 1.0
      func withUnsafeFramePixels(_ body: (UnsafeRawBufferPointer, Int) -> Void) {
        [UInt32](repeating: 0, count: 10).withUnsafeBytes { body($0, 16) }
      }
    }
    var calls = 0
    let isReadable = FrameUpload.copy(
      FrameUpload.rects(for: nil, width: 4, height: 4), from: Short()
    ) { _, _, _ in calls += 1 }
    #expect(!isReadable)
    #expect(calls == 0)
  }

  /// The window's path: the host's renderer draws into its surface, and
  /// the damaged rectangles copied from it keep the texture equal to a
  /// full redraw of every frame, across resizes.
  @Test func damagedUploadsFromTheSurfaceKeepTheTextureEqualToEachFrame() {
    let renderer = Renderer(scale: 2)
    var texture = Texture()
    var uploaded = 0
    for step in 0..<24 {
      let size = Size(width: step < 12 ? 60 : 64, height: 40)
      let x = Double(step % 7) * 3.5
      let layers = [
        RenderLayer(
          layerID: 2,
          properties: {
            var properties = LayerProperties()
            properties.bounds = Rect(x: 0, y: 0, width: 10, height: 8)
            properties.position = Point(x: 10 + x, y: 12)
            properties.backgroundColor = .systemBlue
            return properties
          }(), sublayers: [], changeCount: UInt64(step))
      ]
      var root = LayerProperties()
      root.bounds = Rect(origin: .zero, size: size)
      root.position = Point(x: size.width / 2, y: size.height / 2)
      root.backgroundColor = .white
      let snapshot = RenderSnapshot(
        root: RenderLayer(layerID: 1, properties: root, sublayers: layers, changeCount: 0),
        time: 0, hasChanges: true)
      renderer.scale = 2
      let frame = renderer.renderFrame(snapshot, size: size, background: .black)
      texture.upload(RendererFramePixels(frame: frame), damage: frame.damage)
      uploaded += frame.damage.reduce(0) { $0 + Int($1.width * $1.height) }
      let full = Renderer(scale: 2).render(snapshot, size: size, background: .black)
      let same = texture.pixels == full.pixels
      #expect(same, "Frame \(step) differs in the texture")
    }
    // Far less than 24 whole frames went up.
    #expect(uploaded < 24 * 128 * 80 / 3)
  }

  /// The frame function of the app's window (`App.main()` and the
  /// Zoetrope module's `SDLHost` initializer): each frame's pixels are
  /// those of the same snapshot drawn whole into an image over black, and
  /// its damage is what the renderer's own frame reports, through moves,
  /// an unchanged frame, a change of scale and resizes past the root.
  @Test func theAppsFrameFunctionGivesTheRenderedImageAndTheFramesDamage() {
    let draw = HostRendering.frameFunction(Renderer())
    let peer = Renderer()
    func snapshot(x: Double) -> RenderSnapshot {
      var sprite = LayerProperties()
      sprite.bounds = Rect(x: 0, y: 0, width: 10, height: 8)
      sprite.position = Point(x: 10 + x, y: 12)
      sprite.backgroundColor = .systemBlue
      // The root covers 60 × 40 points; a larger window shows black.
      var root = LayerProperties()
      root.bounds = Rect(x: 0, y: 0, width: 60, height: 40)
      root.position = Point(x: 30, y: 20)
      root.backgroundColor = .white
      return RenderSnapshot(
        root: RenderLayer(
          layerID: 1, properties: root,
          sublayers: [RenderLayer(layerID: 2, properties: sprite, sublayers: [], changeCount: 0)],
          changeCount: 0),
        time: 0, hasChanges: true)
    }
    let moved = snapshot(x: 7)
    let steps: [(snapshot: RenderSnapshot, size: Size, scale: Double)] = [
      (snapshot(x: 0), Size(width: 60, height: 40), 1),
      (moved, Size(width: 60, height: 40), 1),
      (moved, Size(width: 60, height: 40), 1),
      (snapshot(x: 12), Size(width: 60, height: 40), 2),
      (snapshot(x: 12), Size(width: 70, height: 44), 2),
      (snapshot(x: 3), Size(width: 70, height: 44), 2),
    ]
    var damages: [[Rect]?] = []
    for (index, step) in steps.enumerated() {
      let frame = draw(step.snapshot, step.size, step.scale)
      peer.scale = step.scale
      let expected = peer.renderFrame(step.snapshot, size: step.size, background: .black).damage
      #expect(frame.damage == expected, "Frame \(index)'s damage")
      damages.append(frame.damage)
      let image = Renderer(scale: step.scale).render(
        step.snapshot, size: step.size, background: .black)
      #expect(frame.pixels.pixelWidth == image.pixelWidth)
      #expect(frame.pixels.pixelHeight == image.pixelHeight)
      #expect(frame.pixels.scale == step.scale)
      var pixels: [UInt32] = []
      frame.pixels.withUnsafeFramePixels { bytes, bytesPerRow in
        for row in 0..<image.pixelHeight {
          for column in 0..<image.pixelWidth {
            pixels.append(
              bytes.load(fromByteOffset: row * bytesPerRow + column * 4, as: UInt32.self))
          }
        }
      }
      let same = pixels == image.pixels
      #expect(same, "Frame \(index)'s pixels differ from the image")
    }
    // A move redraws part of the frame, an unchanged frame nothing, and
    // the window beyond the root is black.
    #expect(damages[1]?.isEmpty == false)
    #expect(damages[1] != [Rect(x: 0, y: 0, width: 60, height: 40)])
    #expect(damages[2] == [])
    #expect(damages[4] == [Rect(x: 0, y: 0, width: 140, height: 88)])
    let last = draw(steps[5].snapshot, steps[5].size, steps[5].scale).pixels
    var corner: UInt32 = 0
    last.withUnsafeFramePixels { bytes, bytesPerRow in
      corner = bytes.load(fromByteOffset: 2 * bytesPerRow + 135 * 4, as: UInt32.self)
    }
    #expect(corner == 0xFF00_0000)
  }

  /// A function that draws images without damage: the adapter compares
  /// each image with the previous one.
  @Test func imagesWithoutDamageAreCompared() throws {
    var images: [Image] = []
    for changed in [nil, 5, nil as Int?] {
      var pixels = [UInt32](repeating: 0xFF00_00FF, count: 8 * 6)
      if let changed { pixels[changed * 8 + 2] = 0xFFFF_FFFF }
      images.append(try Image(pixelWidth: 8, pixelHeight: 6, scale: 1, pixels: pixels))
    }
    var index = 0
    let adapter = ImageFrames { _, _, _ in
      defer { index += 1 }
      return (images[min(index, images.count - 1)], nil)
    }
    let snapshot = RenderSnapshot(
      root: RenderLayer(layerID: 1, properties: LayerProperties(), sublayers: [], changeCount: 0),
      time: 0, hasChanges: true)
    let size = Size(width: 8, height: 6)
    #expect(adapter.frame(snapshot, size: size, scale: 1).damage == nil)
    #expect(
      adapter.frame(snapshot, size: size, scale: 1).damage == [
        Rect(x: 2, y: 5, width: 1, height: 1)
      ])
    #expect(
      adapter.frame(snapshot, size: size, scale: 1).damage == [
        Rect(x: 2, y: 5, width: 1, height: 1)
      ])
    #expect(adapter.frame(snapshot, size: size, scale: 1).damage == [])
  }
}
