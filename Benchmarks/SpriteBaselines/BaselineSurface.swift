internal import CBaselineCairo
import ZoetropeGraphics

/// An owned Cairo ARGB32 image surface for the sprite baselines:
/// premultiplied pixels in the layout of ``Image``, destroyed with its
/// owner.
///
/// The baselines' own small copy of what the renderer's surface does for
/// them (made from an image, copied out as one), so that they need
/// nothing of the library but its public API.
@MainActor
final class BaselineSurface {
  /// The `cairo_surface_t`.
  let surface: OpaquePointer
  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int

  /// The pixel width and height of a frame of `size`, as the renderer
  /// sizes its target at scale 1: each side rounded up, at least 1 and at
  /// most 16,384 (not finite becomes 1).
  static func pixelSize(of size: Size) -> (width: Int, height: Int) {
    func side(_ length: Double) -> Int {
      guard length.isFinite else { return 1 }
      return Int(min(max(length.rounded(.up), 1), 16_384))
    }
    return (side(size.width), side(size.height))
  }

  /// Creates a transparent surface of `width × height` pixels (each at
  /// least 1).
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
  }

  /// Creates a surface holding a copy of an image's pixels; an empty
  /// image gives a 1 × 1 transparent surface.
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

  /// The first pixel and the bytes per row, for wrapping the pixels in a
  /// pixman image (after `cairo_surface_flush`).
  var data: (pixels: UnsafeMutablePointer<UInt32>?, stride: Int32) {
    cairo_surface_flush(surface)
    let pixels = cairo_image_surface_get_data(surface).map {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self)
    }
    return (pixels, cairo_image_surface_get_stride(surface))
  }

  /// The surface's pixels as an image at scale 1.
  func makeImage() -> Image {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let count = width * height
    guard let data = cairo_image_surface_get_data(surface) else {
      return BaselineSurface.image(width: 0, height: 0, pixels: [])
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
    return BaselineSurface.image(width: width, height: height, pixels: pixels)
  }

  /// An image whose dimensions are valid by construction.
  private static func image(width: Int, height: Int, pixels: [UInt32]) -> Image {
    do {
      return try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
    } catch {
      preconditionFailure("baseline surface of \(width)×\(height) pixels: \(error)")
    }
  }
}
