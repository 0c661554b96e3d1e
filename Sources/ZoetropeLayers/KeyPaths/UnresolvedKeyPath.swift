import ZoetropeAnimation
import ZoetropeGraphics

/// A key path given by name that names no animatable property.
///
/// Made for a name (or a key path rooted at a layer class) that names no
/// animatable property of the animation's value type, and kept on the
/// animation so that ``Layer/add(_:forKey:)`` reports it instead of
/// attaching the animation. A class, so that an animation holds one word
/// for it.
final class UnresolvedKeyPath: Sendable {
  /// The name as given, such as `"strokeEnds"`, or the key path's spelling.
  let name: String
  /// What ``Animation/validate()`` throws for it.
  let error: AnimationError

  /// Creates the record of an unresolved key path.
  init(name: String, error: AnimationError) {
    self.name = name
    self.error = error
  }
}

extension LayerProperties {
  /// A stand-in for a property that does not exist: the key path of an
  /// animation whose name did not resolve (see ``UnresolvedKeyPath``).
  ///
  /// Such an animation never reaches a layer, so nothing reads or writes
  /// through it there. Writing does nothing; reading gives `Value.zero` for
  /// `Interpolatable` values and `nil` for optional ones, and stops with a
  /// message for any other type.
  ///
  /// - Parameter name: The unresolved name, which keeps the stand-ins of
  ///   different names apart.
  subscript<Value>(unresolvedKeyPath name: String) -> Value {
    get {
      if let type = Value.self as? any Interpolatable.Type, let zero = type.zero as? Value {
        return zero
      }
      if let type = Value.self as? any ExpressibleByNilLiteral.Type,
        let none = type.init(nilLiteral: ()) as? Value
      {
        return none
      }
      preconditionFailure("read through the unresolved animation key path \"\(name)\"")
    }
    set {}
  }
}
