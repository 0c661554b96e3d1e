import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// The rasterized text, custom drawing, shapes and gradients of layers:
/// one surface per layer, drawn once and composited every frame until it
/// changes.
///
/// An entry belongs to a layer (``RenderLayer/layerID``) and is valid for
/// one ``RenderContent`` value, one set of shape and gradient values
/// (``LayerProperties/extended``, compared by identity first, so a layer
/// whose other properties animate reuses its surface), one bounds
/// rectangle and one scale factor. A layer's content value changes when the layer re-records its
/// drawing (after `setNeedsDisplay()`) or its text attributes change; the
/// bounds and scale change with geometry and the renderer. Any change
/// redraws the surface. Comparing content is cheap in the common case:
/// an unchanged layer hands over the same stored arrays and strings,
/// which compare by identity first.
///
/// Entries for layers that were not drawn in a frame (or, with the
/// compositor, that are not in it: see ``retain(layerID:)``) are dropped
/// at its end by ``evictUnused()`` (hidden, removed or fully transparent
/// layers free their surfaces).
@MainActor
final class BackingStoreCache: LayerEntryCache {
  /// A rasterized layer content.
  @MainActor
  final class Entry: GenerationStamped {
    let content: RenderContent
    let extended: ExtendedLayerProperties
    let bounds: Rect
    let scale: Double
    let surface: CairoSurface
    var generation = 0

    init(
      content: RenderContent, extended: ExtendedLayerProperties, bounds: Rect, scale: Double,
      surface: CairoSurface
    ) {
      self.content = content
      self.extended = extended
      self.bounds = bounds
      self.scale = scale
      self.surface = surface
    }
  }

  /// Counts calls of ``evictUnused()``; entries record the count when used.
  var generation = 0
  /// The largest backing store, in pixels (16 M, 64 MB); the renderer
  /// draws bigger layers directly instead of caching them.
  static let maximumPixelCount = 16.0 * 1_024 * 1_024

  /// The entries by layer identifier.
  var entries: [UInt64: Entry] = [:]

  /// The number of cached backing stores.
  var count: Int { entries.count }

  /// How many times a backing store was drawn (not reused); for tests.
  private(set) var drawCount = 0

  /// The backing store of a layer's content, drawn now by `draw` when
  /// there is none for this content, bounds and scale.
  ///
  /// - Parameters:
  ///   - layerID: The layer.
  ///   - content: What it draws.
  ///   - extended: The shape and gradient values it draws (the empty
  ///     default for a layer that draws none).
  ///   - bounds: Its bounds, in points (finite, not empty).
  ///   - scale: Pixels per point.
  ///   - draw: Draws the content into a fresh `cairo_t` whose user space
  ///     is the layer's bounds coordinates.
  /// - Returns: The cached or new backing store.
  func entry(
    layerID: UInt64, content: RenderContent,
    extended: ExtendedLayerProperties = ExtendedLayerProperties(), bounds: Rect, scale: Double,
    draw: (OpaquePointer) -> Void
  ) -> Entry {
    if let entry = entries[layerID], entry.scale == scale, entry.bounds == bounds,
      entry.extended.equalsIgnoringShadow(extended), entry.content == content
    {
      entry.generation = generation
      return entry
    }
    let width = min(
      max(Int(saturating: (bounds.width * scale).rounded(.up)), 1), Renderer.maximumPixelDimension)
    let height = min(
      max(Int(saturating: (bounds.height * scale).rounded(.up)), 1), Renderer.maximumPixelDimension)
    let surface = CairoSurface(width: width, height: height)
    let cairo: OpaquePointer = cairo_create(surface.surface)
    cairo_scale(cairo, scale, scale)
    cairo_translate(cairo, -bounds.minX, -bounds.minY)
    draw(cairo)
    drawCount += 1
    cairo_destroy(cairo)
    cairo_surface_flush(surface.surface)
    let entry = Entry(
      content: content, extended: extended, bounds: bounds, scale: scale, surface: surface)
    entry.generation = generation
    entries[layerID] = entry
    return entry
  }

  /// Drops every entry.
  func removeAll() {
    entries = [:]
  }
}
