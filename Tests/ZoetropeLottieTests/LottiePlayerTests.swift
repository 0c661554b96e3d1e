import Testing
import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeLayers
import ZoetropeUI

@testable import LottiePlayer
@testable import ZoetropeLottie

/// The LottiePlayer example run headless: the spinner plays, "Recolour"
/// recolours it through a value provider, the slider scrubs, a pan drags
/// and flings the switch.
@MainActor
@Suite struct LottiePlayerTests {
  @Test func playsRecoloursAndScrubs() throws {
    let host = HeadlessHost(app: LottiePlayerApp())
    let controller = try #require(host.window.rootViewController as? LottiePlayerViewController)
    host.advance(by: 0.5)
    #expect(controller.spinner.isAnimationPlaying)
    #expect(controller.spinner.currentFrame > 5)
    host.tap(.label("Recolour"))
    host.advance(by: 0.2)
    #expect(controller.recolourCount == 1)
    func fills(_ layer: Layer) -> [ShapeLayer] {
      ((layer as? ShapeLayer).map { [$0] } ?? []) + layer.sublayers.flatMap(fills)
    }
    let spinnerFills = fills(controller.spinner.animationLayer).filter { $0.name == "fill" }
    #expect(!spinnerFills.isEmpty)
    #expect(spinnerFills.allSatisfy { $0.fillColor == .systemPink })
    #expect(controller.spinner.isAnimationPlaying)
    // The slider's track runs from x = 44 to 276 (the thumb's centre).
    host.tap(.point(Point(x: 44 + 0.75 * 232, y: 315)))
    host.advance(by: 0.2)
    #expect(abs(controller.slider.value - 0.75) < 0.02)
    #expect(abs(controller.scrubbed.currentProgress - controller.slider.value) < 1e-6)
    let shot = host.screenshot()
    // The spinner's pink shows in the screenshot.
    var pink = 0
    for y in 15..<135 {
      for x in 75..<245 {
        let color = shot.color(atX: Int(Double(x) * shot.scale), y: Int(Double(y) * shot.scale))
        if color.red > 0.8 && color.green < 0.5 && color.blue > 0.2 { pink += 1 }
      }
    }
    #expect(pink > 200)
  }

  @Test func aPanDragsTheSwitchAndAReleaseFlingsIt() throws {
    let host = HeadlessHost(app: LottiePlayerApp())
    let controller = try #require(host.window.rootViewController as? LottiePlayerViewController)
    let toggle = controller.toggle
    // The switch is 180 × 90 at (70, 360): the comp's scale is 1.5, the
    // knob travels 75 points, starting 52.5 from the view's left edge.
    #expect(toggle.travel == 75)
    // A slow drag a third of the way: the progress follows the finger
    // (the translation counts from where it went down).
    host.drag(.point(Point(x: 122, y: 405)), to: .target(.point(Point(x: 147, y: 405))), over: 1)
    host.advance(by: 0.9)
    #expect(abs(toggle.view.currentProgress - 0.9 * 25 / 75) < 0.02)
    host.advance(by: 0.6)
    // Let go slowly short of halfway: back to off.
    #expect(toggle.lastFling?.target == 0)
    host.advance(by: 1)
    #expect(toggle.view.currentProgress == 0)
    #expect(!toggle.isOn)
    // A fling to the right turns it on, faster than its own half second.
    host.fling(.point(Point(x: 122, y: 405)), velocity: Vector(dx: 600, dy: 0))
    host.advance(by: 0.2)
    #expect(toggle.lastFling?.target == 1)
    #expect((toggle.lastFling?.speed ?? 0) > 1)
    host.advance(by: 0.5)
    #expect(toggle.view.currentProgress == 1)
    #expect(toggle.isOn)
    // The knob is white at the right end, the track green under it.
    let shot = host.screenshot()
    let knob = shot.color(atX: Int(200 * shot.scale), y: Int(405 * shot.scale))
    let track = shot.color(atX: Int(100 * shot.scale), y: Int(405 * shot.scale))
    #expect(knob.red > 0.9 && knob.green > 0.9 && knob.blue > 0.9)
    #expect(track.green > 0.6 && track.red < 0.4)
    #expect(host.scriptWarnings.isEmpty)
  }
}
