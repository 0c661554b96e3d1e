extension Color {
  /// Creates a color from a hexadecimal string such as `"#FF8800"`.
  ///
  /// Accepted forms, with or without the leading `#`, in upper or lower
  /// case: `RGB` (each digit doubled, so `"F80"` is `"FF8800"`), `RRGGBB`
  /// (opaque) and `RRGGBBAA`. Anything else, including surrounding spaces,
  /// signs, or the four-digit `RGBA` form, gives `nil`.
  ///
  /// ```swift
  /// Color(hex: "#007AFF") == .systemBlue  // true
  /// Color(hex: "0f0")                     // Optional(.green)
  /// Color(hex: "#12345")                  // nil
  /// ```
  ///
  /// - Parameter hex: The hexadecimal string.
  public init?(hex: String) {
    var digits = Array(hex.utf8)
    if digits.first == UInt8(ascii: "#") {
      digits.removeFirst()
    }
    var nibbles: [UInt8] = []
    for digit in digits {
      guard let value = Color.nibble(digit) else {
        return nil
      }
      nibbles.append(value)
    }
    switch nibbles.count {
    case 3:
      self.init(red8: nibbles[0] * 17, green8: nibbles[1] * 17, blue8: nibbles[2] * 17)
    case 6, 8:
      let bytes = stride(from: 0, to: nibbles.count, by: 2).map {
        nibbles[$0] << 4 | nibbles[$0 + 1]
      }
      self.init(
        red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count == 4 ? bytes[3] : 255
      )
    default:
      return nil
    }
  }

  /// The color as an uppercase hexadecimal string: `"#RRGGBB"` when it is
  /// opaque (alpha rounds to 255) and `"#RRGGBBAA"` otherwise.
  ///
  /// Components are rounded to 8 bits as in ``rgba8``, and
  /// `Color(hex: color.hexString)` has the same ``rgba8`` as `color`.
  public var hexString: String {
    let bytes = rgba8
    var components = [bytes.red, bytes.green, bytes.blue]
    if bytes.alpha != 255 {
      components.append(bytes.alpha)
    }
    let digits = Array("0123456789ABCDEF")
    var result = "#"
    for byte in components {
      result.append(digits[Int(byte >> 4)])
      result.append(digits[Int(byte & 0xF)])
    }
    return result
  }

  /// The value of one ASCII hexadecimal digit, or nil.
  private static func nibble(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
