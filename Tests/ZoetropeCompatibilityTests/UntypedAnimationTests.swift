import Testing
import ZoetropeCompatibility
import ZoetropeGraphics
import ZoetropeTesting

extension Compatibility {
  @Suite @MainActor struct UntypedAnimationTests {
    /// A layer on a stage whose position is (100, 100), a second in.
    func stagedLayer() -> (Layer, Stage) {
      let view = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
      let stage = Stage(view)
      stage.advance(to: 1)
      return (view.layer, stage)
    }

    @Test func valuesSetAfterCreationOfAnyNumericTypeAnimate() {
      let (layer, stage) = stagedLayer()
      let fade = CABasicAnimation()
      fade.keyPath = "opacity"
      fade.fromValue = 1  // an Int
      fade.toValue = Float(0)
      fade.duration = 1
      fade.beginTime = CACurrentMediaTime()
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      let warnings = withWarningsCaptured { layer.add(fade, forKey: "fade") }.warnings
      #expect(warnings.isEmpty)
      #expect(CACurrentMediaTime() == 1)
      stage.advance(to: 1.25)
      #expect(abs(layer.presentation().opacity - 0.75) < 1e-9)
      #expect(layer.animation(forKey: "fade") is CABasicAnimation)
    }

    @Test func aBoxedPointMovesThePosition() {
      let (layer, stage) = stagedLayer()
      let move = CABasicAnimation(keyPath: "position")
      move.toValue = NSValue(cgPoint: Point(x: 300, y: 100))
      move.duration = 2
      move.beginTime = CACurrentMediaTime()
      move.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)
      layer.add(move, forKey: "move")
      stage.advance(to: 2)
      let expected = 100 + 200 * bezier(0.5, (0.5, 0), (0.5, 1))
      #expect(abs(layer.presentation().position.x - expected) < 1e-6)
    }

    @Test func aKeyframeShakeIsAdditiveAndLinearBetweenKeyTimes() {
      let (layer, stage) = stagedLayer()
      let shake = CAKeyframeAnimation()
      shake.keyPath = "position.x"
      shake.values = [0, 30, -30, 30, 0]
      shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
      shake.duration = 1
      shake.isAdditive = true
      shake.repeatCount = Float(2)
      shake.beginTime = CACurrentMediaTime()
      layer.add(shake, forKey: "shake")
      let keyframes = [0.0, 30, -30, 30, 0]
      for tau in stride(from: 0.05, through: 1.95, by: 0.1) {
        stage.advance(to: 1 + tau)
        let cycle = tau.truncatingRemainder(dividingBy: 1) * 4
        let index = min(Int(cycle), 3)
        let fraction = cycle - Double(index)
        let offset = keyframes[index] + (keyframes[index + 1] - keyframes[index]) * fraction
        #expect(abs(layer.presentation().position.x - (100 + offset)) < 1e-9, "at \(tau) s")
      }
    }

