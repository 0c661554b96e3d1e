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
/// Entries not used since the previous ``evictUnused()`` are dropped by
/// it: the renderer calls it at the end of every frame, so an image that
/// stops being drawn is freed one frame later.
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

  /// Drops the entries not used since the last call.
  func evictUnused() {
    // A loop rather than `filter`: no new dictionary when nothing is
    // stale, and no main-actor closure checking its executor per entry.
    var stale: [Key] = []
    for (key, entry) in entries where entry.generation != generation {
      stale.append(key)
    }
    for key in stale {
      entries[key] = nil
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
