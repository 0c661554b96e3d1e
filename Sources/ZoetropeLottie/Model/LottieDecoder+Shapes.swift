import ZoetropeLayers

extension LottieDecoder {
  /// The shape items of a list (`shapes` or a group's `it`), front to
  /// back, with each group's transform taken out of its list; hidden items
  /// and kinds this module does not draw are left out (and noted).
  ///
  /// - Parameters:
  ///   - json: The list.
  ///   - path: Where it is, for messages.
  ///   - place: The layer (and groups) it belongs to, for messages.
  /// - Returns: The items, and the list's own transform (`tr`), if any.
  mutating func shapeItems(
    _ json: JSONValue?, at path: JSONPath, place: String
  ) -> (items: [LottieShapeItem], transform: LottieTransform?) {
    guard let array = json?.array else {
      if json != nil { issues.note("values of the wrong type (defaults used)", at: "\(path)") }
      return ([], nil)
    }
    var items: [LottieShapeItem] = []
    var groupTransform: LottieTransform?
    var merges = 0
    for (index, item) in array.enumerated() {
      let itemPath = path.index(index)
      guard (item["hd"]?.number ?? 0) == 0 else { continue }
      let type = item["ty"]?.string ?? "?"
      let name = item["nm"]?.string ?? type
      if type == "tr" {
        groupTransform = transform(item, at: itemPath)
      } else if type == "rd" {
        noteBooleanMerges(in: items, before: "rounded corners", at: "\(place) > \(name)")
        let radius = numbers(item["r"], at: itemPath.member("r"), default: [0])
        items = items.map { $0.rounded(by: radius) }
      } else if type == "rp" {
        let repeated = repeater(item, at: itemPath, place: "\(place) > \(name)")
        items = [.repeater(repeated, items: items)]
      } else if type == "mm" {
        merges += 1
        guard merges <= LottieMerge.maximumPerList else {
          issues.note("merge paths beyond 32 in one list (left out)", at: "\(place) > \(name)")
          continue
        }
        items = [.merge(mergePaths(item, operands: items, place: "\(place) > \(name)"))]
      } else if let decoded = shapeItem(item, type: type, at: itemPath, place: "\(place) > \(name)")
      {
        if type == "tm" {
          noteBooleanMerges(in: items, before: "trim paths", at: "\(place) > \(name)")
        }
        items.append(decoded)
      }
    }
    return (items, groupTransform)
  }

  /// One shape item other than a group transform, or `nil` for a kind
  /// this module does not draw.
  private mutating func shapeItem(
    _ item: JSONValue, type: String, at path: JSONPath, place: String
  ) -> LottieShapeItem? {
    switch type {
    case "gr":
      let (items, transform) = shapeItems(item["it"], at: path.member("it"), place: place)
      return .group(
        name: item["nm"]?.string ?? "", items: items, transform: transform ?? LottieTransform())
    case "rc":
      return .rectangle(
        position: numbers(item["p"], at: path.member("p"), default: [0, 0]),
        size: numbers(item["s"], at: path.member("s"), default: [0, 0]),
        roundness: numbers(item["r"], at: path.member("r"), default: [0]))
    case "el":
      return .ellipse(
        position: numbers(item["p"], at: path.member("p"), default: [0, 0]),
        size: numbers(item["s"], at: path.member("s"), default: [0, 0]))
    case "sh":
      return .path(bezier(item["ks"], at: path.member("ks")))
    case "sr":
      return .polystar(polystar(item, at: path, place: place))
    case "fl":
      return .fill(
        LottieFill(
          color: numbers(item["c"], at: path.member("c"), default: [0, 0, 0, 1]),
          opacity: numbers(item["o"], at: path.member("o"), default: [100]),
          fillRule: item["r"]?.number == 2 ? .evenOdd : .nonZero,
          name: item["nm"]?.string ?? "Fill"))
    case "st":
      return .stroke(stroke(item, at: path, place: place))
    case "gf":
      return .gradientFill(
        gradient(item, at: path, place: place),
        fillRule: item["r"]?.number == 2 ? .evenOdd : .nonZero)
    case "gs":
      return .gradientStroke(
        gradient(item, at: path, place: place), stroke(item, at: path, place: place))
    case "tm":
      nextTrimIdentifier += 1
      return .trim(
        LottieTrim(
          identifier: nextTrimIdentifier,
          start: numbers(item["s"], at: path.member("s"), default: [0]),
          end: numbers(item["e"], at: path.member("e"), default: [100]),
          offset: numbers(item["o"], at: path.member("o"), default: [0]),
          isIndividual: item["m"]?.number == 2))
    default:
      issues.note(Self.unsupportedShapeNames[type] ?? "shape items of type \"\(type)\"", at: place)
      return nil
    }
  }

