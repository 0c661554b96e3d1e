import Foundation
import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

/// The randomized laws draw from the library's seeded generator, so they
/// are reproducible.
extension SeededRandomNumberGenerator {
  fileprivate mutating func number(_ range: ClosedRange<Double> = -100...100) -> Double {
    .random(in: range, using: &self)
  }
}

private func close(_ lhs: [Double], _ rhs: [Double], _ tolerance: Double = 1e-9) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
}

private func parts(_ point: Point) -> [Double] { [point.x, point.y] }
private func parts(_ size: Size) -> [Double] { [size.width, size.height] }
private func parts(_ vector: Vector) -> [Double] { [vector.dx, vector.dy] }
private func parts(_ rect: Rect) -> [Double] {
  [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
}
private func parts(_ color: Color) -> [Double] {
  let p = color.premultiplied
  return [p.red, p.green, p.blue, p.alpha]
}
private func parts(_ t: Transform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }

/// Checks the laws every conformance keeps for one pair of values.
///
/// `b` must be subtractable from `a` (invertible for transforms, a valid
/// difference for colors). Linear types also check the blend itself, at
/// progresses inside and outside 0...1.
private func checkLaws<T: Interpolatable & Equatable>(
  _ a: T, _ b: T, parts: (T) -> [Double], linear: Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(a.interpolated(to: b, progress: 0) == a, sourceLocation: sourceLocation)
  #expect(a.interpolated(to: b, progress: 1) == b, sourceLocation: sourceLocation)
  #expect(close(parts(a.adding(.zero)), parts(a)), sourceLocation: sourceLocation)
  #expect(close(parts(T.zero.adding(a)), parts(a)), sourceLocation: sourceLocation)
  #expect(close(parts(b.adding(a.subtracting(b))), parts(a)), sourceLocation: sourceLocation)
  #expect(close(parts(a.scaled(by: 1)), parts(a)), sourceLocation: sourceLocation)
  #expect(close(parts(a.scaled(by: 0)), parts(T.zero)), sourceLocation: sourceLocation)
  let distance = a.interpolationDistance(to: b)
  #expect(distance > 0, sourceLocation: sourceLocation)
  #expect(abs(distance - b.interpolationDistance(to: a)) <= 1e-9, sourceLocation: sourceLocation)
  #expect(a.interpolationDistance(to: a) <= 1e-12, sourceLocation: sourceLocation)
  guard linear else { return }
  for p in [-0.5, 0.25, 0.5, 0.75, 1.5] {
    let expected = zip(parts(a), parts(b)).map { $0 + ($1 - $0) * p }
    let blended = a.interpolated(to: b, progress: p)
    #expect(close(parts(blended), expected), "at \(p)", sourceLocation: sourceLocation)
    let viaAlgebra = a.adding(b.subtracting(a).scaled(by: p))
    #expect(close(parts(viaAlgebra), expected), "at \(p)", sourceLocation: sourceLocation)
  }
}

/// Checks that NaN and infinite progress and factors fall back with a warning.
private func checkBadNumbers<T: Interpolatable & Equatable>(
  _ a: T, _ b: T, sourceLocation: SourceLocation = #_sourceLocation
) {
  for bad in [Double.nan, .infinity, -.infinity] {
    let (value, warnings) = withWarningsCaptured { a.interpolated(to: b, progress: bad) }
    #expect(value == a && warnings.count == 1, sourceLocation: sourceLocation)
    let (scaled, scaleWarnings) = withWarningsCaptured { a.scaled(by: bad) }
    #expect(scaled == T.zero && scaleWarnings.count == 1, sourceLocation: sourceLocation)
  }
}

@Suite struct InterpolatableTests {
  @Test func doubleLawsAndValues() {
    var random = SeededRandomNumberGenerator(seed: 1)
    for _ in 0..<200 {
      let a = random.number()
      checkLaws(a, a + random.number(0.5...50), parts: { [$0] }, linear: true)
    }
    checkBadNumbers(2.0, 5.0)
    #expect(10.0.interpolated(to: 20, progress: 1.5) == 25)
    #expect(10.0.interpolated(to: 20, progress: -0.5) == 5)
    #expect(0.1.interpolated(to: 0.3, progress: 1) == 0.3)
    #expect((-3.0).interpolationDistance(to: 4) == 7)
    // Strideable's signed distance is untouched.
    #expect(5.0.distance(to: 2.0) == -3)
  }

  @Test func doubleInterpolationDoesNotOverflow() {
    let max = Double.greatestFiniteMagnitude
    #expect((-max).interpolated(to: max, progress: 0.5) == 0)
    #expect(Double.infinity.interpolated(to: .infinity, progress: 0.5) == .infinity)
  }

  @Test func geometryLaws() {
    var random = SeededRandomNumberGenerator(seed: 2)
    for _ in 0..<200 {
      let (x, y, w, h) = (random.number(), random.number(), random.number(), random.number())
      let step = random.number(1...10)
      checkLaws(Point(x: x, y: y), Point(x: x + step, y: y), parts: parts, linear: true)
      checkLaws(
        Size(width: w, height: h), Size(width: w, height: h - step), parts: parts, linear: true)
      checkLaws(Vector(dx: x, dy: y), Vector(dx: w, dy: h), parts: parts, linear: true)
      checkLaws(
        Rect(x: x, y: y, width: w, height: h), Rect(x: h, y: w, width: -y, height: x),
        parts: parts, linear: true)
    }
    checkBadNumbers(Point(x: 1, y: 2), Point(x: 3, y: 4))
    checkBadNumbers(Size(width: 1, height: 2), Size(width: 3, height: 4))
    checkBadNumbers(Vector(dx: 1, dy: 2), Vector(dx: 3, dy: 4))
    checkBadNumbers(Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 5, y: 6, width: 7, height: 8))
  }

  @Test func geometryValues() {
    let end = Point(x: 100, y: 50)
    #expect(Point.zero.interpolated(to: end, progress: 0.25) == Point(x: 25, y: 12.5))
    #expect(Point.zero.interpolated(to: end, progress: 1.5) == Point(x: 150, y: 75))
    #expect(Point.zero.interpolated(to: end, progress: -0.5) == Point(x: -50, y: -25))
    #expect(Point(x: 1, y: 1).interpolationDistance(to: Point(x: 4, y: 5)) == 5)
    #expect(Size(width: 10, height: 10).interpolationDistance(to: Size(width: 16, height: 2)) == 10)
    #expect(Vector(dx: 1, dy: 2).scaled(by: 3) == Vector(dx: 3, dy: 6))
    // Squares of these differences overflow; the distance does not.
    let far = Point(x: 3e200, y: 4e200).interpolationDistance(to: .zero)
    #expect(abs(far / 5e200 - 1) < 1e-12)
  }

  @Test func rectInterpolatesRawComponents() {
    let from = Rect(x: 0, y: 0, width: 10, height: 10)
    let mid = from.interpolated(to: Rect(x: 0, y: 0, width: -10, height: 30), progress: 0.5)
    #expect(mid.size == Size(width: 0, height: 20))
    let box = Rect(x: 10, y: 10, width: 100, height: 100)
    let moved = box.interpolated(to: Rect(x: 200, y: 300, width: 200, height: 200), progress: 0.5)
    #expect(parts(moved) == [105, 155, 150, 150])
    #expect(box.interpolationDistance(to: box.offsetBy(dx: 3, dy: 4)) == 5)
  }

  @Test func rectWithNullEndpointSwitchesAtHalfway() {
    let box = Rect(x: 10, y: 10, width: 100, height: 100)
    #expect(box.interpolated(to: .null, progress: 0.49) == box)
    #expect(box.interpolated(to: .null, progress: 0.5).isNull)
    #expect(Rect.null.interpolated(to: box, progress: 1.5) == box)
    #expect(Rect.null.interpolated(to: box, progress: -0.5).isNull)
    #expect(Rect.null.interpolationDistance(to: .null) == 0)
    #expect(box.interpolationDistance(to: .null) == .infinity)
    #expect(Rect.null.adding(box).isNull)
  }

  @Test func colorFadeToClearKeepsItsHue() {
    let mid = Color.red.interpolated(to: .clear, progress: 0.5)
    #expect(mid.red == 1 && mid.green == 0 && mid.blue == 0)
    #expect(mid.alpha == 0.5)
    let quarter = Color.clear.interpolated(to: .systemBlue, progress: 0.25)
    #expect(close([quarter.red, quarter.green, quarter.blue], [0, 122.0 / 255, 1]))
    #expect(quarter.alpha == 0.25)
  }

  @Test func colorBlendsPremultipliedComponents() {
    let purple = Color.red.interpolated(to: .blue, progress: 0.5)
    #expect(close(parts(purple), [0.5, 0, 0.5, 1]))
    let halfBlue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    let blend = Color.red.interpolated(to: halfBlue, progress: 0.5)
    #expect(close([blend.red, blend.green, blend.blue, blend.alpha], [2.0 / 3, 0, 1.0 / 3, 0.75]))
    var random = SeededRandomNumberGenerator(seed: 3)
    for _ in 0..<200 {
      let a = Color(
        red: random.number(0...1), green: random.number(0...1), blue: 0.5,
        alpha: random.number(0...1))
      let b = Color(
        red: 0.2, green: random.number(0...1), blue: random.number(0...1),
        alpha: random.number(0...1))
      for p in [0.1, 0.5, 0.9] {
        let expected = zip(parts(a), parts(b)).map { $0 + ($1 - $0) * p }
        #expect(close(parts(a.interpolated(to: b, progress: p)), expected))
      }
    }
  }

  @Test func colorResultsAreClampedSilently() {
    let (values, warnings) = withWarningsCaptured {
      [
        Color.black.interpolated(to: .white, progress: 1.5),
        Color.black.interpolated(to: .white, progress: -0.5),
        Color.red.interpolated(to: .clear, progress: 1.5),
        Color.white.adding(.white),
        Color.black.subtracting(.white),
        Color.gray.scaled(by: 3),
      ]
    }
    #expect(values == [.white, .black, .clear, .white, .clear, .white])
    #expect(warnings.isEmpty)
    let halfRed = Color.red.withAlphaComponent(0.5)
    #expect(halfRed.adding(halfRed) == .red)
  }

  @Test func colorLaws() {
    var random = SeededRandomNumberGenerator(seed: 4)
    for _ in 0..<300 {
      // b plus a valid premultiplied difference gives a, so a - b is valid.
      let (alphaB, alphaD) = (random.number(0.01...0.5), random.number(0.01...0.5))
      let b = Color.Premultiplied(
        red: random.number(0...alphaB), green: random.number(0...alphaB),
        blue: random.number(0...alphaB), alpha: alphaB)
      let a = Color.Premultiplied(
        red: b.red + random.number(0...alphaD), green: b.green + random.number(0...alphaD),
        blue: b.blue + random.number(0...alphaD), alpha: alphaB + alphaD)
      checkLaws(Color(a), Color(b), parts: parts, linear: false)
    }
    checkBadNumbers(Color.red, Color.blue)
    #expect(Color.zero == .clear)
    #expect(abs(Color.black.interpolationDistance(to: .white) - 3.0.squareRoot()) < 1e-12)
    #expect(abs(Color.red.interpolationDistance(to: .clear) - 2.0.squareRoot()) < 1e-12)
  }
}

