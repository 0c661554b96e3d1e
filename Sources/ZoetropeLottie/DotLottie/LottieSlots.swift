// Lottie slots and dotLottie themes: a property (or image asset) that
// carries a slot id (`sid`) takes its value from the animation's `slots`
// (`{"ID": {"p": value}}`), and a dotLottie v2 theme (`t/ID.json`, its
// `rules`) replaces slots' values, as dotlottie-rs applies them.

/// The values that replace slotted properties, by slot id, and what was
/// wrong with them.
struct LottieSlotValues: Sendable {
  /// Each slot's value: the members merged into an object whose `sid` is
  /// the slot's id.
  var values: [String: JSONValue] = [:]
  /// Problems found while reading them (what, where).
  var notes: [(what: String, place: String)] = []

  /// The animation's own `slots`.
  init(slots json: JSONValue?) {
    guard case .object(let members)? = json else {
      if json != nil { notes.append(("slots that are not an object (ignored)", "slots")) }
      return
    }
    for member in members {
      guard case .object? = member.value["p"] else {
        notes.append(("slots without an object value (ignored)", "slots.\(member.key)"))
        continue
      }
      values[member.key] = member.value["p"]
    }
  }

  /// Replaces these values with a theme's (its rules for `animation`).
  mutating func apply(_ theme: LottieTheme) {
    for (id, value) in theme.values { values[id] = value }
    notes += theme.notes
  }

  /// `json` with every object whose `sid` names a slot merged with the
  /// slot's value (its members replace the object's).
  func applied(to json: JSONValue) -> JSONValue {
    guard !values.isEmpty else { return json }
    switch json {
    case .array(let elements):
      return .array(elements.map(applied))
    case .object(var members):
      for index in members.indices {
        members[index].value = applied(to: members[index].value)
      }
      guard case .string(let id)? = JSONValue.object(members)["sid"],
        case .object(var replacements)? = values[id]
      else { return .object(members) }
      Self.mergeTextDocuments(of: members, into: &replacements)
      for replacement in replacements {
        if let index = members.lastIndex(where: { $0.key == replacement.key }) {
          members[index].value = replacement.value
        } else {
          members.append(replacement)
        }
      }
      return .object(members)
    default:
      return json
    }
  }
}

extension LottieSlotValues {
  /// When both are text documents (`k`: keyframes whose `s` are
  /// objects), each replacement document keeps the fields it does not
  /// give from the original's first document (a theme's text rule may
  /// give only the text).
  static func mergeTextDocuments(of original: [JSONMember], into replacements: inout [JSONMember]) {
    guard let base = JSONValue.object(original)["k"]?.array?.first?["s"],
      case .object(let baseMembers) = base,
      let index = replacements.firstIndex(where: { $0.key == "k" }),
      let keyframes = replacements[index].value.array
    else { return }
    replacements[index].value = .array(
      keyframes.map { keyframe in
        guard case .object(var members) = keyframe,
          let slot = members.firstIndex(where: { $0.key == "s" }),
          case .object(let given) = members[slot].value
        else { return keyframe }
        var document = baseMembers
        for member in given {
          if let at = document.lastIndex(where: { $0.key == member.key }) {
            document[at].value = member.value
          } else {
            document.append(member)
          }
        }
        members[slot].value = .object(document)
        return .object(members)
      })
  }
}

/// A dotLottie v2 theme: its rules as slot values.
struct LottieTheme: Sendable {
  var values: [String: JSONValue] = [:]
  var notes: [(what: String, place: String)] = []

