/// A value that animations can blend and add.
///
/// Basic animations call ``interpolated(to:progress:)`` with the progress
/// their timing curve produced; additive animations add their value onto
/// the model value with ``adding(_:)``; cumulative animations offset each
/// repeat by ``scaled(by:)``; keyframe animations paced at constant speed
/// measure segments with ``interpolationDistance(to:)``.
///
/// Zoetrope conforms `Double`, `Point`, `Size`, `Vector`, `Rect`, `Color`,
/// `Transform`, `Path` (point by point between paths of the same elements)
/// and arrays of interpolatable elements (element by element between
/// arrays of one count); paths and arrays that cannot be blended switch
/// at progress 0.5, as Core Animation does, and keep the laws below only
/// between values that can.
///
/// Laws every conformance keeps (up to rounding, and within the range a
/// type can represent):
///
/// - `a.interpolated(to: b, progress: 0) == a` and
///   `a.interpolated(to: b, progress: 1) == b`, exactly.
/// - `a.adding(.zero) == a` and `Self.zero.adding(a) == a`.
/// - `b.adding(a.subtracting(b)) == a`.
/// - `a.scaled(by: 1) == a` and `a.scaled(by: 0) == .zero`.
/// - `a.interpolationDistance(to: b)` is non-negative, zero from a value to
///   itself, and symmetric.
///
/// Bad input: a progress or scale factor that is NaN or infinite is a
/// mistake upstream (a NaN duration, say). Every conformance treats it as
/// 0 and reports it with a warning: ``interpolated(to:progress:)`` returns
/// `self` and ``scaled(by:)`` returns ``zero``. Values are never checked:
/// NaN components propagate by the IEEE rules and never trap.
///
/// ```swift
/// let start = Point(x: 0, y: 0)
/// start.interpolated(to: Point(x: 100, y: 50), progress: 0.25)  // (25, 12.5)
/// start.interpolated(to: Point(x: 100, y: 50), progress: 1.1)   // (110, 55)
/// ```
public protocol Interpolatable: Sendable {
  /// The value at `progress` between `self` (at 0) and `other` (at 1).
  ///
  /// Progress may lie outside 0...1 (overshooting timing curves, springs);
  /// the value then extrapolates along the same path.
  ///
  /// - Parameters:
  ///   - other: The value at progress 1.
  ///   - progress: How far along, usually in 0...1; NaN or infinite
  ///     progress returns `self` with a warning.
  /// - Returns: The blended value; exactly `self` at 0 and `other` at 1.
  func interpolated(to other: Self, progress: Double) -> Self

  /// The additive identity: adding it changes nothing.
  static var zero: Self { get }

  /// The sum of this value and another, for additive animations, which add
  /// their animated value onto the model value.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: `self` plus `other`.
  func adding(_ other: Self) -> Self

  /// The difference between this value and another, so that
  /// `other.adding(self.subtracting(other)) == self`.
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: `self` minus `other`.
  func subtracting(_ other: Self) -> Self

  /// This value multiplied by a scalar; cumulative animations offset each
  /// repeat by the end value scaled by the repeat count.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite factors give
  ///   ``zero`` with a warning.
  /// - Returns: The scaled value.
  func scaled(by factor: Double) -> Self

  /// A non-negative distance between two values, used to pace keyframes at
  /// constant speed.
  ///
  /// Named `interpolationDistance` rather than `distance` because
  /// `Double.distance(to:)` already exists (from `Strideable`) and returns
  /// a signed difference.
  ///
  /// - Parameter other: The other value.
  /// - Returns: A distance that is zero from a value to itself, symmetric,
  ///   and NaN only if a value holds NaN.
  func interpolationDistance(to other: Self) -> Double
}
