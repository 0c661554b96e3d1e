import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The compositor's own rounding and mapping of boxes give exactly what
/// the C library's rounding and `Rect.applying` give, for every value,
/// the awkward ones included.
@MainActor
@Suite struct PixelBoxTests {
  /// Values where rounding goes wrong if it can: halves, the doubles
  /// next to them, signed zeros, the limits, huge and infinite values.
  static let awkward: [Double] = [
    0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
    0.5000000000000001, 1e-300, -1e-300, 3, -3, 1_073_741_823.5, 1_073_741_824, 1_073_741_825,
    -1_073_741_824.5, 4.5e15, -4.5e15, 1e300, -1e300, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .infinity, -.infinity,
  ]

  /// An awkward value or, as often, a random one in ±`magnitude`.
  static func value(within magnitude: Double, using generator: inout SeededRandomNumberGenerator)
    -> Double
  {
    Bool.random(using: &generator)
      ? (awkward.randomElement(using: &generator) ?? 0)
      : Double.random(in: -magnitude...magnitude, using: &generator)
  }

  @Test func roundingMatchesTheCLibrary() {
    var generator = SeededRandomNumberGenerator(seed: 17)
    var values = PixelBoxTests.awkward
    for _ in 0..<20_000 {
      let magnitude: Double = [1.0, 100, 1e6, 1e12].randomElement(using: &generator) ?? 1
      values.append(Double.random(in: -magnitude...magnitude, using: &generator))
      values.append(Double(Int.random(in: -1000...1000, using: &generator)) / 2)
    }
    let limit = Double(PixelBox.limit)
    func reference(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
      Int(min(max(value.rounded(rule), -limit), limit))
    }
    for value in values {
      #expect(PixelBox.floor(value) == reference(value, .down), "\(value)")
      #expect(PixelBox.ceiling(value) == reference(value, .up), "\(value)")
      #expect(PixelBox.nearest(value) == reference(value, .toNearestOrAwayFromZero), "\(value)")
    }
  }

  @Test func mappedBoxesMatchTheMappedRectangle() {
    var generator = SeededRandomNumberGenerator(seed: 23)
    var rects: [Rect] = [.null, .infinite, .zero, Rect(x: -0.0, y: -0.0, width: 3, height: 2)]
    var transforms: [Transform] = [
      .identity, Transform(scaleX: 2, y: 2), Transform(scaleX: 3, y: -1),
      Transform(scaleX: 0, y: 1),
      Transform(a: -0.0, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      Transform(a: 1, b: 0, c: -0.0, d: 1, tx: 2.5, ty: -3.5),
      Transform(a: 1e300, b: 0, c: 0, d: 1e300, tx: 0, ty: 0),
      Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      Transform(a: 1, b: 0, c: 0, d: 1, tx: .greatestFiniteMagnitude, ty: 0),
      Transform(rotationAngle: 0.3),
    ]
    for _ in 0..<400 {
      func value() -> Double { PixelBoxTests.value(within: 500, using: &generator) }
      rects.append(Rect(x: value(), y: value(), width: value(), height: value()))
      transforms.append(
        Transform(
          a: Double.random(in: -3...3, using: &generator), b: 0, c: 0,
          d: Double.random(in: -3...3, using: &generator), tx: value(), ty: value()))
    }
    for rect in rects {
      for transform in transforms {
        for margin in [0, 1, 2] {
          #expect(
            PixelBox(enclosing: rect, mappedBy: transform, margin: margin)
              == PixelBox(enclosing: rect.applying(transform), margin: margin),
            "\(rect) \(transform) \(margin)")
        }
      }
    }
  }

  @Test func resizedContentsPlaceAsTheGravitySays() {
    let image = Fixture.testImage()
    var generator = SeededRandomNumberGenerator(seed: 29)
    var bounds: [Rect] = [
      Rect(x: -1e308, y: 0, width: -1e308, height: 10), Rect(x: 0, y: 0, width: 0, height: 5),
      Rect(x: 1, y: 2, width: -30, height: -4), .null, .infinite,
      Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 1),
    ]
    for _ in 0..<500 {
      func value() -> Double { PixelBoxTests.value(within: 100, using: &generator) }
      bounds.append(Rect(x: value(), y: value(), width: value(), height: value()))
    }
    for rect in bounds {
      for scale in [1.0, 0, -2, .nan, .infinity, 1e-300] {
        let layer = Fixture.layer(frame: .zero) {
          $0.bounds = rect
          $0.contents = image
          $0.contentsScale = scale
        }
        let natural = Renderer.naturalSize(of: image, contentsScale: scale)
        let placed = ContentsGravity.resize.contentsRect(for: natural, in: rect)
        let expected: Rect? = placed.isNull || !isFinite(placed) ? nil : placed
        #expect(Renderer.placedRect(of: image, in: layer) == expected, "\(rect) \(scale)")
      }
    }
  }
}
