import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Transform3D: Interpolatable {
  /// The additive identity for transforms: ``/ZoetropeGraphics/Transform3D/identity``
  /// (transforms add by concatenation, see ``adding(_:)``).
  public static var zero: Transform3D { .identity }

  /// The transform at `progress` from this one to `other`, blended by 3D
  /// decomposition, as CSS and Core Animation blend matrices.
  ///
  /// Both are split with ``/ZoetropeGraphics/Transform3D/decomposed()``; translation, scale,
  /// skew and perspective blend linearly, and the rotations by spherical
  /// linear interpolation of their quaternions, the shorter way round. So
  /// the identity to a half turn about y passes a quarter turn about y
  /// edge-on at the middle. A transform that cannot be decomposed (see
  /// ``/ZoetropeGraphics/Transform3D/decomposed()``) blends entry by entry instead.
  ///
  /// - Parameters:
  ///   - other: The transform at progress 1.
  ///   - progress: How far along; NaN or infinite progress returns `self`
  ///     with a warning.
  /// - Returns: The blended transform; exactly `self` at 0 and `other` at 1.
  public func interpolated(to other: Transform3D, progress: Double) -> Transform3D {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    guard let from = decomposed(), let to = other.decomposed() else {
      return Transform3D.entrywise(self, other) { InterpolationMath.lerp($0, $1, progress) }
    }
    var result = from
    for index in 0..<13 {
      result.values[index] = InterpolationMath.lerp(from.values[index], to.values[index], progress)
    }
    let q = Transform3D.slerp(
      Array(from.values[13..<17]), Array(to.values[13..<17]), progress: progress)
    result.values.replaceSubrange(13..<17, with: q)
    return Transform3D(result)
  }

  /// The transform that applies `other` first and then this one:
  /// `other.concatenating(self)`, as for 2D transforms.
  ///
  /// - Parameter other: The transform to apply first.
  /// - Returns: `other.concatenating(self)`.
  public func adding(_ other: Transform3D) -> Transform3D {
    other.concatenating(self)
  }

  /// The transform that, added to `other`, gives this one:
  /// `self.concatenating(other.inverted())`; `self`, with a warning, when
  /// `other` has no inverse.
  ///
  /// - Parameter other: The transform to subtract.
  /// - Returns: `self · other⁻¹`, or `self`.
  public func subtracting(_ other: Transform3D) -> Transform3D {
    guard let inverse = other.checkedInverse else {
      zoetropeWarning("Cannot subtract the non-invertible transform \(other); using the minuend")
      return self
    }
    return concatenating(inverse)
  }

  /// The transform with its decomposed parts scaled by a factor: the
  /// identity blended towards it by `factor` (so 1 is `self`, 0 the
  /// identity, 2 twice the rotation, translation and skew).
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives the
  ///   identity with a warning.
  /// - Returns: The scaled transform.
  public func scaled(by factor: Double) -> Transform3D {
    guard let factor = InterpolationMath.checkedFactor(factor), factor != 0 else {
      return .identity
    }
    if factor == 1 {
      return self
    }
    return Transform3D.identity.interpolated(to: self, progress: factor)
  }

  /// The Euclidean distance between the decomposed parts (translation in
  /// points, scale, skew, perspective and the quaternions' components);
  /// entry by entry when either cannot be decomposed.
  ///
  /// - Parameter other: The other transform.
  /// - Returns: The distance; 0 for equal transforms.
  public func interpolationDistance(to other: Transform3D) -> Double {
    guard let from = decomposed(), var to = other.decomposed() else {
      let a = rows.flatMap { $0 }
      let b = other.rows.flatMap { $0 }
      return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
    // q and -q are one rotation.
    let dot = zip(from.values[13..<17], to.values[13..<17]).reduce(0) { $0 + $1.0 * $1.1 }
    if dot < 0 {
      for index in 13..<17 {
        to.values[index] = -to.values[index]
      }
    }
    return zip(from.values, to.values).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
      .squareRoot()
  }

  /// Two transforms combined entry by entry.
  static func entrywise(
    _ a: Transform3D, _ b: Transform3D, _ combine: (Double, Double) -> Double
  ) -> Transform3D {
    let x = a.rows
    let y = b.rows
    return Transform3D(rows: (0..<4).map { i in (0..<4).map { j in combine(x[i][j], y[i][j]) } })
  }

  /// Spherical linear interpolation of two quaternions, the shorter way
  /// round (CSS Transforms Level 2, with the sign of `b` flipped when the
  /// two point apart).
  static func slerp(_ a: [Double], _ b: [Double], progress: Double) -> [Double] {
    var b = b
    var product = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
    if product < 0 {
      b = b.map { -$0 }
      product = -product
    }
    product = min(product, 1)
    guard product < 1 - 1e-12 else {
      // (Nearly) the same rotation: linear is exact enough and stable.
      return zip(a, b).map { InterpolationMath.lerp($0, $1, progress) }
    }
    let theta = acos(product)
    let w = sin(progress * theta) / (1 - product * product).squareRoot()
    let c = cos(progress * theta) - product * w
    return zip(a, b).map { $0 * c + $1 * w }
  }
}
