/// Formats numbers with a fixed number of decimals, like C's `%1.2f`
/// (which the tutorials use through `NSString initWithFormat:`), without
/// Foundation.
public enum DecimalText {
  /// The number rounded to `places` decimals, with exactly that many
  /// digits after the point: `fixed(1.0, places: 2) == "1.00"`.
  ///
  /// - Parameters:
  ///   - value: The number; NaN gives "nan" and infinities "inf" or "-inf".
  ///   - places: Digits after the point, 0…9 (others are clamped).
  /// - Returns: The text.
  public static func fixed(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let places = min(max(places, 0), 9)
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let scaled = (abs(value) * factor).rounded()
    guard scaled < 9e15 else { return String(value) }
    let units = Int(scaled)
    let whole = units / Int(factor)
    let fraction = units % Int(factor)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard places > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: places - digits.count) + digits
  }
}