/// The BoxAnimation tutorial's transform: twice as big and upside down.
private let tutorialBox = Transform(scaleX: 2, y: 2).concatenating(Transform(rotationAngle: .pi))

/// The unwrapped angles the x axis turns through along an interpolation.
private func sweep(from: Transform, to: Transform, steps: Int = 200) -> [Double] {
  var angles: [Double] = []
  for step in 0...steps {
    let t = from.interpolated(to: to, progress: Double(step) / Double(steps))
    var angle = atan2(t.b, t.a)
    while let last = angles.last, angle < last - .pi { angle += 2 * .pi }
    while let last = angles.last, angle > last + .pi { angle -= 2 * .pi }
    angles.append(angle)
  }
  return angles
}

private func randomInvertible(_ random: inout SeededRandomNumberGenerator) -> Transform {
  while true {
    let t = Transform(
      a: random.number(-3...3), b: random.number(-3...3), c: random.number(-3...3),
      d: random.number(-3...3), tx: random.number(), ty: random.number())
    if abs(t.determinant) > 0.2 { return t }
  }
}

@Suite struct TransformInterpolationTests {
  @Test func tutorialBoxTurnsInsteadOfShrinkingThroughZero() {
    let mid = Transform.identity.interpolated(to: tutorialBox, progress: 0.5).decomposed()
    #expect(abs(mid.rotation - .pi / 2) <= 1e-9)
    #expect(close(parts(mid.scale), [1.5, 1.5]))
    for step in 0...1000 {
      let t = Transform.identity.interpolated(to: tutorialBox, progress: Double(step) / 1000)
      #expect(t.determinant > 0.9, "at \(step)")
    }
  }

