import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// A bitmap an executor of a plan draws from: premultiplied ARGB32 rows (native
/// endian, alpha in the top byte) that never change while the object
/// lives, so a texture made from it stays valid for as long as it is kept.
///
/// The renderer's caches make a new bitmap whenever what a layer draws
/// changes (a backing store redrawn, an image, a re-tinted shadow), so a
/// GPU executor keys its textures by the object.
@MainActor
package final class PlanBitmap {
  let surface: CairoSurface

  init(_ surface: CairoSurface) {
    self.surface = surface
  }

  /// The width in pixels.
  package var width: Int { surface.width }
  /// The height in pixels.
  package var height: Int { surface.height }
  /// The object whose pixels these are: equal for equal pixels.
  package var key: ObjectIdentifier { ObjectIdentifier(surface) }
  /// The object to keep alive while a texture made from it is kept.
  package var owner: AnyObject { surface }

  /// Calls `body` with the first row and the bytes from one row to the
  /// next, or does nothing when the bitmap has no pixels.
  package func withPixels(_ body: (UnsafeRawPointer, _ bytesPerRow: Int) -> Void) {
    cairo_surface_flush(surface.surface)
    guard let data = cairo_image_surface_get_data(surface.surface) else { return }
    body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface.surface)))
  }
}

/// A rectangle of whole pixels of a plan target.
package struct PlanBox: Equatable, Sendable {
  /// The left column.
  package var x: Int
  /// The top row.
  package var y: Int
  /// The width in pixels, at least 1.
  package var width: Int
  /// The height in pixels, at least 1.
  package var height: Int

  /// Creates a box.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// A rounded rectangle that clips a group, in the clipping layer's bounds
/// coordinates.
package struct PlanClip: Equatable, Sendable {
  /// The rectangle.
  package var rect: Rect
  /// Its corner radius (0 for square corners).
  package var radius: Double
  /// The map from the layer's bounds coordinates to the pixels of the
  /// target the group is composited into.
  package var transform: Transform
  /// The corners `radius` rounds; the others are square.
  package var corners: CornerMask = .all
}

/// One step of a frame for a GPU executor: the layer tree flattened
/// into fills, bitmaps and offscreen groups, back to front, in Core
/// Animation's order (see ``Renderer/framePlan(of:)``).
///
/// Coordinates are pixels of the current target: the frame, or the
/// innermost open group, whose pixel (0, 0) is its box's corner.
package enum PlanStep {
  /// A rounded rectangle filled with a color (a background), or only its
  /// ring `border` wide inside it (a border), with antialiased edges;
  /// only `corners` are rounded (``LayerProperties/maskedCorners``).
  ///
  /// `color` is premultiplied by its alpha and the layer's.
  case fill(
    rect: Rect, radius: Double, border: Double?, color: Color.Premultiplied, transform: Transform,
    corners: CornerMask = .all)
  /// A bitmap drawn into `rect` of a layer's bounds coordinates, mapped
  /// to target pixels by `transform`, at `alpha`; sampled by nearest
  /// texel or bilinearly, transparent outside the bitmap; its red, green
  /// and blue multiplied by `tint` (a particle's color), if any.
  case bitmap(
    PlanBitmap, rect: Rect, transform: Transform, alpha: Double, isNearest: Bool,
    tint: Color? = nil)
  /// A bitmap (a projected layer's plane) drawn by a map with
  /// perspective from its pixels to target pixels, at `alpha`: the nine
  /// entries of a row-vector homography, `(x, y, 1) · M`.
  case projected(PlanBitmap, toTarget: [Double], alpha: Double)
  /// Starts an offscreen group covering `box` of the current target,
  /// transparent; what follows draws into it until ``endGroup(alpha:clip:tint:)``.
  case beginGroup(box: PlanBox)
  /// Composites the innermost group into the target it was begun in, at
  /// `alpha`, clipped to `clip` (with antialiased edges), with its red,
  /// green and blue multiplied by `tint`.
  case endGroup(alpha: Double, clip: PlanClip?, tint: Color?)
  /// Starts adding: the paints up to ``endAdding`` are added to the target
  /// (premultiplied, Cairo's `ADD`) instead of drawn over it; a
  /// cross-dissolve's second image.
  case beginAdding
  /// Ends adding: paints are drawn over the target again.
  case endAdding
  /// Starts the mask of the innermost group: an offscreen of the same box,
  /// transparent, drawn into until ``endMask``.
  case beginMask
  /// Multiplies the innermost group by the mask's alpha (Core Animation's
  /// mask, Cairo's `DEST_IN`).
  case endMask
}

/// A frame for a GPU executor: its size, background and steps.
package struct FramePlan {
  /// The frame's width in pixels.
  package var width: Int
  /// The frame's height in pixels.
  package var height: Int
  /// What the frame is cleared to first.
  package var background: Color
  /// The steps, back to front.
  package var steps: [PlanStep]
  /// How many layers' subtrees were drawn on the CPU into bitmaps because
  /// they use what the steps cannot express (see
  /// ``Renderer/needsCPUSubtree(_:)``); for tests and reports.
  package var cpuSubtrees: Int
}
