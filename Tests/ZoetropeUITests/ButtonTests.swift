import Testing
import ZoetropeGraphics
import ZoetropeRendering

@testable import ZoetropeUI

/// A button with the filled configuration and a title, sized to fit it.
@MainActor
func filledButton(_ title: String) -> Button {
  let button = Button(configuration: .filled())
  button.setTitle(title, for: .normal)
  button.sizeToFit()
  return button
}

extension UI {
  /// Per-state values, the default looks of each type and configuration,
  /// and UIKit's fallback of a state's values to the normal state's.
  @Suite @MainActor struct ButtonTests {
    @Test func titleFallsBackToNormal() {
      let button = Button(type: .system)
      button.setTitle("Roll", for: .normal)
      button.setTitle("Rolling", for: .highlighted)
      #expect(button.title(for: .disabled) == "Roll")
      #expect(button.title(for: .highlighted) == "Rolling")
      #expect(button.currentTitle == "Roll")
      button.isHighlighted = true
      #expect(button.currentTitle == "Rolling")
      #expect(button.titleLabel.text == "Rolling")
      button.setTitle(nil, for: .highlighted)
      #expect(button.currentTitle == "Roll")
    }

    /// `UIButton(frame:)` is a custom button: no configuration, no insets,
    /// no fill, a white title (Apple: `currentTitleColor` "The default
    /// value is white").
    @Test func frameInitializerMakesACustomButton() {
      let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 40))
      button.setTitle("Plain", for: .normal)
      #expect(button.buttonType == .custom)
      #expect(button.configuration == nil)
      #expect(button.contentEdgeInsets == .zero)
      #expect(button.backgroundLayer.backgroundColor == .clear)
      #expect(button.backgroundLayer.cornerRadius == 0)
      #expect(button.currentTitleColor == .white)
      #expect(button.contentHorizontalAlignment == .center)
      #expect(button.contentVerticalAlignment == .center)
      let custom = Button(type: .custom)
      #expect(custom.contentEdgeInsets == .zero)
      #expect(custom.backgroundLayer.backgroundColor == .clear)
    }

    @Test func systemButtonIsATintedTitle() {
      let button = Button(type: .system)
      button.setTitle("Go", for: .normal)
      #expect(button.configuration == nil)
      #expect(button.backgroundLayer.backgroundColor == .clear)
      #expect(button.currentTitleColor == View.defaultTintColor)
      button.isHighlighted = true
      #expect(button.currentTitleColor == View.defaultTintColor.withAlphaComponent(0.2))
      button.isHighlighted = false
      button.isEnabled = false
      #expect(button.currentTitleColor == Button.disabledTitleColor)
      button.isEnabled = true
      button.tintColor = .systemRed
      #expect(button.titleLabel.textColor == .systemRed)
      // The convenience initializers make system buttons too.
      #expect(Button(title: "Go").buttonType == .system)
      #expect(Button(title: "Go").configuration == nil)
    }

    /// The filled configuration is the look every button had before:
    /// tint fill, white title, darker when pressed, light tint with a
    /// tinted title when selected, grays when disabled.
    @Test func filledConfigurationFollowsTheState() {
      let button = filledButton("Go")
      #expect(button.backgroundLayer.backgroundColor == View.defaultTintColor)
      #expect(button.backgroundLayer.cornerRadius == 8)
      #expect(button.currentTitleColor == .white)
      button.isHighlighted = true
      #expect(button.backgroundLayer.backgroundColor == Button.darkened(View.defaultTintColor))
      button.isHighlighted = false
      button.isSelected = true
      #expect(
        button.backgroundLayer.backgroundColor == View.defaultTintColor.withAlphaComponent(0.15))
      #expect(button.currentTitleColor == View.defaultTintColor)
      button.isSelected = false
      button.isEnabled = false
      #expect(button.backgroundLayer.backgroundColor == Button.disabledFillColor)
      #expect(button.titleLabel.textColor == Button.disabledTitleColor)
      button.isEnabled = true
      button.tintColor = .systemRed
      #expect(button.backgroundLayer.backgroundColor == .systemRed)
    }

    @Test func configurationCanBeSetAndRemoved() {
      let button = Button(type: .system)
      button.setTitle("Go", for: .normal)
      button.configuration = .filled()
      #expect(button.backgroundLayer.backgroundColor == View.defaultTintColor)
      var configuration = Button.Configuration.filled()
      configuration.baseBackgroundColor = .systemGreen
      configuration.baseForegroundColor = .black
      button.configuration = configuration
      #expect(button.backgroundLayer.backgroundColor == .systemGreen)
      #expect(button.currentTitleColor == .black)
      button.configuration = .plain()
      #expect(button.backgroundLayer.backgroundColor == .clear)
      #expect(button.currentTitleColor == View.defaultTintColor)
      button.configuration = nil
      #expect(button.backgroundLayer.backgroundColor == .clear)
      #expect(button.backgroundLayer.cornerRadius == 0)
    }

    @Test func colorsPerStateReplaceTheDefaults() {
      let button = filledButton("Go")
      button.setBackgroundColor(.green, for: .normal)
      button.setTitleColor(.black, for: .normal)
      button.setTitleColor(.red, for: .selected)
      #expect(button.backgroundLayer.backgroundColor == .green)
      #expect(button.titleLabel.textColor == .black)
      button.isHighlighted = true
      #expect(button.backgroundLayer.backgroundColor == Button.darkened(.green))
      button.isHighlighted = false
      button.isSelected = true
      #expect(button.titleLabel.textColor == .red)
      #expect(button.titleColor(for: .disabled) == .black)
    }

    /// A state without a title colour shows the normal state's.
    ///
    /// Apple's `setTitleColor(_:for:)`: "if a property is not specified
    /// for a state, the default is to use the normal value". Before, a
    /// selected system button took the tint colour and a disabled one gray.
    @Test(arguments: [Button.ButtonType.custom, .system])
    func titleColorFallsBackToTheNormalStatesAcrossStates(type: Button.ButtonType) {
      let button = Button(type: type)
      button.setTitle("Go", for: .normal)
      button.setTitleColor(.purple, for: .normal)
      let states: [(Control.State, (Button) -> Void)] = [
        (.normal, { _ in }),
        (.highlighted, { $0.isHighlighted = true }),
        (.selected, { $0.isSelected = true }),
        (.disabled, { $0.isEnabled = false }),
        (
          [.selected, .highlighted],
          {
            $0.isSelected = true
            $0.isHighlighted = true
          }
        ),
      ]
      for (state, enter) in states {
        button.isHighlighted = false
        button.isSelected = false
        button.isEnabled = true
        enter(button)
        #expect(button.state == state)
        #expect(button.titleColor(for: state) == .purple)
        #expect(button.currentTitleColor == .purple, "state \(state.rawValue)")
        #expect(button.titleLabel.textColor == .purple)
      }
      // A state's own colour wins; removing it falls back again.
      button.isEnabled = true
      button.isHighlighted = false
      button.isSelected = true
      button.setTitleColor(.systemGreen, for: .selected)
      #expect(button.titleLabel.textColor == .systemGreen)
      button.setTitleColor(nil, for: .selected)
      #expect(button.titleLabel.textColor == .purple)
      // With no normal colour either, the type's default look decides.
      button.setTitleColor(nil, for: .normal)
      #expect(button.titleColor(for: .selected) == nil)
      #expect(button.currentTitleColor == (type == .custom ? .white : View.defaultTintColor))
    }

    @Test func filledConfigurationFallsBackToTheNormalTitleColorToo() {
      let button = filledButton("Go")
      button.setTitleColor(.black, for: .normal)
      button.isSelected = true
      #expect(button.currentTitleColor == .black)
      button.isSelected = false
      button.isEnabled = false
      #expect(button.currentTitleColor == .black)
    }

    @Test func customButtonHasNoFill() {
      let button = Button(type: .custom)
      button.setTitle("Plain", for: .normal)
      #expect(button.backgroundLayer.backgroundColor == .clear)
      #expect(button.currentTitleColor == .white)
      #expect(button.buttonType == .custom)
      button.isHighlighted = true
      #expect(button.currentTitleColor == .white)
    }

    @Test func primaryActionRunsOnTap() {
      let host = TestHost()
      var taps = 0
      let button = Button(title: "Tap") { _ in taps += 1 }
      button.frame.origin = Point(x: 20, y: 20)
      host.window.addSubview(button)
      host.frame()
      host.tap(at: Point(x: 30, y: 30))
      #expect(taps == 1)
      let named = Button(title: nil, primaryAction: Control.Action(title: "Named") { _ in })
      #expect(named.currentTitle == "Named")
      let configured = Button(
        configuration: .filled(), primaryAction: Control.Action(title: "Roll") { _ in })
      #expect(configured.currentTitle == "Roll")
      #expect(configured.configuration == .filled())
      let typed = Button(type: .custom, primaryAction: Control.Action(title: "Hop") { _ in })
      #expect(typed.currentTitle == "Hop")
      #expect(typed.buttonType == .custom)
    }
  }
}

