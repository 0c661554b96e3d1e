import ZoetropeGraphics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LottieAnimation {
  /// The largest width or height accepted, in points.
  public static let maximumDimension = 16_384.0

  /// The most layers a ``LottieAnimationLayer`` builds for one animation
  /// (Lottie layers, copies of their parents' transforms, shape groups,
  /// fills and strokes, counted from the back); the rest are left out,
  /// with a warning, so a file of a million layers, or of long parent
  /// chains, cannot exhaust memory.
  public static let maximumLayerCount = 20_000

  /// Decodes a Lottie animation from JSON, or from a dotLottie file (a
  /// zip archive: its manifest's first animation).
  ///
  /// Problems the animation can play without are reported in one warning
  /// (see ``LottieAnimation``); the rest throw.
  ///
  /// - Parameter data: The bytes of a Bodymovin JSON file or a `.lottie`
  ///   file.
  /// - Throws: ``LottieDecodingError`` for a damaged zip archive or one
  ///   with no animation, bytes that are not JSON, a top
  ///   level that is not an object, a width or height that is missing,
  ///   not positive or over ``maximumDimension``, a frame rate that is
  ///   missing or not positive, an out point not after the in point, or
  ///   `layers` that is not an array.
  public convenience init(data: Data) throws(LottieDecodingError) {
    try self.init(data: data, directory: nil)
  }

  /// Decodes a dotLottie file's animation with one of its themes
  /// applied (as dotlottie-web's `setTheme(themeId)`): the theme's rules
  /// (`t/ID.json`) replace the values of the animation's slots.
  ///
  /// - Parameters:
  ///   - data: The bytes of a `.lottie` file.
  ///   - themeID: The theme's id, one of ``themeIDs``.
  /// - Throws: ``LottieDecodingError`` for the reasons ``init(data:)``
  ///   gives, for JSON (which has no themes), for a theme the file does
  ///   not have (naming those it has), and for a theme file that is not
  ///   JSON or has no `rules`. Rules that cannot be used are left out
  ///   with the animation's warning.
  public convenience init(data: Data, themeID: String) throws(LottieDecodingError) {
    try self.init(data: data, directory: nil, themeID: themeID)
  }

  /// Decodes a `.lottie` file's animation with one of its themes applied
  /// (see ``init(data:themeID:)``).
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - themeID: The theme's id, one of ``themeIDs``.
  /// - Throws: ``LottieDecodingError`` if the file cannot be read, or for
  ///   the reasons ``init(data:themeID:)`` gives.
  public convenience init(contentsOf url: URL, themeID: String) throws(LottieDecodingError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LottieDecodingError("Cannot read \(url.path): \(error)")
    }
    try self.init(data: data, directory: url.deletingLastPathComponent(), themeID: themeID)
  }

  /// Decodes one of a dotLottie file's animations, by its id in the
  /// manifest (as lottie-ios's `DotLottieFile.animation(for:)`), with one
  /// of its themes applied if `themeID` is given.
  ///
  /// - Parameters:
  ///   - data: The bytes of a `.lottie` file.
  ///   - animationID: The animation's id, one of ``animationIDs``.
  ///   - themeID: A theme's id, one of ``themeIDs``, or `nil` for none.
  /// - Throws: ``LottieDecodingError`` for the reasons
  ///   ``init(data:themeID:)`` gives, for JSON (which holds one
  ///   animation), and for an animation the file does not have (naming
  ///   those it has).
  public convenience init(data: Data, animationID: String, themeID: String? = nil)
    throws(LottieDecodingError)
  {
    try self.init(data: data, directory: nil, themeID: themeID, animationID: animationID)
  }

  /// Decodes one of a `.lottie` file's animations, by its id (see
  /// ``init(data:animationID:themeID:)``).
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - animationID: The animation's id, one of ``animationIDs``.
  ///   - themeID: A theme's id, one of ``themeIDs``, or `nil` for none.
  /// - Throws: ``LottieDecodingError`` if the file cannot be read, or for
  ///   the reasons ``init(data:animationID:themeID:)`` gives.
  public convenience init(contentsOf url: URL, animationID: String, themeID: String? = nil)
    throws(LottieDecodingError)
  {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LottieDecodingError("Cannot read \(url.path): \(error)")
    }
    try self.init(
      data: data, directory: url.deletingLastPathComponent(), themeID: themeID,
      animationID: animationID)
  }

  /// Decodes JSON or a dotLottie file (its animation `animationID`, or
  /// its first) whose image files are in `directory` (the JSON file's
  /// folder) or in the archive, with a dotLottie theme if `themeID` names
  /// one.
  convenience init(
    data: Data, directory: URL?, themeID: String? = nil, animationID: String? = nil
  ) throws(LottieDecodingError) {
    var bytes = [UInt8](data)
    var files = LottieImageFiles(directory: directory)
    var theme: LottieTheme?
    var themeIDs: [String] = []
    var animations: (ids: [String], active: String?) = ([], nil)
    if Self.isZipArchive(bytes) {
      let found = try Self.dotLottieAnimation(bytes, id: animationID)
      (bytes, files.archive) = (found.json, found.archive)
      animations = (found.ids, found.id)
      themeIDs = Self.dotLottieThemeIDs(found.archive)
      if let themeID {
        theme = try Self.dotLottieTheme(themeID, in: found.archive, animation: found.id)
      }
    } else if let animationID {
      throw LottieDecodingError(
        "There is no animation \"\(animationID)\": only dotLottie files hold several")
    } else if let themeID {
      throw LottieDecodingError(
        "There is no theme \"\(themeID)\": only dotLottie files have themes")
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes)
    } catch {
      throw LottieDecodingError("The data is not valid JSON: \(error)")
    }
    try self.init(
      json: json, files: files, theme: theme, themes: (themeIDs, theme == nil ? nil : themeID),
      animations: animations)
    if !issues.isEmpty {
      let title = name.isEmpty ? "" : " \"\(name)\""
      zoetropeWarning("Lottie animation\(title): left out or replaced: \(issues.summary)")
    }
  }

  /// Decodes a Lottie animation from a `.json` or `.lottie` file.
  ///
  /// - Parameter url: The file.
  /// - Throws: ``LottieDecodingError`` if the file cannot be read, or for
  ///   the reasons ``init(data:)`` gives.
  public convenience init(contentsOf url: URL) throws(LottieDecodingError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LottieDecodingError("Cannot read \(url.path): \(error)")
    }
    try self.init(data: data, directory: url.deletingLastPathComponent())
  }

  /// Decodes a Lottie animation from a file path, or returns `nil` (after
  /// a warning saying why) if it cannot, as lottie-ios's
  /// `LottieAnimation.filepath(_:)`.
  ///
  /// - Parameter filepath: The path of a `.json` or `.lottie` file.
  /// - Returns: The animation, or `nil`.
  public static func filepath(_ filepath: String) -> LottieAnimation? {
    do {
      return try LottieAnimation(contentsOf: URL(fileURLWithPath: filepath))
    } catch {
      zoetropeWarning("Lottie animation \(filepath): \(error.message)")
      return nil
    }
  }

  /// Decodes the top-level object, its slotted properties replaced by
  /// its `slots` and the theme's rules.
  private convenience init(
    json raw: JSONValue, files: LottieImageFiles, theme: LottieTheme?,
    themes: (ids: [String], active: String?), animations: (ids: [String], active: String?)
  ) throws(LottieDecodingError) {
    guard case .object = raw else {
      throw LottieDecodingError("The top level is \(raw.kindName), not an object")
    }
    var slots = LottieSlotValues(slots: raw["slots"])
    if let theme { slots.apply(theme) }
    let json = slots.applied(to: raw)
    func required(_ key: String, _ what: String) throws(LottieDecodingError) -> Double {
      guard let value = json[key] else {
        throw LottieDecodingError("The \(what) (\"\(key)\") is missing")
      }
      guard let number = value.number, number.isFinite else {
        throw LottieDecodingError("The \(what) (\"\(key)\") is \(value.kindName), not a number")
      }
      return number
    }
    let width = try required("w", "width")
    let height = try required("h", "height")
    let framerate = try required("fr", "frame rate")
    let inPoint = try required("ip", "in point")
    let outPoint = try required("op", "out point")
    for (value, what) in [(width, "width"), (height, "height")]
    where !(value > 0 && value <= Self.maximumDimension) {
      throw LottieDecodingError(
        "The \(what) \(value) is outside 1...\(Int(Self.maximumDimension)) points")
    }
    guard framerate > 0 else {
      throw LottieDecodingError("The frame rate \(framerate) is not positive")
    }
    guard outPoint > inPoint else {
      throw LottieDecodingError("The out point \(outPoint) is not after the in point \(inPoint)")
    }
    var decoder = LottieDecoder()
    for note in slots.notes { decoder.issues.note(note.what, at: note.place) }
    decoder.fonts = decoder.fontList(json["fonts"])
    let layers = try decoder.composition(json["layers"], at: .root.member("layers"), in: "")
    let precomps = decoder.precomps(json["assets"])
    let checked = decoder.resolvingPrecompCycles(layers: layers, precomps: precomps)
    let images = decoder.images(json["assets"], files: files)
    self.init(
      name: json["nm"]?.string ?? "", size: Size(width: width, height: height),
      framerate: framerate, startFrame: inPoint, endFrame: outPoint,
      layers: checked.layers, precomps: checked.precomps, images: images,
      markers: decoder.markers(json["markers"]), issues: decoder.issues, themeIDs: themes.ids,
      activeThemeID: themes.active, animations: animations)
  }
}

