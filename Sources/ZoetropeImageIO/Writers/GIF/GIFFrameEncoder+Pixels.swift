// The per-pixel passes of a frame: mapping to indices, the stored
// rectangle, and the final indices.
extension GIFFrameEncoder {
  /// Maps the rectangle's pixels to `palette` indices in `codes`.
  ///
  /// A pixel is the transparent marker when it is transparent, when its
  /// color is the previous frame's (`keeps`), or when the palette color it
  /// gets is the one the viewer already shows there (`shown`): keeping it
  /// shows exactly what drawing it would. Small changes of a dithered
  /// color (a shadow's, a gradient's) then cost nothing.
  ///
  /// - Returns: Which indices are drawn.
  static func map(
    _ frame: Frame, shown: [UInt32], with palette: inout GIFPalette, into codes: inout [UInt16]
  ) -> [Bool] {
    var used = [Bool](repeating: false, count: 256)
    codes.removeAll(keepingCapacity: true)
    codes.reserveCapacity(frame.rect.width * frame.rect.height)
    var last: (color: UInt32, choice: GIFPalette.Choice)?
    let colors = palette.colors
    shown.withUnsafeBufferPointer { shown in
      Self.forEachPixel(frame) { column, row, pixel, keeps in
        if keeps || pixel == 0 {
          codes.append(Self.transparentMarker)
          return
        }
        let color = pixel & 0xFF_FFFF
        let choice: GIFPalette.Choice
        if let last, last.color == color {
          choice = last.choice
        } else {
          choice = palette.choice(for: color)
          last = (color, choice)
        }
        let threshold = Self.bayer[(row & 7) << 3 | (column & 7)]
        let index = threshold < choice.threshold ? choice.second : choice.first
        if shown[row * frame.width + column] == 0xFF00_0000 | colors[Int(index)] {
          codes.append(Self.transparentMarker)
          return
        }
        used[Int(index)] = true
        codes.append(UInt16(index))
      }
    }
    return used
  }

  /// The rectangle to store: the bounding box of the pixels ``map`` left
  /// to draw, with what the frame must cover (a 1×1 rectangle when nothing
  /// is left to draw).
  func storedRect(_ frame: Frame) -> GIFRect {
    let rect = frame.rect
    var left = rect.width
    var right = -1
    var top = -1
    var bottom = -1
    codes.withUnsafeBufferPointer { codes in
      for row in 0..<rect.height {
        let start = row * rect.width
        var first = -1
        var last = -1
        for column in 0..<rect.width where codes[start + column] != Self.transparentMarker {
          if first < 0 { first = column }
          last = column
        }
        guard first >= 0 else { continue }
        left = min(left, first)
        right = max(right, last)
        if top < 0 { top = row }
        bottom = row
      }
    }
    guard top >= 0 else {
      return GIFRect(x: rect.x, y: rect.y, width: 1, height: 1).union(frame.mustCover)
    }
    return GIFRect(
      x: rect.x + left, y: rect.y + top, width: right - left + 1, height: bottom - top + 1
    ).union(frame.mustCover)
  }

  /// Converts the `stored` part of ``codes`` to ``indices`` (markers to
  /// `transparentIndex`) and records the drawn colors in `shown`.
  mutating func finishIndices(
    _ frame: Frame, stored: GIFRect, transparentIndex: Int, colors: [UInt32],
    shown: inout [UInt32]
  ) {
    indices.removeAll(keepingCapacity: true)
    indices.reserveCapacity(stored.width * stored.height)
    let marker = UInt8(transparentIndex)
    let rect = frame.rect
    for row in stored.y..<(stored.y + stored.height) {
      for column in stored.x..<(stored.x + stored.width) {
        let code = codes[(row - rect.y) * rect.width + column - rect.x]
        if code == Self.transparentMarker {
          indices.append(marker)
        } else {
          indices.append(UInt8(truncatingIfNeeded: code))
          shown[row * frame.width + column] = 0xFF00_0000 | colors[Int(code)]
        }
      }
    }
  }

  /// Calls `body(column, row, pixel, keeps)` for each pixel of the
  /// rectangle, row by row; `keeps` is whether the viewer's pixel there is
  /// already this one (and may be kept).
  static func forEachPixel(
    _ frame: Frame, _ body: (Int, Int, UInt32, Bool) -> Void
  ) {
    let rect = frame.rect
    let previous = frame.previous ?? []
    frame.pixels.withUnsafeBufferPointer { pixels in
      previous.withUnsafeBufferPointer { previous in
        for row in rect.y..<(rect.y + rect.height) {
          let start = row * frame.width
          for column in rect.x..<(rect.x + rect.width) {
            let pixel = pixels[start + column]
            var keeps = false
            if !previous.isEmpty, previous[start + column] == pixel {
              keeps = !(frame.cleared?.contains(column: column, row: row) ?? false)
            }
            body(column, row, pixel, keeps)
          }
        }
      }
    }
  }
}
