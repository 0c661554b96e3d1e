import ZoetropeGraphics

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
    guard let box = next.differingPixels(from: previous) else { return .null }
    return Rect(
      x: Double(box.minX), y: Double(box.minY), width: Double(box.maxX - box.minX),
      height: Double(box.maxY - box.minY))
  }
}
