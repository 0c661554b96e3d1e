extension LottieDecoder {
  /// A star or polygon item (`sr`).
  mutating func polystar(_ item: JSONValue, at path: JSONPath, place: String) -> LottiePolystar {
    let isStar = item["sy"]?.number != 2
    let star = LottiePolystar(
      isStar: isStar, isReversed: item["d"]?.number == 3,
      position: numbers(item["p"], at: path.member("p"), default: [0, 0]),
      points: numbers(item["pt"], at: path.member("pt"), default: [5]),
      rotation: numbers(item["r"], at: path.member("r"), default: [0]),
      outerRadius: numbers(item["or"], at: path.member("or"), default: [0]),
      outerRoundness: numbers(item["os"], at: path.member("os"), default: [0]),
      innerRadius: numbers(item["ir"], at: path.member("ir"), default: [0]),
      innerRoundness: numbers(item["is"], at: path.member("is"), default: [0]))
    let counts = star.points.keyframes.map { $0.value.first ?? 0 }
    if counts.contains(where: { $0.isFinite && $0 > Double(LottiePolystar.maximumPoints) }) {
      issues.note(
        "polystars of over \(LottiePolystar.maximumPoints) points (cut)", at: place)
    }
    if counts.contains(where: { $0.isFinite && $0.rounded(.down) != $0 }) {
      issues.note("polystars with fractional points (whole points drawn)", at: place)
    }
    return star
  }

  /// A stroke's dashes (`d`): dash (`n: "d"`) and gap (`"g"`) lengths in
  /// order, and the offset (`"o"`); `nil` for none.
  mutating func dashes(_ json: JSONValue?, at path: JSONPath, place: String) -> LottieDashes? {
    guard let array = json?.array, !array.isEmpty else {
      if json != nil, json?.array == nil {
        issues.note("values of the wrong type (defaults used)", at: "\(path)")
      }
      return nil
    }
    var lengths: [LottieProperty<[Double]>] = []
    var offset: LottieProperty<[Double]>?
    for (index, entry) in array.enumerated() {
      let value = numbers(entry["v"], at: path.index(index).member("v"), default: [0])
      switch entry["n"]?.string {
      case "o": offset = value
      case "d", "g": lengths.append(value)
      default: issues.note("dash entries of unknown kind (left out)", at: place)
      }
    }
    guard !lengths.isEmpty else { return nil }
    return LottieDashes(lengths: lengths, offset: offset)
  }
}
