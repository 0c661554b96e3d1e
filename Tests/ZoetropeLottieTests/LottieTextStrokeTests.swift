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

/// Text strokes and the text animator properties added with them.
///
/// Strokes (`sc`, `sw`, `of`) of point and box text and of animated
/// characters, and the animator properties that skew, turn about x and
/// y, and move hue, saturation and brightness. rlottie 0.1 draws no
/// text: the pixels are checked against lottie-web's rules, and the
/// corpus animation against golden images (``LottieGoldenTests``).
@MainActor
@Suite(.isolatedLayerContext) struct LottieTextStrokeTests {
  /// A 240 × 100 animation of 30 frames: a 30-point bold red "HIHI"
  /// at (20, 60) whose document adds `document` (JSON members), with
  /// `animators` (a JSON array).
  func file(_ document: String = "", text: String = "HIHI", animators: String = "[]") -> Data {
    Data(
      #"""
      {"nm":"strokes","w":240,"h":100,"fr":30,"ip":0,"op":30,
       "fonts":{"list":[{"fName":"Sans-Bold","fFamily":"DejaVu Sans","fStyle":"Bold"}]},
       "layers":[{"ind":1,"ty":5,"nm":"Title","ip":0,"op":30,
        "ks":{"p":{"a":0,"k":[20,60]}},
        "t":{"d":{"k":[{"t":0,"s":{"t":"\#(text)","f":"Sans-Bold","s":30,"j":0,"fc":[1,0,0]\#(document)}}]},
             "a":\#(animators)}}]}
      """#.utf8)
  }

  func render(_ data: Data, frame: Double = 0) throws -> Image {
    let stage = LottieStage(try LottieAnimation(data: data))
    stage.layer.currentFrame = frame
    return stage.render(at: 0)
  }

  /// The pixels `matches` picks: their box and count.
  func pixels(_ image: Image, columns: Range<Int>? = nil, _ matches: (Color) -> Bool) -> (
    box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?, count: Int
  ) {
    var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    var count = 0
    for y in 0..<image.pixelHeight {
      for x in columns ?? 0..<image.pixelWidth where matches(image.color(atX: x, y: y)) {
        let old = box ?? (x, x, y, y)
        box = (min(old.minX, x), max(old.maxX, x), min(old.minY, y), max(old.maxY, y))
        count += 1
      }
    }
    return (box, count)
  }

  nonisolated static func isRed(_ c: Color) -> Bool {
    c.alpha > 0.5 && c.red > 0.6 && c.green < 0.3 && c.blue < 0.3
  }
  nonisolated static func isBlue(_ c: Color) -> Bool {
    c.alpha > 0.5 && c.blue > 0.6 && c.red < 0.3 && c.green < 0.3
  }
  nonisolated static func isGreen(_ c: Color) -> Bool {
    c.alpha > 0.5 && c.green > 0.6 && c.red < 0.3 && c.blue < 0.3
  }

  @Test func strokesDecode() throws {
    let data = file(#","sc":[0,0,255],"sw":1e9,"of":1"#)
    let (animation, warnings) = try withWarningsCaptured { try LottieAnimation(data: data) }
    guard case .text(let text) = animation.layers.first?.content else {
      Issue.record("no text layer")
      return
    }
    let document = text.document(at: 0)
    #expect(document.strokeColor == Color(red: 0, green: 0, blue: 1))
    #expect(document.strokeWidth == 1_000 && document.strokeOverFill && document.hasStroke)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("text strokes over 1000 points wide (1000 used)") == true)
    let plain = try LottieAnimation(data: file(#","sc":[0,0,1],"sw":-3"#))
    guard case .text(let plainText) = plain.layers.first?.content else { return }
    #expect(!plainText.document(at: 0).hasStroke && !plainText.document(at: 0).strokeOverFill)
  }

  @Test func aStrokeIsDrawnOverOrUnderTheFill() throws {
    let plain = pixels(try render(file()), Self.isRed)
    let plainBox = try #require(plain.box)
    // Under the fill: 2 points of blue outside the glyphs, the red as
    // without a stroke.
    let under = try render(file(#","sc":[0,0,1],"sw":4,"of":false"#))
    writeForInspection(under, named: "textStroke-under")
    let blue = try #require(pixels(under, Self.isBlue).box)
    #expect(abs(blue.minX - (plainBox.minX - 2)) <= 1 && abs(blue.maxX - (plainBox.maxX + 2)) <= 1)
    #expect(abs(blue.minY - (plainBox.minY - 2)) <= 1 && abs(blue.maxY - (plainBox.maxY + 2)) <= 1)
    let underRed = pixels(under, Self.isRed).count
    #expect(abs(underRed - plain.count) <= plain.count / 25, "\(underRed) vs \(plain.count)")
    // Over it: the stroke covers 2 points inside the glyphs' edges too.
    let over = try render(file(#","sc":[0,0,1],"sw":4,"of":true"#))
    writeForInspection(over, named: "textStroke-over")
    #expect(pixels(over, Self.isBlue).box.map { $0 == blue } == true)
    #expect(pixels(over, Self.isRed).count < plain.count * 2 / 3)
    // A width of 0 draws no stroke.
    #expect(pixels(try render(file(#","sc":[0,0,1],"sw":0"#)), Self.isBlue).count == 0)
  }

  @Test func boxTextIsStrokedWhereItWraps() throws {
    let box = #","sz":[70,80],"ps":[0,-40]"#
    let plain = try #require(pixels(try render(file(box, text: "HIHI HIHI")), Self.isRed).box)
    // Two lines: taller than wide.
    #expect(plain.maxY - plain.minY > 40)
    let stroked = try render(file(box + #","sc":[0,0,1],"sw":2"#, text: "HIHI HIHI"))
    writeForInspection(stroked, named: "textStroke-box")
    let blue = try #require(pixels(stroked, Self.isBlue).box)
    #expect(abs(blue.minX - (plain.minX - 1)) <= 1 && abs(blue.maxX - (plain.maxX + 1)) <= 1)
    #expect(abs(blue.minY - (plain.minY - 1)) <= 1 && abs(blue.maxY - (plain.maxY + 1)) <= 1)
  }

  @Test func boxTextIsAnimatedCharacterByCharacter() throws {
    // Two lines wrapped at the space in a 100-point box: with nothing
    // selected the characters land where the box text's layer draws
    // them, a position offset moves both lines, and a selector of the
    // first line's four characters (by index) lifts only it.
    let box = #","sz":[100,80],"ps":[0,-40]"#
    func frame(_ animators: String) throws -> Image {
      try render(file(box, text: "HIHI HIHI", animators: animators))
    }
    let plain = try frame("[]")
    let plainBox = try #require(pixels(plain, Self.isRed).box)
    #expect(plainBox.maxY - plainBox.minY > 50 && plainBox.maxX - plainBox.minX < 90)
    let still = try frame(#"[{"s":{"a":{"a":0,"k":0}},"a":{"p":{"a":0,"k":[0,-20]}}}]"#)
    let difference = ImageDifference(plain, still)
    #expect(difference.meanPerChannel <= 0.5 && difference.farPixelFraction <= 0.002)
    let lifted = try #require(
      pixels(try frame(#"[{"s":{},"a":{"p":{"a":0,"k":[0,-20]}}}]"#), Self.isRed).box)
    #expect(lifted.minY == plainBox.minY - 20 && lifted.maxY == plainBox.maxY - 20)
    let first = try #require(
      pixels(
        try frame(
          #"[{"s":{"r":2,"s":{"a":0,"k":0},"e":{"a":0,"k":4}},"a":{"p":{"a":0,"k":[0,-20]}}}]"#),
        Self.isRed
      ).box)
    #expect(first.minY == plainBox.minY - 20 && first.maxY == plainBox.maxY)
  }

  @Test func animatorsStrokeTheCharactersTheySelect() throws {
    // No stroke in the document: the animator's colour and width on the
    // first half only, the width growing from 0 to 6 over the frames.
    let data = file(
      animators: #"""
        [{"s":{"e":{"a":0,"k":50}},"a":{"sc":{"a":0,"k":[0,1,0,1]},
          "sw":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":29,"s":[6]}]}}}]
        """#)
    let plain = try #require(pixels(try render(file()), Self.isRed).box)
    let middle = (plain.minX + plain.maxX) / 2
    #expect(pixels(try render(data, frame: 0), Self.isGreen).count == 0)
    let late = try render(data, frame: 29)
    writeForInspection(late, named: "textStroke-animator")
    let green = try #require(pixels(late, Self.isGreen).box)
    // The stroke reaches 3 points past the first "HI".
    #expect(abs(green.minX - (plain.minX - 3)) <= 1 && green.maxX < middle + 3)
    #expect(pixels(late, columns: (middle + 3)..<240, Self.isGreen).count == 0)
    let half = try #require(pixels(try render(data, frame: 14.5), Self.isGreen).box)
    #expect(half.minX > green.minX && half.minY > green.minY)
  }

  @Test func skewsAndFlatTurnsFollowLottieWeb() throws {
    let plain = try #require(pixels(try render(file(text: "I")), Self.isRed).box)
    let height = Double(plain.maxY - plain.minY + 1)
    // A 30° skew moves the top right by tan 30° times its height above
    // the baseline; the bottom stays.
    let skewed = try render(file(text: "I", animators: #"[{"s":{},"a":{"sk":{"a":0,"k":30}}}]"#))
    let top = try #require(pixels(skewed, Self.isRed).box)
    let topBox = try #require(rowBox(skewed, y: top.minY + 1))
    let bottomBox = try #require(rowBox(skewed, y: top.maxY - 1))
    let shift = Double(topBox.minX - bottomBox.minX)
    #expect(abs(shift - 0.577 * (height - 2)) <= 2, "\(shift)")
    // A turn of 60° about x halves the height on the baseline; about y,
    // the width about the centre.
    let flatX = try #require(
      pixels(
        try render(file(text: "I", animators: #"[{"s":{},"a":{"rx":{"a":0,"k":60}}}]"#)),
        Self.isRed
      ).box)
    #expect(abs(flatX.maxY - plain.maxY) <= 1)
    #expect(abs(Double(flatX.maxY - flatX.minY + 1) - height / 2) <= 1.5)
    let flatY = try #require(
      pixels(
        try render(file(text: "I", animators: #"[{"s":{},"a":{"ry":{"a":0,"k":60}}}]"#)),
        Self.isRed
      ).box)
    let width = Double(plain.maxX - plain.minX + 1)
    #expect(abs(Double(flatY.maxX - flatY.minX + 1) - width / 2) <= 1.5)
    #expect(abs(Double(flatY.minX + flatY.maxX) - Double(plain.minX + plain.maxX)) <= 2)
  }

  /// The red pixels of row `y`: the first and last column.
  func rowBox(_ image: Image, y: Int) -> (minX: Int, maxX: Int)? {
    let xs = (0..<image.pixelWidth).filter { Self.isRed(image.color(atX: $0, y: y)) }
    guard let first = xs.first, let last = xs.last else { return nil }
    return (first, last)
  }

  @Test func hueSaturationAndBrightnessMoveTheFill() throws {
    #expect(LottieHSV.addingHue(120, to: [1, 0, 0]).map { ($0 * 1e9).rounded() } == [0, 1e9, 0])
    #expect(LottieHSV.addingHue(-120, to: [1, 0, 0]).map { ($0 * 1e9).rounded() } == [0, 0, 1e9])
    #expect(LottieHSV.adding(-1, to: 1, of: [1, 0, 0]) == [1, 1, 1])
    #expect(LottieHSV.adding(-0.5, to: 2, of: [1, 0, 0]) == [0.5, 0, 0])
    func centre(_ animators: String) throws -> Color {
      let image = try render(file(text: "I", animators: animators))
      let box = try #require(pixels(image) { $0.alpha > 0.9 }.box)
      return image.color(atX: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2)
    }
    let green = try centre(#"[{"s":{},"a":{"fh":{"a":0,"k":120}}}]"#)
    #expect(green.green > 0.95 && green.red < 0.05 && green.blue < 0.05)
    let grey = try centre(#"[{"s":{},"a":{"fs":{"a":0,"k":-100}}}]"#)
    #expect(grey.red > 0.95 && grey.green > 0.95 && grey.blue > 0.95)
    let dark = try centre(#"[{"s":{"e":{"a":0,"k":100}},"a":{"fb":{"a":0,"k":-50}}}]"#)
    #expect(abs(dark.red - 0.5) < 0.02 && dark.green < 0.02)
  }

  @Test func theCorpusAnimationDraws() throws {
    let (animation, warnings) = try withWarningsCaptured {
      try corpusAnimation(LottieCorpus.textStrokes)
    }
    #expect(warnings.isEmpty, "\(warnings)")
    let stage = LottieStage(animation)
    for frame in [0.0, 30] {
      stage.layer.currentFrame = frame
      writeForInspection(stage.render(at: 0), named: "textStrokes-\(Int(frame))")
    }
  }
}
