import Testing
import Zoetrope

@testable import ImageHop

/// The ImageHop tutorial, run headless: the slider sets the hop's duration
/// to 2 − value and the readout to 1 / (2 − value) hops per second; the
/// button toggles between Hop! and Sit Still!.
@MainActor
@Suite struct ImageHopTests {
  let host = HeadlessHost(app: ImageHopApp())
  var hop: ImageHopViewController {
    host.root(ImageHopViewController.self)
  }

  /// The index of the frame the bunny shows now, or nil.
  var shownFrame: Int? {
    let contents = hop.imageView.layer.presentation().contents
    return hop.frames.firstIndex { $0 == contents }
  }

  @Test func startsSittingAtOneHopPerSecond() {
    host.advance(by: 0)
    #expect(hop.frames.count == 20)
    #expect(hop.animationSpeed.minimumValue == 0.25)
    #expect(hop.animationSpeed.maximumValue == 1.75)
    #expect(hop.animationSpeed.value == 1)
    #expect(hop.speedLabel.text == "hops per second:")
    #expect(hop.hopsPerSecond.text == "1.00 hps")
    #expect(hop.hopsPerSecond.textAlignment == .right)
    #expect(hop.toggleButton.currentTitle == "Hop!")
    #expect(!hop.imageView.isAnimating)
    #expect(shownFrame == 0)
    let corner = host.screenshot().color(at: Point(x: 5, y: 5))
    #expect(isClose(corner, ImageHopViewController.lightGreen))
  }

  /// As the tutorial lays it out: "hops per second:" below the slider,
  /// the rate to its right, the button at the bottom centre.
  @Test func theReadoutIsBelowTheSlider() {
    let slider = hop.animationSpeed.frame
    let label = hop.speedLabel.frame
    let rate = hop.hopsPerSecond.frame
    #expect(label.minY >= slider.maxY)
    #expect(rate.minY == label.minY && rate.minX >= label.maxX)
    #expect(hop.toggleButton.frame.minY >= label.maxY)
    #expect(hop.toggleButton.frame.midX == 160)
  }

  @Test func theButtonToggles() {
    host.tap("Hop!", at: 0.5)
    host.advance(to: 0.6)
    #expect(hop.imageView.isAnimating)
    #expect(hop.toggleButton.currentTitle == "Sit Still!")
    #expect(hop.imageView.animationDuration == 1)
    host.tap("Sit Still!", at: 1.2)
    host.advance(to: 1.3)
    #expect(!hop.imageView.isAnimating)
    #expect(hop.toggleButton.currentTitle == "Hop!")
    #expect(shownFrame == 0)
    host.tap("Hop!", at: 1.5)
    host.advance(to: 1.6)
    #expect(hop.imageView.isAnimating)
  }

  @Test func oneHopPerSecondShowsEachFrameForAFifthOfATenthOfASecond() {
    host.tap("Hop!", at: 0)
    for frame in [0, 1, 7, 13, 19] {
      host.advance(to: (Double(frame) + 0.5) / 20)
      #expect(shownFrame == frame)
    }
    host.advance(to: 1 + 0.5 / 20)
    #expect(shownFrame == 0)  // repeats forever
  }

  @Test func draggingTheSliderSetsDurationRateAndTitle() {
    host.drag("Speed", to: .fraction(1), over: 0.3, at: 0.5)
    host.advance(to: 1)
    #expect(hop.animationSpeed.value == 1.75)
    #expect(hop.imageView.animationDuration == 0.25)
    #expect(hop.imageView.isAnimating)
    #expect(hop.toggleButton.currentTitle == "Sit Still!")
    #expect(hop.hopsPerSecond.text == "4.00 hps")

    host.drag("Speed", to: .fraction(0), over: 0.3, at: 1.5)
    host.advance(to: 2)
    #expect(hop.animationSpeed.value == 0.25)
    #expect(hop.imageView.animationDuration == 1.75)
    #expect(hop.hopsPerSecond.text == "0.57 hps")

    host.tap("Sit Still!", at: 2.5)
    host.advance(to: 2.6)
    #expect(!hop.imageView.isAnimating)
    #expect(hop.toggleButton.currentTitle == "Hop!")
  }

  /// At slider 1.75 a hop lasts 0.25 s: each of the 20 frames shows for
  /// 12.5 ms, and the hop starts again after a quarter of a second.
  @Test func theFastestSpeedPlaysFourHopsASecond() {
    host.advance(to: 1)
    hop.animationSpeed.value = 1.75
    hop.setSpeed()
    for frame in [0, 3, 10, 19] {
      host.advance(to: 1 + (Double(frame) + 0.5) * 0.0125)
      #expect(shownFrame == frame)
    }
    host.advance(to: 1.25 + 0.5 * 0.0125)
    #expect(shownFrame == 0)
    host.advance(to: 1.75 + 7.5 * 0.0125)
    #expect(shownFrame == 7)
  }

  @Test(arguments: [(0.5, "0.67 hps"), (1.0, "1.00 hps"), (1.5, "2.00 hps"), (1.6, "2.50 hps")])
  func theReadoutIsOneOverTwoMinusTheValue(value: Double, text: String) {
    host.advance(by: 0)
    hop.animationSpeed.value = value
    hop.setSpeed()
    #expect(hop.hopsPerSecond.text == text)
    #expect(isClose(hop.imageView.animationDuration, 2 - value, tolerance: 1e-12))
  }

  @Test func theBunnyMovesOnScreen() {
    host.tap("Hop!", at: 0)
    host.advance(to: 0.025)
    let sitting = host.screenshot()
    host.advance(to: 0.525)
    #expect(host.screenshot() != sitting)
  }

  @Test(arguments: [1.0, 2.0]) func goldenFirstFrameAndMidHop(scale: Double) {
    let host = HeadlessHost(app: ImageHopApp(), scale: scale)
    host.advance(by: 0)
    #expect(host.root(ImageHopViewController.self).frames.allSatisfy { $0.scale == scale })
    expectGolden(host, named: "first")
    host.tap("Hop!", at: 0.5)
    host.advance(to: 0.5 + 0.42)
    expectGolden(host, named: "mid-hop")
  }
}
