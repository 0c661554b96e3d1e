import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layer's or a shape group's transform (`ks`, or a group's `tr`
/// item): anchor point, position, scale, skew, rotation and opacity.
///
/// A point `p` of the layer maps to its parent as
/// `position + rotate(rotation) · skew · scale(scale / 100) · (p − anchor)`,
/// as After Effects and lottie-web compose them.
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
  /// The skew in degrees (`sk`), along the axis `skewAxis` degrees
  /// clockwise from x (`sa`).
  var skew = LottieProperty<[Double]>([0])
  var skewAxis = LottieProperty<[Double]>([0])
  /// Whether the layer turns to follow its motion (a layer's `ao`).
  var autoOrients = false

  /// Whether the position (either form) changes over time.
  var isPositionAnimated: Bool {
    if let positionX, let positionY { return positionX.isAnimated || positionY.isAnimated }
    return position.isAnimated
  }

  /// Whether the rotation, scale or skew changes over time, or the
  /// orientation follows a moving position.
  var isMatrixAnimated: Bool {
    rotation.isAnimated || scale.isAnimated || skew.isAnimated || skewAxis.isAnimated
      || (autoOrients && isPositionAnimated)
  }

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
    var angle = (rotationOverride ?? rotation.scalar(at: frame)) * .pi / 180
    if autoOrients { angle += orientation(at: frame) }
    return Transform(scaleX: scaleX, y: scaleY)
      .concatenating(skewMatrix(at: frame))
      .concatenating(Transform(rotationAngle: angle))
  }

  /// The skew at a frame, as lottie-web builds it (see
  /// ``skew(degrees:axisDegrees:)``).
  func skewMatrix(at frame: Double) -> Transform {
    Self.skew(degrees: skew.scalar(at: frame), axisDegrees: skewAxis.scalar(at: frame))
  }

  /// A skew of `degrees` along an axis `axisDegrees` from x.
  ///
  /// As lottie-web's `skewFromAxis` builds it: turned to the axis, sheared
  /// by `tan(−skew)`, turned back. Skews of 90° or more either way (an
  /// infinite shear) are held at ±89.9°; one that is not finite is none.
  static func skew(degrees: Double, axisDegrees: Double) -> Transform {
    guard degrees != 0, degrees.isFinite else { return .identity }
    let shear = tan(-min(max(degrees, -89.9), 89.9) * .pi / 180)
    let axis = axisDegrees.isFinite ? axisDegrees * .pi / 180 : 0
    return Transform(rotationAngle: axis)
      .concatenating(Transform(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0))
      .concatenating(Transform(rotationAngle: -axis))
  }

  /// The direction of motion at a frame, in radians clockwise from x.
  ///
  /// Measured as lottie-web does for auto-orient: from the position 0.01
  /// frame earlier; at or before the first keyframe, the direction the
  /// motion starts in; at or after the last, the one it ends in. A layer
  /// that does not move there points along x.
  func orientation(at frame: Double) -> Double {
    let times = positionKeyTimes
    guard let first = times.first, let last = times.last, last > first else { return 0 }
    let (from, to): (Double, Double)
    if frame <= first {
      (from, to) = (first, first + 0.01)
    } else if frame >= last {
      (from, to) = (last - 0.05, last)
    } else {
      (from, to) = (frame - 0.01, frame)
    }
    let (a, b) = (position(at: from), position(at: to))
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    guard dx != 0 || dy != 0, dx.isFinite, dy.isFinite else { return 0 }
    return atan2(dy, dx)
  }

  /// The times of the position's keyframes (either form).
  private var positionKeyTimes: [Double] {
    if let positionX, let positionY {
      return (positionX.keyframes.map(\.time) + positionY.keyframes.map(\.time)).sorted()
    }
    return position.keyframes.map(\.time)
  }

  /// The opacity at a frame, in 0...1.
  func opacity(at frame: Double) -> Double {
    min(max(opacity.scalar(at: frame) / 100, 0), 1)
  }
}

extension LottieDecoder {
  /// Reads a transform (`ks` or a group's `tr`), noting the parts this
  /// module does not draw (3D rotation).
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
    transform.skew = numbers(json["sk"], at: path.member("sk"), default: [0])
    transform.skewAxis = numbers(json["sa"], at: path.member("sa"), default: [0])
    if json["rx"] != nil || json["ry"] != nil || json["or"] != nil {
      issues.note("3D rotation", at: path.description)
    }
    return transform
  }
}
