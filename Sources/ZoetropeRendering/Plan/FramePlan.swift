import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// A bitmap an executor of a plan draws from: premultiplied ARGB32 rows (native
/// endian, alpha in the top byte) that never change while the surface
/// lives, so a texture made from it stays valid for as long as it is kept;
/// with how it is sampled.
///
/// The renderer's caches make a new surface whenever what a layer draws
/// changes (a backing store redrawn, an image, a re-tinted shadow), so a
/// GPU executor keys its textures by the surface.
@MainActor
package struct PlanBitmap {
  let surface: CairoSurface
  /// The contents image the surface was made from, whose scaled copies the
  /// CPU executor may keep (``ImageSurfaceCache``), or a particle's image,
  /// which it tints; `nil` for a backing store, a shadow or a plane.
  let image: Image?
  /// Whether scaled copies of ``image`` may be kept (a contents image).
  let cachesScaled: Bool
  /// The layer's filter where the bitmap is drawn smaller than its pixels.
  let minification: ContentsFilter
  /// The layer's filter otherwise.
  let magnification: ContentsFilter
  /// Whether samples past its edge repeat the edge's pixels however it is
  /// turned.
  ///
  /// Cairo's `CAIRO_EXTEND_PAD`: a tile of a backing store
  /// (``StoreTiles``), whose neighbour continues it. Otherwise a bitmap on
  /// the axes pads and a turned one is transparent outside, as Cairo draws.
  package let padsEdges: Bool

  init(
    _ surface: CairoSurface, image: Image? = nil, cachesScaled: Bool = false,
    minification: ContentsFilter = .linear, magnification: ContentsFilter = .linear,
    padsEdges: Bool = false
  ) {
    self.padsEdges = padsEdges
    self.surface = surface
    self.image = image
    self.cachesScaled = cachesScaled
    self.minification = minification
    self.magnification = magnification
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
  /// The shape of the rounded corners.
  package var curve: CornerCurve = .circular
}

/// One step of a frame's plan: the layer tree flattened into fills, bitmaps
/// and groups, back to front, in Core Animation's order (see
/// ``Renderer/framePlan(of:)``).
///
/// The CPU executor (``CPUPlanExecutor``) and the OpenGL one draw the same
/// steps; adding a kind of paint means a case here, in ``PlanBuilder`` and
/// in each executor.
///
/// Coordinates are pixels of the frame, or, in a plan made for an executor
/// that draws each group into a texture of its own (``PlanBuilder/localizesGroups``),
/// of the innermost open group, whose pixel (0, 0) is its box's corner.
package enum PlanStep {
  /// A rounded rectangle filled with `color` at `alpha` (a background),
  /// or only its ring `border` wide inside it (a border), with
  /// antialiased edges; only `corners` are rounded, with `curve`
  /// (``LayerProperties/maskedCorners``, ``LayerProperties/cornerCurve``).
  case fill(
    rect: Rect, radius: Double, border: Double?, color: Color, alpha: Double,
    transform: Transform, corners: CornerMask = .all, curve: CornerCurve = .circular)
  /// A bitmap drawn into `rect` of a layer's bounds coordinates, mapped
  /// to target pixels by `transform`, at `alpha`; sampled by nearest
  /// texel or bilinearly, transparent outside the bitmap; its red, green
  /// and blue multiplied by `tint` (a particle's color), if any.
  case bitmap(
    PlanBitmap, rect: Rect, transform: Transform, alpha: Double, isNearest: Bool,
    tint: Color? = nil)
  /// A bitmap copied onto whole target pixels, its pixel (0, 0) at
  /// (`x`, `y`), at `alpha`: an image leaf that lands pixel for pixel (a
  /// sprite).
  case copy(PlanBitmap, x: Int, y: Int, alpha: Double)
  /// A bitmap (a projected layer's plane) drawn by a map with
  /// perspective from its pixels to target pixels, at `alpha`: the nine
  /// entries of a row-vector homography, `(x, y, 1) · M`. It covers `box`
  /// of the frame, cut to the polygon `outline` (frame pixels) when the
  /// plane crosses the eye's plane.
  case projected(
    PlanBitmap, toTarget: [Double], alpha: Double, box: PlanBox, outline: [Point]?)
  /// An emitter's particles of the frame, back to front: each a bitmap
  /// step (``bitmap(_:rect:transform:alpha:isNearest:tint:)``) of one of
  /// a few cell images, so an executor may draw them all at once (the
  /// OpenGL one as instanced quads).
  case particles(PlanParticles)
  /// Starts an offscreen group covering `box` of the current target,
  /// transparent; what follows draws into it until ``endGroup(alpha:tint:)``.
  /// `area`, when given, is what the subtree can paint (target pixels,
  /// not rounded), to which the CPU executor clips the group as Cairo's
  /// reference drawing does.
  case beginGroup(box: PlanBox, area: Rect?)
  /// Composites the innermost group into the target it was begun in, at
  /// `alpha`, with its red, green and blue multiplied by `tint`.
  case endGroup(alpha: Double, tint: Color?)
  /// Starts clipping to `clip` (a layer's rounded bounds, with
  /// antialiased edges) what follows, up to ``endClip``; `box` (target
  /// pixels) holds all of it that shows. An executor may draw the clipped
  /// paints into a group of `box` and composite it through the clip; the
  /// CPU one clips each paint. With `keepsCompositor` false, the CPU
  /// executor draws every clipped paint with Cairo.
  case beginClip(box: PlanBox, clip: PlanClip, keepsCompositor: Bool)
  /// Ends the innermost clip.
  case endClip
  /// A layer's text, drawing, shape or gradient drawn as vectors straight
  /// into the target, clipped to `storeRect` of its bounds coordinates, at
  /// `alpha`: a backing store too large to keep (over
  /// ``BackingStoreCache/maximumPixelCount`` pixels). Only in a plan for
  /// an executor that draws vectors (``PlanBuilder/Executor/cpu``).
  case vectors(RenderLayer, storeRect: Rect, transform: Transform, alpha: Double)
  /// A Lottie shape layer's fill and stroke rasterized straight into the
  /// target with their full map (see ``PlanShape``), where its path changed
  /// since the last frame, instead of a backing store drawn and
  /// composited.
  case shape(PlanShape)
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
  /// mask, Cairo's `DEST_IN`), or, `inverted`, by one minus it (`DEST_OUT`).
  case endMask(inverted: Bool)
}

/// A frame for an executor: its size, background and steps.
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

/// One particle of a ``PlanParticles``: what a
/// ``PlanStep/bitmap(_:rect:transform:alpha:isNearest:tint:)`` step of its
/// cell's image would hold.
package struct PlanParticle {
  /// Its image: an index into ``PlanParticles/bitmaps``.
  package var bitmap: Int
  /// The rectangle the image fills, in the coordinates `transform` maps.
  package var rect: Rect
  /// The map from `rect`'s coordinates to target pixels.
  package var transform: Transform
  /// Its alpha (the particle's times the layer's), above 0.
  package var alpha: Double
  /// Whether the image is sampled by nearest texel (it lands on whole
  /// pixels), else bilinearly.
  package var isNearest: Bool
  /// The color its image's red, green and blue are multiplied by, or
  /// `nil` for white.
  package var tint: Color?
}

/// An emitter's particles in a plan (``PlanStep/particles(_:)``): its
/// cells' images, and each particle's paint, back to front.
package struct PlanParticles {
  /// The distinct images the particles draw, each once.
  package var bitmaps: [PlanBitmap]
  /// The particles, in drawing order.
  package var particles: [PlanParticle]
}

/// A shape layer (``LayerProperties/usesCoverageRasterizer``) whose fill
/// and stroke a ``PlanStep/shape(_:)`` step rasterizes straight into the
/// target: the path's points mapped by ``transform``, each pixel's exact
/// covered area times the colour times ``alpha``, composited over the
/// target inside ``box``.
///
/// The planner makes one only where the result is the store's: the layer
/// paints one of its fill and stroke, or both at full alpha (over is
/// associative), with an untrimmed, undashed stroke, and does not mask to
/// its bounds.
@MainActor
package struct PlanShape {
  /// The layer, whose presentation values hold the path and its style.
  let layer: RenderLayer
  /// The map from the layer's bounds coordinates to target pixels.
  package let transform: Transform
  /// The alpha the fill and stroke colours are multiplied by.
  package let alpha: Double
  /// The target pixels the shape may paint (its extent, mapped, cut to
  /// the target): nothing outside it changes.
  package let box: PlanBox

  /// Whether drawing the fill and then the stroke over the target, each
  /// faded by ``alpha``, gives what compositing the faded shape gives:
  /// when it is opaque or paints only one of them (a translucent shape
  /// that paints both is its ``rasterized()`` bitmap, composited at
  /// ``bitmapAlpha``, so the fill does not show through the stroke).
  package var drawsOverTarget: Bool {
    let properties = layer.properties
    return alpha >= 1 || !(properties.fillColor.alpha > 0 && Renderer.strokes(properties))
  }

  /// The alpha the ``rasterized()`` bitmap is composited with: 1 when
  /// ``drawsOverTarget`` (the bitmap holds the faded colours), else
  /// ``alpha``.
  package var bitmapAlpha: Double { drawsOverTarget ? 1 : alpha }

  /// The shape rasterized alone into a transparent bitmap of ``box``,
  /// pixel (0, 0) at the box's corner, its colours faded by ``alpha``
  /// when it ``drawsOverTarget`` (else composited at ``bitmapAlpha``); an
  /// executor that cannot draw the path itself draws this pixel for pixel.
  package func rasterized() -> PlanBitmap {
    let surface = CairoSurface(width: box.width, height: box.height)
    let cairo: OpaquePointer = cairo_create(surface.surface)
    var matrix = cairoMatrix(
      transform.translatedInTarget(
        by: PixelBox(minX: box.x, minY: box.y, maxX: box.x + box.width, maxY: box.y + box.height)))
    cairo_set_matrix(cairo, &matrix)
    Renderer.drawShape(layer.properties, on: cairo, alpha: drawsOverTarget ? alpha : 1)
    cairo_destroy(cairo)
    cairo_surface_flush(surface.surface)
    return PlanBitmap(surface)
  }
}
