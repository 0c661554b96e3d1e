import Testing

@testable import ZoetropeAnimation

/// The Bézier solver is written for speed (Newton's steps written out, the
/// range check as one integer comparison, the rare cases out of line); these
/// tests hold it to the plain loop it replaced, bit for bit.
@Suite("CubicBezierCurve solver")
struct CubicBezierSolverTests {
  /// The solver as a plain loop: the reference the fast one must match.
  static func referenceValue(_ curve: CubicBezierCurve, at x: Double) -> Double {
    if x.isNaN { return x }
    if x < 0 { return curve.startGradient == 0 ? 0 : curve.startGradient * x }
    if x > 1 { return curve.endGradient == 0 ? 1 : 1 + curve.endGradient * (x - 1) }
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    return curve.sampleY(referenceT(curve, forX: x))
  }

  static func referenceT(_ curve: CubicBezierCurve, forX x: Double) -> Double {
    referenceNewton(curve, forX: x) ?? referenceBisection(curve, forX: x)
  }

  /// Newton's answer, or nil where the loop falls back to bisection.
  static func referenceNewton(_ curve: CubicBezierCurve, forX x: Double) -> Double? {
    var t = x
    for _ in 0..<8 {
      let error = curve.sampleX(t) - x
      if abs(error) < 1e-14 { return t }
      let slope = curve.derivativeX(t)
      if abs(slope) < 1e-12 { return nil }
      t -= error / slope
      if !(t >= 0 && t <= 1) { return nil }
    }
    return nil
  }

  static func referenceBisection(_ curve: CubicBezierCurve, forX x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    var t = x
    for _ in 0..<100 {
      let sample = curve.sampleX(t)
      if sample == x { return t }
      if sample < x { low = t } else { high = t }
      let middle = low + (high - low) / 2
      if middle == t || middle == low || middle == high { break }
      t = middle
    }
    return t
  }

  /// Control x values that stress the solver: the ends, and nearly so.
  static let edgeXs: [Double] = [0, 1, 0.5, 1e-9, 1 - 1e-9, 0.999, 0.001]

  /// Inputs: the ends, values next to them, and the special values.
  static let edgeInputs: [Double] = [
    0, -0.0, 1, 0.5, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-16,
    1 - 1e-16, 1.0.nextDown, 1.0.nextUp, -.leastNonzeroMagnitude, -1, 2, 1e300, -1e300,
    .infinity, -.infinity, .nan,
  ]

  @Test func matchesThePlainLoopBitForBit() {
    var random = SeededRandomNumberGenerator(seed: 0xB1_7F_0B_17)
    var compared = 0
    var bisections = 0
    var mismatches: [String] = []
    for _ in 0..<2_000 {
      let pick: (inout SeededRandomNumberGenerator) -> Double = { random in
        Bool.random(using: &random)
          ? Double.random(in: 0...1, using: &random)
          : Self.edgeXs.randomElement(using: &random)!
      }
      let x1 = pick(&random)
      let x2 = pick(&random)
      let y1 = Double.random(in: -4...4, using: &random)
      let y2 = Double.random(in: -4...4, using: &random)
      let curve = CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
      var inputs = Self.edgeInputs
      for _ in 0..<100 { inputs.append(Double.random(in: 0...1, using: &random)) }
      for _ in 0..<10 { inputs.append(Double.random(in: -2...3, using: &random)) }
      for x in inputs {
        let expected = Self.referenceValue(curve, at: x)
        let actual = curve.value(at: x)
        compared += 1
        if x > 0 && x < 1 && Self.referenceNewton(curve, forX: x) == nil {
          bisections += 1
        }
        if actual.bitPattern != expected.bitPattern && mismatches.count < 5 {
          mismatches.append("cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(x)")
        }
      }
    }
    #expect(mismatches.isEmpty, "differs from the plain loop: \(mismatches)")
    #expect(compared == 2_000 * (Self.edgeInputs.count + 110))
    // The fallback is exercised, not just the Newton steps.
    #expect(bisections > 100)
  }

  @Test func theWrittenOutStepsAreTheMaximum() {
    // solveT(forX:) writes out maximumNewtonIterations steps; a curve whose
    // Newton steps never converge in eight falls back to bisection, as the
    // loop does. cubic-bezier(1, 0, 0, 1) at 0.5 has a zero slope there.
    #expect(CubicBezierCurve.maximumNewtonIterations == 8)
    let curve = CubicBezierCurve(x1: 1, y1: 0, x2: 0, y2: 1)
    for x in [0.5, 0.4999, 0.5001, 0.25, 0.75] {
      #expect(curve.solveT(forX: x).bitPattern == Self.referenceT(curve, forX: x).bitPattern)
    }
  }

  @Test func theRangeCheckIsTheComparisonItReplaces() {
    // t.bitPattern > 1.0's pattern is !(t >= 0 && t <= 1) for every t but
    // -0, which the solver never produces.
    let values: [Double] = [
      0, 1, 0.5, .leastNonzeroMagnitude, 1.0.nextDown, 1.0.nextUp, -.leastNonzeroMagnitude,
      -0.5, 2, .infinity, -.infinity, .nan, -Double.nan, .greatestFiniteMagnitude,
    ]
    for t in values {
      #expect((t.bitPattern > CubicBezierCurve.oneBitPattern) == !(t >= 0 && t <= 1), "\(t)")
    }
  }
}
