/// GIF's LZW compression of one frame's color indices, with variable code
/// sizes and clear codes, packed into data sub-blocks.
///
/// Codes start one bit wider than the minimum code size and grow a bit
/// each time the next free code needs it, up to 12 bits; when all 4096
/// codes are taken a clear code resets the table (the rule giflib and
/// every browser decode). The string table is a flat array indexed by
/// `prefix code << 8 | index`, so a lookup is one load; a reset clears
/// only the entries it filled. One encoder is reused for every frame of a
/// recording: its 2 MiB table and its output buffer are allocated once.
///
/// The table's pointer work is all in ``encode(_:minimumCodeSize:into:)``.
struct GIFLZWEncoder {
  /// The string table: the code of `prefix` followed by `index`, at
  /// `prefix << 8 | index`, or 0 for none (no string's code is 0).
  private var table = [UInt16](repeating: 0, count: 4096 << 8)

  /// The table entries filled since the last reset, to clear them.
  private var filled = [Int32](repeating: 0, count: 4096)

  /// The packed codes of the frame being encoded.
  private var packed: [UInt8] = []

  /// The largest code GIF allows plus one.
  private static let codeLimit = 4096

  /// Appends the frame's image data: the minimum code size byte, the
  /// codes in sub-blocks of at most 255 bytes, and the empty block that
  /// ends them.
  ///
  /// - Parameters:
  ///   - indices: The frame's color indices, row by row; each must be
  ///     below `1 << minimumCodeSize`.
  ///   - minimumCodeSize: 2...8: bits per index.
  ///   - output: The bytes to append to.
  mutating func encode(
    _ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, into output: inout [UInt8]
  ) {
    packed.removeAll(keepingCapacity: true)
    compress(indices, minimumCodeSize: minimumCodeSize)
    output.append(UInt8(minimumCodeSize))
    var start = 0
    while start < packed.count {
      let count = min(255, packed.count - start)
      output.append(UInt8(count))
      output.append(contentsOf: packed[start..<(start + count)])
      start += count
    }
    output.append(0)
  }

  /// Compresses `indices` into ``packed``.
  private mutating func compress(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) {
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var codeSize = minimumCodeSize + 1
    var nextCode = end + 1
    var filledCount = 0
    var bits: UInt64 = 0
    var bitCount = 0
    var output = packed
    packed = []
    defer { packed = output }
    func emit(_ code: Int) {
      bits |= UInt64(code) << UInt64(bitCount)
      bitCount += codeSize
      while bitCount >= 8 {
        output.append(UInt8(truncatingIfNeeded: bits))
        bits >>= 8
        bitCount -= 8
      }
    }
    table.withUnsafeMutableBufferPointer { table in
      filled.withUnsafeMutableBufferPointer { filled in
        emit(clear)
        guard var prefix = indices.first.map(Int.init) else { return }
        for position in indices.indices.dropFirst() {
          let index = Int(indices[position])
          let key = prefix << 8 | index
          let code = Int(table[key])
          if code != 0 {
            prefix = code
            continue
          }
          emit(prefix)
          // The decoder widens its codes once the next code it will add
          // needs another bit; mirror it (giflib's rule).
          if nextCode >= 1 << codeSize, codeSize < 12 {
            codeSize += 1
          }
          if nextCode < Self.codeLimit - 1 {
            table[key] = UInt16(nextCode)
            filled[filledCount] = Int32(key)
            filledCount += 1
            nextCode += 1
          } else {
            emit(clear)
            for slot in 0..<filledCount { table[Int(filled[slot])] = 0 }
            filledCount = 0
            codeSize = minimumCodeSize + 1
            nextCode = end + 1
          }
          prefix = index
        }
        emit(prefix)
        if nextCode >= 1 << codeSize, codeSize < 12 {
          codeSize += 1
        }
        emit(end)
        for slot in 0..<filledCount { table[Int(filled[slot])] = 0 }
      }
    }
    if bitCount > 0 {
      output.append(UInt8(truncatingIfNeeded: bits))
    }
  }
}