  @Test func halfTurnGoesPositivelyBothWays() {
    let there = sweep(from: .identity, to: tutorialBox)
    #expect(zip(there, there.dropFirst()).allSatisfy { $1 > $0 })
    #expect(abs(there[there.count - 1] - there[0] - .pi) < 1e-6)
    let back = sweep(from: tutorialBox, to: .identity)
    #expect(zip(back, back.dropFirst()).allSatisfy { $1 > $0 })
    #expect(abs(back[back.count - 1] - back[0] - .pi) < 1e-6)
    // Halfway back the box has turned on to 3π/2: the x axis points up.
    let midBack = Point(x: 1, y: 0).applying(tutorialBox.interpolated(to: .identity, progress: 0.5))
    #expect(close(parts(midBack), [0, -1.5]))
    let plainBack = sweep(from: Transform(rotationAngle: -.pi), to: .identity)
    #expect(plainBack[plainBack.count - 1] > plainBack[0])
  }

  @Test func rotationTakesTheShorterWayRound() {
    let from = Transform(rotationAngle: 3)
    let to = Transform(rotationAngle: -3)
    let mid = from.interpolated(to: to, progress: 0.5).decomposed()
    #expect(abs(abs(mid.rotation) - .pi) < 1e-9)
    let angles = sweep(from: from, to: to)
    #expect(abs(angles[angles.count - 1] - angles[0] - (2 * .pi - 6)) < 1e-6)
    let reverse = sweep(from: to, to: from)
    #expect(abs(reverse[reverse.count - 1] - reverse[0] + (2 * .pi - 6)) < 1e-6)
  }

