import Testing
import ZoetropeGraphics

@testable import ZoetropeSDL

@Suite struct DisplayScaleTests {
  func scale(_ window: (Int, Int), _ drawable: (Int, Int)) -> Double {
    DisplayScale.scale(windowSize: window, drawableSize: drawable)
  }

  @Test func drawablePixelsOverWindowPoints() {
    #expect(scale((320, 480), (320, 480)) == 1)
    #expect(scale((320, 480), (640, 960)) == 2)
    #expect(scale((320, 480), (960, 1440)) == 3)
  }

  @Test func fractionalScalesAreKept() {
    #expect(scale((320, 480), (480, 720)) == 1.5)
    #expect(scale((400, 300), (500, 375)) == 1.25)
  }

  @Test func ratiosNearAWholeNumberSnapToIt() {
    #expect(scale((320, 480), (641, 961)) == 2)
    #expect(scale((320, 480), (639, 959)) == 2)
    #expect(scale((333, 333), (666, 667)) == 2)
  }

  @Test func axesThatDisagreeUseTheSmallerRatio() {
    #expect(scale((320, 480), (640, 480)) == 1)
    #expect(scale((320, 480), (960, 960)) == 2)
  }

  @Test func sidesThatAreNotPositiveGiveOne() {
    #expect(scale((0, 480), (640, 960)) == 1)
    #expect(scale((320, 0), (640, 960)) == 1)
    #expect(scale((320, 480), (0, 0)) == 1)
    #expect(scale((320, 480), (-640, 960)) == 1)
    #expect(scale((-320, -480), (640, 960)) == 1)
    #expect(scale((0, 0), (0, 0)) == 1)
  }

  @Test func scaleIsClampedToOneThroughFour() {
    #expect(scale((320, 480), (160, 240)) == 1)
    #expect(scale((10, 10), (1000, 1000)) == DisplayScale.maximum)
    #expect(scale((1, 1), (Int.max, Int.max)) == DisplayScale.maximum)
  }

  @Test func overrideAcceptsFiniteScalesUpToFour() {
    let (results, warnings) = withWarningsCaptured {
      ["2", "1", " 1.5\n", "4", "0.5", "2e0"].map { DisplayScale.override($0) }
    }
    #expect(results == [2, 1, 1.5, 4, 0.5, 2])
    #expect(warnings.isEmpty)
  }

  @Test func unsetOrBlankOverrideIsNoOverride() {
    let (results, warnings) = withWarningsCaptured {
      [nil, "", "  "].map { DisplayScale.override($0) }
    }
    #expect(results == [nil, nil, nil])
    #expect(warnings.isEmpty)
  }

  @Test(arguments: ["0", "-1", "4.5", "nan", "inf", "-inf", "abc", "2x", "1e400"])
  func badOverrideWarnsAndFallsBack(value: String) {
    let (result, warnings) = withWarningsCaptured { DisplayScale.override(value) }
    #expect(result == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("ZOETROPE_SCALE=\"\(value)\"") == true)
    #expect(warnings.first?.contains("display's scale") == true)
  }

  func destination(_ pixels: (Int, Int), render: Double, display: Double) -> [Int] {
    let size = DisplayScale.destinationSize(
      framePixels: pixels, renderScale: render, displayScale: display)
    return [size.width, size.height]
  }

  @Test func frameAtTheDisplaysScaleIsCopiedOneToOne() {
    #expect(destination((320, 480), render: 1, display: 1) == [320, 480])
    #expect(destination((640, 960), render: 2, display: 2) == [640, 960])
    #expect(destination((481, 721), render: 1.5, display: 1.5) == [481, 721])
  }

  @Test func overriddenFrameCoversTheSamePoints() {
    // Scale 2 on a scale-1 display: 640×960 pixels into a 320×480 window.
    #expect(destination((640, 960), render: 2, display: 1) == [320, 480])
    #expect(destination((480, 720), render: 1.5, display: 1) == [320, 480])
    #expect(destination((320, 480), render: 1, display: 2) == [640, 960])
    #expect(destination((1280, 1920), render: 4, display: 2) == [640, 960])
  }

  @Test func destinationNeverCollapsesOrUsesBadScales() {
    #expect(destination((1, 1), render: 4, display: 1) == [1, 1])
    #expect(destination((640, 960), render: 0, display: 1) == [640, 960])
    #expect(destination((640, 960), render: .nan, display: 1) == [640, 960])
    #expect(destination((640, 960), render: 2, display: .infinity) == [640, 960])
  }
}
