import ZoetropeGraphics
import ZoetropeLayers

/// The bitmaps of subtrees a frame plan cannot express in steps (see
/// ``Renderer/needsCPUSubtree(_:)``), drawn on the CPU and kept while the
/// subtree and where it is drawn stay the same: a window of continuous
/// corners is rasterized once, not every frame.
///
/// An entry belongs to the subtree's root layer and is valid for one
/// ``Key``: the root's render node by identity, the map of its
/// superlayer and the superlayer's sublayer transform, and the target
/// pixels. The node identifies the whole subtree: a render node is never
/// rewritten while anything else holds it (the layer tree refills only
/// nodes it holds alone, `isKnownUniquelyReferenced`), and the entry holds
/// it, so an unchanged node is an unchanged subtree, and a subtree that
/// changed anywhere has a new root node. (An emitter's particles are
/// computed from its node too.) Entries not used in a frame are dropped
/// at its end, as the other per-layer caches' are.
@MainActor
final class CPUSubtreeCache: LayerEntryCache {
  /// What a subtree's bitmap shows.
  struct Key: Equatable {
    /// The subtree's root.
    var layer: RenderLayer
    /// The map from the superlayer's bounds coordinates to frame pixels.
    var parentTransform: Transform
    /// The superlayer's sublayer transform, if any.
    var parentSublayer: Transform3D?
    /// The frame pixels the bitmap covers.
    var box: PixelBox

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.layer === rhs.layer && lhs.parentTransform == rhs.parentTransform
        && lhs.parentSublayer == rhs.parentSublayer && lhs.box == rhs.box
    }
  }

  /// A subtree's bitmap.
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
  /// The entries by the root layer's identifier.
  var entries: [UInt64: Entry] = [:]
  /// How many subtree bitmaps were drawn (not reused); for tests.
  private(set) var drawCount = 0

  /// The bitmap of a subtree for a key: the kept one when the key is the
  /// same, else a new one of the box's size drawn by `draw`.
  func surface(for key: Key, draw: (CairoSurface) -> Void) -> CairoSurface {
    let layerID = key.layer.layerID
    if let entry = entries[layerID], entry.key == key {
      entry.generation = generation
      return entry.surface
    }
    let surface = CairoSurface(width: key.box.width, height: key.box.height)
    draw(surface)
    drawCount += 1
    let entry = Entry(key: key, surface: surface)
    entry.generation = generation
    entries[layerID] = entry
    return surface
  }
}
