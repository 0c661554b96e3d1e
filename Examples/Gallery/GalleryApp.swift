import Zoetrope

/// The Gallery: one small screen per layer feature (shape strokes,
/// gradients, shadows, masks, 3D flips, replicators, emitters), switched
/// by a row of buttons, in the spirit of raylib's examples: each screen
/// is one short file to read as documentation.
///
/// ```sh
/// swift run Gallery
/// swift run Gallery --record gallery.webp --duration 20 --script Examples/Gallery/demo.script
/// ```
public struct GalleryApp: App {
  /// The window's title.
  public static let title = "Gallery"
  /// The window's size in points, as the other example apps.
  public static let size = Size(width: 320, height: 480)

  /// Creates the app.
  public init() {}

  /// Makes the gallery's view controller.
  ///
  /// - Returns: A ``GalleryViewController`` showing the first screen.
  public func makeRootViewController() -> ViewController {
    GalleryViewController()
  }
}
