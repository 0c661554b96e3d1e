import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// How a backing store too large to keep whole (over
/// ``BackingStoreCache/maximumPixelCount`` pixels) is cut into tiles for an
/// executor that does not draw vectors, and which tiles a frame needs:
/// those under the frame pixels the layer can paint, each
/// ``side`` × ``side`` store pixels (fewer at the store's right and
/// bottom edges).
struct StoreTiles: Equatable {
  /// A tile's side, in store pixels.
  static let side = 512
  /// The most tiles a frame may need of one store (16 M pixels, as
  /// the largest backing store); a store shrunk so far that it needs more
  /// is tiled at a lower scale.
  static let maximumTiles = 64

  /// The store's rectangle in the layer's bounds coordinates.
  var contentRect: Rect
  /// Store pixels per point.
  var scale: Double
  /// The store's width in pixels.
  var width: Int
  /// The store's height in pixels.
  var height: Int
  /// The columns of tiles in view.
  var columns: Range<Int>
  /// The rows of tiles in view.
  var rows: Range<Int>

  /// The tiles of a store of `contentRect` that a frame needs.
  ///
  /// `transform` maps the layer's bounds coordinates to frame pixels, of
  /// which `limit` shows. The store is at `scale`, or, for a layer the map shrinks
  /// (a huge layer zoomed out), at `scale` halved as many times as keeps
  /// it at least as fine as the frame's pixels on the layer and at most
  /// ``maximumTiles`` in view. Nil when the map has no inverse, the
  /// store is over 2³⁰ pixels on a side at `scale`, or 24 halvings do not
  /// bring the tiles in view to ``maximumTiles``.
  static func layout(contentRect: Rect, scale: Double, transform: Transform, limit: PixelBox)
    -> StoreTiles?
  {
    // The frame pixels per point in the layer's finer direction: a store
    // twice as fine as that or more is sampled too sparsely to show its
    // detail (bilinearly, without mipmaps).
    let finest = max(
      (transform.a * transform.a + transform.b * transform.b).squareRoot(),
      (transform.c * transform.c + transform.d * transform.d).squareRoot())
    var level = scale
    for _ in 0...24 {
      guard
        let tiles = layout(
          contentRect: contentRect, exactScale: level, transform: transform, limit: limit)
      else { return nil }
      if tiles.columns.count * tiles.rows.count <= maximumTiles, !(level / 2 >= finest) {
        return tiles
      }
      level /= 2
    }
    return nil
  }

  /// The tiles in view of a store of `contentRect` at `scale`, however
  /// many; nil when the map has no inverse or the store is wider or
  /// taller than 2³⁰ pixels.
  private static func layout(
    contentRect: Rect, exactScale scale: Double, transform: Transform, limit: PixelBox
  ) -> StoreTiles? {
    let limitPixels = 1 << 30
    let w = (contentRect.width * scale).rounded(.up)
    let h = (contentRect.height * scale).rounded(.up)
    guard w.isFinite, h.isFinite, w >= 1, h >= 1, w < Double(limitPixels),
      h < Double(limitPixels)
    else { return nil }
    let determinant = transform.a * transform.d - transform.b * transform.c
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    var tiles = StoreTiles(
      contentRect: contentRect, scale: scale, width: Int(w), height: Int(h), columns: 0..<0,
      rows: 0..<0)
    let visible = limit.rect.applying(transform.inverted()).intersection(contentRect)
    guard !visible.isNull, visible.width > 0, visible.height > 0 else { return tiles }
    func span(_ low: Double, _ high: Double, _ origin: Double, _ size: Int) -> Range<Int> {
      let first = max(Int(((low - origin) * scale).rounded(.down)) - 1, 0)
      let last = min(Int(((high - origin) * scale).rounded(.up)) + 1, size)
      guard last > first else { return 0..<0 }
      return first / side..<(last + side - 1) / side
    }
    tiles.columns = span(visible.minX, visible.maxX, contentRect.minX, tiles.width)
    tiles.rows = span(visible.minY, visible.maxY, contentRect.minY, tiles.height)
    return tiles
  }

  /// The store pixels of a tile: its corner, width and height.
  func pixels(column: Int, row: Int) -> PlanBox {
    let x = column * StoreTiles.side
    let y = row * StoreTiles.side
    return PlanBox(
      x: x, y: y, width: min(StoreTiles.side, width - x), height: min(StoreTiles.side, height - y))
  }