  @Test func componentsBlendLinearlyAndExtrapolate() {
    let target = Transform(
      Transform.Decomposed(
        translation: Vector(dx: 100, dy: 50), rotation: .pi / 2, scale: Vector(dx: 2, dy: 3),
        skew: 0.5))
    let expectations: [(Double, [Double])] = [
      (0.25, [25, 12.5, .pi / 8, 1.25, 1.5, 0.125]),
      (1.5, [150, 75, 3 * .pi / 4, 2.5, 4, 0.75]),
      (-0.5, [-50, -25, -.pi / 4, 0.5, 0, -0.25]),
    ]
    for (progress, expected) in expectations {
      let d = Transform.identity.interpolated(to: target, progress: progress).decomposed()
      let actual = [d.translation.dx, d.translation.dy, d.rotation, d.scale.dx, d.scale.dy, d.skew]
      if progress == -0.5 {
        // A zero y scale cannot carry a skew; the rest must match.
        #expect(close(Array(actual.prefix(5)), Array(expected.prefix(5))), "at \(progress)")
      } else {
        #expect(close(actual, expected), "at \(progress)")
      }
    }
  }

  @Test func mirrorImageTurnsWhileItsYScalePassesThroughZero() {
    let mirror = Transform(scaleX: -1, y: 1)
    let mid = Transform.identity.interpolated(to: mirror, progress: 0.5).decomposed()
    #expect(abs(mid.rotation - .pi / 2) < 1e-9 && abs(mid.scale.dy) < 1e-9)
    #expect(Transform.identity.interpolated(to: mirror, progress: 1) == mirror)
  }

