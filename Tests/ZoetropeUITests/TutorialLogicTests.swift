import Foundation
import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// The tutorials' control logic, driven by scripted taps.
  @Suite @MainActor struct TutorialLogicTests {
    /// DiceRoller: Roll starts the flipbook and disables itself (alpha
    /// 0.5) while enabling Stop (alpha 1); Stop shows a random face.
    @Test func diceRollerButtonsSwapEnabledAndAlpha() {
      let host = TestHost()
      let die = ImageView(image: faceImages[0])
      die.frame = Rect(x: 110, y: 100, width: 100, height: 100)
      die.animationImages = faceImages
      die.animationDuration = 0.5
      let roll = Button(title: "Roll")
      let stop = Button(title: "Stop")
      roll.frame.origin = Point(x: 40, y: 300)
      stop.frame.origin = Point(x: 200, y: 300)
      stop.isEnabled = false
      stop.alpha = 0.5
      func swap(rolling: Bool) {
        roll.isEnabled = !rolling
        roll.alpha = rolling ? 0.5 : 1
        stop.isEnabled = rolling
        stop.alpha = rolling ? 1 : 0.5
      }
      roll.addAction(for: .touchUpInside) { _ in
        die.startAnimating()
        swap(rolling: true)
      }
      stop.addAction(for: .touchUpInside) { _ in
        die.stopAnimating()
        die.image = faceImages[Application.shared.random.int(in: 0...5)]
        swap(rolling: false)
      }
      for view in [die, roll, stop] { host.window.addSubview(view) }
      host.frame()

      let rollPoint = Point(x: roll.frame.midX, y: roll.frame.midY)
      let stopPoint = Point(x: stop.frame.midX, y: stop.frame.midY)
      host.tap(at: stopPoint)  // disabled: nothing happens
      #expect(!die.isAnimating)
      host.tap(at: rollPoint)
      #expect(die.isAnimating)
      #expect(!roll.isEnabled && roll.alpha == 0.5)
      #expect(stop.isEnabled && stop.alpha == 1)
      host.advance(by: 1)
      host.tap(at: rollPoint)  // disabled now
      #expect(stop.isEnabled)
      host.tap(at: stopPoint)
      #expect(!die.isAnimating)
      #expect(roll.isEnabled && roll.alpha == 1)
      #expect(!stop.isEnabled && stop.alpha == 0.5)
      host.frame(at: host.now + 0.01)
      #expect(faceImages.contains { $0 == die.layer.presentation().contents })
    }

    /// ImageHop: duration = 2 − slider value; the label shows hops per
    /// second with two decimals.
    @Test func imageHopLabelFollowsTheSlider() {
      let host = TestHost()
      let bunny = ImageView(image: faceImages[0])
      bunny.animationImages = faceImages
      let slider = Slider(frame: Rect(x: 20, y: 400, width: 228, height: 31))
      slider.minimumValue = 0
      slider.maximumValue = 1.75
      slider.value = 1
      let speed = Label(frame: Rect(x: 200, y: 20, width: 100, height: 24))
      speed.textAlignment = .right
      func update() {
        bunny.animationDuration = 2 - slider.value
        speed.text = String(format: "%.2f hps", 1 / bunny.animationDuration)
        if bunny.isAnimating { bunny.startAnimating() }
      }
      slider.addAction(for: .valueChanged) { _ in update() }
      update()
      for view in [bunny, slider, speed] { host.window.addSubview(view) }
      bunny.startAnimating()
      host.frame()
      #expect(speed.text == "1.00 hps")
      #expect(bunny.animationDuration == 1)

      host.tap(at: Point(x: 246, y: 415))  // past the end of the travel: the maximum
      #expect(slider.value == 1.75)
      #expect(bunny.animationDuration == 0.25)
      #expect(speed.text == "4.00 hps")
      #expect(bunny.isAnimating)

      host.advance(by: 1)
      host.tap(at: Point(x: 34 + 200 / 1.75, y: 415))  // the thumb for 1.0
      #expect(abs(slider.value - 1) < 1e-12)
      #expect(speed.text == "1.00 hps")
    }
  }
}

extension UI.TutorialLogicTests {
  /// ImageHop's toggle: "Hop!" starts the bunny and becomes "Sit Still!",
  /// which stops it and turns back.
  @Test func imageHopToggleButtonSwapsItsTitle() {
    let host = TestHost()
    let bunny = ImageView(image: faceImages[0])
    bunny.animationImages = faceImages
    let toggle = Button(title: "Hop!")
    toggle.addAction(for: .primaryActionTriggered) { control in
      guard let button = control as? Button else { return }
      if bunny.isAnimating {
        bunny.stopAnimating()
        button.setTitle("Hop!", for: .normal)
      } else {
        bunny.startAnimating()
        button.setTitle("Sit Still!", for: .normal)
      }
      button.sizeToFit()
    }
    toggle.frame.origin = Point(x: 100, y: 400)
    host.window.addSubview(bunny)
    host.window.addSubview(toggle)
    host.frame()
    #expect(host.tap(label: "Hop!"))
    #expect(bunny.isAnimating)
    #expect(toggle.currentTitle == "Sit Still!")
    host.advance(by: 1)
    #expect(host.tap(label: "Sit Still!"))
    #expect(!bunny.isAnimating)
    #expect(toggle.currentTitle == "Hop!")
  }
}
