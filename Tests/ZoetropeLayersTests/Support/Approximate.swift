import ZoetropeGraphics

/// Whether two numbers agree within an absolute tolerance.
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
  abs(lhs - rhs) <= tolerance
}

/// Whether two points agree within an absolute tolerance per coordinate.
func isClose(_ lhs: Point, _ rhs: Point, tolerance: Double = 1e-9) -> Bool {
  isClose(lhs.x, rhs.x, tolerance: tolerance) && isClose(lhs.y, rhs.y, tolerance: tolerance)
}

/// Whether two rectangles' origins and sizes agree within a tolerance.
func isClose(_ lhs: Rect, _ rhs: Rect, tolerance: Double = 1e-9) -> Bool {
  isClose(lhs.origin, rhs.origin, tolerance: tolerance)
    && isClose(lhs.size.width, rhs.size.width, tolerance: tolerance)
    && isClose(lhs.size.height, rhs.size.height, tolerance: tolerance)
}

/// Whether every entry of two transforms agrees within a tolerance.
func isClose(_ lhs: Transform, _ rhs: Transform, tolerance: Double = 1e-9) -> Bool {
  [lhs.a - rhs.a, lhs.b - rhs.b, lhs.c - rhs.c, lhs.d - rhs.d, lhs.tx - rhs.tx, lhs.ty - rhs.ty]
    .allSatisfy { abs($0) <= tolerance }
}
