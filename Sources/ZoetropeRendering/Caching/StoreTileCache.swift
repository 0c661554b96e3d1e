import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// The tiles of backing stores too large to keep whole (over
/// ``BackingStoreCache/maximumPixelCount`` pixels), for an executor that
/// does not draw vectors: each tile rasterized once, and kept while the
/// layer's content, bounds and scale stay the same and frames draw it
/// (see ``StoreTiles``).
///
/// An entry belongs to a layer and holds the tiles the frames drew; a
/// tile not drawn in the last frame that drew the layer is dropped, so
/// scrolling a huge layer keeps only the tiles in view.
@MainActor
final class StoreTileCache: LayerEntryCache {
  /// A layer's tiles.
  @MainActor
  final class Entry: GenerationStamped {
    let content: RenderContent
    let extended: ExtendedLayerProperties
    let contentRect: Rect
    let scale: Double
    /// The tiles by index (row × columns + column).
    var tiles: [Int: CairoSurface] = [:]
    /// The tiles drawn in the entry's generation.
    var used: Set<Int> = []
    var generation = 0

    init(
      content: RenderContent, extended: ExtendedLayerProperties, contentRect: Rect, scale: Double
    ) {
      self.content = content
      self.extended = extended
      self.contentRect = contentRect
      self.scale = scale
    }
  }

  /// Counts calls of ``evictUnused()``; entries record the count when used.
  var generation = 0
  /// The entries by layer identifier.
  var entries: [UInt64: Entry] = [:]
  /// How many tiles were rasterized (not reused); for tests.
  private(set) var drawCount = 0

  /// A layer's entry for its content, store rectangle and scale.
  ///
  /// The kept one when they are the same, else a new one without tiles. The first
  /// use in a frame drops the tiles the last frame did not draw.
  func entry(
    layerID: UInt64, content: RenderContent, extended: ExtendedLayerProperties, contentRect: Rect,
    scale: Double
  ) -> Entry {
    if let entry = entries[layerID], entry.scale == scale, entry.contentRect == contentRect,
      entry.extended.equalsIgnoringShadow(extended), entry.content == content
    {
      if entry.generation != generation {
        entry.tiles = entry.tiles.filter { entry.used.contains($0.key) }
        entry.used = []
        entry.generation = generation
      }
      return entry
    }
    let entry = Entry(
      content: content, extended: extended, contentRect: contentRect, scale: scale)
    entry.generation = generation
    entries[layerID] = entry
    return entry
  }

  /// A tile of an entry: the kept one, or a new one of `width × height`
  /// pixels drawn by `draw`.
  func tile(
    _ index: Int, of entry: Entry, width: Int, height: Int, draw: (CairoSurface) -> Void
  ) -> CairoSurface {
    entry.used.insert(index)
    if let surface = entry.tiles[index] { return surface }
    let surface = CairoSurface(width: width, height: height)
    draw(surface)
    drawCount += 1
    entry.tiles[index] = surface
    return surface
  }
}
