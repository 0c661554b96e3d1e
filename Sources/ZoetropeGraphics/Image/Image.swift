#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An immutable bitmap of premultiplied ARGB32 pixels with a scale factor.
///
/// Pixels are `UInt32` values in Cairo's `CAIRO_FORMAT_ARGB32` layout:
/// alpha in the top byte, then red, green and blue, with the color channels
/// premultiplied by alpha, stored in native endianness (see
/// ``Color/argb32Premultiplied``). Rows run top to bottom, each row left to
/// right, with no padding: the pixel at (x, y) is `pixels[y * pixelWidth +
/// x]`.
///
/// The image measures ``size`` points: pixels divided by ``scale``. A 200 ×
/// 100 pixel image with scale 2 is 100 × 50 points, as a `@2x` UIKit image.
///
/// Images with a zero width or height are allowed and are empty
/// (``isEmpty``); they have no pixels.
///
/// Bad input policy: the initializers throw ``ImageError`` for negative
/// dimensions, a width × height that overflows `Int`, a pixel count that
/// does not match, or a scale that is not finite and positive. Pixel
/// values are not checked: a color channel above alpha is kept as given.
///
/// ```swift
/// let swatch = try Image(pixelWidth: 4, pixelHeight: 4, scale: 2, filledWith: .systemBlue)
/// swatch.size                     // 2 × 2 points
/// swatch.color(atX: 0, y: 0)      // ≈ .systemBlue
/// ```
public struct Image: Sendable {
  /// The width in pixels (never negative).
  public let pixelWidth: Int

  /// The height in pixels (never negative).
  public let pixelHeight: Int

  /// Pixels per point along each axis (finite and positive).
  public let scale: Double

  /// The premultiplied ARGB32 pixels, row-major, top row first, no padding.
  public let pixels: [UInt32]

  /// Creates an image from premultiplied ARGB32 pixels.
  ///
  /// - Parameters:
  ///   - pixelWidth: The width in pixels; zero is allowed.
  ///   - pixelHeight: The height in pixels; zero is allowed.
  ///   - scale: Pixels per point; finite and greater than zero.
  ///   - pixels: Exactly `pixelWidth * pixelHeight` pixels in Cairo's ARGB32
  ///     layout, row-major, top row first.
  /// - Throws: ``ImageError`` if a dimension is negative, their product
  ///   overflows, the pixel count differs, or the scale is invalid.
  public init(pixelWidth: Int, pixelHeight: Int, scale: Double, pixels: [UInt32])
    throws(ImageError)
  {
    let count = try Image.validatedCount(pixelWidth, pixelHeight, scale)
    guard pixels.count == count else {
      throw ImageError(
        .pixelCountMismatch,
        "Image of \(pixelWidth)×\(pixelHeight) pixels needs \(count) pixels, got \(pixels.count)")
    }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    self.pixels = pixels
  }

  /// Creates an image with every pixel set to one color.
  ///
  /// - Parameters:
  ///   - pixelWidth: The width in pixels; zero is allowed.
  ///   - pixelHeight: The height in pixels; zero is allowed.
  ///   - scale: Pixels per point; finite and greater than zero.
  ///   - color: The color of every pixel, stored as
  ///     ``Color/argb32Premultiplied``.
  /// - Throws: ``ImageError`` if a dimension is negative, their product
  ///   overflows, or the scale is invalid.
  public init(pixelWidth: Int, pixelHeight: Int, scale: Double, filledWith color: Color)
    throws(ImageError)
  {
    let count = try Image.validatedCount(pixelWidth, pixelHeight, scale)
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    self.pixels = Array(repeating: color.argb32Premultiplied, count: count)
  }

  /// The size in points: the pixel dimensions divided by ``scale``.
  public var size: Size {
    Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }

  /// Whether the image has no pixels (its width or height is zero).
  public var isEmpty: Bool { pixels.isEmpty }

  /// The premultiplied ARGB32 pixel at a position, or 0 (transparent) for
  /// a position outside the image.
  ///
  /// - Parameters:
  ///   - x: The column, 0 at the left.
  ///   - y: The row, 0 at the top.
  /// - Returns: The pixel, or 0 if (x, y) is outside the image.
  public func pixel(x: Int, y: Int) -> UInt32 {
    guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else {
      return 0
    }
    return pixels[y * pixelWidth + x]
  }

  /// The straight (un-premultiplied) color of the pixel at a position, or
  /// ``Color/clear`` outside the image.
  ///
  /// Converts with ``Color/init(argb32Premultiplied:)``, so an invalid
  /// pixel (a channel above alpha) is clamped with a warning.
  ///
  /// - Parameters:
  ///   - x: The column, 0 at the left.
  ///   - y: The row, 0 at the top.
  /// - Returns: The pixel's color, or clear if (x, y) is outside the image.
  public func color(atX x: Int, y: Int) -> Color {
    Color(argb32Premultiplied: pixel(x: x, y: y))
  }

  /// Checks the dimensions and the scale and returns the pixel count.
  private static func validatedCount(_ width: Int, _ height: Int, _ scale: Double)
    throws(ImageError) -> Int
  {
    guard width >= 0, height >= 0 else {
      throw ImageError(
        .negativeDimensions, "Image dimensions \(width)×\(height) pixels are negative")
    }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow else {
      throw ImageError(
        .dimensionsOverflow, "Image dimensions \(width)×\(height) pixels overflow Int")
    }
    guard scale.isFinite, scale > 0 else {
      throw ImageError(.invalidScale, "Image scale \(scale) is not finite and positive")
    }
    return count
  }
}

extension Image: Hashable {
  /// Whether two images have the same dimensions, scale and pixels.
  ///
  /// - Parameters:
  ///   - lhs: An image.
  ///   - rhs: Another image.
  /// - Returns: `true` if every property and every pixel is equal.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight
      && lhs.scale == rhs.scale && samePixels(lhs.pixels, rhs.pixels)
  }

  /// Whether two pixel arrays of the same dimensions hold the same
  /// values: at once when they share storage, else with `memcmp` (an
  /// element-by-element loop costs several times more, and the renderer
  /// compares a layer's contents every frame it changes).
  private static func samePixels(_ lhs: [UInt32], _ rhs: [UInt32]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        guard let a = left.baseAddress, let b = right.baseAddress, a != b else { return true }
        return memcmp(a, b, left.count) == 0
      }
    }
  }

  /// Hashes the dimensions, the scale and at most 64 evenly spaced pixels,
  /// so hashing a large image stays cheap.
  ///
  /// Equal images hash equally; images that differ only in pixels that
  /// were not sampled collide, which costs a full comparison, never a
  /// wrong answer.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pixelWidth)
    hasher.combine(pixelHeight)
    hasher.combine(scale)
    let count = pixels.count
    hasher.combine(count)
    let samples = min(count, Image.hashSampleCount)
    for sample in 0..<samples {
      // Evenly spaced indices including the first and the last pixel.
      let index = samples == 1 ? 0 : sample * (count - 1) / (samples - 1)
      hasher.combine(pixels[index])
    }
  }

  /// How many pixels ``hash(into:)`` samples at most.
  static let hashSampleCount = 64
}
