import ZoetropeGraphics

/// A rectangle of whole target pixels, `minX..<maxX` by `minY..<maxY`.
///
/// The compositor's unit of clipping and damage. Coordinates are kept
/// within ±2³⁰, so sums and products of two of them never overflow.
struct PixelBox: Hashable, Sendable {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int

  /// The empty box.
  static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

  /// The largest coordinate magnitude a box keeps.
  static let limit = 1 << 30

  /// Creates a box from its edges; an inverted box is empty.
  init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// A box of `width` × `height` pixels at the origin.
  init(width: Int, height: Int) {
    self.init(minX: 0, minY: 0, maxX: width, maxY: height)
  }

  /// The smallest box holding a rectangle of target pixels, grown by
  /// `margin` pixels on each side; empty for a rectangle that is null,
  /// empty or not finite.
  init(enclosing rect: Rect, margin: Int = 0) {
    guard !rect.isNull, isFinite(rect), rect.width > 0, rect.height > 0 else {
      self = .empty
      return
    }
    self.init(
      minX: PixelBox.floor(rect.minX) - margin, minY: PixelBox.floor(rect.minY) - margin,
      maxX: PixelBox.ceiling(rect.maxX) + margin, maxY: PixelBox.ceiling(rect.maxY) + margin)
  }

  /// The smallest box holding `rect` mapped by `transform`, grown by
  /// `margin` pixels on each side: the same box as
  /// `PixelBox(enclosing: rect.applying(transform), margin: margin)`,
  /// worked out without the four corners when the transform only scales
  /// and moves (as for nearly every layer).
  ///
  /// - Parameters:
  ///   - rect: The rectangle (null, infinite, or of negative size too).
  ///   - transform: The map to target pixels.
  ///   - margin: The pixels to grow the box by on each side.
  init(enclosing rect: Rect, mappedBy transform: Transform, margin: Int) {
    // (`Rect.applying` keeps the infinite rectangle as it is.)
    guard transform.b == 0, transform.c == 0, !rect.isNull,
      !(rect.size.width == .greatestFiniteMagnitude && rect.isInfinite), isFinite(rect)
    else {
      self.init(enclosing: rect.applying(transform), margin: margin)
      return
    }
    // `Rect.applying` takes the extremes of the corners and makes a
    // rectangle of them: its maximum is the minimum plus the width, which
    // need not be the largest corner to the last bit.
    let x0 = transform.a * rect.minX + transform.tx
    let x1 = transform.a * rect.maxX + transform.tx
    let y0 = transform.d * rect.minY + transform.ty
    let y1 = transform.d * rect.maxY + transform.ty
    let lowX = min(x0, x1)
    let lowY = min(y0, y1)
    let width = max(x0, x1) - lowX
    let height = max(y0, y1) - lowY
    guard lowX.isFinite, lowY.isFinite, width.isFinite, height.isFinite, width > 0, height > 0
    else {
      self = .empty
      return
    }
    self.init(
      minX: PixelBox.floor(lowX) - margin, minY: PixelBox.floor(lowY) - margin,
      maxX: PixelBox.ceiling(lowX + width) + margin,
      maxY: PixelBox.ceiling(lowY + height) + margin)
  }

  /// `value` rounded down to a whole number and clamped to ±``limit``,
  /// for a value that is not NaN: the same as
  /// `Int(min(max(value.rounded(.down), -limit), limit))`, without a call
  /// into the C library.
  @inline(__always)
  static func floor(_ value: Double) -> Int {
    let limit = Double(PixelBox.limit)
    let clamped = min(max(value, -limit), limit)
    let whole = Int(clamped)
    return Double(whole) > clamped ? whole - 1 : whole
  }

  /// `value` rounded up to a whole number and clamped to ±``limit``, for
  /// a value that is not NaN (see ``floor(_:)``).
  @inline(__always)
  static func ceiling(_ value: Double) -> Int {
    let limit = Double(PixelBox.limit)
    let clamped = min(max(value, -limit), limit)
    let whole = Int(clamped)
    return Double(whole) < clamped ? whole + 1 : whole
  }

  /// `value` rounded to the nearest whole number, halves away from zero,
  /// and clamped to ±``limit``, for a value that is not NaN: the same as
  /// `Int(min(max(value.rounded(), -limit), limit))`, without a call into
  /// the C library.
  @inline(__always)
  static func nearest(_ value: Double) -> Int {
    let limit = Double(PixelBox.limit)
    let clamped = min(max(value, -limit), limit)
    let whole = Int(clamped)
    // Exact: both are within 2³⁰ of each other and of zero.
    let fraction = clamped - Double(whole)
    return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
  }

  /// The box whose edges a rectangle of target pixels lies on exactly
  /// (within 10⁻⁹ pixel), or `nil` when an edge is fractional or not
  /// finite; an empty rectangle on whole pixels gives an empty box.
  init?(aligned rect: Rect) {
    let rect = rect.standardized
    let limit = Double(PixelBox.limit)
    func whole(_ value: Double) -> Int? {
      let rounded = value.rounded()
      guard value.isFinite, abs(value - rounded) < 1e-9 else { return nil }
      return Int(min(max(rounded, -limit), limit))
    }
    guard let minX = whole(rect.minX), let minY = whole(rect.minY),
      let maxX = whole(rect.maxX), let maxY = whole(rect.maxY)
    else { return nil }
    self.init(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// Whether the box holds no pixel.
  var isEmpty: Bool { minX >= maxX || minY >= maxY }

  /// The width in pixels (0 when empty).
  var width: Int { max(maxX - minX, 0) }

  /// The height in pixels (0 when empty).
  var height: Int { max(maxY - minY, 0) }

  /// The number of pixels.
  var area: Int { width * height }

  /// The pixels in both boxes.
  func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(
      minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
      maxY: min(maxY, other.maxY))
  }

  /// Whether the boxes share a pixel.
  func intersects(_ other: PixelBox) -> Bool {
    !intersection(other).isEmpty
  }

  /// Whether every pixel of `other` is in the box (an empty box is in
  /// every box).
  func contains(_ other: PixelBox) -> Bool {
    other.isEmpty
      || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
  }

  /// The smallest box holding both; an empty box adds nothing.
  func union(_ other: PixelBox) -> PixelBox {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelBox(
      minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
      maxY: max(maxY, other.maxY))
  }

  /// The box as a rectangle of target pixels.
  var rect: Rect {
    isEmpty
      ? .null
      : Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height))
  }
}
