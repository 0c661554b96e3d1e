#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the decoders and writers need, with errors
/// that name the path and the system's reason.
enum FileSystem {
  /// How many bytes ``readFile(atPath:limit:checkingStart:)`` reads first,
  /// to recognize a format before reading the rest: 16.
  static let headerSize = 16

  /// The system's message for an `errno` value, such as "No such file or directory".
  static func message(forErrno code: Int32) -> String {
    guard let text = strerror(code) else {
      return "error \(code)"
    }
    return String(cString: text)
  }

  /// The directory part of a path: everything before the last `/`, `/` for
  /// a file in the root, and `.` for a bare file name.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else {
      return "."
    }
    let directory = path[..<slash]
    return directory.isEmpty ? "/" : String(directory)
  }

  /// The last component of a path: everything after the last `/`.
  static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else {
      return path
    }
    return String(path[path.index(after: slash)...])
  }

  /// The size in bytes of the file at `path`, or nil if it cannot be
  /// read.
  static func size(of path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Int(status.st_size)
  }

  /// The bytes an unprivileged user may still write on the file system
  /// holding `path` (`statvfs`'s `f_bavail × f_frsize`), or nil if
  /// unknown.
  static func availableBytes(at path: String) -> Int? {
    var info = statvfs()
    guard statvfs(path, &info) == 0 else { return nil }
    let (bytes, overflow) = Int(clamping: info.f_bavail).multipliedReportingOverflow(
      by: Int(clamping: info.f_frsize))
    return overflow ? Int.max : bytes
  }

  /// Reads a whole regular file.
  ///
  /// The size is checked against `limit` from `fstat` before anything is
  /// read, and the first ``headerSize`` bytes go to `checkStart` before
  /// the rest is read, so a huge file of garbage costs one small read.
  ///
  /// - Parameters:
  ///   - path: The file to read.
  ///   - limit: The largest size accepted, in bytes.
  ///   - checkStart: Called with the file's first bytes (up to
  ///     ``headerSize``, fewer for a shorter file); what it throws is
  ///     thrown before the rest is read.
  /// - Returns: The file's bytes.
  /// - Throws: ``ImageDecodingError`` with `.fileNotFound`, `.fileUnreadable`
  ///   (not a regular file, permissions, I/O errors) or `.tooLarge`, or
  ///   what `checkStart` throws.
  static func readFile(
    atPath path: String, limit: Int,
    checkingStart checkStart: (UnsafeRawBufferPointer) throws(ImageDecodingError) -> Void = {
      _ in
    }
  ) throws(ImageDecodingError) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO must not wait for a writer.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR {
        throw ImageDecodingError(.fileNotFound, "No image file at \"\(path)\"")
      }
      throw ImageDecodingError(
        .fileUnreadable, "Cannot open \"\(path)\": \(message(forErrno: code))")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw ImageDecodingError(
        .fileUnreadable, "Cannot read \"\(path)\": \(message(forErrno: errno))")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      let kind = status.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
      throw ImageDecodingError(.fileUnreadable, "Cannot read \"\(path)\": it is \(kind)")
    }
    let size = Int(status.st_size)
    guard size <= limit else {
      throw ImageDecodingError(
        .tooLarge, "Image file \"\(path)\" has \(size) bytes, more than the \(limit) allowed")
    }
    var failure: Int32?
    var rejection: ImageDecodingError?
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initializedCount in
      var total = 0
      var checked = false
      while total < size {
        if !checked, total >= min(size, headerSize) {
          checked = true
          do throws(ImageDecodingError) {
            try checkStart(
              UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<total]))
          } catch {
            rejection = error
            break
          }
        }
        let wanted = checked ? size - total : min(size, headerSize) - total
        let count = read(descriptor, buffer.baseAddress.map { $0 + total }, wanted)
        if count < 0 {
          if errno == EINTR {
            continue
          }
          failure = errno
          break
        }
        if count == 0 {
          break  // The file shrank while we read it: keep what is there.
        }
        total += count
      }
      if failure == nil, rejection == nil, !checked {
        do throws(ImageDecodingError) {
          try checkStart(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<total]))
        } catch {
          rejection = error
        }
      }
      initializedCount = failure == nil && rejection == nil ? total : 0
    }
    if let rejection {
      throw rejection
    }
    if let failure {
      throw ImageDecodingError(
        .fileUnreadable, "Cannot read \"\(path)\": \(message(forErrno: failure))")
    }
    return bytes
  }

  /// Writes bytes to a file so that it either appears complete or not at
  /// all (see ``AtomicFile``).
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: Where the file goes; an existing file there is replaced.
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed`.
  static func writeAtomically(_ bytes: UnsafeRawBufferPointer, toPath path: String)
    throws(ImageEncodingError)
  {
    try AtomicFile.write(bytes, to: path)
  }

  /// Creates a directory and any missing parents, like `mkdir -p`.
  ///
  /// - Parameter path: The directory; an existing directory is fine.
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed` if a component
  ///   exists and is not a directory or cannot be created.
  static func createDirectory(atPath path: String) throws(ImageEncodingError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0 {
        let code = errno
        var status = stat()
        let isDirectory = stat(prefix, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        guard isDirectory else {
          let reason = code == EEXIST ? "it exists and is not a directory" : message(forErrno: code)
          throw ImageEncodingError(
            .fileWriteFailed, "Cannot create the directory \"\(prefix)\": \(reason)")
        }
      }
      prefix += "/"
    }
  }

  /// Checks that files can be created in `path`'s directory, so a writer
  /// fails when it is created rather than after a long recording.
  ///
  /// - Parameter path: The file that will be written later.
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed`.
  static func checkCanCreate(_ path: String) throws(ImageEncodingError) {
    let directory = directory(of: path)
    guard !fileName(of: path).isEmpty else {
      throw ImageEncodingError(.fileWriteFailed, "Cannot write \"\(path)\": it names a directory")
    }
    var status = stat()
    guard stat(directory, &status) == 0 else {
      throw ImageEncodingError(
        .fileWriteFailed,
        "Cannot write \"\(path)\": the directory \"\(directory)\" is not accessible: "
          + message(forErrno: errno))
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw ImageEncodingError(
        .fileWriteFailed, "Cannot write \"\(path)\": \"\(directory)\" is not a directory")
    }
    var existing = stat()
    if stat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFDIR {
      throw ImageEncodingError(.fileWriteFailed, "Cannot write \"\(path)\": it is a directory")
    }
    // Create (and remove) a file there: `access(2)` says yes to root even
    // where nothing can be created (a read-only mount, /proc).
    var template = Array("\(directory)/.\(fileName(of: path)).probe-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw ImageEncodingError(
        .fileWriteFailed,
        "Cannot write \"\(path)\": the directory \"\(directory)\" is not writable: "
          + message(forErrno: errno))
    }
    close(descriptor)
    template.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress { _ = unlink(base) }
    }
  }
}
