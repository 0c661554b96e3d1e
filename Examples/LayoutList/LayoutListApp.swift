import Zoetrope

/// A screen built only with constraints and stack views: a list in a
/// scroll view whose rows expand with an animated constraint change, and
/// a panel that slides up with a spring.
///
/// ```sh
/// swift run LayoutList
/// swift run LayoutList --record layout.webp --duration 8 --script Examples/LayoutList/demo.script
/// ```
public struct LayoutListApp: App {
  /// The window's title.
  public static let title = "LayoutList"
  /// The window's size in points: 320 × 480 like the other apps.
  public static let size = Size(width: 320, height: 480)

  /// Creates the app.
  public init() {}

  /// Makes the app's view controller.
  ///
  /// - Returns: A ``LayoutListViewController``.
  public func makeRootViewController() -> ViewController {
    LayoutListViewController()
  }
}
