import Testing
import ZoetropeCompatibility
import ZoetropeGraphics
import ZoetropeTesting

// MengTo's Spring (Spring/, MIT), ported by changing its imports and the
// lines Spring/README.md lists, drives a layer here; each preset's
// presentation is sampled and compared with Core Animation's semantics,
// computed in the test from the preset's numbers.

extension Compatibility {
  @Suite @MainActor struct SpringPresetTests {
    /// Core Animation's default curve, which Spring's `getTimingFunction`
    /// returns for no curve.
    static let defaultCurve = ((0.25, 0.1), (0.25, 1.0))

    /// A 100-point Spring view on a stage, half a second in.
    func springView() -> (SpringView, Stage) {
      let view = SpringView(frame: Rect(x: 100, y: 100, width: 100, height: 100))
      let stage = Stage(view)
      stage.advance(to: 0.5)
      return (view, stage)
    }

    @Test func fadeOutInFadesWithTheDefaultCurveAndBack() {
      let (view, stage) = springView()
      view.animation = "fadeOutIn"
      view.animate()
      let begin = stage.now
      // duration 0.7 each way (autoreverses), Core Animation's default curve
      for tau in stride(from: 0.05, through: 1.35, by: 0.1) {
        stage.advance(to: begin + tau)
        let directed = tau < 0.7 ? tau / 0.7 : (1.4 - tau) / 0.7
        let (p1, p2) = Self.defaultCurve
        let expected = 1 - bezier(directed, p1, p2)
        #expect(abs(view.layer.presentation().opacity - expected) < 1e-6, "at \(tau) s")
      }
      stage.advance(to: begin + 1.5)
      #expect(view.layer.animation(forKey: "fade") == nil)
      #expect(view.layer.presentation().opacity == 1)
    }

    @Test func flashBlinksTwiceLinearly() {
      let (view, stage) = springView()
      view.animation = "flash"
      view.animate()
      let begin = stage.now
      // repeatCount 1 × 2.0 cycles of 0.7 s out and 0.7 s back, linear
      for tau in stride(from: 0.05, through: 2.75, by: 0.1) {
        stage.advance(to: begin + tau)
        let cycle = tau.truncatingRemainder(dividingBy: 1.4)
        let directed = cycle < 0.7 ? cycle / 0.7 : (1.4 - cycle) / 0.7
        #expect(abs(view.layer.presentation().opacity - (1 - directed)) < 1e-9, "at \(tau) s")
      }
      stage.advance(to: begin + 2.9)
      #expect(view.layer.animationKeys().isEmpty)
    }

    @Test(arguments: ["flipX", "flipY"])
    func flipsTurnHalfARoundTheirAxis(preset: String) throws {
      let (view, stage) = springView()
      view.animation = preset
      view.animate()
      let begin = stage.now
      // NSValue-boxed CATransform3Ds from the identity to a perspective and
      // a half turn about y (flipX) or x (flipY): the turn is interpolated
      // by decomposition, so its cosine is cos(progress × π).
      for tau in stride(from: 0.05, through: 0.65, by: 0.1) {
        stage.advance(to: begin + tau)
        let (p1, p2) = Self.defaultCurve
        let angle = bezier(tau / 0.7, p1, p2) * .pi
        let shown = view.layer.presentation().transform3D
        let cosine = preset == "flipX" ? shown.m11 : shown.m22
        #expect(abs(cosine - cos(angle)) < 1e-6, "at \(tau) s")
      }
      stage.advance(to: begin + 0.8)
      #expect(view.layer.animation(forKey: "3d") == nil)
    }

    @Test(arguments: [("slideLeft", 300.0, 0.0), ("slideDown", 0, -300), ("fadeInUp", 0, 300)])
    func springPresetsMoveInFromTheirOffset(preset: String, x: Double, y: Double) {
      let (view, stage) = springView()
      var finished = false
      view.animation = preset
      view.animateNext { finished = true }
      stage.advance(to: stage.now + 1.0 / 60)
      // UIView.animate with a spring (damping 0.7, velocity 0.7) from the
      // preset's offset back to the identity
      let start = view.layer.presentation().transform
      #expect(abs(start.tx - x) <= abs(x) * 0.25 && abs(start.ty - y) <= abs(y) * 0.25)
      #expect(start.tx * x >= 0 && start.ty * y >= 0)
      stage.advance(to: stage.now + 3)
      let end = view.layer.presentation()!
      #expect(end.transform == .identity)
      #expect(end.opacity == 1)
      #expect(finished)
      #expect(view.animation.isEmpty)  // resetAll() ran in the completion
    }

    @Test func springEaseInMovesAlongTheEaseInCurve() {
      let (view, stage) = springView()
      // Spring's SpringAnimation (the ported class, not ZoetropeLayers')
      SpringAnimation.springEaseIn(duration: 1) {
        view.center = Point(x: 250, y: 150)
      }
      let begin = stage.now  // the block starts at the time it is called
      for tau in stride(from: 0.1, through: 0.9, by: 0.2) {
        stage.advance(to: begin + tau)
        let expected = 150 + 100 * bezier(tau, (0.42, 0), (1, 1))
        #expect(abs(view.layer.presentation().position.x - expected) < 1e-6, "at \(tau) s")
      }
    }

    @Test func autostartFadesInAtTheFirstLayout() {
      let view = SpringView(frame: Rect(x: 100, y: 100, width: 100, height: 100))
      view.autostart = true
      view.animation = "fadeIn"
      let stage = Stage(view)
      stage.advance(to: 0.1)
      #expect(view.layer.presentation().opacity < 0.9)
      stage.advance(to: 3)
      #expect(view.layer.presentation().opacity == 1)
    }

    @Test(arguments: ["shake", "pop", "morph", "squeeze", "wobble", "swing"])
    func keyframePresetsWithSixKeyTimesForFiveValues(preset: String) {
      let (view, stage) = springView()
      view.animation = preset
      // Spring gives these keyframe animations 6 key times for 5 values,
      // which Core Animation accepts (ignoring the key times): attached,
      // they move the layer.
      _ = withWarningsCaptured { view.animate() }
      #expect(view.layer.animationKeys().count >= 1)
      stage.advance(to: 0.7)
      let presentation = view.layer.presentation()!
      #expect(
        presentation.position != view.layer.position
          || presentation.transform != view.layer.transform, "\(preset) moves the layer")
    }
  }
}
