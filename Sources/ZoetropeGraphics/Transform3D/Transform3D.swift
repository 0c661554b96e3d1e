#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A three-dimensional homogeneous transform with the semantics of
/// `CATransform3D`.
///
/// A transform maps a point (x, y, z) to
///
/// ```
/// x' = (x·m11 + y·m21 + z·m31 + m41) / w
/// y' = (x·m12 + y·m22 + z·m32 + m42) / w
/// z' = (x·m13 + y·m23 + z·m33 + m43) / w
/// w  =  x·m14 + y·m24 + z·m34 + m44
/// ```
///
/// which is Core Animation's row-vector convention: a point is the row
/// `[x y z 1]` multiplied on the left, entry `mRC` sits in row R and
/// column C, and `m41`, `m42`, `m43` are the translation. Setting `m34` to
/// `-1 / d` gives the perspective of an eye `d` points in front of the
/// plane, as in every Core Animation tutorial:
///
/// ```swift
/// var perspective = Transform3D.identity
/// perspective.m34 = -1 / 500
/// container.sublayerTransform = perspective
/// card.transform3D = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
/// ```
///
/// Composition follows Core Animation exactly: `t1.concatenating(t2)`
/// (`CATransform3DConcat(t1, t2)`) applies `t1` first and then `t2`, and
/// `t.translatedBy(x:y:z:)`, `t.scaledBy(x:y:z:)` and
/// `t.rotatedBy(_:x:y:z:)` apply the new operation before `t`, like
/// `CATransform3DTranslate`, `CATransform3DScale` and
/// `CATransform3DRotate`. Positive angles about the z axis turn +x towards
/// +y, as ``Transform`` does, so `Transform3D(rotationAngle: a, x: 0, y:
/// 0, z: 1)` equals `Transform3D(Transform(rotationAngle: a))`.
///
/// Bad input policy: a transform stores the numbers it is given, as
/// `CATransform3D` does, and non-finite entries propagate through
/// arithmetic. ``inverted()`` returns a singular transform unchanged, and
/// a rotation about the zero vector is the identity, with a warning.
public struct Transform3D: Hashable, Sendable {
  /// Row 1, column 1: scales x into x'.
  public var m11: Double
  /// Row 1, column 2: carries x into y'.
  public var m12: Double
  /// Row 1, column 3: carries x into z'.
  public var m13: Double
  /// Row 1, column 4: carries x into w (perspective along x).
  public var m14: Double
  /// Row 2, column 1: carries y into x'.
  public var m21: Double
  /// Row 2, column 2: scales y into y'.
  public var m22: Double
  /// Row 2, column 3: carries y into z'.
  public var m23: Double
  /// Row 2, column 4: carries y into w (perspective along y).
  public var m24: Double
  /// Row 3, column 1: carries z into x'.
  public var m31: Double
  /// Row 3, column 2: carries z into y'.
  public var m32: Double
  /// Row 3, column 3: scales z into z'.
  public var m33: Double
  /// Row 3, column 4: carries z into w; `-1 / d` is the perspective of an
  /// eye `d` points away.
  public var m34: Double
  /// Row 4, column 1: the translation added to x'.
  public var m41: Double
  /// Row 4, column 2: the translation added to y'.
  public var m42: Double
  /// Row 4, column 3: the translation added to z'.
  public var m43: Double
  /// Row 4, column 4: the constant part of w.
  public var m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  ///
  /// - Parameters:
  ///   - m11: Row 1, column 1.
  ///   - m12: Row 1, column 2.
  ///   - m13: Row 1, column 3.
  ///   - m14: Row 1, column 4.
  ///   - m21: Row 2, column 1.
  ///   - m22: Row 2, column 2.
  ///   - m23: Row 2, column 3.
  ///   - m24: Row 2, column 4.
  ///   - m31: Row 3, column 1.
  ///   - m32: Row 3, column 2.
  ///   - m33: Row 3, column 3.
  ///   - m34: Row 3, column 4.
  ///   - m41: Row 4, column 1 (the x translation).
  ///   - m42: Row 4, column 2 (the y translation).
  ///   - m43: Row 4, column 3 (the z translation).
  ///   - m44: Row 4, column 4.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The identity transform (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// Creates a translation (`CATransform3DMakeTranslation`).
  ///
  /// - Parameters:
  ///   - tx: The offset along x, in points.
  ///   - ty: The offset along y, in points.
  ///   - tz: The offset along z, in points (towards the viewer).
  public init(translationX tx: Double, y ty: Double, z tz: Double) {
    self = .identity
    m41 = tx
    m42 = ty
    m43 = tz
  }

