/// A GIF decoder for the tests, written from the GIF89a specification
/// apart from the writer: it parses every block, decodes the LZW data and
/// composites the frames as a browser does (disposal 1 leaves a frame,
/// 2 clears its rectangle to transparent, 3 restores what was there).
///
/// (Tests/ZoetropeHeadlessTests has a link to this file.)
struct GIFTestDecoder {
  /// What a decoding found wrong.
  struct Failure: Error, CustomStringConvertible {
    /// What is wrong.
    var description: String
  }

  /// One stored frame.
  struct Frame {
    /// The frame's rectangle: x, y, width, height.
    var rect: (x: Int, y: Int, width: Int, height: Int)
    /// Its delay in centiseconds.
    var delay: Int
    /// Its disposal method (0...3).
    var disposal: Int
    /// The transparent index of its graphic control extension, if any.
    var transparentIndex: Int?
    /// The colors it draws with (its local table, or the global one),
    /// `0xRRGGBB`.
    var table: [UInt32]
    /// Whether the table is local.
    var hasLocalTable: Bool
    /// Its LZW minimum code size.
    var minimumCodeSize: Int
    /// How many clear codes its data has (the first included).
    var clearCodes: Int
    /// The largest index it draws (the transparent index aside), or -1.
    var maxDrawnIndex: Int
    /// The canvas after drawing it: `0xFFRRGGBB`, or 0 where transparent.
    var canvas: [UInt32]
    /// For each canvas pixel, the frame that drew it (-1 for none).
    var owners: [Int]
  }

  /// The canvas size.
  var width = 0
  /// The canvas height.
  var height = 0
  /// The global color table, if any.
  var globalTable: [UInt32]?
  /// The NETSCAPE2.0 loop count (0: forever), or nil without one.
  var loopCount: Int?
  /// The frames, in order.
  var frames: [Frame] = []

  /// The sum of the frames' delays, in centiseconds.
  var totalDelay: Int { frames.reduce(0) { $0 + $1.delay } }

  private var bytes: [UInt8]
  private var offset = 0

  /// Decodes a whole file.
  init(_ bytes: [UInt8]) throws {
    self.bytes = bytes
    guard bytes.count >= 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else {
      throw Failure(description: "not a GIF89a file")
    }
    width = Int(bytes[6]) | Int(bytes[7]) << 8
    height = Int(bytes[8]) | Int(bytes[9]) << 8
    let flags = bytes[10]
    offset = 13
    if flags & 0x80 != 0 {
      globalTable = try table(entries: 1 << (Int(flags & 7) + 1))
    }
    try decodeBlocks()
  }

  private mutating func byte() throws -> Int {
    guard offset < bytes.count else { throw Failure(description: "the file ends early") }
    offset += 1
    return Int(bytes[offset - 1])
  }

  private mutating func word() throws -> Int {
    try byte() | (try byte()) << 8
  }

  private mutating func table(entries: Int) throws -> [UInt32] {
    try (0..<entries).map { _ in
      UInt32(try byte()) << 16 | UInt32(try byte()) << 8 | UInt32(try byte())
    }
  }

  /// The concatenated data of a run of sub-blocks.
  private mutating func subBlocks() throws -> [UInt8] {
    var data: [UInt8] = []
    while true {
      let count = try byte()
      if count == 0 { return data }
      guard offset + count <= bytes.count else { throw Failure(description: "block past the end") }
      data += bytes[offset..<(offset + count)]
      offset += count
    }
  }

  private mutating func decodeBlocks() throws {
    var control: (delay: Int, disposal: Int, transparent: Int?) = (0, 0, nil)
    var canvas = [UInt32](repeating: 0, count: width * height)
    var owners = [Int](repeating: -1, count: width * height)
    while true {
      switch try byte() {
      case 0x21:
        let label = try byte()
        let data = try subBlocks()
        if label == 0xF9 {
          guard data.count == 4 else { throw Failure(description: "bad graphic control") }
          control = (
            Int(data[1]) | Int(data[2]) << 8, Int(data[0] >> 2) & 7,
            data[0] & 1 != 0 ? Int(data[3]) : nil
          )
        } else if label == 0xFF, data.count == 14, Array(data[0..<11]) == Array("NETSCAPE2.0".utf8)
        {
          loopCount = Int(data[12]) | Int(data[13]) << 8
        }
      case 0x2C:
        if let previous = frames.last {
          dispose(previous, canvas: &canvas, owners: &owners)
        }
        let frame = try decodeImage(control: control, canvas: &canvas, owners: &owners)
        frames.append(frame)
        control = (0, 0, nil)
      case 0x3B:
        guard offset == bytes.count else { throw Failure(description: "bytes after the trailer") }
        return
      case let other:
        throw Failure(description: "unknown block \(other) at \(offset - 1)")
      }
    }
  }

