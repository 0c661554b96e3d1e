import CSDL2
import ZoetropeGraphics

/// Which pixels of a frame the window uploads to its texture.
enum FrameUpload {
  /// The texture rectangles to update for a frame's damage.
  ///
  /// Each rectangle is rounded out to whole pixels and clipped to the
  /// frame; empty or non-finite ones are dropped.
  ///
  /// - Parameters:
  ///   - damage: The pixel rectangles that changed since the frame the
  ///     texture holds; `nil` uploads the whole frame.
  ///   - width: The frame's width in pixels.
  ///   - height: The frame's height in pixels.
  /// - Returns: The rectangles, in order; empty when nothing changed.
  /// - Complexity: O(`damage.count`).
  static func rects(for damage: [Rect]?, width: Int, height: Int) -> [SDL_Rect] {
    guard width > 0, height > 0 else { return [] }
    guard let damage else {
      return [SDL_Rect(x: 0, y: 0, w: Int32(clamping: width), h: Int32(clamping: height))]
    }
    return damage.compactMap { region in
      guard !region.isNull, region.minX.isFinite, region.minY.isFinite, region.maxX.isFinite,
        region.maxY.isFinite
      else { return nil }
      let minX = max(0, Int(saturating: region.minX.rounded(.down)))
      let minY = max(0, Int(saturating: region.minY.rounded(.down)))
      let maxX = min(width, Int(saturating: region.maxX.rounded(.up)))
      let maxY = min(height, Int(saturating: region.maxY.rounded(.up)))
      guard maxX > minX, maxY > minY else { return nil }
      return SDL_Rect(
        x: Int32(clamping: minX), y: Int32(clamping: minY), w: Int32(clamping: maxX - minX),
        h: Int32(clamping: maxY - minY))
    }
  }

  /// Hands each rectangle of a frame to `update` with the address of its
  /// top-left pixel in the frame's own rows and the bytes per row, as
  /// `SDL_UpdateTexture` takes them: nothing is copied in between.
  ///
  /// Does nothing when the frame's buffer is smaller than its size says.
  ///
  /// - Parameters:
  ///   - rects: Rectangles inside the frame (see ``rects(for:width:height:)``).
  ///   - frame: The pixels.
  ///   - update: Copies one rectangle, `rect.h` rows of `rect.w` pixels.
  /// - Returns: Whether the frame's pixels were readable.
  @MainActor
  @discardableResult
  static func copy(
    _ rects: [SDL_Rect], from frame: any SDLFramePixels,
    to update: (SDL_Rect, UnsafeRawPointer, _ bytesPerRow: Int) -> Void
  ) -> Bool {
    let width = frame.pixelWidth
    let height = frame.pixelHeight
    var isReadable = false
    frame.withUnsafeFramePixels { pixels, bytesPerRow in
      guard let base = pixels.baseAddress, width > 0, height > 0, bytesPerRow >= width * 4,
        pixels.count >= bytesPerRow * (height - 1) + width * 4
      else { return }
      isReadable = true
      for rect in rects {
        guard rect.x >= 0, rect.y >= 0, rect.w > 0, rect.h > 0,
          Int(rect.x) + Int(rect.w) <= width, Int(rect.y) + Int(rect.h) <= height
        else { continue }
        update(rect, base + Int(rect.y) * bytesPerRow + Int(rect.x) * 4, bytesPerRow)
      }
    }
    return isReadable
  }
}
