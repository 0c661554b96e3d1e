/// What a renderer draws once and keeps while its frames use it: every
/// cache, owned here and ended together at each frame.
///
/// Each cache keeps an entry while frames use it (see its own type) and
/// drops it at the end of the first frame that did not: the drawing
/// passes use entries, and the footprint pass keeps those of layers it
/// does not redraw (``Renderer/retainCaches(of:)``).
@MainActor
final class RenderCaches {
  /// Contents images as Cairo surfaces, and their scaled copies.
  let images = ImageSurfaceCache()
  /// Where pairs of contents images differ, for the damage of a layer
  /// whose image changes (``Renderer/contentsDamage(of:previous:context:transform:isGroup:area:)``).
  let contentsDifferences = ContentsDifferenceCache()
  /// Rasterized text, drawing, shapes and gradients, one per layer.
  let backingStores = BackingStoreCache()
  /// Shadow bitmaps, one per layer.
  let shadows = ShadowCache()
  /// The plane bitmaps of layers drawn in perspective.
  let planes = PlaneCache()
  /// Emitters' particles of the frame, and tinted particle images.
  let particles = ParticleCache()
  /// The bitmaps of subtrees a frame plan draws on the CPU.
  let cpuSubtrees = CPUSubtreeCache()
  /// The tiles of backing stores too large to keep whole, for the GPU.
  let storeTiles = StoreTileCache()

  /// Ends a frame that drew nothing because nothing changed: every entry
  /// counts as used by it.
  func keepAll() {
    images.keepAll()
    backingStores.keepAll()
    shadows.keepAll()
    planes.keepAll()
    cpuSubtrees.keepAll()
    storeTiles.keepAll()
  }

  /// Ends a frame: drops what it did not use.
  func evictUnused() {
    images.evictUnused()
    backingStores.evictUnused()
    shadows.evictUnused()
    planes.evictUnused()
    particles.evictUnused()
    cpuSubtrees.evictUnused()
    storeTiles.evictUnused()
  }
}