  /// Applies a frame's disposal before the next frame draws.
  private func dispose(_ frame: Frame, canvas: inout [UInt32], owners: inout [Int]) {
    switch frame.disposal {
    case 2:
      for row in frame.rect.y..<(frame.rect.y + frame.rect.height) {
        for column in frame.rect.x..<(frame.rect.x + frame.rect.width) {
          canvas[row * width + column] = 0
          owners[row * width + column] = -1
        }
      }
    case 3:
      let index = frames.count - 1
      if index > 0 {
        canvas = frames[index - 1].canvas
        owners = frames[index - 1].owners
      } else {
        canvas = [UInt32](repeating: 0, count: width * height)
        owners = [Int](repeating: -1, count: width * height)
      }
    default:
      break
    }
  }

  private mutating func decodeImage(
    control: (delay: Int, disposal: Int, transparent: Int?), canvas: inout [UInt32],
    owners: inout [Int]
  ) throws -> Frame {
    let rect = (x: try word(), y: try word(), width: try word(), height: try word())
    let flags = try byte()
    guard flags & 0x40 == 0 else { throw Failure(description: "interlaced frame") }
    guard rect.x + rect.width <= width, rect.y + rect.height <= height else {
      throw Failure(description: "frame \(rect) outside the \(width)×\(height) canvas")
    }
    let local = flags & 0x80 != 0 ? try table(entries: 1 << ((flags & 7) + 1)) : nil
    guard let table = local ?? globalTable else { throw Failure(description: "no color table") }
    let codeSize = try byte()
    var maxDrawnIndex = -1
    let (indices, clears) = try Self.lzwDecode(
      try subBlocks(), minimumCodeSize: codeSize, count: rect.width * rect.height)
    for row in 0..<rect.height {
      for column in 0..<rect.width {
        let index = Int(indices[row * rect.width + column])
        guard index != control.transparent else { continue }
        guard index < table.count else { throw Failure(description: "index \(index) past table") }
        maxDrawnIndex = max(maxDrawnIndex, index)
        let target = (rect.y + row) * width + rect.x + column
        canvas[target] = 0xFF00_0000 | table[index]
        owners[target] = frames.count
      }
    }
    return Frame(
      rect: rect, delay: control.delay, disposal: control.disposal,
      transparentIndex: control.transparent, table: table, hasLocalTable: local != nil,
      minimumCodeSize: codeSize, clearCodes: clears, maxDrawnIndex: maxDrawnIndex, canvas: canvas,
      owners: owners)
  }

  /// LZW decoding as the specification describes it; exactly `count`
  /// indices must come before the end code.
  static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws -> (
    [UInt8], Int
  ) {
    guard (2...8).contains(minimumCodeSize) else {
      throw Failure(description: "minimum code size \(minimumCodeSize)")
    }
    let clear = 1 << minimumCodeSize
    var prefixes = [Int](repeating: -1, count: 4096)
    var suffixes = [UInt8](repeating: 0, count: 4096)
    var firsts = [UInt8](repeating: 0, count: 4096)
    for code in 0..<clear {
      suffixes[code] = UInt8(code)
      firsts[code] = UInt8(code)
    }
    var size = minimumCodeSize + 1
    var next = clear + 2
    var previous: Int?
    var output: [UInt8] = []
    var clears = 0
    var bitPosition = 0
    func string(_ code: Int) -> [UInt8] {
      var result: [UInt8] = []
      var current = code
      while current >= 0 {
        result.append(suffixes[current])
        current = prefixes[current]
      }
      return result.reversed()
    }
    while true {
      guard bitPosition + size <= data.count * 8 else {
        throw Failure(description: "the data ends without an end code")
      }
      var code = 0
      for bit in 0..<size where data[(bitPosition + bit) / 8] >> ((bitPosition + bit) % 8) & 1 != 0
      {
        code |= 1 << bit
      }
      bitPosition += size
      if code == clear {
        size = minimumCodeSize + 1
        next = clear + 2
        previous = nil
        clears += 1
        continue
      }
      if code == clear + 1 { break }
      guard let last = previous else {
        guard code < clear else { throw Failure(description: "first code \(code) not a color") }
        output.append(UInt8(code))
        previous = code
        continue
      }
      guard code <= next else { throw Failure(description: "code \(code) past \(next)") }
      let first = code < next ? firsts[code] : firsts[last]
      if next < 4096 {
        prefixes[next] = last
        suffixes[next] = first
        firsts[next] = firsts[last]
        next += 1
        if next == 1 << size, size < 12 { size += 1 }
      }
      output += string(code)
      previous = code
    }
    guard output.count == count else {
      throw Failure(description: "\(output.count) indices decoded, \(count) expected")
    }
    return (output, clears)
  }
}

