internal import CBaselineCairo
import ZoetropeGraphics

/// A benchmark baseline: the same sprite frame the renderer draws from a
/// layer tree, drawn by a plain Cairo loop with no layers, caches or
/// checks.
///
/// It exists so the renderer's benchmarks can report their cost relative
/// to hand-written Cairo in the same run. Each call clears the frame to
/// white, paints every sprite centred on its position (snapped to whole
/// pixels when not turned, as the renderer does; rotated about its centre
/// with bilinear sampling otherwise) and copies the frame out as an
/// ``Image``, as `Renderer.render(_:size:background:)` does.
///
/// ZoetropeRenderingTests hold a copy (Support/SpriteBaselines.swift)
/// that the renderer is tested against: change both together.
@MainActor
public final class CairoSpriteBaseline {
  private let target: BaselineSurface
  private let sprite: BaselineSurface
  private let spriteWidth: Double
  private let spriteHeight: Double

  /// Creates a baseline drawing into a frame of `size` points at scale 1.
  ///
  /// - Parameters:
  ///   - size: The frame size in pixels (at least 1 × 1; clamped like the
  ///     renderer's).
  ///   - sprite: The sprite image, drawn at its pixel size.
  public init(size: Size, sprite: Image) {
    let (width, height) = BaselineSurface.pixelSize(of: size)
    target = BaselineSurface(width: width, height: height)
    self.sprite = BaselineSurface(image: sprite)
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
  public func render(positions: [Point], angles: [Double]?) -> Image {
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
    return target.makeImage()
  }
}
