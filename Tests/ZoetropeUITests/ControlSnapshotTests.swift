import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  /// Golden images of Button, Slider and Label in each state at scale 1 and 2.
  ///
  /// The button goldens recorded before buttons followed UIKit's defaults
  /// (`button-normal` … `button-custom`) are unchanged: the filled
  /// configuration reproduces them.
  ///
  /// Delete a reference in `__Snapshots__` and run again to record
  /// it anew (then look at it).
  @Suite @MainActor struct ControlSnapshotTests {
    nonisolated static let scales = [1.0, 2.0]

    // MARK: Button

    func button(_ configure: @escaping (Button) -> Void) -> (Window) -> Void {
      { window in
        let button = Button(configuration: .filled())
        button.setTitle("Roll", for: .normal)
        button.sizeToFit()
        configure(button)
        button.center = Point(x: 50, y: 25)
        window.addSubview(button)
      }
    }

    @Test(arguments: scales) func buttonNormal(scale: Double) {
      let image = renderWindow(size: Size(width: 100, height: 50), scale: scale, button { _ in })
      expectGolden(image, "button-normal", scale: scale)
    }

    @Test(arguments: scales) func buttonHighlighted(scale: Double) {
      let image = renderWindow(
        size: Size(width: 100, height: 50), scale: scale, button { $0.isHighlighted = true })
      expectGolden(image, "button-highlighted", scale: scale)
    }

    @Test(arguments: scales) func buttonDisabled(scale: Double) {
      let image = renderWindow(
        size: Size(width: 100, height: 50), scale: scale, button { $0.isEnabled = false })
      expectGolden(image, "button-disabled", scale: scale)
    }

    @Test(arguments: scales) func buttonSelected(scale: Double) {
      let image = renderWindow(
        size: Size(width: 100, height: 50), scale: scale, button { $0.isSelected = true })
      expectGolden(image, "button-selected", scale: scale)
    }

    @Test(arguments: scales) func buttonWithImageAndCustomColors(scale: Double) {
      let image = renderWindow(
        size: Size(width: 140, height: 50), scale: scale,
        { window in
          // The look a custom button had before it followed UIKit: the
          // filled configuration's insets and gap, with square corners.
          var configuration = Button.Configuration.filled()
          configuration.cornerRadius = 0
          let button = Button(configuration: configuration)
          button.setTitle("Hop!", for: .normal)
          button.setTitleColor(.black, for: .normal)
          button.setBackgroundColor(.yellow, for: .normal)
          button.setImage(solidImage(.systemRed, points: 12), for: .normal)
          button.sizeToFit()
          button.center = Point(x: 70, y: 25)
          window.addSubview(button)
        })
      expectGolden(image, "button-custom", scale: scale)
    }

    /// UIKit's custom button: image and title touching, no insets.
    @Test(arguments: scales) func customButtonAsUIKit(scale: Double) {
      let image = renderWindow(
        size: Size(width: 140, height: 50), scale: scale,
        { window in
          let button = Button(type: .custom)
          button.setTitle("Hop!", for: .normal)
          button.setTitleColor(.black, for: .normal)
          button.setBackgroundColor(.yellow, for: .normal)
          button.setImage(solidImage(.systemRed, points: 12), for: .normal)
          button.sizeToFit()
          button.center = Point(x: 70, y: 25)
          window.addSubview(button)
        })
      expectGolden(image, "button-custom-uikit", scale: scale)
    }

    /// UIKit's system button without a configuration: a tinted title;
    /// the second one is disabled.
    @Test(arguments: scales) func systemButtons(scale: Double) {
      let image = renderWindow(
        size: Size(width: 140, height: 50), scale: scale,
        { window in
          for (index, title) in ["Roll", "Stop"].enumerated() {
            let button = Button(title: title)
            button.isEnabled = index == 0
            button.center = Point(x: 35 + 70 * Double(index), y: 25)
            window.addSubview(button)
          }
        })
      expectGolden(image, "button-system", scale: scale)
    }

    // MARK: Slider

    func slider(_ value: Double, enabled: Bool = true) -> (Window) -> Void {
      { window in
        let slider = Slider(frame: Rect(x: 10, y: 5, width: 140, height: 31))
        slider.value = value
        slider.isEnabled = enabled
        window.addSubview(slider)
      }
    }

    @Test(arguments: scales) func sliderMinimum(scale: Double) {
      let image = renderWindow(size: Size(width: 160, height: 40), scale: scale, slider(0))
      expectGolden(image, "slider-min", scale: scale)
    }

    @Test(arguments: scales) func sliderMiddle(scale: Double) {
      let image = renderWindow(size: Size(width: 160, height: 40), scale: scale, slider(0.5))
      expectGolden(image, "slider-mid", scale: scale)
    }

    @Test(arguments: scales) func sliderMaximum(scale: Double) {
      let image = renderWindow(size: Size(width: 160, height: 40), scale: scale, slider(1))
      expectGolden(image, "slider-max", scale: scale)
    }

    @Test(arguments: scales) func sliderDisabled(scale: Double) {
      let image = renderWindow(
        size: Size(width: 160, height: 40), scale: scale, slider(0.3, enabled: false))
      expectGolden(image, "slider-disabled", scale: scale)
    }

    // MARK: Label

    /// Adds labels stacked in 30-point rows with a pale background, so the
    /// bounds show.
    func labels(_ configure: [(Label) -> Void], rowHeight: Double = 30) -> (Window) -> Void {
      { window in
        for (index, setUp) in configure.enumerated() {
          let label = Label(
            frame: Rect(x: 5, y: 5 + Double(index) * (rowHeight + 5), width: 150, height: rowHeight)
          )
          label.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1)
          setUp(label)
          window.addSubview(label)
        }
      }
    }

    @Test(arguments: scales) func labelAlignments(scale: Double) {
      let alignments: [TextAlignment] = [.left, .center, .right]
      let image = renderWindow(
        size: Size(width: 160, height: 110), scale: scale,
        labels(
          alignments.map { alignment in
            { label in
              label.text = "1.00 hps"
              label.textAlignment = alignment
            }
          }))
      expectGolden(image, "label-alignments", scale: scale)
    }

    @Test(arguments: scales) func labelTruncation(scale: Double) {
      let modes: [LineBreakMode] = [
        .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping,
      ]
      let image = renderWindow(
        size: Size(width: 160, height: 145), scale: scale,
        labels(
          modes.map { mode in
            { label in
              label.text = "The quick brown fox jumps over the lazy dog"
              label.lineBreakMode = mode
            }
          }))
      expectGolden(image, "label-truncation", scale: scale)
    }

    @Test(arguments: scales) func labelMultiline(scale: Double) {
      let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
      let image = renderWindow(
        size: Size(width: 160, height: 195), scale: scale,
        labels(
          [
            { label in
              label.text = text
              label.numberOfLines = 0
              label.font = .systemFont(ofSize: 13)
            },
            { label in
              label.text = text
              label.numberOfLines = 2
              label.font = .systemFont(ofSize: 13)
            },
            { label in
              label.text = "Centred\nin two lines"
              label.numberOfLines = 0
              label.textAlignment = .center
              label.textColor = .systemRed
              label.font = .boldSystemFont(ofSize: 13)
            },
          ], rowHeight: 60))
      expectGolden(image, "label-multiline", scale: scale)
    }
  }
}
