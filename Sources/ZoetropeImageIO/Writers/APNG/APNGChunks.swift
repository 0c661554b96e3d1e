/// The chunks of an animated PNG (APNG: the PNG specification's third
/// edition): `IHDR`, `acTL` (the animation), `fcTL` (a frame's place and
/// delay), `IDAT`/`fdAT` (its compressed pixels), `IEND`.
enum APNGChunks {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A frame's rectangle, delay and how it is drawn: the fields of `fcTL`.
  struct FrameControl {
    var sequence: UInt32
    var x = 0, y = 0, width: Int, height: Int
    /// The delay in milliseconds until the next frame.
    var delay = 0
  }

  /// A chunk: its length, type, data and CRC.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    var bytes = bigEndian(UInt32(data.count))
    let body = Array(type.utf8) + data
    bytes += body
    bytes += bigEndian(crc32(body))
    return bytes
  }

  /// `IHDR` for 8-bit RGBA, not interlaced.
  static func header(width: Int, height: Int) -> [UInt8] {
    chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
  }

  /// `acTL`: the number of frames and of plays (0: forever).
  static func animationControl(frames: Int, plays: Int) -> [UInt8] {
    chunk("acTL", bigEndian(UInt32(frames)) + bigEndian(UInt32(plays)))
  }

  /// `fcTL`, drawn over the canvas as is ("source"), left in place.
  static func frameControl(_ frame: FrameControl) -> [UInt8] {
    let (numerator, denominator) = delayFraction(milliseconds: frame.delay)
    var data = bigEndian(frame.sequence)
    for value in [frame.width, frame.height, frame.x, frame.y] {
      data += bigEndian(UInt32(value))
    }
    data += [UInt8(numerator >> 8), UInt8(numerator & 0xFF)]
    data += [UInt8(denominator >> 8), UInt8(denominator & 0xFF)]
    data += [0, 0]  // dispose_op NONE, blend_op SOURCE
    return chunk("fcTL", data)
  }

  /// A delay as the fraction `fcTL` stores (16 bits each): milliseconds,
  /// or centiseconds or seconds for delays over 65.535 s (rounded).
  static func delayFraction(milliseconds: Int) -> (Int, Int) {
    if milliseconds <= 65535 { return (max(milliseconds, 0), 1000) }
    if milliseconds <= 655_350 { return ((milliseconds + 5) / 10, 100) }
    return (min((milliseconds + 500) / 1000, 65535), 1)
  }

  /// The concatenated data of the `IDAT` chunks of a PNG file.
  static func imageData(ofPNG png: [UInt8]) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    var offset = signature.count
    while offset + 12 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= png.count else { break }
      if type == "IDAT" { chunks.append(Array(png[start..<start + length])) }
      offset = start + length + 4
    }
    return chunks
  }

  /// A 32-bit number, most significant byte first.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// The CRC-32 PNG chunks end with (ISO 3309, as zlib computes it).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }
}
