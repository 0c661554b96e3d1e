extension Font {
  /// A font weight on the CSS/OpenType scale of 100 (thin) to 900 (black).
  public struct Weight: Hashable, Sendable, Comparable {
    /// The OpenType weight class, 1...1000; 400 is regular, 700 bold.
    public var value: Int

    /// Creates a weight, clamping `value` into 1...1000.
    ///
    /// - Parameter value: The OpenType weight class.
    public init(_ value: Int) {
      self.value = min(max(value, 1), 1_000)
    }

    /// Weight 100.
    public static let thin = Weight(100)
    /// Weight 200.
    public static let ultraLight = Weight(200)
    /// Weight 300.
    public static let light = Weight(300)
    /// Weight 400.
    public static let regular = Weight(400)
    /// Weight 500.
    public static let medium = Weight(500)
    /// Weight 600.
    public static let semibold = Weight(600)
    /// Weight 700.
    public static let bold = Weight(700)
    /// Weight 800.
    public static let heavy = Weight(800)
    /// Weight 900.
    public static let black = Weight(900)

    /// Orders weights from lightest to heaviest.
    ///
    /// - Parameters:
    ///   - lhs: A weight.
    ///   - rhs: Another weight.
    /// - Returns: Whether `lhs` is lighter than `rhs`.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
  }
}
