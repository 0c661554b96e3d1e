import ExampleSupport
import Zoetrope

/// Shows one screen of the gallery at a time below a bar of buttons.
///
/// A screen is made afresh each time its button is tapped, so its
/// animations start from the beginning.
public final class GalleryViewController: ViewController {
  /// The screens, in the order of the bar's buttons: each a view that
  /// builds its layers and starts its animations in `init(frame:)`.
  public static let screens: [(title: String, make: @MainActor (Rect) -> View)] = [
    ("Ring", { RingScreen(frame: $0) }),
    ("Check", { CheckScreen(frame: $0) }),
    ("Gradient", { GradientScreen(frame: $0) }),
    ("Shadow", { ShadowScreen(frame: $0) }),
    ("Mask", { MaskScreen(frame: $0) }),
    ("Flip", { FlipScreen(frame: $0) }),
    ("Spinner", { SpinnerScreen(frame: $0) }),
    ("Confetti", { ConfettiScreen(frame: $0) }),
  ]

  /// Where a screen goes: the view below the bar, in points.
  nonisolated public static let screenFrame = Rect(x: 0, y: 40, width: 320, height: 440)

  /// The bar: one button per screen.
  public let screenPicker = SegmentedControl(
    items: screens.map(\.title), font: .systemFont(ofSize: 8, weight: .medium))
  /// The screen shown now.
  public private(set) var screen: View?
  /// The index of the screen shown now.
  public private(set) var screenIndex = 0

  /// Builds the bar and shows the first screen.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(white: 0.96)
    view.clipsToBounds = true
    screenPicker.frame = Rect(x: 2, y: 4, width: 316, height: 30)
    screenPicker.spacing = 2
    screenPicker.onChange = { [weak self] index in self?.showScreen(at: index) }
    view.addSubview(screenPicker)
    showScreen(at: 0)
  }

  /// Replaces the shown screen with a new one.
  ///
  /// - Parameter index: The screen's button, 0 ..< 8; others are ignored.
  public func showScreen(at index: Int) {
    guard Self.screens.indices.contains(index) else { return }
    screen?.removeFromSuperview()
    let next = Self.screens[index].make(Self.screenFrame)
    view.addSubview(next)
    screen = next
    screenIndex = index
    if screenPicker.selectedSegmentIndex != index {
      screenPicker.selectedSegmentIndex = index
    }
  }
}
