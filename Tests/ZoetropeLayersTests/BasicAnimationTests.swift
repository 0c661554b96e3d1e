import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

@MainActor
@Suite("BasicAnimation")
struct BasicAnimationTests {
  /// Model values with `position.x` and `opacity` set.
  private func model(x: Double = 100, opacity: Double = 0.4) -> LayerProperties {
    var properties = LayerProperties()
    properties.position = Point(x: x, y: 7)
    properties.opacity = opacity
    return properties
  }

  private func timed<A: Animation>(_ animation: A, duration: Double = 1) -> A {
    animation.duration = duration
    animation.fillMode = .both
    return animation
  }

  // MARK: From, to and by

  @Test func fromAndTo() {
    let fade = timed(BasicAnimation(keyPath: \.opacity, from: 1, to: 0))
    #expect(fade.evaluated(at: 0, on: model()).opacity == 1)
    #expect(fade.evaluated(at: 0.25, on: model()).opacity == 0.75)
    #expect(fade.evaluated(at: 1, on: model()).opacity == 0)
  }

  @Test func fromAndByEndsAtTheSum() {
    let move = timed(BasicAnimation(keyPath: \.position.x, from: 10, by: 20))
    #expect(move.evaluated(at: 0.5, on: model()).position.x == 20)
    #expect(move.evaluated(at: 1, on: model()).position.x == 30)
  }

  @Test func byAndToStartsAtTheDifference() {
    let move = timed(BasicAnimation(keyPath: \.position.x, to: 100, by: 40))
    #expect(move.evaluated(at: 0, on: model()).position.x == 60)
    #expect(move.evaluated(at: 0.5, on: model()).position.x == 80)
  }

  @Test func fromOnlyEndsAtTheValueUnderneath() {
    let fade = timed(BasicAnimation(keyPath: \.opacity, from: 0))
    #expect(fade.evaluated(at: 0.5, on: model(opacity: 0.4)).opacity == 0.2)
    #expect(fade.evaluated(at: 1, on: model(opacity: 0.4)).opacity == 0.4)
  }

  @Test func toOnlyStartsAtTheValueUnderneath() {
    let move = timed(BasicAnimation(keyPath: \.position.x, to: 200))
    #expect(move.evaluated(at: 0.25, on: model(x: 100)).position.x == 125)
  }

  @Test func byOnlyAddsToTheValueUnderneath() {
    let move = timed(BasicAnimation(keyPath: \.position.x, by: 50))
    #expect(move.evaluated(at: 0, on: model(x: 100)).position.x == 100)
    #expect(move.evaluated(at: 0.5, on: model(x: 100)).position.x == 125)
    #expect(move.evaluated(at: 1, on: model(x: 100)).position.x == 150)
  }

  @Test func theValueUnderneathIsThePropertiesNotTheModel() {
    // An earlier animation moved x to 300; the model still says 100.
    let move = timed(BasicAnimation(keyPath: \.position.x, to: 400))
    let result = move.evaluated(at: 0.5, on: model(x: 300), model: model(x: 100))
    #expect(result.position.x == 350)
  }

  @Test func allThreeIgnoresBy() {
    let move = timed(BasicAnimation(keyPath: \.position.x, from: 0, to: 10, by: 1000))
    #expect(move.evaluated(at: 0.5, on: model()).position.x == 5)
  }

  @Test func noValuesAnimatesFromThePreparedValueToTheValueUnderneath() {
    let move = timed(BasicAnimation<Double>(keyPath: \.position.x))
    move.prepare(previous: model(x: 40))
    #expect(move.evaluated(at: 0, on: model(x: 100)).position.x == 40)
    #expect(move.evaluated(at: 0.5, on: model(x: 100)).position.x == 70)
    #expect(move.evaluated(at: 1, on: model(x: 100)).position.x == 100)
  }

  @Test func noValuesUnpreparedStartsFromTheModel() {
    let move = timed(BasicAnimation<Double>(keyPath: \.position.x))
    let result = move.evaluated(at: 0.5, on: model(x: 60), model: model(x: 100))
    #expect(result.position.x == 80)
  }

  @Test func onlyTheAnimatedPropertyChanges() {
    let move = timed(BasicAnimation(keyPath: \.position.x, from: 0, to: 10))
    let result = move.evaluated(at: 0.5, on: model())
    var expected = model()
    expected.position.x = 5
    #expect(result == expected)
  }

