#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written a piece at a time that appears at its path whole or not
/// at all: the streaming form of ``AtomicFile``, for writers that must not
/// hold a whole recording in memory.
///
/// Creating the stream sweeps stale temporaries for the path and creates
/// `.<name>.<pid>.tmp-XXXXXX` beside it with `mkstemp` (exclusive creation
/// under a random name), registered with ``TemporaryRegistry`` so SIGINT
/// and SIGTERM remove it. Bytes are buffered (64 KiB) and written as the
/// buffer fills; ``overwrite(_:at:)`` patches bytes already written (a
/// header field whose value is known only later). ``commit()`` writes the
/// rest, `fsync`s, renames the file over the path and `fsync`s the folder.
/// Any failure, ``abandon()``, or dropping the stream uncommitted closes
/// and removes the temporary file: the path is left as it was.
///
/// Every system call of the streaming writers is here, in one type.
final class AtomicFileStream {
  /// The destination, replaced by ``commit()``.
  let path: String

  /// The temporary file's path while it exists: a writer that opens the
  /// file itself (FFmpeg's muxer, for MP4) writes here, then calls
  /// ``commit()`` with nothing buffered.
  let temporary: String

  /// The temporary file's descriptor; -1 once closed.
  private var descriptor: Int32

  /// The ``TemporaryRegistry`` slot naming the temporary file, if one was
  /// free.
  private let slot: Int?

  /// Bytes not yet written to the file.
  private var buffer: [UInt8] = []

  /// How many bytes are in the file (not counting ``buffer``).
  private var flushed = 0

  /// Whether the stream was committed or abandoned: no more writes.
  private(set) var isClosed = false

  /// For tests: an I/O error (EIO) is simulated once this many bytes are
  /// in the file.
  var failingAfter: Int?

  /// The size of ``buffer`` that triggers a write.
  private static let bufferSize = 65536

  /// The offset the next byte will be written at: the stream's length.
  var position: Int { flushed + buffer.count }

