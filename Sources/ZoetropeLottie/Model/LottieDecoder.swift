import ZoetropeAnimation
import ZoetropeGraphics

/// Reads Lottie values out of parsed JSON, noting what it cannot use.
///
/// Animated properties (`{"a": 1, "k": [keyframes]}`) and static ones
/// (`{"k": value}`) both become a ``LottieProperty``. A property of the
/// wrong type, a keyframe with no time, or a non-finite number is noted
/// in ``issues`` and replaced: by the property's default, by leaving the
/// keyframe out, and by 0.
struct LottieDecoder {
  /// What was unsupported or replaced, for the animation's one warning.
  var issues = LottieIssues()
  /// The identifier the last trim paths item got (``LottieTrim/identifier``).
  var nextTrimIdentifier = 0
  /// The image assets image layers name (`refId`), with where.
  var imageReferences: [(id: String, place: String)] = []
  /// The animation's fonts (`fonts.list`): each name's family and style.
  var fonts: [String: (String, String)] = [:]

  /// A numeric property (a number or an array of numbers per value).
  mutating func numbers(
    _ json: JSONValue?, at path: JSONPath, default fallback: [Double]
  ) -> LottieProperty<[Double]> {
    property(json, at: path, default: fallback) { decoder, value, place in
      guard let numbers = value.numbers else { return nil }
      return decoder.finite(numbers, at: place)
    }
  }

  /// A path property (`{"c", "v", "i", "o"}`, or an array holding one).
  mutating func bezier(_ json: JSONValue?, at path: JSONPath) -> LottieProperty<LottieBezier> {
    property(json, at: path, default: LottieBezier()) { decoder, value, place in
      decoder.bezierValue(value, at: place)
    }
  }

  /// A property read with `parse`, static or keyframed.
  mutating func property<Value>(
    _ json: JSONValue?, at path: JSONPath, default fallback: Value,
    parse: (inout LottieDecoder, JSONValue, JSONPath) -> Value?
  ) -> LottieProperty<Value> {
    guard let json else { return LottieProperty(fallback) }
    if json["x"]?.string != nil {
      issues.note("expressions (the static value is used)", at: path.description)
    }
    let content = json["k"] ?? json
    let contentPath = json["k"] == nil ? path : path.member("k")
    if let array = content.array, let first = array.first, first["t"] != nil {
      let keyframes = self.keyframes(array, at: contentPath, parse: parse)
      if !keyframes.isEmpty { return LottieProperty(keyframes: keyframes) }
    } else if let value = parse(&self, content, contentPath) {
      return LottieProperty(value)
    }
    issues.note("values of the wrong type (defaults used)", at: contentPath.description)
    return LottieProperty(fallback)
  }

  /// The keyframes of an animated property, in time order.
  private mutating func keyframes<Value>(
    _ array: [JSONValue], at path: JSONPath,
    parse: (inout LottieDecoder, JSONValue, JSONPath) -> Value?
  ) -> [LottieKeyframe<Value>] {
    var result: [LottieKeyframe<Value>] = []
    var pendingEnd: Value?
    for (index, json) in array.enumerated() {
      let place = path.index(index)
      guard let time = json["t"]?.number, time.isFinite else {
        issues.note("keyframes without a finite time (left out)", at: place.description)
        continue
      }
      let start = json["s"].flatMap { parse(&self, unwrapped($0), place.member("s")) }
      guard let value = start ?? pendingEnd else { continue }
      var keyframe = LottieKeyframe(time: time, value: value)
      keyframe.endValue = json["e"].flatMap { parse(&self, unwrapped($0), place.member("e")) }
      pendingEnd = keyframe.endValue
      keyframe.isHold = (json["h"]?.number ?? 0) == 1
      keyframe.easing = easing(out: json["o"], in: json["i"], at: place)
      if hasTangents(json["to"]) || hasTangents(json["ti"]) {
        keyframe.spatialTangents = (tangent(json["to"]), tangent(json["ti"]))
      }
      result.append(keyframe)
    }
    if !zip(result, result.dropFirst()).allSatisfy({ $0.time <= $1.time }) {
      issues.note("keyframes out of time order (sorted)", at: path.description)
      result.sort { $0.time < $1.time }
    }
    return result
  }

