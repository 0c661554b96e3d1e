import ZoetropeGraphics
import ZoetropeLayers

/// The plane bitmaps of layers drawn in perspective (see
/// ``Renderer/drawProjected(_:map:in:opacity:)``), kept while what is drawn
/// into the plane does not change: a card that only turns is resampled
/// each frame, not redrawn.
///
/// An entry belongs to a layer and is valid for one ``Key``: the layer's
/// values apart from those that place it (position, transforms, z,
/// opacity, hidden), its content, its sublayers' and mask's render nodes
/// by identity (an unchanged subtree keeps its nodes), and the plane's
/// area and scale. Entries not used in a frame are dropped at its end, as
/// the other per-layer caches' are.
@MainActor
final class PlaneCache: LayerEntryCache {
  /// What a plane bitmap shows.
  struct Key: Equatable {
    /// The layer's values with those that only place it reset.
    var properties: LayerProperties
    /// The layer's content.
    var content: RenderContent?
    /// The sublayers' render nodes, by identity.
    var sublayers: [ObjectIdentifier]
    /// The mask's render node, by identity.
    var mask: ObjectIdentifier?
    /// The plane's pixels in the layer's bounds coordinates times `scale`.
    var area: Rect
    /// Plane pixels per point.
    var scale: Double

    /// The key of a layer's plane.
    init(layer: RenderLayer, area: Rect, scale: Double) {
      var properties = layer.properties
      properties.position = .zero
      properties.transform = .identity
      properties.zPosition = 0
      properties.opacity = 1
      properties.isHidden = false
      if properties.hasSpace {
        properties.transform3D = .identity
        properties.anchorPointZ = 0
        properties.isDoubleSided = true
      }
      self.properties = properties
      content = layer.content
      sublayers = layer.sublayers.map { ObjectIdentifier($0) }
      mask = layer.mask.map { ObjectIdentifier($0) }
      self.area = area
      self.scale = scale
    }
  }

  /// A plane bitmap.
  @MainActor
  final class Entry: GenerationStamped {
    let key: Key
    let surface: CairoSurface
    var generation = 0

    init(key: Key, surface: CairoSurface) {
      self.key = key
      self.surface = surface
    }
  }

  /// Counts calls of ``evictUnused()``; entries record the count when used.
  var generation = 0
  /// The entries by layer identifier.
  var entries: [UInt64: Entry] = [:]
  /// How many plane bitmaps were drawn (not reused); for tests.
  private(set) var drawCount = 0

  /// The plane bitmap of a layer for a key: the kept one when the key is
  /// the same, else a new one drawn by `draw`.
  func surface(
    layerID: UInt64, key: Key, width: Int, height: Int, draw: (CairoSurface) -> Void
  ) -> CairoSurface {
    if let entry = entries[layerID], entry.key == key {
      entry.generation = generation
      return entry.surface
    }
    let surface = CairoSurface(width: width, height: height)
    draw(surface)
    drawCount += 1
    let entry = Entry(key: key, surface: surface)
    entry.generation = generation
    entries[layerID] = entry
    return surface
  }
}
