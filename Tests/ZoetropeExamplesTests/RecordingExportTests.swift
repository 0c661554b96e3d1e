import Foundation
import Testing
import VideoTestSupport
import Zoetrope
import ZoetropeTesting

@testable import BouncingBall
@testable import BoxAnimation
@testable import DiceRoller
@testable import Gallery
@testable import ImageHop

/// Recordings people share: an MP4 of each tutorial app matches its PNG
/// frames, and a frame range rendered alone is the whole run's frames,
/// byte for byte.
@MainActor
@Suite(.isolatedLayerContext) struct RecordingExportTests {
  /// A fresh empty folder.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("zoetrope-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The Confetti screen's emitter from 0.2 s, a drag across it, at 30 fps.
  static func confetti() throws -> HeadlessHost {
    let host = HeadlessHost(app: GalleryApp(), fps: 30, seed: 7)
    host.run(try Script(parsing: "0.2 tap \"Confetti\"\n0.6 drag 40,200 to 280,260 over 0.5"))
    return host
  }

  @Test func aFrameRangeRenderedAloneIsTheWholeRunsFramesByteForByte() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let whole = directory.path + "/whole/"
    let part = directory.path + "/part/"
    #expect(try Self.confetti().record(to: .pngFrames(in: whole), duration: 1.5) == 45)
    #expect(try Self.confetti().record(to: .pngFrames(in: part), frames: 30...44) == 15)
    let names = try FileManager.default.contentsOfDirectory(atPath: part).sorted()
    #expect(names.first == "frame-00031.png" && names.last == "frame-00045.png")
    #expect(names.count == 15)
    var distinct = Set<Data>()
    for name in names {
      let alone = try Data(contentsOf: URL(fileURLWithPath: part + name))
      let inWhole = try Data(contentsOf: URL(fileURLWithPath: whole + name))
      #expect(alone == inWhole, "\(name) differs from the whole run's")
      distinct.insert(alone)
    }
    #expect(distinct.count == 15, "the confetti moves every frame")
  }

  @Test func aRangeThatTheHostHasPassedIsRefused() throws {
    let host = try Self.confetti()
    host.advance(to: 1)
    #expect(throws: RecordingError.self) {
      try host.record(to: .pngFrames(in: "/tmp/unused-\(UUID().uuidString)/"), frames: 3...5)
    }
  }

  /// Each tutorial app, for one second with its demo script's start.
  static let apps: [(String, @MainActor () -> HeadlessHost)] = [
    ("DiceRoller", { HeadlessHost(app: DiceRollerApp(), fps: 30, seed: 1) }),
    ("ImageHop", { HeadlessHost(app: ImageHopApp(), fps: 30) }),
    ("BoxAnimation", { HeadlessHost(app: BoxAnimationApp(), fps: 30) }),
    ("BouncingBall", { HeadlessHost(app: BouncingBallApp(), fps: 30) }),
  ]

  @Test(arguments: 0..<4) func anMP4MatchesThePNGFramesWithin40dB(app: Int) throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (name, make) = Self.apps[app]
    let script = try Script(parsing: "0.3 tap \"Roll\"\n0.3 tap \"Hop!\"\n0.3 tap 190,210")
    let video = directory.appendingPathComponent("\(name).mp4").path
    let frames = directory.path + "/frames/"
    for destination in [RecordingDestination.mp4(video), .pngFrames(in: frames)] {
      let host = make()
      host.run(script)
      #expect(try host.record(to: destination, duration: 1, showsProgress: false) == 30)
    }
    let stream = try VideoTools.probe(video)
    #expect(stream["codec_name"] == "h264" && stream["nb_read_frames"] == "30", "\(stream)")
    #expect(stream["r_frame_rate"] == "30/1" && stream["duration"] == "1.000000")
    let width = Int(stream["width"] ?? "") ?? 0
    let height = Int(stream["height"] ?? "") ?? 0
    for index in [0, 10, 29] {
      let file = frames + String(format: "frame-%05d.png", index + 1)
      let png = try Image(contentsOf: file)
      #expect(width == png.pixelWidth + png.pixelWidth % 2)
      // As video measures it (Y, U, V): x264's loss alone.
      let yuv = try VideoTools.videoPSNR(video, index: index, png: file)
      #expect(yuv >= 40, "\(name) frame \(index): \(yuv) dB (YUV)")
      // In RGB, 4:2:0's halved colour resolution costs more on coloured
      // edges: lossless H.264 (CRF 0) measures 38.7 dB on ImageHop.
      let decoded = try VideoTools.frame(video, index: index, width: width, height: height)
      let rgb = VideoTools.psnr(decoded, codedWidth: width, png)
      #expect(rgb >= 36, "\(name) frame \(index): \(rgb) dB (RGB)")
    }
  }

  /// Three chunks rendered apart as MP4s, each by its own host as another
  /// process or machine would, joined without re-encoding by ffmpeg's
  /// concat demuxer (docs/RENDERING-AT-SCALE.md): one video whose frames at
  /// the seams match the whole run's PNGs.
  @Test func mp4ChunksRenderedApartJoinIntoTheWholeRecording() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let frames = directory.path + "/frames/"
    #expect(try Self.confetti().record(to: .pngFrames(in: frames), duration: 1.5) == 45)
    var list = ""
    for (index, range) in [0...14, 15...29, 30...44].enumerated() {
      let chunk = directory.path + "/chunk-\(index).mp4"
      #expect(
        try Self.confetti().record(to: .mp4(chunk), frames: range, showsProgress: false) == 15)
      list += "file '\(chunk)'\n"
    }
    let listing = directory.path + "/chunks.txt"
    try list.write(toFile: listing, atomically: true, encoding: .utf8)
    let joined = directory.path + "/joined.mp4"
    _ = try VideoTools.run([
      "ffmpeg", "-v", "error", "-f", "concat", "-safe", "0", "-i", listing, "-c", "copy",
      "-movflags", "+faststart", joined,
    ])
    let stream = try VideoTools.probe(joined)
    #expect(stream["nb_read_frames"] == "45", "\(stream)")
    // The concat demuxer adds each chunk's start delay (x264's B-frames):
    // the length is within a frame of 1.5 s.
    let length = Double(stream["duration"] ?? "") ?? 0
    #expect(abs(length - 1.5) < 1.0 / 30, "\(stream)")
    for index in [0, 14, 15, 29, 30, 44] {
      let file = frames + String(format: "frame-%05d.png", index + 1)
      let yuv = try VideoTools.videoPSNR(joined, index: index, png: file)
      #expect(yuv >= 40, "joined frame \(index): \(yuv) dB (YUV)")
    }
  }
}
