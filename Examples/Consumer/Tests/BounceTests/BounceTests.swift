import Testing
import ZoetropeTesting

@testable import Bounce

/// The app tested as Zoetrope tests its own examples: run headless on a
/// manual clock, tap by title, read the view controller, compare a frame
/// with a golden image.
@MainActor
@Suite struct BounceTests {
  @Test func theBallComesFromTheBundleAtTheDisplaysScale() throws {
    for scale in [1.0, 2.0] {
      let host = HeadlessHost(app: BounceApp(), scale: scale)
      let image = try #require(host.root(BounceViewController.self).ball.image)
      #expect(image.scale == scale)
      #expect(image.size == Size(width: 40, height: 40))
    }
  }

  @Test func dropLandsTheBallOnTheFloor() throws {
    let host = HeadlessHost(app: BounceApp(), scale: 2)
    let bounce = host.root(BounceViewController.self)
    try host.run(script: "0.5 tap \"Drop\"")
    host.advance(to: 0.6)
    #expect(bounce.isDown)
    // The model value is the target at once; the ball on screen is on its way.
    #expect(bounce.ball.center == BounceViewController.floor)
    let moving = bounce.ball.layer.presentation().position
    #expect(moving.y > BounceViewController.top.y && moving.y < BounceViewController.floor.y)

    host.advance(to: 2)
    #expect(bounce.ball.layer.presentation().position == BounceViewController.floor)
    // The ball's orange, not the background, is under the floor point.
    let color = host.screenshot().color(at: BounceViewController.floor)
    #expect(color.red > 0.8 && color.blue < 0.3)
    assertScreenshot(of: host, named: "landed")
  }
}
