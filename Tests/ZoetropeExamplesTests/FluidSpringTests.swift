import Testing
import Zoetrope
import ZoetropeGraphics

@testable import FluidSpring

/// The port of *Fluid Interfaces*' "Spring" screen, headless: its
/// constraints (one of them between two labels' last baselines), the box
/// springing with the sliders' damping and response, and a slider dragged.
@MainActor
@Suite struct FluidSpringTests {
  let host = HeadlessHost(app: FluidSpringApp())
  var controller: SpringInterfaceViewController { host.root(SpringInterfaceViewController.self) }

  /// A view's frame in the window.
  func frame(_ view: View) -> Rect {
    view.superview?.convert(view.frame, to: nil) ?? view.frame
  }

  @Test func theConstraintsPlaceTheScreenAsInUIKit() {
    host.advance(by: 0)
    let damping = frame(controller.dampingSliderView)
    let response = frame(controller.frequencySliderView)
    #expect(damping.minX == 30 && damping.width == 260 && damping.midY == 240)
    #expect(response.minX == 30 && response.width == 260 && response.midY == 380)
    // Title, 20 points, the slider at its natural height.
    let slider = controller.dampingSliderView.slider
    #expect(slider.frame.height == Slider.defaultHeight)
    #expect(slider.frame.minY == controller.dampingSliderView.titleLabel.frame.maxY + 20)
    // Auto Layout sets the centre and bounds, so the box's transform (its
    // swing, 180 points in the model) applies on top, as in UIKit.
    let box = controller.springView
    #expect(
      box.center == Point(x: 70, y: damping.minY - 120)
        && box.bounds.size == Size(width: 80, height: 80))
    #expect(box.frame.minX == 30 + 180)
    // The value sits on the title's last baseline, at the right edge.
    let title = controller.dampingSliderView.titleLabel
    let value = controller.dampingSliderView.valueLabel
    #expect(value.text == "0.50" && controller.frequencySliderView.valueLabel.text == "1.00")
    #expect(value.frame.maxX == 260)
    let baseline = { (label: Label) in
      label.frame.minY
        + TextMeasurement.baselines(of: TextLayout(string: label.text ?? "", font: label.font)).last
    }
    #expect(abs(baseline(value) - baseline(title)) < 1e-9)
    expectGolden(host, named: "first")
  }

  @Test func theBoxSpringsAcrossWithTheSlidersSpring() {
    host.advance(by: 0)
    var positions: [Double] = []
    for step in 1...60 {
      host.advance(to: Double(step) / 60)
      positions.append(controller.springView.layer.presentation().transform.tx)
    }
    // Damping 0.5: past the right margin (180 points), then back towards it.
    let peak = positions.max() ?? 0
    #expect(peak > 190 && peak < 260, "\(peak)")
    #expect(positions.first.map { $0 > 0 && $0 < 180 } == true)
    expectGolden(host, named: "swinging")
  }

  @Test func draggingASliderChangesTheSpringAndStartsAgain() throws {
    host.advance(to: 0.2)
    let slider = controller.dampingSliderView.slider
    let track = slider.bounds.width - Slider.thumbDiameter
    let fraction = (0.5 - 0.1) / 0.9
    let thumb = slider.convert(
      Point(x: Slider.thumbDiameter / 2 + fraction * track, y: slider.bounds.height / 2), to: nil)
    let x = Int(thumb.x.rounded())
    let y = Int(thumb.y.rounded())
    host.run(
      try Script(
        parsing: "0.5 down \(x),\(y); 0.6 move \(x + 60),\(y); 0.7 move 319,\(y); 0.8 up 319,\(y)"))
    host.advance(to: 0.8)
    #expect(controller.dampingRatio == 1)
    #expect(controller.dampingSliderView.valueLabel.text == "1.00")
    // Let go: the box starts again from the left with the new spring.
    host.advance(to: 0.8 + 1.0 / 60)
    #expect(controller.springView.layer.presentation().transform.tx < 20)
    #expect(controller.animator.state == .active)
    #expect(host.scriptWarnings.isEmpty)
  }
}
