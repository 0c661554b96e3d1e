import Testing
import ZoetropeHeadless

@testable import Zoetrope

#if canImport(Glibc)
import Glibc
#endif

/// Launch options whose plan can only fail late are checked up front.
@Suite struct LaunchPlanTests {
  func failure(_ arguments: [String]) -> String? {
    do {
      _ = try LaunchOptions.parse(arguments).plan()
      return nil
    } catch {
      return LaunchOptions.message(for: error)
    }
  }

  /// `--record 'f-##.png' --duration 2` wrote 99 files before failing.
  @Test func patternIsCheckedAgainstTheFrameCount() {
    let directory = "/tmp/zoetrope-plan-\(getpid())"
    let message = failure(["--record", "\(directory)/f-##.png", "--duration", "2"])
    #expect(message?.contains("numbers at most 99 frames (2 digits)") == true, "\(message ?? "")")
    #expect(message?.contains("has 120") == true)
    #expect(access(directory, F_OK) != 0, "nothing was created")
    #expect(failure(["--record", "\(directory)/f-###.png", "--duration", "2"]) == nil)
    rmdir(directory)
  }

  /// `--record dir/ --duration 1667 --scale 0.1` wrote 99 999 files before
  /// "needs more than 5 digits".
  @Test func defaultFramePatternIsCheckedToo() {
    let message = failure([
      "--record", "/tmp/zoetrope-plan-dir-\(getpid())/", "--duration", "1667", "--scale", "0.1",
    ])
    #expect(message?.contains("numbers at most 99999 frames") == true, "\(message ?? "")")
  }

  @Test func webPFrameCountIsChecked() {
    let message = failure(["--record", "/tmp/zoetrope-plan.webp", "--duration", "2000"])
    #expect(message?.contains("at most 100000 frames") == true, "\(message ?? "")")
  }

  @Test func hugeDragIsRefusedBeforeAnythingRuns() {
    let message = failure([
      "--screenshot", "/tmp/zoetrope-plan.png", "--at", "1", "--script",
      "0 drag 10,10 to 20,20 over 1e300",
    ])
    #expect(message?.contains("the drag duration 1e300 is not") == true, "\(message ?? "")")
  }

  @Test func fifoScriptIsRefusedAtOnce() {
    let fifo = "/tmp/zoetrope-plan-fifo-\(getpid())"
    unlink(fifo)
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let message = failure(["--screenshot", "/tmp/zoetrope-plan.png", "--at", "1", "--script", fifo])
    #expect(message?.contains("FIFO") == true, "\(message ?? "")")
  }

  @Test func forceIsAnOption() throws {
    guard
      case .record(_, _, let options) = try LaunchOptions.parse([
        "--record", "/tmp/zoetrope-plan.webp", "--duration", "1", "--force",
      ]).plan()
    else {
      Issue.record("expected a recording")
      return
    }
    #expect(options.force)
  }
}
