import ZoetropeGraphics
import ZoetropeLayers

/// The pixels in which two images of the same dimensions differ, found
/// once per pair and kept for a while: an image sequence (a flipbook)
/// shows the same few pairs again and again.
///
/// The cache keeps both images of each pair alive, so the storage
/// addresses that identify them cannot be reused by other images while an
/// entry exists. It holds at most ``maximumBytes`` of images (counting
/// both of every pair, even where pairs share one) and drops every entry
/// when a new one would pass that.
@MainActor
final class ContentsDifferenceCache {
  private struct Key: Hashable {
    var old: UInt
    var new: UInt
  }

  private struct Entry {
    let old: Image
    let new: Image
    /// The differing pixels, in the images' pixel coordinates; empty
    /// when they are equal.
    let box: PixelBox
  }

  /// The most bytes of images the entries may hold: 8 MiB.
  static let maximumBytes = 8 << 20

  private var entries: [Key: Entry] = [:]
  private var bytes = 0

  /// The number of pairs kept; for tests.
  var count: Int { entries.count }

  private nonisolated static func address(of image: Image) -> UInt {
    image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  }

  /// The smallest box holding every pixel that differs between two
  /// images of the same pixel dimensions (empty when none does); `nil`
  /// when their dimensions differ, or the pair is too large to keep and
  /// is not worth comparing every frame.
  func differingBox(from old: Image, to new: Image) -> PixelBox? {
    guard old.pixelWidth == new.pixelWidth, old.pixelHeight == new.pixelHeight,
      !old.isEmpty
    else { return nil }
    let key = Key(old: Self.address(of: old), new: Self.address(of: new))
    if let entry = entries[key] { return entry.box }
    let pairBytes = (old.pixels.count + new.pixels.count) * 4
    guard pairBytes <= Self.maximumBytes else { return nil }
    let box =
      new.differingPixels(from: old).map {
        PixelBox(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY)
      } ?? .empty
    if bytes + pairBytes > Self.maximumBytes {
      entries.removeAll()
      bytes = 0
    }
    entries[key] = Entry(old: old, new: new, box: box)
    bytes += pairBytes
    return box
  }

  /// Drops every pair.
  func removeAll() {
    entries.removeAll()
    bytes = 0
  }
}

extension Renderer {
  /// The target pixels a layer changes when it differs from its previous
  /// frame only in its contents image, replaced by one of the same pixel
  /// dimensions and scale: where the two images differ, mapped as the
  /// image is drawn and grown for filtering; `nil` when anything else
  /// changed or the layer is one this does not cover (a shadow, a mask,
  /// a transition, a group, particles or other extended values).
  ///
  /// Outside the box the new image's pixels equal the old one's, placed
  /// and sampled the same way, so the frame is unchanged there. A Cairo
  /// paint cut by the box is grown to its whole area later
  /// (``Footprint/growToHoldCairoPaints(_:)``), as for any damage.
  ///
  /// - Parameters:
  ///   - layer: The layer in the new frame.
  ///   - previous: Its footprint in the previous frame.
  ///   - context: Its context in the new frame.
  ///   - transform: Its map to target pixels in the new frame.
  ///   - isGroup: Whether it is drawn as a group in the new frame.
  ///   - area: Its own paints' area in the new frame, clipped.
  /// - Returns: The damaged pixels, or `nil` for the whole layer's.
  func contentsDamage(
    of layer: RenderLayer, previous: Footprint, context: FootprintContext,
    transform: Transform, isGroup: Bool, area: PixelBox
  ) -> PixelBox? {
    let old = previous.layer
    guard let oldImage = old.properties.contents, let newImage = layer.properties.contents,
      !isGroup, !previous.isGroup, !layer.hasShadow, !old.hasShadow, !layer.hasMask,
      !old.hasMask, layer.properties.contentsTransition == nil,
      old.properties.contentsTransition == nil, layer.properties.extended.isEmpty,
      oldImage.scale == newImage.scale, previous.transform == transform,
      previous.context == context, previous.area == area, old.content == layer.content
    else { return nil }
    var same = old.properties
    same.contents = newImage
    guard same == layer.properties,
      let box = caches.contentsDifferences.differingBox(from: oldImage, to: newImage),
      let placed = Renderer.placedRect(of: newImage, in: layer)
    else { return nil }
    guard !box.isEmpty else { return .empty }
    // Two pixels more of the image each side for its filters (bilinear
    // reads a neighbour; a scaled copy's pixel spans its sources), then a
    // margin of two target pixels for antialiasing and rounding.
    let unitX = placed.width / Double(newImage.pixelWidth)
    let unitY = placed.height / Double(newImage.pixelHeight)
    let minX = max(box.minX - 2, 0)
    let minY = max(box.minY - 2, 0)
    let maxX = min(box.maxX + 2, newImage.pixelWidth)
    let maxY = min(box.maxY + 2, newImage.pixelHeight)
    let rect = Rect(
      x: placed.minX + Double(minX) * unitX, y: placed.minY + Double(minY) * unitY,
      width: Double(maxX - minX) * unitX, height: Double(maxY - minY) * unitY)
    return PixelBox(enclosing: rect.applying(transform), margin: 2).intersection(area)
  }
}