extension UI.ButtonTests {
  @Test func tintIsInheritedFromTheSuperview() {
    let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    container.tintColor = .systemGreen
    let button = filledButton("Go")
    let system = Button(title: "Go")
    let slider = Slider(frame: Rect(x: 0, y: 0, width: 100, height: 31))
    container.addSubview(button)
    container.addSubview(system)
    container.addSubview(slider)
    #expect(button.backgroundLayer.backgroundColor == .systemGreen)
    #expect(system.titleLabel.textColor == .systemGreen)
    #expect(slider.minimumTrackView.backgroundColor == .systemGreen)
    container.tintColor = .systemRed
    #expect(button.backgroundLayer.backgroundColor == .systemRed)
    #expect(system.titleLabel.textColor == .systemRed)
    #expect(slider.minimumTrackView.backgroundColor == .systemRed)
  }
}

extension UI.ButtonTests {
  @Test func scriptsFindButtonsByTitle() {
    let host = TestHost()
    var taps = 0
    let button = Button(title: "Hop!") { _ in taps += 1 }
    button.frame.origin = Point(x: 50, y: 50)
    host.window.addSubview(button)
    host.frame()
    #expect(button.accessibilityLabel == "Hop!")
    #expect(host.tap(label: "Hop!"))
    #expect(taps == 1)
    button.setTitle("Sit Still!", for: .normal)
    #expect(button.accessibilityLabel == "Sit Still!")
    button.setTitle("Pressed", for: .highlighted)
    #expect(button.accessibilityLabel == "Sit Still!")
  }
}

extension UI.ButtonTests {
  @Test func nonFiniteMetricsAreIgnoredWithWarnings() {
    let button = filledButton("Go")
    var configuration = Button.Configuration.filled()
    configuration.cornerRadius = .nan
    configuration.imagePadding = .infinity
    configuration.contentInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    let (_, warnings) = withWarningsCaptured {
      button.configuration = configuration
      button.contentEdgeInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    }
    #expect(warnings.count == 4)
    #expect(button.configuration == .filled())
    #expect(button.contentEdgeInsets == .zero)
    #expect(button.backgroundLayer.cornerRadius == 8)
    button.layoutIfNeeded()
    #expect(button.titleLabel.frame.isFiniteValue)
    let (made, initWarnings) = withWarningsCaptured { Button(configuration: configuration) }
    #expect(initWarnings.count == 3)
    #expect(made.configuration == .filled())
  }

  @Test func negativeCornerRadiusDrawsSquareCorners() {
    var configuration = Button.Configuration.filled()
    configuration.cornerRadius = -4
    let button = Button(configuration: configuration)
    #expect(button.backgroundLayer.cornerRadius == 0)
  }
}
