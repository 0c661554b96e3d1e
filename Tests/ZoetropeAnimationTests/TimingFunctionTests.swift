import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

@Suite("TimingFunction")
struct TimingFunctionTests {
  // MARK: Presets

  @Test func appleGoldenValues() {
    // Apple's documented shapes, to two decimals.
    let easeIn = [(0.25, 0.09), (0.5, 0.32), (0.75, 0.62)]
    let easeOut = [(0.25, 0.38), (0.5, 0.68), (0.75, 0.91)]
    for (x, y) in easeIn {
      #expect(abs(TimingFunction.easeIn.value(at: x) - y) <= 0.01, "easeIn(\(x))")
    }
    for (x, y) in easeOut {
      #expect(abs(TimingFunction.easeOut.value(at: x) - y) <= 0.01, "easeOut(\(x))")
    }
  }

  @Test func presetsUseApplesControlPoints() throws {
    let cases: [(TimingFunction, [Double])] = [
      (.linear, [0, 0, 1, 1]), (.default, [0.25, 0.1, 0.25, 1]), (.easeIn, [0.42, 0, 1, 1]),
      (.easeOut, [0, 0, 0.58, 1]), (.easeInEaseOut, [0.42, 0, 0.58, 1]),
    ]
    for (function, expected) in cases {
      let points = try #require(function.controlPoints)
      #expect([points.x1, points.y1, points.x2, points.y2] == expected)
    }
    #expect(TimingFunction.ease == .default)
    #expect(TimingFunction.easeInOut == .easeInEaseOut)
    #expect(TimingFunction.steps(3).controlPoints == nil)
    #expect(TimingFunction.easeInEaseOut.value(at: 0.5) == 0.5)
  }

  @Test func controlPointsInitializerKeepsValidValuesSilently() {
    let (function, warnings) = withWarningsCaptured {
      TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
    }
    #expect(warnings.isEmpty)
    #expect(function == (try? TimingFunction(css: "cubic-bezier(0.68, -0.55, 0.265, 1.55)")))
  }

  @Test func controlPointXOutsideTheUnitIntervalIsClamped() throws {
    let (function, warnings) = withWarningsCaptured {
      TimingFunction(controlPoints: -0.5, 0.2, 1.5, 0.8)
    }
    let points = try #require(function.controlPoints)
    #expect(points.x1 == 0 && points.x2 == 1 && points.y1 == 0.2 && points.y2 == 0.8)
    #expect(warnings.count == 2)
    #expect(warnings.allSatisfy { $0.contains("outside [0, 1]") })
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteControlPointsGiveLinear(bad: Double) {
    let (function, warnings) = withWarningsCaptured {
      TimingFunction(controlPoints: 0.25, bad, 0.25, 1)
    }
    #expect(function == .linear)
    #expect(warnings.count == 1)
  }

  // MARK: Steps

  @Test func stepPositions() {
    // steps(4): jumps of 1/4; jump-both has 5 jumps of 1/5; jump-none 3 of 1/3.
    #expect(TimingFunction.steps(4, position: .jumpEnd).value(at: 0.3) == 0.25)
    #expect(TimingFunction.steps(4, position: .jumpStart).value(at: 0.3) == 0.5)
    #expect(TimingFunction.steps(4, position: .jumpStart).value(at: 0) == 0.25)
    #expect(TimingFunction.steps(4, position: .jumpBoth).value(at: 0) == 0.2)
    #expect(TimingFunction.steps(4, position: .jumpBoth).value(at: 1) == 1)
    #expect(TimingFunction.steps(4, position: .jumpNone).value(at: 0.5) == 2.0 / 3.0)
    #expect(TimingFunction.steps(4, position: .jumpNone).value(at: 0.99) == 1)
    #expect(TimingFunction.steps(4).value(at: 1) == 1)
    #expect(TimingFunction.StepPosition.start == .jumpStart)
    #expect(TimingFunction.StepPosition.end == .jumpEnd)
    #expect(TimingFunction.stepStart == .steps(1, position: .start))
    #expect(TimingFunction.stepEnd == .steps(1))
  }

  @Test func beforeFlagKeepsTheLowerValueAtAJump() {
    let function = TimingFunction.steps(2, position: .start)
    #expect(function.value(at: 0) == 0.5)
    #expect(function.value(at: 0, beforeFlag: true) == 0)
    #expect(function.value(at: 0.5, beforeFlag: true) == 0.5)
    #expect(function.value(at: 0.25, beforeFlag: true) == 0.5)  // not at a jump
    // The before flag does nothing to other kinds.
    #expect(
      TimingFunction.ease.value(at: 0.3, beforeFlag: true) == TimingFunction.ease.value(at: 0.3))
  }

