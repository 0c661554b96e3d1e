import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A rectangle of a GIF's canvas, in pixels.
struct GIFRect: Hashable, Sendable {
  /// The left edge.
  var x: Int
  /// The top edge.
  var y: Int
  /// The width, at least 1.
  var width: Int
  /// The height, at least 1.
  var height: Int

  /// The smallest rectangle holding both.
  func union(_ other: GIFRect?) -> GIFRect {
    guard let other else { return self }
    let left = min(x, other.x)
    let top = min(y, other.y)
    let right = max(x + width, other.x + other.width)
    let bottom = max(y + height, other.y + other.height)
    return GIFRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether the pixel at `column`, `row` is inside.
  func contains(column: Int, row: Int) -> Bool {
    column >= x && column < x + width && row >= y && row < y + height
  }
}

/// The frames a streaming GIF writer keeps: the last frame written (what a
/// viewer shows), the newest kept frame (written when the next one shows
/// how long it lasts), the frame being appended, and the colors a viewer
/// shows (the last written frame's pixels as the palette drew them).
///
/// Pixels are kept as GIF sees them: `0` for a transparent pixel (alpha
/// below 128: GIF has one bit of alpha), otherwise `0xFF` in the top byte
/// and the straight (un-premultiplied) color below. Memory is four
/// canvases, 16 bytes a pixel, however long the recording; the buffers
/// rotate instead of being reallocated.
///
/// Every comparison of whole frames is here, on buffer pointers.
struct GIFCanvas {
  /// The canvas width in pixels.
  let width: Int
  /// The canvas height in pixels.
  let height: Int
  /// The last frame written.
  private(set) var displayed: [UInt32]
  /// The newest kept frame, not yet written.
  private(set) var pending: [UInt32]
  /// The frame being appended.
  private(set) var incoming: [UInt32]
  /// What a viewer shows after the last written frame: `0xFF` and the
  /// palette color each pixel was drawn with, or 0 where transparent.
  var shown: [UInt32]
  /// Whether any loaded frame had a transparent pixel.
  private(set) var hasTransparency = false

  /// Allocates the three canvases.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    displayed = [UInt32](repeating: 0, count: width * height)
    pending = displayed
    incoming = displayed
    shown = displayed
  }

  /// Clears ``shown`` in `rect`, as a viewer does for a frame disposed to
  /// background.
  mutating func clearShown(_ rect: GIFRect) {
    for row in rect.y..<(rect.y + rect.height) {
      let start = row * width + rect.x
      shown.replaceSubrange(start..<(start + rect.width), with: repeatElement(0, count: rect.width))
    }
  }

  /// Converts an image's premultiplied pixels into ``incoming``.
  ///
  /// - Returns: Whether some pixel was invalid premultiplied data (a
  ///   color above its alpha, encoded as 255).
  mutating func load(_ image: Image) -> Bool {
    var invalid = false
    var transparent = false
    image.pixels.withUnsafeBufferPointer { source in
      incoming.withUnsafeMutableBufferPointer { target in
        for index in 0..<min(source.count, target.count) {
          let pixel = source[index]
          if pixel >= 0xFF00_0000 {
            target[index] = pixel
          } else if pixel >> 24 < 128 {
            target[index] = 0
            transparent = true
          } else {
            let straight = PixelConversion.straightARGB(fromPremultiplied: pixel, invalid: &invalid)
            target[index] = straight | 0xFF00_0000
          }
        }
      }
    }
    hasTransparency = hasTransparency || transparent
    return invalid
  }

  /// Makes the pending frame the displayed one and the incoming frame the
  /// pending one.
  mutating func advance() {
    swap(&displayed, &pending)
    swap(&pending, &incoming)
  }

  /// Makes the incoming frame the pending one (the first frame).
  mutating func keepIncoming() {
    swap(&pending, &incoming)
  }

  /// The bounding box of the pixels where ``incoming`` differs from
  /// ``pending``, or nil when they are the same.
  func incomingChanges() -> GIFRect? {
    Self.changes(incoming, pending, width: width, height: height) { $0 != $1 }
  }

  /// The bounding box of the pixels where ``pending`` differs from
  /// ``displayed``, or nil when they are the same.
  func pendingChanges() -> GIFRect? {
    Self.changes(pending, displayed, width: width, height: height) { $0 != $1 }
  }

  /// The bounding box of the pixels visible in ``pending`` and
  /// transparent in ``incoming``: what a viewer must clear, since a GIF
  /// frame cannot turn a shown pixel transparent by drawing over it.
  func incomingVanishings() -> GIFRect? {
    guard hasTransparency else { return nil }
    return Self.changes(incoming, pending, width: width, height: height) { $0 == 0 && $1 != 0 }
  }

  /// The bounding box of pixels where `differ(new, old)`; whole equal
  /// rows are skipped with `memcmp`.
  private static func changes(
    _ new: [UInt32], _ old: [UInt32], width: Int, height: Int,
    where differ: (UInt32, UInt32) -> Bool
  ) -> GIFRect? {
    new.withUnsafeBufferPointer { new in
      old.withUnsafeBufferPointer { old in
        guard let newBase = new.baseAddress, let oldBase = old.baseAddress else { return nil }
        var left = width
        var right = -1
        var top = -1
        var bottom = -1
        for row in 0..<height {
          let start = row * width
          if memcmp(newBase + start, oldBase + start, width * 4) == 0 { continue }
          var found = false
          for column in 0..<width where differ(new[start + column], old[start + column]) {
            left = min(left, column)
            right = max(right, column)
            found = true
          }
          if found {
            if top < 0 { top = row }
            bottom = row
          }
        }
        guard top >= 0 else { return nil }
        return GIFRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }
}
