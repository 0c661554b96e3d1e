import Testing
import ZoetropeGraphics
import ZoetropeRendering
import ZoetropeTesting

@testable import ZoetropeUI

/// Renders a small white window holding views, after one frame.
@MainActor
func renderWindow(size: Size, scale: Double, _ build: (Window) -> Void) -> Image {
  let host = TestHost(size: size)
  host.window.backgroundColor = .white
  build(host.window)
  host.frame()
  guard let snapshot = host.snapshots.last else {
    Issue.record("no snapshot rendered")
    return transparentPixel()
  }
  return Renderer(scale: scale).render(snapshot, size: size, background: .white)
}

/// Compares an image with its reference PNG under `__Snapshots__`,
/// named `<name>.<scale>x.png`.
@MainActor
func expectGolden(
  _ image: Image, _ name: String, scale: Double, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertGoldenImage(
    of: image, named: "\(Int(scale))x", fileID: fileID, filePath: filePath,
    testName: name, line: line, column: column)
}
