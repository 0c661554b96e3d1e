import ZoetropeAnimation

/// The arithmetic of an `Interpolatable` value type, captured as closures
/// so that a ``PropertyAnimation`` generic over any `Sendable` value can
/// blend, add and scale the values that support it.
///
/// A property animation whose value type is `Interpolatable` holds one of
/// these (chosen by its constrained initializer); for other value types
/// (`Bool`, `Image?`, ``ContentsGravity``) it holds `nil` and the animation
/// switches between values discretely.
///
/// A class, so that reading an animation's arithmetic each frame retains
/// one object rather than six closures.
final class ValueArithmetic<Value> {
  /// `from.interpolated(to: to, progress: progress)`.
  let interpolate: (_ from: Value, _ to: Value, _ progress: Double) -> Value
  /// `value.adding(other)`.
  let add: (_ value: Value, _ other: Value) -> Value
  /// `value.subtracting(other)`.
  let subtract: (_ value: Value, _ other: Value) -> Value
  /// `value.scaled(by: factor)`.
  let scale: (_ value: Value, _ factor: Double) -> Value
  /// `from.interpolationDistance(to: to)`.
  let distance: (_ from: Value, _ to: Value) -> Double
  /// `Value.zero`.
  let zero: () -> Value

  /// Creates an arithmetic from its operations.
  init(
    interpolate: @escaping (_ from: Value, _ to: Value, _ progress: Double) -> Value,
    add: @escaping (_ value: Value, _ other: Value) -> Value,
    subtract: @escaping (_ value: Value, _ other: Value) -> Value,
    scale: @escaping (_ value: Value, _ factor: Double) -> Value,
    distance: @escaping (_ from: Value, _ to: Value) -> Double,
    zero: @escaping () -> Value
  ) {
    self.interpolate = interpolate
    self.add = add
    self.subtract = subtract
    self.scale = scale
    self.distance = distance
    self.zero = zero
  }
}

extension ValueArithmetic where Value: Interpolatable {
  /// The arithmetic of an `Interpolatable` type: one shared instance per
  /// type, so that animations do not each allocate their own closures and
  /// a frame of many animations reads the same few objects.
  @MainActor static var interpolatable: ValueArithmetic<Value> {
    let key = ObjectIdentifier(Value.self)
    if let shared = SharedValueArithmetics.byType[key] as? ValueArithmetic<Value> {
      return shared
    }
    let made = ValueArithmetic(
      interpolate: { $0.interpolated(to: $1, progress: $2) },
      add: { $0.adding($1) },
      subtract: { $0.subtracting($1) },
      scale: { $0.scaled(by: $1) },
      distance: { $0.interpolationDistance(to: $1) },
      zero: { Value.zero }
    )
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
