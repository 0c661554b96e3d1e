import CCairo
import ZoetropeGraphics

/// Cairo surfaces made from ``Image`` values, made once per image and
/// reused while the image is drawn.
///
/// An image is known by its pixel storage: two `Image` values that share
/// one pixel buffer (copies of one value, as layers and recordings keep
/// them) are one entry. The cache keeps the image itself alive with its
/// surface, so the buffer's address cannot be reused by another image
/// while the entry exists; a different buffer with equal pixels is a
/// different entry (converted again, never drawn wrongly).
///
/// The renderer calls ``evictUnused()`` at the end of every frame. Entries
/// used in the frame stay; of the others, the most recently used are kept
/// while they total at most ``unusedByteBudget`` bytes and
/// ``maximumUnusedCount`` entries, and the rest are dropped, least
/// recently used first. So an image sequence (a flipbook of a few frames,
/// `UIImageView.animationImages`) is converted and analysed once, not
/// every time it comes round, while images that stop being drawn cost at
/// most the budget.
@MainActor
final class ImageSurfaceCache {
  private struct Key: Hashable, Sendable {
    var address: UInt
    var count: Int
    var width: Int
    var height: Int
  }

  /// A scaled copy's size and sampling.
  private struct Scaling: Hashable {
    var width: Int
    var height: Int
    var isBilinear: Bool
  }

  @MainActor
  private final class Entry {
    let image: Image
    let surface: CairoSurface
    var generation = 0
    /// The bytes the entry holds: the image's pixels (which the entry
    /// keeps alive), its surface's and those of its scaled copies.
    var bytes: Int {
      scaled.reduce(2 * image.pixels.count * 4) { $0 + $1.surface.width * $1.surface.height * 4 }
    }
    /// Scaled copies, the most recently made last.
    var scaled: [(scaling: Scaling, surface: CairoSurface)] = []
    /// The scaling asked for last that has no copy yet.
    var lastScaling: Scaling?

    init(image: Image) {
      self.image = image
      self.surface = CairoSurface(image: image)
    }
  }

  /// Counts calls of ``evictUnused()``; entries record the count when used.
  private var generation = 0
  private var entries: [Key: Entry] = [:]

  /// The last entry found, checked first: sprites share one image.
  private var lastHit: (key: Key, entry: Entry)?

  /// The number of cached surfaces.
  var count: Int { entries.count }

  /// The key of an image's pixel storage.
  ///
  /// Nonisolated, so that the closure it hands the standard library is
  /// too: a main-actor closure there checks its executor at every call,
  /// twice per layer a frame.
  private nonisolated static func key(of image: Image) -> Key {
    let address = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    return Key(
      address: address, count: image.pixels.count, width: image.pixelWidth,
      height: image.pixelHeight)
  }

  /// Whether an image's surface is cached; for tests.
  func contains(_ image: Image) -> Bool {
    !image.isEmpty && entries[ImageSurfaceCache.key(of: image)] != nil
  }

  /// Keeps an image's surface, if cached, through the next
  /// ``evictUnused()`` although it was not drawn.
  func retain(_ image: Image) {
    guard !image.isEmpty else { return }
    let key = ImageSurfaceCache.key(of: image)
    if let lastHit, lastHit.key == key {
      lastHit.entry.generation = generation
      return
    }
    if let entry = entries[key] {
      lastHit = (key, entry)
      entry.generation = generation
    }
  }

  /// The surface for an image, converted now if it is not cached; `nil`
  /// for an empty image.
  func surface(for image: Image) -> CairoSurface? {
    guard !image.isEmpty else { return nil }
    let key = ImageSurfaceCache.key(of: image)
    if let lastHit, lastHit.key == key {
      lastHit.entry.generation = generation
      return lastHit.entry.surface
    }
    if let entry = entries[key] {
      lastHit = (key, entry)
      entry.generation = generation
      return entry.surface
    }
    let entry = Entry(image: image)
    entry.generation = generation
    entries[key] = entry
    lastHit = (key, entry)
    return entry.surface
  }

