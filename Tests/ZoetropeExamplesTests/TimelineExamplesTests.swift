import Foundation
import Testing
import Zoetrope
import ZoetropeTesting

@testable import BouncingBall
@testable import BoxAnimation
@testable import DiceRoller
@testable import ImageHop

/// The JSON timeline of each tutorial app's demo script lists the
/// animations its tutorial describes, read back from the file format
/// `--timeline out.json` writes.
@MainActor
@Suite(.isolatedLayerContext) struct TimelineExamplesTests {
  func run(_ host: HeadlessHost, _ app: String, until end: Double) throws -> Timeline {
    host.startTimeline()
    host.run(try TimeControlExamplesTests.Case.script(app))
    host.advance(to: end)
    let timeline = try Timeline(json: host.timeline(title: app).jsonData())
    #expect(timeline.schema == "zoetrope-timeline")
    #expect(timeline.version == 1)
    #expect(timeline.end == end)
    return timeline
  }

  /// The tap at 0.3 s: one animation block moves the box (position) and
  /// scales and turns it (transform) over 2 s with easeInEaseOut.
  @Test func boxAnimationsTapMovesScalesAndTurnsTheBox() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    let timeline = try run(host, "BoxAnimation", until: 7)
    let tap = timeline.animations.filter { $0.addedAt == 0.3 }
    #expect(Set(tap.compactMap(\.keyPath)) == ["position", "transform"])
    for record in tap {
      #expect(record.viewClass == "View")
      #expect(record.duration == 2)
      #expect(record.timingFunction == "easeInEaseOut")
      #expect(record.startTime == 0.3)
      #expect(record.delay == 0)
      #expect(record.groupKind == "animation block")
      #expect(record.group == tap[0].group)
    }
    let position = try #require(tap.first { $0.keyPath == "position" })
    #expect(position.fromValue == "(-130.0, -150.0)")  // additive: from the offset to 0
    #expect(position.toValue == "(0.0, 0.0)")
    // The spring after "Spring" and the tap at 2.7 s, then the fade at 5 s.
    let spring = timeline.animations.filter { $0.addedAt == 2.7 }
    #expect(spring.allSatisfy { $0.kind == "spring" && $0.spring != nil })
    #expect(spring.count == 2)
    let fade = try #require(timeline.animations.first { $0.keyPath == "opacity" })
    #expect(fade.startTime == 5)
    #expect(fade.toValue == "0.0")
    #expect(timeline.input.first?.time == 0.3)
    #expect(timeline.input.first?.kind == "touchBegan")
  }

  /// "Hop!" at 0.4 s starts the bunny's flipbook: a discrete keyframe
  /// animation of the image view's contents, 1 s a pass, forever.
  @Test func imageHopsHop() throws {
    let host = HeadlessHost(app: ImageHopApp())
    let timeline = try run(host, "ImageHop", until: 7)
    let hops = timeline.animations.filter { $0.keyPath == "contents" }
    let first = try #require(hops.first)
    #expect(first.kind == "keyframe")
    #expect(first.viewClass == "ImageView")
    #expect(first.duration == 1)
    #expect(first.repeatCount == .infinity)
    #expect(abs((first.startTime ?? 0) - 0.4) < 0.02)
    #expect(first.fromValue?.hasPrefix("Image(") == true)
    // The speed drags restart it at other durations.
    #expect(Set(hops.map(\.duration)).count > 1)
  }

  /// Each roll starts the die's flipbook: six faces in 0.5 s, repeating.
  @Test func theDieRollsAFlipbook() throws {
    let host = HeadlessHost(app: DiceRollerApp(), seed: 1)
    let timeline = try run(host, "DiceRoller", until: 5)
    let rolls = timeline.animations.filter { $0.keyPath == "contents" && $0.kind == "keyframe" }
    #expect(rolls.count == 2)
    #expect(rolls.allSatisfy { $0.duration == 0.5 && $0.viewClass == "ImageView" })
    #expect(rolls.map(\.addedAt) == [0.5, 3])
  }

  /// The ball is moved by a repeating timer (0.01 s at launch), not by
  /// animations: the timeline lists the timer and its firings.
  @Test func theBallsTimer() throws {
    let host = HeadlessHost(app: BouncingBallApp())
    let timeline = try run(host, "BouncingBall", until: 1.5)
    let timer = try #require(timeline.timers.first)
    #expect(timer.repeats)
    #expect(abs(timer.interval - 0.01) < 1e-9)
    #expect(timer.fireCount >= 140)
    #expect(timer.lastFire <= 1.5)
  }

  /// A log costs nothing when absent, and records nothing then.
  @Test func withoutALogNothingIsRecorded() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    host.run(try TimeControlExamplesTests.Case.script("BoxAnimation"))
    host.advance(to: 1)
    #expect(host.application.animationLog == nil)
    #expect(host.timeline().animations.isEmpty)
  }
}
