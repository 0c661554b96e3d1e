import ZoetropeGraphics

// The bad-input policy of `Spring` (see the table in Spring.swift). Each function
// returns a value in range and reports a replacement with `zoetropeWarning`.
extension Spring {
  /// The smallest mass or stiffness a spring accepts.
  static let minimumParameter = 1e-12

  /// The largest mass, stiffness, damping or speed a spring accepts.
  static let maximumParameter = 1e12

  /// Validates a mass or stiffness: NaN, infinite or non-positive values become
  /// `defaultValue`; tiny or huge ones are clamped into 1e-12...1e12.
  static func validatedPositive(_ value: Double, name: String, defaultValue: Double) -> Double {
    guard value.isFinite, value > 0 else {
      zoetropeWarning(
        "Spring \(name) \(value) is not a positive finite number; using \(defaultValue)")
      return defaultValue
    }
    return clamped(value, name: name, to: minimumParameter...maximumParameter)
  }

  /// Validates a damping coefficient: NaN becomes 10, negative values 0, values
  /// above 1e12 (including +infinity) 1e12.
  static func validatedDamping(_ value: Double) -> Double {
    guard !value.isNaN else {
      zoetropeWarning("Spring damping is NaN; using 10.0")
      return 10
    }
    return clamped(value, name: "damping", to: 0...maximumParameter)
  }

  /// Validates an initial velocity: NaN or infinite values become 0; others are
  /// clamped into −1e12...1e12.
  static func validatedVelocity(_ value: Double) -> Double {
    guard value.isFinite else {
      zoetropeWarning("Spring initialVelocity \(value) is not finite; using 0.0")
      return 0
    }
    return clamped(value, name: "initialVelocity", to: -maximumParameter...maximumParameter)
  }

  /// Clamps a non-NaN value into `range`, warning when it changes.
  static func clamped(_ value: Double, name: String, to range: ClosedRange<Double>) -> Double {
    let result = min(max(value, range.lowerBound), range.upperBound)
    if result != value {
      zoetropeWarning("Spring \(name) \(value) is out of range \(range); using \(result)")
    }
    return result
  }
}
