import Testing
import Zoetrope
import ZoetropeTesting

/// Whether two numbers are within a tolerance.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points are within a tolerance on each axis.
func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-6) -> Bool {
  isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// Whether two transforms' entries are within a tolerance.
func isClose(_ a: Transform, _ b: Transform, tolerance: Double = 1e-6) -> Bool {
  [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty]
    .allSatisfy { abs($0) <= tolerance }
}

/// Whether a colour is close to another, channel by channel (0…1).
func isClose(_ a: Color, _ b: Color, tolerance: Double = 0.02) -> Bool {
  isClose(a.red, b.red, tolerance: tolerance) && isClose(a.green, b.green, tolerance: tolerance)
    && isClose(a.blue, b.blue, tolerance: tolerance)
    && isClose(a.alpha, b.alpha, tolerance: tolerance)
}

/// Whether a colour is dark: every channel below 0.25.
func isDark(_ color: Color) -> Bool {
  color.red < 0.25 && color.green < 0.25 && color.blue < 0.25
}

/// Whether a colour is light: every channel above 0.8.
func isLight(_ color: Color) -> Bool {
  color.red > 0.8 && color.green > 0.8 && color.blue > 0.8
}

/// Golden images of apps under `__Snapshots__/<TestFile>/` (ZoetropeTesting's
/// `assertScreenshot`, as an app's own tests use it).
///
/// Delete a reference and run again to record it anew, then look at it.
@MainActor
func expectGolden(
  _ host: HeadlessHost, named name: String, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  assertScreenshot(
    of: host, named: name, fileID: fileID, filePath: filePath, testName: testName, line: line,
    column: column)
}
