#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the decoders and writers need, with errors
/// that name the path and the system's reason.
enum FileSystem {
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

  /// Reads a whole regular file.
  ///
  /// - Parameters:
  ///   - path: The file to read.
  ///   - limit: The largest size accepted, in bytes.
  /// - Returns: The file's bytes.
  /// - Throws: ``ImageDecodingError`` with `.fileNotFound`, `.fileUnreadable`
  ///   (not a regular file, permissions, I/O errors) or `.tooLarge`.
  static func readFile(atPath path: String, limit: Int) throws(ImageDecodingError) -> [UInt8] {
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
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initializedCount in
      var total = 0
      while total < size {
        let count = read(descriptor, buffer.baseAddress.map { $0 + total }, size - total)
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
      initializedCount = failure == nil ? total : 0
    }
    if let failure {
      throw ImageDecodingError(
        .fileUnreadable, "Cannot read \"\(path)\": \(message(forErrno: failure))")
    }
    return bytes
  }

  /// Writes bytes to a file so that it either appears complete or not at
  /// all: the bytes go to a temporary file in the same directory, which is
  /// then renamed over `path`.
  ///
  /// The new file gets mode 0644. On any failure the temporary file is
  /// removed and `path` is left as it was.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: Where the file goes; an existing file there is replaced.
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed`.
  static func writeAtomically(_ bytes: UnsafeRawBufferPointer, toPath path: String)
    throws(ImageEncodingError)
  {
    let directory = directory(of: path)
    let name = fileName(of: path)
    guard !name.isEmpty else {
      throw ImageEncodingError(.fileWriteFailed, "Cannot write \"\(path)\": it names a directory")
    }
    var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw ImageEncodingError(
        .fileWriteFailed,
        "Cannot create a file in \"\(directory)\" to write \"\(path)\": "
          + message(forErrno: errno))
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    func fail(_ what: String, _ code: Int32) -> ImageEncodingError {
      unlink(temporary)
      return ImageEncodingError(
        .fileWriteFailed, "Cannot \(what) \"\(path)\": \(message(forErrno: code))")
    }
    var written = 0
    while written < bytes.count {
      let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
      if count < 0 {
        let code = errno
        if code == EINTR {
          continue
        }
        close(descriptor)
        throw fail("write", code)
      }
      written += count
    }
    _ = fchmod(descriptor, 0o644)
    guard close(descriptor) == 0 else {
      throw fail("write", errno)
    }
    guard rename(temporary, path) == 0 else {
      throw fail("create", errno)
    }
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
