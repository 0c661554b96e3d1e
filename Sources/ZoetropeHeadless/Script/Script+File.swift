#if canImport(Glibc)
import Glibc
#endif

// Reading a script from a file, safely: regular files only, never blocking.
extension Script {
  /// The largest script file accepted: 16 MiB (16 777 216 bytes).
  public static let maximumFileSize = 16 << 20

  /// Reads and parses a script file.
  ///
  /// Only a regular file is read: a FIFO, a device, a socket or a directory
  /// is refused at once, without waiting for a writer (the file is opened
  /// with `O_NONBLOCK` and checked with `fstat` before any read). The file
  /// is opened once and read once, so it cannot change between the check
  /// and the read. Invalid UTF-8 is replaced with U+FFFD.
  ///
  /// ```swift
  /// let script = try Script(contentsOfFile: "Examples/DiceRoller/demo.script")
  /// ```
  ///
  /// - Parameter path: The script file.
  /// - Throws: ``ScriptError`` with line 0 when the file cannot be read
  ///   (missing, not a regular file, larger than ``maximumFileSize``, an
  ///   I/O error), or the first mistake in its text.
  public init(contentsOfFile path: String) throws(ScriptError) {
    try self.init(parsing: try Self.text(ofFile: path))
  }

  /// The text of a script file (see ``init(contentsOfFile:)``).
  static func text(ofFile path: String) throws(ScriptError) -> String {
    let shown = ScriptNumber.quotedExcerpt(path)
    func failure(_ reason: String) -> ScriptError {
      ScriptError(line: 0, "cannot read the script file \(shown): \(reason)")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      throw failure(String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw failure(String(cString: strerror(errno)))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      break
    case S_IFDIR:
      throw failure("it is a directory")
    case S_IFIFO:
      throw failure("it is a FIFO (named pipe), not a regular file")
    case S_IFCHR, S_IFBLK:
      throw failure("it is a device, not a regular file")
    default:
      throw failure("it is not a regular file")
    }
    let size = Int(status.st_size)
    guard size <= maximumFileSize else {
      throw failure("it has \(size) bytes, more than the \(maximumFileSize) allowed")
    }
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var total = 0
    while total < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(String(cString: strerror(errno)))
      }
      if count == 0 { break }
      total += count
    }
    guard total <= size else {
      throw failure("it grew while it was read")
    }
    return String(decoding: bytes[..<total], as: UTF8.self)
  }
}
