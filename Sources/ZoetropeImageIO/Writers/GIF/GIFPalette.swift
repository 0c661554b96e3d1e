/// A GIF color table (up to 256 colors) and the choice of palette colors
/// for any RGB color: exact, or an ordered dither between its two nearest
/// colors.
///
/// A color that is in the table always maps to its own entry, so a flat
/// area of a palette color stays flat. Any other color maps to the nearest
/// color `first` and the second-nearest `second`, and the share of pixels
/// that take `second` is the position of the color between them
/// (projected on the line from `first` to `second`, at most one half since
/// `first` is the nearer): an ordered dither whose every pixel is one of
/// the two palette colors nearest its own. A color within ``undithered``
/// of its nearest takes it alone. Choices are cached per color
/// until the table changes.
struct GIFPalette {
  /// What a color becomes: `first`, or `second` where the Bayer threshold
  /// at the pixel is below `threshold` (of 64).
  struct Choice: Hashable, Sendable {
    /// The nearest palette entry.
    var first: UInt8
    /// The second-nearest entry (`first` when there is none).
    var second: UInt8
    /// How many of every 64 pixels take `second`: 0...32.
    var threshold: UInt8
    /// The squared distance from the color to `first`, in 8-bit RGB.
    var distance: Int
  }

  /// The colors, `0xRRGGBB`, in index order.
  private(set) var colors: [UInt32] = []

  /// The index of each color (the first, for a color listed twice).
  private var indexOfColor: [UInt32: UInt8] = [:]

  /// Cached choices, emptied when a color is added.
  private var choices: [UInt32: Choice] = [:]

  /// How many colors the table has.
  var count: Int { colors.count }

  /// Creates a table of `colors` (at most 256).
  init(_ colors: [UInt32] = []) {
    for color in colors { append(color) }
  }

  /// Adds a color at the next index.
  ///
  /// - Parameter color: `0xRRGGBB`.
  mutating func append(_ color: UInt32) {
    precondition(colors.count < 256, "a GIF color table holds 256 colors")
    if indexOfColor[color] == nil {
      indexOfColor[color] = UInt8(colors.count)
    }
    colors.append(color)
    choices.removeAll(keepingCapacity: true)
  }

  /// The index of `color` if the table has it exactly.
  func index(of color: UInt32) -> UInt8? {
    indexOfColor[color]
  }

  /// What `color` becomes (see ``Choice``), computed once per color.
  ///
  /// - Parameter color: `0xRRGGBB`; the table must not be empty.
  /// - Returns: The color's entry, or its two nearest and the dither
  ///   threshold between them.
  mutating func choice(for color: UInt32) -> Choice {
    if let cached = choices[color] { return cached }
    let choice = computeChoice(for: color)
    choices[color] = choice
    return choice
  }

  /// The color table as GIF stores it: R, G, B for each of `size` entries
  /// (unused entries black).
  ///
  /// - Parameter size: A power of two from 2 to 256, at least ``count``.
  /// - Returns: `size × 3` bytes.
  func tableBytes(size: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: size * 3)
    for (index, color) in colors.enumerated() {
      bytes[index * 3] = UInt8(truncatingIfNeeded: color >> 16)
      bytes[index * 3 + 1] = UInt8(truncatingIfNeeded: color >> 8)
      bytes[index * 3 + 2] = UInt8(truncatingIfNeeded: color)
    }
    return bytes
  }

  /// The largest squared distance from a color to its nearest table color
  /// at which it takes that color undithered: 9 (3 levels on one channel,
  /// under 2 on each of three).
  static let undithered = 9

  /// The squared distance between two `0xRRGGBB` colors.
  static func distance(_ lhs: UInt32, _ rhs: UInt32) -> Int {
    let red = Int((lhs >> 16) & 0xFF) - Int((rhs >> 16) & 0xFF)
    let green = Int((lhs >> 8) & 0xFF) - Int((rhs >> 8) & 0xFF)
    let blue = Int(lhs & 0xFF) - Int(rhs & 0xFF)
    return red * red + green * green + blue * blue
  }

  private func computeChoice(for color: UInt32) -> Choice {
    if let exact = indexOfColor[color] {
      return Choice(first: exact, second: exact, threshold: 0, distance: 0)
    }
    var best = (index: 0, distance: Int.max)
    var runnerUp = (index: 0, distance: Int.max)
    for (index, candidate) in colors.enumerated() {
      let distance = Self.distance(color, candidate)
      if distance < best.distance {
        runnerUp = best
        best = (index, distance)
      } else if distance < runnerUp.distance, candidate != colors[best.index] {
        runnerUp = (index, distance)
      }
    }
    guard runnerUp.distance != Int.max else {
      return Choice(
        first: UInt8(best.index), second: UInt8(best.index), threshold: 0,
        distance: best.distance)
    }
    // The color's position from `first` (0) towards `second` (1).
    let first = colors[best.index]
    let second = colors[runnerUp.index]
    func channel(_ value: UInt32, _ shift: UInt32) -> Int { Int((value >> shift) & 0xFF) }
    var along = 0
    var length = 0
    for shift: UInt32 in [16, 8, 0] {
      let step = channel(second, shift) - channel(first, shift)
      along += (channel(color, shift) - channel(first, shift)) * step
      length += step * step
    }
    // Within a few levels of a table color, a dither would only add a
    // pattern no one can see (and bytes).
    let closeEnough = best.distance <= Self.undithered
    let share = length > 0 && !closeEnough ? min(max(Double(along) / Double(length), 0), 0.5) : 0
    return Choice(
      first: UInt8(best.index), second: UInt8(runnerUp.index),
      threshold: UInt8((share * 64).rounded()), distance: best.distance)
  }
}
