/// Encodes one stored frame of an animated GIF: its rectangle of the
/// canvas mapped to palette indices, behind a graphic control extension.
///
/// ## The palette
///
/// The recording has one palette, the global color table, that grows as
/// the recording goes: the first frame's colors go in exactly when there
/// are at most 256 (by ``GIFMedianCut`` when there are more, keeping 32
/// entries free), and a later frame's new colors are added exactly while
/// free entries remain (or, when they do not all fit, those farther than
/// ``representableDistance`` from the table). The table is reserved at
/// full size in the header and written there when the recording ends, so
/// it never needs holding frames back. Interface recordings (flat fills,
/// text, the same few hues for the whole run) then need no table but the
/// one, which keeps files small: a table costs up to 768 bytes a frame.
///
/// Once the table is full, a frame's new colors are dithered with it
/// (below), unless more than 1/64 of its drawn pixels are farther than
/// ``representableDistance`` from the table or one is farther than
/// ``farthestDithered``: then the frame gets a local color table of its
/// own rectangle's colors (median cut when more than 255), as on a switch
/// to a screen of new colors. A few stray anti-aliased pixels never cost a
/// table.
///
/// ## Dithering
///
/// Ordered (an 8×8 Bayer matrix at the pixel's canvas position), only for
/// colors missing from the table, and only between their two nearest
/// table colors (see ``GIFPalette``): a color in the table is never
/// dithered, so flat areas stay flat; unchanged pixels dither the same way
/// in every frame, so nothing shimmers and the unchanged-pixel runs
/// compress; error diffusion would spread noise from an edge into the
/// flat areas beside it and change with every frame.
///
/// ## Unchanged pixels
///
/// Inside the rectangle, pixels equal to the previous frame's, or whose
/// palette color is the one the viewer already shows there, are written
/// as the frame's transparent index (an index no pixel of the frame
/// draws), so the viewer keeps what it shows: the same picture as drawing
/// them, and long runs of one index compress far better than the content.
/// The stored rectangle is then cut down to the pixels left to draw. The
/// first frame covers the canvas and has no transparent index unless the
/// recording itself has transparent pixels.
struct GIFFrameEncoder {
  /// The global color table.
  private(set) var global = GIFPalette()

  /// The LZW coder, reused for every frame.
  private var lzw = GIFLZWEncoder()

  /// The frame's indices (`transparentMarker` for a transparent or kept
  /// pixel until the frame's transparent index is known).
  var codes: [UInt16] = []

  /// The frame's final indices.
  var indices: [UInt8] = []

  /// A code for a pixel that is transparent or keeps the previous frame's.
  static let transparentMarker: UInt16 = 256

  /// The largest squared RGB distance from a color to the nearest table
  /// color for which a frame uses the global table rather than its own:
  /// 16² (about 9 levels on each channel).
  static let representableDistance = 16 * 16

  /// The largest squared RGB distance from a color to the nearest table
  /// color for which a few pixels are still dithered with the global
  /// table: 48² (about 28 levels on each channel).
  static let farthestDithered = 48 * 48

  /// How many global table entries the first frame leaves free for later
  /// frames' colors when it has more than 256 colors itself.
  static let reservedEntries = 32

  /// The 8×8 Bayer matrix, thresholds 0...63.
  static let bayer: [UInt8] = [
    0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
    12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
    3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
    15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
  ]

  /// What one frame is: its pixels, what a viewer shows before it, and
  /// which part to store.
  struct Frame {
    /// The frame's pixels (see ``GIFCanvas``).
    var pixels: [UInt32]
    /// What the viewer shows before this frame, or nil for the first
    /// frame.
    var previous: [UInt32]?
    /// The canvas width.
    var width: Int
    /// The rectangle to store.
    var rect: GIFRect
    /// The rectangle the previous frame's disposal cleared (where nothing
    /// can be kept), if any.
    var cleared: GIFRect?
    /// A rectangle the stored frame must cover (what its disposal must
    /// clear), if any.
    var mustCover: GIFRect?
  }

