import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

@MainActor
@Suite("KeyframeAnimation")
struct KeyframeAnimationTests {
  func timed<A: Animation>(_ animation: A, duration: Double = 1) -> A {
    animation.duration = duration
    animation.fillMode = .both
    return animation
  }

  func x(_ animation: Animation, at time: Double, model: Double = 100) -> Double {
    var properties = LayerProperties()
    properties.position.x = model
    return animation.evaluated(at: time, on: properties).position.x
  }

  func code(_ animation: Animation) -> AnimationError.Code? {
    do {
      try animation.validate()
      return nil
    } catch {
      return error.code
    }
  }

  // MARK: Linear

  @Test func linearValuesAreEvenlySpaced() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 30]))
    #expect(x(move, at: 0) == 0)
    #expect(x(move, at: 0.25) == 5)
    #expect(x(move, at: 0.5) == 10)
    #expect(x(move, at: 0.75) == 20)
    #expect(x(move, at: 1) == 30)
  }

  @Test func keyTimesPlaceTheValues() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 30]))
    move.keyTimes = [0, 0.8, 1]
    #expect(x(move, at: 0.4) == 5)
    #expect(x(move, at: 0.8) == 10)
    #expect(x(move, at: 0.9) == 20)
  }

  @Test func valuesHoldOutsideTheKeyTimes() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 30]))
    move.keyTimes = [0.2, 0.6, 0.8]
    #expect(x(move, at: 0.1) == 0)
    #expect(abs(x(move, at: 0.4) - 5) < 1e-12)
    #expect(x(move, at: 0.9) == 30)
  }

  @Test func equalKeyTimesJump() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 50, 60]))
    move.keyTimes = [0, 0.5, 0.5, 1]
    #expect(x(move, at: 0.25) == 5)
    #expect(x(move, at: 0.5) == 50)
    #expect(x(move, at: 0.75) == 55)
  }

  @Test func timingFunctionsEaseEachSegment() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 30]))
    move.timingFunctions = [.easeIn, .linear]
    let eased = TimingFunction.easeIn.value(at: 0.5)
    #expect(eased < 0.5)
    #expect(abs(x(move, at: 0.25) - 10 * eased) < 1e-9)
    #expect(x(move, at: 0.75) == 20)
    #expect(x(move, at: 0.5) == 10)
  }

  @Test func overshootExtrapolatesTheEndSegments() {
    #expect(KeyframeAnimation<Double>.locate(1.2, in: [0, 0.5, 1]) == (1, 1.4))
    #expect(KeyframeAnimation<Double>.locate(-0.25, in: [0, 0.5, 1]) == (0, -0.5))
    #expect(KeyframeAnimation<Double>.locate(1.2, in: [0, 0.5, 0.8]) == (1, 1))
    #expect(KeyframeAnimation<Double>.locate(0.1, in: [0.2, 0.5, 1]) == (0, 0))
    #expect(KeyframeAnimation<Double>.locate(.nan, in: [0, 1]) == (0, 0))
  }

  // MARK: Discrete

  @Test func discreteValuesShowForEqualShares() {
    let steps = timed(KeyframeAnimation(keyPath: \.position.x, values: [1, 2, 3]))
    steps.calculationMode = .discrete
    #expect(x(steps, at: 0) == 1)
    #expect(x(steps, at: 0.33) == 1)
    #expect(x(steps, at: 0.34) == 2)
    #expect(x(steps, at: 0.66) == 2)
    #expect(x(steps, at: 0.67) == 3)
    #expect(x(steps, at: 1) == 3)
  }

  @Test func discreteKeyTimesWithOneMoreEntry() {
    let steps = timed(KeyframeAnimation(keyPath: \.position.x, values: [1, 2, 3]))
    steps.calculationMode = .discrete
    steps.keyTimes = [0, 0.5, 0.9, 1]
    #expect(code(steps) == nil)
    #expect(x(steps, at: 0.49) == 1)
    #expect(x(steps, at: 0.6) == 2)
    #expect(x(steps, at: 0.95) == 3)
    steps.keyTimes = [0, 0.1, 0.2]
    #expect(code(steps) == nil)
    #expect(x(steps, at: 0.15) == 2)
    #expect(x(steps, at: 0.5) == 3)
  }

  @Test func flipbookOfSixImagesOverHalfASecond() throws {
    let images = try (0..<6).map {
      try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: Color(white: Double($0) / 5))
    }
    let roll = KeyframeAnimation<Image?>(keyPath: \.contents, values: images)
    roll.calculationMode = .discrete
    roll.duration = 0.5
    roll.repeatCount = .infinity
    #expect(code(roll) == nil)
    for k in 0..<6 {
      let start = Double(k) / 12
      let end = Double(k + 1) / 12
      for time in [start, start + 1e-6, (start + end) / 2, end - 1e-6] {
        #expect(roll.evaluated(at: time, on: LayerProperties()).contents == images[k])
        // The second pass shows the same frames.
        #expect(roll.evaluated(at: 0.5 + time, on: LayerProperties()).contents == images[k])
      }
    }
  }

  @Test func valuesThatCannotBlendAreAlwaysDiscrete() {
    let blink = timed(KeyframeAnimation(keyPath: \.isHidden, values: [false, true, false, true]))
    blink.calculationMode = .cubic
    let hidden = { blink.evaluated(at: $0, on: LayerProperties()).isHidden }
    #expect(hidden(0.2) == false)
    #expect(hidden(0.3) == true)
    #expect(hidden(0.6) == false)
    #expect(hidden(0.8) == true)
  }

  // MARK: Paced

  @Test func pacedMovesAtConstantSpeed() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 40]))
    move.calculationMode = .paced
    move.keyTimes = [0, 0.9, 0.2]  // ignored, and not validated
    move.timingFunctions = [.easeIn]  // ignored
    #expect(code(move) == nil)
    for time in [0, 0.1, 0.25, 0.5, 0.8, 1] {
      #expect(abs(x(move, at: time) - 40 * time) < 1e-12)
    }
  }

  @Test func pacedPointsUseTheirDistances() {
    let move = timed(
      KeyframeAnimation(
        keyPath: \.position,
        values: [Point(x: 0, y: 0), Point(x: 30, y: 40), Point(x: 30, y: 100)]))
    move.calculationMode = .paced
    // Lengths 50 and 60: the corner is reached at 5/11.
    let corner = move.evaluated(at: 5.0 / 11, on: LayerProperties()).position
    #expect(abs(corner.x - 30) < 1e-9 && abs(corner.y - 40) < 1e-9)
    let later = move.evaluated(at: 8.0 / 11, on: LayerProperties()).position
    #expect(abs(later.x - 30) < 1e-9 && abs(later.y - 70) < 1e-9)
  }

  @Test func pacedWithoutDistanceIsEvenlySpaced() {
    let still = timed(KeyframeAnimation(keyPath: \.position.x, values: [5, 5, 5]))
    still.calculationMode = .paced
    #expect(x(still, at: 0.5) == 5)
  }

  // MARK: Cubic

  @Test func cubicIsCatmullRomThroughTheValues() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 30, 60]))
    move.calculationMode = .cubic
    #expect(x(move, at: 0) == 0)
    #expect(x(move, at: 1.0 / 3) == 10)
    #expect(x(move, at: 1) == 60)
    // Segment 1 (10 → 30) has tangents 15 and 25: its midpoint is 18.75.
    #expect(abs(x(move, at: 0.5) - 18.75) < 1e-9)
    #expect(abs(x(move, at: 5.0 / 12) - 14.0625) < 1e-9)
    // Segment 0 starts with the tangent 5 (no earlier value) and ends with 15.
    #expect(abs(x(move, at: 1.0 / 6) - 3.75) < 1e-9)
  }

  @Test func cubicTensionContinuityAndBias() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 30, 60]))
    move.calculationMode = .cubic
    move.tensionValues = [1, 1, 1, 1]  // zero tangents
    #expect(abs(x(move, at: 0.5) - 20) < 1e-9)
    move.tensionValues = nil
    move.biasValues = [1, 1, 1, 1]  // tangents 10 and 20
    #expect(abs(x(move, at: 5.0 / 12) - 13.59375) < 1e-9)
    move.biasValues = nil
    move.continuityValues = [1, 1, 1, 1]  // tangents 10 and 30
    #expect(abs(x(move, at: 5.0 / 12) - 13.125) < 1e-9)
    #expect(code(move) == nil)
  }

  @Test func cubicPacedPassesThroughTheValuesAtPacedTimes() {
    let move = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, 40]))
    move.calculationMode = .cubicPaced
    #expect(x(move, at: 0.25) == 10)
    #expect(x(move, at: 1) == 40)
    let between = x(move, at: 0.6)
    #expect(between > 10 && between < 40)
    #expect(abs(between - 24) > 1e-6)  // curved, not linear
  }

  @Test func cubicWorksForPoints() {
    let move = timed(
      KeyframeAnimation(
        keyPath: \.position,
        values: [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 30, y: 30), Point(x: 60, y: 60)]))
    move.calculationMode = .cubic
    let mid = move.evaluated(at: 0.5, on: LayerProperties()).position
    #expect(abs(mid.x - 18.75) < 1e-9 && abs(mid.y - 18.75) < 1e-9)
  }

  // MARK: Paths

  @Test func diagonalPathWithAutoRotation() {
    var diagonal = Path()
    diagonal.move(to: .zero)
    diagonal.addLine(to: Point(x: 100, y: 100))
    let fly = timed(KeyframeAnimation(keyPath: \.position, path: diagonal))
    fly.rotationMode = .auto
    var model = LayerProperties()
    model.transform = Transform(scaleX: 2, y: 2)
    let result = fly.evaluated(at: 0.5, on: model)
    #expect(abs(result.position.x - 50) < 1e-9 && abs(result.position.y - 50) < 1e-9)
    #expect(abs(result.transform.rotation - .pi / 4) < 1e-12)
    #expect(abs(result.transform.scale - 2) < 1e-12)
    fly.rotationMode = .autoReverse
    let reversed = fly.evaluated(at: 0.5, on: model).transform.rotation
    #expect(abs(reversed + 3 * .pi / 4) < 1e-12)
    fly.rotationMode = .none
    #expect(fly.evaluated(at: 0.5, on: model).transform == model.transform)
  }

  @Test func pathIsPacedByLength() {
    var corner = Path()
    corner.move(to: .zero)
    corner.addLine(to: Point(x: 100, y: 0))
    corner.addLine(to: Point(x: 100, y: 300))
    let fly = timed(KeyframeAnimation(keyPath: \.position, path: corner))
    fly.rotationMode = .auto
    let early = fly.evaluated(at: 0.125, on: LayerProperties())
    #expect(early.position == Point(x: 50, y: 0))
    #expect(abs(early.transform.rotation) < 1e-12)
    let late = fly.evaluated(at: 0.5, on: LayerProperties())
    #expect(late.position == Point(x: 100, y: 100))
    #expect(abs(late.transform.rotation - .pi / 2) < 1e-12)
    #expect(fly.evaluated(at: 1, on: LayerProperties()).position == Point(x: 100, y: 300))
  }

  @Test func curvedPathStartsAndEndsAtItsEnds() {
    var arc = Path()
    arc.move(to: Point(x: 20, y: 200))
    arc.addQuadCurve(to: Point(x: 300, y: 200), control: Point(x: 160, y: 0))
    let fly = timed(KeyframeAnimation(keyPath: \.position, path: arc))
    #expect(fly.evaluated(at: 0, on: LayerProperties()).position == Point(x: 20, y: 200))
    #expect(fly.evaluated(at: 1, on: LayerProperties()).position == Point(x: 300, y: 200))
    let top = fly.evaluated(at: 0.5, on: LayerProperties()).position
    #expect(abs(top.x - 160) < 0.5 && abs(top.y - 100) < 0.5)
  }

  @Test func subpathsAreJoinedByJumps() {
    var twoLines = Path()
    twoLines.move(to: .zero)
    twoLines.addLine(to: Point(x: 10, y: 0))
    twoLines.move(to: Point(x: 0, y: 50))
    twoLines.addLine(to: Point(x: 30, y: 50))
    let fly = timed(KeyframeAnimation(keyPath: \.position, path: twoLines))
    #expect(fly.evaluated(at: 0.2, on: LayerProperties()).position == Point(x: 8, y: 0))
    #expect(fly.evaluated(at: 0.5, on: LayerProperties()).position == Point(x: 10, y: 50))
  }

  @Test func aPathOfOnePointHolds() {
    var dot = Path()
    dot.move(to: Point(x: 3, y: 4))
    let stay = timed(KeyframeAnimation(keyPath: \.position, path: dot))
    stay.rotationMode = .auto
    #expect(code(stay) == nil)
    let result = stay.evaluated(at: 0.5, on: LayerProperties())
    #expect(result.position == Point(x: 3, y: 4))
    #expect(result.transform == .identity)
  }

  @Test func pointValuesCanRotateToo() {
    let fly = timed(
      KeyframeAnimation(keyPath: \.position, values: [Point.zero, Point(x: 100, y: 100)]))
    fly.rotationMode = .auto
    for time in [0, 0.5, 1] {
      let rotation = fly.evaluated(at: time, on: LayerProperties()).transform.rotation
      #expect(abs(rotation - .pi / 4) < 1e-9)
    }
  }

  // MARK: Additive and cumulative

  @Test func additiveShake() {
    let shake = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 10, -10, 0]))
    shake.isAdditive = true
    #expect(x(shake, at: 1.0 / 3, model: 100) == 110)
    #expect(x(shake, at: 0.5, model: 100) == 100)
  }

  @Test func cumulativeKeyframesContinue() {
    let climb = timed(KeyframeAnimation(keyPath: \.position.x, values: [0, 5, 10]))
    climb.repeatCount = 2
    climb.isCumulative = true
    #expect(x(climb, at: 1.5) == 15)
    #expect(x(climb, at: 2) == 20)
  }

  @Test func cumulativePathContinuesFromItsEnd() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: Point(x: 10, y: 0))
    let climb = timed(KeyframeAnimation(keyPath: \.position, path: line))
    climb.repeatCount = 2
    climb.isCumulative = true
    #expect(climb.evaluated(at: 1.5, on: LayerProperties()).position == Point(x: 15, y: 0))
  }

  // MARK: Validation

  // MARK: Copying

  @Test func copyKeepsEveryProperty() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: Point(x: 1, y: 1))
    let original = KeyframeAnimation(keyPath: \.position, values: [.zero, Point(x: 1, y: 2)])
    original.keyTimes = [0, 1]
    original.timingFunctions = [.easeOut]
    original.calculationMode = .cubic
    original.tensionValues = [0.5, 0.5]
    original.continuityValues = [0.1, 0.1]
    original.biasValues = [-0.2, -0.2]
    original.path = line
    original.rotationMode = .autoReverse
    let copy = original.copy()
    #expect(copy !== original)
    #expect(copy.values == original.values && copy.keyTimes == [0, 1])
    #expect(copy.timingFunctions == [.easeOut] && copy.calculationMode == .cubic)
    #expect(copy.tensionValues == [0.5, 0.5] && copy.continuityValues == [0.1, 0.1])
    #expect(copy.biasValues == [-0.2, -0.2] && copy.path == line)
    #expect(copy.rotationMode == .autoReverse)
    original.values = []
    #expect(copy.values.count == 2)
  }

  @Test func modeNames() {
    #expect(AnimationCalculationMode.cubicPaced.description == "cubicPaced")
    #expect(AnimationRotationMode.autoReverse.description == "autoReverse")
  }
}
