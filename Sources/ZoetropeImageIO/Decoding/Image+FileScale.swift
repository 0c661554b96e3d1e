import ZoetropeGraphics

extension Image {
  /// The scale an `@<n>x` suffix in a file name gives, as UIKit reads it:
  /// `die@2x.png` gives 2, `die@3x` gives 3, `die.png` gives `nil`.
  ///
  /// Only the last path component counts. The suffix must come just before
  /// the extension (the text after the last `.`), or end a name without
  /// one, and `n` must be a whole number from 1 to 999.
  ///
  /// - Parameter path: A file path or name.
  /// - Returns: The scale, or `nil` if the name has no such suffix.
  static func scale(fromFileName path: String) -> Double? {
    var name = Substring(FileSystem.fileName(of: path))
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      name = name[..<dot]
    }
    guard name.hasSuffix("x"), let at = name.lastIndex(of: "@") else {
      return nil
    }
    let digits = name[name.index(after: at)..<name.index(before: name.endIndex)]
    guard (1...3).contains(digits.count), digits.allSatisfy(\.isASCII),
      let value = Int(digits), value >= 1
    else {
      return nil
    }
    return Double(value)
  }
}
