/// The math of a cubic Bézier easing curve from (0, 0) to (1, 1), as pure functions.
///
/// Inside [0, 1] the curve is solved for its parameter t with Newton's method
/// and, if that does not converge, bisection; both loops have fixed upper
/// bounds, so evaluation always terminates. Outside [0, 1] it is extended by
/// straight lines whose slopes follow Chromium's `gfx::CubicBezier`
/// (`InitGradients`), which is what the web-platform tests expect:
///
/// - before 0: the slope towards P1 if x1 > 0; else towards P2 if P1 is (0, 0)
///   and x2 > 0; else 1 if both control points are at (0, 0) (the curve is
///   linear); else 0.
/// - after 1: the slope from P2 if x2 < 1; else from P1 if P2 is (1, 1) and
///   x1 < 1; else 1 if both control points are at (1, 1); else 0.
///
/// The literal text of css-easing-1 differs in the last cases
/// (w3c/csswg-drafts#4046); the implementations and tests win here.
///
/// A ``TimingFunction`` stores its curve with the polynomial coefficients and
/// end slopes already computed, so an evaluation only solves; the evaluation
/// is inlinable, so a caller in another module (the layer tree's animation
/// pass, a benchmark) runs it without a call or a rebuild per value.
@usableFromInline
struct CubicBezierCurve: Hashable, Sendable {
  // The coefficients, which an evaluation reads, first.
  /// x(t) = ((ax·t + bx)·t + cx)·t, and y(t) likewise.
  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  /// The control points, as given.
  @usableFromInline let x1: Double
  @usableFromInline let y1: Double
  @usableFromInline let x2: Double
  @usableFromInline let y2: Double
  /// The slopes of the straight lines before 0 and after 1.
  @usableFromInline let startGradient: Double
  @usableFromInline let endGradient: Double

  /// The largest |x(t) − x| accepted from Newton's method.
  @inlinable static var newtonTolerance: Double { 1e-14 }
  /// At most this many Newton steps are taken before bisection takes over
  /// (``solveT(forX:)`` writes them out).
  @inlinable static var maximumNewtonIterations: Int { 8 }
  /// At most this many bisection steps are taken (2⁻¹⁰⁰ is far below a ulp).
  @inlinable static var maximumBisectionIterations: Int { 100 }

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by

    if x1 > 0 {
      startGradient = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startGradient = y2 / x2
    } else if y1 == 0 && y2 == 0 {
      startGradient = 1
    } else {
      startGradient = 0
    }

