import CCairo
import ZoetropeGraphics

/// An owned Cairo ARGB32 image surface: premultiplied pixels in the same
/// layout as ``Image``, destroyed with its owner.
///
/// Cairo's `CAIRO_FORMAT_ARGB32` stores each pixel as a native-endian
/// `UInt32` with alpha in the top byte and premultiplied color, exactly
/// ``Image/pixels``; rows may be padded to ``stride`` bytes, so conversions
/// copy row by row.
@MainActor
final class CairoSurface {
  /// The `cairo_surface_t`.
  let surface: OpaquePointer
  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int

  /// Creates a transparent surface; sizes must be at least 1 and at most
  /// ``Renderer/maximumPixelDimension``, with at most
  /// ``Renderer/maximumPixelCount`` pixels in all (callers clamp).
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
  }

  /// Creates a surface holding a copy of an image's pixels; an empty
  /// image gives a 1×1 transparent surface.
  convenience init(image: Image) {
    self.init(width: max(image.pixelWidth, 1), height: max(image.pixelHeight, 1))
    guard !image.isEmpty else { return }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return }
    image.pixels.withUnsafeBytes { source in
      guard let base = source.baseAddress else { return }
      let rowBytes = image.pixelWidth * 4
      for row in 0..<image.pixelHeight {
        UnsafeMutableRawPointer(data + row * stride).copyMemory(
          from: base + row * rowBytes, byteCount: rowBytes)
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  isolated deinit {
    cairo_surface_destroy(surface)
  }

  /// The surface's pixels as an image of a scale factor.
  func makeImage(scale: Double) -> Image {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let count = width * height
    guard let data = cairo_image_surface_get_data(surface) else {
      return CairoSurface.image(width: 0, height: 0, scale: scale, pixels: [])
    }
    let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else {
        initialized = 0
        return
      }
      let destination = UnsafeMutableRawPointer(base)
      let rowBytes = width * 4
      for row in 0..<height {
        (destination + row * rowBytes).copyMemory(
          from: UnsafeRawPointer(data + row * stride), byteCount: rowBytes)
      }
      initialized = count
    }
    return CairoSurface.image(width: width, height: height, scale: scale, pixels: pixels)
  }

  /// An image whose dimensions and scale are valid by construction.
  private static func image(width: Int, height: Int, scale: Double, pixels: [UInt32]) -> Image {
    do {
      return try Image(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    } catch {
      preconditionFailure("Cairo surface of \(width)×\(height) pixels at \(scale)x: \(error)")
    }
  }
}