  /// The most scaled copies kept per image.
  static let maximumScaledCopies = 2

  /// A copy of an image's surface scaled to `width` × `height`, made by
  /// `make` the second time in a row the same scaling is asked for (an
  /// image drawn at a size that changes every frame is not copied), then
  /// kept with the image's surface; `nil` when there is no copy (yet).
  ///
  /// The caller draws the same pixels either way: `make` must produce
  /// exactly what the caller paints without a copy.
  ///
  /// - Parameters:
  ///   - image: The image, whose surface ``surface(for:)`` made.
  ///   - width: The scaled width in pixels.
  ///   - height: The scaled height in pixels.
  ///   - isBilinear: Whether it is sampled bilinearly (else nearest).
  ///   - make: Makes the copy.
  /// - Returns: The copy, or `nil`.
  func scaledSurface(
    for image: Image, width: Int, height: Int, isBilinear: Bool,
    make: (Bool) -> CairoSurface?
  ) -> CairoSurface? {
    guard !image.isEmpty else { return nil }
    let key = ImageSurfaceCache.key(of: image)
    let entry: Entry
    if let lastHit, lastHit.key == key {
      entry = lastHit.entry
    } else if let found = entries[key] {
      entry = found
    } else {
      return nil
    }
    let scaling = Scaling(width: width, height: height, isBilinear: isBilinear)
    if let index = entry.scaled.firstIndex(where: { $0.scaling == scaling }) {
      return entry.scaled[index].surface
    }
    guard entry.lastScaling == scaling else {
      entry.lastScaling = scaling
      return nil
    }
    guard let surface = make(isBilinear) else { return nil }
    entry.lastScaling = nil
    if entry.scaled.count >= ImageSurfaceCache.maximumScaledCopies {
      entry.scaled.removeFirst()
    }
    entry.scaled.append((scaling, surface))
    return surface
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

  /// The most bytes that entries not used in the last frame may hold
  /// after ``evictUnused()``.
  ///
  /// 32 MiB by default, counting ``Entry/bytes``: a flipbook of six
  /// 320 × 480 point images at 2x (2.4 MB of pixels each, held twice: the
  /// image and its surface), or 100 images of 100 × 100 points at 2x.
  /// Zero keeps nothing unused.
  var unusedByteBudget = 32 << 20

  /// The most entries not used in the last frame that ``evictUnused()``
  /// keeps, whatever their size.
  var maximumUnusedCount = 256

  /// Ends a frame: drops the entries not used since the last call beyond
  /// ``unusedByteBudget`` and ``maximumUnusedCount``, least recently used
  /// first.
  ///
  /// - Complexity: O(n) in the entries, O(u log u) in the unused ones
  ///   when some must go.
  func evictUnused() {
    // A loop rather than `filter`: no new dictionary when nothing is
    // stale, and no main-actor closure checking its executor per entry.
    var unused: [(key: Key, generation: Int, bytes: Int)] = []
    var unusedBytes = 0
    for (key, entry) in entries where entry.generation != generation {
      let bytes = entry.bytes
      unused.append((key, entry.generation, bytes))
      unusedBytes += bytes
    }
    if unusedBytes > unusedByteBudget || unused.count > maximumUnusedCount {
      // Least recently used first; the key's address breaks ties, so the
      // order does not depend on the dictionary's.
      unused.sort {
        ($0.generation, $0.key.address) < ($1.generation, $1.key.address)
      }
      var kept = unused.count
      for item in unused where unusedBytes > unusedByteBudget || kept > maximumUnusedCount {
        entries[item.key] = nil
        unusedBytes -= item.bytes
        kept -= 1
      }
    }
    generation &+= 1
    lastHit = nil
  }

  /// Drops every entry.
  func removeAll() {
    entries = [:]
    lastHit = nil
  }
}
