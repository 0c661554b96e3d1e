/// Which corners of a layer ``LayerProperties/cornerRadius`` rounds:
/// Core Animation's `CACornerMask`.
///
/// The names say where each corner is in the layer's bounds coordinates,
/// whose y axis points down: ``minXMinY`` is the top-left corner
/// (`layerMinXMinYCorner`), ``maxXMaxY`` the bottom-right. Every corner is
/// rounded by default (``all``); a corner not in the set stays square for
/// the background, the border and the ``LayerProperties/masksToBounds``
/// clip.
///
/// ```swift
/// card.cornerRadius = 16
/// card.maskedCorners = [.minXMinY, .maxXMinY]  // round the top only
/// ```
public struct CornerMask: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits; those above the four corners' are
  ///   ignored.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue & 0b1111
  }

  /// The corner at the bounds' minimum x and y: the top-left
  /// (`layerMinXMinYCorner`).
  public static let minXMinY = CornerMask(rawValue: 1)
  /// The corner at the maximum x and minimum y: the top-right
  /// (`layerMaxXMinYCorner`).
  public static let maxXMinY = CornerMask(rawValue: 2)
  /// The corner at the minimum x and maximum y: the bottom-left
  /// (`layerMinXMaxYCorner`).
  public static let minXMaxY = CornerMask(rawValue: 4)
  /// The corner at the maximum x and y: the bottom-right
  /// (`layerMaxXMaxYCorner`).
  public static let maxXMaxY = CornerMask(rawValue: 8)
  /// All four corners: the default.
  public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// The shape of a layer's rounded corners: Core Animation's
/// `CALayerCornerCurve`.
public enum CornerCurve: Hashable, Sendable {
  /// A quarter circle of radius ``LayerProperties/cornerRadius``: the
  /// default.
  case circular
  /// Apple's continuous corner, whose curvature grows smoothly from the
  /// straight edge (a "squircle"-like shape), reaching about 1.53 ×
  /// ``LayerProperties/cornerRadius`` along each edge.
  ///
  /// Apple does not publish the curve. Zoetrope draws the widely used
  /// reconstruction of iOS 7's continuous corner (three cubic Béziers
  /// per corner, published in 2013 with PaintCode's analysis of
  /// `UIBezierPath(roundedRect:cornerRadius:)`), made symmetric about each
  /// corner's diagonal; see ``ZoetropeGraphics/Path/init(roundedRect:cornerRadius:corners:curve:)``.
  case continuous
}