extension LottieDecoder {
  /// The layers of a composition, with parents that do not exist or that
  /// form a cycle removed (and noted).
  mutating func composition(
    _ json: JSONValue?, at path: JSONPath, in comp: String
  ) throws(LottieDecodingError) -> [LottieLayerModel] {
    guard let json else { return [] }
    guard let array = json.array else {
      throw LottieDecodingError("\(path) is \(json.kindName), not an array of layers")
    }
    var layers: [LottieLayerModel] = []
    for (index, element) in array.enumerated() {
      if let layer = layer(element, at: path.index(index), in: comp) { layers.append(layer) }
    }
    resolveParents(&layers)
    return layers
  }

  /// Removes parents that name no layer, and breaks parent cycles.
  private mutating func resolveParents(_ layers: inout [LottieLayerModel]) {
    var byIndex: [Int: Int] = [:]
    for (position, layer) in layers.enumerated() {
      if let index = layer.index, byIndex[index] == nil { byIndex[index] = position }
    }
    for position in layers.indices {
      guard let parent = layers[position].parent else { continue }
      guard byIndex[parent] != nil else {
        issues.note("parents that do not exist (ignored)", at: layers[position].place)
        layers[position].parent = nil
        continue
      }
      // Walk up; coming back to this layer is a cycle, which is broken
      // here. A chain that loops without it belongs to a cycle above.
      var visited: Set<Int> = [position]
      var current: Int? = parent
      while let index = current, let next = byIndex[index], visited.insert(next).inserted {
        current = layers[next].parent
      }
      if let index = current, byIndex[index] == position {
        issues.note("cyclic parenting (the cycle is broken here)", at: layers[position].place)
        layers[position].parent = nil
      }
    }
  }

