import Foundation
import Testing
import Zoetrope
import ZoetropeTesting

@testable import Gallery

/// The Gallery, run headless: each screen for a few frames, with one
/// thing per screen that would be wrong if its feature broke, and a
/// golden image of each.
@MainActor
@Suite(.isolatedLayerContext) struct GalleryTests {
  let host = HeadlessHost(app: GalleryApp())
  var gallery: GalleryViewController { host.root(GalleryViewController.self) }
  /// Where a point of a screen is in the window.
  func window(_ x: Double, _ y: Double) -> Point {
    Point(x: x, y: y + GalleryViewController.screenFrame.minY)
  }
  /// Shows a screen at time 0 and returns it.
  func show<Screen: View>(_ index: Int, as type: Screen.Type) throws -> Screen {
    host.advance(by: 0)
    gallery.showScreen(at: index)
    return try #require(gallery.screen as? Screen)
  }
  /// The mean of a colour's red, green and blue.
  func brightness(_ color: Color) -> Double { (color.red + color.green + color.blue) / 3 }

  @Test func theBarHasOneButtonPerScreen() {
    host.tap("Spinner", at: 0.5)
    host.advance(to: 0.6)
    #expect(gallery.screenPicker.buttons.count == 8)
    #expect(gallery.screenIndex == 6 && gallery.screen is SpinnerScreen)
    #expect(host.scriptWarnings.isEmpty)
  }

  @Test func theRingFillsClockwiseFromTwelve() throws {
    let screen = try show(0, as: RingScreen.self)
    host.advance(to: 0.5)  // a quarter of a 2 s fill
    #expect(isClose(screen.ring.presentation().strokeEnd, 0.25, tolerance: 0.02))
    let (c, r) = (RingScreen.center, RingScreen.radius)
    let shot = host.screenshot()
    // Drawn at 1:30 (45° past twelve), not yet at 6 o'clock.
    let halfPast = window(c.x + r * cos(-.pi / 4), c.y + r * sin(-.pi / 4))
    #expect(isClose(shot.color(at: halfPast), .systemBlue, tolerance: 0.05))
    #expect(isClose(shot.color(at: window(c.x, c.y + r)), Color(white: 0.9), tolerance: 0.05))
    host.advance(to: 2.5)  // it repeats
    #expect(isClose(screen.ring.presentation().strokeEnd, 0.25, tolerance: 0.02))
  }

  @Test func theCheckWaitsForTheDiscThenDrawsItself() throws {
    let screen = try show(1, as: CheckScreen.self)
    let c = CheckScreen.center
    let secondStroke = window(c.x + 14, c.y + 2)
    host.advance(to: 0.2)
    #expect(screen.check.presentation().strokeEnd == 0)
    host.advance(to: 0.4)
    #expect(isClose(host.screenshot().color(at: secondStroke), .systemGreen, tolerance: 0.05))
    host.advance(to: 1.0)
    #expect(isClose(host.screenshot().color(at: secondStroke), .white, tolerance: 0.05))
    host.tap("Again", at: 1.2)
    host.advance(to: 1.3)
    #expect(screen.check.presentation().strokeEnd == 0)
  }

  @Test func theGradientSwingsToTheSeaAndBack() throws {
    let screen = try show(2, as: GradientScreen.self)
    let corner = window(40, 40)
    host.advance(to: 0.01)
    let dusk = host.screenshot().color(at: corner)
    host.advance(to: GradientScreen.duration)
    let colors = screen.gradient.presentation().colors
    #expect(zip(colors, GradientScreen.sea).allSatisfy { isClose($0, $1, tolerance: 0.01) })
    let sea = host.screenshot().color(at: corner)
    #expect(dusk.blue > dusk.green + 0.2 && sea.green > dusk.green + 0.3, "\(dusk) \(sea)")
    host.advance(to: 2 * GradientScreen.duration)
    let back = screen.gradient.presentation().colors
    #expect(zip(back, GradientScreen.dusk).allSatisfy { isClose($0, $1, tolerance: 0.01) })
  }

