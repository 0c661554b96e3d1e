extension TimingFunction: CustomStringConvertible {
  /// The function as CSS easing text, which ``init(css:)`` reads back.
  ///
  /// For example `linear`, `cubic-bezier(0.42, 0.0, 0.58, 1.0)`,
  /// `steps(4, jump-end)` or `linear(0.0 0.0%, 1.0 50.0%, 0.8 75.0%, 1.0 100.0%)`.
  /// Piecewise-linear stops are written with their canonical inputs as
  /// percentages, so reading them back may differ in the last bit.
  public var description: String {
    switch representation {
    case .linear:
      return "linear"
    case .cubicBezier(let curve):
      return "cubic-bezier(\(curve.x1), \(curve.y1), \(curve.x2), \(curve.y2))"
    case .steps(let count, let position):
      return "steps(\(count), \(position))"
    case .piecewiseLinear(let points):
      let stops = points.map { "\($0.output) \($0.input * 100)%" }
      return "linear(\(stops.joined(separator: ", ")))"
    }
  }
}
