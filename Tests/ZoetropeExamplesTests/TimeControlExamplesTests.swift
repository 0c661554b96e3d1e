import Foundation
import Testing
import Zoetrope

@testable import BouncingBall
@testable import BoxAnimation
@testable import DiceRoller
@testable import Gallery
@testable import ImageHop
@testable import Interactive
@testable import Showcase

/// Slow motion, pause and stepping for every example app, on the manual
/// clock with its demo script: at 0.25× the frame at host time 4t is the
/// normal frame at t (timers, springs, emitters, animators and scripted
/// input included); a paused app's frames stay the same and continue
/// where they stopped; a step gives the next frame's bytes.
@MainActor
@Suite struct TimeControlExamplesTests {
  /// An app, its demo script (if any) and times at which it moves.
  struct Case: CustomStringConvertible, Sendable {
    let name: String
    let times: [Double]
    var description: String { name }

    @MainActor func host(fps: Double = 30) throws -> HeadlessHost {
      let host: HeadlessHost
      switch name {
      case "DiceRoller": host = HeadlessHost(app: DiceRollerApp(), fps: fps, seed: 3)
      case "BoxAnimation": host = HeadlessHost(app: BoxAnimationApp(), fps: fps)
      case "ImageHop": host = HeadlessHost(app: ImageHopApp(), fps: fps)
      case "BouncingBall": host = HeadlessHost(app: BouncingBallApp(), fps: fps)
      case "Interactive": host = HeadlessHost(app: InteractiveApp(), fps: fps)
      case "Gallery": host = HeadlessHost(app: GalleryApp(), fps: fps)
      default: host = HeadlessHost(app: ShowcaseApp(), fps: fps)
      }
      // The Showcase has no demo script: it rolls its dice.
      host.run(name == "Showcase" ? try Script(parsing: "0.3 tap \"Roll\"") : try Self.script(name))
      return host
    }

    static func script(_ app: String) throws -> Script {
      let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")
      return try Script(
        contentsOfFile: examples.appendingPathComponent(app).appendingPathComponent("demo.script")
          .path)
    }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "DiceRoller", times: [1, 2.5, 3.4]),
    Case(name: "BoxAnimation", times: [0.6, 3.1, 5.3]),
    Case(name: "ImageHop", times: [1, 2.3, 4.1]),
    Case(name: "BouncingBall", times: [1, 2.3, 4.5]),
    Case(name: "Interactive", times: [0.8, 2.1, 3.3, 4.5]),
    Case(name: "Gallery", times: [4.6, 8.7, 11.1, 13]),
    Case(name: "Showcase", times: [0.5, 1.2]),
  ]

  @Test(arguments: cases)
  func aQuarterSpeedShowsAtFourSecondsTheFrameOfOne(_ app: Case) throws {
    let normal = try app.host()
    let slow = try app.host()
    try slow.setAnimationSpeed(0.25)
    var frames: [Image] = []
    for time in app.times {
      normal.advance(to: time)
      slow.advance(to: time * 4)
      #expect(slow.animationTime == time)
      frames.append(normal.screenshot())
      let same = slow.screenshot() == frames.last
      #expect(same, "\(app) at \(time) s")
    }
    // The app moves between the times compared.
    let moved = frames.first != frames.last
    #expect(moved, "\(app) does not move")
  }

  @Test(arguments: cases)
  func pausedFramesStayAndContinueWhereTheyStopped(_ app: Case) throws {
    let normal = try app.host()
    let paused = try app.host()
    let stop = app.times[0]
    let later = app.times[1]
    paused.advance(to: stop)
    let frozen = paused.screenshot()
    paused.pauseAnimations()
    for time in [stop + 0.4, stop + 1, stop + 2] {
      paused.advance(to: time)
      let same = paused.screenshot() == frozen
      #expect(same, "\(app) paused at \(time) s")
    }
    paused.resumeAnimations()
    paused.advance(to: stop + 2 + (later - stop))
    #expect(abs(paused.animationTime - later) < 1e-9)
    normal.advance(to: paused.animationTime)
    let same = paused.screenshot() == normal.screenshot()
    #expect(same, "\(app) resumed")
  }

  @Test(arguments: cases)
  func aStepShowsTheNextFrame(_ app: Case) throws {
    let normal = try app.host()
    let stepped = try app.host()
    let start = (app.times[0] * 30).rounded() / 30
    stepped.advance(to: start)
    stepped.pauseAnimations()
    stepped.advance(by: 0.5)
    for index in 1...3 {
      stepped.stepAnimationFrame()
      normal.advance(to: start + Double(index) / 30)
      let same = stepped.screenshot() == normal.screenshot()
      #expect(same, "\(app) step \(index)")
    }
  }
}
