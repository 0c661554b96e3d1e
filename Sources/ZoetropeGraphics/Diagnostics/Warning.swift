import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reports a recoverable problem with a value that came from outside the
/// program (a NaN duration, a negative mass, a malformed color string).
///
/// Zoetrope's policy for bad input is "a thrown error or a documented clamp
/// with a logged warning". Types that clamp call this function, once per
/// clamped value, so the fallback is never silent. The message goes to
/// standard error, prefixed with `zoetrope: warning: `.
///
/// Tests observe warnings with ``withWarningsCaptured(_:)``.
///
/// - Parameter message: What was wrong and what was used instead, e.g.
///   `"Spring mass -1.0 is not positive; using 1.0"`.
package func zoetropeWarning(_ message: String) {
  if let capture = WarningCapture.current {
    capture.append(message)
    return
  }
  var line = "zoetrope: warning: \(message)\n"
  line.withUTF8 { bytes in
    _ = write(2, bytes.baseAddress, bytes.count)
  }
}

/// Runs `body` and returns the warnings it reported instead of printing them.
///
/// The capture is bound to the current task (or thread, outside a task), so
/// tests running in parallel do not see each other's warnings.
///
/// - Parameter body: The code whose warnings to capture.
/// - Returns: The value `body` returned and the warning messages, in order.
package func withWarningsCaptured<T>(
  _ body: () throws -> T
) rethrows -> (result: T, warnings: [String]) {
  let capture = WarningCapture()
  let result = try WarningCapture.$current.withValue(capture) { try body() }
  return (result, capture.messages)
}

/// The warnings captured by one ``withWarningsCaptured(_:)`` call.
final class WarningCapture: Sendable {
  @TaskLocal static var current: WarningCapture?

  private let storage = Mutex<[String]>([])

  var messages: [String] { storage.withLock { $0 } }

  func append(_ message: String) {
    storage.withLock { $0.append(message) }
  }
}
