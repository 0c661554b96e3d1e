// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's C functions on `CATransform3D`, under their C names (hence
// the rule ignored above), over Transform3D's own initialisers and methods.
// Angles are radians; `Concat(a, b)` applies `a` first, as in Core Animation.

/// Core Animation's `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// Core Animation's `CATransform3DMakeTranslation`.
///
/// - Parameters:
///   - tx: The translation along x, in points.
///   - ty: The translation along y, in points.
///   - tz: The translation along z, in points.
/// - Returns: The translation.
public func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
  Transform3D(translationX: tx, y: ty, z: tz)
}

/// Core Animation's `CATransform3DMakeScale`.
///
/// - Parameters:
///   - sx: The scale along x.
///   - sy: The scale along y.
///   - sz: The scale along z.
/// - Returns: The scale.
public func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}

/// Core Animation's `CATransform3DMakeRotation`: a turn by `angle` radians
/// about the axis (`x`, `y`, `z`).
///
/// An axis of zero length gives the identity without a word, as Core
/// Animation's does (Spring's flips start from
/// `CATransform3DMakeRotation(0, 0, 0, 0)`); a non-finite one goes to
/// `Transform3D(rotationAngle:x:y:z:)`, which warns.
///
/// - Parameters:
///   - angle: The angle, in radians.
///   - x: The axis' x component.
///   - y: The axis' y component.
///   - z: The axis' z component.
/// - Returns: The rotation.
public func CATransform3DMakeRotation(
  _ angle: Double, _ x: Double, _ y: Double, _ z: Double
) -> Transform3D {
  if x == 0 && y == 0 && z == 0 { return .identity }
  return Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// Core Animation's `CATransform3DConcat`: `a` and then `b`.
///
/// - Parameters:
///   - a: The transform applied first.
///   - b: The transform applied second.
/// - Returns: `a.concatenating(b)`.
public func CATransform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
  a.concatenating(b)
}

/// Core Animation's `CATransform3DTranslate`: a translation and then `t`.
///
/// - Parameters:
///   - t: The transform to extend.
///   - tx: The translation along x, in points.
///   - ty: The translation along y, in points.
///   - tz: The translation along z, in points.
/// - Returns: The translation applied first, then `t`, as Core Animation does.
public func CATransform3DTranslate(
  _ t: Transform3D, _ tx: Double, _ ty: Double, _ tz: Double
) -> Transform3D {
  Transform3D(translationX: tx, y: ty, z: tz).concatenating(t)
}

/// Core Animation's `CATransform3DScale`: a scale and then `t`.
///
/// - Parameters:
///   - t: The transform to extend.
///   - sx: The scale along x.
///   - sy: The scale along y.
///   - sz: The scale along z.
/// - Returns: The scale applied first, then `t`.
public func CATransform3DScale(
  _ t: Transform3D, _ sx: Double, _ sy: Double, _ sz: Double
) -> Transform3D {
  Transform3D(scaleX: sx, y: sy, z: sz).concatenating(t)
}

/// Core Animation's `CATransform3DRotate`: a rotation and then `t`.
///
/// - Parameters:
///   - t: The transform to extend.
///   - angle: The angle, in radians.
///   - x: The axis' x component.
///   - y: The axis' y component.
///   - z: The axis' z component.
/// - Returns: The rotation applied first, then `t`.
public func CATransform3DRotate(
  _ t: Transform3D, _ angle: Double, _ x: Double, _ y: Double, _ z: Double
) -> Transform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// Core Animation's `CATransform3DInvert`: the inverse, or `t` itself when
/// it has none (as Core Animation returns it).
///
/// - Parameter t: The transform.
/// - Returns: The inverse.
public func CATransform3DInvert(_ t: Transform3D) -> Transform3D {
  t.inverted()
}

/// Core Animation's `CATransform3DIsIdentity`.
///
/// - Parameter t: The transform.
/// - Returns: Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: Transform3D) -> Bool {
  t.isIdentity
}

/// Core Animation's `CATransform3DEqualToTransform`.
///
/// - Parameters:
///   - a: A transform.
///   - b: Another.
/// - Returns: Whether the sixteen entries are equal.
public func CATransform3DEqualToTransform(_ a: Transform3D, _ b: Transform3D) -> Bool {
  a == b
}

/// Core Animation's `CATransform3DMakeAffineTransform`.
///
/// - Parameter m: The affine transform.
/// - Returns: The 3D transform that acts on x and y as `m` does.
public func CATransform3DMakeAffineTransform(_ m: Transform) -> Transform3D {
  Transform3D(m)
}
