/// A deterministic random number generator: the same seed gives the same
/// sequence on every platform and run (SplitMix64, by Sebastiano Vigna).
///
/// Use it wherever output must be reproducible (headless recordings, tests):
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 42)
/// let face = Int.random(in: 1...6, using: &generator)
/// ```
///
/// SplitMix64 passes BigCrush, has a period of 2⁶⁴, and every seed (0
/// included) is a good one. It is not cryptographically secure.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state: advanced by a fixed odd constant per number.
  private var state: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  ///
  /// - Parameter seed: Any 64-bit value; 0 is fine.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits of the sequence.
  ///
  /// - Returns: A value uniformly distributed over all of `UInt64`.
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
