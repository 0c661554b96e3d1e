#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Transform {
  /// Creates a transform from its decomposition.
  ///
  /// Uses the convention described in ``Decomposed``: scale, then skew,
  /// then rotate, then translate. Any values are accepted; angles outside
  /// (-π, π] and negative scales compose as the formulas say.
  ///
  /// - Parameter decomposed: The components to compose.
  public init(_ decomposed: Decomposed) {
    let cosine = cos(decomposed.rotation)
    let sine = sin(decomposed.rotation)
    let sx = decomposed.scale.dx
    let sy = decomposed.scale.dy
    let k = decomposed.skew
    self.init(
      a: sx * cosine,
      b: sx * sine,
      c: sy * (k * cosine - sine),
      d: sy * (k * sine + cosine),
      tx: decomposed.translation.dx,
      ty: decomposed.translation.dy
    )
  }

  /// Splits the transform into translation, rotation, scale and skew.
  ///
  /// For an invertible transform, `Transform(t.decomposed())` reproduces
  /// `t` up to rounding, and for components with `scale.dx > 0`,
  /// `scale.dy != 0` and `rotation` in (-π, π], decomposing the composed
  /// transform gives the components back. The general case follows
  /// ``Decomposed``'s convention:
  ///
  /// - `scale.dx = hypot(a, b)`, `rotation = atan2(b, a)` (with -π reported
  ///   as π), `scale.dy = determinant / scale.dx`, and
  ///   `skew = (a·c + b·d) / determinant`. A mirror image gives a negative
  ///   `scale.dy`.
  ///
  /// Degenerate transforms get a result that never contains NaN:
  ///
  /// - `a == b == 0` (the x axis collapses): `scale.dx = 0`. If `d != 0`,
  ///   `rotation = 0`, `scale.dy = d` and `skew = c / d`; otherwise
  ///   `skew = 0`, `scale.dy = hypot(c, d)` and `rotation` turns +y onto
  ///   (c, d). These reproduce the transform exactly.
  /// - Determinant zero with `scale.dx > 0` (everything collapses onto a
  ///   line): `scale.dy = 0` and `skew = 0`. The result composes to a
  ///   transform whose second column is zero, so the round trip is lossy.
  /// - A skew too large to represent (the determinant is tiny but not
  ///   zero) is reported as zero.
  /// - A non-finite entry, or a component that overflows, gives
  ///   ``Decomposed/identity`` and reports a warning (Zoetrope's
  ///   `zoetropeWarning`).
  ///
  /// - Returns: The components, as described above.
  public func decomposed() -> Decomposed {
    guard hasFiniteEntries else {
      zoetropeWarning("Transform \(self) has a non-finite entry; decomposing it as the identity")
      return .identity
    }
    let translation = Vector(dx: tx, dy: ty)
    let sx = hypot(a, b)
    let result: Decomposed
    if sx > 0 {
      let cosine = a / sx
      let sine = b / sx
      // The second column expressed in the rotated frame: (sy·k, sy).
      let sy = cosine * d - sine * c
      let shear = cosine * c + sine * d
      let k = sy != 0 ? shear / sy : 0
      result = Decomposed(
        translation: translation,
        rotation: Transform.normalizedAngle(atan2(b, a)),
        scale: Vector(dx: sx, dy: sy),
        skew: k.isFinite ? k : 0
      )
    } else if d != 0, (c / d).isFinite {
      result = Decomposed(
        translation: translation, rotation: 0, scale: Vector(dx: 0, dy: d), skew: c / d)
    } else if c != 0 || d != 0 {
      result = Decomposed(
        translation: translation,
        rotation: Transform.normalizedAngle(atan2(-c, d)),
        scale: Vector(dx: 0, dy: hypot(c, d)),
        skew: 0
      )
    } else {
      result = Decomposed(
        translation: translation, rotation: 0, scale: Vector(dx: 0, dy: 0), skew: 0)
    }
    guard result.scale.dx.isFinite, result.scale.dy.isFinite else {
      zoetropeWarning("Transform \(self) is too large to decompose; decomposing it as the identity")
      return .identity
    }
    return result
  }

  /// Maps an angle from `atan2`, in [-π, π], into (-π, π].
  static func normalizedAngle(_ angle: Double) -> Double {
    angle <= -Double.pi ? angle + 2 * Double.pi : angle
  }
}
