import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// A one-line progress bar on standard error, for long recordings, drawn
/// only when standard error is a terminal.
///
/// `Recording hop.webp  [##########..........]  50%  300/600 frames`,
/// redrawn when the percentage changes, and cleared by ``finish()``.
package struct ProgressBar {
  /// Recordings with fewer frames than this show no bar.
  package static let minimumFrames = 120

  /// The number of frames to do.
  package let total: Int
  /// The text before the bar.
  package let label: String
  /// Whether the bar is drawn.
  package let isEnabled: Bool
  private var lastPercent = -1

  /// Creates a bar; it is enabled when `total` ≥ ``minimumFrames`` and
  /// standard error is a terminal.
  ///
  /// - Parameters:
  ///   - total: The number of frames to do.
  ///   - label: The text before the bar, such as `Recording hop.webp`.
  package init(total: Int, label: String) {
    self.init(total: total, label: label, isEnabled: isatty(2) != 0 && total >= Self.minimumFrames)
  }

  /// Creates a bar that is drawn or not as told.
  ///
  /// - Parameters:
  ///   - total: The number of frames to do.
  ///   - label: The text before the bar.
  ///   - isEnabled: Whether to draw it.
  package init(total: Int, label: String, isEnabled: Bool) {
    self.total = max(total, 1)
    self.label = label
    self.isEnabled = isEnabled
  }

  /// The line for `done` frames, without the carriage return.
  package func line(done: Int) -> String {
    let width = 20
    let fraction = min(max(Double(done) / Double(total), 0), 1)
    let filled = Int(saturating: (fraction * Double(width)).rounded(.down))
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    let percent = Int(saturating: (fraction * 100).rounded(.down))
    return "\(label)  [\(bar)] \(percent)%  \(done)/\(total) frames"
  }

  /// Redraws the bar if the percentage changed.
  ///
  /// - Parameter done: Frames done so far.
  package mutating func update(done: Int) {
    guard isEnabled else { return }
    let percent = done * 100 / total
    guard percent != lastPercent else { return }
    lastPercent = percent
    Self.writeToStandardError("\r\(line(done: done))")
  }

  /// Clears the bar's line.
  package func finish() {
    guard isEnabled else { return }
    Self.writeToStandardError("\r\u{1B}[2K")
  }

  private static func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      _ = write(2, bytes.baseAddress, bytes.count)
    }
  }
}
