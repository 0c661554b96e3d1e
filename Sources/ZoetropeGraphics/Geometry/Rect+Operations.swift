extension Rect {
  /// A rectangle with the same center, shrunk (or grown, for negative
  /// values) on each side, as `CGRect.insetBy(dx:dy:)`.
  ///
  /// The rectangle is standardized first. Its left and right edges move
  /// inwards by `dx` and its top and bottom edges by `dy`. If the result
  /// would have a negative width or height, the result is ``null``; a result
  /// of exactly zero width or height is an empty, non-null rectangle. A null
  /// rectangle is returned unchanged.
  ///
  /// - Parameters:
  ///   - dx: How far to move the left and the right edge inwards, in points.
  ///   - dy: How far to move the top and the bottom edge inwards, in points.
  /// - Returns: The inset rectangle, or ``null``.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }

  /// A rectangle whose edges are moved inwards by the given insets.
  ///
  /// Follows the same rules as ``insetBy(dx:dy:)`` (standardize first; a
  /// negative resulting width or height gives ``null``; null stays null).
  /// UIKit's `inset(by:)` does plain arithmetic and can return a negative
  /// size; Zoetrope applies Core Graphics' rules to both methods instead.
  ///
  /// - Parameter insets: How far to move each edge inwards, in points;
  ///   negative values move edges outwards.
  /// - Returns: The inset rectangle, or ``null``.
  public func inset(by insets: EdgeInsets) -> Rect {
    if isNull {
      return self
    }
    var rect = standardized
    rect.origin.x += insets.left
    rect.origin.y += insets.top
    rect.size.width -= insets.left + insets.right
    rect.size.height -= insets.top + insets.bottom
    if rect.size.width < 0 || rect.size.height < 0 {
      return .null
    }
    return rect
  }

  /// The standardized rectangle moved by an offset, as
  /// `CGRect.offsetBy(dx:dy:)`.
  ///
  /// A null rectangle is returned unchanged.
  ///
  /// - Parameters:
  ///   - dx: The horizontal offset, in points.
  ///   - dy: The vertical offset, in points (positive moves down).
  /// - Returns: The moved, standardized rectangle.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull {
      return self
    }
    var rect = standardized
    rect.origin.x += dx
    rect.origin.y += dy
    return rect
  }

  /// The smallest rectangle that contains both rectangles, as
  /// `CGRect.union(_:)`.
  ///
  /// The union with ``null`` is the other rectangle, unchanged. Empty but
  /// non-null rectangles count: the union of a rectangle with a zero-size
  /// rectangle far away stretches to reach it.
  ///
  /// - Parameter other: The other rectangle.
  /// - Returns: The standardized bounding rectangle of both.
  public func union(_ other: Rect) -> Rect {
    if isNull {
      return other
    }
    if other.isNull {
      return self
    }
    let first = standardized
    let second = other.standardized
    let (x, width) = Rect.span(
      from: min(first.minX, second.minX), to: max(first.maxX, second.maxX),
      first: (first.minX, first.width), second: (second.minX, second.width))
    let (y, height) = Rect.span(
      from: min(first.minY, second.minY), to: max(first.maxY, second.maxY),
      first: (first.minY, first.height), second: (second.minY, second.height))
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The overlap of two rectangles, as `CGRect.intersection(_:)`.
  ///
  /// Disjoint rectangles, or a ``null`` operand, give ``null``. Rectangles
  /// that only touch along an edge intersect in a zero-width (or
  /// zero-height) rectangle, which is empty but not null.
  ///
  /// - Parameter other: The other rectangle.
  /// - Returns: The standardized intersection, or ``null``.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull {
      return .null
    }
    let first = standardized
    let second = other.standardized
    let lowX = max(first.minX, second.minX)
    let highX = min(first.maxX, second.maxX)
    let lowY = max(first.minY, second.minY)
    let highY = min(first.maxY, second.maxY)
    // Written so that NaN coordinates also give null.
    guard lowX <= highX, lowY <= highY else {
      return .null
    }
    let (x, width) = Rect.span(
      from: lowX, to: highX,
      first: (first.minX, first.width), second: (second.minX, second.width))
    let (y, height) = Rect.span(
      from: lowY, to: highY,
      first: (first.minY, first.height), second: (second.minY, second.height))
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Whether the rectangles overlap, as `CGRect.intersects(_:)`.
  ///
  /// True when ``intersection(_:)`` is not null, so rectangles that touch
  /// along an edge intersect, and a null rectangle intersects nothing.
  ///
  /// - Parameter other: The other rectangle.
  /// - Returns: Whether the intersection is not null.
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isNull
  }

  /// Whether a point lies inside the rectangle, as `CGRect.contains(_:)`.
  ///
  /// The rectangle is half-open: its minimum edges are inside and its
  /// maximum edges outside, so adjacent rectangles never both contain a
  /// point. Null and empty rectangles contain no point.
  ///
  /// - Parameter point: The point to test.
  /// - Returns: Whether `minX <= x < maxX` and `minY <= y < maxY`.
  public func contains(_ point: Point) -> Bool {
    if isEmpty {
      return false
    }
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether another rectangle lies entirely inside this one, as
  /// `CGRect.contains(_:)`.
  ///
  /// Defined as Core Graphics does: `self.union(other) == self`. So every
  /// non-null rectangle contains ``null``, a null rectangle contains only
  /// null, and a rectangle contains itself and its empty sub-rectangles.
  ///
  /// - Parameter other: The rectangle to test.
  /// - Returns: Whether `other` adds nothing to this rectangle's area.
  public func contains(_ other: Rect) -> Bool {
    union(other) == self
  }

  /// The origin and length of a span from `low` to `high`, reusing the
  /// exact origin and length of an operand when the span is exactly that
  /// operand's span (so containment survives rounding).
  private static func span(
    from low: Double, to high: Double,
    first: (origin: Double, length: Double),
    second: (origin: Double, length: Double)
  ) -> (origin: Double, length: Double) {
    if low == first.origin && high == first.origin + first.length {
      return first
    }
    if low == second.origin && high == second.origin + second.length {
      return second
    }
    return (low, high - low)
  }
}
