/// Which frames of a whole run a recording holds: the label every MP4,
/// GIF and animated WebP recording carries, so ``RecordingJoin`` can tell
/// whether chunks rendered apart are consecutive parts of one run.
///
/// The label is text in the file's comment (an MP4's `comment` tag, a
/// GIF's comment extension, an animated WebP's `ZTFR` chunk), for example
/// `Zoetrope frames 600..1199 at 60 fps`: frames 600 to 1199 (inclusive,
/// numbered from 0; frame `k` shows `k / fps` seconds of the run).
///
/// ```swift
/// let span = RecordingSpan(firstFrame: 600, frameCount: 600, fps: 60)
/// span.label  // "Zoetrope frames 600..1199 at 60 fps"
/// RecordingSpan(label: span.label) == span  // true
/// ```
public struct RecordingSpan: Hashable, Sendable, CustomStringConvertible {
  /// The index of the first frame in the whole run (0 for a recording
  /// from the start).
  public var firstFrame: Int

  /// How many frames the recording holds, at least 1.
  public var frameCount: Int

  /// The run's frames per second.
  public var fps: Double

  /// The index of the last frame.
  public var lastFrame: Int { firstFrame + frameCount - 1 }

  /// A span of `frameCount` frames from `firstFrame` at `fps`.
  ///
  /// - Parameters:
  ///   - firstFrame: The first frame's index in the run, at least 0.
  ///   - frameCount: The number of frames, at least 1.
  ///   - fps: Frames per second, finite and above 0.
  public init(firstFrame: Int, frameCount: Int, fps: Double) {
    self.firstFrame = firstFrame
    self.frameCount = frameCount
    self.fps = fps
  }

  /// Reads a label written by ``label``; nil for any other text.
  ///
  /// - Parameter label: A file's comment, such as
  ///   `Zoetrope frames 0..299 at 30 fps`.
  public init?(label: String) {
    let prefix = "Zoetrope frames "
    let suffix = " fps"
    guard label.hasPrefix(prefix), label.hasSuffix(suffix) else { return nil }
    let body = label.dropFirst(prefix.count).dropLast(suffix.count)
    let parts = body.split(separator: " ")
    guard parts.count == 3, parts[1] == "at" else { return nil }
    let bounds = parts[0].split(separator: ".", omittingEmptySubsequences: false)
    guard bounds.count == 3, bounds[1].isEmpty, let first = Int(bounds[0]),
      let last = Int(bounds[2]), first >= 0, last >= first, let fps = Double(parts[2]),
      fps.isFinite, fps > 0
    else { return nil }
    self.init(firstFrame: first, frameCount: last - first + 1, fps: fps)
  }

  /// The label stored in the file: `Zoetrope frames A..B at F fps`.
  public var label: String {
    let rate = fps == fps.rounded() && abs(fps) < 1e15 ? String(Int(fps)) : String(fps)
    return "Zoetrope frames \(firstFrame)..\(lastFrame) at \(rate) fps"
  }

  /// The label, for messages.
  public var description: String { label }

  /// Frame `index`'s start in the run, in whole centiseconds (rounded):
  /// where a GIF's frames start, so chunks' delays add up as one run's.
  func centiseconds(atFrame index: Int) -> Int {
    Int((Double(index) * 100 / fps).rounded())
  }

  /// Frame `index`'s start in the run, in whole milliseconds (rounded),
  /// as WebP stores durations.
  func milliseconds(atFrame index: Int) -> Int {
    Int((Double(index) * 1000 / fps).rounded())
  }
}
