import ZoetropeGraphics

extension MediaTiming {
  static func sanitizedFinite(_ value: Double, name: String) -> Double {
    guard !value.isFinite else { return value }
    zoetropeWarning("MediaTiming.\(name) \(value) is not finite; using 0")
    return 0
  }

  static func sanitizedNonNegative(_ value: Double, name: String) -> Double {
    guard value.isNaN || value < 0 else { return value }
    zoetropeWarning("MediaTiming.\(name) \(value) is not a non-negative number; using 0")
    return 0
  }

  static func sanitizedSpeed(_ value: Double) -> Double {
    guard !value.isFinite else { return value }
    zoetropeWarning("MediaTiming.speed \(value) is not finite; using 1")
    return 1
  }
}
