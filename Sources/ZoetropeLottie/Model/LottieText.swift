import ZoetropeGraphics
import ZoetropeLayers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A text layer's text (`t.d`): one document per keyframe, each shown
/// from its time until the next one's (text documents hold).
struct LottieText: Sendable {
  /// The documents in time order, at least one.
  var documents: [(time: Double, document: LottieTextDocument)]
  /// The text animators (`a`), in order; empty when there are none.
  var animators: [LottieTextAnimator] = []

  /// The document shown at a frame.
  func document(at frame: Double) -> LottieTextDocument {
    documents.last { $0.time <= frame }?.document ?? documents[0].document
  }
}

/// One text document (a keyframe's `s`): the text and how it is set.
struct LottieTextDocument: Sendable, Equatable {
  /// The text; lines are separated by carriage returns or newlines.
  var text: String
  /// The font's family (from the animation's `fonts` list, else the name).
  var family: String
  /// Whether the font's style names a bold weight.
  var isBold: Bool
  /// The size in points.
  var size: Double
  /// How lines line up with the layer's origin (`j`).
  var justification: TextAlignment
  /// The fill colour (`fc`).
  var color: Color
  /// For box text (`sz` and `ps`), the box the text wraps in: its top-left
  /// corner and size in the layer's coordinates; `nil` for point text.
  var box: Rect?
  /// The stroke colour (`sc`), or `nil` when the text has no stroke.
  var strokeColor: Color?
  /// The stroke's width in points (`sw`), 0 or more.
  var strokeWidth = 0.0
  /// Whether the stroke is drawn over the fill (`of`) rather than under it.
  var strokeOverFill = false

  /// Whether the document draws a stroke: a colour and a width.
  var hasStroke: Bool { strokeColor != nil && strokeWidth > 0 }

  /// The text with After Effects' carriage returns as newlines.
  var lines: String {
    text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
      .replacingOccurrences(of: "\u{3}", with: "\n")
  }
}

extension LottieDecoder {
  /// A text layer's documents (`t.d.k`) and animators (`t.a`), or `nil`
  /// when there are no documents (noted).
  mutating func text(_ json: JSONValue?, at path: JSONPath, place: String) -> LottieText? {
    let animators = textAnimators(json?["a"], at: path.member("a"), place: place)
    guard let keyframes = json?["d"]?["k"]?.array, !keyframes.isEmpty else {
      issues.note("text layers without text (left out)", at: place)
      return nil
    }
    var documents: [(time: Double, document: LottieTextDocument)] = []
    for keyframe in keyframes {
      guard let document = keyframe["s"], let text = document["t"]?.string else { continue }
      let time = keyframe["t"]?.number ?? 0
      let name = document["f"]?.string ?? ""
      let (family, style) = fonts[name] ?? (name, "")
      var size = document["s"]?.number ?? 12
      if !size.isFinite || size <= 0 || size > 2_000 {
        issues.note("text sizes not in 0…2000 (12 used)", at: place)
        size = 12
      }
      var decoded = LottieTextDocument(
        text: String(text.prefix(10_000)), family: family.isEmpty ? "DejaVu Sans" : family,
        isBold: style.lowercased().contains("bold"), size: size,
        justification: [1: .right, 2: .center][document["j"]?.number ?? 0] ?? .left,
        color: Self.textColor(document["fc"]?.numbers), box: Self.box(document))
      decodeStroke(of: document, into: &decoded, place: place)
      documents.append((time.isFinite ? time : 0, decoded))
    }
    guard !documents.isEmpty else {
      issues.note("text layers without text (left out)", at: place)
      return nil
    }
    return LottieText(documents: documents.sorted { $0.time < $1.time }, animators: animators)
  }

  /// A document's stroke (`sc`, `sw`, `of`): a width that is negative or
  /// not finite is 0; one over 1,000 points is held there (noted).
  private mutating func decodeStroke(
    of json: JSONValue, into document: inout LottieTextDocument, place: String
  ) {
    if json["sc"]?.numbers.map({ $0.count >= 3 }) == true {
      document.strokeColor = Self.textColor(json["sc"]?.numbers)
    }
    var width = json["sw"]?.number ?? 0
    if !width.isFinite || width < 0 { width = 0 }
    if width > Self.maximumTextStrokeWidth {
      issues.note("text strokes over 1000 points wide (1000 used)", at: place)
      width = Self.maximumTextStrokeWidth
    }
    document.strokeWidth = width
    document.strokeOverFill = (json["of"]?.number ?? 0) != 0
  }

  /// The widest text stroke drawn, in points.
  static let maximumTextStrokeWidth = 1_000.0

  /// The animation's fonts (`fonts.list`): each name's family and style.
  func fontList(_ json: JSONValue?) -> [String: (String, String)] {
    var fonts: [String: (String, String)] = [:]
    for font in json?["list"]?.array ?? [] {
      guard let name = font["fName"]?.string else { continue }
      fonts[name] = (font["fFamily"]?.string ?? name, font["fStyle"]?.string ?? "")
    }
    return fonts
  }

  /// A fill colour in 0…1 (or 0…255, as some exporters write it).
  static func textColor(_ numbers: [Double]?) -> Color {
    guard let numbers, numbers.count >= 3, numbers.allSatisfy(\.isFinite) else { return .black }
    let scale = numbers.prefix(3).contains { $0 > 1 } ? 255.0 : 1
    func unit(_ value: Double) -> Double { min(max(value / scale, 0), 1) }
    return Color(red: unit(numbers[0]), green: unit(numbers[1]), blue: unit(numbers[2]))
  }

  /// A box text's box (`ps`, `sz`), if the document has a usable one.
  private static func box(_ document: JSONValue) -> Rect? {
    guard let origin = document["ps"]?.numbers, let size = document["sz"]?.numbers,
      origin.count >= 2, size.count >= 2, (origin + size).allSatisfy(\.isFinite),
      size[0] > 0, size[1] > 0
    else { return nil }
    return Rect(x: origin[0], y: origin[1], width: size[0], height: size[1])
  }
}