    if x2 < 1 {
      endGradient = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      endGradient = (y1 - 1) / (x1 - 1)
    } else if y2 == 1 && y1 == 1 {
      endGradient = 1
    } else {
      endGradient = 0
    }
  }

  @inlinable
  func sampleX(_ t: Double) -> Double { Self.sample(t, a: ax, b: bx, c: cx) }

  @inlinable
  func sampleY(_ t: Double) -> Double { Self.sample(t, a: ay, b: by, c: cy) }

  /// ((a·t + b)·t + c)·t: one coordinate of the curve at `t`.
  @inlinable @inline(__always)
  static func sample(_ t: Double, a: Double, b: Double, c: Double) -> Double {
    ((a * t + b) * t + c) * t
  }

  @inlinable
  func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The output progress for input progress `x` (any value; NaN gives NaN).
  ///
  /// The hot path, x strictly inside (0, 1), is one test and the solve;
  /// NaN, the ends and the straight lines outside take one call.
  ///
  /// The out-of-line calls (this one and the bisection) take the numbers
  /// they need rather than the curve: a call given the curve by address
  /// made its caller's loop store the curve's 96 bytes to the stack for
  /// every value, called or not.
  @inlinable @inline(__always)
  func value(at x: Double) -> Double {
    if x > 0 && x < 1 { return sampleY(solveT(forX: x)) }
    return Self.valueOutsideOpenUnitInterval(
      at: x, startGradient: startGradient, endGradient: endGradient)
  }

  /// ``value(at:)`` for NaN and for x ≤ 0 or x ≥ 1, on the straight lines
  /// of the given slopes.
  @usableFromInline
  static func valueOutsideOpenUnitInterval(
    at x: Double, startGradient: Double, endGradient: Double
  ) -> Double {
    if x.isNaN { return x }
    if x < 0 {
      // A zero slope must not meet an infinite input (0 × ∞ is NaN).
      return startGradient == 0 ? 0 : startGradient * x
    }
    if x > 1 {
      return endGradient == 0 ? 1 : 1 + endGradient * (x - 1)
    }
    // x is ±0 or 1: the end points.
    return x == 1 ? 1 : 0
  }

  /// The curve parameter t in [0, 1] whose x(t) is `x`, for x in (0, 1).
  ///
  /// Up to ``maximumNewtonIterations`` Newton steps from t = x; if one is
  /// too flat or leaves [0, 1], or none reaches ``newtonTolerance``,
  /// bisection (``bisectT(forX:ax:bx:cx:)``) instead.
  ///
  /// The eight steps are written out rather than looped: the compiler keeps
  /// a loop with this many exits rolled, and the rolled loop is about 15 %
  /// slower (its one exit branch serves every step and predicts worse).
  /// The results are the loop's, bit for bit.
  @inlinable @inline(__always)
  func solveT(forX x: Double) -> Double {
    var t = x
    if let solved = newtonStep(&t, toward: x) { return solved }
    if let solved = newtonStep(&t, toward: x) { return solved }
    if let solved = newtonStep(&t, toward: x) { return solved }
    if let solved = newtonStep(&t, toward: x) { return solved }
    if let solved = newtonStep(&t, toward: x) { return solved }
    if let solved = newtonStep(&t, toward: x) { return solved }
    if let solved = newtonStep(&t, toward: x) { return solved }
    if let solved = newtonStep(&t, toward: x) { return solved }
    return Self.bisectT(forX: x, ax: ax, bx: bx, cx: cx)
  }

  /// One Newton step of ``solveT(forX:)`` from `t`.
  ///
  /// - Returns: `t` when it is already within ``newtonTolerance``; the
  ///   bisection's answer when the slope is too flat or the step leaves
  ///   [0, 1]; nil after a step that leaves `t` improved.
  @inlinable @inline(__always)
  func newtonStep(_ t: inout Double, toward x: Double) -> Double? {
    let error = sampleX(t) - x
    if abs(error) < Self.newtonTolerance { return t }
    let slope = derivativeX(t)
    if abs(slope) < 1e-12 { return Self.bisectT(forX: x, ax: ax, bx: bx, cx: cx) }
    t -= error / slope
    // !(t >= 0 && t <= 1) in one integer comparison: the bit patterns of
    // +0...1 are the integers up to 1's, and a negative number or NaN
    // compares above. t is never −0 (it starts at x > 0, and t − t is +0).
    if t.bitPattern > Self.oneBitPattern { return Self.bisectT(forX: x, ax: ax, bx: bx, cx: cx) }
    return nil
  }

  /// The bit pattern of 1.0.
  @inlinable static var oneBitPattern: UInt64 { 0x3FF0_0000_0000_0000 }

  /// The curve parameter t for `x` in (0, 1) by bisection, on the curve
  /// whose x coefficients are `ax`, `bx` and `cx`.
  ///
  /// x(t) is non-decreasing on [0, 1] because both control x values are in
  /// [0, 1], so bisection always brackets the answer.
  @usableFromInline
  static func bisectT(forX x: Double, ax: Double, bx: Double, cx: Double) -> Double {
    var low = 0.0
    var high = 1.0
    var t = x
    for _ in 0..<Self.maximumBisectionIterations {
      let sample = Self.sample(t, a: ax, b: bx, c: cx)
      if sample == x { return t }
      if sample < x { low = t } else { high = t }
      let middle = low + (high - low) / 2
      if middle == t || middle == low || middle == high { break }
      t = middle
    }
    return t
  }
}

// Two curves are equal when their control points are: the coefficients and
// slopes are computed from them.
extension CubicBezierCurve {
  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}
