import Zoetrope

/// A port of one real UIKit screen built with Auto Layout: the "Spring"
/// demo of Nathan Gitter's *Fluid Interfaces* (Apache License 2.0, see
/// `LICENSE-fluid-interfaces`), a box that springs across the screen with
/// the damping and response set by two sliders.
///
/// ```sh
/// swift run FluidSpring
/// ```
public struct FluidSpringApp: App {
  /// The window's title.
  public static let title = "FluidSpring"
  /// The window's size in points: 320 × 480 like the other apps.
  public static let size = Size(width: 320, height: 480)

  /// Creates the app.
  public init() {}

  /// Makes the app's view controller.
  ///
  /// - Returns: A ``SpringInterfaceViewController``.
  public func makeRootViewController() -> ViewController {
    SpringInterfaceViewController()
  }
}
