import Foundation
import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics

@Suite("Clocks")
struct ClockTests {
  @Test func systemClockIsMonotonicAndAdvances() throws {
    let clock: any Clock = SystemClock()
    let first = clock.now
    var previous = first
    for _ in 0..<1000 {
      let reading = clock.now
      #expect(reading >= previous)
      previous = reading
    }
    Thread.sleep(forTimeInterval: 0.02)
    let elapsed = clock.now - first
    #expect(first.isFinite && first >= 0)
    #expect(elapsed >= 0.019 && elapsed < 10, "\(elapsed)")
  }

  @Test func manualClockMovesOnlyWhenTold() {
    let clock = ManualClock()
    #expect(clock.now == 0)
    clock.advance(by: 0.25)
    #expect(clock.now == 0.25)
    clock.advance(to: 2)
    #expect(clock.now == 2)
    clock.advance(by: 0)
    clock.advance(to: 2)
    #expect(clock.now == 2)
    #expect(ManualClock(now: -7.5).now == -7.5)
  }

  @Test func manualClockRejectsBadMovesWithOneWarningEach() {
    let clock = ManualClock(now: 10)
    let moves: [(ManualClock) -> Void] = [
      { $0.advance(by: -1) }, { $0.advance(by: .nan) }, { $0.advance(by: .infinity) },
      { $0.advance(by: -.infinity) }, { $0.advance(to: 9.999) }, { $0.advance(to: .nan) },
      { $0.advance(to: .infinity) }, { $0.advance(to: -.infinity) },
    ]
    for move in moves {
      let (_, warnings) = withWarningsCaptured { move(clock) }
      #expect(warnings.count == 1)
      #expect(clock.now == 10)
    }
    let (_, warnings) = withWarningsCaptured { clock.advance(by: 1e-9) }
    #expect(warnings.isEmpty)
    #expect(clock.now == 10 + 1e-9)
  }

  @Test func manualClockStartsAtZeroWhenStartIsNotFinite() {
    for start in [Double.nan, .infinity, -.infinity] {
      let (clock, warnings) = withWarningsCaptured { ManualClock(now: start) }
      #expect(clock.now == 0)
      #expect(warnings.count == 1)
    }
  }

  @Test func manualClockIsSafeToShareAcrossTasks() async {
    let clock = ManualClock()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask { clock.advance(by: 0.5) }
      }
    }
    #expect(clock.now == 100)
  }

  @Test func clockNameShadowsTheStandardLibrarysInThisModule() {
    // This file imports Foundation and ZoetropeAnimation: `Clock` means ours, and
    // the standard library's stays reachable as `Swift.Clock`.
    let clocks: [any Clock] = [SystemClock(), ManualClock(now: 3)]
    #expect(clocks[1].now == 3)
    let standard: any Swift.Clock<Duration> = ContinuousClock()
    #expect(standard.minimumResolution >= .zero)
  }
}
