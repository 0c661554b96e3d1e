import Zoetrope

/// The BoxAnimation tutorial (the Core Animation chapter of an iOS 5 iPad
/// book): a blue box that moves, turns and grows to wherever you tap.
///
/// ```sh
/// swift run BoxAnimation
/// swift run BoxAnimation --record box.webp --duration 5 --script '0.5 tap 220,300'
/// ```
public struct BoxAnimationApp: App {
  /// The window's title.
  public static let title = "BoxAnimation"
  /// The window's size in points: 320 × 480 like the other tutorials (the
  /// original is an iPad app), so the Showcase can host it.
  public static let size = Size(width: 320, height: 480)

  /// Creates the app.
  public init() {}

  /// Makes the tutorial's view controller.
  ///
  /// - Returns: A ``BoxAnimationViewController``.
  public func makeRootViewController() -> ViewController {
    BoxAnimationViewController()
  }
}
