// The value types an untyped animation can turn out to animate: for each,
// how to tell whether a key path names a property of that type, and how to
// make the typed ZoetropeLayers animation from untyped values.

/// One value type of animatable layer properties.
@MainActor
struct ValueKind {
  /// The type's name, for messages, such as `"Point"`.
  let name: String
  /// Whether a Core Animation key path names a property of this type.
  let names: (String) -> Bool
  /// Whether an untyped value converts to this type.
  let converts: (Any) -> Bool
  /// A basic animation of the key path from the untyped from, to and by
  /// values, which all convert.
  let basic: (String, Any?, Any?, Any?) -> any PropertyAnimationParts
  /// A keyframe animation of the key path through the untyped values,
  /// which all convert.
  let keyframe: (String, [Any]) -> any KeyframeAnimationParts
  /// A spring animation of the key path from the untyped from, to and by
  /// values, with a spring and whether it may be over-damped; `nil` for
  /// values that switch.
  let spring: ((String, Any?, Any?, Any?, Spring, Bool) -> any PropertyAnimationParts)?

  /// Every kind, in the order they are tried: where a key path names
  /// properties of two types (`"transform"`: `Transform` and
  /// `Transform3D`), the first whose values convert wins.
  static let all: [ValueKind] = [
    blending(Double.self), blending(Point.self), blending(Size.self), blending(Rect.self),
    blending(Transform.self), blending(Transform3D.self), blending(Color.self),
    blending(Vector.self), blending(Path.self), blending([Double].self),
    blending([Color].self), switching(Bool.self), switching(Int.self),
    switching(Image?.self), switching(Path?.self), switching(ContentsGravity.self),
    switching(ContentsFilter.self), switching(LineCap.self), switching(LineJoin.self),
    switching(FillRule.self), switching(GradientType.self), switching(CornerMask.self),
  ]

  /// The kind of a value type whose values blend.
  static func blending<T: Interpolatable & Sendable>(_ type: T.Type) -> ValueKind {
    ValueKind(
      name: "\(T.self)",
      names: { (try? BasicAnimation<T>(keyPath: $0).validate()) != nil },
      converts: { UntypedValue.convert($0, to: T.self) != nil },
      basic: { name, from, to, by in
        BasicAnimation<T>(
          keyPath: name, from: from.flatMap { UntypedValue.convert($0, to: T.self) },
          to: to.flatMap { UntypedValue.convert($0, to: T.self) },
          by: by.flatMap { UntypedValue.convert($0, to: T.self) })
      },
      keyframe: { name, values in
        KeyframeAnimation<T>(
          keyPath: name, values: values.compactMap { UntypedValue.convert($0, to: T.self) })
      },
      spring: { name, from, to, by, spring, allowsOverdamping in
        let animation = SpringAnimation<T>(
          keyPath: name, from: from.flatMap { UntypedValue.convert($0, to: T.self) },
          to: to.flatMap { UntypedValue.convert($0, to: T.self) },
          by: by.flatMap { UntypedValue.convert($0, to: T.self) }, spring: spring)
        animation.allowsOverdamping = allowsOverdamping
        return animation
      })
  }

  /// The kind of a value type whose values switch.
  static func switching<T: Sendable>(_ type: T.Type) -> ValueKind {
    ValueKind(
      name: "\(T.self)",
      names: { (try? BasicAnimation<T>(keyPath: $0).validate()) != nil },
      converts: { UntypedValue.convert($0, to: T.self) != nil },
      basic: { name, from, to, by in
        BasicAnimation<T>(
          keyPath: name, from: from.flatMap { UntypedValue.convert($0, to: T.self) },
          to: to.flatMap { UntypedValue.convert($0, to: T.self) },
          by: by.flatMap { UntypedValue.convert($0, to: T.self) })
      },
      keyframe: { name, values in
        KeyframeAnimation<T>(
          keyPath: name, values: values.compactMap { UntypedValue.convert($0, to: T.self) })
      },
      spring: nil)
  }

  /// The kinds of the properties a key path names, in order.
  ///
  /// - Parameter keyPath: Core Animation's key path, such as `"position"`.
  /// - Returns: The kinds; empty when it names no animatable property.
  static func kinds(named keyPath: String) -> [ValueKind] {
    all.filter { $0.names(keyPath) }
  }
}

/// What the compatibility classes set on a typed property animation.
@MainActor
protocol PropertyAnimationParts: Animation {
  /// Whether the value is added onto the value underneath.
  var isAdditive: Bool { get set }
  /// Whether repeats continue from where the last one ended.
  var isCumulative: Bool { get set }
}

/// What the compatibility classes set on a typed keyframe animation.
@MainActor
protocol KeyframeAnimationParts: PropertyAnimationParts {
  /// The times of the keyframes, in 0…1.
  var keyTimes: [Double]? { get set }
  /// The curves between keyframes.
  var timingFunctions: [TimingFunction]? { get set }
  /// How values between keyframes are computed.
  var calculationMode: AnimationCalculationMode { get set }
  /// Whether a layer moved along a path turns with it.
  var rotationMode: AnimationRotationMode { get set }
  /// The tension of each keyframe for cubic modes.
  var tensionValues: [Double]? { get set }
  /// The continuity of each keyframe for cubic modes.
  var continuityValues: [Double]? { get set }
  /// The bias of each keyframe for cubic modes.
  var biasValues: [Double]? { get set }
}

extension PropertyAnimation: PropertyAnimationParts {}
extension KeyframeAnimation: KeyframeAnimationParts {}
