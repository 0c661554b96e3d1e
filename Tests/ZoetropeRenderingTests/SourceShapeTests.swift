import CCompositor
import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeRendering

/// The shapes turned paints are culled by: every sample outside a source's
/// visible region is 0, every sample inside its hidden region reads only
/// opaque texels, whatever the source.
@Suite struct SourceShapeTests {
  /// A source of one of several kinds: a disc, a ring (a hole), a crescent
  /// (concave), an L, noise (holes everywhere), all translucent, alpha 0
  /// with colour (not premultiplied), a checkerboard, all opaque, all 0;
  /// of any size from 1 × 1.
  static func source(
    kind: Int, _ generator: inout SeededRandomNumberGenerator
  ) -> (width: Int, height: Int, pixels: [UInt32]) {
    let width = Int.random(in: 1...40, using: &generator)
    let height = Int.random(in: 1...40, using: &generator)
    let color = UInt32.random(in: 0...0xFF_FFFF, using: &generator)
    var pixels = [UInt32](repeating: 0, count: width * height)
    let centerX = Double(width) / 2
    let centerY = Double(height) / 2
    let radius = Double(min(width, height)) / 2
    for y in 0..<height {
      for x in 0..<width {
        let dx: Double = Double(x) + 0.5 - centerX
        let dy: Double = Double(y) + 0.5 - centerY
        let distance: Double = (dx * dx + dy * dy).squareRoot()
        let opaque: UInt32 = 0xFF00_0000 | color
        let translucent: UInt32 = UInt32.random(in: 1...254, using: &generator) << 24 | 0x10
        let pixel: UInt32
        switch kind {
        case 0: pixel = distance < radius - 1 ? opaque : distance < radius ? translucent : 0
        case 1: pixel = distance < radius && distance > radius / 2 ? opaque : 0
        case 2:
          let shifted: Double = dx - radius / 2
          let bite: Double = (shifted * shifted + dy * dy).squareRoot()
          pixel = distance < radius && bite > radius * 0.7 ? opaque : 0
        case 3: pixel = x < width / 3 || y > 2 * height / 3 ? opaque : 0
        case 4:
          let roll = Int.random(in: 0..<10, using: &generator)
          pixel = roll == 0 ? 0 : roll == 1 ? translucent : opaque
        case 5: pixel = translucent
        case 6: pixel = distance < radius / 2 ? opaque : color  // Alpha 0, colour not 0.
        case 7: pixel = (x + y) % 2 == 0 ? opaque : 0
        case 8: pixel = opaque
        default: pixel = 0
        }
        pixels[y * width + x] = pixel
      }
    }
    return (width, height, pixels)
  }

  /// The half-planes of a region.
  static func planes(_ tuple: inout ZTShapePlanes, count: Int32) -> [ZTHalfPlane] {
    withUnsafeBytes(of: &tuple) { Array($0.bindMemory(to: ZTHalfPlane.self).prefix(Int(count))) }
  }

