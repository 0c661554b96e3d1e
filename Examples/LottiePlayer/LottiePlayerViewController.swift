import Zoetrope

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A looping Lottie spinner with a "Recolour" button (a value provider on
/// every fill's colour), a gradient animation that a slider scrubs, and a
/// switch that a pan drags and flings.
final class LottiePlayerViewController: ViewController {
  let spinner: LottieAnimationView
  let scrubbed: LottieAnimationView
  let slider = Slider(frame: Rect(x: 30, y: 300, width: 260, height: 31))
  let recolour = Button(frame: Rect(x: 60, y: 140, width: 200, height: 40))
  let toggle = LottiePlayerSwitch(frame: Rect(x: 70, y: 360, width: 180, height: 90))
  /// How many times "Recolour" was tapped.
  private(set) var recolourCount = 0

  init(fileAnimation: LottieAnimation? = nil) {
    let builtIn = try? LottieAnimation(data: Data(LottiePlayerAnimations.spinner.utf8))
    spinner = LottieAnimationView(animation: fileAnimation ?? builtIn)
    scrubbed = LottieAnimationView(
      animation: try? LottieAnimation(data: Data(LottiePlayerAnimations.gradients.utf8)))
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    spinner.frame = Rect(x: 75, y: 15, width: 170, height: 120)
    spinner.accessibilityLabel = "Spinner"
    spinner.loopMode = .loop
    view.addSubview(spinner)
    spinner.play()

    recolour.configuration = .filled()
    recolour.setTitle("Recolour", for: .normal)
    recolour.addAction(for: .touchUpInside) { [weak self] _ in self?.recolourSpinner() }
    view.addSubview(recolour)

    scrubbed.frame = Rect(x: 60, y: 190, width: 200, height: 100)
    view.addSubview(scrubbed)
    slider.accessibilityLabel = "Progress"
    slider.value = 0
    slider.addAction(for: .valueChanged) { [weak self] control in
      guard let self, let slider = control as? Slider else { return }
      self.scrubbed.currentProgress = slider.value
    }
    view.addSubview(slider)
    view.addSubview(toggle.view)
  }

  /// Gives every fill the next of three colours.
  func recolourSpinner() {
    recolourCount += 1
    let colours: [Color] = [.systemPink, .systemGreen, .systemOrange]
    spinner.setValueProvider(
      ColorValueProvider(colours[(recolourCount - 1) % colours.count]),
      keypath: AnimationKeypath(keypath: "**.Color"))
  }
}