  /// A stroke item.
  private mutating func stroke(_ item: JSONValue, at path: JSONPath, place: String) -> LottieStroke
  {
    let caps: [Double: LineCap] = [1: .butt, 2: .round, 3: .square]
    let joins: [Double: LineJoin] = [1: .miter, 2: .round, 3: .bevel]
    var miterLimit = item["ml"]?.number ?? 4
    if !miterLimit.isFinite || miterLimit < 1 {
      issues.note("miter limits below 1 or not finite (4 used)", at: place)
      miterLimit = 4
    }
    return LottieStroke(
      color: numbers(item["c"], at: path.member("c"), default: [0, 0, 0, 1]),
      opacity: numbers(item["o"], at: path.member("o"), default: [100]),
      width: numbers(item["w"], at: path.member("w"), default: [1]),
      lineCap: caps[item["lc"]?.number ?? 2] ?? .round,
      lineJoin: joins[item["lj"]?.number ?? 2] ?? .round,
      miterLimit: miterLimit, dashes: dashes(item["d"], at: path.member("d"), place: place),
      name: item["nm"]?.string ?? "Stroke")
  }

  /// Merge paths combining `operands` (the path items and groups of
  /// the items listed before it; an unknown mode merges, with a note).
  private mutating func mergePaths(
    _ item: JSONValue, operands: [LottieShapeItem], place: String
  ) -> LottieMerge {
    let raw = item["mm"]?.number ?? 1
    var mode = LottieMerge.Mode.merge
    if raw >= 1, raw <= 5, raw == raw.rounded(), let known = LottieMerge.Mode(rawValue: Int(raw)) {
      mode = known
    } else {
      issues.note("merge paths of an unknown mode (merged)", at: place)
    }
    var kept = operands.filter(\.isMergeOperand)
    if mode == .intersect || mode == .exclude, kept.count > LottieMerge.maximumFoldedOperands {
      issues.note("merge paths that intersect or exclude over 32 paths (the first 32)", at: place)
      kept = Array(kept.prefix(LottieMerge.maximumFoldedOperands))
    }
    if kept.contains(where: \.holdsBooleanMerge) {
      issues.note("Boolean merge paths inside merged groups (their paths laid together)", at: place)
    }
    return LottieMerge(mode: mode, operands: kept)
  }

  /// Notes a modifier (trim paths, rounded corners) listed after a
  /// Boolean merge in `items`, which it does not reach.
  private mutating func noteBooleanMerges(
    in items: [LottieShapeItem], before modifier: String, at place: String
  ) {
    guard items.contains(where: { $0.booleanMerge != nil }) else { return }
    issues.note("\(modifier) after Boolean merge paths (the merge left as it is)", at: place)
  }

  /// What the warning calls each shape item kind that is not drawn.
  static let unsupportedShapeNames: [String: String] = [
    "pb": "pucker and bloat", "tw": "twists",
    "op": "offset paths", "zz": "zig zags",
  ]

  /// A gradient fill's or stroke's gradient.
  private mutating func gradient(
    _ item: JSONValue, at path: JSONPath, place: String
  ) -> LottieGradient {
    let count = item["g"]?["p"]?.number ?? 0
    if !(count >= 1 && count <= 1_000) {
      issues.note("gradients without a usable stop count (left out)", at: place)
    }
    return LottieGradient(
      isRadial: item["t"]?.number == 2,
      start: numbers(item["s"], at: path.member("s"), default: [0, 0]),
      end: numbers(item["e"], at: path.member("e"), default: [0, 0]),
      stops: numbers(item["g"]?["k"], at: path.member("g.k"), default: []),
      colorCount: count >= 1 && count <= 1_000 ? Int(count) : 0,
      opacity: numbers(item["o"], at: path.member("o"), default: [100]),
      highlightLength: numbers(item["h"], at: path.member("h"), default: [0]),
      highlightAngle: numbers(item["a"], at: path.member("a"), default: [0]))
  }

  /// A repeater (its copies clamped to 0...``LottieRepeater/maximumCopies``).
  private mutating func repeater(
    _ item: JSONValue, at path: JSONPath, place: String
  ) -> LottieRepeater {
    let copies = numbers(item["c"], at: path.member("c"), default: [1])
    if copies.isAnimated { issues.note("animated repeater copies (first value used)", at: place) }
    var count = copies.initialValue.first ?? 1
    if !(count >= 0 && count <= Double(LottieRepeater.maximumCopies)) {
      issues.note("repeater copies outside 0...1000 (clamped)", at: place)
      count = count.isNaN ? 1 : min(max(count, 0), Double(LottieRepeater.maximumCopies))
    }
    let json = item["tr"]
    let trPath = path.member("tr")
    return LottieRepeater(
      copies: Int(count.rounded(.up)),
      offset: numbers(item["o"], at: path.member("o"), default: [0]),
      isAbove: item["m"]?.number != 2,
      transform: transform(json, at: trPath),
      startOpacity: numbers(json?["so"], at: trPath.member("so"), default: [100]),
      endOpacity: numbers(json?["eo"], at: trPath.member("eo"), default: [100]))
  }
}
