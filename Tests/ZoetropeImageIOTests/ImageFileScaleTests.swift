import Testing
import ZoetropeGraphics

@testable import ZoetropeImageIO

@Suite struct ImageFileScaleTests {
  @Test(
    arguments: [
      ("die@2x.png", 2.0), ("die@3x.png", 3), ("a/b/die@2x.webp", 2), ("die@2x", 2),
      ("die@1x.png", 1), ("dir@3x/die@2x.png", 2), ("die.v2@3x.jpg", 3), ("x@10x.png", 10),
      ("@2x.png", 2), ("die@2x.tar", 2),
    ] as [(String, Double)])
  func suffixGivesTheScale(_ name: String, _ scale: Double) {
    #expect(Image.scale(fromFileName: name) == scale)
  }

  @Test(arguments: [
    "die.png", "die@2x.png.bak", "die@x.png", "die@0x.png", "die@-2x.png", "die@2.5x.png",
    "die@1000x.png", "dir@2x/die.png", "die@２x.png", "die@2x.tar.png", "die@2X.png", "",
  ])
  func otherNamesHaveNoScale(_ name: String) {
    #expect(Image.scale(fromFileName: name) == nil)
  }
}
