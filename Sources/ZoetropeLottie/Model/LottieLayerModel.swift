import ZoetropeGraphics

/// One layer of a composition, as decoded.
struct LottieLayerModel: Sendable {
  /// What the layer draws.
  enum Content: Sendable {
    /// A precomposition: the layers of the asset `id`, clipped to `size`.
    case precomp(id: String, size: Size)
    /// A rectangle of one colour from (0, 0).
    case solid(Color, size: Size)
    /// The image asset `id`, from (0, 0) at the asset's size.
    case image(id: String)
    /// Nothing: a null layer moves its children only.
    case none
    /// Shape items, front to back.
    case shapes([LottieShapeItem])
  }

  /// The layer's name (`nm`), for messages.
  var name: String
  /// The index that children name as their `parent` (`ind`).
  var index: Int?
  /// The `ind` of the parent, whose transform moves this layer.
  var parent: Int?
  /// What the layer draws.
  var content: Content
  /// The first frame the layer shows (`ip`), in its composition's frames.
  var inPoint: Double
  /// The frame the layer stops showing at (`op`).
  var outPoint: Double
  /// The frame of its composition at which a precomposition's frame 0
  /// plays (`st`).
  var startTime: Double
  /// The time stretch of a precomposition's frames (`sr`): 2 plays them
  /// at half speed.
  var timeStretch: Double
  /// A precomposition's time remapping (`tm`): the time in seconds of its
  /// composition shown at each frame of this layer's composition, in
  /// place of ``startTime`` and ``timeStretch``.
  var timeRemap: LottieProperty<[Double]>? = nil
  /// The transform (`ks`).
  var transform: LottieTransform
  /// Whether the layer is only another layer's track matte (`td`): not
  /// drawn.
  var isMatteSource: Bool
  /// The masks (`masksProperties`), in order.
  var masks: [LottieMask] = []
  /// How the layer is matted by its track matte (`tt`), if it is.
  var matteMode: LottieMatteMode?
  /// The `ind` of the layer that is its track matte (`tp`); without it,
  /// the layer listed just before it.
  var matteParent: Int?
  /// Where the layer is, for messages (`layer "Ball"`).
  var place: String

  /// Whether the layer shows at a frame: from the in point until the out
  /// point.
  func isVisible(at frame: Double) -> Bool {
    frame >= inPoint && frame < outPoint
  }
}

extension LottieDecoder {
  /// A layer, or `nil` for a kind this module does not draw (noted).
  mutating func layer(_ json: JSONValue, at path: JSONPath, in comp: String) -> LottieLayerModel? {
    let name = json["nm"]?.string ?? "\(path)"
    let place = comp.isEmpty ? "layer \"\(name)\"" : "\(comp) > layer \"\(name)\""
    guard (json["hd"]?.number ?? 0) == 0 else { return nil }
    noteUnsupportedLayerParts(json, place: place)
    guard let content = layerContent(json, at: path, place: place) else { return nil }
    var stretch = json["sr"]?.number ?? 1
    if !stretch.isFinite || stretch <= 0 {
      issues.note("time stretch not positive (1 used)", at: place)
      stretch = 1
    }
    let inPoint = json["ip"]?.number ?? -Double.infinity
    let outPoint = json["op"]?.number ?? Double.infinity
    return LottieLayerModel(
      name: name,
      index: json["ind"]?.number.flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil },
      parent: json["parent"]?.number.flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil },
      content: content,
      inPoint: inPoint.isNaN ? -Double.infinity : inPoint,
      outPoint: outPoint.isNaN ? Double.infinity : outPoint,
      startTime: (json["st"]?.number).flatMap { $0.isFinite ? $0 : nil } ?? 0,
      timeStretch: stretch,
      timeRemap: timeRemap(json, at: path, place: place),
      transform: layerTransform(json, at: path),
      isMatteSource: (json["td"]?.number ?? 0) != 0,
      masks: masks(json["masksProperties"], at: path.member("masksProperties"), place: place),
      matteMode: matteMode(json["tt"], place: place),
      matteParent: json["tp"]?.number.flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil },
      place: place)
  }

  /// What a layer draws, by its type (`ty`).
  private mutating func layerContent(
    _ json: JSONValue, at path: JSONPath, place: String
  ) -> LottieLayerModel.Content? {
    let size = Size(width: json["w"]?.number ?? 0, height: json["h"]?.number ?? 0)
    switch json["ty"]?.number {
    case 0:
      guard let id = json["refId"]?.string else {
        issues.note("precomposition layers without a refId (left out)", at: place)
        return nil
      }
      return .precomp(id: id, size: size)
    case 1:
      let solid = Size(width: json["sw"]?.number ?? 0, height: json["sh"]?.number ?? 0)
      return .solid(Self.color(hex: json["sc"]?.string) ?? .black, size: solid)
    case 3:
      return LottieLayerModel.Content.none
    case 4:
      return .shapes(shapeItems(json["shapes"], at: path.member("shapes"), place: place).items)
    case 2:
      guard let id = json["refId"]?.string else {
        issues.note("image layers without a refId (left out)", at: place)
        return nil
      }
      imageReferences.append((id, place))
      return .image(id: id)
    case 5:
      issues.note("text layers", at: place)
    default:
      issues.note("layers of type \(json["ty"]?.number.map { "\($0)" } ?? "none")", at: place)
    }
    return nil
  }

  /// A precomposition layer's time remapping (`tm`), if any; on other
  /// layers it is noted and ignored.
  private mutating func timeRemap(
    _ json: JSONValue, at path: JSONPath, place: String
  ) -> LottieProperty<[Double]>? {
    guard let remap = json["tm"] else { return nil }
    guard json["ty"]?.number == 0 else {
      issues.note("time remapping of layers that are not precompositions (ignored)", at: place)
      return nil
    }
    return numbers(remap, at: path.member("tm"), default: [0])
  }

  /// A layer's transform (`ks`), following its motion when it
  /// auto-orients (`ao: 1`).
  private mutating func layerTransform(_ json: JSONValue, at path: JSONPath) -> LottieTransform {
    var layerTransform = transform(json["ks"], at: path.member("ks"))
    layerTransform.autoOrients = (json["ao"]?.number ?? 0) != 0
    return layerTransform
  }

  /// Notes masks, mattes, effects and the rest.
  private mutating func noteUnsupportedLayerParts(_ json: JSONValue, place: String) {
    if json["ef"]?.array?.isEmpty == false { issues.note("effects", at: place) }
    if (json["ddd"]?.number ?? 0) != 0 { issues.note("3D layers", at: place) }
    if (json["bm"]?.number ?? 0) != 0 { issues.note("blend modes", at: place) }
  }

  /// A track matte's mode: alpha, luma and their inverted forms.
  private mutating func matteMode(_ json: JSONValue?, place: String) -> LottieMatteMode? {
    switch json?.number {
    case nil, 0: return nil
    case 1: return .alpha
    case 3: return .luma
    case 2: return .alphaInverted
    case 4: return .lumaInverted
    default:
      issues.note("track mattes of an unknown type (drawn unmatted)", at: place)
    }
    return nil
  }

  /// A solid colour written `#RRGGBB`.
  static func color(hex: String?) -> Color? {
    guard let text = hex?.trimmingPrefix("#"), text.count == 6,
      let value = UInt32(text, radix: 16)
    else { return nil }
    return Color(
      red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }
}

extension String {
  /// The string without a leading `prefix`, if it has one.
  fileprivate func trimmingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
