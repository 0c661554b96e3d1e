import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// A log a live window writes for measuring it (see ``Diagnostics``).
///
/// Named by `ZOETROPE_FRAME_LOG`, the time of every presented frame, one
/// per line in seconds (for measuring frame pacing); named by
/// `ZOETROPE_PART_LOG`, how long each part of each frame took
/// (``FramePart``), one `part seconds` a line (for measuring the
/// present).
@MainActor
final class FrameLog {
  private let file: UnsafeMutablePointer<FILE>

  /// The frame-time log ``Diagnostics/current`` asks for
  /// (`ZOETROPE_FRAME_LOG`), if any.
  static func frames() -> FrameLog? {
    open(Diagnostics.current.frameLogPath, variable: Diagnostics.Variable.frameLog)
  }

  /// The frame-part log ``Diagnostics/current`` asks for
  /// (`ZOETROPE_PART_LOG`), if any.
  static func parts() -> FrameLog? {
    open(Diagnostics.current.partLogPath, variable: Diagnostics.Variable.partLog)
  }

  /// Opens a log, or returns nil when there is no path or the file cannot
  /// be written (with a warning).
  ///
  /// - Parameters:
  ///   - path: The file to write, or nil for no log.
  ///   - variable: The variable that named it, for the warning.
  /// - Returns: The log, or nil.
  private static func open(_ path: String?, variable: String) -> FrameLog? {
    guard let path else { return nil }
    guard let file = fopen(path, "w") else {
      zoetropeWarning("cannot write the log \"\(path)\" (\(variable)); nothing is logged")
      return nil
    }
    return FrameLog(file: file)
  }

  /// Records how long a part of a frame took, in seconds.
  func record(_ part: FramePart, duration: Double) {
    fputs("\(part) \(duration)\n", file)
  }

  private init(file: UnsafeMutablePointer<FILE>) {
    self.file = file
  }

  isolated deinit {
    fclose(file)
  }

  /// Records a presented frame's time, in seconds on the monotonic clock.
  func record(_ time: Double) {
    fputs("\(time)\n", file)
  }

  /// Writes buffered lines to the file.
  func flush() {
    fflush(file)
  }
}
