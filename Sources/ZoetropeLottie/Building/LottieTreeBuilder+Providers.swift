import ZoetropeGraphics
import ZoetropeLayers

/// A provided value of one kind at a frame (nil when the provider gives
/// another kind), and whether it changes over time.
struct LottieProvided<Value: Sendable>: Sendable {
  let value: @Sendable (Double) -> Value?
  let isAnimated: Bool
}

extension LottieTreeBuilder {
  /// The provider for a property's keypath (the last one set that
  /// matches and gives this kind of value), read as that kind; records the keypath for
  /// ``LottieAnimationLayer/allHierarchyKeypaths()``.
  ///
  /// A matching provider of another kind is skipped, with a warning.
  mutating func provided<Value: Sendable>(
    _ keys: [String], kind: String, as convert: @escaping @Sendable (LottieValue) -> Value?
  ) -> LottieProvided<Value>? {
    let joined = keys.joined(separator: ".")
    if knownKeypaths.insert(joined).inserted { keypaths.append(joined) }
    for (keypath, provider) in providers.reversed() where keypath.matches(keys) {
      guard convert(provider.value(frame: 0)) != nil else {
        zoetropeWarning(
          "Lottie value provider for \"\(keypath)\" does not give a \(kind) for \(joined); ignored")
        continue
      }
      return LottieProvided(
        value: { convert(provider.value(frame: $0)) }, isAnimated: provider.isAnimated)
    }
    return nil
  }

  /// A provided colour.
  mutating func providedColor(_ keys: [String]) -> LottieProvided<Color>? {
    provided(keys, kind: "colour") {
      if case .color(let color) = $0 { return color }
      return nil
    }
  }

  /// A provided number.
  mutating func providedNumber(_ keys: [String]) -> LottieProvided<Double>? {
    provided(keys, kind: "number") {
      if case .float(let number) = $0, number.isFinite { return number }
      return nil
    }
  }

  /// A provided point.
  mutating func providedPoint(_ keys: [String]) -> LottieProvided<Point>? {
    provided(keys, kind: "point") {
      if case .point(let point) = $0, point.x.isFinite, point.y.isFinite { return point }
      return nil
    }
  }

  /// A provided scale in percent: a size, or one number for both axes.
  mutating func providedScale(_ keys: [String]) -> LottieProvided<Size>? {
    provided(keys, kind: "size") {
      switch $0 {
      case .size(let size) where size.width.isFinite && size.height.isFinite: return size
      case .float(let number) where number.isFinite: return Size(width: number, height: number)
      default: return nil
      }
    }
  }

  /// Sets a layer's position, anchor point, scale and rotation (and
  /// opacity) from a Lottie transform, or from the value providers that
  /// match `keypath` + `Position`, `Anchor Point`, `Scale`, `Rotation`,
  /// `Opacity`.
  mutating func bindTransform(
    _ transform: LottieTransform, to layer: Layer, map: LottieFrameMap, includeOpacity: Bool,
    keypath: [String]
  ) {
    let position = providedPoint(keypath + ["Position"])
    bind(
      layer, "position", \.position, map: map,
      animated: position?.isAnimated ?? transform.isPositionAnimated
    ) { position?.value($0) ?? transform.position(at: $0) }
    let anchor = providedPoint(keypath + ["Anchor Point"])
    bind(
      layer, "anchor", \.bounds.origin, map: map,
      animated: anchor?.isAnimated ?? transform.anchor.isAnimated
    ) { anchor?.value($0) ?? transform.anchor(at: $0) }
    let scale = providedScale(keypath + ["Scale"])
    let rotation = providedNumber(keypath + ["Rotation"])
    let matrixAnimated =
      (scale?.isAnimated ?? transform.scale.isAnimated)
      || (rotation?.isAnimated ?? transform.rotation.isAnimated)
      || transform.skew.isAnimated || transform.skewAxis.isAnimated
      || (transform.autoOrients && (position?.isAnimated ?? transform.isPositionAnimated))
    bind(layer, "transform", \.transform, map: map, animated: matrixAnimated) { frame in
      transform.matrix(
        at: frame, scaleOverride: scale?.value(frame), rotationOverride: rotation?.value(frame))
    }
    if includeOpacity {
      bindOpacity(transformOpacity(transform, keypath: keypath), to: layer, map: map)
    }
  }
}
