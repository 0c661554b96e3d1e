import ArgumentParser
import ZoetropeHeadless

// `--record FILE`: the destination and what part of the run it holds.
extension LaunchOptions {
  /// The plan of `--record FILE`: its `--duration` (or frame range)
  /// checked against the frame rate, and the file against the frames it
  /// will hold.
  func recordingPlan(
    _ record: String, typed: TypedValues, fpsText: String, options: HeadlessOptions
  ) throws -> LaunchPlan {
    guard at == nil else { throw ValidationError("--at is for --screenshot; use --duration") }
    if frames != nil || start != nil || end != nil {
      let range = try frameRange(typed: typed, fpsText: fpsText)
      let destination = try checkedDestination(record, frameCount: range.count)
      return .recordFrames(destination, frames: range, options: options)
    }
    guard let duration else {
      throw ValidationError("--record needs --duration S, the recording's length in seconds")
    }
    let durationText = typed.text(of: "--duration", duration)
    guard duration.isFinite, duration >= HeadlessHost.minimumRecordingDuration else {
      throw ValidationError(
        "--duration \(durationText) must be a finite number of seconds ≥"
          + " \(TypedValues.text(HeadlessHost.minimumRecordingDuration)) (1 ms)")
    }
    guard duration * fps <= Double(Self.maximumFrames) else {
      throw ValidationError(
        "--duration \(durationText) at --fps \(fpsText) is more than \(Self.maximumFrames) frames"
      )
    }
    let frameCount = HeadlessHost.recordingFrameCount(duration: duration, fps: fps)
    let destination = try checkedDestination(record, frameCount: frameCount)
    return .record(destination, duration: duration, options: options)
  }

  /// The destination `--record FILE` (with `--quality`) names, checked
  /// for writing and for holding `frameCount` frames.
  private func checkedDestination(_ record: String, frameCount: Int) throws
    -> RecordingDestination
  {
    let destination: RecordingDestination
    do {
      destination = try RecordingDestination(path: record, quality: quality)
    } catch {
      throw ValidationError("--record: \(error)")
    }
    if let problem = destination.problem {
      throw ValidationError("--record: \(problem)")
    }
    if let problem = destination.problem(forFrameCount: frameCount) {
      throw ValidationError("--record: \(problem)")
    }
    return destination
  }

  /// The frames `--frames A..B`, or `--start S` with `--end E` or
  /// `--duration D`, ask for: frame `k` shows `k / fps` seconds, and
  /// `--start`/`--end` take the frames whose times are in `[S, E)`.
  func frameRange(typed: TypedValues, fpsText: String) throws -> ClosedRange<Int> {
    if let frames {
      guard start == nil, end == nil, duration == nil else {
        throw ValidationError(
          "--frames \(frames) is the whole range: leave out --start, --end"
            + " and --duration")
      }
      return try Self.parseFrames(frames)
    }
    let first = start ?? 0
    let startText = typed.text(of: "--start", first)
    guard first.isFinite, first >= 0 else {
      throw ValidationError("--start \(startText) must be a finite number of seconds ≥ 0")
    }
    guard (end == nil) != (duration == nil) else {
      throw ValidationError("--start needs either --end E or --duration S, not both")
    }
    let last = end ?? first + (duration ?? 0)
    let endText = end.map { typed.text(of: "--end", $0) } ?? "\(TypedValues.text(last))"
    guard last.isFinite, last > first, last * fps <= Double(Self.maximumFrames) else {
      throw ValidationError(
        "the end \(endText) s must be after --start \(startText) s and at most"
          + " \(Self.maximumFrames) frames at --fps \(fpsText)")
    }
    // Frames whose time k / fps is in [start, end), forgiving a rounding
    // error in S × fps (0.1 × 30 is 3.0000000000000004).
    let firstFrame = Int((first * fps - 1e-9).rounded(.up))
    let lastFrame = Int((last * fps - 1e-9).rounded(.up)) - 1
    guard lastFrame >= firstFrame else {
      throw ValidationError(
        "no frame time (k / \(fpsText) s) is from --start \(startText) s to before \(endText) s")
    }
    return firstFrame...lastFrame
  }

  /// `A..B` or `A...B`: whole frame numbers from 0, A ≤ B, fewer than
  /// `maximumFrames`.
  static func parseFrames(_ text: String) throws -> ClosedRange<Int> {
    let parts = text.split(separator: ".", omittingEmptySubsequences: true)
    let dots = text.filter { $0 == "." }.count
    guard parts.count == 2, dots == 2 || dots == 3, let first = Int(parts[0]),
      let last = Int(parts[1]), text.hasPrefix(parts[0]), text.hasSuffix(parts[1])
    else {
      throw ValidationError("--frames \(text) must be A..B, frame numbers from 0 (as 600..899)")
    }
    guard first >= 0, last >= first, last < maximumFrames else {
      throw ValidationError(
        "--frames \(text) must have 0 ≤ A ≤ B < \(maximumFrames) (frames are numbered from 0)")
    }
    return first...last
  }
}
