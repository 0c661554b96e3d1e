import Foundation
import SnapshotTesting
import Testing
import ZoetropeGraphics
import ZoetropeImageIO

/// Compares an image with its golden image, recording a missing golden
/// image through ``/ZoetropeImageIO/AtomicFile`` (exclusive creation,
/// `fsync`, rename), the one way Zoetrope writes files.
///
/// The golden image is `__Snapshots__/<TestFile>/<test>.<name>.png` beside
/// the test file, as swift-snapshot-testing names it. When it does not
/// exist (or `SNAPSHOT_TESTING_RECORD=all`), it is written and the test
/// fails once, saying so: look at the new PNG, then commit it. Otherwise
/// the comparison is swift-snapshot-testing's (``ZoetropeGraphics/Image``
/// `.png(tolerance:)`), which never writes the golden image itself.
///
/// ```swift
/// @Test func redSquare() {
///   assertGoldenImage(of: renderRedSquare(), named: "2x")
/// }
/// ```
///
/// - Parameters:
///   - image: The image to compare.
///   - name: Names the golden image among the test's others.
///   - tolerance: The largest difference allowed per colour channel
///     (0…255).
///   - fileID: The test's file ID (leave the default).
///   - filePath: The test's file path (leave the default).
///   - testName: The test's name (leave the default).
///   - line: The line of the call (leave the default).
///   - column: The column of the call (leave the default).
public func assertGoldenImage(
  of image: Image, named name: String, tolerance: UInt8 = 2,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let path = goldenImagePath(filePath: "\(filePath)", testName: testName, name: name)
  let recordsAll = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] == "all"
  if recordsAll || !FileManager.default.fileExists(atPath: path) {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try AtomicFile.write(try image.pngData(), to: path)
      Issue.record(
        "Recorded the golden image \(path); look at it, then run the test again",
        sourceLocation: location)
    } catch {
      Issue.record("Cannot record the golden image \(path): \(error)", sourceLocation: location)
    }
    return
  }
  assertSnapshot(
    of: image, as: .png(tolerance: tolerance), named: name, record: .never, fileID: fileID,
    file: filePath, testName: testName, line: line, column: column)
}

/// Where swift-snapshot-testing keeps a named snapshot:
/// `<folder of the test file>/__Snapshots__/<file name>/<test>.<name>.png`,
/// with every run of non-word characters in the test and snapshot names
/// replaced by `-` (and none at either end).
///
/// - Parameters:
///   - filePath: The test file's path.
///   - testName: The test function's name, such as `redSquare()`.
///   - name: The snapshot's name.
/// - Returns: The golden image's path.
func goldenImagePath(filePath: String, testName: String, name: String) -> String {
  func sanitized(_ text: String) -> String {
    text.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
      .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
  }
  let file = URL(fileURLWithPath: filePath, isDirectory: false)
  return file.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    .appendingPathComponent("\(sanitized(testName)).\(sanitized(name)).png").path
}
