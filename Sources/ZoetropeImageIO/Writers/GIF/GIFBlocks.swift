/// The bytes of a GIF89a file's blocks, little-endian as GIF stores
/// numbers.
enum GIFBlocks {
  /// The offset of the global color table in the file: after the 6-byte
  /// signature and the 7-byte logical screen descriptor.
  static let globalTableOffset = 13

  /// The header: the `GIF89a` signature, the logical screen descriptor
  /// with a 256-entry global color table (its bytes follow, written as
  /// zeros now and patched at the end), and the NETSCAPE2.0 application
  /// extension that sets the loop count.
  ///
  /// - Parameters:
  ///   - width: The canvas width, 1...65535.
  ///   - height: The canvas height, 1...65535.
  ///   - loopCount: How many times to play; 0 loops forever.
  /// - Returns: The bytes before the first frame.
  static func header(width: Int, height: Int, loopCount: Int) -> [UInt8] {
    var bytes = Array("GIF89a".utf8)
    append16(width, to: &bytes)
    append16(height, to: &bytes)
    // A global table of 2^(7+1) entries, 8 bits per primary, not sorted.
    bytes += [0xF7, 0, 0]
    bytes += [UInt8](repeating: 0, count: 256 * 3)
    bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
    append16(loopCount, to: &bytes)
    bytes.append(0)
    return bytes
  }

  /// A comment extension holding `text` (UTF-8, in sub-blocks of at most
  /// 255 bytes).
  static func comment(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = [0x21, 0xFE]
    var rest = Array(text.utf8)[...]
    while !rest.isEmpty {
      let block = rest.prefix(255)
      bytes.append(UInt8(block.count))
      bytes += block
      rest = rest.dropFirst(block.count)
    }
    bytes.append(0)
    return bytes
  }

  /// Appends a graphic control extension.
  ///
  /// - Parameters:
  ///   - disposal: 1 (leave the frame) or 2 (clear its rectangle).
  ///   - delay: Centiseconds, 0...65535.
  ///   - transparentIndex: The index that draws nothing, if any.
  ///   - bytes: The bytes to append to.
  /// - Returns: The offset of the delay's two bytes in `bytes`.
  static func appendGraphicControl(
    disposal: Int, delay: Int, transparentIndex: Int?, to bytes: inout [UInt8]
  ) -> Int {
    let flags = UInt8(disposal << 2) | (transparentIndex == nil ? 0 : 1)
    bytes += [0x21, 0xF9, 4, flags]
    let offset = bytes.count
    append16(delay, to: &bytes)
    bytes += [UInt8(transparentIndex ?? 0), 0]
    return offset
  }

  /// Appends an image descriptor and its local color table, if any.
  ///
  /// - Parameters:
  ///   - rect: Where the frame goes on the canvas.
  ///   - localTable: The local color table's bytes (a power of two
  ///     entries, 3 bytes each), or nil to use the global one.
  ///   - bytes: The bytes to append to.
  static func appendImageDescriptor(rect: GIFRect, localTable: [UInt8]?, to bytes: inout [UInt8]) {
    bytes.append(0x2C)
    for value in [rect.x, rect.y, rect.width, rect.height] {
      append16(value, to: &bytes)
    }
    if let localTable {
      bytes.append(0x80 | UInt8(bits(for: localTable.count / 3) - 1))
      bytes += localTable
    } else {
      bytes.append(0)
    }
  }

  /// The trailer that ends the file.
  static let trailer: [UInt8] = [0x3B]

  /// The little-endian bytes of a 16-bit value, for patching.
  static func bytes16(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
  }

  /// The bits needed to number `count` values: 1 for 1 or 2, 8 for 256.
  static func bits(for count: Int) -> Int {
    var bits = 1
    while 1 << bits < count { bits += 1 }
    return bits
  }

  /// The entries of the smallest color table holding `count` colors: a
  /// power of two from 2 to 256.
  static func tableSize(for count: Int) -> Int {
    1 << bits(for: max(count, 2))
  }

  private static func append16(_ value: Int, to bytes: inout [UInt8]) {
    bytes += bytes16(value)
  }
}
