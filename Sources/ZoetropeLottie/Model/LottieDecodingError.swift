/// Why a Lottie file could not be read: what is wrong and where.
///
/// Thrown by ``LottieAnimation/init(data:)`` and
/// ``LottieAnimation/init(contentsOf:)`` for input that has no usable
/// animation: bytes that are not JSON, a top level that is not an object,
/// a missing or non-positive size or frame rate, an out point that is not
/// after the in point, values of the wrong type where the file cannot be
/// played without them, and precompositions that contain themselves.
/// Problems the animation can play without (an unsupported shape, a NaN
/// keyframe value, a parent that does not exist) are warnings instead.
public struct LottieDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, naming the place in the file (`layers[2].ks`).
  public let message: String

  /// Creates an error with a message.
  ///
  /// - Parameter message: What went wrong and where.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// Collects what a decoder or tree builder met but does not support, or
/// had to replace, so the animation reports it in one warning.
///
/// Each entry is one kind of problem (`"masks"`) with the places it was
/// seen, kept in the order first seen; a place is listed once.
struct LottieIssues: Sendable, Equatable {
  private(set) var entries: [(what: String, places: [String])] = []

  /// Records that `what` was seen at `place`.
  mutating func note(_ what: String, at place: String) {
    if let index = entries.firstIndex(where: { $0.what == what }) {
      if !entries[index].places.contains(place), entries[index].places.count < 8 {
        entries[index].places.append(place)
      }
    } else {
      entries.append((what, [place]))
    }
  }

  /// Whether nothing was recorded.
  var isEmpty: Bool { entries.isEmpty }

  /// The kinds of problem recorded, in the order first seen.
  var kinds: [String] { entries.map(\.what) }

  /// One line listing every problem and where it was seen.
  var summary: String {
    entries.map { "\($0.what) (\($0.places.joined(separator: ", ")))" }
      .joined(separator: "; ")
  }

  static func == (lhs: LottieIssues, rhs: LottieIssues) -> Bool {
    lhs.entries.elementsEqual(rhs.entries) { $0.what == $1.what && $0.places == $1.places }
  }
}
