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

  /// Four chunks rendered apart as MP4s, each by its own host as another
  /// process or machine would, joined without re-encoding by
  /// `RecordingJoin` (`zoetrope-join`): lossless chunks decode to exactly
  /// the frames of the video one host records, seams included, and match
  /// the whole run's PNGs.
  @Test func mp4ChunksRenderedApartJoinIntoTheOneProcessVideo() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let frames = directory.path + "/frames/"
    #expect(try Self.confetti().record(to: .pngFrames(in: frames), duration: 1.5) == 45)
    let whole = directory.path + "/whole.mp4"
    #expect(try Self.confetti().record(to: .mp4(whole, quality: 0), frames: 0...44) == 45)
    var chunks: [String] = []
    for (index, range) in [0...11, 12...23, 24...35, 36...44].enumerated() {
      let chunk = directory.path + "/chunk-\(index).mp4"
      let host = try Self.confetti()
      #expect(try host.record(to: .mp4(chunk, quality: 0), frames: range, showsProgress: false) > 0)
      chunks.append(chunk)
    }
    let joined = directory.path + "/joined.mp4"
    let span = try RecordingJoin.join(chunks, to: joined)
    #expect(span.label == "Zoetrope frames 0..44 at 30 fps")
    let stream = try VideoTools.probe(joined)
    #expect(stream["nb_read_frames"] == "45" && stream["duration"] == "1.500000", "\(stream)")
    let expected = try VideoTools.yuvFrames(whole)
    let decoded = try VideoTools.yuvFrames(joined)
    #expect(!expected.isEmpty && decoded == expected, "the one-process video's frames")
    for index in [0, 11, 12, 23, 24, 35, 36, 44] {
      let file = frames + String(format: "frame-%05d.png", index + 1)
      let yuv = try VideoTools.videoPSNR(joined, index: index, png: file)
      #expect(yuv >= 40, "joined frame \(index): \(yuv) dB (YUV)")
    }
  }

  /// GIF chunks of the confetti joined: the frames each chunk shows, in
  /// order, lasting the whole run's 150 cs.
  @Test func gifChunksRenderedApartJoin() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    var chunks: [String] = []
    for (index, range) in [0...14, 15...29, 30...44].enumerated() {
      let chunk = directory.path + "/chunk-\(index).gif"
      #expect(
        try Self.confetti().record(to: .animatedGIF(chunk), frames: range, showsProgress: false)
          == 15)
      chunks.append(chunk)
    }
    let joined = directory.path + "/joined.gif"
    try RecordingJoin.join(chunks.reversed(), to: joined)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: joined)))
    let counts = try chunks.map { Int(try VideoTools.probe($0)["nb_read_frames"] ?? "") ?? 0 }
    #expect(counts.allSatisfy { $0 >= 10 }, "\(counts)")
    let stream = try VideoTools.probe(joined)
    #expect(stream["nb_read_frames"] == String(counts.reduce(0, +)), "\(stream)")
    let length = try VideoTools.run([
      "ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", joined,
    ])
    let seconds = Double(String(decoding: length, as: UTF8.self).filter { $0 != "\n" }) ?? 0
    #expect(abs(seconds - 1.5) < 0.001, "lasts the run's 150 cs, not \(seconds) s")
    #expect(String(decoding: bytes, as: UTF8.self).contains("Zoetrope frames 0..44 at 30 fps"))
  }
}