    @Test func aValueOfTheWrongTypeIsAWarningNamingIt() {
      let (layer, _) = stagedLayer()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = Point(x: 1, y: 2)
      let warnings = withWarningsCaptured { layer.add(fade, forKey: "fade") }.warnings
      #expect(layer.animation(forKey: "fade") == nil)
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("toValue") == true)
      #expect(warnings.first?.contains("\"opacity\" takes Double values") == true)
    }

    @Test func aKeyframeValueOfTheWrongTypeIsNamedByItsIndex() {
      let (layer, _) = stagedLayer()
      let move = CAKeyframeAnimation(keyPath: "position")
      move.values = [Point.zero, Point(x: 10, y: 10), "far"]
      let warnings = withWarningsCaptured { layer.add(move, forKey: "move") }.warnings
      #expect(layer.animation(forKey: "move") == nil)
      #expect(warnings.first?.contains("values[2] far (String)") == true)
    }

    @Test func anUnknownKeyPathSuggestsTheNearestName() {
      let (layer, _) = stagedLayer()
      let fade = CABasicAnimation(keyPath: "opacty")
      fade.toValue = 0
      let warnings = withWarningsCaptured { layer.add(fade, forKey: "fade") }.warnings
      #expect(warnings.first?.contains("did you mean \"opacity\"?") == true)
      let none = CABasicAnimation()
      let missing = withWarningsCaptured { layer.add(none, forKey: "none") }.warnings
      #expect(missing.first?.contains("has no keyPath") == true)
    }

    @Test func anAffineTransformAnimatesTheTransformAndA3DOneTheTransform3D() {
      let (layer, stage) = stagedLayer()
      let turn = CABasicAnimation(keyPath: "transform")
      turn.toValue = CGAffineTransform(rotationAngle: .pi / 2)
      turn.duration = 1
      turn.timingFunction = .linear
      turn.beginTime = CACurrentMediaTime()
      layer.add(turn, forKey: "turn")
      let lift = CABasicAnimation(keyPath: "transform")
      lift.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(0, 0, 50))
      lift.duration = 1
      lift.timingFunction = .linear
      lift.beginTime = CACurrentMediaTime()
      layer.add(lift, forKey: "lift")
      stage.advance(to: 1.5)
      let shown = layer.presentation()!
      #expect(abs(shown.transform.decomposed().rotation - .pi / 4) < 1e-9)
      #expect(abs(shown.transform3D.m43 - 25) < 1e-9)
    }

    @Test func repeatCountAndSpeedAreFloats() {
      let animation = CABasicAnimation(keyPath: "opacity")
      let count: Float = 2.5
      animation.repeatCount = count * 2.0
      animation.speed = 0.5
      #expect(animation.repeatCount == 5)
      #expect(animation.mediaTiming.repeatCount == 5)
      #expect(animation.mediaTiming.speed == 0.5)
    }
  }
}

extension Compatibility.UntypedAnimationTests {
  @Test func aSpringFollowsTheClosedFormOfItsValues() {
    let (layer, stage) = stagedLayer()
    let drop = CASpringAnimation(keyPath: "position.y")
    drop.toValue = 300
    drop.damping = 10  // mass 1, stiffness 100: ζ = 0.5, ω₀ = 10
    drop.duration = drop.settlingDuration
    drop.beginTime = CACurrentMediaTime()
    layer.add(drop, forKey: "drop")
    let omega = 10.0
    let zeta = 0.5
    let damped = omega * (1 - zeta * zeta).squareRoot()
    for tau in stride(from: 0.05, through: 1, by: 0.1) {
      stage.advance(to: 1 + tau)
      let decay = exp(-zeta * omega * tau)
      let progress = 1 - decay * (cos(damped * tau) + zeta * omega / damped * sin(damped * tau))
      #expect(abs(layer.presentation().position.y - (100 + 200 * progress)) < 1e-6, "at \(tau) s")
    }
  }

  @Test func aSpringOfValuesThatSwitchIsAWarning() {
    let (layer, _) = stagedLayer()
    let hide = CASpringAnimation(keyPath: "hidden")
    hide.toValue = true
    let warnings = withWarningsCaptured { layer.add(hide, forKey: "hide") }.warnings
    #expect(layer.animation(forKey: "hide") == nil)
    #expect(warnings.first?.contains("Bool values, which cannot spring") == true)
  }
}

extension Compatibility.UntypedAnimationTests {
  @Test func aNonFiniteValueIsAWarningNamingTheClass() {
    let (layer, _) = stagedLayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = Double.nan
    let warnings = withWarningsCaptured { layer.add(fade, forKey: "fade") }.warnings
    #expect(layer.animation(forKey: "fade") == nil)
    #expect(warnings.first?.contains("CABasicAnimation: ") == true)
    #expect(warnings.first?.contains("not finite") == true)
  }
}