  /// A shape keyframe value may be wrapped in a one-element array.
  private func unwrapped(_ json: JSONValue) -> JSONValue {
    if let array = json.array, array.count == 1, case .object = array[0] { return array[0] }
    return json
  }

  /// A spatial tangent as a point (zero if absent or unusable).
  private func tangent(_ json: JSONValue?) -> Point {
    guard let numbers = json?.numbers, numbers.count >= 2, numbers[0].isFinite,
      numbers[1].isFinite
    else { return .zero }
    return Point(x: numbers[0], y: numbers[1])
  }

  /// Whether a spatial tangent (`to`, `ti`) is present and not zero.
  private func hasTangents(_ json: JSONValue?) -> Bool {
    guard let numbers = json?.numbers else { return false }
    return numbers.contains { $0 != 0 }
  }

  /// The easing curves of a segment, one per dimension, from the
  /// keyframe's out (`o`) and in (`i`) control points; none (linear)
  /// when they are missing or unusable.
  private mutating func easing(
    out: JSONValue?, in into: JSONValue?, at path: JSONPath
  ) -> [TimingFunction] {
    guard let outX = out?["x"]?.numbers, let outY = out?["y"]?.numbers,
      let inX = into?["x"]?.numbers, let inY = into?["y"]?.numbers,
      !outX.isEmpty, !outY.isEmpty, !inX.isEmpty, !inY.isEmpty
    else { return [] }
    let dimensions = max(outX.count, outY.count, inX.count, inY.count)
    var curves: [TimingFunction] = []
    for index in 0..<dimensions {
      func pick(_ values: [Double]) -> Double { values[min(index, values.count - 1)] }
      let points = [pick(outX), pick(outY), pick(inX), pick(inY)]
      guard points.allSatisfy(\.isFinite) else {
        issues.note("non-finite easing (linear used)", at: path.description)
        return []
      }
      curves.append(
        TimingFunction(
          controlPoints: min(max(points[0], 0), 1), points[1],
          min(max(points[2], 0), 1), points[3]))
    }
    return curves
  }

  /// The numbers with each non-finite one replaced by 0 (and noted).
  mutating func finite(_ numbers: [Double], at path: JSONPath) -> [Double] {
    guard numbers.contains(where: { !$0.isFinite }) else { return numbers }
    issues.note("non-finite numbers (0 used)", at: path.description)
    return numbers.map { $0.isFinite ? $0 : 0 }
  }

  /// A path value, or `nil` if it is not one.
  private mutating func bezierValue(_ json: JSONValue, at path: JSONPath) -> LottieBezier? {
    let value = unwrapped(json)
    guard let vertices = value["v"]?.array else { return nil }
    func points(_ key: String) -> [Point]? {
      guard let array = value[key]?.array else { return nil }
      var result: [Point] = []
      for element in array {
        guard let numbers = element.numbers, numbers.count >= 2 else { return nil }
        result.append(Point(x: numbers[0], y: numbers[1]))
      }
      return result
    }
    guard let v = points("v"), v.count == vertices.count else { return nil }
    let zeros = Array(repeating: Point.zero, count: v.count)
    var shape = LottieBezier(
      vertices: v, inTangents: points("i") ?? zeros, outTangents: points("o") ?? zeros,
      isClosed: (value["c"]?.number ?? 0) != 0)
    if shape.inTangents.count != v.count { shape.inTangents = zeros }
    if shape.outTangents.count != v.count { shape.outTangents = zeros }
    let all = shape.vertices + shape.inTangents + shape.outTangents
    if all.contains(where: { !$0.x.isFinite || !$0.y.isFinite }) {
      issues.note("non-finite path points (the path is left empty)", at: path.description)
      return LottieBezier()
    }
    return shape
  }
}
