import ExampleSupport
import Testing
import Zoetrope
import ZoetropeTesting

@testable import BouncingBall
@testable import DiceRoller
@testable import ImageHop

/// The art drawn in code: contact sheets of the die faces, the 20 bunny
/// frames and the baseball, at scale 1 and 2 (golden images: look at them).
@MainActor
@Suite struct ArtTests {
  func expectSheet(
    _ image: Image, _ name: String, testName: String = #function, line: UInt = #line
  ) {
    assertGoldenImage(
      of: image, named: "\(name).\(Int(image.scale))x", testName: testName, line: line)
  }

  @Test(arguments: [1.0, 2.0]) func dieFaces(scale: Double) {
    let sheet = ArtImage.draw(size: Size(width: 630, height: 110), scale: scale) { context in
      context.setFillColor(Color(red: 0.09, green: 0.42, blue: 0.24))
      context.fill(Rect(x: 0, y: 0, width: 630, height: 110))
      for value in 1...6 {
        DieFace.draw(
          value, in: Rect(x: Double(value - 1) * 105 + 5, y: 5, width: 100, height: 100),
          context: context)
      }
    }
    expectSheet(sheet, "dice")
    // The centre pip: on odd faces only.
    for value in 1...6 {
      let center = sheet.color(at: Point(x: Double(value - 1) * 105 + 55, y: 55))
      #expect(value % 2 == 1 ? isDark(center) : isLight(center), "face \(value)")
    }
  }

  @Test(arguments: [1.0, 2.0]) func bunnyFrames(scale: Double) {
    let sheet = ArtImage.draw(size: Size(width: 800, height: 640), scale: scale) { context in
      context.setFillColor(Color(red: 0.8, green: 0.95, blue: 0.76))
      context.fill(Rect(x: 0, y: 0, width: 800, height: 640))
      for index in 0..<Bunny.frameCount {
        context.saveGState()
        context.translateBy(x: Double(index % 5) * 160, y: Double(index / 5) * 160)
        Bunny.draw(frame: index, context: context)
        context.restoreGState()
      }
    }
    expectSheet(sheet, "bunny")
  }

  @Test func theHopCrouchesRisesAndLands() {
    let poses = (0..<Bunny.frameCount).map { Bunny.pose(frame: $0) }
    #expect(poses[0].lift == 0 && poses[19].lift == 0)  // on the ground
    #expect(poses[3].stretch < 1)  // crouching
    let highest = poses.indices.max { poses[$0].lift < poses[$1].lift } ?? 0
    #expect((8...12).contains(highest))
    #expect(poses[7].stretch > 1)  // stretched in the air
    #expect(Set(poses).count == Bunny.frameCount)  // twenty different poses
  }

  @Test(arguments: [1.0, 2.0]) func baseball(scale: Double) {
    let sheet = ArtImage.draw(size: Size(width: 120, height: 60), scale: scale) { context in
      context.setFillColor(.black)
      context.fill(Rect(x: 0, y: 0, width: 60, height: 60))
      context.setFillColor(.white)
      context.fill(Rect(x: 60, y: 0, width: 60, height: 60))
      for x in [6.0, 66.0] {
        Baseball.draw(in: Rect(x: x, y: 6, width: 48, height: 48), context: context)
      }
    }
    expectSheet(sheet, "baseball")
    let reds = (0..<48).flatMap { x in (0..<48).map { y in (x, y) } }.filter { x, y in
      let color = sheet.color(at: Point(x: 6 + Double(x), y: 6 + Double(y)))
      return color.red > 0.6 && color.green < 0.4 && color.blue < 0.4
    }
    #expect(reds.count > 40, "red stitching")
  }
}
