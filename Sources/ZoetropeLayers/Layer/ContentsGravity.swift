/// How a layer places its contents image in its bounds, like
/// `CALayerContentsGravity`.
///
/// The positional gravities (``center``, ``top``, ``topLeft``, …) draw the
/// image at its natural size (its pixel size divided by the larger of the
/// image's scale and the layer's `contentsScale`) without scaling;
/// ``resize`` stretches it to fill the bounds; ``resizeAspect`` fits it
/// inside keeping its aspect ratio; ``resizeAspectFill`` covers the bounds
/// keeping its aspect ratio. Contents that overflow the bounds (a large
/// image at natural size, or the covering image of ``resizeAspectFill``)
/// are clipped only when the layer's `masksToBounds` is set, as in Core
/// Animation. ``contentsRect(for:in:)`` computes where the image goes.
///
/// Directions are as on screen: ``top`` is the edge with the smallest y.
public struct ContentsGravity: Hashable, Sendable, CustomStringConvertible {
  enum Representation: String, Hashable, Sendable {
    case center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill
  }

  let representation: Representation

  /// Centred, at natural size.
  public static let center = ContentsGravity(representation: .center)
  /// Centred horizontally along the top edge, at natural size.
  public static let top = ContentsGravity(representation: .top)
  /// Centred horizontally along the bottom edge, at natural size.
  public static let bottom = ContentsGravity(representation: .bottom)
  /// Centred vertically along the left edge, at natural size.
  public static let left = ContentsGravity(representation: .left)
  /// Centred vertically along the right edge, at natural size.
  public static let right = ContentsGravity(representation: .right)
  /// In the top-left corner, at natural size.
  public static let topLeft = ContentsGravity(representation: .topLeft)
  /// In the top-right corner, at natural size.
  public static let topRight = ContentsGravity(representation: .topRight)
  /// In the bottom-left corner, at natural size.
  public static let bottomLeft = ContentsGravity(representation: .bottomLeft)
  /// In the bottom-right corner, at natural size.
  public static let bottomRight = ContentsGravity(representation: .bottomRight)
  /// Stretched to fill the bounds (the default).
  public static let resize = ContentsGravity(representation: .resize)
  /// Scaled to fit inside the bounds, keeping the aspect ratio.
  public static let resizeAspect = ContentsGravity(representation: .resizeAspect)
  /// Scaled to cover the bounds, keeping the aspect ratio.
  public static let resizeAspectFill = ContentsGravity(representation: .resizeAspectFill)

  /// Every gravity, in declaration order.
  public static let allCases: [ContentsGravity] = [
    .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
    .resize, .resizeAspect, .resizeAspectFill,
  ]

  /// The gravity's name, as Core Animation spells it (`"resizeAspectFill"`).
  public var description: String { representation.rawValue }
}
