import Foundation
import Testing
import ZoetropeGraphics

@testable import ZoetropeImageIO

#if canImport(Glibc)
import Glibc
#endif

/// Every file goes through one helper: exclusive creation of a random
/// temporary name, fsync, rename, and no temporary left behind.
@Suite struct AtomicFileTests {
  /// A planted symlink is left untouched.
  ///
  /// The attack: `--screenshot` wrote through `.<name>.<pid>.tmp` without
  /// `O_EXCL`, so a symlink planted there overwrote another file. Now the
  /// temporary name is random and created exclusively: planted links and
  /// their targets are left alone.
  @Test func plantedSymlinkIsLeftUntouched() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let victim = directory.appendingPathComponent("victim.txt").path
    try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
    let destination = directory.appendingPathComponent("shot.png").path
    let planted = [
      ".shot.png.\(getpid()).tmp", ".shot.png.tmp", ".shot.png.\(getpid()).tmp-000000",
    ]
    for name in planted {
      #expect(symlink(victim, directory.appendingPathComponent(name).path) == 0)
    }
    try AtomicFile.write([1, 2, 3], to: destination)
    #expect(try TestSupport.fixtureBytes(atPath: victim) == Array("precious".utf8))
    #expect(try TestSupport.fixtureBytes(atPath: destination) == [1, 2, 3])
    for name in planted {
      var status = stat()
      #expect(lstat(directory.appendingPathComponent(name).path, &status) == 0)
      #expect(status.st_mode & S_IFMT == S_IFLNK, "\(name) is still the planted link")
    }
    #expect(try TestSupport.contents(of: directory).count == planted.count + 2)
  }

  /// A failure in the middle of a write leaves the old file and no
  /// temporary.
  @Test func failureMidWriteLeavesNoOrphan() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.webp").path
    try AtomicFile.write([7, 7], to: path)
    let big = [UInt8](repeating: 1, count: 100_000)
    let error = try #require(throws: ImageEncodingError.self) {
      try big.withUnsafeBytes { raw in try AtomicFile.write(raw, to: path, failingAfter: 5_000) }
    }
    #expect(error.code == .fileWriteFailed)
    #expect(error.description.contains(path))
    #expect(try TestSupport.contents(of: directory) == ["x.webp"])
    #expect(try TestSupport.fixtureBytes(atPath: path) == [7, 7])
  }

  /// A writer killed with `kill -9` leaves `.<name>.<pid>.tmp-XXXXXX`; the
  /// next write to the same file sweeps it, but not a live writer's.
  @Test func nextWriteSweepsStaleTemporaries() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.webp").path
    let stale = directory.appendingPathComponent(".x.webp.999999999.tmp-AbC123").path
    let live = directory.appendingPathComponent(".x.webp.\(getpid()).tmp-XyZ789").path
    let other = directory.appendingPathComponent(".y.webp.999999999.tmp-AbC123").path
    for file in [stale, live, other] {
      try Data([0]).write(to: URL(fileURLWithPath: file))
    }
    try AtomicFile.write([1], to: path)
    let names = try TestSupport.contents(of: directory)
    #expect(!names.contains(".x.webp.999999999.tmp-AbC123"))
    #expect(names.contains(".x.webp.\(getpid()).tmp-XyZ789"), "a live writer's file stays")
    #expect(names.contains(".y.webp.999999999.tmp-AbC123"), "another file's stays")
  }

  /// What the SIGINT/SIGTERM handler does for each write under way:
  /// remove its temporary file. (For this test's own slot only: a
  /// `removeAll()` here would delete the temporary files of other tests
  /// writing at the same time, and fail them.)
  @Test func signalCleanupRemovesRegisteredTemporaries() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(".a.png.1.tmp-QWERTY").path
    try Data([0]).write(to: URL(fileURLWithPath: path))
    let slot = try #require(TemporaryRegistry.reserve())
    path.withCString { TemporaryRegistry.register($0, in: slot) }
    TemporaryRegistry.remove(slot)
    TemporaryRegistry.release(slot)
    #expect(try TestSupport.contents(of: directory).isEmpty)
  }

  /// Writers use the helper: a PNG sequence and an animated WebP leave no
  /// temporary files.
  @Test func writersGoThroughTheHelper() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var frames = try PNGSequenceWriter(directory: directory.path, prefix: "f-", digits: 2)
    let image = try Image(
      pixelWidth: 1, pixelHeight: 1, scale: 1, pixels: [0xFF00_00FF])
    try frames.append(image)
    #expect(try TestSupport.contents(of: directory) == ["f-01.png"])
  }
}
