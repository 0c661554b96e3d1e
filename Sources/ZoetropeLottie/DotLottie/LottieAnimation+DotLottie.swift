// dotLottie (`.lottie`): a zip archive holding `manifest.json` and the
// animations' JSON under `animations/` (version 1) or `a/` (version 2).
extension LottieAnimation {
  /// Whether bytes start as a zip archive (a dotLottie file) does: `PK`
  /// then a local header or an empty archive's end record.
  static func isZipArchive(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B
      && (bytes[2] == 3 && bytes[3] == 4 || bytes[2] == 5 && bytes[3] == 6)
  }

  /// The JSON of a dotLottie file's animation: the one with `id`, or
  /// else the manifest's first animation (or the first animation file
  /// when there is no usable manifest).
  ///
  /// - Parameters:
  ///   - bytes: The `.lottie` file.
  ///   - id: The animation's id in the manifest, or `nil` for the first.
  /// - Returns: The animation's JSON bytes.
  /// - Throws: ``LottieDecodingError`` for a damaged archive, or one with
  ///   no such animation.
  static func dotLottieAnimationJSON(_ bytes: [UInt8], id: String?) throws(LottieDecodingError)
    -> [UInt8]
  {
    try dotLottieAnimation(bytes, id: id).json
  }

  /// The theme ids a dotLottie file's manifest lists (`themes`: objects
  /// with an `id`, or strings).
  static func dotLottieThemeIDs(_ archive: ZipArchive) -> [String] {
    guard let manifest = archive.entry(named: "manifest.json"),
      let json = try? JSONParser.parse(try archive.contents(of: manifest))
    else { return [] }
    return (json["themes"]?.array ?? []).compactMap { $0["id"]?.string ?? $0.string }
  }

  /// A dotLottie v2 theme (`t/ID.json`) as slot values for `animation`.
  ///
  /// - Throws: ``LottieDecodingError`` when the file has no such theme
  ///   (naming the themes it has) or the theme is not usable.
  static func dotLottieTheme(_ id: String, in archive: ZipArchive, animation: String?)
    throws(LottieDecodingError) -> LottieTheme
  {
    guard let entry = archive.entry(named: "t/\(id).json") else {
      let ids = dotLottieThemeIDs(archive)
      if ids.contains(id) {
        throw LottieDecodingError(
          "The dotLottie file lists theme \"\(id)\" but has no t/\(id).json")
      }
      throw LottieDecodingError(
        "The dotLottie file has no theme \"\(id)\" ("
          + (ids.isEmpty ? "it has no themes)" : "themes: \(ids.joined(separator: ", ")))"))
    }
    return try LottieTheme(archive.contents(of: entry), name: id, animation: animation)
  }

  /// The JSON of a dotLottie file's animation (see
  /// ``dotLottieAnimationJSON(_:id:)``), the archive, for its images and
  /// themes, the animation's id, and the ids of every animation (the
  /// manifest's, or else the animation files' names).
  ///
  /// - Throws: ``LottieDecodingError`` for a damaged archive, or one with
  ///   no such animation (naming those it has).
  static func dotLottieAnimation(_ bytes: [UInt8], id: String?) throws(LottieDecodingError)
    -> (json: [UInt8], archive: ZipArchive, id: String?, ids: [String])
  {
    let archive: ZipArchive
    do {
      archive = try ZipArchive(bytes)
    } catch {
      throw LottieDecodingError("The dotLottie file is not a usable zip archive: \(error.message)")
    }
    let folders = ["animations/", "a/"]
    var ids: [String] = []
    if let manifest = archive.entry(named: "manifest.json"),
      let json = try? JSONParser.parse(try archive.contents(of: manifest))
    {
      ids = (json["animations"]?.array ?? []).compactMap { $0["id"]?.string }
    }
    let wanted = id ?? ids.first
    let entry: ZipArchive.Entry?
    if let wanted {
      entry = folders.lazy.compactMap { archive.entry(named: "\($0)\(wanted).json") }.first
    } else {
      entry = archive.entries.first { entry in
        folders.contains { entry.name.hasPrefix($0) } && entry.name.hasSuffix(".json")
      }
    }
    if ids.isEmpty {
      ids = archive.entries.compactMap { entry in
        guard folders.contains(where: { entry.name.hasPrefix($0) }), entry.name.hasSuffix(".json")
        else { return nil }
        return entry.name.split(separator: "/").last.map { String($0.dropLast(5)) }
      }
    }
    guard let entry else {
      guard let wanted else {
        throw LottieDecodingError(
          "The dotLottie file has no animation (animations/ID.json or a/ID.json)")
      }
      if ids.contains(wanted) {
        throw LottieDecodingError(
          "The dotLottie file has no animation \"\(wanted)\" (its manifest lists it, but there is "
            + "no animations/\(wanted).json or a/\(wanted).json)")
      }
      throw LottieDecodingError(
        "The dotLottie file has no animation \"\(wanted)\" ("
          + (ids.isEmpty ? "it has none)" : "animations: \(ids.joined(separator: ", ")))"))
    }
    let name = entry.name.split(separator: "/").last.map { String($0.dropLast(5)) }
    return (try archive.contents(of: entry), archive, wanted ?? name, ids)
  }
}
