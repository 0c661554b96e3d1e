internal import CBaselinePixman
import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A benchmark baseline: the sprite frame of ``CairoSpriteBaseline``
/// drawn by a plain pixman loop, with no Cairo, layers, caches or checks.
///
/// It is the peer the compositor's benchmarks are measured against. Each
/// call clears the frame to white, composites every sprite centred on its
/// position (`OVER` at the nearest whole pixel when not turned; otherwise
/// through an affine transform with bilinear sampling and transparent
/// edges, over the turned sprite's bounding box) and copies the frame out
/// as an ``Image``.
///
/// The translated-sprites benchmark checks, before it times anything,
/// that it draws the same bytes as ``CairoSpriteBaseline``.
@MainActor
public final class PixmanSpriteBaseline {
  private let target: BaselineSurface
  private let sprite: BaselineSurface
  /// pixman images over the pixels of `target` and `sprite`.
  private let destination: OpaquePointer
  private let source: OpaquePointer
  private let spriteWidth: Double
  private let spriteHeight: Double

  /// Creates a baseline drawing into a frame of `size` pixels.
  ///
  /// - Parameters:
  ///   - size: The frame size in pixels (at least 1 × 1; clamped like the
  ///     renderer's).
  ///   - sprite: The sprite image, drawn at its pixel size.
  public init(size: Size, sprite: Image) {
    let (width, height) = BaselineSurface.pixelSize(of: size)
    target = BaselineSurface(width: width, height: height)
    self.sprite = BaselineSurface(image: sprite)
    destination = PixmanSpriteBaseline.pixmanImage(over: target)
    source = PixmanSpriteBaseline.pixmanImage(over: self.sprite)
    spriteWidth = Double(sprite.pixelWidth)
    spriteHeight = Double(sprite.pixelHeight)
  }

  isolated deinit {
    pixman_image_unref(source)
    pixman_image_unref(destination)
  }

  /// A `PIXMAN_a8r8g8b8` image sharing a surface's pixels.
  private static func pixmanImage(over surface: BaselineSurface) -> OpaquePointer {
    let (pixels, stride) = surface.data
    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, Int32(surface.width), Int32(surface.height), pixels, stride)
    else {
      preconditionFailure("pixman could not wrap a \(surface.width)×\(surface.height) surface")
    }
    return image
  }

  /// Draws one frame.
  ///
  /// - Parameters:
  ///   - positions: The centre of each sprite, in pixels.
  ///   - angles: The rotation of each sprite in radians, or `nil` for
  ///     none; must have as many entries as `positions` when given.
  /// - Returns: The frame.
  public func render(positions: [Point], angles: [Double]?) -> Image {
    var white = pixman_color_t(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF, alpha: 0xFFFF)
    var frame = pixman_box32_t(
      x1: 0, y1: 0, x2: Int32(target.width), y2: Int32(target.height))
    _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, destination, &white, 1, &frame)
    let width = Int32(spriteWidth)
    let height = Int32(spriteHeight)
    if angles != nil {
      pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
    }
    for index in positions.indices {
      let position = positions[index]
      guard let angles else {
        let x = Int32((position.x - spriteWidth / 2).rounded())
        let y = Int32((position.y - spriteHeight / 2).rounded())
        pixman_image_composite32(
          PIXMAN_OP_OVER, source, nil, destination, 0, 0, 0, 0, x, y, width, height)
        continue
      }
      // Target pixels → sprite pixels: about the centre, turned back.
      let cosine: Double = cos(angles[index])
      let sine: Double = sin(angles[index])
      var inverse = pixman_f_transform()
      inverse.m.0 = (cosine, sine, spriteWidth / 2 - cosine * position.x - sine * position.y)
      inverse.m.1 = (-sine, cosine, spriteHeight / 2 + sine * position.x - cosine * position.y)
      inverse.m.2 = (0, 0, 1)
      var transform = pixman_transform()
      _ = pixman_transform_from_pixman_f_transform(&transform, &inverse)
      pixman_image_set_transform(source, &transform)
      let extentX: Double = abs(cosine) * spriteWidth / 2 + abs(sine) * spriteHeight / 2
      let extentY: Double = abs(sine) * spriteWidth / 2 + abs(cosine) * spriteHeight / 2
      let minX = Int32((position.x - extentX).rounded(.down)) - 1
      let minY = Int32((position.y - extentY).rounded(.down)) - 1
      let maxX = Int32((position.x + extentX).rounded(.up)) + 1
      let maxY = Int32((position.y + extentY).rounded(.up)) + 1
      pixman_image_composite32(
        PIXMAN_OP_OVER, source, nil, destination, minX, minY, 0, 0, minX, minY, maxX - minX,
        maxY - minY)
    }
    if angles != nil {
      pixman_image_set_transform(source, nil)
      pixman_image_set_filter(source, PIXMAN_FILTER_NEAREST, nil, 0)
    }
    return target.makeImage()
  }
}