  @Test func stepsOutsideTheUnitInterval() {
    // css-easing-1: no clamping beyond [0, 1] once the input leaves it.
    #expect(TimingFunction.stepStart.value(at: 1.5) == 2)
    #expect(TimingFunction.stepEnd.value(at: -0.5) == -1)
    #expect(TimingFunction.stepStart.value(at: -0.5) == 0)
  }

  @Test(arguments: [
    (0, TimingFunction.StepPosition.end, 1), (-3, .jumpStart, 1), (1, .jumpNone, 2),
    (0, .jumpNone, 2),
  ])
  func badStepCountsAreRaised(count: Int, position: TimingFunction.StepPosition, minimum: Int) {
    let (function, warnings) = withWarningsCaptured {
      TimingFunction.steps(count, position: position)
    }
    #expect(function == TimingFunction(representation: .steps(count: minimum, position: position)))
    #expect(warnings.count == 1)
  }

  // MARK: Piecewise linear

  @Test func linearStopsWithoutInputsAreSpreadEvenly() {
    let function = TimingFunction.linear([.init(0), .init(0.5), .init(0.8), .init(1)])
    // Inputs 0, 1/3, 2/3, 1.
    #expect(abs(function.value(at: 1.0 / 6.0) - 0.25) < 1e-12)
    #expect(abs(function.value(at: 0.5) - 0.65) < 1e-12)
    // linear(0, 1) is the identity, extrapolation included.
    let identity = TimingFunction.linear([.init(0), .init(1)])
    for x in [-0.5, 0, 0.3, 1, 1.5] { #expect(identity.value(at: x) == x) }
  }

  @Test func linearStopsWithInputs() throws {
    // linear(0, 0.25 75%, 1): (0, 0), (0.75, 0.25), (1, 1).
    let function = try TimingFunction(css: "linear(0, 0.25 75%, 1)")
    #expect(function == .linear([.init(0), .init(0.25, at: 0.75), .init(1)]))
    #expect(function.value(at: 0.375) == 0.125)
    #expect(function.value(at: 0.875) == 0.625)
    // Two percentages make a flat segment: (0, 0), (0.25, 0.5), (0.75, 0.5), (1, 1).
    let flat = try TimingFunction(css: "linear(0, 0.5 25% 75%, 1)")
    #expect(flat.value(at: 0.125) == 0.25)
    #expect(flat.value(at: 0.5) == 0.5)
    #expect(flat.value(at: 0.875) == 0.75)
  }

  @Test func decreasingInputsAreRaisedToTheLargestSoFar() throws {
    // linear(0, 0.5 50%, 0.2 30%, 1): the third input becomes 0.5, a jump down to 0.2.
    let function = try TimingFunction(css: "linear(0, 0.5 50%, 0.2 30%, 1)")
    #expect(function.value(at: 0.25) == 0.25)
    #expect(function.value(at: 0.5) == 0.2)
    #expect(abs(function.value(at: 0.75) - 0.6) < 1e-15)
  }

  @Test func badLinearStops() {
    let (empty, emptyWarnings) = withWarningsCaptured { TimingFunction.linear([]) }
    #expect(empty == .linear && emptyWarnings.count == 1)
    let (single, singleWarnings) = withWarningsCaptured { TimingFunction.linear([.init(0.5)]) }
    #expect(single == .linear && singleWarnings.count == 1)
    let (dropped, droppedWarnings) = withWarningsCaptured {
      TimingFunction.linear([.init(0), .init(.nan), .init(1, at: .infinity)])
    }
    // NaN output dropped, infinite input placed automatically (last stop: 1).
    #expect(dropped == .linear([.init(0), .init(1)]))
    #expect(droppedWarnings.count == 2)
  }

  // MARK: Evaluation edges

  @Test func nanInputGivesNaN() {
    let functions: [TimingFunction] = [
      .linear, .ease, .steps(3), .linear([.init(0), .init(1, at: 0.5), .init(0.2)]),
    ]
    for function in functions {
      #expect(function.value(at: .nan).isNaN, "\(function)")
      #expect(function.value(at: .nan, beforeFlag: true).isNaN, "\(function)")
    }
  }

  @Test func infiniteInputGivesTheLimitNeverNaN() throws {
    #expect(TimingFunction.linear.value(at: .infinity) == .infinity)
    #expect(TimingFunction.ease.value(at: .infinity) == 1)  // flat end slope
    #expect(TimingFunction.easeIn.value(at: -.infinity) == 0)  // flat start slope
    #expect(TimingFunction(controlPoints: 0.25, 0.5, 0.75, 0.5).value(at: .infinity) == .infinity)
    #expect(TimingFunction(controlPoints: 0.25, -0.5, 0.75, 1).value(at: -.infinity) == .infinity)
    #expect(TimingFunction.steps(3).value(at: .infinity) == .infinity)
    #expect(
      TimingFunction.steps(3, position: .jumpBoth).value(at: -.infinity, beforeFlag: true)
        == -.infinity)
    let flatEnd = TimingFunction.linear([.init(0), .init(1, at: 0.5), .init(1)])
    #expect(flatEnd.value(at: .infinity) == 1)
    #expect(flatEnd.value(at: -.infinity) == -.infinity)
  }

