extension Point {
  /// Moves a point by a vector.
  ///
  /// - Parameters:
  ///   - point: The starting point.
  ///   - vector: The displacement, in points.
  /// - Returns: `(point.x + vector.dx, point.y + vector.dy)`.
  public static func + (point: Point, vector: Vector) -> Point {
    Point(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  /// Moves a point backwards by a vector.
  ///
  /// - Parameters:
  ///   - point: The starting point.
  ///   - vector: The displacement to undo, in points.
  /// - Returns: `(point.x - vector.dx, point.y - vector.dy)`.
  public static func - (point: Point, vector: Vector) -> Point {
    Point(x: point.x - vector.dx, y: point.y - vector.dy)
  }

  /// The vector that leads from one point to another.
  ///
  /// - Parameters:
  ///   - end: The point the vector leads to.
  ///   - start: The point the vector starts from.
  /// - Returns: The vector `v` such that `start + v == end`.
  public static func - (end: Point, start: Point) -> Vector {
    Vector(dx: end.x - start.x, dy: end.y - start.y)
  }

  /// Moves a point by a vector in place.
  ///
  /// - Parameters:
  ///   - point: The point to move.
  ///   - vector: The displacement, in points.
  public static func += (point: inout Point, vector: Vector) {
    point = point + vector
  }

  /// Moves a point backwards by a vector in place.
  ///
  /// - Parameters:
  ///   - point: The point to move.
  ///   - vector: The displacement to undo, in points.
  public static func -= (point: inout Point, vector: Vector) {
    point = point - vector
  }
}
