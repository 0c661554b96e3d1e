import Zoetrope

/// The smallest Zoetrope app: a label, a square and a button that
/// animates the square across the window.
///
/// ```sh
/// swift run Hello                                   # a window
/// swift run Hello --record hello.webp --duration 2 --script '0.3 tap "Animate"'
/// ```
@main
struct Hello: App {
  static let title = "Hello"
  static let size = Size(width: 320, height: 480)

  func makeRootViewController() -> ViewController {
    HelloViewController()
  }
}
