import Foundation

extension Image {
  /// Loads an image resource by name at the scale of the display the app
  /// runs on (`Application.displayScale`), as `UIImage(named:)` does.
  ///
  /// ```swift
  /// // Images/ball.png and Images/ball@2x.png in the target's resources
  /// ballView.image = Image(named: "ball", in: .module)
  /// ```
  ///
  /// Call it once the host exists (in `makeRootViewController()`,
  /// `viewDidLoad()` or later), when the display's scale is known. See
  /// `Image(named:in:scale:)` (in ZoetropeImageIO) for how the variant
  /// is chosen.
  ///
  /// - Parameters:
  ///   - name: The resource's name, with or without an extension.
  ///   - bundle: The bundle to search: `Bundle.module` for a package's own
  ///     resources; `Bundle.main` if omitted.
  ///
  /// The initializer fails (gives `nil`) if no variant exists, or if it
  /// cannot be decoded (with a warning).
  @MainActor
  public init?(named name: String, in bundle: Bundle = .main) {
    self.init(named: name, in: bundle, scale: Application.displayScale)
  }
}
