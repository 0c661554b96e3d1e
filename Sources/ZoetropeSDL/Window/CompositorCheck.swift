import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#endif

/// How many frames in a row a window has drawn at its current size, for
/// ``CompositorCheck``: the first frames after a resize may be drawn into
/// a back buffer of the old size.
struct FrameSizes {
  /// The frames drawn at the current size before a frame is compared.
  static let settled = 2

  /// The size of the last frame drawn.
  private var lastSize: Size?
  /// The frames drawn at that size before the last one, at most `settled`.
  private var framesAtSize = FrameSizes.settled

  /// Records a frame drawn at `size` and returns how many frames were drawn
  /// at that size before it, up to ``settled``: 0 right after a resize,
  /// `settled` from the window's first frame on (its buffer is made at its
  /// size).
  mutating func record(_ size: Size) -> Int {
    if let lastSize, lastSize != size {
      framesAtSize = 0
    } else if lastSize != nil {
      framesAtSize = min(framesAtSize + 1, FrameSizes.settled)
    }
    lastSize = size
    return framesAtSize
  }
}

/// Compares the GPU compositor's frames with the CPU's, in a live window.
///
/// `ZOETROPE_COMPOSITOR_CHECK=DIR` draws each compared frame's
/// snapshot on the CPU too, reads the GPU's back, and appends one line
/// per frame to `DIR/check.log`:
///
/// ```
/// frame 12 size 320x480 max 31 mean 52e-3 over3 118 over96 0 damage 90x90
/// ```
///
/// (the largest channel difference, the mean of each pixel's largest,
/// the pixels over 3 and over 96, and what the GPU redrew: `whole`,
/// `none`, or the size of the damage's bounds, the rest of the back
/// buffer kept from earlier frames), and keeps the two frames with the
/// largest mean so far as `DIR/gpu.ppm` and `DIR/cpu.ppm`. The first 3
/// frames and every 20th after them are compared. For the window tests;
/// it costs a CPU frame and a read back per compared frame.
///
/// A frame drawn at a new size, or the one after it, is not compared: while
/// a window is resized, Mesa's back buffer can keep the old size for a
/// frame, so the read back holds rows the frame never reached (the window
/// redraws the next frame whole). It is logged as
/// `skipped frame 60 size 363x549: 0 frames after a resize`.
@MainActor
final class CompositorCheck {
  let directory: String
  private var frameNumber = 0
  private var worstMean = -1.0
  private var sizes = FrameSizes()

  init(directory: String) {
    self.directory = directory
  }

  /// The check ``Diagnostics/current`` asks for
  /// (`ZOETROPE_COMPOSITOR_CHECK`), if any.
  static func fromDiagnostics() -> CompositorCheck? {
    guard let directory = Diagnostics.current.compositorCheckDirectory else { return nil }
    mkdir(directory, 0o755)
    return CompositorCheck(directory: directory)
  }

