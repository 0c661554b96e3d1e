import CCairo
import ZoetropeGraphics

@testable import ZoetropeRendering

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The plain Cairo peer of the sprite benchmarks, as a reference for the
// renderer: the benchmarks package holds the same drawing loop (its
// SpriteBaselines target, on its own copy of the surface code, since a
// test target cannot reach that package): change both together.

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
