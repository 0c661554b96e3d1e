import ZoetropeGraphics

/// The images ``Renderer/render(_:size:background:)`` made from the
/// renderer's surface, kept so the next one copies only what changed.
///
/// Double buffering: the last image returned and the one before it,
/// each with the surface pixels that changed since it was made. A new
/// image reuses the older one's pixel buffer (written in place when no
/// caller holds it any more) and copies only the pixels changed since,
/// so a frame where one small layer moves copies only around it.
struct FrameImages {
  /// An image and the surface pixels that changed after it was made.
  struct Entry {
    var image: Image
    var stale: PixelBox
  }

  /// The last image made.
  private(set) var current: Entry?
  /// The image made before ``current``.
  private var spare: Entry?

  /// Notes that the surface's pixels inside `box` changed.
  ///
  /// - Complexity: O(1).
  mutating func surfaceChanged(_ box: PixelBox) {
    guard !box.isEmpty else { return }
    if let stale = current?.stale { current?.stale = stale.union(box) }
    if let stale = spare?.stale { spare?.stale = stale.union(box) }
  }

  /// Forgets both images (their buffers are no longer reused).
  mutating func removeAll() {
    current = nil
    spare = nil
  }

  /// An image of the surface's pixels at a scale: the last one when the
  /// surface has not changed since, else one made by updating the image
  /// before it (or copying the surface whole).
  ///
  /// - Complexity: O(changed pixels) when the image before last has the
  ///   same size and nothing else holds its buffer; O(surface pixels)
  ///   otherwise.
  @MainActor mutating func image(of surface: CairoSurface, scale: Double) -> Image {
    func fits(_ entry: Entry) -> Bool {
      entry.image.pixelWidth == surface.width && entry.image.pixelHeight == surface.height
        && entry.image.scale == scale
    }
    let whole = PixelBox(width: surface.width, height: surface.height)
    if let current, fits(current), current.stale.isEmpty {
      return current.image
    }
    let image: Image
    if var reused = spare.take(), fits(reused), reused.stale.intersection(whole) != whole {
      image = surface.makeImage(scale: scale, updating: &reused.image, changed: reused.stale)
    } else {
      image = surface.makeImage(scale: scale)
    }
    if let current, fits(current) {
      spare = current
    }
    current = Entry(image: image, stale: .empty)
    return image
  }
}
