import Testing
import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeLayers
import ZoetropeUI

@testable import LottiePlayer
@testable import ZoetropeLottie

/// The LottiePlayer example run headless: the spinner plays, "Recolour"
/// recolours it through a value provider, the slider scrubs.
@MainActor
@Suite struct LottiePlayerTests {
  @Test func playsRecoloursAndScrubs() throws {
    let host = HeadlessHost(app: LottiePlayer())
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
    host.tap(.point(Point(x: 44 + 0.75 * 232, y: 415)))
    host.advance(by: 0.2)
    #expect(abs(controller.slider.value - 0.75) < 0.02)
    #expect(abs(controller.scrubbed.currentProgress - controller.slider.value) < 1e-6)
    let shot = host.screenshot()
    // The spinner's pink shows in the screenshot.
    var pink = 0
    for y in 30..<180 {
      for x in 60..<260 {
        let color = shot.color(atX: Int(Double(x) * shot.scale), y: Int(Double(y) * shot.scale))
        if color.red > 0.8 && color.green < 0.5 && color.blue > 0.2 { pink += 1 }
      }
    }
    #expect(pink > 200)
  }
}
