// What the per-layer caches (backing stores, shadows) share: entries
// stamped with the frame that last used them, dropped when a frame ends
// without using them.

/// An entry of a ``LayerEntryCache``: it records the cache's
/// ``LayerEntryCache/generation`` when used.
@MainActor
protocol GenerationStamped: AnyObject {
  /// The cache's generation when the entry was last used.
  var generation: Int { get set }
}

/// A cache of one entry per layer, keyed by ``RenderLayer/layerID``, kept
/// while the layer is drawn or retained in each frame.
@MainActor
protocol LayerEntryCache: AnyObject {
  /// The kind of entry.
  associatedtype Entry: GenerationStamped
  /// The entries by layer identifier.
  var entries: [UInt64: Entry] { get set }
  /// Counts calls of ``evictUnused()``; entries record the count when used.
  var generation: Int { get set }
}

extension LayerEntryCache {
  /// Keeps a layer's entry, if any, through the next ``evictUnused()``
  /// although it was not drawn (the layer is outside the damage).
  func retain(layerID: UInt64) {
    entries[layerID]?.generation = generation
  }

  /// Starts a new frame for ``evictUnused()`` without dropping anything:
  /// every entry counts as used until now (a frame that drew nothing
  /// because nothing changed).
  ///
  /// - Complexity: O(n) in the entries.
  func keepAll() {
    for entry in entries.values {
      entry.generation = generation
    }
    generation &+= 1
  }

  /// Drops the entries not used since the last call.
  func evictUnused() {
    // A loop rather than `filter`: no new dictionary when nothing is
    // stale, and no main-actor closure checking its executor per entry.
    var stale: [UInt64] = []
    for (key, entry) in entries where entry.generation != generation {
      stale.append(key)
    }
    for key in stale {
      entries[key] = nil
    }
    generation &+= 1
  }
}
