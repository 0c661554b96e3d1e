import Zoetrope

/// Interactive animation, the way iOS 10 and later do it: a card you drag
/// and fling, and a mini player that a finger, a slider or a tap expands
/// into a full panel with a property animator.
///
/// ```sh
/// swift run Interactive
/// swift run Interactive --record interactive.webp --duration 9 --script Examples/Interactive/demo.script
/// ```
public struct InteractiveApp: App {
  /// The window's title.
  public static let title = "Interactive"
  /// The window's size in points: 320 × 480 like the other apps, so the
  /// Showcase can host it.
  public static let size = Size(width: 320, height: 480)

  /// Creates the app.
  public init() {}

  /// Makes the app's view controller.
  ///
  /// - Returns: An ``InteractiveViewController``.
  public func makeRootViewController() -> ViewController {
    InteractiveViewController()
  }
}
