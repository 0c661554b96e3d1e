import Zoetrope

/// The "simple animation using NSTimer" tutorial: a baseball bouncing
/// around a black screen, moved by a repeating timer whose interval a
/// slider sets.
///
/// ```sh
/// swift run BouncingBall
/// swift run BouncingBall --record ball.webp --duration 5 --script '2 drag "Interval" to 0.3'
/// ```
public struct BouncingBallApp: App {
  /// The window's title.
  public static let title = "BouncingBall"
  /// The window's size in points: the original iPhone's screen.
  public static let size = Size(width: 320, height: 480)

  /// Creates the app.
  public init() {}

  /// Makes the tutorial's view controller.
  ///
  /// - Returns: A ``BouncingBallViewController``.
  public func makeRootViewController() -> ViewController {
    BouncingBallViewController()
  }
}
