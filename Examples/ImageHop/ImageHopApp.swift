import Zoetrope

/// The ImageHop tutorial ("Creating and Managing Image Animations and
/// Sliders"): a hopping bunny whose speed a slider sets.
///
/// ```sh
/// swift run ImageHop
/// swift run ImageHop --record hop.webp --duration 5 --script '0.5 tap "Hop!"; 2.5 drag "Speed" to 0.9'
/// ```
public struct ImageHopApp: App {
  /// The window's title.
  public static let title = "ImageHop"
  /// The window's size in points: the original iPhone's screen.
  public static let size = Size(width: 320, height: 480)

  /// Creates the app.
  public init() {}

  /// Makes the tutorial's view controller.
  ///
  /// - Returns: An ``ImageHopViewController``.
  public func makeRootViewController() -> ViewController {
    ImageHopViewController()
  }
}
