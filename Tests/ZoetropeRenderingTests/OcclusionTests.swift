import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Fills under an opaque copy are trimmed without changing a byte.
@MainActor
@Suite struct OcclusionTests {
  /// A die-like image: an opaque rounded face with transparent corners.
  func face(size: Double, scale: Double = 2) -> Image {
    ImageRenderer(size: Size(width: size, height: size), scale: scale).image { context in
      var face = Path()
      face.addRoundedRect(
        in: Rect(x: 2, y: 2, width: size - 4, height: size - 4), cornerRadius: size / 6)
      context.setFillColor(.white)
      context.fill(face, rule: .nonZero)
      context.setFillColor(.black)
      context.fillEllipse(in: Rect(x: size / 2 - 5, y: size / 2 - 5, width: 10, height: 10))
    }
  }

  /// The pixels two boxes cover together.
  func area(_ boxes: [PixelBox]) -> Int {
    boxes.reduce(0) { $0 + $1.area } - (boxes.count == 2 ? boxes[0].intersection(boxes[1]).area : 0)
  }

  @Test func theOpaqueBoxesHoldOnlyOpaquePixels() {
    for image in [face(size: 80), face(size: 41, scale: 1), Fixture.testImage()] {
      var opaque = true
      for box in CairoSurface(image: image).opaqueBoxes {
        for y in box.minY..<box.maxY {
          for x in box.minX..<box.maxX where image.pixels[y * image.pixelWidth + x] >> 24 != 0xFF {
            opaque = false
          }
        }
      }
      #expect(opaque)
    }
    // The rounded face: a cross over most of it, not its corners.
    let boxes = CairoSurface(image: face(size: 80)).opaqueBoxes
    #expect(boxes.count == 2)
    #expect(area(boxes) > 160 * 160 * 3 / 4)
    #expect(area(boxes) < 160 * 160)
    // Fully opaque: all of it, once; a ring or a translucent image: nothing.
    let solid = try? Image(pixelWidth: 9, pixelHeight: 7, scale: 1, filledWith: .systemBlue)
    #expect(solid.map { CairoSurface(image: $0).opaqueBoxes } == [PixelBox(width: 9, height: 7)])
    let ring = ImageRenderer(size: Size(width: 30, height: 30)).image { context in
      context.setStrokeColor(.red)
      context.setLineWidth(4)
      context.strokeEllipse(in: Rect(x: 3, y: 3, width: 24, height: 24))
    }
    #expect(CairoSurface(image: ring).opaqueBoxes.isEmpty)
    let veil = try? Image(
      pixelWidth: 8, pixelHeight: 8, scale: 1, filledWith: Color(white: 1, alpha: 0.5))
    #expect(veil.map { CairoSurface(image: $0).opaqueBoxes.isEmpty } == true)
  }

  @Test func subtractingLeavesTheRestInFourBoxes() {
    let box = PixelBox(minX: 0, minY: 0, maxX: 10, maxY: 8)
    let pieces = box.subtracting(PixelBox(minX: 2, minY: 3, maxX: 6, maxY: 5))
    #expect(pieces.reduce(0) { $0 + $1.area } == 80 - 8)
    #expect(pieces.count == 4)
    for (index, piece) in pieces.enumerated() {
      for other in pieces[(index + 1)...] { #expect(piece.intersection(other).isEmpty) }
    }
    #expect(box.subtracting(box).isEmpty)
    #expect(box.subtracting(PixelBox(minX: 20, minY: 0, maxX: 30, maxY: 8)) == [box])
  }

  /// Scenes with large images (opaque faces, a ring, translucent ones,
  /// half hidden) over backgrounds, moving: frames drawn with trimming
  /// equal frames drawn without, byte for byte.
  @Test func trimmedFramesEqualUntrimmedOnes() {
    var generator = SeededRandomNumberGenerator(seed: 2_026)
    let images = [
      face(size: 80), face(size: 60, scale: 1),
      ImageRenderer(size: Size(width: 70, height: 70)).image { context in
        context.setStrokeColor(.red)
        context.setLineWidth(6)
        context.strokeEllipse(in: Rect(x: 4, y: 4, width: 62, height: 62))
      },
    ]
    let size = Size(width: 160, height: 120)
    var trimmedFills = 0
    for index in 0..<24 {
      let scale: Double = index % 2 == 0 ? 2 : 1
      let trimmed = Renderer(scale: scale)
      let reference = Renderer(scale: scale)
      reference.trimsOccludedFills = false
      for step in 0..<5 {
        var layers: [RenderLayer] = []
        for id in 0..<4 {
          let side = Double.random(in: 40...90, using: &generator).rounded()
          let x = Double.random(in: -20...120, using: &generator).rounded()
          let y = Double.random(in: -20...90, using: &generator).rounded()
          layers.append(
            Fixture.layer(frame: Rect(x: x, y: y, width: side, height: side), id: UInt64(10 + id)) {
              if Bool.random(using: &generator) {
                $0.backgroundColor = Color(
                  red: .random(in: 0...1, using: &generator), green: 0.5, blue: 0.2,
                  alpha: Bool.random(using: &generator) ? 1 : 0.6)
              }
              $0.contents = images.randomElement(using: &generator)
              $0.contentsGravity = .center
              $0.contentsScale = scale
              $0.opacity = Double.random(in: 0...1, using: &generator) < 0.8 ? 1 : 0.5
            })
        }
        var root = LayerProperties()
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = step % 2 == 0 ? .white : .lightGray
        let snapshot = RenderSnapshot(
          root: RenderLayer(layerID: 1, properties: root, sublayers: layers, changeCount: 0),
          time: 0, hasChanges: true)
        let frame = trimmed.renderFrame(snapshot, size: size, background: .black)
        trimmedFills += trimmed.trimmedFillPixels
        let expected = reference.renderFrame(snapshot, size: size, background: .black)
        let same = frame.makeImage() == expected.makeImage()
        #expect(same, "Scene \(index), frame \(step): trimming changed the bytes")
        #expect(frame.damage == expected.damage)
      }
    }
    // The fills under the opaque faces were trimmed.
    #expect(trimmedFills > 10_000)
  }
}
