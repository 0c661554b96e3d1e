/// An app: a window title, a window size and a root view controller.
///
/// Mark it `@main`; its inherited `main()` reads the launch options and
/// runs it in a window, or headless to record or screenshot it:
///
/// ```swift
/// import Zoetrope
///
/// @main
/// struct Hello: App {
///   static let title = "Hello"
///   static let size = Size(width: 320, height: 480)
///   func makeRootViewController() -> ViewController { HelloViewController() }
/// }
/// ```
///
/// ```sh
/// swift run Hello                                        # a window
/// swift run Hello --record hello.webp --duration 3 --script '0.5 tap "Animate"'
/// swift run Hello --screenshot hello.png --at 1
/// ```
public protocol App {
  /// Creates the app; called once, after the application object exists
  /// and just before ``makeRootViewController()``.
  init()

  /// The window's title.
  static var title: String { get }

  /// The window's size in points.
  static var size: Size { get }

  /// Makes the window's root view controller. `Application.shared` exists
  /// by then, for timers and random numbers.
  @MainActor func makeRootViewController() -> ViewController
}

extension HeadlessHost {
  /// Creates a headless host for an app: its size, its root view
  /// controller, on a manual clock.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - scale: Pixels per point, > 0.
  ///   - fps: Frames per second, > 0.
  ///   - seed: Seeds `application.random`.
  public convenience init(app: some App, scale: Double = 1, fps: Double = 60, seed: UInt64 = 0) {
    self.init(
      size: type(of: app).size, scale: scale, fps: fps, seed: seed,
      rootViewController: { app.makeRootViewController() })
  }
}
