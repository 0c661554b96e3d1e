#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A two-dimensional affine transform with the semantics of
/// `CGAffineTransform`.
///
/// A transform maps a point (x, y) to
///
/// ```
/// x' = a·x + c·y + tx
/// y' = b·x + d·y + ty
/// ```
///
/// which is the row-vector convention of Core Graphics: the matrix is
/// `[a b 0; c d 0; tx ty 1]` and a point is the row `[x y 1]` multiplied on
/// the left. Angles are in radians; distances are in points.
///
/// Positive rotation angles turn the +x axis towards the +y axis. Zoetrope's
/// y axis points down, so positive angles turn clockwise on screen, as in
/// UIKit.
///
/// Composition follows Core Graphics exactly:
/// `t1.concatenating(t2)` applies `t1` first and then `t2`, and
/// `t.scaledBy(x:y:)`, `t.translatedBy(x:y:)` and `t.rotatedBy(_:)` apply
/// the new operation *before* `t`, so
/// `t.scaledBy(x: 2, y: 2) == Transform(scaleX: 2, y: 2).concatenating(t)`.
///
/// Bad input policy: a transform stores the numbers it is given, as
/// `CGAffineTransform` does; non-finite entries propagate through
/// arithmetic. ``inverted()`` returns a singular or non-finite transform
/// unchanged, and ``decomposed()`` documents its own fallback.
///
/// ```swift
/// // The BoxAnimation tutorial's transform: twice as big, upside down.
/// let turned = Transform(scaleX: 2, y: 2).concatenating(Transform(rotationAngle: .pi))
/// Point(x: 1, y: 0).applying(turned)  // (-2, ~0)
/// ```
public struct Transform: Hashable, Sendable {
  /// The entry that scales x into x' (row 1, column 1).
  public var a: Double
  /// The entry that carries x into y' (row 1, column 2).
  public var b: Double
  /// The entry that carries y into x' (row 2, column 1).
  public var c: Double
  /// The entry that scales y into y' (row 2, column 2).
  public var d: Double
  /// The translation added to x', in points.
  public var tx: Double
  /// The translation added to y', in points.
  public var ty: Double

  /// Creates a transform from its six entries, as `CGAffineTransform(a:b:c:d:tx:ty:)`.
  ///
  /// - Parameters:
  ///   - a: The entry that scales x into x'.
  ///   - b: The entry that carries x into y'.
  ///   - c: The entry that carries y into x'.
  ///   - d: The entry that scales y into y'.
  ///   - tx: The translation added to x', in points.
  ///   - ty: The translation added to y', in points.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform, which leaves every point where it is.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates a transform that moves every point by the same offset.
  ///
  /// - Parameters:
  ///   - tx: The horizontal offset, in points.
  ///   - ty: The vertical offset, in points (positive moves down).
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a transform that scales about the origin.
  ///
  /// - Parameters:
  ///   - sx: The horizontal scale factor; negative values mirror.
  ///   - sy: The vertical scale factor; negative values mirror.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates about the origin.
  ///
  /// The entries are `a = cos θ, b = sin θ, c = -sin θ, d = cos θ`, as
  /// `CGAffineTransform(rotationAngle:)`. Like Core Graphics, no rounding
  /// is applied, so `Transform(rotationAngle: .pi)` has `b ≈ 1.2e-16`.
  ///
  /// - Parameter angle: The rotation, in radians. Positive angles turn +x
  ///   towards +y: clockwise on Zoetrope's y-down screen, as in UIKit.
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }
}
