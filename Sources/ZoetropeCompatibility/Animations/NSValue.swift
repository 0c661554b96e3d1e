/// Foundation's `NSValue` as ported animation code uses it: a box for a
/// transform, point, size or rectangle in an untyped animation value.
///
/// `CABasicAnimation` and `CAKeyframeAnimation` take the boxed value and
/// the value itself alike (`NSValue(caTransform3D: t)` or `t`). Where this
/// module is imported, this class shadows Foundation's `NSValue`; it is
/// not an `NSObject`, and holds only these values.
public final class NSValue: Sendable, CustomStringConvertible {
  /// The boxed value.
  public let value: any Sendable

  /// Boxes a 3D transform, as `NSValue(caTransform3D:)`.
  ///
  /// - Parameter caTransform3D: The transform.
  public init(caTransform3D: Transform3D) { value = caTransform3D }

  /// Boxes an affine transform, as `NSValue(cgAffineTransform:)`.
  ///
  /// - Parameter cgAffineTransform: The transform.
  public init(cgAffineTransform: Transform) { value = cgAffineTransform }

  /// Boxes a point, as `NSValue(cgPoint:)`.
  ///
  /// - Parameter cgPoint: The point.
  public init(cgPoint: Point) { value = cgPoint }

  /// Boxes a size, as `NSValue(cgSize:)`.
  ///
  /// - Parameter cgSize: The size.
  public init(cgSize: Size) { value = cgSize }

  /// Boxes a rectangle, as `NSValue(cgRect:)`.
  ///
  /// - Parameter cgRect: The rectangle.
  public init(cgRect: Rect) { value = cgRect }

  /// The boxed 3D transform (an affine one made 3D), or the identity.
  public var caTransform3DValue: Transform3D {
    if let affine = value as? Transform { return Transform3D(affine) }
    return value as? Transform3D ?? .identity
  }

  /// The boxed affine transform, or the identity.
  public var cgAffineTransformValue: Transform { value as? Transform ?? .identity }

  /// The boxed point, or the origin.
  public var cgPointValue: Point { value as? Point ?? .zero }

  /// The boxed size, or zero.
  public var cgSizeValue: Size { value as? Size ?? .zero }

  /// The boxed rectangle, or zero.
  public var cgRectValue: Rect { value as? Rect ?? .zero }

  /// The boxed value's description.
  public var description: String { "NSValue(\(value))" }
}
