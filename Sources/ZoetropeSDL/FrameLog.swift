import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// Writes the time of every presented frame, one per line in seconds, to
/// the file named by `ZOETROPE_FRAME_LOG` (for measuring frame pacing).
@MainActor
final class FrameLog {
  private let file: UnsafeMutablePointer<FILE>

  /// Opens the log named by the environment, or returns nil when
  /// `ZOETROPE_FRAME_LOG` is unset or cannot be written (with a warning).
  static func fromEnvironment() -> FrameLog? {
    guard let value = getenv("ZOETROPE_FRAME_LOG"), value.pointee != 0 else { return nil }
    let path = String(cString: value)
    guard let file = fopen(path, "w") else {
      zoetropeWarning("cannot write the frame log \"\(path)\"; frames are not logged")
      return nil
    }
    return FrameLog(file: file)
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
