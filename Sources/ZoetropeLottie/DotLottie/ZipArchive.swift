import CZlib

/// The files of a zip archive, read from its central directory: enough
/// of the format for dotLottie (stored and deflated entries, no ZIP64,
/// no encryption, no multi-part archives).
///
/// Every offset and size is checked against the archive's bytes, and an
/// entry is inflated into at most its declared size (and at most
/// ``maximumEntrySize``), so a damaged or hostile archive is an error,
/// never a crash or a runaway allocation.
struct ZipArchive {
  /// The largest entry inflated: 256 MiB.
  static let maximumEntrySize = 256 << 20
  /// The most entries read from a central directory.
  static let maximumEntryCount = 65_535

  /// One file of the archive.
  struct Entry: Equatable {
    /// The path in the archive (`animations/a.json`).
    var name: String
    /// 0 (stored) or 8 (deflated).
    var method: Int
    var compressedSize: Int
    var size: Int
    /// The CRC-32 of its contents.
    var crc: UInt32
    /// Where its local header starts.
    var headerOffset: Int
  }

  let bytes: [UInt8]
  /// The entries, in central directory order.
  let entries: [Entry]

  /// Reads an archive's central directory.
  ///
  /// - Throws: ``LottieDecodingError`` naming what is wrong.
  init(_ bytes: [UInt8]) throws(LottieDecodingError) {
    self.bytes = bytes
    // The end of central directory record: 22 bytes and a comment of at
    // most 65,535 bytes at the end of the archive.
    let lowest = max(0, bytes.count - 22 - 65_535)
    var end = bytes.count - 22
    while end >= lowest, Self.uint32(bytes, end) != 0x0605_4B50 { end -= 1 }
    guard end >= lowest, bytes.count >= 22 else {
      throw LottieDecodingError("Not a zip archive: no end of central directory record")
    }
    let count = Int(Self.uint16(bytes, end + 10))
    let directorySize = Int(Self.uint32(bytes, end + 12))
    let directoryOffset = Int(Self.uint32(bytes, end + 16))
    guard count != 0xFFFF, directoryOffset != 0xFFFF_FFFF else {
      throw LottieDecodingError("The zip archive is a ZIP64 archive, which is not supported")
    }
    guard directoryOffset + directorySize <= end else {
      throw LottieDecodingError("The zip archive's central directory lies outside the file")
    }
    var entries: [Entry] = []
    var offset = directoryOffset
    for index in 0..<min(count, Self.maximumEntryCount) {
      guard offset + 46 <= end, Self.uint32(bytes, offset) == 0x0201_4B50 else {
        throw LottieDecodingError("The zip archive's central directory entry \(index) is damaged")
      }
      let nameLength = Int(Self.uint16(bytes, offset + 28))
      let extraLength = Int(Self.uint16(bytes, offset + 30))
      let commentLength = Int(Self.uint16(bytes, offset + 32))
      guard offset + 46 + nameLength <= end else {
        throw LottieDecodingError("The zip archive's central directory entry \(index) is damaged")
      }
      let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
      let flags = Self.uint16(bytes, offset + 8)
      if flags & 1 != 0 {
        throw LottieDecodingError("The zip archive's entry \"\(name)\" is encrypted")
      }
      entries.append(
        Entry(
          name: name, method: Int(Self.uint16(bytes, offset + 10)),
          compressedSize: Int(Self.uint32(bytes, offset + 20)),
          size: Int(Self.uint32(bytes, offset + 24)), crc: Self.uint32(bytes, offset + 16),
          headerOffset: Int(Self.uint32(bytes, offset + 42))))
      offset += 46 + nameLength + extraLength + commentLength
    }
    self.entries = entries
  }

  /// The entry with a path, if any.
  func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }

  /// The bytes of an entry, inflated if it is deflated.
  ///
  /// - Throws: ``LottieDecodingError`` for an entry outside the archive,
  ///   an unsupported method, a size over ``maximumEntrySize``, or deflated
  ///   data that is damaged or does not inflate to the declared size.
  func contents(of entry: Entry) throws(LottieDecodingError) -> [UInt8] {
    let header = entry.headerOffset
    guard header + 30 <= bytes.count, Self.uint32(bytes, header) == 0x0403_4B50 else {
      throw LottieDecodingError("The zip archive's entry \"\(entry.name)\" has no local header")
    }
    let start =
      header + 30 + Int(Self.uint16(bytes, header + 26)) + Int(Self.uint16(bytes, header + 28))
    guard start + entry.compressedSize <= bytes.count else {
      throw LottieDecodingError("The zip archive's entry \"\(entry.name)\" runs past its end")
    }
    guard entry.size <= Self.maximumEntrySize else {
      throw LottieDecodingError(
        "The zip archive's entry \"\(entry.name)\" is \(entry.size) bytes, more than"
          + " \(Self.maximumEntrySize)")
    }
    let data = Array(bytes[start..<(start + entry.compressedSize)])
    let contents: [UInt8]
    switch entry.method {
    case 0 where entry.compressedSize == entry.size:
      contents = data
    case 8:
      guard let inflated = Self.inflate(data, size: entry.size) else {
        throw LottieDecodingError(
          "The zip archive's entry \"\(entry.name)\" does not inflate to its \(entry.size) bytes")
      }
      contents = inflated
    case 0:
      throw LottieDecodingError("The zip archive's stored entry \"\(entry.name)\" is damaged")
    default:
      throw LottieDecodingError(
        "The zip archive's entry \"\(entry.name)\" uses compression method \(entry.method);"
          + " only stored (0) and deflated (8) are supported")
    }
    guard Self.crc32(contents) == entry.crc else {
      throw LottieDecodingError("The zip archive's entry \"\(entry.name)\" fails its CRC check")
    }
    return contents
  }

  /// The CRC-32 of bytes, as zip archives store it.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
  }

  /// Raw deflate data inflated into exactly `size` bytes, or nil if it is
  /// damaged, ends early or holds more. (With ``crc32(_:)``, the only
  /// use of zlib and of unsafe pointers in the module.)
  static func inflate(_ input: [UInt8], size: Int) -> [UInt8]? {
    var output = [UInt8](repeating: 0, count: size + 1)
    var stream = z_stream()
    guard
      inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return nil }
    defer { inflateEnd(&stream) }
    var input = input
    let result: Int32 = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        return CZlib.inflate(&stream, Z_FINISH)
      }
    }
    // One spare byte of room: filling it means the data holds more than
    // the declared size.
    guard result == Z_STREAM_END, Int(stream.total_out) == size else { return nil }
    output.removeLast()
    return output
  }

  static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(uint16(bytes, offset)) | UInt32(uint16(bytes, offset + 2)) << 16
  }
}