  @Test func laws() {
    var random = SeededRandomNumberGenerator(seed: 5)
    for _ in 0..<300 {
      checkLaws(randomInvertible(&random), randomInvertible(&random), parts: parts, linear: false)
    }
    checkBadNumbers(Transform(rotationAngle: 1), tutorialBox)
    #expect(Transform.zero == .identity)
  }

  @Test func addingAppliesTheAddedTransformFirst() {
    let model = Transform(translationX: 100, y: 0)
    let spin = Transform(rotationAngle: .pi / 2)
    #expect(model.adding(spin) == spin.concatenating(model))
    // The spin happens about the layer's own origin, then the model moves it.
    #expect(close(parts(Point(x: 1, y: 0).applying(model.adding(spin))), [100, 1]))
  }

  @Test func subtractingANonInvertibleTransformWarns() {
    let flat = Transform(scaleX: 0, y: 1)
    let (result, warnings) = withWarningsCaptured { tutorialBox.subtracting(flat) }
    #expect(result == tutorialBox && warnings.count == 1)
  }

  @Test func scaledMultipliesComponentsAndPowersScales() {
    let turned = Transform(rotationAngle: 0.3).scaled(by: 3).decomposed()
    #expect(abs(turned.rotation - 0.9) < 1e-9)
    let zoom = Transform(scaleX: 1.5, y: 2).scaled(by: 2).decomposed()
    #expect(close(parts(zoom.scale), [2.25, 4]))
    let undo = Transform(scaleX: 2, y: 4).scaled(by: -1).decomposed()
    #expect(close(parts(undo.scale), [0.5, 0.25]))
    let moved = Transform(translationX: 10, y: -4).scaled(by: 2.5)
    #expect(close(parts(moved), [1, 0, 0, 1, 25, -10]))
    #expect(tutorialBox.scaled(by: 1) == tutorialBox)
    #expect(tutorialBox.scaled(by: 0) == .identity)
    // A mirror image's negative y scale falls back to 1 + (s - 1) · factor.
    let halfMirror = Transform(scaleX: 1, y: -1).scaled(by: 0.5).decomposed()
    #expect(close(parts(halfMirror.scale), [1, 0]))
  }

  @Test func distanceUsesDecomposedComponents() {
    #expect(
      abs(Transform.identity.interpolationDistance(to: Transform(rotationAngle: .pi)) - .pi) < 1e-9)
    #expect(Transform.identity.interpolationDistance(to: Transform(translationX: 3, y: 4)) == 5)
    let shortWay = Transform(rotationAngle: 3).interpolationDistance(
      to: Transform(rotationAngle: -3))
    #expect(abs(shortWay - (2 * .pi - 6)) < 1e-9)
    #expect(tutorialBox.interpolationDistance(to: tutorialBox) == 0)
  }

  @Test func nonFiniteTransformsNeverCrash() {
    let broken = Transform(a: .nan, b: 0, c: 0, d: 1, tx: .infinity, ty: 0)
    let (result, warnings) = withWarningsCaptured {
      broken.interpolated(to: tutorialBox, progress: 0.5)
    }
    #expect(parts(result).allSatisfy { $0.isFinite })
    #expect(warnings.count == 1)
    let (distance, _) = withWarningsCaptured { broken.interpolationDistance(to: .identity) }
    #expect(distance == 0)
  }
}
