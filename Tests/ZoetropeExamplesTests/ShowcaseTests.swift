import Testing
import Zoetrope

@testable import BouncingBall
@testable import BoxAnimation
@testable import DiceRoller
@testable import Gallery
@testable import ImageHop
@testable import Interactive
@testable import LayoutList
@testable import LottiePlayer
@testable import Showcase

/// The Showcase, run headless: the bar switches between the eight apps,
/// each app gets its touches in its own coordinates and keeps its state.
@MainActor
@Suite struct ShowcaseTests {
  let host = HeadlessHost(app: ShowcaseApp())
  var showcase: ShowcaseViewController { host.root(ShowcaseViewController.self) }

  @Test func startsWithTheDiceRoller() {
    host.advance(by: 0)
    #expect(ShowcaseApp.size == Size(width: 320, height: 524))
    #expect(
      showcase.appPicker.buttons.map(\.accessibilityLabel) == [
        "DiceRoller", "ImageHop", "BoxAnimation", "BouncingBall", "Interactive", "Gallery",
        "LayoutList", "Lottie",
      ])
    #expect(showcase.appPicker.buttons[2].currentTitle == "Box\nAnimation")
    #expect(showcase.appPicker.buttons[5].currentTitle == "Gallery")
    #expect(showcase.selectedChild is DiceRollerViewController)
    #expect(showcase.children.count == 1)
  }

  @Test func theBarSwitchesAppsAndEachKeepsItsState() throws {
    host.tap("Roll", at: 0.5)
    host.tap("ImageHop", at: 1)
    host.tap("Hop!", at: 1.5)
    host.tap("DiceRoller", at: 2)
    host.advance(to: 2.1)
    let dice = try #require(showcase.children[0] as? DiceRollerViewController)
    let hop = try #require(showcase.children[1] as? ImageHopViewController)
    #expect(showcase.selectedChild === dice)
    #expect(dice.rollDiceImageView.isAnimating)  // still rolling
    #expect(hop.imageView.isAnimating)
    #expect(hop.view.superview == nil)
    host.tap("Stop", at: 2.5)
    host.advance(to: 2.6)
    #expect(dice.lastRoll != nil)
    #expect(host.scriptWarnings.isEmpty)
  }

  @Test func theBoxGetsTouchesInItsOwnCoordinates() throws {
    host.tap("BoxAnimation", at: 0.5)
    host.tap(.point(x: 220, y: 344), at: 1)
    host.advance(to: 3.1)
    let box = try #require(showcase.selectedChild as? BoxAnimationViewController)
    #expect(box.boxView.center == Point(x: 220, y: 300))
    #expect(box.stoppedAnimations.map(\.finished) == [true])
    #expect(isClose(host.screenshot().color(at: Point(x: 220, y: 344)), .blue))
  }

  @Test func theBallBouncesInsideTheContentArea() throws {
    host.tap("BouncingBall", at: 0.5)
    host.advance(to: 1.5)
    let ball = try #require(showcase.selectedChild as? BouncingBallViewController)
    #expect((100...101).contains(ball.tickCount))  // 100 Hz for a second
    #expect(ball.view.bounds.size == ShowcaseViewController.contentSize)
  }

  @Test func theInteractiveCardFlingsAwayBelowTheBar() throws {
    host.tap("Interactive", at: 0.5)
    host.fling("Card", velocity: Vector(dx: 2000, dy: 0), at: 1)
    host.advance(to: 3)
    let app = try #require(showcase.selectedChild as? InteractiveViewController)
    #expect(app.lastRelease?.thrown == true)
    #expect(app.cardsThrown == 1)
    #expect(host.scriptWarnings.isEmpty)
  }

  @Test func theGalleryOpensAndSwitchesScreensBelowTheBar() throws {
    host.tap("Gallery", at: 0.5)
    host.tap("Spinner", at: 1)
    host.advance(to: 1.1)
    let gallery = try #require(showcase.selectedChild as? GalleryViewController)
    #expect(gallery.screen is SpinnerScreen)
    #expect(gallery.view.bounds.size == ShowcaseViewController.contentSize)
    #expect(host.scriptWarnings.isEmpty)
  }

  @Test func theLayoutListTabScrollsAndExpandsRowsBelowTheBar() throws {
    host.tap("LayoutList", at: 0.5)
    host.advance(to: 0.6)
    let list = try #require(showcase.selectedChild as? LayoutListViewController)
    #expect(list.view.bounds.size == ShowcaseViewController.contentSize)
    #expect(list.scrollView.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    // A row tapped in window coordinates (below the 44-point bar) expands.
    host.tap("Earth", at: 1)
    host.advance(to: 1.5)
    #expect(list.rows[2].isExpanded && list.rows[2].frame.height == LayoutListRow.expandedHeight)
    host.run(try Script(parsing: "2 fling 160,400 velocity 0,-900"))
    host.advance(to: 2.5)
    #expect(list.scrollView.contentOffset.y > 50 && list.scrollView.isDecelerating)
    expectGolden(host, named: "layout-list")
    host.advance(to: 8)
    #expect(
      list.scrollView.contentOffset.y == 12 * LayoutListRow.collapsedHeight + 11 + 60 + 56 - 480)
    #expect(host.scriptWarnings.isEmpty)
  }

  @Test func goldenFirstFrameAndMidBox() {
    let host = HeadlessHost(app: ShowcaseApp())
    host.advance(by: 0)
    expectGolden(host, named: "first")
    host.tap("BoxAnimation", at: 0.2)
    host.tap(.point(x: 220, y: 344), at: 0.5)
    host.advance(to: 1.1)
    expectGolden(host, named: "mid-box")
  }
}

extension ShowcaseTests {
  @Test func theLottieTabPlaysAndItsSwitchFlingsBelowTheBar() throws {
    host.tap("Lottie", at: 0.5)
    host.advance(to: 1)
    let player = try #require(showcase.selectedChild as? LottiePlayerViewController)
    #expect(player.view.bounds.size == ShowcaseViewController.contentSize)
    #expect(player.spinner.isAnimationPlaying)
    // The switch's knob, in window coordinates below the 44-point bar.
    host.fling(.point(Point(x: 122, y: 449)), velocity: Vector(dx: 600, dy: 0), at: 1.2)
    host.advance(to: 2.5)
    #expect(player.toggle.isOn)
    #expect(player.toggle.view.currentProgress == 1)
    #expect(host.scriptWarnings.isEmpty)
  }
}
