import Zoetrope

/// Draws an image in code at the display's scale, as the apps do at launch
/// instead of loading PNG files: crisp at scale 1 and 2.
///
/// ```swift
/// let ball = ArtImage.draw(size: Size(width: 48, height: 48)) { context in
///   Baseball.draw(in: Rect(x: 0, y: 0, width: 48, height: 48), context: context)
/// }
/// ```
@MainActor
public enum ArtImage {
  /// Draws an image `size` points large at `Application.displayScale`.
  ///
  /// - Parameters:
  ///   - size: The image's size in points.
  ///   - scale: Pixels per point; the display's scale if omitted.
  ///   - draw: Draws into a context whose coordinates are points, origin
  ///     at the top left.
  /// - Returns: The image, `size` × `scale` pixels, with that scale.
  public static func draw(
    size: Size, scale: Double = Application.displayScale,
    _ draw: (any GraphicsContext) -> Void
  ) -> Image {
    ImageRenderer(size: size, scale: scale).image(draw)
  }
}
