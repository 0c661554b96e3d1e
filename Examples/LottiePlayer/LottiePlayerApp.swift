import Zoetrope

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Lottie animations made for this project, played as Zoetrope views.
///
/// A looping spinner (a repeater) that "Recolour" recolours through a
/// value provider, a gradient animation scrubbed by a slider, and a
/// switch whose knob a pan drags and flings. With `LOTTIE_FILE=path.json`
/// in the environment, the top view plays that file instead (a bad file
/// prints why and plays the spinner).
///
/// ```sh
/// swift run LottiePlayer                                     # a window
/// swift run LottiePlayer --screenshot lottie.png --at 1
/// LOTTIE_FILE=anim.json swift run LottiePlayer --record anim.webp --duration 3
/// ```
public struct LottiePlayerApp: App {
  /// The window's title.
  public static let title = "Lottie"
  /// The window's size in points.
  public static let size = Size(width: 320, height: 480)

  /// Creates the app.
  public init() {}

  /// Makes the player's view controller.
  ///
  /// - Returns: A `LottiePlayerViewController`.
  public func makeRootViewController() -> ViewController {
    LottiePlayerViewController(fileAnimation: Self.fileAnimation())
  }

  /// The animation `LOTTIE_FILE` names, if it is set and decodes.
  static func fileAnimation() -> LottieAnimation? {
    guard let path = ProcessInfo.processInfo.environment["LOTTIE_FILE"], !path.isEmpty else {
      return nil
    }
    do {
      return try LottieAnimation(contentsOf: URL(fileURLWithPath: path))
    } catch {
      zoetropeWarning("LOTTIE_FILE \(path): \(error); playing the spinner")
      return nil
    }
  }
}
