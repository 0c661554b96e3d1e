import ZoetropeAnimation
import ZoetropeGraphics

/// The arithmetic of an `Interpolatable` value type, as overridable
/// methods, so that a ``PropertyAnimation`` generic over any `Sendable`
/// value can blend, add and scale the values that support it.
///
/// A property animation whose value type is `Interpolatable` holds one of
/// these (chosen by its constrained initializer); for other value types
/// (`Bool`, `Image?`, ``ContentsGravity``) it holds `nil` and the animation
/// switches between values discretely.
///
/// A class whose subclass ``InterpolatableArithmetic`` implements the
/// methods: a frame calls them through the class's method table, with no
/// closure context to retain and release around each call.
class ValueArithmetic<Value> {
  /// `from.interpolated(to: to, progress: progress)`.
  func interpolate(_ from: Value, _ to: Value, _ progress: Double) -> Value {
    preconditionFailure("ValueArithmetic is abstract: use InterpolatableArithmetic")
  }

  /// `value.adding(other)`.
  func add(_ value: Value, _ other: Value) -> Value {
    preconditionFailure("ValueArithmetic is abstract: use InterpolatableArithmetic")
  }

  /// `value.subtracting(other)`.
  func subtract(_ value: Value, _ other: Value) -> Value {
    preconditionFailure("ValueArithmetic is abstract: use InterpolatableArithmetic")
  }

  /// `value.scaled(by: factor)`.
  func scale(_ value: Value, _ factor: Double) -> Value {
    preconditionFailure("ValueArithmetic is abstract: use InterpolatableArithmetic")
  }

  /// `from.interpolationDistance(to: to)`.
  func distance(_ from: Value, _ to: Value) -> Double {
    preconditionFailure("ValueArithmetic is abstract: use InterpolatableArithmetic")
  }

  /// `Value.zero`.
  func zero() -> Value {
    preconditionFailure("ValueArithmetic is abstract: use InterpolatableArithmetic")
  }
}

/// The arithmetic of an `Interpolatable` type: its own operations.
final class InterpolatableArithmetic<Value: Interpolatable>: ValueArithmetic<Value> {
  override func interpolate(_ from: Value, _ to: Value, _ progress: Double) -> Value {
    from.interpolated(to: to, progress: progress)
  }

  override func add(_ value: Value, _ other: Value) -> Value {
    value.adding(other)
  }

  override func subtract(_ value: Value, _ other: Value) -> Value {
    value.subtracting(other)
  }

  override func scale(_ value: Value, _ factor: Double) -> Value {
    value.scaled(by: factor)
  }

  override func distance(_ from: Value, _ to: Value) -> Double {
    from.interpolationDistance(to: to)
  }

  override func zero() -> Value {
    Value.zero
  }
}

extension ValueArithmetic where Value: Interpolatable {
  /// The arithmetic of an `Interpolatable` type: one shared instance per
  /// type, so that animations do not each allocate their own and a frame
  /// of many animations reads the same few objects.
  @MainActor static var interpolatable: ValueArithmetic<Value> {
    let key = ObjectIdentifier(Value.self)
    if let shared = SharedValueArithmetics.byType[key] as? ValueArithmetic<Value> {
      return shared
    }
    let made = InterpolatableArithmetic<Value>()
    SharedValueArithmetics.byType[key] = made
    return made
  }
}

/// The ``ValueArithmetic`` of each `Interpolatable` type used so far.
@MainActor
enum SharedValueArithmetics {
  /// The arithmetics, by value type.
  static var byType: [ObjectIdentifier: AnyObject] = [:]
}

/// The arithmetic of an optional path, ``LayerProperties/shadowPath``.
///
/// Two paths blend as `Path` does (point by point when their elements
/// match); `nil` and a path cannot be blended, so the value switches at
/// progress 0.5, as Core Animation does. `nil` is the zero: it adds
/// nothing.
///
/// `Optional` is not made `Interpolatable` for this: its `zero` would
/// make every `.zero` written where an optional is expected (`let r:
/// Rect? = .zero`) mean `nil`.
final class OptionalPathArithmetic: ValueArithmetic<Path?> {
  override func interpolate(_ from: Path?, _ to: Path?, _ progress: Double) -> Path? {
    if progress == 0 { return from }
    if progress == 1 { return to }
    guard let from, let to else { return progress < 0.5 ? from : to }
    return from.interpolated(to: to, progress: progress)
  }

  override func add(_ value: Path?, _ other: Path?) -> Path? {
    guard let other else { return value }
    guard let value else { return other }
    return value.adding(other)
  }

  override func subtract(_ value: Path?, _ other: Path?) -> Path? {
    guard let other else { return value }
    guard let value else { return nil }
    return value.subtracting(other)
  }

  override func scale(_ value: Path?, _ factor: Double) -> Path? {
    guard factor != 0 else { return nil }
    return value?.scaled(by: factor)
  }

  override func distance(_ from: Path?, _ to: Path?) -> Double {
    switch (from, to) {
    case (nil, nil): return 0
    case (let from?, let to?): return from.interpolationDistance(to: to)
    default: return 1
    }
  }

  override func zero() -> Path? {
    nil
  }
}
