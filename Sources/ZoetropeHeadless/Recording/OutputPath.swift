import ZoetropeImageIO

#if canImport(Glibc)
import Glibc
#endif

/// Checks that output files can be created, before any work is done, and
/// writes files atomically.
public enum OutputPath {
  /// Why a file cannot be created at `path`, or nil if it can.
  ///
  /// The file's directory must exist and be writable, and an existing
  /// `path` must be a regular file (it is replaced). Writability is
  /// proven by creating and removing an empty temporary file in the
  /// directory, so the answer holds even for root.
  ///
  /// - Parameter path: The file to create.
  /// - Returns: A sentence saying what is wrong, or nil.
  public static func problemCreatingFile(at path: String) -> String? {
    guard !path.isEmpty, !path.unicodeScalars.contains("\0") else {
      return "\"\(path)\" is not a file path"
    }
    if let kind = kind(of: path), kind != S_IFREG {
      return "\"\(path)\" exists and is \(kind == S_IFDIR ? "a directory" : "not a regular file")"
    }
    return problemWritingDirectory(directory(of: path), for: path, mayCreate: false)
  }

  /// Why files cannot be written into `directory`, or nil if they can.
  ///
  /// A missing directory is fine when its nearest existing ancestor is a
  /// writable directory (it will be created). Writability is proven by
  /// creating and removing an empty temporary file in the nearest existing
  /// directory.
  ///
  /// - Parameter directory: The directory to write into.
  /// - Returns: A sentence saying what is wrong, or nil.
  public static func problemWritingDirectory(_ directory: String) -> String? {
    guard !directory.isEmpty, !directory.unicodeScalars.contains("\0") else {
      return "\"\(directory)\" is not a directory path"
    }
    return problemWritingDirectory(directory, for: directory, mayCreate: true)
  }

  private static func problemWritingDirectory(
    _ directory: String, for path: String, mayCreate: Bool
  ) -> String? {
    var current = directory
    while true {
      switch kind(of: current) {
      case S_IFDIR?:
        guard access(current, W_OK | X_OK) == 0 else {
          return "cannot write \"\(path)\": the directory \"\(current)\" is not writable"
        }
        return problemCreatingProbe(in: current, for: path)
      case nil where mayCreate && current != "/" && current != ".":
        current = Self.directory(of: current)
      case nil:
        return "cannot write \"\(path)\": the directory \"\(current)\" does not exist"
      default:
        return "cannot write \"\(path)\": \"\(current)\" is not a directory"
      }
    }
  }

  /// Why no file can be created in the existing directory `directory`, or
  /// nil if one can: creates an empty temporary file there and removes it.
  ///
  /// `access()` alone is not enough: root passes it for folders where
  /// nothing can be created, such as `/proc`, and a read-only mount or a
  /// full quota only shows when a file is made.
  private static func problemCreatingProbe(in directory: String, for path: String) -> String? {
    var template = Array("\(directory)/.zoetrope-probe-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      return "cannot write \"\(path)\": cannot create a file in \"\(directory)\": "
        + systemMessage()
    }
    close(descriptor)
    template.withUnsafeBufferPointer { buffer in
      _ = buffer.baseAddress.map { unlink($0) }
    }
    return nil
  }

  /// The file type bits of `path` (`S_IFREG`, `S_IFDIR`...), or nil if
  /// nothing is there.
  static func kind(of path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  /// Everything before the last `/` (trailing slashes ignored), `/` for the
  /// root, `.` for a bare name.
  static func directory(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") {
      trimmed = trimmed.dropLast()
    }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let directory = trimmed[..<slash]
    return directory.isEmpty ? "/" : String(directory)
  }

  /// Writes bytes to a temporary file beside `path`, then renames it into
  /// place, so no reader ever sees half a file (see
  /// `ZoetropeImageIO.AtomicFile`: exclusive creation under a random name,
  /// `fsync`, rename, and no temporary file left on an error or on
  /// SIGINT/SIGTERM).
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: The file to create or replace.
  /// - Throws: ``RecordingError`` naming the path and the system's reason.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(RecordingError) {
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw RecordingError(imageIO: error)
    }
  }

  private static func systemMessage() -> String {
    String(cString: strerror(errno))
  }
}
