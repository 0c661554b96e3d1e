import Foundation
import ZoetropeGraphics

extension LottieAnimation {
  /// Loads an animation shipped as a resource, by name, as lottie-ios's
  /// `LottieAnimation.named(_:bundle:subdirectory:)`: `name.json`, else
  /// `name.lottie` (a name with either extension loads that file).
  ///
  /// ```swift
  /// // Animations/spinner.json in the target's resources
  /// let spinner = LottieAnimation.named("spinner", bundle: .module, subdirectory: "Animations")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The resource's name, with or without its extension.
  ///   - bundle: The bundle to search: `Bundle.module` for a package's own
  ///     resources; `Bundle.main` if omitted.
  ///   - subdirectory: The folder in the bundle's resources, if any.
  /// - Returns: The animation, or `nil` if there is no such resource, or
  ///   (with a warning saying why) it does not decode.
  public static func named(
    _ name: String, bundle: Bundle = .main, subdirectory: String? = nil
  ) -> LottieAnimation? {
    let url: URL?
    if name.hasSuffix(".json") || name.hasSuffix(".lottie") {
      url = bundle.url(forResource: name, withExtension: nil, subdirectory: subdirectory)
    } else {
      url =
        ["json", "lottie"].lazy.compactMap {
          bundle.url(forResource: name, withExtension: $0, subdirectory: subdirectory)
        }.first
    }
    guard let url else { return nil }
    do {
      return try LottieAnimation(contentsOf: url)
    } catch {
      zoetropeWarning("Lottie animation resource \"\(name)\": \(error.message)")
      return nil
    }
  }
}
