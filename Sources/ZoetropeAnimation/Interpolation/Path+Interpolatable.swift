import ZoetropeGraphics

extension Path: Interpolatable {
  /// The path at `progress` from this one to `other`.
  ///
  /// As in Core Animation, two paths with the same elements in the same
  /// order (the same number and kind: moves, lines, curves, closes) blend
  /// point by point, control points included. Paths that differ in shape
  /// cannot be blended: the result is `self` before progress 0.5 and
  /// `other` from 0.5 on.
  ///
  /// - Parameters:
  ///   - other: The path at progress 1.
  ///   - progress: How far along; values outside 0...1 extrapolate matching
  ///     paths, and NaN or infinite progress returns `self` with a warning.
  /// - Returns: The blended path; exactly `self` at 0 and `other` at 1.
  public func interpolated(to other: Path, progress: Double) -> Path {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    let blended = combined(with: other) { from, to in
      from.interpolated(to: to, progress: progress)
    }
    return blended ?? (progress < 0.5 ? self : other)
  }

  /// The empty path: adding it changes nothing.
  public static var zero: Path { Path() }

  /// The point-by-point sum of two paths of the same shape; an empty path
  /// adds nothing, and a path of another shape is ignored (`self`).
  ///
  /// - Parameter other: The path to add.
  /// - Returns: The summed path.
  public func adding(_ other: Path) -> Path {
    if other.isEmpty { return self }
    if isEmpty { return other }
    return combined(with: other) { $0.adding($1) } ?? self
  }

  /// The point-by-point difference of two paths of the same shape;
  /// subtracting an empty path changes nothing, and a path of another
  /// shape gives `self`.
  ///
  /// - Parameter other: The path to subtract.
  /// - Returns: The difference.
  public func subtracting(_ other: Path) -> Path {
    if other.isEmpty { return self }
    return combined(with: other) { $0.subtracting($1) } ?? self
  }

  /// Every point multiplied by a scalar.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives the empty
  ///   path with a warning.
  /// - Returns: The scaled path (empty when `factor` is 0).
  public func scaled(by factor: Double) -> Path {
    guard let factor = InterpolationMath.checkedFactor(factor) else {
      return Path()
    }
    if factor == 0 { return Path() }
    return combined(with: self) { point, _ in point.scaled(by: factor) } ?? self
  }

  /// The largest distance between corresponding points of two paths of
  /// the same shape; between paths of different shapes, 1 if they differ
  /// at all (a jump).
  ///
  /// - Parameter other: The other path.
  /// - Returns: A non-negative distance, zero from a path to itself.
  public func interpolationDistance(to other: Path) -> Double {
    var distance = 0.0
    let matches =
      combined(with: other) { from, to in
        distance = max(distance, from.interpolationDistance(to: to))
        return from
      } != nil
    if matches { return distance }
    return self == other ? 0 : 1
  }

  /// A path of the same elements whose points are `combine` of the
  /// corresponding points of the two paths, or `nil` when their elements
  /// differ in number or kind.
  private func combined(with other: Path, _ combine: (Point, Point) -> Point) -> Path? {
    guard elements.count == other.elements.count else { return nil }
    var result = Path()
    for (lhs, rhs) in zip(elements, other.elements) {
      switch (lhs, rhs) {
      case (.move(let a), .move(let b)):
        result.move(to: combine(a, b))
      case (.line(let a), .line(let b)):
        result.addLine(to: combine(a, b))
      case (.quadCurve(let a, let ac), .quadCurve(let b, let bc)):
        result.addQuadCurve(to: combine(a, b), control: combine(ac, bc))
      case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)):
        result.addCurve(to: combine(a, b), control1: combine(a1, b1), control2: combine(a2, b2))
      case (.closeSubpath, .closeSubpath):
        result.closeSubpath()
      default:
        return nil
      }
    }
    return result
  }
}
