import ZoetropeGraphics
import ZoetropeLayers

/// Adapts a function that draws images to ``SDLHost/FrameFunction``:
/// where it reports no damage, the changed rectangle is found by
/// comparing the image with the previous one (``FrameDamage``).
@MainActor
final class ImageFrames {
  let render: SDLHost.RenderFunction
  /// The image returned last.
  private var previous: Image?

  init(_ render: @escaping SDLHost.RenderFunction) {
    self.render = render
  }

  func frame(_ snapshot: RenderSnapshot, size: Size, scale: Double) -> (
    pixels: any SDLFramePixels, damage: [Rect]?
  ) {
    let (image, reported) = render(snapshot, size, scale)
    defer { previous = image }
    if let reported {
      return (image, reported.isNull || reported.isEmpty ? [] : [reported])
    }
    guard let previous, previous.pixelWidth == image.pixelWidth,
      previous.pixelHeight == image.pixelHeight
    else { return (image, nil) }
    let changed = FrameDamage.changedRect(from: previous, to: image)
    return (image, changed.isNull ? [] : [changed])
  }
}
