// Ported from Spring.swift, GradientView.swift and UIColorExtensions.swift
// of https://github.com/nathangitter/fluid-interfaces (commit da5c66c),
// Copyright © 2018 Nathan Gitter, under the Apache License 2.0 (the copy
// is LICENSE-fluid-interfaces, beside this file). Changes: UIKit names
// without the prefix; CGFloat is Double; the gradient view's rounded mask
// is its layer's corner radius (the view's layer is the gradient); the
// slider's "finished moving" is its touch-up events; "%.2f" is
// `twoDecimals`.
import Zoetrope

/// The "Spring" screen of *Fluid Interfaces*.
///
/// A gradient box springs from the left margin to the right one, over and
/// over, with the damping ratio and response of the two sliders below it.
/// Laid out only by
/// constraints, as the original: the sliders centred on the view, the box
/// 80 points above the first slider, and in each slider view the value's
/// last baseline on the title's.
public final class SpringInterfaceViewController: ViewController {
  /// The box that springs.
  public let springView: GradientView = {
    let view = GradientView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.topColor = Color(hex: 0x64CCF7)
    view.bottomColor = Color(hex: 0x359EEC)
    return view
  }()

  /// The damping slider.
  public private(set) lazy var dampingSliderView: SliderView = {
    let sliderView = SliderView()
    sliderView.translatesAutoresizingMaskIntoConstraints = false
    sliderView.title = "DAMPING (BOUNCINESS)"
    sliderView.minValue = 0.1
    sliderView.maxValue = 1
    sliderView.value = dampingRatio
    sliderView.sliderMovedAction = { [unowned self] in dampingRatio = $0 }
    sliderView.sliderFinishedMovingAction = { [unowned self] in resetAnimation() }
    return sliderView
  }()

  /// The response slider.
  public private(set) lazy var frequencySliderView: SliderView = {
    let sliderView = SliderView()
    sliderView.translatesAutoresizingMaskIntoConstraints = false
    sliderView.title = "RESPONSE (SPEED)"
    sliderView.minValue = 0.1
    sliderView.maxValue = 2
    sliderView.value = frequencyResponse
    sliderView.sliderMovedAction = { [unowned self] in frequencyResponse = $0 }
    sliderView.sliderFinishedMovingAction = { [unowned self] in resetAnimation() }
    return sliderView
  }()

  /// The spring's damping ratio.
  public private(set) var dampingRatio = 0.5
  /// The spring's response, in seconds.
  public private(set) var frequencyResponse = 1.0

  private let margin = 30.0

  /// The animator of the current swing.
  public private(set) var animator = PropertyAnimator(duration: 0, curve: .linear)

  /// Builds the screen and starts the box.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(white: 0.05)

    view.addSubview(dampingSliderView)
    dampingSliderView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: margin)
      .isActive = true
    dampingSliderView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -margin)
      .isActive = true
    dampingSliderView.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: 0)
      .isActive = true

    view.addSubview(frequencySliderView)
    frequencySliderView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: margin)
      .isActive = true
    frequencySliderView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -margin)
      .isActive = true
    frequencySliderView.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: 140)
      .isActive = true

    view.addSubview(springView)
    springView.heightAnchor.constraint(equalToConstant: 80).isActive = true
    springView.widthAnchor.constraint(equalToConstant: 80).isActive = true
    springView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: margin)
      .isActive = true
    springView.bottomAnchor.constraint(equalTo: dampingSliderView.topAnchor, constant: -80)
      .isActive = true

    animateView()
  }

  /// Repeatedly animates the view using the current `dampingRatio` and `frequencyResponse`.
  private func animateView() {
    let timingParameters = SpringTimingParameters(
      damping: dampingRatio, response: frequencyResponse)
    animator = PropertyAnimator(duration: 0, timingParameters: timingParameters)
    animator.addAnimations { [unowned self] in
      let translation = view.bounds.width - 2 * margin - 80
      springView.transform = Transform(translationX: translation, y: 0)
    }
    animator.addCompletion { [weak self] _ in
      guard let self else { return }
      springView.transform = .identity
      animateView()
    }
    animator.startAnimation()
  }

  /// Starts again from the left with the new settings.
  private func resetAnimation() {
    animator.stopAnimation(true)
    springView.transform = .identity
    animateView()
  }
}

/// A view that displays a title, value, and slider.
public final class SliderView: View {
  /// The title, above the slider on the left.
  public var title = "" {
    didSet { titleLabel.text = title }
  }

  /// The slider's value, shown with two decimals on the right.
  public var value: Double {
    get { slider.value }
    set {
      slider.value = newValue
      valueLabel.text = twoDecimals(newValue)
    }
  }

