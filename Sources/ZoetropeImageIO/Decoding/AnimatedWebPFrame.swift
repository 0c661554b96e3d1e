import ZoetropeGraphics

/// One frame of an animated WebP: the composed canvas and when it shows.
///
/// Times are in seconds from the start of the animation, at the
/// millisecond resolution WebP stores.
public struct AnimatedWebPFrame: Hashable, Sendable {
  /// The whole canvas after this frame was drawn (blended and disposed as
  /// the file says), premultiplied ARGB32.
  public let image: Image

  /// When the frame starts showing, in seconds (0 for the first frame).
  public let timestamp: Double

  /// How long the frame shows, in seconds (non-negative).
  public let duration: Double
}