  @Test func theCardLiftsOnATapAndItsShadowGrows() throws {
    let screen = try show(3, as: ShadowScreen.self)
    let below = window(160, 256)
    host.advance(to: 0.4)
    let resting = host.screenshot().color(at: below)
    host.tap("Card", at: 0.5)
    host.advance(to: 0.5 + ShadowScreen.duration / 2)
    let midway = screen.card.layer.presentation().shadowRadius
    #expect(midway > 4 && midway < 16)
    host.advance(to: 2)
    #expect(screen.isLifted && screen.card.layer.shadowRadius == 16)
    #expect(isClose(screen.card.layer.presentation().transform, Transform(scaleX: 1.06, y: 1.06)))
    let lifted = host.screenshot().color(at: below)
    #expect(brightness(lifted) < brightness(resting) - 0.04, "\(resting) \(lifted)")
  }

  @Test func theMaskGrowsToRevealTheGradient() throws {
    let screen = try show(4, as: MaskScreen.self)
    let center = window(20 + MaskScreen.center.x, 20 + MaskScreen.center.y)
    let corner = window(30, 30)
    host.advance(to: 0.02)
    var shot = host.screenshot()
    #expect(isClose(shot.color(at: corner), Color(white: 0.15), tolerance: 0.03))
    #expect(
      shot.color(at: center).red > 0.9 && shot.color(at: center).green > 0.8,
      "\(shot.color(at: center))")
    host.advance(to: MaskScreen.duration)
    shot = host.screenshot()
    #expect(shot.color(at: corner).red > 0.4, "\(shot.color(at: corner))")
    #expect(screen.picture.mask === screen.circle)
  }

  @Test func theCardFlipsEdgeOnThenShowsItsBack() throws {
    let screen = try show(5, as: FlipScreen.self)
    let nearLeftEdge = window(80, 175)
    host.advance(to: 0.4)
    #expect(isClose(host.screenshot().color(at: nearLeftEdge), .systemBlue, tolerance: 0.05))
    host.tap("Card", at: 0.5)
    // Just after the tap the picture of the front covers the card, in
    // place: it does not slide in from the screen's corner.
    host.advance(to: 0.55)
    #expect(isClose(host.screenshot().color(at: window(235, 175)), .systemBlue, tolerance: 0.05))
    #expect(
      isClose(host.screenshot().color(at: window(20, 60)), Color(white: 0.2), tolerance: 0.05))
    host.advance(to: 0.5 + FlipScreen.duration / 2)
    #expect(isClose(host.screenshot().color(at: nearLeftEdge), Color(white: 0.2), tolerance: 0.05))
    host.advance(to: 1.5)
    #expect(screen.flipsFinished == 1 && !screen.back.isHidden && screen.front.isHidden)
    #expect(isClose(host.screenshot().color(at: nearLeftEdge), .orange, tolerance: 0.05))
  }

  /// At 1.29 s the copy that restarted its fade last is copy 3, turned 90°:
  /// the darkest bar is at 3 o'clock, lighter at 12, faint at 9.
  @Test func theDarkestBarGoesRoundClockwise() throws {
    _ = try show(6, as: SpinnerScreen.self)
    host.advance(to: 1.29)
    let (c, shot) = (SpinnerScreen.center, host.screenshot())
    let three = shot.color(at: window(c.x + 42, c.y))
    let twelve = shot.color(at: window(c.x, c.y - 42))
    let nine = shot.color(at: window(c.x - 42, c.y))
    #expect(isDark(three), "\(three)")
    #expect(brightness(three) < brightness(twelve) - 0.1 && brightness(twelve) < brightness(nine))
  }

  @Test func confettiFallsInFiveColors() throws {
    let screen = try show(7, as: ConfettiScreen.self)
    #expect(screen.emitter.particles(atLocalTime: 1).count > 30)
    host.advance(to: 1.5)
    let shot = host.screenshot()
    var colored = 0
    for y in stride(from: 45.0, to: 420, by: 2) {
      for x in stride(from: 1.0, to: 320, by: 2) {
        let color = shot.color(at: Point(x: x, y: y))
        if max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue) > 0.3 {
          colored += 1
        }
      }
    }
    #expect(colored > 40, "\(colored) colored samples")
  }

  /// One golden image per screen, at a time when its feature shows.
  @Test(arguments: zip(0..<8, [0.75, 1.0, 1.5, 1.5, 0.9, 0.8, 1.29, 2.0]))
  func golden(screen: Int, time: Double) throws {
    host.advance(by: 0)
    gallery.showScreen(at: screen)
    if screen == 3 || screen == 5 { host.tap("Card", at: 0.5) }
    host.advance(to: time)
    expectGolden(host, named: GalleryViewController.screens[screen].title)
  }
}