  /// Statistics of a frame's colors against the global table.
  private struct Survey {
    /// Colors not in the table, with their pixel counts.
    var missing: [UInt32: Int] = [:]
    /// The missing colors farther than ``representableDistance`` from the
    /// table, with their pixel counts.
    var far: [UInt32: Int] = [:]
    /// How many pixels have a color in ``far``.
    var farPixels = 0
    /// How many pixels are drawn (neither kept nor transparent).
    var coloredPixels = 0
    /// The largest squared distance from a pixel's color to the table.
    var worst = 0
    /// Whether some pixel is transparent or kept.
    var needsTransparentIndex = false
    /// Whether some pixel is transparent in the source.
    var hasTransparentPixels = false
  }

  /// Appends the frame's graphic control extension, image descriptor,
  /// color table (if local) and image data.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - shown: What the viewer shows before the frame (see
  ///     ``GIFCanvas/shown``), updated with what it draws.
  ///   - disposal: 1 (keep the frame) or 2 (clear its rectangle after it).
  ///   - delay: How long it shows, in centiseconds, 0...65535.
  ///   - output: The bytes to append to.
  /// - Returns: The offset in `output` of the delay's two bytes, and the
  ///   rectangle stored (within the frame's, and covering `mustCover`).
  mutating func encode(
    _ frame: Frame, shown: inout [UInt32], disposal: Int, delay: Int, into output: inout [UInt8]
  ) -> (delayOffset: Int, stored: GIFRect) {
    var local = choosePalette(frame, survey(frame))
    var used = map(frame, shown: shown, local: &local)
    let needsTransparentIndex = codes.contains(Self.transparentMarker)
    var transparentIndex = needsTransparentIndex ? used.firstIndex(of: false) : nil
    if needsTransparentIndex, transparentIndex == nil {
      // Every entry of the full table is used: give the frame its own.
      local = localPalette(frame, transparent: true)
      used = map(frame, shown: shown, local: &local)
      transparentIndex = used.firstIndex(of: false)
    }
    let stored = storedRect(frame)
    let highest = max(used.lastIndex(of: true) ?? 0, transparentIndex ?? 0)
    let codeSize = max(2, GIFBlocks.bits(for: highest + 1))
    finishIndices(
      frame, stored: stored, transparentIndex: transparentIndex ?? 0,
      colors: local?.colors ?? global.colors, shown: &shown)
    let delayOffset = GIFBlocks.appendGraphicControl(
      disposal: disposal, delay: delay, transparentIndex: transparentIndex, to: &output)
    let table = local.map { local in
      local.tableBytes(size: GIFBlocks.tableSize(for: max(local.count, highest + 1)))
    }
    GIFBlocks.appendImageDescriptor(rect: stored, localTable: table, to: &output)
    indices.withUnsafeBufferPointer { indices in
      lzw.encode(indices, minimumCodeSize: codeSize, into: &output)
    }
    return (delayOffset, stored)
  }

  /// Maps the frame with its local table if it has one, else the global
  /// table (see ``map(_:shown:with:into:)``).
  private mutating func map(_ frame: Frame, shown: [UInt32], local: inout GIFPalette?) -> [Bool] {
    guard var own = local else {
      return Self.map(frame, shown: shown, with: &global, into: &codes)
    }
    let used = Self.map(frame, shown: shown, with: &own, into: &codes)
    local = own
    return used
  }

