import ZoetropeGraphics
import ZoetropeLayers

/// A stand-in for ZoetropeRendering's Cairo `Renderer` until it lands:
/// fills each visible layer's transformed bounds (their axis-aligned box)
/// with its background colour, and draws nothing else.
///
/// Deterministic and dependency-free, so the hosts, their scripts and
/// recordings can be built and tested first. The hosts switch to the real
/// renderer by replacing this type.
package final class FlatRenderer {
  /// Pixels per point.
  package var scale: Double

  /// Creates a renderer.
  ///
  /// - Parameter scale: Pixels per point.
  package init(scale: Double = 1) {
    self.scale = scale
  }

  /// The pixel rect that changed in the last render; always nil (all).
  package var lastDamage: Rect? { nil }

  /// Draws the snapshot into an image of `size` points × ``scale``.
  ///
  /// - Parameters:
  ///   - snapshot: The presentation tree.
  ///   - size: The image's size in points.
  ///   - background: The colour under everything.
  /// - Returns: The frame.
  package func render(_ snapshot: RenderSnapshot, size: Size, background: Color = .clear) -> Image {
    let width = max(1, Int((size.width * scale).rounded()))
    let height = max(1, Int((size.height * scale).rounded()))
    var pixels = [UInt32](repeating: background.argb32Premultiplied, count: width * height)
    let root = Transform(scaleX: scale, y: scale)
    draw(snapshot.root, parent: root, opacity: 1, into: &pixels, width: width, height: height)
    return Self.image(width: width, height: height, scale: scale, pixels: pixels)
  }

  /// An image of the given pixels; the host checks `scale` is finite and
  /// positive and the count always matches, so this cannot fail.
  package static func image(width: Int, height: Int, scale: Double, pixels: [UInt32]) -> Image {
    do {
      return try Image(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    } catch {
      preconditionFailure("FlatRenderer made an invalid image: \(error)")
    }
  }

  private func draw(
    _ layer: RenderLayer, parent: Transform, opacity: Double, into pixels: inout [UInt32],
    width: Int, height: Int
  ) {
    let properties = layer.properties
    guard !properties.isHidden, properties.opacity > 0 else { return }
    let bounds = properties.bounds
    let anchor = Point(
      x: bounds.origin.x + properties.anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + properties.anchorPoint.y * bounds.size.height)
    let local = Transform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(properties.transform)
      .concatenating(Transform(translationX: properties.position.x, y: properties.position.y))
    let world = local.concatenating(parent)
    let alpha = opacity * properties.opacity
    let color = properties.backgroundColor.premultiplied
    if color.alpha > 0 {
      let box = bounds.applying(world)
      let minX = max(0, Int(box.minX.rounded()))
      let maxX = min(width, Int(box.maxX.rounded()))
      let minY = max(0, Int(box.minY.rounded()))
      let maxY = min(height, Int(box.maxY.rounded()))
      if minX < maxX, minY < maxY {
        let source = Color.Premultiplied(
          red: color.red * alpha, green: color.green * alpha, blue: color.blue * alpha,
          alpha: color.alpha * alpha)
        for y in minY..<maxY {
          for x in minX..<maxX {
            pixels[y * width + x] = Self.blend(source, over: pixels[y * width + x])
          }
        }
      }
    }
    let sublayers = layer.sublayers.enumerated().sorted {
      ($0.element.properties.zPosition, $0.offset) < ($1.element.properties.zPosition, $1.offset)
    }
    for (_, sublayer) in sublayers {
      draw(sublayer, parent: world, opacity: alpha, into: &pixels, width: width, height: height)
    }
  }

  private static func blend(_ source: Color.Premultiplied, over pixel: UInt32) -> UInt32 {
    let keep = 1 - source.alpha
    func channel(_ shift: UInt32, _ value: Double) -> UInt32 {
      let destination = Double((pixel >> shift) & 0xFF) / 255
      let result = (value + destination * keep) * 255
      return UInt32(min(max(result.rounded(), 0), 255)) << shift
    }
    return channel(24, source.alpha) | channel(16, source.red) | channel(8, source.green)
      | channel(0, source.blue)
  }
}