  /// Creates a scale (`CATransform3DMakeScale`).
  ///
  /// - Parameters:
  ///   - sx: The factor along x.
  ///   - sy: The factor along y.
  ///   - sz: The factor along z.
  public init(scaleX sx: Double, y sy: Double, z sz: Double) {
    self = .identity
    m11 = sx
    m22 = sy
    m33 = sz
  }

  /// Creates a rotation by `angle` radians about the axis (x, y, z)
  /// through the origin (`CATransform3DMakeRotation`).
  ///
  /// The axis need not have unit length. About (0, 0, 1) this is
  /// ``Transform/init(rotationAngle:)``; about (0, 1, 0) a positive angle
  /// turns +z towards +x, so the layer's right edge moves away from the
  /// viewer. An axis of zero length has no direction: the result is the
  /// identity, silently, as `CATransform3DMakeRotation(angle, 0, 0, 0)` is.
  /// A non-finite axis is bad input: the identity, with a warning.
  ///
  /// - Parameters:
  ///   - angle: The angle, in radians.
  ///   - x: The axis' x component.
  ///   - y: The axis' y component.
  ///   - z: The axis' z component.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      // A zero axis (Core Animation's identity) is not worth a warning.
      if length == 0 {
        self = .identity
        return
      }
      zoetropeWarning(
        "Transform3D rotation about the axis (\(x), \(y), \(z)), which has no direction; using the identity"
      )
      self = .identity
      return
    }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    // The diagonal as 1 − t·(the other two squared), which is exactly 1
    // on the axis of a turn about x, y or z (c + t·u² rounds).
    let s = sin(angle)
    let t = 1 - cos(angle)
    self.init(
      m11: 1 - t * (uy * uy + uz * uz), m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy,
      m14: 0,
      m21: t * ux * uy - s * uz, m22: 1 - t * (ux * ux + uz * uz), m23: t * uy * uz + s * ux,
      m24: 0,
      m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: 1 - t * (ux * ux + uy * uy),
      m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Creates the 3D transform of a 2D affine one
  /// (`CATransform3DMakeAffineTransform`): it acts on x and y as `affine`
  /// does and leaves z alone.
  ///
  /// - Parameter affine: The affine transform.
  public init(_ affine: Transform) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }

  /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is a 2D affine transform
  /// (`CATransform3DIsAffine`): it leaves z and w alone, so
  /// ``affineTransform`` says everything it does.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The 2D affine part (`CATransform3DGetAffineTransform`): the entries
  /// that carry x and y into x' and y', ignoring z and perspective.
  public var affineTransform: Transform {
    Transform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// The transform that applies this one and then `other`
  /// (`CATransform3DConcat(self, other)`): `self × other` in the
  /// row-vector convention.
  ///
  /// - Parameter other: The transform to apply second.
  /// - Returns: The combined transform.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = self
    let b = other
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// This transform preceded by a translation (`CATransform3DTranslate`).
  ///
  /// - Parameters:
  ///   - tx: The offset along x.
  ///   - ty: The offset along y.
  ///   - tz: The offset along z.
  /// - Returns: `Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)`.
  public func translatedBy(x tx: Double, y ty: Double, z tz: Double) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
  }

  /// This transform preceded by a scale (`CATransform3DScale`).
  ///
  /// - Parameters:
  ///   - sx: The factor along x.
  ///   - sy: The factor along y.
  ///   - sz: The factor along z.
  /// - Returns: `Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)`.
  public func scaledBy(x sx: Double, y sy: Double, z sz: Double) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
  }

  /// This transform preceded by a rotation (`CATransform3DRotate`).
  ///
  /// - Parameters:
  ///   - angle: The angle, in radians.
  ///   - x: The axis' x component.
  ///   - y: The axis' y component.
  ///   - z: The axis' z component.
  /// - Returns: `Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)`.
  public func rotatedBy(_ angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The rows as arrays, for the algorithms that index them.
  package var rows: [[Double]] {
    [
      [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34],
      [m41, m42, m43, m44],
    ]
  }

  /// A transform from four rows of four entries.
  package init(rows r: [[Double]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  /// Whether the inverse exists: every entry is finite and the
  /// determinant is neither zero nor so small that the inverse overflows.
  public var isInvertible: Bool { checkedInverse != nil }

  /// The inverse (`CATransform3DInvert`), or this transform unchanged
  /// when it has none (see ``isInvertible``).
  public func inverted() -> Transform3D { checkedInverse ?? self }

  /// The determinant of the 4 × 4 matrix.
  public var determinant: Double {
    let r = rows
    let s0 = r[0][0] * r[1][1] - r[1][0] * r[0][1]
    let s1 = r[0][0] * r[1][2] - r[1][0] * r[0][2]
    let s2 = r[0][0] * r[1][3] - r[1][0] * r[0][3]
    let s3 = r[0][1] * r[1][2] - r[1][1] * r[0][2]
    let s4 = r[0][1] * r[1][3] - r[1][1] * r[0][3]
    let s5 = r[0][2] * r[1][3] - r[1][2] * r[0][3]
    let c5 = r[2][2] * r[3][3] - r[3][2] * r[2][3]
    let c4 = r[2][1] * r[3][3] - r[3][1] * r[2][3]
    let c3 = r[2][1] * r[3][2] - r[3][1] * r[2][2]
    let c2 = r[2][0] * r[3][3] - r[3][0] * r[2][3]
    let c1 = r[2][0] * r[3][2] - r[3][0] * r[2][2]
    let c0 = r[2][0] * r[3][1] - r[3][0] * r[2][1]
    return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
  }

  /// The inverse, or `nil` for a singular or non-finite transform.
  public var checkedInverse: Transform3D? {
    let a = rows
    let s0 = a[0][0] * a[1][1] - a[1][0] * a[0][1]
    let s1 = a[0][0] * a[1][2] - a[1][0] * a[0][2]
    let s2 = a[0][0] * a[1][3] - a[1][0] * a[0][3]
    let s3 = a[0][1] * a[1][2] - a[1][1] * a[0][2]
    let s4 = a[0][1] * a[1][3] - a[1][1] * a[0][3]
    let s5 = a[0][2] * a[1][3] - a[1][2] * a[0][3]
    let c5 = a[2][2] * a[3][3] - a[3][2] * a[2][3]
    let c4 = a[2][1] * a[3][3] - a[3][1] * a[2][3]
    let c3 = a[2][1] * a[3][2] - a[3][1] * a[2][2]
    let c2 = a[2][0] * a[3][3] - a[3][0] * a[2][3]
    let c1 = a[2][0] * a[3][2] - a[3][0] * a[2][2]
    let c0 = a[2][0] * a[3][1] - a[3][0] * a[2][1]
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard det != 0, det.isFinite else { return nil }
    let i = 1 / det
    let result = Transform3D(
      m11: (a[1][1] * c5 - a[1][2] * c4 + a[1][3] * c3) * i,
      m12: (-a[0][1] * c5 + a[0][2] * c4 - a[0][3] * c3) * i,
      m13: (a[3][1] * s5 - a[3][2] * s4 + a[3][3] * s3) * i,
      m14: (-a[2][1] * s5 + a[2][2] * s4 - a[2][3] * s3) * i,
      m21: (-a[1][0] * c5 + a[1][2] * c2 - a[1][3] * c1) * i,
      m22: (a[0][0] * c5 - a[0][2] * c2 + a[0][3] * c1) * i,
      m23: (-a[3][0] * s5 + a[3][2] * s2 - a[3][3] * s1) * i,
      m24: (a[2][0] * s5 - a[2][2] * s2 + a[2][3] * s1) * i,
      m31: (a[1][0] * c4 - a[1][1] * c2 + a[1][3] * c0) * i,
      m32: (-a[0][0] * c4 + a[0][1] * c2 - a[0][3] * c0) * i,
      m33: (a[3][0] * s4 - a[3][1] * s2 + a[3][3] * s0) * i,
      m34: (-a[2][0] * s4 + a[2][1] * s2 - a[2][3] * s0) * i,
      m41: (-a[1][0] * c3 + a[1][1] * c1 - a[1][2] * c0) * i,
      m42: (a[0][0] * c3 - a[0][1] * c1 + a[0][2] * c0) * i,
      m43: (-a[3][0] * s3 + a[3][1] * s1 - a[3][2] * s0) * i,
      m44: (a[2][0] * s3 - a[2][1] * s1 + a[2][2] * s0) * i)
    guard result.rows.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
    return result
  }

  /// Whether all sixteen entries are finite.
  public var hasFiniteEntries: Bool {
    rows.allSatisfy { $0.allSatisfy(\.isFinite) }
  }
}

extension Transform3D: CustomStringConvertible {
  /// The sixteen entries row by row, with their `CATransform3D` labels.
  public var description: String {
    "Transform3D(m11: \(m11), m12: \(m12), m13: \(m13), m14: \(m14), "
      + "m21: \(m21), m22: \(m22), m23: \(m23), m24: \(m24), "
      + "m31: \(m31), m32: \(m32), m33: \(m33), m34: \(m34), "
      + "m41: \(m41), m42: \(m42), m43: \(m43), m44: \(m44))"
  }
}
