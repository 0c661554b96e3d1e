#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Transform3D {
  /// A 3D transform split into the parts animations blend: perspective,
  /// translation, rotation (a unit quaternion), skew and scale, as the CSS
  /// Transforms Level 2 "unmatrix" algorithm defines them.
  ///
  /// ``Transform3D/init(_:)-(Transform3D.Decomposed)`` composes them again: perspective, then
  /// translation, rotation, skew and scale, each applied in the input space
  /// of the ones before.
  public struct Decomposed: Hashable, Sendable {
    /// The translation along x, y and z, in points.
    public var translation: (x: Double, y: Double, z: Double) {
      get { (values[0], values[1], values[2]) }
      set { (values[0], values[1], values[2]) = newValue }
    }
    /// The scale factors along x, y and z.
    public var scale: (x: Double, y: Double, z: Double) {
      get { (values[3], values[4], values[5]) }
      set { (values[3], values[4], values[5]) = newValue }
    }
    /// The shear factors xy, xz and yz.
    public var skew: (xy: Double, xz: Double, yz: Double) {
      get { (values[6], values[7], values[8]) }
      set { (values[6], values[7], values[8]) = newValue }
    }
    /// The perspective row (the last column of the matrix), (0, 0, 0, 1)
    /// for none.
    public var perspective: (x: Double, y: Double, z: Double, w: Double) {
      get { (values[9], values[10], values[11], values[12]) }
      set { (values[9], values[10], values[11], values[12]) = newValue }
    }
    /// The rotation as a unit quaternion (x, y, z, w); (0, 0, 0, 1) for
    /// none.
    public var quaternion: (x: Double, y: Double, z: Double, w: Double) {
      get { (values[13], values[14], values[15], values[16]) }
      set { (values[13], values[14], values[15], values[16]) = newValue }
    }

    /// The seventeen numbers in the order above.
    package var values: [Double]

    /// The parts of the identity.
    public static let identity = Decomposed(
      values: [0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1])
  }

  /// The transform split into perspective, translation, rotation, skew and
  /// scale (CSS Transforms Level 2, "Decomposing a 3D matrix"), or `nil`
  /// when it cannot be split: a non-finite entry, `m44` of 0, or a linear
  /// part that collapses space onto a plane.
  public func decomposed() -> Decomposed? {
    guard hasFiniteEntries, m44 != 0 else { return nil }
    var matrix = rows
    for i in 0..<4 {
      for j in 0..<4 {
        matrix[i][j] /= m44
      }
    }
    var perspectiveMatrix = matrix
    for i in 0..<3 {
      perspectiveMatrix[i][3] = 0
    }
    perspectiveMatrix[3][3] = 1
    let perspectiveTransform = Transform3D(rows: perspectiveMatrix)
    guard let inverse = perspectiveTransform.checkedInverse else { return nil }
    var result = Decomposed.identity
    if matrix[0][3] != 0 || matrix[1][3] != 0 || matrix[2][3] != 0 {
      // Solve rhs = p · perspectiveMatrix for the perspective row p: the
      // rhs times the inverse (row-vector convention).
      let rhs = [matrix[0][3], matrix[1][3], matrix[2][3], matrix[3][3]]
      let inv = inverse.rows
      var p = [0.0, 0, 0, 0]
      for j in 0..<4 {
        for k in 0..<4 {
          p[j] += inv[j][k] * rhs[k]
        }
      }
      result.perspective = (p[0], p[1], p[2], p[3])
    }
    result.translation = (matrix[3][0], matrix[3][1], matrix[3][2])

    var row = (0..<3).map { i in [matrix[i][0], matrix[i][1], matrix[i][2]] }
    guard let (scale, skew) = Transform3D.scaleAndSkew(normalizing: &row) else { return nil }
    let q = Transform3D.quaternion(of: row)
    result.scale = (scale[0], scale[1], scale[2])
    result.skew = (skew[0], skew[1], skew[2])
    result.quaternion = q
    return result
  }

  /// The scale and skew of a decomposition's linear part, whose rows
  /// (`row`) become the rotation's, orthonormal (negated, with the
  /// scales, for a mirror image); nil when a scale is 0 or a value not
  /// finite.
  private static func scaleAndSkew(normalizing row: inout [[Double]])
    -> (scale: [Double], skew: [Double])?
  {
    func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
    func normalized(_ v: [Double]) -> [Double] {
      let l = length(v)
      return l == 0 ? v : v.map { $0 / l }
    }
    func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
      [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
    }
    var scale = [0.0, 0, 0]
    var skew = [0.0, 0, 0]
    scale[0] = length(row[0])
    row[0] = normalized(row[0])
    skew[0] = dot(row[0], row[1])
    row[1] = combine(row[1], row[0], 1, -skew[0])
    scale[1] = length(row[1])
    row[1] = normalized(row[1])
    skew[0] /= scale[1]
    skew[1] = dot(row[0], row[2])
    row[2] = combine(row[2], row[0], 1, -skew[1])
    skew[2] = dot(row[1], row[2])
    row[2] = combine(row[2], row[1], 1, -skew[2])
    scale[2] = length(row[2])
    row[2] = normalized(row[2])
    skew[1] /= scale[2]
    skew[2] /= scale[2]
    guard scale.allSatisfy({ $0 != 0 && $0.isFinite }), skew.allSatisfy(\.isFinite) else {
      return nil
    }
    // A mirror image: negate the scales and the rows.
    let cross = [
      row[1][1] * row[2][2] - row[1][2] * row[2][1],
      row[1][2] * row[2][0] - row[1][0] * row[2][2],
      row[1][0] * row[2][1] - row[1][1] * row[2][0],
    ]
    if dot(row[0], cross) < 0 {
      for i in 0..<3 {
        scale[i] = -scale[i]
        row[i] = row[i].map { -$0 }
      }
    }
    return (scale, skew)
  }

  /// The rotation's quaternion from the orthonormal rows of a
  /// decomposition's linear part.
  private static func quaternion(of row: [[Double]]) -> (Double, Double, Double, Double) {
    var q = [
      0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
      0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
      0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
      0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot(),
    ]
    if row[2][1] > row[1][2] { q[0] = -q[0] }
    if row[0][2] > row[2][0] { q[1] = -q[1] }
    if row[1][0] > row[0][1] { q[2] = -q[2] }
    return (q[0], q[1], q[2], q[3])
  }

  /// Composes decomposed parts again (CSS Transforms Level 2,
  /// "Recomposing to a 3D matrix"): the inverse of ``decomposed()``.
  ///
  /// - Parameter parts: The parts; the quaternion need not be unit length
  ///   (it is used as given, as the specification does).
  public init(_ parts: Decomposed) {
    // Built as matrices applied in the input space of the ones before
    // (each new one is multiplied on the left, row-vector convention):
    // scale · skew · rotation · translation · perspective.
    var matrix = Transform3D.identity
    matrix.m14 = parts.perspective.x
    matrix.m24 = parts.perspective.y
    matrix.m34 = parts.perspective.z
    matrix.m44 = parts.perspective.w
    matrix = Transform3D(
      translationX: parts.translation.x, y: parts.translation.y, z: parts.translation.z
    )
    .concatenating(matrix)
    let (x, y, z, w) = parts.quaternion
    let rotation = Transform3D(
      m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
      m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
      m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
    matrix = rotation.concatenating(matrix)
    var skew = Transform3D.identity
    skew.m32 = parts.skew.yz
    matrix = skew.concatenating(matrix)
    skew = .identity
    skew.m31 = parts.skew.xz
    matrix = skew.concatenating(matrix)
    skew = .identity
    skew.m21 = parts.skew.xy
    matrix = skew.concatenating(matrix)
    matrix = Transform3D(scaleX: parts.scale.x, y: parts.scale.y, z: parts.scale.z)
      .concatenating(matrix)
    self = matrix
  }
}

extension Point {
  /// The point mapped by a 3D transform, as a point in the plane z = 0,
  /// then projected: (x', y') divided by w.
  ///
  /// A point that lands at or behind the eye (w ≤ 0) has no image; the
  /// result then has non-finite or meaningless coordinates, so callers
  /// that may see such points test ``Transform3D/w(of:)`` first.
  ///
  /// (Named apart from ``applying(_:)`` so that `.identity` and other
  /// members stay unambiguous where a ``Transform`` is meant.)
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The projected point.
  public func projected(by transform: Transform3D) -> Point {
    let w = transform.w(of: self)
    return Point(
      x: (x * transform.m11 + y * transform.m21 + transform.m41) / w,
      y: (x * transform.m12 + y * transform.m22 + transform.m42) / w)
  }
}

extension Transform3D {
  /// The homogeneous w of a point of the plane z = 0 mapped by the
  /// transform: positive in front of the eye.
  ///
  /// - Parameter point: The point.
  /// - Returns: `x·m14 + y·m24 + m44`.
  public func w(of point: Point) -> Double {
    point.x * m14 + point.y * m24 + m44
  }
}