  /// Creates the temporary file beside `path`.
  ///
  /// - Parameter path: The destination; its folder must exist.
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed`, naming the
  ///   path and the system's reason.
  init(path: String) throws(ImageEncodingError) {
    let directory = FileSystem.directory(of: path)
    let name = FileSystem.fileName(of: path)
    guard !name.isEmpty else {
      throw ImageEncodingError(.fileWriteFailed, "Cannot write \"\(path)\": it names a directory")
    }
    AtomicFile.removeStaleTemporaries(for: path)
    TemporaryRegistry.installSignalHandlers()
    var template = Array(
      "\(directory)/\(AtomicFile.temporaryPrefix(forName: name, pid: getpid()))XXXXXX"
        .utf8CString)
    let slot = TemporaryRegistry.reserve()
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      // mkstemp: O_CREAT | O_EXCL under a fresh random name, mode 0600.
      let descriptor = buffer.baseAddress.map { mkstemp($0) } ?? -1
      if descriptor >= 0, let slot, let base = buffer.baseAddress {
        TemporaryRegistry.register(base, in: slot)
      }
      return descriptor
    }
    guard descriptor >= 0 else {
      let code = errno
      TemporaryRegistry.release(slot)
      throw ImageEncodingError(
        .fileWriteFailed,
        "Cannot create a file in \"\(directory)\" to write \"\(path)\": "
          + FileSystem.message(forErrno: code))
    }
    self.path = path
    self.slot = slot
    self.descriptor = descriptor
    self.temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    buffer.reserveCapacity(Self.bufferSize)
  }

  deinit {
    abandon()
  }

  /// Appends bytes, writing the buffer to the file when it fills.
  ///
  /// - Parameter bytes: The bytes to append.
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed` (the stream
  ///   is then abandoned).
  func write(_ bytes: [UInt8]) throws(ImageEncodingError) {
    try ByteAccess.withBytes(of: bytes) { (raw) throws(ImageEncodingError) in try write(raw) }
  }

  /// Appends bytes, writing the buffer to the file when it fills.
  ///
  /// - Parameter bytes: The bytes to append.
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed` (the stream
  ///   is then abandoned).
  func write(_ bytes: UnsafeRawBufferPointer) throws(ImageEncodingError) {
    try checkOpen()
    if buffer.count + bytes.count <= Self.bufferSize {
      buffer.append(contentsOf: bytes)
      return
    }
    try flush()
    if bytes.count >= Self.bufferSize {
      try writeToFile(bytes)
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Replaces bytes already appended, at `offset`, whether they are still
  /// buffered or already in the file.
  ///
  /// - Parameters:
  ///   - bytes: The new bytes.
  ///   - offset: Where they go; `offset + bytes.count` must be at most
  ///     ``position``.
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed`.
  func overwrite(_ bytes: [UInt8], at offset: Int) throws(ImageEncodingError) {
    try checkOpen()
    precondition(offset >= 0 && offset + bytes.count <= position, "patch outside the stream")
    for (index, byte) in bytes.enumerated() where offset + index >= flushed {
      buffer[offset + index - flushed] = byte
    }
    let onDisk = min(bytes.count, max(flushed - offset, 0))
    guard onDisk > 0 else { return }
    let written = bytes.withUnsafeBytes { raw in
      pwrite(descriptor, raw.baseAddress, onDisk, off_t(offset))
    }
    guard written == onDisk else {
      throw fail("write", written < 0 ? errno : EIO)
    }
  }

  /// Writes what is buffered, `fsync`s the file and renames it over
  /// ``path``.
  ///
  /// - Throws: ``ImageEncodingError`` with `.fileWriteFailed`; the path is
  ///   then left as it was and the temporary file is removed.
  func commit() throws(ImageEncodingError) {
    try checkOpen()
    try flush()
    _ = fchmod(descriptor, 0o644)
    guard fsync(descriptor) == 0 else {
      throw fail("write", errno)
    }
    let closed = close(descriptor)
    descriptor = -1
    guard closed == 0 else {
      throw fail("write", errno)
    }
    guard rename(temporary, path) == 0 else {
      throw fail("create", errno)
    }
    isClosed = true
    TemporaryRegistry.release(slot)
    syncDirectory(FileSystem.directory(of: path))
  }

  /// Closes and removes the temporary file; the path is left as it was.
  ///
  /// Does nothing once committed or abandoned.
  func abandon() {
    guard !isClosed else { return }
    isClosed = true
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    unlink(temporary)
    TemporaryRegistry.release(slot)
    buffer = []
  }

  private func checkOpen() throws(ImageEncodingError) {
    guard !isClosed else {
      throw ImageEncodingError(
        .fileWriteFailed, "Cannot write \"\(path)\": the file was already closed")
    }
  }

  /// Writes the buffer to the file and empties it.
  private func flush() throws(ImageEncodingError) {
    guard !buffer.isEmpty else { return }
    // A reference of its own: a failure abandons the stream, emptying
    // `buffer`, while these bytes are being written.
    let bytes = buffer
    try ByteAccess.withBytes(of: bytes) { (raw) throws(ImageEncodingError) in
      try writeToFile(raw)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes bytes at the end of the file, retrying short writes and EINTR.
  private func writeToFile(_ bytes: UnsafeRawBufferPointer) throws(ImageEncodingError) {
    var written = 0
    while written < bytes.count {
      if let limit = failingAfter, flushed >= limit {
        throw fail("write", EIO)
      }
      let chunk = min(
        bytes.count - written, failingAfter.map { max($0 - flushed, 1) } ?? Int.max)
      let count = Glibc.write(descriptor, bytes.baseAddress.map { $0 + written }, chunk)
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        throw fail("write", code)
      }
      written += count
      flushed += count
    }
  }

  /// Abandons the stream and describes the failure.
  private func fail(_ what: String, _ code: Int32) -> ImageEncodingError {
    abandon()
    return ImageEncodingError(
      .fileWriteFailed, "Cannot \(what) \"\(path)\": \(FileSystem.message(forErrno: code))")
  }

  /// Flushes a folder's entries (the rename) to disk; errors are ignored,
  /// as some file systems cannot sync a folder.
  private func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