  /// Adds the frame's missing colors to the global table if they fit, or
  /// decides between dithering with the table and a local table.
  ///
  /// The first frame's colors fill the table (by median cut when there are
  /// more than 256, keeping ``reservedEntries`` free for later colors).
  /// A later frame's missing colors go in exactly if they all fit, or else
  /// its far ones alone (the rest are dithered). If even those do not fit,
  /// the frame gets a local table when it has a color farther than
  /// ``farthestDithered`` or more than 1/64 of its drawn pixels are far;
  /// otherwise it is dithered with the global table.
  ///
  /// - Returns: The frame's local table, or nil to use the global one.
  private mutating func choosePalette(_ frame: Frame, _ survey: Survey) -> GIFPalette? {
    guard !survey.missing.isEmpty else { return nil }
    let capacity = 256 - (survey.hasTransparentPixels ? 1 : 0)
    let free = capacity - global.count
    if global.count == 0 {
      let limit = survey.missing.count <= capacity ? capacity : capacity - Self.reservedEntries
      for color in GIFMedianCut.colors(for: survey.missing, limit: limit) { global.append(color) }
    } else if survey.missing.count <= free {
      for color in GIFMedianCut.colors(for: survey.missing, limit: free) { global.append(color) }
    } else if survey.far.count <= free {
      for color in GIFMedianCut.colors(for: survey.far, limit: free) { global.append(color) }
    } else if survey.worst > Self.farthestDithered || survey.farPixels * 64 > survey.coloredPixels {
      return localPalette(frame, transparent: survey.needsTransparentIndex)
    }
    return nil
  }

  /// Appends a frame that changes nothing: every pixel of `rect` is the
  /// transparent index, so the viewer keeps what it shows.
  ///
  /// - Parameters:
  ///   - rect: The frame's rectangle (what a disposal of 2 clears).
  ///   - disposal: 1 or 2.
  ///   - delay: Centiseconds, 0...65535.
  ///   - output: The bytes to append to.
  /// - Returns: The offset in `output` of the delay's two bytes.
  mutating func encodeUnchanged(
    rect: GIFRect, disposal: Int, delay: Int, into output: inout [UInt8]
  ) -> Int {
    let offset = GIFBlocks.appendGraphicControl(
      disposal: disposal, delay: delay, transparentIndex: 0, to: &output)
    GIFBlocks.appendImageDescriptor(rect: rect, localTable: nil, to: &output)
    indices.removeAll(keepingCapacity: true)
    indices.append(contentsOf: repeatElement(0, count: rect.width * rect.height))
    indices.withUnsafeBufferPointer { indices in
      lzw.encode(indices, minimumCodeSize: 2, into: &output)
    }
    return offset
  }

  /// Classifies the rectangle's pixels and compares their colors with the
  /// global table.
  private mutating func survey(_ frame: Frame) -> Survey {
    var survey = Survey()
    // Runs of one color are looked up once.
    var run: (color: UInt32, count: Int, distance: Int)?
    func endRun() {
      guard let ended = run else { return }
      survey.coloredPixels += ended.count
      guard ended.distance > 0 else { return }
      survey.missing[ended.color, default: 0] += ended.count
      survey.worst = max(survey.worst, ended.distance)
      if ended.distance > Self.representableDistance {
        survey.far[ended.color, default: 0] += ended.count
        survey.farPixels += ended.count
      }
    }
    Self.forEachPixel(frame) { _, _, pixel, keeps in
      if keeps || pixel == 0 {
        survey.needsTransparentIndex = true
        survey.hasTransparentPixels = survey.hasTransparentPixels || (pixel == 0 && !keeps)
        return
      }
      let color = pixel & 0xFF_FFFF
      if let current = run, current.color == color {
        run?.count += 1
        return
      }
      endRun()
      let distance = global.count == 0 ? Int.max : global.choice(for: color).distance
      run = (color, 1, distance)
    }
    endRun()
    if global.count == 0 { survey.worst = 0 }
    return survey
  }

  /// A color table for the rectangle alone, leaving an entry free when
  /// `transparent`.
  private func localPalette(_ frame: Frame, transparent: Bool) -> GIFPalette {
    var histogram: [UInt32: Int] = [:]
    Self.forEachPixel(frame) { _, _, pixel, keeps in
      if !keeps && pixel != 0 { histogram[pixel & 0xFF_FFFF, default: 0] += 1 }
    }
    return GIFPalette(GIFMedianCut.colors(for: histogram, limit: transparent ? 255 : 256))
  }
}
