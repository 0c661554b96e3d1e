extension Rect {
  /// The width of the standardized rectangle, in points (never negative).
  ///
  /// As `CGRect.width`: the absolute value of `size.width`.
  public var width: Double { abs(size.width) }

  /// The height of the standardized rectangle, in points (never negative).
  ///
  /// As `CGRect.height`: the absolute value of `size.height`.
  public var height: Double { abs(size.height) }

  /// The smallest x-coordinate of the rectangle, in points.
  public var minX: Double { origin.x + min(size.width, 0) }

  /// The x-coordinate of the center of the rectangle, in points.
  public var midX: Double { (minX + maxX) * 0.5 }

  /// The largest x-coordinate of the rectangle, in points.
  public var maxX: Double { origin.x + max(size.width, 0) }

  /// The smallest y-coordinate of the rectangle (its top edge), in points.
  public var minY: Double { origin.y + min(size.height, 0) }

  /// The y-coordinate of the center of the rectangle, in points.
  public var midY: Double { (minY + maxY) * 0.5 }

  /// The largest y-coordinate of the rectangle (its bottom edge), in points.
  public var maxY: Double { origin.y + max(size.height, 0) }

  /// Whether the rectangle is null, the empty set (see ``null``).
  ///
  /// As in Core Graphics, a rectangle is null when `origin.x` or `origin.y`
  /// is `+infinity`, whatever its size.
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rectangle is empty: null, or with a zero width or height.
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// Whether the rectangle is ``infinite``.
  public var isInfinite: Bool { self == .infinite }

  /// The same rectangle with a non-negative width and height.
  ///
  /// The origin moves to the minimum corner. A null rectangle standardizes
  /// to ``null`` itself.
  public var standardized: Rect {
    if isNull {
      return .null
    }
    return Rect(x: minX, y: minY, width: width, height: height)
  }

  /// The smallest rectangle with integral coordinates that contains this
  /// one, as `CGRectIntegral`.
  ///
  /// The standardized origin is rounded down and the maximum corner up. A
  /// null rectangle is returned unchanged.
  public var integral: Rect {
    if isNull {
      return self
    }
    let rect = standardized
    let x = rect.origin.x.rounded(.down)
    let y = rect.origin.y.rounded(.down)
    let width = (rect.origin.x + rect.size.width).rounded(.up) - x
    let height = (rect.origin.y + rect.size.height).rounded(.up) - y
    return Rect(x: x, y: y, width: width, height: height)
  }
}
