/// Chooses up to 256 palette colors for a histogram of pixels: median cut,
/// after keeping the frequent colors exactly.
///
/// A color count within the limit gives every color exactly. Otherwise
/// the colors that cover at least 1/512 of the pixels (up to half the
/// palette) are kept exactly first: on interface content those are the
/// flat fills, backgrounds and text, which must not come out as a near
/// color dithered into noise. The rest (anti-aliased edges, gradients,
/// shadows, images) is split by median cut: the box with the largest
/// squared error is cut along its widest channel at the pixel-weighted
/// median, until the palette is full, and each box gives its pixels'
/// mean color.
///
/// The result depends only on the histogram's contents, never on a
/// dictionary's order, so a recording is the same bytes every run.
enum GIFMedianCut {
  /// One color and how many pixels have it.
  struct Entry: Hashable, Sendable {
    /// `0xRRGGBB`.
    var color: UInt32
    /// The number of pixels.
    var count: Int
  }

  /// The palette for `histogram`, at most `limit` colors, the most
  /// frequent first.
  ///
  /// - Parameters:
  ///   - histogram: Pixel counts by `0xRRGGBB` color.
  ///   - limit: 1...256.
  /// - Returns: The colors, `0xRRGGBB`.
  static func colors(for histogram: [UInt32: Int], limit: Int) -> [UInt32] {
    var entries = histogram.map { Entry(color: $0.key, count: $0.value) }
    entries.sort { $0.count != $1.count ? $0.count > $1.count : $0.color < $1.color }
    guard entries.count > limit else { return entries.map(\.color) }
    let total = entries.reduce(0) { $0 + $1.count }
    let frequent = max(total / 512, 8)
    let kept = entries.prefix(limit / 2).prefix { $0.count >= frequent }.count
    let rest = Array(entries[kept...])
    return entries[..<kept].map(\.color) + cut(rest, into: limit - kept)
  }

  /// A box of colors: a range of the working array and its statistics.
  private struct Box {
    var range: Range<Int>
    /// The squared error of the box's pixels from their mean.
    var error: Double
    /// The channel (16, 8 or 0: the shift of red, green or blue) with the
    /// largest error.
    var widest: UInt32
  }

  /// Median cut of `entries` into at most `count` colors.
  private static func cut(_ entries: [Entry], into count: Int) -> [UInt32] {
    var entries = entries
    var boxes = [box(entries, 0..<entries.count)]
    while boxes.count < count {
      guard let largest = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }),
        boxes[largest].error > 0
      else { break }
      let old = boxes[largest]
      let shift = old.widest
      entries[old.range].sort {
        let lhs = ($0.color >> shift) & 0xFF
        let rhs = ($1.color >> shift) & 0xFF
        return lhs != rhs ? lhs < rhs : $0.color < $1.color
      }
      let split = median(of: entries, in: old.range)
      boxes[largest] = box(entries, old.range.lowerBound..<split)
      boxes.append(box(entries, split..<old.range.upperBound))
    }
    return boxes.map { mean(entries, $0.range) }
  }

  /// Where to cut a sorted range: the first index past half its pixels,
  /// leaving neither side empty.
  private static func median(of entries: [Entry], in range: Range<Int>) -> Int {
    let total = entries[range].reduce(0) { $0 + $1.count }
    var running = 0
    for index in range {
      running += entries[index].count
      if running * 2 >= total {
        return min(max(index + 1, range.lowerBound + 1), range.upperBound - 1)
      }
    }
    return range.upperBound - 1
  }

  private static func box(_ entries: [Entry], _ range: Range<Int>) -> Box {
    var sums = [0.0, 0.0, 0.0]
    var squares = [0.0, 0.0, 0.0]
    var weight = 0.0
    for entry in entries[range] {
      let count = Double(entry.count)
      weight += count
      for (channel, shift) in [UInt32(16), 8, 0].enumerated() {
        let value = Double((entry.color >> shift) & 0xFF)
        sums[channel] += value * count
        squares[channel] += value * value * count
      }
    }
    let errors = (0..<3).map { squares[$0] - sums[$0] * sums[$0] / max(weight, 1) }
    let widest = errors.indices.max { errors[$0] < errors[$1] } ?? 0
    let error = range.count > 1 ? errors.reduce(0, +) : 0
    return Box(range: range, error: error, widest: [UInt32(16), 8, 0][widest])
  }

  private static func mean(_ entries: [Entry], _ range: Range<Int>) -> UInt32 {
    var sums = [0, 0, 0]
    var weight = 0
    for entry in entries[range] {
      weight += entry.count
      for (channel, shift) in [UInt32(16), 8, 0].enumerated() {
        sums[channel] += Int((entry.color >> shift) & 0xFF) * entry.count
      }
    }
    let channels = sums.map { UInt32((($0 * 2 + weight) / max(weight * 2, 1))) }
    return channels[0] << 16 | channels[1] << 8 | channels[2]
  }
}
