/// A displacement in two dimensions, in points.
///
/// The port of `CGVector`. A vector is the difference between two points:
/// `Point - Point` gives a `Vector`, and `Point + Vector` gives a `Point`.
/// Like every geometry value it stores its components as given (see
/// ``Point``).
public struct Vector: Hashable, Sendable {
  /// The horizontal component, in points.
  public var dx: Double

  /// The vertical component, in points; positive values point down.
  public var dy: Double

  /// Creates a vector from its components.
  ///
  /// - Parameters:
  ///   - dx: The horizontal component, in points.
  ///   - dy: The vertical component, in points.
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector, (0, 0).
  public static let zero = Vector(dx: 0, dy: 0)

  /// The Euclidean length of the vector, in points (never negative).
  ///
  /// Computed without intermediate overflow, so very large components give a
  /// finite length whenever the true length is finite.
  public var length: Double {
    let big = max(abs(dx), abs(dy))
    guard big.isFinite, big > 0 else {
      // Zero, an infinite component (length is infinite), or NaN.
      return abs(dx) + abs(dy)
    }
    let small = min(abs(dx), abs(dy)) / big
    return big * (1 + small * small).squareRoot()
  }
}