  @Test func shapesBoundEverySampleOfRandomSources() {
    var generator = SeededRandomNumberGenerator(seed: 300)
    var hiddenSamples = 0
    for trial in 0..<400 {
      let kind = trial % 10
      let (width, height, pixels) = Self.source(kind: kind, &generator)
      var shape = ZTSourceShape()
      zt_source_shape(pixels, width, width, height, &shape)
      let visible = Self.planes(&shape.visible, count: shape.visibleCount)
      let hidden = Self.planes(&shape.hidden, count: shape.hiddenCount)
      #expect(visible.count == Int(shape.visibleCount) && visible.count <= 8)
      func texel(_ x: Int, _ y: Int) -> UInt32 {
        x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] : 0
      }
      func holds(_ planes: [ZTHalfPlane], _ u: Double, _ v: Double) -> Bool {
        planes.allSatisfy { $0.normalU * u + $0.normalV * v <= $0.limit }
      }
      for _ in 0..<1_500 {
        // Points on and near half-texel lines, where the texels change.
        func coordinate(_ size: Int) -> Double {
          let line: Double = Double(Int.random(in: -4...(2 * size + 4), using: &generator)) / 2
          let near: Double = Double.random(in: -1...1, using: &generator) / 4_096
          return Bool.random(using: &generator) ? line + near : line + 500 * near
        }
        let u: Double = coordinate(width)
        let v: Double = coordinate(height)
        let x = Int((u - 0.5).rounded(.down))
        let y = Int((v - 0.5).rounded(.down))
        let bilinear = [texel(x, y), texel(x + 1, y), texel(x, y + 1), texel(x + 1, y + 1)]
        // pixman's nearest: a point on a texel's edge counts to the texel before.
        let before: (u: Double, v: Double) = (u - 1e-5, v - 1e-5)
        let nearest: [UInt32] = [
          texel(Int(u.rounded(.down)), Int(v.rounded(.down))),
          texel(Int(before.u.rounded(.down)), Int(before.v.rounded(.down))),
        ]
        if !holds(visible, u, v) {
          #expect(
            bilinear.allSatisfy { $0 == 0 } && nearest.allSatisfy { $0 == 0 },
            "kind \(kind), \(width)×\(height), sample (\(u), \(v)) outside the visible region")
        }
        if !hidden.isEmpty, holds(hidden, u, v) {
          hiddenSamples += 1
          let inside = x >= 0 && y >= 0 && x + 1 < width && y + 1 < height
          #expect(
            inside && bilinear.allSatisfy { $0 >> 24 == 255 }
              && nearest.allSatisfy { $0 >> 24 == 255 },
            "kind \(kind), \(width)×\(height), sample (\(u), \(v)) inside the hidden region")
        }
      }
      if kind == 9 {
        #expect(hidden.isEmpty)
      }
      if kind == 5 || kind == 9 || width < 2 || height < 2 {
        #expect(hidden.isEmpty, "kind \(kind), \(width)×\(height)")
      }
    }
    #expect(hiddenSamples > 10_000)
  }

  /// The disc of the bunnymark benchmark hides most of its opaque
  /// samples: an octagon, not the inscribed square.
  @Test @MainActor func aDiscHidesMostOfItself() throws {
    let sprite = ImageRenderer(size: Size(width: 32, height: 32)).image { context in
      context.setFillColor(.systemBlue)
      context.fillEllipse(in: Rect(x: 1, y: 1, width: 30, height: 30))
    }
    var shape = ZTSourceShape()
    zt_source_shape(sprite.pixels, 32, 32, 32, &shape)
    let hidden = Self.planes(&shape.hidden, count: shape.hiddenCount)
    let visible = Self.planes(&shape.visible, count: shape.visibleCount)
    #expect(hidden.count == 8)
    // Count samples on a fine grid.
    var opaque = 0
    var inHidden = 0
    var showing = 0
    var inVisible = 0
    func texel(_ x: Int, _ y: Int) -> UInt32 {
      x >= 0 && y >= 0 && x < 32 && y < 32 ? sprite.pixels[y * 32 + x] : 0
    }
    for row in 0..<(36 * 8) {
      for column in 0..<(36 * 8) {
        let u: Double = Double(column) / 8 - 2 + 0.0625
        let v: Double = Double(row) / 8 - 2 + 0.0625
        let x = Int((u - 0.5).rounded(.down))
        let y = Int((v - 0.5).rounded(.down))
        let texels = [texel(x, y), texel(x + 1, y), texel(x, y + 1), texel(x + 1, y + 1)]
        if texels.allSatisfy({ $0 >> 24 == 255 }) { opaque += 1 }
        if texels.contains(where: { $0 != 0 }) { showing += 1 }
        if hidden.allSatisfy({ $0.normalU * u + $0.normalV * v <= $0.limit }) { inHidden += 1 }
        if visible.allSatisfy({ $0.normalU * u + $0.normalV * v <= $0.limit }) { inVisible += 1 }
      }
    }
    // The inscribed square, half a texel in, hid about two thirds.
    #expect(Double(inHidden) > 0.85 * Double(opaque), "\(inHidden) of \(opaque)")
    #expect(Double(inVisible) < 1.1 * Double(showing), "\(inVisible) for \(showing)")
  }
}
