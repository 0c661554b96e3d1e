/// A rectangle given by an origin and a size, in points, with the semantics
/// of `CGRect`.
///
/// Like `CGRect`, a rectangle may have a negative width or height: it then
/// extends to the left of (or above) its origin. Every derived property
/// (``minX``, ``width``, ...) and every operation (``union(_:)``,
/// ``insetBy(dx:dy:)``, ...) looks at the *standardized* rectangle, whose
/// size is non-negative, exactly as Core Graphics does; ``origin`` and
/// ``size`` hold the raw values.
///
/// Two special values stand for "no rectangle" and "everything":
///
/// - ``null`` is the empty set: its origin is at infinity. Intersecting
///   disjoint rectangles gives `null`, and the union of `null` with a
///   rectangle is that rectangle. Any rectangle whose `origin.x` or
///   `origin.y` is `+infinity` is null.
/// - ``infinite`` covers the whole plane.
///
/// Equality is Core Graphics' `CGRectEqualToRect`: all null rectangles are
/// equal, and other rectangles are equal when their standardized forms are,
/// so `Rect(x: 10, y: 10, width: -10, height: -10) == Rect(x: 0, y: 0,
/// width: 10, height: 10)`. Hashing follows the same rule.
///
/// Bad input policy: like every geometry value, a rectangle stores the
/// numbers it is given; NaN propagates through arithmetic and never traps.
///
/// ```swift
/// let box = Rect(x: 10, y: 10, width: 100, height: 100)
/// box.midX                                  // 60
/// box.insetBy(dx: 60, dy: 0).isNull         // true: inset past zero width
/// box.intersection(Rect(x: 200, y: 0, width: 5, height: 5)).isNull  // true
/// ```
public struct Rect: Sendable {
  /// The origin, in points: the corner the size is measured from.
  ///
  /// For a rectangle with a non-negative size this is the top-left corner
  /// (minimum x and y) in Zoetrope's y-down space.
  public var origin: Point

  /// The raw size, in points; either dimension may be negative.
  ///
  /// Use ``width`` and ``height`` for the standardized, non-negative values.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  ///
  /// - Parameters:
  ///   - origin: The origin, in points.
  ///   - size: The size, in points; it may be negative.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from the coordinates of its origin and its size.
  ///
  /// - Parameters:
  ///   - x: The x-coordinate of the origin, in points.
  ///   - y: The y-coordinate of the origin, in points.
  ///   - width: The width, in points; it may be negative.
  ///   - height: The height, in points; it may be negative.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero width and height (empty, not null).
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rectangle: the empty set, returned for example by the
  /// intersection of disjoint rectangles.
  ///
  /// Its origin is (+infinity, +infinity) and its size is zero, as
  /// `CGRectNull`. It is not the same as ``zero``.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// The rectangle that covers the whole plane, as `CGRectInfinite`.
  ///
  /// Its origin is (-greatestFiniteMagnitude / 2, -greatestFiniteMagnitude / 2)
  /// and both dimensions are `greatestFiniteMagnitude`.
  public static let infinite = Rect(
    x: -Double.greatestFiniteMagnitude / 2,
    y: -Double.greatestFiniteMagnitude / 2,
    width: Double.greatestFiniteMagnitude,
    height: Double.greatestFiniteMagnitude
  )
}

extension Rect: Hashable {
  /// Whether two rectangles are equal, as `CGRectEqualToRect` decides.
  ///
  /// All null rectangles are equal to each other; otherwise the
  /// standardized origins and sizes are compared.
  ///
  /// - Parameters:
  ///   - lhs: A rectangle.
  ///   - rhs: Another rectangle.
  /// - Returns: `true` if both are null, or if neither is and their
  ///   standardized forms have equal origins and sizes.
  public static func == (lhs: Rect, rhs: Rect) -> Bool {
    let lhsNull = lhs.isNull
    let rhsNull = rhs.isNull
    if lhsNull || rhsNull {
      return lhsNull && rhsNull
    }
    let left = lhs.standardized
    let right = rhs.standardized
    return left.origin == right.origin && left.size == right.size
  }

  /// Hashes the standardized rectangle (or a single marker for null), so
  /// that rectangles that compare equal hash equally.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    if isNull {
      hasher.combine(0 as UInt8)
      return
    }
    let rect = standardized
    hasher.combine(1 as UInt8)
    hasher.combine(rect.origin)
    hasher.combine(rect.size)
  }
}
