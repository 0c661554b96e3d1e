#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// How a color prints: as `UIColor` does.
extension Color: CustomStringConvertible {
  /// The color as UIKit prints a `UIColor` made with
  /// `init(red:green:blue:alpha:)`: `UIExtendedSRGBColorSpace 1 0 0 1`.
  ///
  /// The color space's name, then red, green, blue and alpha written as
  /// `%g` writes them (at most six significant digits, no trailing zeros),
  /// so a log line reads the same as the iOS one it ports. Every `Color`
  /// is sRGB, so gray colors print as sRGB too (UIKit's
  /// `UIColor(white:alpha:)` prints `UIExtendedGrayColorSpace 0.5 1`).
  /// `debugPrint` and collections print the same text, as for `UIColor`;
  /// `dump` and `Mirror` still show the four components with every digit.
  ///
  /// ```swift
  /// print(Color.red)                                     // UIExtendedSRGBColorSpace 1 0 0 1
  /// print(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
  /// // UIExtendedSRGBColorSpace 0.2 0.4 0.6 0.5
  /// ```
  public var description: String {
    let components = [red, green, blue, alpha].map(Self.shortestText)
    return "UIExtendedSRGBColorSpace " + components.joined(separator: " ")
  }

  /// A component written as C's `%g` writes it.
  static func shortestText(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 32)
    let count = withVaList([value]) { arguments in
      buffer.withUnsafeMutableBufferPointer { bytes in
        vsnprintf(bytes.baseAddress, bytes.count, "%g", arguments)
      }
    }
    guard count > 0 else { return "\(value)" }
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
