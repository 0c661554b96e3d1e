import ZoetropeLayers

/// How a view's content fits its bounds: UIKit's `UIView.ContentMode`.
///
/// Each mode maps onto a layer ``/ZoetropeLayers/ContentsGravity`` (see ``contentsGravity``);
/// ``redraw`` also redraws the content whenever the bounds change size.
public enum ContentMode: Sendable, Hashable, CaseIterable {
  /// Stretch to fill the bounds (the default).
  case scaleToFill
  /// Scale to fit inside the bounds, keeping the aspect ratio.
  case scaleAspectFit
  /// Scale to fill the bounds, keeping the aspect ratio (may clip).
  case scaleAspectFill
  /// Redraw the content when the bounds change; drawn content stretches otherwise.
  case redraw
  /// Centre without scaling.
  case center
  /// Centre along the top edge without scaling.
  case top
  /// Centre along the bottom edge without scaling.
  case bottom
  /// Centre along the left edge without scaling.
  case left
  /// Centre along the right edge without scaling.
  case right
  /// Pin to the top-left corner without scaling.
  case topLeft
  /// Pin to the top-right corner without scaling.
  case topRight
  /// Pin to the bottom-left corner without scaling.
  case bottomLeft
  /// Pin to the bottom-right corner without scaling.
  case bottomRight

  /// The layer gravity this mode maps onto.
  public var contentsGravity: ContentsGravity {
    switch self {
    case .scaleToFill, .redraw: .resize
    case .scaleAspectFit: .resizeAspect
    case .scaleAspectFill: .resizeAspectFill
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    }
  }
}
