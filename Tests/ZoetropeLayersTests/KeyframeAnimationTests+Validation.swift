import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

extension KeyframeAnimationTests {
  @Test func noValuesAndNoPath() {
    let empty = KeyframeAnimation<Double>(keyPath: \.opacity)
    #expect(code(empty) == .noKeyframes)
    #expect(x(timed(empty), at: 0.5) == 100)
  }

  @Test func keyTimesThatDoNotFitPassValidationAndAreNamed() {
    // Core Animation ignores key times "invalid or inappropriate for the
    // current calculation mode" and runs the animation (issue 33).
    let move = KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 30])
    for keyTimes in [
      [0, 1], [0, 0.5, 0.5, 1], [0, 0.7, 0.5], [0, 0.5, 1.2], [-0.1, 0.5, 1], [0, .nan, 1],
    ] {
      move.keyTimes = keyTimes
      #expect(code(move) == nil, "\(keyTimes)")
      #expect(move.keyTimesProblem != nil, "\(keyTimes)")
    }
    move.keyTimes = [0, 0.5, 1]
    #expect(move.keyTimesProblem == nil)
    move.calculationMode = .discrete
    move.keyTimes = [0, 0.5, 0.75, 1]  // one more: Core Animation's discrete form
    #expect(move.keyTimesProblem == nil)
    move.keyTimes = [0, 0.5]
    #expect(move.keyTimesProblem != nil)
    move.calculationMode = .paced
    #expect(move.keyTimesProblem == nil)
  }

  @Test func unvalidatedBadKeyTimesFallBackToEvenSpacing() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 30]))
    move.keyTimes = [0, 1]
    #expect(x(move, at: 0.75) == 20)
  }

  @Test func badTimingFunctionsAndSplineParameters() {
    let move = KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 30])
    move.timingFunctions = [.easeIn]
    #expect(code(move) == .keyframeCountMismatch)
    move.timingFunctions = [.easeIn, .easeOut]
    #expect(code(move) == nil)
    move.tensionValues = [0, 0]
    #expect(code(move) == .keyframeCountMismatch)
    move.tensionValues = [0, .nan, 0]
    #expect(code(move) == .nonFiniteValue)
    move.tensionValues = nil
    move.biasValues = [1]
    #expect(code(move) == .keyframeCountMismatch)
  }

  @Test func nonFiniteValues() {
    let move = KeyframeAnimation(keyPath: \.position.x, values: [0, .nan, 30])
    #expect(code(move) == .nonFiniteValue)
    let point = KeyframeAnimation(keyPath: \.position, values: [Point(x: .infinity, y: 0)])
    #expect(code(point) == .nonFiniteValue)
    var badPath = Path()
    badPath.move(to: .zero)
    badPath.addLine(to: Point(x: .nan, y: 1))
    #expect(code(KeyframeAnimation(keyPath: \.position, path: badPath)) == .nonFiniteValue)
  }

  @Test func emptyPath() {
    let fly = KeyframeAnimation(keyPath: \.position, path: Path())
    #expect(code(fly) == .emptyPath)
    // Applying it anyway changes nothing and does not trap.
    #expect(x(timed(fly), at: 0.5) == 100)
  }

  @Test func pathsAndRotationNeedPoints() {
    let wrong = KeyframeAnimation(keyPath: \.opacity, values: [0, 1])
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: Point(x: 1, y: 1))
    wrong.path = line
    #expect(code(wrong) == .typeMismatch)
    wrong.path = nil
    wrong.rotationMode = .auto
    #expect(code(wrong) == .typeMismatch)
  }
}
