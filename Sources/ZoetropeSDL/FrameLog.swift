import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// Writes the time of every presented frame, one per line in seconds, to
/// the file named by `ZOETROPE_FRAME_LOG` (for measuring frame pacing);
/// or, named by `ZOETROPE_PART_LOG`, how long each part of each frame
/// took (``FramePart``), one `part seconds` a line (for measuring the
/// present).
@MainActor
final class FrameLog {
  private let file: UnsafeMutablePointer<FILE>

  /// Opens the log named by the environment variable, or returns nil when
  /// it is unset or cannot be written (with a warning).
  ///
  /// - Parameter variable: `ZOETROPE_FRAME_LOG` (the default) or
  ///   `ZOETROPE_PART_LOG`.
  /// - Returns: The log, or nil.
  static func fromEnvironment(_ variable: String = "ZOETROPE_FRAME_LOG") -> FrameLog? {
    guard let value = getenv(variable), value.pointee != 0 else { return nil }
    let path = String(cString: value)
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