  /// The slider's least value.
  public var minValue = 0.0 {
    didSet { slider.minimumValue = minValue }
  }

  /// The slider's greatest value.
  public var maxValue = 1.0 {
    didSet { slider.maximumValue = maxValue }
  }

  /// Code that's executed when the slider moves.
  public var sliderMovedAction: @MainActor (Double) -> Void = { _ in }

  /// Code that's executed when the slider has finished moving.
  public var sliderFinishedMovingAction: @MainActor () -> Void = {}

  /// The title's label.
  public let titleLabel: Label = {
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .systemFont(ofSize: 16, weight: .bold)
    label.textColor = .white
    return label
  }()

  /// The slider.
  public let slider: Slider = {
    let slider = Slider()
    slider.translatesAutoresizingMaskIntoConstraints = false
    return slider
  }()

  /// The value's label.
  public let valueLabel: Label = {
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .systemFont(ofSize: 16, weight: .bold)
    label.textColor = .white
    label.text = "0"
    return label
  }()

  /// A slider view.
  ///
  /// - Parameter frame: Its frame (constraints replace it).
  public override init(frame: Rect) {
    super.init(frame: frame)
    sharedInit()
  }

  private func sharedInit() {
    addSubview(titleLabel)
    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
    titleLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true

    addSubview(valueLabel)
    valueLabel.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
    valueLabel.lastBaselineAnchor.constraint(equalTo: titleLabel.lastBaselineAnchor).isActive = true

    addSubview(slider)
    slider.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
    slider.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
    slider.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
    slider.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 20).isActive = true

    slider.addAction(for: .valueChanged) { [unowned self] _ in sliderMoved() }
    slider.addAction(for: [.touchUpInside, .touchUpOutside]) { [unowned self] _ in
      sliderFinishedMovingAction()
    }
  }

  private func sliderMoved() {
    valueLabel.text = twoDecimals(slider.value)
    sliderMovedAction(slider.value)
  }
}

/// A view filled with a vertical gradient, its corners rounded.
public final class GradientView: View {
  /// The colour at the top.
  public var topColor: Color = .white {
    didSet { updateGradientColors() }
  }

  /// The colour at the bottom.
  public var bottomColor: Color = .black {
    didSet { updateGradientColors() }
  }

  /// The corner radius of the view.
  ///
  /// If no value is provided, the default is 20% of the view's width.
  public var cornerRadius: Double? {
    didSet { setNeedsLayout() }
  }

  /// The view's layer is a gradient layer.
  public override class var layerClass: Layer.Type { GradientLayer.self }

  /// The gradient (the view's layer).
  var gradientLayer: GradientLayer? { layer as? GradientLayer }

  /// A gradient view.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
    gradientLayer?.startPoint = Point(x: 0, y: 0)
    gradientLayer?.endPoint = Point(x: 0, y: 1)
    updateGradientColors()
  }

  /// Rounds the corners for the new size.
  public override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = cornerRadius ?? bounds.width * 0.2
    layer.masksToBounds = true
  }

  private func updateGradientColors() {
    gradientLayer?.colors = [topColor, bottomColor]
  }
}

extension SpringTimingParameters {
  /// A design-friendly way to create a spring timing curve.
  ///
  /// - Parameters:
  ///   - damping: The 'bounciness' of the animation. Value must be between 0 and 1.
  ///   - response: The 'speed' of the animation.
  ///   - initialVelocity: The vector describing the starting motion of the property. Optional, default is `.zero`.
  public init(
    damping: Double, response: Double, initialVelocity: Vector = Vector(dx: 0, dy: 0)
  ) {
    let stiffness = (2 * .pi / response) * (2 * .pi / response)
    let damp = 4 * .pi * damping / response
    self.init(mass: 1, stiffness: stiffness, damping: damp, initialVelocity: initialVelocity)
  }
}

/// A number with two decimals, as `String(format: "%.2f", value)`.
func twoDecimals(_ value: Double) -> String {
  let cents = Int((abs(value) * 100).rounded())
  let fraction = cents % 100
  return (value < 0 && cents > 0 ? "-" : "") + "\(cents / 100)." + (fraction < 10 ? "0" : "")
    + "\(fraction)"
}

extension Color {
  /// A colour from a 0xRRGGBB number.
  init(hex: Int, alpha: Double = 1) {
    let r = Double((hex & 0xFF0000) >> 16) / 255
    let g = Double((hex & 0xFF00) >> 8) / 255
    let b = Double(hex & 0xFF) / 255
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }
}
