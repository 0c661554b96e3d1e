import Testing
import Zoetrope

@testable import Hello
@testable import ZoetropeHeadless

#if canImport(Glibc)
import Glibc
#endif

/// Recording an example app to an animated GIF through the headless host,
/// decoded by `GIFTestDecoder` (a link to the ZoetropeImageIO tests'
/// decoder, written from the specification).
@MainActor
@Suite struct GIFRecordingTests {
  /// Hello at 60 fps with two taps: the GIF loops forever, its delays add
  /// up to the duration with none under 2 cs, frames that repeat are
  /// merged, and every stored frame is within the palette's error of the
  /// app's frame at its time (replayed on a second host).
  @Test func helloRecordsToAGIFThatShowsItsFrames() throws {
    let directory = temporaryDirectory("gif")
    defer { removeDirectory(directory, files: ["hello.gif"]) }
    let path = "\(directory)/hello.gif"
    let script = try Script(parsing: "0.2 tap \"Animate\"\n0.9 tap \"Animate\"")
    let host = HeadlessHost(app: Hello(), scale: 0.5, fps: 60, seed: 3)
    host.run(script)
    let count = try host.record(
      to: RecordingDestination(path: path), duration: 1.5, showsProgress: false)
    #expect(count == 90)
    #expect(contents(of: path) != nil)
    // Only the file: no temporary file is left beside it.
    var names: [String] = []
    if let stream = opendir(directory) {
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(stream)
    }
    #expect(names == ["hello.gif"])

    let decoder = try GIFTestDecoder(try #require(contents(of: path)))
    #expect(decoder.width == 160 && decoder.height == 240)
    #expect(decoder.loopCount == 0)
    #expect(decoder.totalDelay == 150)
    #expect(decoder.frames.allSatisfy { $0.delay >= 2 })
    // The square rests between its moves: far fewer frames than 90.
    #expect(decoder.frames.count > 4 && decoder.frames.count < 60, "\(decoder.frames.count)")
    #expect(decoder.frames[0].transparentIndex == nil)

    let replay = HeadlessHost(app: Hello(), scale: 0.5, fps: 60, seed: 3)
    replay.run(script)
    let times = HeadlessHost.recordingFrameTimes(from: 0, duration: 1.5, fps: 60)
    for (index, start) in decoder.starts.enumerated() {
      let time = try #require(times.first { Int(($0 * 100).rounded()) == start })
      replay.advance(to: time)
      let source = GIFTestDecoder.gifPixels(premultiplied: replay.screenshot().pixels)
      let problems = decoder.problems(frame: index, source: source)
      #expect(problems.isEmpty, "\(problems)")
    }
  }

  @Test func aGIFDestinationHasNoFrameLimit() {
    let destination = RecordingDestination.animatedGIF("a.gif")
    #expect(destination.maximumFrameCount == Int.max)
    #expect(destination.problem(forFrameCount: 1_000_000) == nil)
    #expect(destination.description == "a.gif")
  }
}