  @Test func timingFunctionEasesTheProgress() {
    let move = timed(BasicAnimation(keyPath: \.position.x, from: 0, to: 100))
    move.timingFunction = .easeIn
    let eased = TimingFunction.easeIn.value(at: 0.5)
    #expect(eased < 0.5)
    let x = move.evaluated(at: 0.5, on: model()).position.x
    #expect(abs(x - 100 * eased) < 1e-9)
  }

  @Test func outsideTheActiveIntervalNothingChanges() {
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 10)
    move.duration = 1
    move.beginTime = 2
    #expect(move.evaluated(at: 1, on: model(x: 100)).position.x == 100)
    #expect(move.evaluated(at: 3.5, on: model(x: 100)).position.x == 100)
  }

  // MARK: Discrete values

  @Test func boolSwitchesAtHalfway() {
    let show = timed(BasicAnimation(keyPath: \.isHidden, from: true, to: false))
    #expect(show.evaluated(at: 0.49, on: model()).isHidden == true)
    #expect(show.evaluated(at: 0.5, on: model()).isHidden == false)
    #expect(show.evaluated(at: 0.9, on: model()).isHidden == false)
  }

  @Test func contentsAndGravitySwitchAtHalfway() throws {
    let red = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .red)
    let swap = timed(BasicAnimation<Image?>(keyPath: \.contents, to: red))
    #expect(swap.evaluated(at: 0.4, on: model()).contents == nil)
    #expect(swap.evaluated(at: 0.6, on: model()).contents == red)
    let gravity = timed(BasicAnimation(keyPath: \.contentsGravity, from: .center, to: .top))
    #expect(gravity.evaluated(at: 0.2, on: model()).contentsGravity == .center)
    #expect(gravity.evaluated(at: 0.7, on: model()).contentsGravity == .top)
  }

  // MARK: Transform components

  @Test func rotationByAFullTurnTurnsThroughEveryAngle() {
    var scaled = model()
    scaled.transform = Transform(scaleX: 2, y: 2)
    let spin = timed(BasicAnimation(keyPath: \.transform.rotation, by: 2 * .pi))
    let quarter = spin.evaluated(at: 0.25, on: scaled).transform
    #expect(abs(quarter.rotation - .pi / 2) < 1e-12)
    #expect(abs(quarter.scale - 2) < 1e-12)
    let half = spin.evaluated(at: 0.5, on: scaled).transform
    #expect(abs(half.rotation - .pi) < 1e-12)
    let threeQuarters = spin.evaluated(at: 0.75, on: scaled).transform
    #expect(abs(threeQuarters.rotation + .pi / 2) < 1e-12)
    let end = spin.evaluated(at: 1, on: scaled).transform
    #expect(abs(end.a - 2) < 1e-12 && abs(end.b) < 1e-12)
  }

  // MARK: Additive and cumulative

  @Test func additiveAnimationsSum() {
    let first = timed(BasicAnimation(keyPath: \.position.x, from: 0, to: 10))
    first.isAdditive = true
    let second = timed(BasicAnimation(keyPath: \.position.x, from: 0, to: 20))
    second.isAdditive = true
    let once = first.evaluated(at: 0.5, on: model(x: 100))
    #expect(once.position.x == 105)
    #expect(second.evaluated(at: 0.5, on: once).position.x == 115)
  }

  @Test func additiveMissingEndpointsAreZero() {
    let nudge = timed(BasicAnimation(keyPath: \.position.x, to: 10))
    nudge.isAdditive = true
    #expect(nudge.evaluated(at: 0, on: model(x: 100)).position.x == 100)
    #expect(nudge.evaluated(at: 0.5, on: model(x: 100)).position.x == 105)
    let by = timed(BasicAnimation(keyPath: \.position, by: Point(x: 4, y: 2)))
    by.isAdditive = true
    #expect(by.evaluated(at: 0.5, on: model(x: 100)).position == Point(x: 102, y: 8))
    let none = timed(BasicAnimation<Double>(keyPath: \.position.x))
    none.isAdditive = true
    #expect(none.evaluated(at: 0.5, on: model(x: 100)).position.x == 100)
  }

  @Test func cumulativeRepeatsContinue() {
    let climb = timed(BasicAnimation(keyPath: \.position.x, from: 0, to: 10))
    climb.repeatCount = 3
    #expect(climb.evaluated(at: 0.5, on: model()).position.x == 5)
    climb.isCumulative = true
    #expect(climb.evaluated(at: 0.5, on: model()).position.x == 5)
    #expect(climb.evaluated(at: 1.5, on: model()).position.x == 15)
    #expect(climb.evaluated(at: 2.5, on: model()).position.x == 25)
    #expect(climb.evaluated(at: 3, on: model()).position.x == 30)
    #expect(climb.evaluated(at: 10, on: model()).position.x == 30)
  }

  @Test func cumulativeCountsAnAutoreversingCycleAsOneRepeat() {
    let climb = timed(BasicAnimation(keyPath: \.position.x, from: 0, to: 10))
    climb.repeatCount = 2
    climb.autoreverses = true
    climb.isCumulative = true
    #expect(climb.evaluated(at: 0.5, on: model()).position.x == 5)
    #expect(climb.evaluated(at: 1.5, on: model()).position.x == 5)
    #expect(climb.evaluated(at: 2.5, on: model()).position.x == 15)
    #expect(climb.evaluated(at: 3.75, on: model()).position.x == 12.5)
  }

  @Test func cumulativeAndAdditiveCombine() {
    let climb = timed(BasicAnimation(keyPath: \.position.x, from: 0, to: 10))
    climb.repeatCount = 2
    climb.isCumulative = true
    climb.isAdditive = true
    #expect(climb.evaluated(at: 1.5, on: model(x: 100)).position.x == 115)
  }

  // MARK: Validation

  @Test func validAnimationsPass() throws {
    try BasicAnimation(keyPath: \.opacity, from: 0, to: 1).validate()
    try BasicAnimation(keyPath: \.isHidden, to: true).validate()
    try BasicAnimation<Double>(keyPath: \.position.x).validate()
  }

  @Test(
    arguments: [
      (Double.nan, 1.0, nil), (0, .infinity, nil), (0, nil, -.infinity), (nil, nil, .nan),
    ] as [(Double?, Double?, Double?)])
  func nonFiniteNumbersAreRejected(from: Double?, to: Double?, by: Double?) {
    let animation = BasicAnimation(keyPath: \.opacity, from: from, to: to, by: by)
    #expect(throws: AnimationError.self) { try animation.validate() }
    #expect(code(animation) == .nonFiniteValue)
    // Applying it anyway does not trap.
    _ = animation.evaluated(at: 0.1, on: model())
  }

  @Test func nonFiniteGeometryIsRejected() {
    let point = BasicAnimation(keyPath: \.position, to: Point(x: .nan, y: 0))
    #expect(code(point) == .nonFiniteValue)
    let rect = BasicAnimation(keyPath: \.bounds, from: .null)
    #expect(code(rect) == .nonFiniteValue)
    let color = BasicAnimation(
      keyPath: \.backgroundColor, by: Color(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(code(color) == nil)
    var bad = Transform.identity
    bad.tx = .infinity
    #expect(code(BasicAnimation(keyPath: \.transform, to: bad)) == .nonFiniteValue)
  }

  @Test func arithmeticOnDiscreteValuesIsRejected() {
    #expect(code(BasicAnimation(keyPath: \.isHidden, by: true)) == .typeMismatch)
    let additive = BasicAnimation(keyPath: \.isHidden, to: true)
    additive.isAdditive = true
    #expect(code(additive) == .typeMismatch)
    let cumulative = BasicAnimation<Image?>(keyPath: \.contents)
    cumulative.isCumulative = true
    #expect(code(cumulative) == .typeMismatch)
  }

  // MARK: Copying

  @Test func copyIsIndependentAndKeepsItsClass() {
    let original = BasicAnimation(keyPath: \.position.x, from: 1, to: 2, by: 3)
    original.isAdditive = true
    original.isCumulative = true
    original.duration = 4
    original.prepare(previous: model(x: 9))
    let copy = original.copy()
    #expect(copy !== original)
    #expect(type(of: copy) == BasicAnimation<Double>.self)
    #expect(copy.fromValue == 1 && copy.toValue == 2 && copy.byValue == 3)
    #expect(copy.isAdditive && copy.isCumulative && copy.duration == 4)
    #expect(copy.previousValue == 9)
    #expect(copy.keyPath == \LayerProperties.position.x)
    original.toValue = 50
    #expect(copy.toValue == 2)
  }

  @Test func copyThroughTheBaseClassKeepsTheSubclass() {
    let animation: Animation = BasicAnimation(keyPath: \.opacity, to: 0.5)
    let copy = animation.copy()
    #expect((copy as? BasicAnimation<Double>)?.toValue == 0.5)
  }

  private func code(_ animation: Animation) -> AnimationError.Code? {
    do {
      try animation.validate()
      return nil
    } catch {
      return error.code
    }
  }
}
