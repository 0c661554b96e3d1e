import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Transform: Interpolatable {
  /// The additive identity for transforms: ``/ZoetropeGraphics/Transform/identity``.
  ///
  /// Transforms "add" by concatenation (see ``adding(_:)``), so the
  /// identity, not the all-zero matrix, is the value that changes nothing.
  public static var zero: Transform { .identity }

  /// The transform at `progress` from this one to `other`, blended by
  /// decomposition, never by matrix entries.
  ///
  /// Both transforms are split with ``/ZoetropeGraphics/Transform/decomposed()`` into
  /// translation, rotation, scale and skew; each is blended linearly and
  /// the result is composed again. So scale(2)·rotate(π) from the identity
  /// visibly turns while it grows, instead of shrinking through zero.
  ///
  /// Rotation takes the shorter way round: the difference of the two
  /// angles is wrapped into (-π, π]. An exact half turn (within 1e-9
  /// radians) goes in the positive direction, +x towards +y, clockwise on
  /// screen. Both ways between the identity and a half turn therefore turn
  /// positively: identity to rotate(π) goes 0 → π, and rotate(π) back to
  /// the identity goes π → 2π (which is the identity again). To turn by
  /// more than a half turn, animate an explicit angle instead.
  ///
  /// A mirror image (negative determinant) decomposes with a negative
  /// y scale, so animating from the identity to `Transform(scaleX: -1,
  /// y: 1)` turns half a turn while the y scale passes through zero, as in
  /// Core Animation; animate a scale value instead to flip in place.
  ///
  /// - Parameters:
  ///   - other: The transform at progress 1.
  ///   - progress: How far along; values outside 0...1 extrapolate every
  ///     component, and NaN or infinite progress returns `self` with a
  ///     warning.
  /// - Returns: The blended transform; exactly `self` at 0 and `other` at 1.
  public func interpolated(to other: Transform, progress: Double) -> Transform {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    let from = decomposed()
    let to = other.decomposed()
    let turn = InterpolationMath.shortestRotation(to.rotation - from.rotation)
    return Transform(
      Decomposed(
        translation: from.translation.interpolated(to: to.translation, progress: progress),
        rotation: from.rotation + turn * progress,
        scale: from.scale.interpolated(to: to.scale, progress: progress),
        skew: InterpolationMath.lerp(from.skew, to.skew, progress)))
  }

  /// The transform that applies `other` first, in this transform's input
  /// space, and then this transform: `other.concatenating(self)`.
  ///
  /// This is how an additive transform animation combines with the model
  /// transform: the animated offset acts in the layer's own coordinates,
  /// and the model transform is applied on top.
  ///
  /// - Parameter other: The transform to apply first.
  /// - Returns: `other.concatenating(self)`.
  public func adding(_ other: Transform) -> Transform {
    other.concatenating(self)
  }

  /// The transform that, added to `other`, gives this one:
  /// `self.concatenating(other.inverted())`.
  ///
  /// Then `other.adding(self.subtracting(other))` is
  /// `self · other⁻¹ · other = self`. If `other` is not invertible (see
  /// ``/ZoetropeGraphics/Transform/isInvertible``) there is no such transform; the result is
  /// `self`, with a warning.
  ///
  /// - Parameter other: The transform to subtract.
  /// - Returns: `self.concatenating(other.inverted())`, or `self`.
  public func subtracting(_ other: Transform) -> Transform {
    guard other.isInvertible else {
      zoetropeWarning("Cannot subtract the non-invertible transform \(other); using the minuend")
      return self
    }
    return concatenating(other.inverted())
  }

  /// The transform with its decomposed components scaled by a factor.
  ///
  /// Translation, rotation and skew are multiplied by `factor`; each
  /// positive scale factor s becomes s^factor, so `scaled(by: 2)` of a
  /// 1.5× zoom is a 2.25× zoom and `scaled(by: -1)` undoes it. A scale
  /// factor that is zero or negative (a collapse or a mirror image) has no
  /// real power, and falls back to `1 + (s - 1) · factor`, linear from 1
  /// at factor 0 to s at factor 1.
  ///
  /// This scales the components, which is not the same as concatenating
  /// the transform with itself when it both translates and rotates or
  /// scales.
  ///
  /// - Parameter factor: The multiplier; exactly `self` at 1 and the
  ///   identity at 0. NaN or infinite gives the identity with a warning.
  /// - Returns: The composed transform.
  public func scaled(by factor: Double) -> Transform {
    guard let factor = InterpolationMath.checkedFactor(factor), factor != 0 else {
      return .identity
    }
    if factor == 1 {
      return self
    }
    let parts = decomposed()
    func power(_ scale: Double) -> Double {
      scale > 0 ? pow(scale, factor) : 1 + (scale - 1) * factor
    }
    return Transform(
      Decomposed(
        translation: parts.translation.scaled(by: factor),
        rotation: parts.rotation * factor,
        scale: Vector(dx: power(parts.scale.dx), dy: power(parts.scale.dy)),
        skew: parts.skew * factor))
  }

  /// The Euclidean distance between the decomposed components.
  ///
  /// The norm of the differences of translation (dx, dy, in points),
  /// rotation (radians, wrapped the short way round as in
  /// ``interpolated(to:progress:)``), scale (dx, dy) and skew. The units
  /// mix, so one point of translation weighs as much as one radian of
  /// rotation or one unit of scale; pace keyframes that mostly move by
  /// their translation, and use explicit key times otherwise.
  ///
  /// - Parameter other: The other transform.
  /// - Returns: The distance; 0 for equal transforms.
  public func interpolationDistance(to other: Transform) -> Double {
    let from = decomposed()
    let to = other.decomposed()
    return InterpolationMath.norm(
      to.translation.dx - from.translation.dx,
      to.translation.dy - from.translation.dy,
      InterpolationMath.shortestRotation(to.rotation - from.rotation),
      to.scale.dx - from.scale.dx,
      to.scale.dy - from.scale.dy,
      to.skew - from.skew)
  }
}
