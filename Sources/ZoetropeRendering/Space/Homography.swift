import ZoetropeGraphics

/// A projective map of the plane in the row-vector convention: a point
/// (x, y) is the row `[x y 1]`, `[x y 1] · H = [X Y W]`, and its image is
/// (X / W, Y / W).
///
/// What a layer's 3D transform becomes once its plane is flattened into
/// its superlayer's: rows 1, 2 and 4 and columns 1, 2 and 4 of the 4 × 4
/// matrix (the z row meets only points off the plane, and the z column is
/// dropped by the flattening).
struct Homography: Equatable {
  var m11: Double, m12: Double, m13: Double
  var m21: Double, m22: Double, m23: Double
  var m31: Double, m32: Double, m33: Double

  init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
    m31: Double, m32: Double, m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The flattening of a 3D transform applied to the plane z = 0.
  init(flattening t: Transform3D) {
    self.init(
      m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
      m31: t.m41, m32: t.m42, m33: t.m44)
  }

  /// An affine map as a homography.
  init(_ t: Transform) {
    self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
  }

  /// The map that applies this one, then `other`.
  func concatenating(_ o: Homography) -> Homography {
    Homography(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// The determinant.
  var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31)
      + m13 * (m21 * m32 - m22 * m31)
  }

  /// Whether every entry is finite.
  var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite
      && m23.isFinite && m31.isFinite && m32.isFinite && m33.isFinite
  }

  /// The inverse, or `nil` when the map is singular.
  var inverse: Homography? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let i = 1 / det
    let result = Homography(
      m11: (m22 * m33 - m23 * m32) * i, m12: (m13 * m32 - m12 * m33) * i,
      m13: (m12 * m23 - m13 * m22) * i,
      m21: (m23 * m31 - m21 * m33) * i, m22: (m11 * m33 - m13 * m31) * i,
      m23: (m13 * m21 - m11 * m23) * i,
      m31: (m21 * m32 - m22 * m31) * i, m32: (m12 * m31 - m11 * m32) * i,
      m33: (m11 * m22 - m12 * m21) * i)
    return result.isFinite ? result : nil
  }

  /// The affine map this is, when its perspective column is (0, 0, w)
  /// with w > 0; `nil` for a map with perspective, or one whose every
  /// point is at or behind the eye (w ≤ 0: drawn as nothing, not as the
  /// point reflection the division by a negative w would give).
  var affine: Transform? {
    guard m13 == 0, m23 == 0, m33 > 0 else { return nil }
    let i = 1 / m33
    return Transform(
      a: m11 * i, b: m12 * i, c: m21 * i, d: m22 * i, tx: m31 * i, ty: m32 * i)
  }

  /// The homogeneous image of a point.
  func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
  }

  /// Whether the plane's image is mirrored at a point of it (its back
  /// faces the viewer there): the sign of the map's Jacobian, which is
  /// that of det · w.
  func isMirrored(at point: Point) -> Bool {
    determinant * homogeneous(point.x, point.y).w < 0
  }

  /// The smallest w a point must have to be drawn: points nearer the eye
  /// than this (or behind it) are cut away.
  static let nearestW = 1e-3

  /// The image of a rectangle: its corners mapped, with the parts at or
  /// behind the eye (w below ``nearestW``) cut away; empty when nothing
  /// is in front.
  ///
  /// - Returns: The polygon's vertices in order, and whether it was cut.
  func image(of rect: Rect) -> (points: [Point], isCut: Bool) {
    let corners = [
      homogeneous(rect.minX, rect.minY), homogeneous(rect.maxX, rect.minY),
      homogeneous(rect.maxX, rect.maxY), homogeneous(rect.minX, rect.maxY),
    ]
    var points: [Point] = []
    var isCut = false
    let limit = Homography.nearestW
    for index in corners.indices {
      let a = corners[index]
      let b = corners[(index + 1) % corners.count]
      if a.w >= limit {
        points.append(Point(x: a.x / a.w, y: a.y / a.w))
      } else {
        isCut = true
      }
      if (a.w >= limit) != (b.w >= limit) {
        // Where the edge crosses w = limit, interpolated in homogeneous
        // coordinates (lines stay lines).
        let t = (limit - a.w) / (b.w - a.w)
        let x = a.x + (b.x - a.x) * t
        let y = a.y + (b.y - a.y) * t
        points.append(Point(x: x / limit, y: y / limit))
      }
    }
    return (points, isCut)
  }
}