  /// Compares the frame the GPU just drew (still in the back buffer) with
  /// the CPU's frame of the same snapshot.
  func compare(
    gpu: GPURenderer, cpu: SDLHost.FrameFunction,
    frame: (snapshot: RenderSnapshot, size: Size, scale: Double)
  ) {
    frameNumber += 1
    let framesAtSize = sizes.record(frame.size)
    guard frameNumber <= 3 || frameNumber % 20 == 0 else { return }
    guard framesAtSize >= FrameSizes.settled else {
      append(
        "skipped frame \(frameNumber) size \(Int(frame.size.width))x\(Int(frame.size.height)): "
          + "\(framesAtSize) frames after a resize\n")
      return
    }
    guard let drawn = try? gpu.readFrame() else { return }
    let reference = cpu(frame.snapshot, frame.size, frame.scale).pixels
    var expected: [UInt32] = []
    reference.withUnsafeFramePixels { bytes, bytesPerRow in
      guard let base = bytes.baseAddress else { return }
      for row in 0..<reference.pixelHeight {
        let start = base + row * bytesPerRow
        let pixels = start.assumingMemoryBound(to: UInt32.self)
        expected.append(contentsOf: UnsafeBufferPointer(start: pixels, count: reference.pixelWidth))
      }
    }
    guard reference.pixelWidth == drawn.pixelWidth, reference.pixelHeight == drawn.pixelHeight,
      expected.count == drawn.pixels.count
    else {
      append(
        "frame \(frameNumber) size mismatch: GPU \(drawn.pixelWidth)x\(drawn.pixelHeight), "
          + "CPU \(reference.pixelWidth)x\(reference.pixelHeight)\n")
      return
    }
    var maximum = 0
    var total = 0
    var over3 = 0
    var over96 = 0
    drawn.pixels.withUnsafeBufferPointer { drawnPixels in
      expected.withUnsafeBufferPointer { expectedPixels in
        for index in 0..<drawnPixels.count {
          let p = drawnPixels[index]
          let q = expectedPixels[index]
          guard p != q else { continue }
          let largest = Self.largestChannelDifference(p, q)
          maximum = max(maximum, largest)
          total += largest
          if largest > 3 { over3 += 1 }
          if largest > 96 { over96 += 1 }
        }
      }
    }
    let mean = expected.isEmpty ? 0 : Double(total) / Double(expected.count)
    let meanText = String(Int((mean * 1000).rounded())) + "e-3"
    append(
      "frame \(frameNumber) size \(drawn.pixelWidth)x\(drawn.pixelHeight) max \(maximum) "
        + "mean \(meanText) over3 \(over3) over96 \(over96) "
        + "damage \(Self.describe(gpu.lastDamage))\n")
    if mean > worstMean {
      worstMean = mean
      writePPM(drawn.pixels, width: drawn.pixelWidth, height: drawn.pixelHeight, name: "gpu.ppm")
      writePPM(expected, width: drawn.pixelWidth, height: drawn.pixelHeight, name: "cpu.ppm")
    }
  }

  /// What the GPU redrew for the frame: `whole`, `none`, or the width and
  /// height of the rectangles' bounds (`40x36`).
  static func describe(_ damage: [Rect]?) -> String {
    guard let damage else { return "whole" }
    guard let first = damage.first else { return "none" }
    let bounds = damage.dropFirst().reduce(first) { $0.union($1) }
    return "\(Int(bounds.width))x\(Int(bounds.height))"
  }

  /// The largest difference of the four 8-bit channels of two pixels.
  static func largestChannelDifference(_ p: UInt32, _ q: UInt32) -> Int {
    let a = abs(Int(p >> 24) - Int(q >> 24))
    let r = abs(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF))
    let g = abs(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF))
    let b = abs(Int(p & 0xFF) - Int(q & 0xFF))
    return max(max(a, r), max(g, b))
  }

  private func append(_ line: String) {
    guard let file = fopen(directory + "/check.log", "a") else { return }
    fputs(line, file)
    fclose(file)
  }

  /// Writes opaque ARGB32 pixels as a binary PPM.
  private func writePPM(_ pixels: [UInt32], width: Int, height: Int, name: String) {
    var bytes = Array("P6\n\(width) \(height)\n255\n".utf8)
    bytes.reserveCapacity(bytes.count + pixels.count * 3)
    for pixel in pixels {
      bytes.append(UInt8(truncatingIfNeeded: pixel >> 16))
      bytes.append(UInt8(truncatingIfNeeded: pixel >> 8))
      bytes.append(UInt8(truncatingIfNeeded: pixel))
    }
    // Written beside, then renamed: a killed app leaves no half image.
    let path = directory + "/" + name
    guard let file = fopen(path + ".partial", "wb") else { return }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    if fclose(file) == 0, written == bytes.count {
      rename(path + ".partial", path)
    } else {
      unlink(path + ".partial")
    }
  }
}
