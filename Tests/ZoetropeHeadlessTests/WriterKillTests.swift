import Foundation
import Testing
import ZoetropeHeadless

@testable import Hello

#if canImport(Glibc)
import Glibc
#endif

/// `kill -9` while `--record` writes each format: the destination never
/// appears half-written, and the next recording to the same path sweeps
/// the temporary file the killed process left. (An animated WebP is
/// assembled in memory and its temporary made only at the end: killed
/// before, it leaves nothing.)
@Suite struct WriterKillTests {
  /// The `Hello` executable the build put beside this test binary.
  static var hello: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("Hello").path
  }

  @MainActor
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: hello)),
    arguments: ["mp4", "gif", "apng", "webp"])
  func killedWhileWritingLeavesNoFileAndTheNextRecordingSweeps(format: String) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("zoetrope-kill-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/long.\(format)"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.hello)
    // 864,000 frames (90,000 for WebP, which holds at most 100,000):
    // still running when it is killed, however fast.
    let (duration, fps) = format == "webp" ? ("3000", "30") : ("3600", "240")
    process.arguments = ["--record", path, "--duration", duration, "--fps", fps, "--force"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Kill it once FFmpeg has written into its temporary file (or after
    // 10 s on a loaded machine: the file is there, maybe still empty).
    var temporary: [String] = []
    for _ in 0..<(format == "webp" ? 40 : 200) {
      try await Task.sleep(nanoseconds: 50_000_000)
      temporary = try FileManager.default.contentsOfDirectory(atPath: directory)
      let size = temporary.first.flatMap {
        try? FileManager.default.attributesOfItem(atPath: directory + "/" + $0)[.size] as? Int
      }
      if (size ?? 0) > 0 { break }
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    if format == "webp" {
      #expect(temporary.isEmpty, "\(temporary)")
    } else {
      #expect(
        temporary.count == 1 && temporary[0].hasPrefix(".long.\(format).") == true, "\(temporary)")
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    let host = HeadlessHost(app: Hello(), fps: 30)
    try host.record(to: RecordingDestination(path: path), duration: 0.2, showsProgress: false)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["long.\(format)"])
  }
}
