extension TimingFunction {
  /// The output progress for an input progress.
  ///
  /// - ``linear`` returns `progress` unchanged.
  /// - Cubic Bézier functions solve the curve to about 1e-14 in x (well under
  ///   1e-7 in y except where the curve is nearly vertical). Outside [0, 1]
  ///   the curve continues as a straight line, with the end slopes Chromium
  ///   uses (see the WPT-conformant rule in CSS Easing issue
  ///   w3c/csswg-drafts#4046): the slope towards the nearer control point,
  ///   or towards the far one when the near one sits on the end point, else 0.
  /// - Step functions follow css-easing-1 #step-easing-algo, including
  ///   inputs outside [0, 1]. `beforeFlag` matters only here: at a jump
  ///   reached while the effect is in its before phase (see
  ///   ``Timing/State/beforeFlag``) the lower value is kept.
  /// - Piecewise-linear functions interpolate between their stops and
  ///   extend the first and last segments beyond them.
  ///
  /// NaN input returns NaN (nothing is hidden, nothing traps). Infinite
  /// input returns the limit of the curve: ±infinity where the end segment
  /// slopes, the end value where it is flat. Evaluation does not allocate
  /// and every loop is bounded.
  ///
  /// - Parameters:
  ///   - progress: The input progress; 0...1 for one iteration, any value allowed.
  ///   - beforeFlag: Whether the animation effect is in its before phase
  ///     (web-animations-1 #calculating-the-transformed-progress); `false` by default.
  /// - Returns: The output progress.
  /// - Complexity: O(1) for Bézier and step functions (at most 8 Newton and
  ///   100 bisection steps), O(log n) for n piecewise-linear stops.
  @inlinable @inline(__always)
  public func value(at progress: Double, beforeFlag: Bool = false) -> Double {
    // The Bézier case is the hot one (every default animation): it is
    // inlined into the caller (only its NaN, end and outside cases and the
    // rare bisection take a call); the other kinds take one call.
    if case .cubicBezier(let curve) = representation {
      return curve.value(at: progress)
    }
    return nonBezierValue(at: progress, beforeFlag: beforeFlag)
  }

  /// ``value(at:beforeFlag:)`` for every kind but cubic Bézier.
  @usableFromInline
  func nonBezierValue(at progress: Double, beforeFlag: Bool) -> Double {
    if progress.isNaN { return progress }
    switch representation {
    case .linear:
      return progress
    case .cubicBezier(let curve):
      return curve.value(at: progress)
    case .steps(let count, let position):
      return Self.stepValue(
        at: progress, count: count, position: position, beforeFlag: beforeFlag)
    case .piecewiseLinear(let points):
      return Self.piecewiseLinearValue(at: progress, points: points)
    }
  }

  /// css-easing-1 #step-easing-algo, with Double arithmetic throughout so
  /// that infinite inputs cannot trap in an integer conversion.
  static func stepValue(
    at progress: Double, count: Int, position: StepPosition, beforeFlag: Bool
  ) -> Double {
    let steps = Double(count)
    let scaled = progress * steps
    var currentStep = scaled.rounded(.down)
    if position == .jumpStart || position == .jumpBoth {
      currentStep += 1
    }
    if beforeFlag && scaled - scaled.rounded(.down) == 0 {
      currentStep -= 1
    }
    if progress >= 0 && currentStep < 0 {
      currentStep = 0
    }
    let jumps: Double
    switch position.kind {
    case .jumpStart, .jumpEnd: jumps = steps
    case .jumpNone: jumps = steps - 1
    case .jumpBoth: jumps = steps + 1
    }
    if progress <= 1 && currentStep > jumps {
      currentStep = jumps
    }
    return currentStep / jumps
  }

  /// css-easing-2 #linear-easing-function-output over canonical points
  /// (at least two, inputs non-decreasing).
  static func piecewiseLinearValue(at progress: Double, points: [LinearPoint]) -> Double {
    // The last point whose input is <= progress (binary search), or 0.
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) / 2
      if points[middle].input <= progress { low = middle + 1 } else { high = middle }
    }
    var indexA = max(low - 1, 0)
    if indexA == points.count - 1 { indexA -= 1 }
    let pointA = points[indexA]
    let pointB = points[indexA + 1]
    if pointA.input == pointB.input { return pointB.output }
    let outputRange = pointB.output - pointA.output
    if outputRange == 0 { return pointA.output }
    let fraction = (progress - pointA.input) / (pointB.input - pointA.input)
    return pointA.output + fraction * outputRange
  }
}
