import Foundation
import ZoetropeGraphics

// Loading an image shipped as a resource, as `UIImage(named:in:compatibleWith:)`
// does: by name, from a bundle, picking the `@2x`/`@3x` variant for a scale.

extension Image {
  /// The extensions tried, in order, for a name given without one.
  public static let resourceExtensions = ["png", "jpg", "jpeg", "webp"]

  /// Loads an image resource by name from a bundle, choosing the variant
  /// for a display scale as `UIImage(named:in:compatibleWith:)` does.
  ///
  /// Ship images with your package's resources (`resources: [.process("Images")]`
  /// in its manifest) and load them from `Bundle.module`:
  ///
  /// ```swift
  /// // Images/ball.png and Images/ball@2x.png in the target's resources
  /// let ball = Image(named: "ball", in: .module, scale: 2)  // ball@2x.png, scale 2
  /// ```
  ///
  /// `name` may carry an extension (`"ball.png"`); without one, the
  /// ``resourceExtensions`` are tried in order. For each, the variants are
  /// tried best first: the file for `scale` itself (`ball@2x.png` at scale
  /// 2, the plain `ball.png` at scale 1), then larger scales up to `@3x`
  /// (sharper, drawn smaller), then smaller ones down to the plain name,
  /// which is the `@1x` image. The image's scale comes from the file that
  /// was found (`@2x` → 2, plain → 1), so its size in points is the same
  /// whichever variant was loaded. A name that already ends in `@2x` loads
  /// that file only.
  ///
  /// From `Zoetrope`, `Image.init(named:in:)` uses the
  /// scale of the display the app runs on.
  ///
  /// - Parameters:
  ///   - name: The resource's name, with or without an extension and
  ///     without a scale suffix.
  ///   - bundle: The bundle to search (`Bundle.module` for a package's own
  ///     resources, `Bundle.main` for an app's).
  ///   - scale: The display's pixels per point; values that are not finite
  ///     or not positive read as 1, and the scale is rounded to a whole
  ///     number from 1 to 3 to pick the variant.
  ///
  /// The initializer fails (gives `nil`) when no variant exists, as
  /// `UIImage(named:)` does, and when a variant exists but cannot be
  /// decoded, then with a warning naming the file and the decoder's error.
  public init?(named name: String, in bundle: Bundle, scale: Double) {
    guard let url = Image.resourceURL(named: name, in: bundle, scale: scale) else {
      return nil
    }
    do {
      try self.init(contentsOf: url.path)
    } catch {
      zoetropeWarning(
        "image resource \"\(name)\" (\(url.lastPathComponent)) could not be loaded: \(error)")
      return nil
    }
  }

  /// The file ``init(named:in:scale:)`` would load, or `nil` if none exists.
  ///
  /// - Parameters:
  ///   - name: The resource's name, with or without an extension.
  ///   - bundle: The bundle to search.
  ///   - scale: The display's pixels per point.
  /// - Returns: The URL of the best variant.
  public static func resourceURL(named name: String, in bundle: Bundle, scale: Double)
    -> URL?
  {
    guard !name.isEmpty, let directory = bundle.resourceURL else { return nil }
    let (base, explicitExtension) = splitExtension(name)
    let extensions = explicitExtension.map { [$0] } ?? resourceExtensions
    let suffixes: [String]
    if Image.scale(fromFileName: base) != nil {
      suffixes = [""]  // the name asks for one variant
    } else {
      suffixes = variantSuffixes(forScale: scale)
    }
    let fileManager = FileManager.default
    for fileExtension in extensions {
      for suffix in suffixes {
        let candidate = directory.appendingPathComponent("\(base)\(suffix).\(fileExtension)")
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          return candidate
        }
      }
    }
    return nil
  }

  /// The file-name suffixes to try for a display scale, best first:
  /// `["@2x", "@3x", ""]` at 2, `["", "@2x", "@3x"]` at 1,
  /// `["@3x", "@2x", ""]` at 3.
  ///
  /// - Parameter scale: The display's pixels per point.
  /// - Returns: The suffixes, the plain name standing for `@1x`.
  static func variantSuffixes(forScale scale: Double) -> [String] {
    let wanted: Int
    if scale.isFinite, scale > 0 {
      wanted = Int(min(max(scale.rounded(), 1), 3))
    } else {
      wanted = 1
    }
    let order = [wanted] + Array((wanted + 1)..<4) + Array((1..<wanted).reversed())
    return order.map { $0 == 1 ? "" : "@\($0)x" }
  }

  /// A resource name split into its base and extension (`"ball.png"` →
  /// `("ball", "png")`); a name without a dot, or only a leading one, has
  /// no extension.
  private static func splitExtension(_ name: String) -> (String, String?) {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
      name.index(after: dot) != name.endIndex
    else {
      return (name, nil)
    }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
  }
}
