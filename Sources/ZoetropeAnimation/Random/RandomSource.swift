import Synchronization
import ZoetropeGraphics

/// A seedable, injectable source of random numbers, shared by reference.
///
/// The application owns one (`Application.random`); app code asks it for
/// numbers instead of calling `Int.random(in:)`, so a headless recording
/// with a given seed is the same every time:
///
/// ```swift
/// let random = RandomSource.seeded(7)
/// let face = random.int(in: 1...6)
/// let angle = random.double(in: 0...(2 * .pi))
/// ```
///
/// ``seeded(_:)`` sources use ``SeededRandomNumberGenerator``; ``system``
/// uses the operating system's generator and is not reproducible.
public final class RandomSource: Sendable {
  /// Where the numbers come from.
  private enum Generator: Sendable {
    case seeded(SeededRandomNumberGenerator)
    case system
  }

  /// The generator, locked so a source may be shared across threads.
  private let generator: Mutex<Generator>

  private init(generator: Generator) {
    self.generator = Mutex(generator)
  }

  /// Creates a reproducible source: the same seed gives the same numbers.
  ///
  /// - Parameter seed: Any 64-bit value.
  /// - Returns: A new source with its own state.
  public static func seeded(_ seed: UInt64) -> RandomSource {
    RandomSource(generator: .seeded(SeededRandomNumberGenerator(seed: seed)))
  }

  /// A new source backed by the system's generator (not reproducible).
  public static var system: RandomSource {
    RandomSource(generator: .system)
  }

  /// Returns the next 64 random bits.
  ///
  /// - Returns: A value uniformly distributed over all of `UInt64`.
  public func next() -> UInt64 {
    generator.withLock { generator in
      switch generator {
      case .seeded(var seeded):
        let value = seeded.next()
        generator = .seeded(seeded)
        return value
      case .system:
        var system = SystemRandomNumberGenerator()
        return system.next()
      }
    }
  }

  /// Returns a uniformly distributed integer in a range, without modulo bias.
  ///
  /// - Parameter range: The closed range to draw from, such as `1...6`.
  /// - Returns: An integer in `range`.
  public func int(in range: ClosedRange<Int>) -> Int {
    var forwarding = Forwarding(source: self)
    return Int.random(in: range, using: &forwarding)
  }

  /// Returns a uniformly distributed number in a closed range.
  ///
  /// Bad input: a range with a NaN or infinite bound cannot be sampled;
  /// its lower bound is returned (0 when that is not finite either) with a
  /// warning.
  ///
  /// - Parameter range: The range to draw from, such as `0...1`.
  /// - Returns: A number in `range`.
  public func double(in range: ClosedRange<Double>) -> Double {
    guard range.lowerBound.isFinite, range.upperBound.isFinite else {
      let fallback = range.lowerBound.isFinite ? range.lowerBound : 0
      zoetropeWarning("RandomSource.double(in: \(range)) needs finite bounds; using \(fallback)")
      return fallback
    }
    var forwarding = Forwarding(source: self)
    return Double.random(in: range, using: &forwarding)
  }

  /// Returns `true` or `false` with equal probability.
  ///
  /// - Returns: A random Boolean.
  public func bool() -> Bool {
    next() & 1 == 1
  }

  /// Returns a random element of a collection.
  ///
  /// - Parameter collection: The collection to choose from.
  /// - Returns: One of its elements, or `nil` when it is empty.
  public func element<C: Collection>(of collection: C) -> C.Element? {
    var forwarding = Forwarding(source: self)
    return collection.randomElement(using: &forwarding)
  }

  /// Adapts the source to the standard library's generator protocol.
  private struct Forwarding: RandomNumberGenerator {
    let source: RandomSource

    mutating func next() -> UInt64 {
      source.next()
    }
  }
}