  @Test func cubicBezierSolverIsAccurate() {
    var random = SeededRandomNumberGenerator(seed: 0x5EED)
    var worstResidual = 0.0
    var worstError = 0.0
    for _ in 0..<20_000 {
      let x1 = Double.random(in: 0...1, using: &random)
      let x2 = Double.random(in: 0...1, using: &random)
      let y1 = Double.random(in: -2...3, using: &random)
      let y2 = Double.random(in: -2...3, using: &random)
      let curve = CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
      let x = Double.random(in: 0...1, using: &random)
      worstResidual = max(worstResidual, abs(curve.sampleX(curve.solveT(forX: x)) - x))
      // Away from vertical tangents, y is accurate too: compare with the
      // exact point (x(t), y(t)) for a random parameter t.
      if (0.1...0.9).contains(x1) && (0.1...0.9).contains(x2) {
        let t = Double.random(in: 0...1, using: &random)
        let function = TimingFunction(controlPoints: x1, y1, x2, y2)
        worstError = max(worstError, abs(function.value(at: curve.sampleX(t)) - curve.sampleY(t)))
      }
    }
    #expect(worstResidual <= 1e-13)
    #expect(worstError <= 1e-7)
  }

  @Test func verticalTangentFallsBackToBisection() {
    // cubic-bezier(1, 0, 0, 1) has dx/dt = 0 at x = 0.5, where Newton cannot step.
    let function = TimingFunction(controlPoints: 1, 0, 0, 1)
    #expect(abs(function.value(at: 0.5) - 0.5) <= 1e-3)
    #expect(function.value(at: 0) == 0 && function.value(at: 1) == 1)
  }

  @Test func extrapolationFollowsChromium() {
    // Near control point off the end point: its slope. cubic-bezier(0.25, 0.5, 0.75, 0.5): 2.
    let shallow = TimingFunction(controlPoints: 0.25, 0.5, 0.75, 0.5)
    #expect(shallow.value(at: -1) == -2)
    #expect(shallow.value(at: 2) == 3)
    // Near point coincides with the end point: slope towards the far one, (0.5 − 0) / (1 − 0).
    #expect(TimingFunction(controlPoints: 0, 0, 1, 0.5).value(at: -1) == -0.5)
    // Near point vertically above the end point: slope 0 (the spec text would use the far one).
    #expect(TimingFunction(controlPoints: 0, 1.5, 1, 1.5).value(at: 1.5) == 1)
    #expect(TimingFunction(controlPoints: 0, -0.5, 1, -0.5).value(at: -0.5) == 0)
    // (0, 0, 0, 0) and (1, 1, 1, 1) are linear outside [0, 1].
    #expect(TimingFunction(controlPoints: 0, 0, 0, 0).value(at: -0.5) == -0.5)
    #expect(TimingFunction(controlPoints: 1, 1, 1, 1).value(at: 1.5) == 1.5)
  }
}
