import ZoetropeGraphics

/// A layer property that holds a fraction in 0...1: a model value set
/// outside it is drawn clamped, with one warning per layer and property.
enum UnitRangeProperty: UInt8 {
  case opacity = 1
  case shadowOpacity = 2
  case strokeStart = 4
  case strokeEnd = 8

  /// The property's Core Animation name.
  var name: String {
    switch self {
    case .opacity: "opacity"
    case .shadowOpacity: "shadowOpacity"
    case .strokeStart: "strokeStart"
    case .strokeEnd: "strokeEnd"
    }
  }
}

// Values set outside 0...1. Core Animation clamps an animated value that
// overshoots (a spring past strokeEnd 1, an opacity above 1) silently, and
// so does the renderer; a value set directly is a mistake worth one line,
// once per layer and property, not once per frame.
extension Layer {
  /// Warns, once per layer and property, when a model value set directly
  /// lies outside 0...1 (NaN is reported where it is drawn).
  ///
  /// - Parameters:
  ///   - value: The value set.
  ///   - property: The property.
  @inline(__always)
  func checkUnitRange(_ value: Double, of property: UnitRangeProperty) {
    if value.isNaN || (value >= 0 && value <= 1) { return }
    warnOutOfUnitRange(value, of: property)
  }

  @inline(never)
  private func warnOutOfUnitRange(_ value: Double, of property: UnitRangeProperty) {
    guard warnedUnitRangeProperties & property.rawValue == 0 else { return }
    warnedUnitRangeProperties |= property.rawValue
    zoetropeWarning(
      "Layer \(name ?? "\(layerID)") \(property.name) \(value) is outside 0...1; drawn as "
        + "\(min(max(value, 0), 1)) (warned once for this layer)")
  }
}
