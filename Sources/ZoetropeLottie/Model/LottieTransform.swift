import ZoetropeGraphics

/// A layer's or a shape group's transform (`ks`, or a group's `tr`
/// item): anchor point, position, scale, rotation and opacity.
///
/// A point `p` of the layer maps to its parent as
/// `position + rotate(rotation) · scale(scale / 100) · (p − anchor)`, as
/// After Effects and lottie-web compose them.
struct LottieTransform: Sendable {
  /// The anchor point, in the layer's coordinates.
  var anchor = LottieProperty<[Double]>([0, 0])
  /// The position, when it is one property.
  var position = LottieProperty<[Double]>([0, 0])
  /// The x and y positions, when the file separates the dimensions.
  var positionX: LottieProperty<[Double]>?
  var positionY: LottieProperty<[Double]>?
  /// The scale in percent, per axis.
  var scale = LottieProperty<[Double]>([100, 100])
  /// The rotation in degrees, clockwise on screen.
  var rotation = LottieProperty<[Double]>([0])
  /// The opacity in percent.
  var opacity = LottieProperty<[Double]>([100])

  /// Whether the position (either form) changes over time.
  var isPositionAnimated: Bool {
    if let positionX, let positionY { return positionX.isAnimated || positionY.isAnimated }
    return position.isAnimated
  }

  /// Whether the rotation or scale changes over time.
  var isMatrixAnimated: Bool { rotation.isAnimated || scale.isAnimated }

  /// The position at a frame.
  func position(at frame: Double) -> Point {
    if let positionX, let positionY {
      return Point(x: positionX.scalar(at: frame), y: positionY.scalar(at: frame))
    }
    return position.point(at: frame)
  }

  /// The anchor point at a frame.
  func anchor(at frame: Double) -> Point { anchor.point(at: frame) }

  /// The scale, then the rotation, at a frame (no translation): a layer's
  /// `transform` about its anchor point.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - scaleOverride: A scale in percent to use instead of the file's.
  ///   - rotationOverride: A rotation in degrees to use instead.
  /// - Returns: The scale, then the rotation.
  func matrix(
    at frame: Double, scaleOverride: Size? = nil, rotationOverride: Double? = nil
  ) -> Transform {
    let percent = scale.value(at: frame)
    let scaleX = (scaleOverride?.width ?? percent.first ?? 100) / 100
    let scaleY =
      (scaleOverride?.height ?? (percent.count > 1 ? percent[1] : percent.first ?? 100)) / 100
    let angle = (rotationOverride ?? rotation.scalar(at: frame)) * .pi / 180
    return Transform(scaleX: scaleX, y: scaleY)
      .concatenating(Transform(rotationAngle: angle))
  }

  /// The opacity at a frame, in 0...1.
  func opacity(at frame: Double) -> Double {
    min(max(opacity.scalar(at: frame) / 100, 0), 1)
  }
}

extension LottieDecoder {
  /// Reads a transform (`ks` or a group's `tr`), noting the parts this
  /// module does not draw (skew, 3D rotation, auto-orient's input).
  mutating func transform(_ json: JSONValue?, at path: JSONPath) -> LottieTransform {
    var transform = LottieTransform()
    guard let json else { return transform }
    transform.anchor = numbers(json["a"], at: path.member("a"), default: [0, 0])
    if let split = json["p"], (split["s"]?.number ?? 0) != 0 {
      transform.positionX = numbers(split["x"], at: path.member("p.x"), default: [0])
      transform.positionY = numbers(split["y"], at: path.member("p.y"), default: [0])
    } else {
      transform.position = numbers(json["p"], at: path.member("p"), default: [0, 0])
    }
    transform.scale = numbers(json["s"], at: path.member("s"), default: [100, 100])
    transform.rotation = numbers(json["r"] ?? json["rz"], at: path.member("r"), default: [0])
    transform.opacity = numbers(json["o"], at: path.member("o"), default: [100])
    let skew = numbers(json["sk"], at: path.member("sk"), default: [0])
    if skew.isAnimated || skew.initialValue.contains(where: { $0 != 0 }) {
      issues.note("skew", at: path.description)
    }
    if json["rx"] != nil || json["ry"] != nil || json["or"] != nil {
      issues.note("3D rotation", at: path.description)
    }
    return transform
  }
}
