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
    for (index, item) in array.enumerated() {
      let itemPath = path.index(index)
      guard (item["hd"]?.number ?? 0) == 0 else { continue }
      let type = item["ty"]?.string ?? "?"
      let name = item["nm"]?.string ?? type
      if type == "tr" {
        groupTransform = transform(item, at: itemPath)
      } else if let decoded = shapeItem(item, type: type, at: itemPath, place: "\(place) > \(name)")
      {
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
    case "fl":
      return .fill(
        LottieFill(
          color: numbers(item["c"], at: path.member("c"), default: [0, 0, 0, 1]),
          opacity: numbers(item["o"], at: path.member("o"), default: [100]),
          fillRule: item["r"]?.number == 2 ? .evenOdd : .nonZero))
    case "st":
      return .stroke(stroke(item, at: path, place: place))
    default:
      issues.note(Self.unsupportedShapeNames[type] ?? "shape items of type \"\(type)\"", at: place)
      return nil
    }
  }

  /// A stroke item.
  private mutating func stroke(_ item: JSONValue, at path: JSONPath, place: String) -> LottieStroke
  {
    if item["d"]?.array?.isEmpty == false {
      issues.note("dashed strokes (drawn solid)", at: place)
    }
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
      miterLimit: miterLimit)
  }

  /// What the warning calls each shape item kind that is not drawn.
  static let unsupportedShapeNames: [String: String] = [
    "gf": "gradient fills", "gs": "gradient strokes", "tm": "trim paths",
    "rp": "repeaters", "rd": "rounded corners", "mm": "merge paths",
    "sr": "polystars", "pb": "pucker and bloat", "tw": "twists",
    "op": "offset paths", "zz": "zig zags",
  ]
}
