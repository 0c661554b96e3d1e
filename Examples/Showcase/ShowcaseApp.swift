import Zoetrope

/// All eight example apps in one window, switched by a segmented control:
/// what `make demo` opens.
///
/// ```sh
/// swift run Showcase
/// swift run Showcase --record showcase.webp --duration 8 --script '0.5 tap "Roll"; 3 tap "ImageHop"; 3.5 tap "Hop!"'
/// ```
public struct ShowcaseApp: App {
  /// The window's title.
  public static let title = "Zoetrope Showcase"
  /// The window's size in points: the apps' 320 × 480 under a 44-point bar.
  public static let size = Size(
    width: ShowcaseViewController.contentSize.width,
    height: ShowcaseViewController.barHeight + ShowcaseViewController.contentSize.height)

  /// Creates the app.
  public init() {}

  /// Makes the showcase's view controller.
  ///
  /// - Returns: A ``ShowcaseViewController`` showing DiceRoller.
  public func makeRootViewController() -> ViewController {
    ShowcaseViewController()
  }
}
