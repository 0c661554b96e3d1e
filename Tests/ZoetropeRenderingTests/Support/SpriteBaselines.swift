import CCairo
import CPixman
import ZoetropeGraphics

@testable import ZoetropeRendering

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The two plain peers of the sprite benchmarks, as the tests use them: the
// benchmarks package holds the same drawing loops (its SpriteBaselines
// target, on its own copy of the surface code): change both together.

/// The same sprite frame ``Renderer`` draws from a layer tree, drawn by a
/// plain Cairo loop with no layers, caches or checks: the renderer must
/// draw exactly this (`CairoSpriteBaselineTests`).
///
/// Each call clears the frame to white, paints every sprite centred on
/// its position (snapped to whole pixels when not turned, as the renderer
/// does; rotated about its centre with bilinear sampling otherwise) and
/// copies the frame out as an ``Image``, as
/// ``Renderer/render(_:size:background:)`` does.
@MainActor
final class CairoSpriteBaseline {
  private let target: CairoSurface
  private let sprite: CairoSurface
  private let spriteWidth: Double
  private let spriteHeight: Double

  /// Creates a baseline drawing into a frame of `size` points at scale 1.
  ///
  /// - Parameters:
  ///   - size: The frame size in pixels (at least 1 × 1; clamped like the
  ///     renderer's).
  ///   - sprite: The sprite image, drawn at its pixel size.
  init(size: Size, sprite: Image) {
    let (width, height) = Renderer.pixelSize(of: size, scale: 1)
    target = CairoSurface(width: width, height: height)
    self.sprite = CairoSurface(image: sprite)
    spriteWidth = Double(sprite.pixelWidth)
    spriteHeight = Double(sprite.pixelHeight)
  }

  /// Draws one frame.
  ///
  /// - Parameters:
  ///   - positions: The centre of each sprite, in pixels.
  ///   - angles: The rotation of each sprite in radians, or `nil` for
  ///     none; must have as many entries as `positions` when given.
  /// - Returns: The frame.
  func render(positions: [Point], angles: [Double]?) -> Image {
    let cairo: OpaquePointer = cairo_create(target.surface)
    cairo_set_source_rgb(cairo, 1, 1, 1)
    cairo_paint(cairo)
    for index in positions.indices {
      let position = positions[index]
      if let angles {
        cairo_save(cairo)
        cairo_translate(cairo, position.x, position.y)
        cairo_rotate(cairo, angles[index])
        cairo_set_source_surface(cairo, sprite.surface, -spriteWidth / 2, -spriteHeight / 2)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_rectangle(cairo, -spriteWidth / 2, -spriteHeight / 2, spriteWidth, spriteHeight)
        cairo_fill(cairo)
        cairo_restore(cairo)
      } else {
        let x = (position.x - spriteWidth / 2).rounded()
        let y = (position.y - spriteHeight / 2).rounded()
        cairo_set_source_surface(cairo, sprite.surface, x, y)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        cairo_rectangle(cairo, x, y, spriteWidth, spriteHeight)
        cairo_fill(cairo)
      }
    }
    cairo_destroy(cairo)
    return target.makeImage(scale: 1)
  }
}

/// The sprite frame of ``CairoSpriteBaseline`` drawn by a plain pixman
/// loop, with no Cairo, layers, caches or checks: it must draw what the
/// Cairo loop draws (`SpriteBaselineTests`).
///
/// Each call clears the frame to white, composites every sprite
/// centred on its position (`OVER` at the nearest whole pixel when not
/// turned; otherwise through an affine transform with bilinear sampling
/// and transparent edges, over the turned sprite's bounding box) and
/// copies the frame out as an ``Image``.
@MainActor
final class PixmanSpriteBaseline {
  private let target: CairoSurface
  private let sprite: CairoSurface
  private let spriteWidth: Double
  private let spriteHeight: Double

  /// Creates a baseline drawing into a frame of `size` pixels.
  ///
  /// - Parameters:
  ///   - size: The frame size in pixels (at least 1 × 1; clamped like the
  ///     renderer's).
  ///   - sprite: The sprite image, drawn at its pixel size.
  init(size: Size, sprite: Image) {
    let (width, height) = Renderer.pixelSize(of: size, scale: 1)
    target = CairoSurface(width: width, height: height)
    self.sprite = CairoSurface(image: sprite)
    spriteWidth = Double(sprite.pixelWidth)
    spriteHeight = Double(sprite.pixelHeight)
  }

  /// Draws one frame.
  ///
  /// - Parameters:
  ///   - positions: The centre of each sprite, in pixels.
  ///   - angles: The rotation of each sprite in radians, or `nil` for
  ///     none; must have as many entries as `positions` when given.
  /// - Returns: The frame.
  func render(positions: [Point], angles: [Double]?) -> Image {
    let destination = target.pixmanImage
    let source = sprite.pixmanImage
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
    return target.makeImage(scale: 1)
  }
}
