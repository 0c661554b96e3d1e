import SnapshotTesting
import ZoetropeHeadless

/// Compares what a headless host shows now with a golden image, as
/// swift-snapshot-testing's `assertSnapshot` does.
///
/// The golden image is `__Snapshots__/<TestFile>/<test>.<name>-<scale>x.png`
/// beside the test file, with the name's characters made safe for a file
/// name (`dropLandsTheBall.landed-2x.png`); a scale that is not a whole
/// number is written out in full, so 1.5 and 2 never share a golden image. When it does not exist yet, it is recorded and the
/// test fails once, saying so: look at the new PNG, then commit it. To record
/// a golden image anew, delete it and run the test again.
///
/// ```swift
/// @MainActor @Test func afterTheFirstRoll() throws {
///   let host = HeadlessHost(app: DiceRollerApp(), seed: 7)
///   try host.run(script: "0.5 tap \"Roll\"\n1.2 tap \"Stop\"")
///   host.advance(to: 1.5)
///   assertScreenshot(of: host, named: "stopped")
/// }
/// ```
///
/// - Parameters:
///   - host: The host whose latest frame to compare (see
///     ``/ZoetropeHeadless/HeadlessHost/screenshot()``).
///   - name: Names the golden image among the test's others.
///   - tolerance: The largest difference allowed per colour channel
///     (0…255); 2 absorbs antialiasing differences between library builds.
///   - fileID: The test's file ID (leave the default).
///   - filePath: The test's file path (leave the default).
///   - testName: The test's name (leave the default).
///   - line: The line of the call (leave the default).
///   - column: The column of the call (leave the default).
@MainActor
public func assertScreenshot(
  of host: HeadlessHost, named name: String, tolerance: UInt8 = 2,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  assertGoldenImage(
    of: host.screenshot(), named: "\(name).\(scaleName(host.scale))x", tolerance: tolerance,
    fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// A scale as golden-image names show it: `2` for 2, `1.5` for 1.5.
private func scaleName(_ scale: Double) -> String {
  scale == scale.rounded() && abs(scale) < 1e6 ? "\(Int(scale))" : "\(scale)"
}
