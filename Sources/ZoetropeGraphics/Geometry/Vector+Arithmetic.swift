extension Vector {
  /// Adds two vectors component by component.
  ///
  /// - Parameters:
  ///   - lhs: The first vector.
  ///   - rhs: The second vector.
  /// - Returns: `(lhs.dx + rhs.dx, lhs.dy + rhs.dy)`.
  public static func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  /// Subtracts one vector from another component by component.
  ///
  /// - Parameters:
  ///   - lhs: The vector to subtract from.
  ///   - rhs: The vector to subtract.
  /// - Returns: `(lhs.dx - rhs.dx, lhs.dy - rhs.dy)`.
  public static func - (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }

  /// The vector pointing the opposite way.
  ///
  /// - Parameter vector: The vector to negate.
  /// - Returns: `(-vector.dx, -vector.dy)`.
  public static prefix func - (vector: Vector) -> Vector {
    Vector(dx: -vector.dx, dy: -vector.dy)
  }

  /// Multiplies both components by a scalar.
  ///
  /// - Parameters:
  ///   - vector: The vector to scale.
  ///   - factor: The scale factor.
  /// - Returns: `(vector.dx * factor, vector.dy * factor)`.
  public static func * (vector: Vector, factor: Double) -> Vector {
    Vector(dx: vector.dx * factor, dy: vector.dy * factor)
  }

  /// Multiplies both components by a scalar.
  ///
  /// - Parameters:
  ///   - factor: The scale factor.
  ///   - vector: The vector to scale.
  /// - Returns: `(factor * vector.dx, factor * vector.dy)`.
  public static func * (factor: Double, vector: Vector) -> Vector {
    vector * factor
  }

  /// Divides both components by a scalar.
  ///
  /// Division by zero follows IEEE 754 (infinities, or NaN for a zero
  /// component), like every geometry operation.
  ///
  /// - Parameters:
  ///   - vector: The vector to divide.
  ///   - divisor: The divisor.
  /// - Returns: `(vector.dx / divisor, vector.dy / divisor)`.
  public static func / (vector: Vector, divisor: Double) -> Vector {
    Vector(dx: vector.dx / divisor, dy: vector.dy / divisor)
  }

  /// Adds a vector in place.
  ///
  /// - Parameters:
  ///   - lhs: The vector to add to.
  ///   - rhs: The vector to add.
  public static func += (lhs: inout Vector, rhs: Vector) {
    lhs = lhs + rhs
  }

  /// Subtracts a vector in place.
  ///
  /// - Parameters:
  ///   - lhs: The vector to subtract from.
  ///   - rhs: The vector to subtract.
  public static func -= (lhs: inout Vector, rhs: Vector) {
    lhs = lhs - rhs
  }
}
