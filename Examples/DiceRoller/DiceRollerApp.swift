import Zoetrope

/// The "Basic Dice Roller Animation" tutorial: a die that tumbles through
/// its six faces until you stop it on a random one.
///
/// ```sh
/// swift run DiceRoller
/// swift run DiceRoller --record dice.webp --duration 4 --script '0.5 tap "Roll"; 2.5 tap "Stop"'
/// ```
public struct DiceRollerApp: App {
  /// The window's title.
  public static let title = "DiceRoller"
  /// The window's size in points: the original iPhone's screen.
  public static let size = Size(width: 320, height: 480)

  /// Creates the app.
  public init() {}

  /// Makes the tutorial's view controller.
  ///
  /// - Returns: A ``DiceRollerViewController``.
  public func makeRootViewController() -> ViewController {
    DiceRollerViewController()
  }
}
