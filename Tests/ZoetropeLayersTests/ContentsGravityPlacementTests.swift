import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@Suite struct ContentsGravityPlacementTests {
  private let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
  private let image = Size(width: 50, height: 50)

  @Test func positionalGravitiesKeepTheNaturalSize() {
    let expected: [(ContentsGravity, Point)] = [
      (.center, Point(x: 75, y: 25)),
      (.top, Point(x: 75, y: 0)),
      (.bottom, Point(x: 75, y: 50)),
      (.left, Point(x: 0, y: 25)),
      (.right, Point(x: 150, y: 25)),
      (.topLeft, Point(x: 0, y: 0)),
      (.topRight, Point(x: 150, y: 0)),
      (.bottomLeft, Point(x: 0, y: 50)),
      (.bottomRight, Point(x: 150, y: 50)),
    ]
    for (gravity, origin) in expected {
      let rect = gravity.contentsRect(for: image, in: bounds)
      #expect(rect == Rect(origin: origin, size: image), "\(gravity)")
    }
  }

  @Test func scalingGravities() {
    #expect(ContentsGravity.resize.contentsRect(for: image, in: bounds) == bounds)
    // Fit: min(200/50, 100/50) = 2 → 100 × 100, centred.
    #expect(
      ContentsGravity.resizeAspect.contentsRect(for: image, in: bounds)
        == Rect(x: 50, y: 0, width: 100, height: 100))
    // Cover: max(4, 2) = 4 → 200 × 200, centred, overflowing vertically.
    #expect(
      ContentsGravity.resizeAspectFill.contentsRect(for: image, in: bounds)
        == Rect(x: 0, y: -50, width: 200, height: 200))
    // A wide image in a tall box: 80 × 20 in 40 × 100.
    let wide = Size(width: 80, height: 20)
    let tall = Rect(x: 0, y: 0, width: 40, height: 100)
    #expect(
      ContentsGravity.resizeAspect.contentsRect(for: wide, in: tall)
        == Rect(x: 0, y: 45, width: 40, height: 10))
    #expect(
      ContentsGravity.resizeAspectFill.contentsRect(for: wide, in: tall)
        == Rect(x: -180, y: 0, width: 400, height: 100))
  }

  @Test func theBoundsOriginAndNegativeSizesAreRespected() {
    let offset = Rect(x: 10, y: 20, width: 200, height: 100)
    #expect(
      ContentsGravity.bottomRight.contentsRect(for: image, in: offset)
        == Rect(x: 160, y: 70, width: 50, height: 50))
    let flipped = Rect(x: 210, y: 120, width: -200, height: -100)
    #expect(
      ContentsGravity.topLeft.contentsRect(for: image, in: flipped)
        == Rect(x: 10, y: 20, width: 50, height: 50))
    #expect(ContentsGravity.resize.contentsRect(for: image, in: flipped) == offset)
  }

  @Test func largeImagesOverflowAtNaturalSize() {
    let big = Size(width: 300, height: 300)
    #expect(
      ContentsGravity.center.contentsRect(for: big, in: bounds)
        == Rect(x: -50, y: -100, width: 300, height: 300))
    #expect(
      ContentsGravity.bottomRight.contentsRect(for: big, in: bounds)
        == Rect(x: -100, y: -200, width: 300, height: 300))
  }

  @Test func emptyImagesAndBoundsGiveNull() {
    let badSizes = [
      Size.zero, Size(width: 0, height: 10), Size(width: -5, height: 10),
      Size(width: .nan, height: 10), Size(width: 10, height: .infinity),
    ]
    for gravity in ContentsGravity.allCases {
      for size in badSizes {
        #expect(gravity.contentsRect(for: size, in: bounds).isNull, "\(gravity) \(size)")
      }
      let badBounds = [
        Rect.zero, Rect(x: 0, y: 0, width: 100, height: 0), Rect.null,
        Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 1),
      ]
      for area in badBounds {
        #expect(gravity.contentsRect(for: image, in: area).isNull, "\(gravity) \(area)")
      }
    }
  }

  @Test func resultsAreNeverNaN() {
    let extremes = [
      Size(width: 1e-300, height: 1e300), Size(width: .greatestFiniteMagnitude, height: 1),
    ]
    for gravity in ContentsGravity.allCases {
      for size in extremes {
        for area in [bounds, Rect.infinite] {
          let rect = gravity.contentsRect(for: size, in: area)
          #expect(rect.isNull || rect.isFiniteRect, "\(gravity) \(size) \(area)")
        }
      }
    }
  }
}
