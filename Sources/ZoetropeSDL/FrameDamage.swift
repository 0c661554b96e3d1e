import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// Finds the pixels that differ between two frames, so the window uploads
/// only those when the renderer does not report its damage.
enum FrameDamage {
  /// The smallest pixel rectangle holding every pixel that differs.
  ///
  /// - Parameters:
  ///   - previous: The frame the texture holds.
  ///   - next: The new frame, of the same pixel size.
  /// - Returns: `.null` when nothing changed, the whole frame when the
  ///   sizes differ, else the changed rectangle in pixels.
  static func changedRect(from previous: Image, to next: Image) -> Rect {
    let width = next.pixelWidth
    let height = next.pixelHeight
    let whole = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    guard previous.pixelWidth == width, previous.pixelHeight == height else { return whole }
    return previous.pixels.withUnsafeBufferPointer { old in
      next.pixels.withUnsafeBufferPointer { new in
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return .null }
        let rowBytes = width * 4
        func rowDiffers(_ y: Int) -> Bool {
          memcmp(oldBase + y * width, newBase + y * width, rowBytes) != 0
        }
        guard let top = (0..<height).first(where: rowDiffers) else { return .null }
        let bottom = (top..<height).last(where: rowDiffers) ?? top
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
        guard maxX > minX else { return .null }
        return Rect(
          x: Double(minX), y: Double(top), width: Double(maxX - minX),
          height: Double(bottom - top + 1))
      }
    }
  }
}
