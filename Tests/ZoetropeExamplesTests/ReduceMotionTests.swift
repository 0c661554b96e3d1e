import Testing
import Zoetrope
import ZoetropeTesting

@testable import BouncingBall
@testable import BoxAnimation
@testable import ImageHop

/// The apps with `Accessibility.isReduceMotionEnabled` on, run headless.
///
/// They cross-fade where they would move. Each test has its own context,
/// so the setting never reaches the other suites (which check that the
/// apps move as before when it is off).
@MainActor
@Suite(.isolatedLayerContext) struct ReduceMotionTests {
  @Test func theBoxCrossFadesInsteadOfGliding() {
    Accessibility.isReduceMotionEnabled = true
    let host = HeadlessHost(app: BoxAnimationApp())
    let controller = host.root(BoxAnimationViewController.self)
    let box = controller.boxView
    let tap = Point(x: 220, y: 300)
    host.tap(.point(tap), at: 0.5)
    host.advance(to: 0.5)
    #expect(box.center == tap)
    #expect(controller.angle == 360)
    #expect(controller.scaleFactor == 1)
    let ghost = controller.view.subviews.first { $0 !== box && $0.frame.midX == 60 }
    #expect(ghost != nil)

    // Every frame of the cross-fade: the box is at the touch, already
    // turned and grown (it never glides), and it fades in as its ghost at
    // the start fades out.
    let end = 0.5 + BoxAnimationViewController.crossFadeDuration
    var time = 0.5
    var opacities: [Double] = []
    var halfway: Image?
    while time < end - 1e-9 {
      if abs(time - (0.5 + BoxAnimationViewController.crossFadeDuration / 2)) < 1e-6 {
        halfway = host.screenshot()
      }
      let presented = box.layer.presentation()
      #expect(presented.position == tap)
      #expect(isClose(presented.transform.decomposed().scale.dx, 2, tolerance: 1e-9))
      let ghostOpacity = ghost?.layer.presentation().opacity ?? -1
      #expect(isClose(presented.opacity + ghostOpacity, 1, tolerance: 1e-9))
      opacities.append(presented.opacity)
      host.advance(by: 1.0 / 60)
      time = host.time
    }
    #expect(opacities.first == 0)
    #expect(opacities == opacities.sorted())
    #expect(opacities.contains { $0 > 0.3 && $0 < 0.7 })

    // Halfway: both boxes show, half blue over white; nothing in between.
    guard let halfway else {
      Issue.record("no frame halfway through the cross-fade")
      return
    }
    for point in [tap, Point(x: 60, y: 60)] {
      let color = halfway.color(at: point)
      #expect(color.blue > 0.9 && color.red > 0.3 && color.red < 0.7)
    }
    #expect(isClose(halfway.color(at: Point(x: 140, y: 180)), .white))

    host.advance(to: end + 0.1)
    let after = host.screenshot()
    #expect(isClose(after.color(at: tap), .blue))
    #expect(isClose(after.color(at: Point(x: 60, y: 60)), .white))
    #expect(ghost?.superview == nil)
    #expect(controller.stoppedAnimations.map(\.id) == ["crossFade"])
    #expect(controller.stoppedAnimations.map(\.finished) == [true])
  }

  @Test func theBoxGlidesWhenReduceMotionIsOff() {
    let host = HeadlessHost(app: BoxAnimationApp())
    let controller = host.root(BoxAnimationViewController.self)
    host.tap(.point(x: 220, y: 300), at: 0.5)
    host.advance(to: 1.5)
    let position = controller.boxView.layer.presentation().position
    #expect(position.x > 61 && position.x < 219)
    #expect(controller.boxView.layer.presentation().opacity == 1)
  }

  @Test func theBallJumpsWithCrossFadesTwiceASecond() {
    Accessibility.isReduceMotionEnabled = true
    let host = HeadlessHost(app: BouncingBallApp())
    let controller = host.root(BouncingBallViewController.self)
    let start = controller.imageView.center
    var positions: [Point] = []
    for _ in 0..<120 {
      host.advance(by: 1.0 / 60)
      positions.append(controller.imageView.layer.presentation().position)
    }
    // The timer keeps moving the ball (100 ticks a second, 12 points
    // across each)...
    #expect(controller.tickCount >= 195)
    let simulated = controller.simulatedCenter ?? start
    #expect(simulated != start)
    // ...but the ball on screen only changes place at cross-fades, at most
    // once per half second: 2 s gives at most 5 places.
    var places: [Point] = []
    for position in positions where places.last != position { places.append(position) }
    #expect(places.count >= 3 && places.count <= 5)
    // The place it shows was the simulated place at the last cross-fade.
    #expect(controller.imageView.center != start)
  }

  @Test func theBallMovesEveryTickWhenReduceMotionIsOff() {
    let host = HeadlessHost(app: BouncingBallApp())
    let controller = host.root(BouncingBallViewController.self)
    var places = Set<Double>()
    for _ in 0..<30 {
      host.advance(by: 1.0 / 60)
      places.insert(controller.imageView.layer.presentation().position.x)
    }
    #expect(places.count >= 20)  // a bounce can repeat an x
    #expect(controller.simulatedCenter == nil)
  }

  @Test func theBunnyCrossFadesBetweenTwoPoses() {
    Accessibility.isReduceMotionEnabled = true
    let host = HeadlessHost(app: ImageHopApp())
    let hop = host.root(ImageHopViewController.self)
    host.tap("Hop!", at: 0.5)
    host.advance(to: 0.6)
    #expect(!hop.imageView.isAnimating)  // no flipbook
    #expect(hop.isHopping)
    #expect(hop.toggleButton.currentTitle == "Sit Still!")
    // Half a hop (0.5 s) after the tap, the top pose fades in over 0.25 s.
    host.advance(to: 1.1)
    let top = hop.frames[ImageHopViewController.reducedMotionPoses[1]]
    #expect(hop.imageView.image == top)
    let transition = hop.imageView.layer.presentation().contentsTransition
    #expect(transition != nil)
    #expect(transition.map { $0.progress > 0 && $0.progress < 1 } == true)
    host.advance(to: 1.4)
    #expect(hop.imageView.layer.presentation().contentsTransition == nil)
    host.advance(to: 1.6)  // the next half hop: back to sitting
    #expect(hop.imageView.image == hop.frames[0])
    host.tap("Sit Still!", at: 2)
    host.advance(to: 2.5)
    #expect(!hop.isHopping)
    #expect(hop.poseTimer == nil)
    #expect(hop.imageView.image == hop.frames[0])
  }
}
