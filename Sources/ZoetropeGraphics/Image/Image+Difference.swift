#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Image {
  /// The smallest box of pixels holding every pixel in which this image
  /// differs from `other`, as half-open pixel ranges; `nil` when no pixel
  /// differs, the whole image when the pixel sizes differ.
  ///
  /// Rows are compared whole (`memcmp`) from the top and from the bottom
  /// to the first that differs; each row between is scanned from both ends
  /// to its first difference. Images that differ everywhere cost a few
  /// pixels a row; the whole comparison is paid only where they are mostly
  /// equal.
  ///
  /// - Parameter other: The image to compare with.
  /// - Returns: The box, or `nil` when the pixels are the same.
  package func differingPixels(
    from other: Image
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let width = pixelWidth
    let height = pixelHeight
    guard other.pixelWidth == width, other.pixelHeight == height else {
      return (0, 0, width, height)
    }
    return pixels.withUnsafeBufferPointer { new in
      other.pixels.withUnsafeBufferPointer { old in
        guard let newBase = new.baseAddress, let oldBase = old.baseAddress else { return nil }
        let rowBytes = width * 4
        func rowDiffers(_ y: Int) -> Bool {
          memcmp(oldBase + y * width, newBase + y * width, rowBytes) != 0
        }
        var top = 0
        while top < height, !rowDiffers(top) { top += 1 }
        guard top < height else { return nil }
        var bottom = height - 1
        while bottom > top, !rowDiffers(bottom) { bottom -= 1 }
        var minX = width
        var maxX = 0
        for y in top...bottom {
          let row = y * width
          var x = 0
          while x < minX, old[row + x] == new[row + x] { x += 1 }
          minX = min(minX, x)
          var end = width
          while end > maxX, old[row + end - 1] == new[row + end - 1] { end -= 1 }
          maxX = max(maxX, end)
        }
        guard maxX > minX else { return nil }
        return (minX, top, maxX, bottom + 1)
      }
    }
  }
}
