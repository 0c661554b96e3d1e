// Converting the untyped values of `CABasicAnimation` and
// `CAKeyframeAnimation` (`Any`, as Core Animation's `id`) into the typed
// values of the animated property. Numbers of any Swift type (and
// `NSNumber`) are numbers; `NSValue` boxes are opened; an affine transform
// stands for the 3D transform that acts alike.

/// Converts untyped animation values into one value type.
enum UntypedValue {
  /// The value a number stands for, as a `Double`, or `nil`.
  ///
  /// - Parameter value: An untyped value.
  /// - Returns: The number, or `nil` if `value` is not a number.
  static func number(_ value: Any) -> Double? {
    switch value {
    case let number as Double: number
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    case let number as Int32: Double(number)
    case let number as Int64: Double(number)
    case let number as UInt: Double(number)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }

  /// The value inside an `NSValue` box, or the value itself.
  ///
  /// - Parameter value: An untyped value.
  /// - Returns: The value, unboxed.
  static func unboxed(_ value: Any) -> Any {
    (value as? NSValue)?.value ?? value
  }

  /// Converts an untyped value into a `T`, or returns `nil` when it is
  /// another kind of value.
  ///
  /// - Parameters:
  ///   - value: An untyped value.
  ///   - type: The property's value type.
  /// - Returns: The value as a `T`, or `nil`.
  static func convert<T>(_ value: Any, to type: T.Type) -> T? {
    let value = unboxed(value)
    if let same = value as? T { return same }
    if T.self == Double.self, let number = number(value) { return number as? T }
    if T.self == Int.self, let number = number(value), number.rounded() == number,
      let integer = Int(exactly: number)
    {
      return integer as? T
    }
    if T.self == Bool.self, let number = number(value) { return (number != 0) as? T }
    if T.self == Transform3D.self, let affine = value as? Transform {
      return Transform3D(affine) as? T
    }
    if T.self == [Double].self, let array = value as? [Any] {
      let numbers = array.compactMap(number)
      return numbers.count == array.count ? numbers as? T : nil
    }
    return nil
  }

  /// How a value reads in a message: its description and Swift type.
  ///
  /// - Parameter value: An untyped value.
  /// - Returns: Such as `1 (Int)`.
  static func describe(_ value: Any) -> String {
    let value = unboxed(value)
    return "\(value) (\(Swift.type(of: value)))"
  }
}