  /// A tile's rectangle in the layer's bounds coordinates.
  func rect(of box: PlanBox) -> Rect {
    Rect(
      x: contentRect.minX + Double(box.x) / scale, y: contentRect.minY + Double(box.y) / scale,
      width: Double(box.width) / scale, height: Double(box.height) / scale)
  }
}

extension PlanBuilder {
  /// A backing store too large to keep whole, as the tiles of it in view
  /// (``StoreTiles``), each rasterized once into ``StoreTileCache`` and
  /// drawn as a bitmap step: straight into the target when every tile
  /// lands on whole pixels, else added (Cairo's `ADD`) into a group
  /// composited at `alpha`, so that where two tiles share an edge their
  /// coverages sum to one and no seam shows.
  mutating func addTiles(
    _ content: RenderContent, of layer: RenderLayer, bounds: Rect, contentRect: Rect,
    transform: Transform, alpha: Double, limit: PixelBox
  ) {
    let scale = renderer.scale
    guard
      let tiles = StoreTiles.layout(
        contentRect: contentRect, scale: scale, transform: transform, limit: limit),
      !tiles.columns.isEmpty, !tiles.rows.isEmpty, alpha > 0
    else { return }
    let entry = renderer.caches.storeTiles.entry(
      layerID: layer.layerID, content: content,
      extended: content.kind == nil ? ExtendedLayerProperties() : layer.properties.extended,
      contentRect: contentRect, scale: tiles.scale)
    var placed: [(PlanBitmap, Rect)] = []
    var aligned = true
    for row in tiles.rows {
      for column in tiles.columns {
        let box = tiles.pixels(column: column, row: row)
        let surface = renderer.caches.storeTiles.tile(
          row * ((tiles.width + StoreTiles.side - 1) / StoreTiles.side) + column, of: entry,
          width: box.width, height: box.height
        ) { surface in
          rasterizeTile(content, of: layer, bounds: bounds, tiles: tiles, box: box, on: surface)
        }
        let rect = tiles.rect(of: box)
        aligned =
          aligned
          && isPixelAligned(
            Renderer.surfaceToTarget(
              rect, pixelWidth: box.width, pixelHeight: box.height, transform: transform))
        placed.append(
          (
            PlanBitmap(
              surface, minification: layer.properties.minificationFilter,
              magnification: layer.properties.magnificationFilter, padsEdges: true), rect
          ))
      }
    }
    if aligned {
      for (bitmap, rect) in placed {
        addSurface(bitmap, in: rect, transform: transform, alpha: alpha)
      }
      return
    }
    let visible = tiles.rect(
      of: PlanBox(
        x: tiles.columns.lowerBound * StoreTiles.side, y: tiles.rows.lowerBound * StoreTiles.side,
        width: min(tiles.columns.count * StoreTiles.side, tiles.width),
        height: min(tiles.rows.count * StoreTiles.side, tiles.height)))
    let outerOrigin = origin
    guard let box = beginGroup(covering: visible, transform: transform, limit: limit) else {
      return
    }
    enter(box)
    steps.append(.beginAdding)
    for (bitmap, rect) in placed {
      addSurface(bitmap, in: rect, transform: transform, alpha: 1)
    }
    steps.append(.endAdding)
    origin = outerOrigin
    steps.append(.endGroup(alpha: alpha, tint: nil))
  }

  /// Draws one tile of a store: the layer's content as its backing store
  /// would hold it, shifted so the tile's corner is pixel (0, 0); a
  /// gradient at no more than the scale ``Renderer/drawVectors(_:of:bounds:storeRect:in:transform:alpha:)``
  /// gives it.
  private func rasterizeTile(
    _ content: RenderContent, of layer: RenderLayer, bounds: Rect, tiles: StoreTiles,
    box: PlanBox, on surface: CairoSurface
  ) {
    let cairo: OpaquePointer = cairo_create(surface.surface)
    cairo_translate(cairo, Double(-box.x), Double(-box.y))
    cairo_scale(cairo, tiles.scale, tiles.scale)
    cairo_translate(cairo, -tiles.contentRect.minX, -tiles.contentRect.minY)
    let gradientScale = min(
      tiles.scale,
      (BackingStoreCache.maximumPixelCount / 4 / max(bounds.width * bounds.height, 1))
        .squareRoot())
    Renderer.rasterize(
      content, properties: layer.properties, bounds: bounds, scale: gradientScale, on: cairo,
      images: renderer.caches.images)
    cairo_destroy(cairo)
    cairo_surface_flush(surface.surface)
  }
}
