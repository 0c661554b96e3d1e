/// How a layer samples its contents image when it is drawn at a size other
/// than its pixel size, like `CALayerContentsFilter`.
///
/// A layer has two: ``LayerProperties/magnificationFilter``, used when the
/// image is drawn larger than its pixels, and
/// ``LayerProperties/minificationFilter``, used when it is drawn smaller.
/// Both default to ``linear``, as in Core Animation. Use ``nearest`` for
/// crisp, blocky pixel art:
///
/// ```swift
/// sprite.contents = pixelArt          // 16 × 16 pixels
/// sprite.bounds.size = Size(width: 128, height: 128)
/// sprite.magnificationFilter = .nearest
/// ```
///
/// An image that lands pixel for pixel on the target (same size, not
/// turned) is copied exactly, whatever the filters say.
public struct ContentsFilter: Hashable, Sendable, CustomStringConvertible {
  enum Representation: String, Hashable, Sendable {
    case linear, nearest, trilinear
  }

  let representation: Representation

  /// Bilinear interpolation between the four nearest pixels: smooth (the
  /// default).
  public static let linear = ContentsFilter(representation: .linear)
  /// The nearest pixel, unblended: hard edges, for pixel art.
  public static let nearest = ContentsFilter(representation: .nearest)
  /// Core Animation's mipmapped filter for minification.
  ///
  /// Zoetrope keeps no mipmaps, so it draws exactly as ``linear``; it is
  /// kept so that code ported from Core Animation compiles and reads the
  /// same.
  public static let trilinear = ContentsFilter(representation: .trilinear)

  /// Every filter, in declaration order.
  public static let allCases: [ContentsFilter] = [.linear, .nearest, .trilinear]

  /// The filter's name, as Core Animation spells it (`"nearest"`).
  public var description: String { representation.rawValue }
}
