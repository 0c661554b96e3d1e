import Testing
import ZoetropeHeadless

@testable import Zoetrope

/// `--quality` for MP4, and the frame ranges `--frames A..B` and
/// `--start`/`--end`.
@Suite struct LaunchRecordingOptionsTests {
  /// A plan, or the message of the error that refused the options.
  enum Outcome {
    case success(LaunchPlan)
    case failure(String)
  }

  /// The plan for `arguments`, or the message of its error.
  func plan(_ arguments: [String]) -> Outcome {
    do {
      return .success(try LaunchOptions.plan(for: arguments))
    } catch {
      return .failure(LaunchOptions.message(for: error))
    }
  }

  /// The frames a range plan records, or nil.
  func frames(_ arguments: [String]) -> ClosedRange<Int>? {
    guard case .success(.recordFrames(_, let frames, _)) = plan(arguments) else { return nil }
    return frames
  }

  @Test func anMP4TakesItsQuality() throws {
    guard
      case .success(.record(let destination, _, _)) = plan([
        "--record", "/tmp/x.mp4", "--duration", "1", "--quality", "23",
      ])
    else {
      Issue.record("expected a recording")
      return
    }
    #expect(destination == .mp4("/tmp/x.mp4", quality: 23))
    guard
      case .success(.record(let plain, _, _)) = plan(["--record", "/tmp/x.mp4", "--duration", "1"])
    else {
      Issue.record("expected a recording")
      return
    }
    #expect(plain == .mp4("/tmp/x.mp4", quality: 18))
  }

  @Test func rangesAreFrameIndicesFromZero() {
    #expect(frames(["--record", "/tmp/f/", "--frames", "600..899"]) == 600...899)
    #expect(frames(["--record", "/tmp/f/", "--frames", "0...0"]) == 0...0)
    // Frames whose times k / fps are in [start, end).
    #expect(frames(["--record", "/tmp/f/", "--start", "10", "--end", "15"]) == 600...899)
    #expect(
      frames(["--record", "/tmp/f/", "--start", "0.1", "--end", "0.2", "--fps", "30"]) == 3...5)
    #expect(frames(["--record", "/tmp/f/", "--start", "1", "--duration", "0.5"]) == 60...89)
    #expect(frames(["--record", "/tmp/f/", "--start", "0.01", "--end", "0.05"]) == 1...2)
  }

  @Test(arguments: [
    (["--record", "/tmp/x.gif", "--duration", "1", "--quality", "20"], "--quality is for an .mp4"),
    (["--record", "/tmp/x.mp4", "--duration", "1", "--quality", "52"], "--quality 52 must be"),
    (["--record", "/tmp/x.mp4", "--duration", "1", "--quality", "-1"], "--quality -1 must be"),
    (["--quality", "20"], "are for --record FILE"),
    (["--frames", "1..2"], "are for --record FILE"),
    (["--record", "/tmp/f/", "--frames", "5..2"], "must have 0 ≤ A ≤ B"),
    (["--record", "/tmp/f/", "--frames", "1..2000000"], "must have 0 ≤ A ≤ B"),
    (["--record", "/tmp/f/", "--frames", "1-2"], "must be A..B"),
    (["--record", "/tmp/f/", "--frames", "..2"], "must be A..B"),
    (["--record", "/tmp/f/", "--frames", "1.5..2"], "must be A..B"),
    (["--record", "/tmp/f/", "--frames", "1..2", "--duration", "1"], "is the whole range"),
    (["--record", "/tmp/f/", "--start", "1"], "needs either --end E or --duration S"),
    (["--record", "/tmp/f/", "--start", "1", "--end", "2", "--duration", "1"], "not both"),
    (["--record", "/tmp/f/", "--start", "-1", "--end", "2"], "--start -1 must be"),
    (["--record", "/tmp/f/", "--start", "2", "--end", "1"], "must be after --start 2"),
    (["--record", "/tmp/f/", "--start", "0.001", "--end", "0.002"], "no frame time"),
    (["--record", "/tmp/x.webp", "--frames", "0..100000"], "at most 100000 frames"),
  ])
  func badRangesAndQualitiesFailBeforeRendering(arguments: [String], expected: String) {
    guard case .failure(let message) = plan(arguments) else {
      Issue.record("\(arguments) should fail")
      return
    }
    #expect(message.contains(expected), "\(arguments): \(message)")
  }
}
