/// Animated GIF chunks of a recording, read block by block and appended
/// into one file without decoding their pixels: each frame's compressed
/// data is copied; a later chunk whose global palette differs from the
/// first's gets that palette as each frame's local table.
enum GIFChunks {
  /// One frame's blocks: its graphic control extension (if any), the
  /// image descriptor, its local table (if any) and its compressed data.
  struct Frame {
    /// The graphic control extension's 8 bytes, if the frame has one.
    var control: [UInt8]?
    /// The image descriptor's 10 bytes (from the 0x2C separator).
    var descriptor: [UInt8]
    /// Everything after the descriptor: the local table, the LZW code
    /// size and the data sub-blocks up to their terminator.
    var body: [UInt8]

    /// The rectangle, from the descriptor.
    var rect: (x: Int, y: Int, width: Int, height: Int) {
      (word(descriptor, 1), word(descriptor, 3), word(descriptor, 5), word(descriptor, 7))
    }

    /// Whether the frame draws some pixels transparent.
    var isTransparent: Bool { (control?[3] ?? 0) & 1 != 0 }

    /// The delay, in centiseconds.
    var delay: Int { control.map { word($0, 4) } ?? 0 }
  }

  /// One chunk file read.
  struct Chunk {
    var width: Int
    var height: Int
    /// The logical screen descriptor's flags and the global table's bytes.
    var screenFlags: UInt8
    var globalTable: [UInt8]
    var loopCount: Int
    var label: String?
    var frames: [Frame]
  }

  /// Reads a GIF's screen, palette, loop count, comment and frames.
  static func read(_ path: String) throws(ImageEncodingError) -> Chunk {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readFile(atPath: path, limit: 1 << 31)
    } catch {
      throw broken(path, error.description)
    }
    guard bytes.count >= 13, bytes.starts(with: Array("GIF8".utf8)) else {
      throw broken(path, "it is not a GIF file")
    }
    let flags = bytes[10]
    let tableSize = flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0
    guard bytes.count >= 13 + tableSize else { throw broken(path, "it ends early") }
    var chunk = Chunk(
      width: word(bytes, 6), height: word(bytes, 8), screenFlags: flags,
      globalTable: Array(bytes[13..<(13 + tableSize)]), loopCount: 0, label: nil, frames: [])
    var reader = Reader(bytes: bytes, offset: 13 + tableSize, path: path)
    try reader.readBlocks(into: &chunk)
    return chunk
  }

  /// The bytes before the joined file's frames: the first chunk's
  /// screen, palette and loop count, and `label` as its comment.
  static func header(_ first: Chunk, label: String) -> [UInt8] {
    var bytes = Array("GIF89a".utf8)
    bytes += GIFBlocks.bytes16(first.width) + GIFBlocks.bytes16(first.height)
    bytes += [first.screenFlags, 0, 0] + first.globalTable
    bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
    bytes += GIFBlocks.bytes16(first.loopCount) + [0]
    return bytes + GIFBlocks.comment(label)
  }

  /// The bytes of `chunk`'s frames in a file whose global palette is
  /// `first`'s: a frame drawn with another global palette gets it as its
  /// local table.
  static func frames(of chunk: Chunk, after first: Chunk) -> [UInt8] {
    let samePalette =
      chunk.globalTable == first.globalTable
      && chunk.screenFlags & 0x87 == first.screenFlags & 0x87
    var bytes: [UInt8] = []
    for frame in chunk.frames {
      bytes += frame.control ?? []
      if samePalette || frame.descriptor[9] & 0x80 != 0 || chunk.globalTable.isEmpty {
        bytes += frame.descriptor + frame.body
      } else {
        var descriptor = frame.descriptor
        descriptor[9] = (descriptor[9] & 0x40) | 0x80 | (chunk.screenFlags & 7)
        bytes += descriptor + chunk.globalTable + frame.body
      }
    }
    return bytes
  }

  /// Whether the chunk's first frame covers the canvas with no
  /// transparent pixel: what it shows then does not depend on what was
  /// there before, so it can follow another chunk.
  static func startsClean(_ chunk: Chunk) -> Bool {
    guard let frame = chunk.frames.first else { return false }
    let rect = frame.rect
    return !frame.isTransparent && rect.x == 0 && rect.y == 0 && rect.width == chunk.width
      && rect.height == chunk.height
  }

  /// Walks a GIF's blocks after the header.
  private struct Reader {
    var bytes: [UInt8]
    var offset: Int
    var path: String

    mutating func readBlocks(into chunk: inout Chunk) throws(ImageEncodingError) {
      var control: [UInt8]?
      while true {
        guard offset < bytes.count else {
          throw GIFChunks.broken(path, "it ends before its trailer")
        }
        let kind = bytes[offset]
        if kind == 0x3B { return }
        if kind == 0x2C {
          guard offset + 10 <= bytes.count else {
            throw GIFChunks.broken(path, "a frame ends early")
          }
          let descriptor = Array(bytes[offset..<(offset + 10)])
          offset += 10
          let start = offset
          if descriptor[9] & 0x80 != 0 { offset += 3 << (Int(descriptor[9] & 7) + 1) }
          offset += 1
          try skipSubBlocks()
          chunk.frames.append(
            Frame(control: control, descriptor: descriptor, body: Array(bytes[start..<offset])))
          control = nil
        } else if kind == 0x21, offset + 1 < bytes.count {
          let label = bytes[offset + 1]
          let start = offset
          offset += 2
          try skipSubBlocks()
          let block = Array(bytes[start..<offset])
          readExtension(label: label, block: block, control: &control, chunk: &chunk)
        } else {
          throw GIFChunks.broken(path, "an unknown block 0x\(String(kind, radix: 16)) at \(offset)")
        }
      }
    }

    /// Keeps a graphic control extension for the next frame, and reads
    /// the loop count and the comment.
    private func readExtension(
      label: UInt8, block: [UInt8], control: inout [UInt8]?, chunk: inout Chunk
    ) {
      let data = GIFChunks.subBlockData(block.dropFirst(2))
      switch label {
      case 0xF9 where block.count == 8:
        control = block
      case 0xFE:
        chunk.label = String(decoding: data, as: UTF8.self)
      case 0xFF where data.starts(with: Array("NETSCAPE2.0".utf8)) && data.count >= 14:
        chunk.loopCount = word(data, 12)
      default:
        break
      }
    }

    /// Moves past sub-blocks up to and including their 0 terminator.
    private mutating func skipSubBlocks() throws(ImageEncodingError) {
      while offset < bytes.count {
        let size = Int(bytes[offset])
        offset += 1 + size
        if size == 0 { return }
      }
      throw GIFChunks.broken(path, "it ends inside a block")
    }
  }

  /// The concatenated data of sub-blocks (without their size bytes).
  fileprivate static func subBlockData(_ blocks: ArraySlice<UInt8>) -> [UInt8] {
    var data: [UInt8] = []
    var index = blocks.startIndex
    while index < blocks.endIndex {
      let size = Int(blocks[index])
      if size == 0 { break }
      let end = min(index + 1 + size, blocks.endIndex)
      data += blocks[(index + 1)..<end]
      index = end
    }
    return data
  }

  fileprivate static func broken(_ path: String, _ reason: String) -> ImageEncodingError {
    ImageEncodingError(.chunksDoNotFit, "Cannot join \"\(path)\": \(reason)")
  }
}

/// The little-endian 16-bit number at `offset`.
private func word(_ bytes: [UInt8], _ offset: Int) -> Int {
  Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
}
