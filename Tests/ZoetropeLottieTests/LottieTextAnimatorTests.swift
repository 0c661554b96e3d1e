import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie
@testable import ZoetropeRendering

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Text animators: range selectors by lottie-web's rules, and each
/// character a layer moved, scaled, turned, faded and recoloured by
/// them (rlottie 0.1 draws no text, so the pixels are checked against
/// the rules).
@MainActor
@Suite(.isolatedLayerContext) struct LottieTextAnimatorTests {
  /// A 240 × 100 animation of 30 frames: red 24-point "HIHI" (left
  /// aligned at (20, 60), or as `justification` says at `x`) with
  /// `animators` (a JSON array).
  func file(_ animators: String, text: String = "HIHI", j: Int = 0, x: Int = 20) -> Data {
    Data(
      #"""
      {"nm":"animators","w":240,"h":100,"fr":30,"ip":0,"op":30,
       "layers":[{"ind":1,"ty":5,"nm":"Title","ip":0,"op":30,
        "ks":{"p":{"a":0,"k":[\#(x),60]}},
        "t":{"d":{"k":[{"t":0,"s":{"t":"\#(text)","f":"Sans","s":24,"j":\#(j),"fc":[1,0,0]}}]},
             "a":\#(animators)}}]}
      """#.utf8)
  }

  /// The box of the pixels `matches` picks in columns `columns`, in pixels.
  func box(
    _ image: Image, columns: Range<Int>? = nil, matches: (Color) -> Bool = Self.isRed
  ) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    for y in 0..<image.pixelHeight {
      for x in columns ?? 0..<image.pixelWidth where matches(image.color(atX: x, y: y)) {
        let old = box ?? (x, x, y, y)
        box = (min(old.minX, x), max(old.maxX, x), min(old.minY, y), max(old.maxY, y))
      }
    }
    return box
  }

  nonisolated static func isRed(_ color: Color) -> Bool {
    color.alpha > 0.5 && color.red > 0.5 && color.green < 0.3 && color.blue < 0.3
  }

  func render(_ data: Data, frame: Double) throws -> Image {
    let stage = LottieStage(try LottieAnimation(data: data))
    stage.layer.currentFrame = frame
    return stage.render(at: 0)
  }

  @Test func rangeSelectorsFollowLottieWeb() {
    var selector = LottieTextRangeSelector()
    selector.end = LottieProperty([50])
    // Square, percent: the first half of 4 characters.
    #expect((0..<4).map { selector.amount(forIndex: $0, total: 4, at: 0) } == [1, 1, 0, 0])
    // A fractional end selects a fraction of the character it is in.
    selector.end = LottieProperty([62.5])
    #expect(selector.amount(forIndex: 2, total: 4, at: 0) == 0.5)
    // Indexes, offset by one; an amount of 50 %.
    selector = LottieTextRangeSelector()
    selector.countsIndexes = true
    selector.end = LottieProperty([2])
    selector.offset = LottieProperty([1])
    selector.amount = LottieProperty([50])
    #expect((0..<4).map { selector.amount(forIndex: $0, total: 4, at: 0) } == [0, 0.5, 0.5, 0])
    // Ramp up over 4: 1/8, 3/8, 5/8, 7/8; triangle peaks in the middle.
    selector = LottieTextRangeSelector()
    selector.shape = 2
    let ramp = (0..<4).map { selector.amount(forIndex: $0, total: 4, at: 0) }
    #expect(zip(ramp, [0.125, 0.375, 0.625, 0.875]).allSatisfy { abs($0 - $1) < 1e-6 })
    selector.shape = 4
    let triangle = (0..<4).map { selector.amount(forIndex: $0, total: 4, at: 0) }
    #expect(zip(triangle, [0.25, 0.75, 0.75, 0.25]).allSatisfy { abs($0 - $1) < 1e-6 })
    selector.shape = 6
    #expect(abs(selector.amount(forIndex: 0, total: 2, at: 0) - 0.5) < 1e-9)
    // Words: "ab cd" counts 2 units.
    selector.basis = .words
    let words = selector.indexes(of: Array("ab cd"))
    #expect(words.indexes == [0, 0, 0, 1, 1] && words.total == 2)
    selector.basis = .charactersExcludingSpaces
    #expect(selector.indexes(of: Array("ab cd")).indexes == [0, 1, 2, 2, 3])
  }

  @Test func aRevealMovesTheSelectedCharacters() throws {
    // Position −20 in y on the characters up to an end that runs from 0
    // to 100 % over frames 0 … 29.
    let data = file(
      #"""
      [{"s":{"t":0,"r":1,"b":1,"sh":1,"s":{"a":0,"k":0},
         "e":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":29,"s":[100]}]},
         "o":{"a":0,"k":0}},
        "a":{"p":{"a":0,"k":[0,-20]}}}]
      """#)
    let (_, warnings) = try withWarningsCaptured { try LottieAnimation(data: data) }
    #expect(warnings.isEmpty, "\(warnings)")
    let start = try #require(box(try render(data, frame: 0)))
    #expect((58...60).contains(start.maxY) && (19...22).contains(start.minX))
    let end = try #require(box(try render(data, frame: 29)))
    #expect((38...40).contains(end.maxY))
    #expect(end.minX == start.minX && end.maxX == start.maxX)
    // Half way: "HI" is up, the second "HI" down.
    let half = try render(data, frame: 14.5)
    let middle = (start.minX + start.maxX) / 2
    let left = try #require(box(half, columns: 0..<middle))
    let right = try #require(box(half, columns: middle..<240))
    #expect((38...40).contains(left.maxY) && (58...60).contains(right.maxY))
  }

  @Test func opacityColourScaleAndTracking() throws {
    // The first half faded out; the second half blue.
    let faded = try render(
      file(
        #"""
        [{"s":{"e":{"a":0,"k":50}},"a":{"o":{"a":0,"k":0}}},
         {"s":{"s":{"a":0,"k":50}},"a":{"fc":{"a":0,"k":[0,0,1,1]}}}]
        """#), frame: 0)
    #expect(box(faded) == nil)
    let blue = try #require(box(faded) { $0.alpha > 0.5 && $0.blue > 0.5 && $0.red < 0.3 })
    let plain = try #require(box(try render(file("[]"), frame: 0)))
    #expect(blue.minX > (plain.minX + plain.maxX) / 2 - 2 && abs(blue.maxX - plain.maxX) <= 1)
    // 200 % about each character's centre on the baseline: twice as
    // tall, standing on the same baseline.
    let scaled = try #require(
      box(try render(file(#"[{"s":{},"a":{"s":{"a":0,"k":[200,200]}}}]"#), frame: 0)))
    #expect(abs(scaled.maxY - plain.maxY) <= 1)
    #expect(abs((scaled.maxY - scaled.minY) - 2 * (plain.maxY - plain.minY)) <= 3)
    // Tracking 10: three gaps 10 points wider; centred text stays centred.
    let tracked = try #require(
      box(try render(file(#"[{"s":{},"a":{"t":{"a":0,"k":10}}}]"#), frame: 0)))
    #expect(abs((tracked.maxX - tracked.minX) - (plain.maxX - plain.minX) - 30) <= 1)
    let centred = try #require(
      box(try render(file(#"[{"s":{},"a":{"t":{"a":0,"k":10}}}]"#, j: 2, x: 120), frame: 0)))
    #expect(abs((centred.minX + centred.maxX) / 2 - 120) <= 2)
    // A turn of 180° about the baseline: the glyphs hang below it.
    let turned = try #require(
      box(try render(file(#"[{"s":{},"a":{"r":{"a":0,"k":180}}}]"#), frame: 0)))
    #expect(turned.minY >= 59 && turned.maxY > 70)
  }

  @Test func theCorpusAnimationSettlesOnPlainText() throws {
    let (animation, warnings) = try withWarningsCaptured {
      try corpusAnimation(LottieCorpus.textAnimators)
    }
    #expect(warnings.isEmpty, "\(warnings)")
    let stage = LottieStage(animation)
    func glyphs(_ layer: Layer) -> Int {
      (layer.name == "glyph" ? 1 : 0) + layer.sublayers.reduce(0) { $0 + glyphs($1) }
    }
    // "Zoetrope" and "Hello, text" without its space.
    #expect(glyphs(stage.layer) == 18)
    stage.layer.currentFrame = 20
    let moving = stage.render(at: 0)
    writeForInspection(moving, named: "textAnimators-20")
    stage.layer.currentFrame = 59
    let settled = stage.render(at: 0)
    writeForInspection(settled, named: "textAnimators-59")
    #expect(moving.pixels != settled.pixels)
    // At the end nothing selects "Zoetrope": its characters, one layer
    // each, draw what the text draws without animators.
    let plain = LottieCorpus.textAnimators.replacingOccurrences(
      of: #""a":[{"nm":"Wave""#, with: #""unused":[{"nm":"Wave""#)
    let plainStage = LottieStage(try corpusAnimation(plain))
    plainStage.layer.currentFrame = 59
    #expect(plain != LottieCorpus.textAnimators)
    let difference = ImageDifference(settled, plainStage.render(at: 0))
    #expect(
      difference.meanPerChannel <= 0.5 && difference.farPixelFraction <= 0.01, "\(difference)")
  }

  @Test func movingCharactersAreNotRedrawn() throws {
    // Position, rotation and opacity, and a fill colour, follow an
    // animated selector: each character's glyph is drawn once, then only
    // composited (and its fill layer's colour changes).
    let data = file(
      #"""
      [{"s":{"o":{"a":1,"k":[{"t":0,"s":[-50],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},
                              {"t":29,"s":[100]}]},"e":{"a":0,"k":50},"sh":4},
        "a":{"p":{"a":0,"k":[0,-12]},"r":{"a":0,"k":25},"o":{"a":0,"k":30},
             "fc":{"a":0,"k":[0,0,1]}}}]
      """#)
    let stage = LottieStage(try LottieAnimation(data: data))
    let renderer = Renderer()
    var frames: [Image] = []
    for frame in stride(from: 0.0, through: 25, by: 5) {
      stage.layer.currentFrame = frame
      frames.append(
        renderer.render(stage.tree.frame(at: 0), size: stage.size, background: .clear))
    }
    #expect(Set(frames.map(\.pixels)).count == frames.count)
    // Four glyphs' texts, drawn at the first frame only.
    #expect(renderer.caches.backingStores.drawCount == 4)
  }
}
