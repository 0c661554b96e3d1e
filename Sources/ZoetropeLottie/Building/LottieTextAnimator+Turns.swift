import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LottieTextAnimator {
  /// `matrix` followed by this animator's skew, turn, turn about y and
  /// turn about x, each times the selector's amount `m`, as lottie-web's
  /// `getMeasures` applies them (row vectors: later steps apply after).
  func turn(_ matrix: Transform3D, amount m: Double, at frame: Double) -> Transform3D {
    var matrix = matrix
    if let skew {
      let axis = skewAxis?.scalar(at: frame) ?? 0
      matrix = matrix.concatenating(
        Transform3D(
          LottieTransform.skew(degrees: skew.scalar(at: frame) * m, axisDegrees: axis * m)))
    }
    if let rotation {
      let angle = rotation.scalar(at: frame) * m * .pi / 180
      matrix = matrix.concatenating(Transform3D(Transform(rotationAngle: angle)))
    }
    if let rotationY {
      // lottie-web's `rotateY`.
      let angle = rotationY.scalar(at: frame) * m * .pi / 180
      let (c, s) = (cos(angle), sin(angle))
      matrix = matrix.concatenating(
        Transform3D(
          m11: c, m12: 0, m13: s, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
          m31: -s, m32: 0, m33: c, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1))
    }
    if let rotationX {
      // lottie-web's `rotateX`.
      let angle = rotationX.scalar(at: frame) * m * .pi / 180
      let (c, s) = (cos(angle), sin(angle))
      matrix = matrix.concatenating(
        Transform3D(
          m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: c, m23: -s, m24: 0,
          m31: 0, m32: s, m33: c, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1))
    }
    return matrix
  }
}

extension [Double] {
  /// Element `index`, or 0 when the array is shorter.
  func component(_ index: Int) -> Double { index < count ? self[index] : 0 }
}

/// Hue, saturation and brightness moves of an RGB colour, as lottie-web's
/// `addHueToRGB`, `addSaturationToRGB` and `addBrightnessToRGB` make
/// them (through its `RGBtoHSV` and `HSVtoRGB`).
enum LottieHSV {
  /// `rgb` (0…1) with its hue turned by `degrees`.
  static func addingHue(_ degrees: Double, to rgb: [Double]) -> [Double] {
    var hsv = hsv(of: rgb)
    guard degrees.isFinite else { return rgb }
    hsv[0] += degrees / 360
    hsv[0] -= hsv[0].rounded(.down)
    return self.rgb(of: hsv)
  }

  /// `rgb` (0…1) with its saturation (component 1) or brightness (2)
  /// moved by `offset` and held in 0…1.
  static func adding(_ offset: Double, to component: Int, of rgb: [Double]) -> [Double] {
    var hsv = hsv(of: rgb)
    guard offset.isFinite else { return rgb }
    hsv[component] = min(max(hsv[component] + offset, 0), 1)
    return self.rgb(of: hsv)
  }

  /// Hue (0…1), saturation and value of an RGB colour.
  static func hsv(of rgb: [Double]) -> [Double] {
    let (r, g, b) = (rgb.component(0), rgb.component(1), rgb.component(2))
    let high = max(r, g, b)
    let low = min(r, g, b)
    let d = high - low
    let saturation = high == 0 ? 0 : d / high
    var hue = 0.0
    if d > 0 {
      if high == r {
        hue = (g - b + d * (g < b ? 6 : 0)) / (6 * d)
      } else if high == g {
        hue = (b - r + d * 2) / (6 * d)
      } else {
        hue = (r - g + d * 4) / (6 * d)
      }
    }
    return [hue, saturation, high]
  }

  /// The RGB colour of a hue (0…1), saturation and value.
  static func rgb(of hsv: [Double]) -> [Double] {
    let (h, s, v) = (hsv[0], hsv[1], hsv[2])
    guard h.isFinite, s.isFinite, v.isFinite else { return [0, 0, 0] }
    let sector = (h * 6).rounded(.down)
    let f = h * 6 - sector
    let p = v * (1 - s)
    let q = v * (1 - f * s)
    let t = v * (1 - (1 - f) * s)
    switch Int(sector) % 6 {
    case 0: return [v, t, p]
    case 1: return [q, v, p]
    case 2: return [p, v, t]
    case 3: return [p, q, v]
    case 4: return [t, p, v]
    default: return [v, p, q]
    }
  }
}
