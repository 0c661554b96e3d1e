import ZoetropeGraphics

/// Pixels the window uploads a frame from, read in place: premultiplied
/// ARGB32 rows (native-endian `UInt32`, alpha in the top byte, as
/// `Image.pixels`), `bytesPerRow` bytes apart.
///
/// `Image` conforms (rows `pixelWidth × 4` bytes apart). The Zoetrope
/// module passes the renderer's own frame surface through it, so the
/// window copies only the damaged rectangles straight from the surface
/// into its texture, with no image in between. Conform your own buffer
/// to hand the window pixels from elsewhere.
@MainActor
public protocol SDLFramePixels {
  /// The width in pixels.
  var pixelWidth: Int { get }
  /// The height in pixels.
  var pixelHeight: Int { get }
  /// Pixels per point the frame was drawn at.
  var scale: Double { get }
  /// Calls `body` with the pixels, at least `bytesPerRow × pixelHeight`
  /// bytes (or empty when there are none), and the bytes from one row to
  /// the next, at least `pixelWidth × 4`.
  ///
  /// - Parameter body: Reads the pixels; the buffer is valid only inside it.
  func withUnsafeFramePixels(_ body: (UnsafeRawBufferPointer, _ bytesPerRow: Int) -> Void)
}

extension Image: SDLFramePixels {
  /// Calls `body` with ``/ZoetropeGraphics/Image/pixels`` as bytes, `pixelWidth × 4` bytes
  /// per row.
  ///
  /// - Parameter body: Reads the pixels.
  public func withUnsafeFramePixels(_ body: (UnsafeRawBufferPointer, _ bytesPerRow: Int) -> Void) {
    pixels.withUnsafeBytes { body($0, pixelWidth * 4) }
  }
}
