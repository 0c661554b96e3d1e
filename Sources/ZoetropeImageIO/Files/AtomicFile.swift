#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that they appear whole or not at all: the one way
/// Zoetrope writes a file (screenshots, recordings, PNG frames, golden
/// images).
///
/// ``write(_:to:)`` creates a temporary file in the destination's folder
/// with `mkstemp` (exclusive creation under a random name, so a symlink or
/// file planted there is never followed or overwritten), writes the bytes,
/// `fsync`s it, renames it over the destination and `fsync`s the folder.
/// The temporary file is removed on every error path, and on SIGINT and
/// SIGTERM while a write is under way (the signal then takes its usual
/// course). `AtomicFileStream` does the same for a file written a piece
/// at a time (the animated GIF writer streams its frames into it).
///
/// ## What `kill -9` can leave
///
/// SIGKILL cannot be caught: a process killed while writing leaves its
/// temporary file, `.<name>.<pid>.tmp-XXXXXX` beside the destination
/// (hidden, with the writer's process id). The destination itself is
/// never half written. The next write to the same destination removes the
/// stale temporaries of writers that no longer run
/// (``removeStaleTemporaries(for:)``); `make clean`-style tooling can
/// remove `.*.tmp-??????` files in output folders at any time no writer
/// runs.
///
/// ```swift
/// try AtomicFile.write(pngBytes, to: "out/shot.png")
/// ```
public enum AtomicFile {
  /// Writes `bytes` to `path` atomically, replacing any file there.
  ///
  /// The new file gets mode 0644. If `path` is a symlink, the link itself
  /// is replaced (rename never follows it).
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: The destination; its folder must exist.
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed`, naming the
  ///   path and the system's reason (a full disk shows here); `path` is
  ///   then left as it was and no temporary file remains.
  public static func write(_ bytes: [UInt8], to path: String) throws(ImageEncodingError) {
    try ByteAccess.withBytes(of: bytes) { (raw) throws(ImageEncodingError) in
      try write(raw, to: path, failingAfter: nil)
    }
  }

  /// Writes bytes atomically; `failingAfter` simulates an I/O error once
  /// that many bytes are written (tests only).
  static func write(
    _ bytes: UnsafeRawBufferPointer, to path: String, failingAfter limit: Int? = nil
  ) throws(ImageEncodingError) {
    let stream = try AtomicFileStream(path: path)
    stream.failingAfter = limit
    try stream.write(bytes)
    try stream.commit()
  }

  /// The start of a temporary file's name for `name`, written by `pid`:
  /// `.<name>.<pid>.tmp-`.
  static func temporaryPrefix(forName name: String, pid: pid_t) -> String {
    ".\(name).\(pid).tmp-"
  }

  /// Removes the temporary files a killed writer left for `path`: files
  /// named `.<name>.<pid>.tmp-XXXXXX` in its folder whose process no
  /// longer runs.
  ///
  /// ``write(_:to:)`` calls it first, so each run sweeps what an earlier
  /// `kill -9` left. Symlinks and other processes' live temporaries are
  /// left alone.
  ///
  /// - Parameter path: The destination whose stale temporaries to remove.
  /// - Returns: How many files were removed.
  @discardableResult
  public static func removeStaleTemporaries(for path: String) -> Int {
    let directory = FileSystem.directory(of: path)
    let prefix = ".\(FileSystem.fileName(of: path))."
    guard let stream = opendir(directory) else { return 0 }
    defer { closedir(stream) }
    var removed = 0
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix(prefix) else { continue }
      let rest = name.dropFirst(prefix.count)
      guard let dot = rest.firstIndex(of: "."), rest[dot...].hasPrefix(".tmp-"),
        rest[dot...].count == 11, let pid = pid_t(rest[..<dot]), pid > 0
      else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      var status = stat()
      let file = "\(directory)/\(name)"
      guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      if unlink(file) == 0 { removed += 1 }
    }
    return removed
  }
}
