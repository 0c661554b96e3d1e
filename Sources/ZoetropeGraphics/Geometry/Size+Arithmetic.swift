extension Size {
  /// Multiplies the width and the height by a scalar.
  ///
  /// - Parameters:
  ///   - size: The size to scale.
  ///   - factor: The scale factor.
  /// - Returns: `(size.width * factor, size.height * factor)`.
  public static func * (size: Size, factor: Double) -> Size {
    Size(width: size.width * factor, height: size.height * factor)
  }

  /// Multiplies the width and the height by a scalar.
  ///
  /// - Parameters:
  ///   - factor: The scale factor.
  ///   - size: The size to scale.
  /// - Returns: `(factor * size.width, factor * size.height)`.
  public static func * (factor: Double, size: Size) -> Size {
    size * factor
  }

  /// Divides the width and the height by a scalar.
  ///
  /// Division by zero follows IEEE 754, like every geometry operation.
  ///
  /// - Parameters:
  ///   - size: The size to divide.
  ///   - divisor: The divisor.
  /// - Returns: `(size.width / divisor, size.height / divisor)`.
  public static func / (size: Size, divisor: Double) -> Size {
    Size(width: size.width / divisor, height: size.height / divisor)
  }
}
