import Testing

@testable import ZoetropeAnimation

/// The map from a host's clock to an application's: speed, pause, steps.
@Suite struct TimeControlTests {
  @Test func normalIsTheIdentity() {
    let control = TimeControl.normal
    #expect(control.isIdentity)
    #expect(control.applicationTime(atHostTime: 12.5) == 12.5)
    #expect(control.hostTime(atApplicationTime: 3) == 3)
  }

  @Test func aSpeedChangeKeepsTheApplicationTimeWhereItWas() throws {
    var control = TimeControl.normal
    try control.setSpeed(0.25, atHostTime: 2)
    #expect(control.applicationTime(atHostTime: 2) == 2)
    #expect(control.applicationTime(atHostTime: 6) == 3)
    #expect(control.hostTime(atApplicationTime: 3) == 6)
    try control.setSpeed(2, atHostTime: 6)
    #expect(control.applicationTime(atHostTime: 7) == 5)
    #expect(!control.isIdentity)
  }

  @Test func pauseHoldsAndResumeContinues() {
    var control = TimeControl.normal
    control.pause(atHostTime: 1)
    #expect(control.applicationTime(atHostTime: 5) == 1)
    #expect(control.hostTime(atApplicationTime: 2) == nil)
    #expect(control.effectiveSpeed == 0)
    control.step(to: 1.5)
    #expect(control.applicationTime(atHostTime: 9) == 1.5)
    control.step(to: 1.2)  // backwards: ignored
    control.step(by: .nan)
    #expect(control.applicationTime(atHostTime: 9) == 1.5)
    control.resume(atHostTime: 10)
    #expect(control.applicationTime(atHostTime: 11) == 2.5)
  }

  @Test func stepsOnlyWhilePaused() {
    var control = TimeControl.normal
    control.step(by: 1)
    #expect(control.applicationTime(atHostTime: 0) == 0)
  }

  @Test(arguments: [0, -1, Double.nan, .infinity, 1e9, 0.001, 101])
  func badSpeedsAreRefused(_ speed: Double) {
    #expect(throws: TimeControlError.self) { try TimeControl(speed: speed) }
    var control = TimeControl.normal
    #expect(throws: TimeControlError.self) { try control.setSpeed(speed, atHostTime: 1) }
    #expect(control == .normal)
  }

  @Test func thePresetsCycle() throws {
    var control = TimeControl.normal
    var seen: [Double] = []
    for _ in 0..<5 {
      try control.setSpeed(control.nextPresetSpeed, atHostTime: 0)
      seen.append(control.speed)
    }
    #expect(seen == [2, 0.1, 0.25, 0.5, 1])
  }

  @Test func alignMakesBothClocksReadTheHostTime() throws {
    var control = try TimeControl(speed: 0.5)
    control.align(atHostTime: 1000)
    #expect(control.applicationTime(atHostTime: 1000) == 1000)
    #expect(control.applicationTime(atHostTime: 1002) == 1001)
  }
}
