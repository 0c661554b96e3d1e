import ZoetropeGraphics

/// The value types an animation may write straight into a render node's
/// properties (``Animation/overwrite(_:state:)``): values made of `Double`s
/// alone, with no references to retain, so that their finiteness is
/// checked number by number and what is written is exactly what the full
/// evaluation would keep after sanitizing.
///
/// Not isolated to the main actor, so that the closures here carry no
/// runtime check of the executor.
enum InPlaceValues {
  /// Whether values of a type can be written in place.
  static func supports(_ type: Any.Type) -> Bool {
    type == Double.self || type == Point.self || type == Size.self || type == Rect.self
      || type == Color.self || type == Transform.self
  }

  /// Whether every number in a value of a supported type is finite.
  @inline(__always)
  static func isFinite<Value>(_ value: Value) -> Bool {
    withUnsafeBytes(of: value) { bytes in
      var offset = 0
      while offset + 8 <= bytes.count {
        guard bytes.load(fromByteOffset: offset, as: Double.self).isFinite else { return false }
        offset += 8
      }
      return true
    }
  }

  /// Writes a value of a supported type at a byte offset in `properties`.
  @inline(__always)
  static func store<Value>(
    _ value: Value, at offset: Int, in properties: inout LayerProperties
  ) {
    withUnsafeMutableBytes(of: &properties) {
      $0.storeBytes(of: value, toByteOffset: offset, as: Value.self)
    }
  }
}