// Checking decoded frames against their sources.
extension GIFTestDecoder {
  /// Premultiplied ARGB32 pixels as GIF can show them, computed apart from
  /// the writer: 0 where alpha < 128, otherwise opaque with the
  /// un-premultiplied color.
  static func gifPixels(premultiplied pixels: [UInt32]) -> [UInt32] {
    pixels.map { pixel in
      let alpha = pixel >> 24
      guard alpha >= 128 else { return 0 }
      let channels = [16, 8, 0].map { shift in
        min(255, (((pixel >> UInt32(shift)) & 0xFF) * 255 + alpha / 2) / alpha)
      }
      return 0xFF00_0000 | channels[0] << 16 | channels[1] << 8 | channels[2]
    }
  }

  /// When each frame starts, in centiseconds: the sum of the delays
  /// before it.
  var starts: [Int] {
    var time = 0
    return frames.map { frame in
      defer { time += frame.delay }
      return time
    }
  }

  /// The colors frame `index` drew with, as its table stood then: its
  /// local table, or the entries of the global table that frames up to it
  /// had used (the writer adds global colors only as frames use them, and
  /// never changes one).
  func tableAsDrawn(by index: Int) -> [UInt32] {
    let frame = frames[index]
    guard !frame.hasLocalTable else { return frame.table }
    let used = frames[...index].filter { !$0.hasLocalTable }.map(\.maxDrawnIndex).max() ?? -1
    return Array(frame.table.prefix(used + 1))
  }

  /// The squared RGB distance between two colors.
  static func distance(_ lhs: UInt32, _ rhs: UInt32) -> Int {
    [16, 8, 0].reduce(0) { sum, shift in
      let difference = Int((lhs >> UInt32(shift)) & 0xFF) - Int((rhs >> UInt32(shift)) & 0xFF)
      return sum + difference * difference
    }
  }

  /// Where frame `index`'s canvas is not within the palette's error of
  /// `source` (`0xFFRRGGBB` pixels, 0 for transparent): a transparent
  /// source pixel must be transparent; any other must be opaque, exactly
  /// its color when the table of the frame that drew it had that color,
  /// and otherwise no farther from it than its second-nearest table color
  /// (the ordered dither uses the two nearest).
  func problems(frame index: Int, source: [UInt32]) -> [String] {
    var problems: [String] = []
    var tables: [Int: [UInt32]] = [:]
    let frame = frames[index]
    for (position, expected) in source.enumerated() where problems.count < 5 {
      let got = frame.canvas[position]
      let place = "frame \(index) pixel \(position % width),\(position / width)"
      if expected == 0 || got == 0 {
        if expected != got { problems.append("\(place): \(got) for \(expected)") }
        continue
      }
      let owner = frame.owners[position]
      let table = tables[owner] ?? tableAsDrawn(by: owner)
      tables[owner] = table
      let color = expected & 0xFF_FFFF
      if table.contains(color) {
        if got != expected { problems.append("\(place): \(got) for exact \(expected)") }
        continue
      }
      let distances = table.map { Self.distance($0, color) }.sorted()
      let bound = distances.count > 1 ? distances[1] : distances.first ?? 0
      if Self.distance(got, color) > bound {
        problems.append("\(place): \(got) is farther than \(bound) from \(expected)")
      }
    }
    return problems
  }
}
