import Foundation
import Testing
import Zoetrope
import ZoetropeTesting

@testable import BouncingBall
@testable import BoxAnimation
@testable import DiceRoller
@testable import Gallery
@testable import ImageHop
@testable import Interactive
@testable import LayoutList
@testable import Showcase

/// A frame range rendered alone is the whole run's frames, byte for byte,
/// for every example app with its demo script (taps, drags, springs,
/// timers, seeded dice, the Gallery's emitters): the range is where the
/// script acts.
@MainActor
@Suite(.isolatedLayerContext) struct FrameRangeAppsTests {
  /// An app and the frames (at 20 fps) where its demo moves.
  struct Case: CustomStringConvertible, Sendable {
    let name: String
    let frames: ClosedRange<Int>
    var description: String { name }

    /// A host of the app at scale 0.5 and 20 fps, its demo script queued.
    @MainActor func host() throws -> HeadlessHost {
      let host: HeadlessHost
      switch name {
      case "DiceRoller": host = HeadlessHost(app: DiceRollerApp(), scale: 0.5, fps: 20, seed: 3)
      case "BoxAnimation": host = HeadlessHost(app: BoxAnimationApp(), scale: 0.5, fps: 20)
      case "ImageHop": host = HeadlessHost(app: ImageHopApp(), scale: 0.5, fps: 20)
      case "BouncingBall": host = HeadlessHost(app: BouncingBallApp(), scale: 0.5, fps: 20)
      case "Interactive": host = HeadlessHost(app: InteractiveApp(), scale: 0.5, fps: 20)
      case "Gallery": host = HeadlessHost(app: GalleryApp(), scale: 0.5, fps: 20, seed: 5)
      case "LayoutList": host = HeadlessHost(app: LayoutListApp(), scale: 0.5, fps: 20)
      default: host = HeadlessHost(app: ShowcaseApp(), scale: 0.5, fps: 20, seed: 2)
      }
      // The Showcase has no demo script: it rolls its dice.
      host.run(
        name == "Showcase"
          ? try Script(parsing: "0.3 tap \"Roll\"")
          : try TimeControlExamplesTests.Case.script(name))
      return host
    }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "DiceRoller", frames: 30...69),
    Case(name: "BoxAnimation", frames: 40...79),
    Case(name: "ImageHop", frames: 20...59),
    Case(name: "BouncingBall", frames: 20...59),
    Case(name: "Interactive", frames: 30...69),
    Case(name: "Gallery", frames: 240...279),  // the Confetti screen's emitter, from 12.4 s
    Case(name: "LayoutList", frames: 40...79),
    Case(name: "Showcase", frames: 4...43),
  ]

  @Test(arguments: cases) func aRangeAloneIsTheWholeRunsFrames(_ app: Case) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("zoetrope-ranges-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let whole = directory + "/whole/"
    let part = directory + "/part/"
    let count = app.frames.upperBound + 1
    #expect(
      try app.host().record(to: .pngFrames(in: whole), frames: 0...app.frames.upperBound)
        == count)
    #expect(try app.host().record(to: .pngFrames(in: part), frames: app.frames) == 40)
    var distinct = Set<Data>()
    for index in app.frames {
      let name = String(format: "frame-%05d.png", index + 1)
      let alone = try Data(contentsOf: URL(fileURLWithPath: part + name))
      let inWhole = try Data(contentsOf: URL(fileURLWithPath: whole + name))
      #expect(alone == inWhole, "\(app) frame \(index) differs from the whole run's")
      distinct.insert(alone)
    }
    #expect(distinct.count >= 5, "\(app) moves in frames \(app.frames): \(distinct.count) differ")
    let files = try FileManager.default.contentsOfDirectory(atPath: part)
    #expect(files.count == 40)
  }
}