  /// Reads a theme file (`{"rules": [...]}`): each rule of a known type
  /// (`Color`, `Scalar`, `Vector`, `Position`, `Gradient`, `Image`,
  /// `Text`) whose `animations` (if given) include `animation` becomes
  /// the value of the slot named by its `id`; broken rules are noted and
  /// left out.
  ///
  /// - Throws: ``LottieDecodingError`` when the file is not JSON or has
  ///   no `rules` array.
  init(_ bytes: [UInt8], name: String, animation: String?) throws(LottieDecodingError) {
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes)
    } catch {
      throw LottieDecodingError("The theme \"\(name)\" is not valid JSON: \(error)")
    }
    guard let rules = json["rules"]?.array else {
      throw LottieDecodingError("The theme \"\(name)\" has no \"rules\" array")
    }
    for (index, rule) in rules.enumerated() {
      let place = "theme \"\(name)\" rules[\(index)]"
      if let animations = rule["animations"]?.array {
        guard animations.contains(where: { $0.string == animation }) else { continue }
      }
      guard let id = rule["id"]?.string, let type = rule["type"]?.string else {
        notes.append(("theme rules without an id or type (left out)", place))
        continue
      }
      if rule["expression"] != nil {
        notes.append(("theme rule expressions (ignored)", place))
      }
      guard Self.types.contains(type) else {
        notes.append(("theme rules of a type not drawn (left out)", place))
        continue
      }
      guard let value = Self.slotValue(of: rule, type: type) else {
        notes.append(("theme rules without a usable value (left out)", place))
        continue
      }
      values[id] = value
    }
  }

  /// The rule types drawn (dotlottie-rs's).
  static let types: Set<String> = [
    "Color", "Scalar", "Vector", "Position", "Gradient", "Image", "Text",
  ]

  /// A rule's value as the slot value (the property JSON) it stands for.
  static func slotValue(of rule: JSONValue, type: String) -> JSONValue? {
    switch type {
    case "Color", "Vector", "Position":
      let minimum = type == "Color" ? 3 : 1
      return property(rule, isPosition: type == "Position") { value in
        guard let numbers = value.numbers, numbers.count >= minimum else { return nil }
        return value
      }
    case "Scalar":
      return property(rule, isPosition: false) { value in
        value.number.map { .array([.number($0)]) }
      }
    case "Gradient":
      return gradient(rule)
    case "Image":
      return image(rule["value"])
    case "Text":
      return text(rule)
    default:
      return nil
    }
  }

  /// A static (`value`) or keyframed (`keyframes`) property, each value
  /// read by `read`.
  private static func property(
    _ rule: JSONValue, isPosition: Bool, read: (JSONValue) -> JSONValue?
  ) -> JSONValue? {
    if let value = rule["value"] {
      return read(value).map { object(["a": .number(0), "k": $0]) }
    }
    guard let keyframes = rule["keyframes"]?.array, !keyframes.isEmpty else { return nil }
    var converted: [JSONValue] = []
    for keyframe in keyframes {
      guard let frame = keyframe["frame"]?.number, frame.isFinite,
        let value = keyframe["value"].flatMap(read)
      else { return nil }
      var members: [String: JSONValue] = ["t": .number(frame), "s": value]
      members["i"] = keyframe["inTangent"]
      members["o"] = keyframe["outTangent"]
      if keyframe["hold"]?.number == 1 { members["h"] = .number(1) }
      if isPosition {
        members["ti"] = keyframe["valueInTangent"]
        members["to"] = keyframe["valueOutTangent"]
      }
      converted.append(object(members))
    }
    return object(["a": .number(1), "k": .array(converted)])
  }

  /// A gradient rule: stops `{offset, color: [r, g, b, a?]}` as a
  /// gradient's `{"p": count, "k": property}` (colour stops, then alpha
  /// stops when any stop has an alpha).
  private static func gradient(_ rule: JSONValue) -> JSONValue? {
    var count = 0
    func stops(_ value: JSONValue) -> JSONValue? {
      guard let stops = value.array, !stops.isEmpty else { return nil }
      var colors: [Double] = []
      var alphas: [Double] = []
      let hasAlpha = stops.contains { ($0["color"]?.numbers?.count ?? 0) >= 4 }
      for stop in stops {
        guard let offset = stop["offset"]?.number, let color = stop["color"]?.numbers,
          color.count >= 3
        else { return nil }
        colors += [offset] + color.prefix(3)
        if hasAlpha { alphas += [offset, color.count >= 4 ? color[3] : 1] }
      }
      count = stops.count
      return .array((colors + alphas).map { .number($0) })
    }
    guard let property = property(rule, isPosition: false, read: stops) else { return nil }
    return object(["p": .number(Double(count)), "k": property])
  }

  /// A text rule's `value` (or `keyframes` of `frame` and `value`) as a
  /// text property's keyframes of documents: `text`, `fontName`,
  /// `fontSize`, `fillColor`, `strokeColor`, `strokeWidth`,
  /// `strokeOverFill`, `justify` (`Left`, `Right`, `Center`), `tracking`,
  /// `lineHeight`, `wrapSize` and `wrapPosition` as a document's `t`,
  /// `f`, `s`, `fc`, `sc`, `sw`, `of`, `j`, `tr`, `lh`, `sz` and `ps`.
  private static func text(_ rule: JSONValue) -> JSONValue? {
    func document(_ value: JSONValue) -> JSONValue? {
      guard let text = value["text"]?.string else { return nil }
      var members: [String: JSONValue] = ["t": .string(text)]
      let names = [
        ("fontName", "f"), ("fontSize", "s"), ("fillColor", "fc"), ("strokeColor", "sc"),
        ("strokeWidth", "sw"), ("strokeOverFill", "of"), ("tracking", "tr"),
        ("lineHeight", "lh"), ("wrapSize", "sz"), ("wrapPosition", "ps"),
      ]
      for (name, key) in names { members[key] = value[name] }
      let justification = ["Left": 0.0, "Right": 1, "Center": 2]
      if let justify = value["justify"]?.string.flatMap({ justification[$0] }) {
        members["j"] = .number(justify)
      }
      return object(members)
    }
    var keyframes: [JSONValue] = []
    if let value = rule["value"] {
      guard let made = document(value) else { return nil }
      keyframes = [object(["t": .number(0), "s": made])]
    } else {
      for keyframe in rule["keyframes"]?.array ?? [] {
        guard let frame = keyframe["frame"]?.number, frame.isFinite,
          let made = keyframe["value"].flatMap(document)
        else { return nil }
        keyframes.append(object(["t": .number(frame), "s": made]))
      }
    }
    return keyframes.isEmpty ? nil : object(["k": .array(keyframes)])
  }

  /// An image rule's `{src, width, height}` as an image asset's members:
  /// a `data:` URI embedded, or a file of the archive's `i/` folder.
  private static func image(_ value: JSONValue?) -> JSONValue? {
    guard let source = value?["src"]?.string, !source.isEmpty,
      !source.hasPrefix("http://"), !source.hasPrefix("https://")
    else { return nil }
    var members: [String: JSONValue] = [:]
    if source.hasPrefix("data:") {
      members["p"] = .string(source)
      members["u"] = .string("")
      members["e"] = .number(1)
    } else {
      let name = source.split(separator: "/").last.map(String.init) ?? source
      members["p"] = .string(name)
      members["u"] = .string("i/")
      members["e"] = .number(0)
    }
    members["w"] = value?["width"]
    members["h"] = value?["height"]
    return object(members)
  }

  /// An object of members (in key order, so the result is stable).
  private static func object(_ members: [String: JSONValue]) -> JSONValue {
    .object(members.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: $0.value) })
  }
}