  /// The precompositions among the assets, by id.
  mutating func precomps(_ json: JSONValue?) -> [String: [LottieLayerModel]] {
    var result: [String: [LottieLayerModel]] = [:]
    for (index, asset) in (json?.array ?? []).enumerated() {
      guard let id = asset["id"]?.string, asset["layers"] != nil else { continue }
      let path = JSONPath.root.member("assets").index(index).member("layers")
      do {
        result[id] = try composition(asset["layers"], at: path, in: "precomp \"\(id)\"")
      } catch {
        issues.note("precompositions whose layers are not an array", at: "precomp \"\(id)\"")
      }
    }
    return result
  }

  /// The markers (`cm`, `tm`, `dr`); unusable ones are left out.
  mutating func markers(_ json: JSONValue?) -> [Marker]? {
    guard let json else { return nil }
    guard let array = json.array else {
      issues.note("markers that are not an array (ignored)", at: "markers")
      return nil
    }
    return array.compactMap { marker in
      guard let name = marker["cm"]?.string, let frame = marker["tm"]?.number, frame.isFinite
      else {
        issues.note("markers without a name or frame", at: "markers")
        return nil
      }
      let duration = marker["dr"]?.number ?? 0
      return Marker(
        name: name, frameTime: frame, durationFrameTime: duration.isFinite ? max(duration, 0) : 0)
    }
  }
}
