import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie

/// The trees that gradients, trim paths, masks, mattes and repeaters
/// build, and the path trimming they rely on (the pixels are compared
/// with rlottie in ``LottieReferenceTests``).
@MainActor
@Suite(.isolatedLayerContext) struct LottieEffectsTests {
  /// Every layer of a tree, depth first.
  func all(_ layer: Layer) -> [Layer] {
    [layer] + layer.sublayers.flatMap(all)
  }

  @Test func gradientsAreGradientLayersMaskedByTheirPaths() throws {
    let stage = LottieStage(try corpusAnimation(LottieCorpus.gradients))
    let gradients = all(stage.layer).compactMap { $0 as? GradientLayer }
    #expect(gradients.count == 3)
    #expect(gradients.map(\.type) == [.axial, .radial, .axial])
    for gradient in gradients {
      let mask = try #require(gradient.mask as? ShapeLayer)
      #expect(!mask.path.isEmpty)
      #expect(gradient.colors.count >= 2)
    }
    // The radial one: a circle of radius 38 about (50, −20), in unit
    // coordinates of its box (the ellipse's, 70 × 70 about the centre).
    let radial = gradients[1]
    #expect(radial.bounds == Rect(x: 15, y: -55, width: 70, height: 70))
    #expect(abs(radial.startPoint.x - 0.5) < 1e-9)
    #expect(abs(radial.endPoint.x - (35.0 + 38) / 70) < 1e-9)
  }

  @Test func trimmingCutsByLengthAndWraps() {
    var line = Path()
    line.move(to: Point(x: 0, y: 0))
    line.addLine(to: Point(x: 100, y: 0))
    let half = LottiePathTrimmer.trim([line], intervals: [0.25...0.75], together: false)
    #expect(half[0].elements == [.move(to: Point(x: 25, y: 0)), .line(to: Point(x: 75, y: 0))])
    // 80 % to 100 % and 0 % to 10 %: two pieces.
    let trim = LottieTrim(
      identifier: 1, start: LottieProperty([50]), end: LottieProperty([80]),
      offset: LottieProperty([108]), isIndividual: false)
    let intervals = trim.intervals(at: 0)
    #expect(intervals.count == 2 && intervals[0] == 0.8...1)
    #expect(intervals.count == 2 && abs(intervals[1].upperBound - 0.1) < 1e-9)
    let wrapped = LottiePathTrimmer.trim([line], intervals: trim.intervals(at: 0), together: false)
    #expect(wrapped[0].elements.filter { if case .move = $0 { true } else { false } }.count == 2)
    // Individually: two lines laid end to end, the first half keeps the
    // first line only.
    let both = LottiePathTrimmer.trim([line, line], intervals: [0...0.5], together: true)
    #expect(both[0] == line)
    #expect(both[1].isEmpty)
    // A curve keeps its length: a quarter of a circle trimmed to half.
    let circle = LottieShapeItem.ellipse(center: .zero, size: Point(x: 100, y: 100))
    let quarter = LottiePathTrimmer.trim([circle], intervals: [0...0.125], together: false)[0]
    let end = quarter.currentPoint ?? .zero
    #expect(abs(end.x - 50 * 0.7071) < 0.2 && abs(end.y + 50 * 0.7071) < 0.2)
  }

  @Test func masksMattesAndRepeatersBuildTheirLayers() throws {
    let masks = LottieStage(try corpusAnimation(LottieCorpus.masks))
    let masked = all(masks.layer).filter { $0.mask != nil }
    // Four solids, and the subtraction and intersection inside their masks.
    #expect(masked.count == 4)
    let mattes = LottieStage(try corpusAnimation(LottieCorpus.mattes))
    let matted = all(mattes.layer).filter { ($0.name ?? "").hasSuffix("(matted)") }
    #expect(matted.map(\.name) == ["Bar (matted)", "Stripes (matted)"])
    #expect(matted.allSatisfy { $0.mask != nil })
    let repeater = LottieStage(try corpusAnimation(LottieCorpus.repeater))
    let copies = all(repeater.layer).filter { ($0.name ?? "").hasPrefix("repeater copy") }
    #expect(copies.count == 8 + 5)
    // The spinner's last copy: turned 7 × 45°, at 30 % opacity.
    let last = try #require(copies.first { $0.name == "repeater copy 7" })
    #expect(abs(last.opacity - 0.3) < 1e-9)
    let turned = Transform(rotationAngle: 7 * .pi / 4)
    #expect(abs(last.transform.a - turned.a) < 1e-9 && abs(last.transform.b - turned.b) < 1e-9)
  }
}
