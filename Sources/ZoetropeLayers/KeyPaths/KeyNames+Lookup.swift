import ZoetropeGraphics

// From Core Animation's string key paths to key paths on LayerProperties:
// what `BasicAnimation(keyPath: "strokeEnd")` and its kin resolve.
extension KeyNames {
  /// Every name and the key paths it can stand for, in order of preference:
  /// the names of ``table``, Core Animation's `"transform.rotation.z"`, and
  /// `"transform"` and `"instanceTransform"` for the 3D transforms too
  /// (Core Animation's are 3D; an animation of `Transform3D` values gets
  /// ``LayerProperties/transform3D``).
  static let keyPaths: [String: [AnyKeyPath]] = {
    var names: [String: [AnyKeyPath]] = [:]
    for (keyPath, name) in table {
      names[name, default: []].append(keyPath)
    }
    names["transform.rotation.z"] = [\LayerProperties.transform.rotation]
    names["transform", default: []].append(\LayerProperties.transform3D)
    names["instanceTransform", default: []].append(\LayerProperties.instanceTransform3D)
    return names
  }()

  /// Names that are not Core Animation's but are easily typed for one:
  /// Swift spellings of ``LayerProperties`` members.
  static let spellings: [String: String] = [
    "isHidden": "hidden", "isDoubleSided": "doubleSided", "gradientType": "type",
    "transform.scaleX": "transform.scale.x", "transform.scaleY": "transform.scale.y",
    "transform.translation.dx": "transform.translation.x",
    "transform.translation.dy": "transform.translation.y",
    "emitterBirthRate": "birthRate", "emitterLifetime": "lifetime",
    "emitterVelocity": "velocity", "emitterScale": "scale", "emitterSpin": "spin",
    "emitterSeed": "seed",
  ]

  /// The key path a Core Animation name stands for, for an animation of
  /// `Value`s; or a stand-in and the problem to report when the animation
  /// is added (an unknown name, or a property of another type).
  ///
  /// - Parameters:
  ///   - name: The name, such as `"position.x"`.
  ///   - value: The animation's value type.
  ///   - animation: The animation's class name without its generic
  ///     argument, for the message, such as `"BasicAnimation"`.
  /// - Returns: The key path, and the problem if it is a stand-in.
  static func resolve<Value>(_ name: String, as value: Value.Type, for animation: String)
    -> (WritableKeyPath<LayerProperties, Value>, UnresolvedKeyPath?)
  {
    let candidates = keyPaths[name] ?? []
    if let keyPath = candidates.lazy.compactMap({ $0 as? WritableKeyPath<LayerProperties, Value> })
      .first
    {
      return (keyPath, nil)
    }
    let error: AnimationError
    if candidates.isEmpty {
      let sentence = "\"\(name)\" is not the key path of an animatable layer property"
      error = AnimationError(.unknownKeyPath, sentence + hint(for: name))
    } else {
      let types = candidates.map { "\(type(of: $0).valueType)" }
      error = AnimationError(
        .typeMismatch,
        "\"\(name)\" is a \(types.joined(separator: " or ")) property, but the animation's "
          + "values are \(Value.self); write \(animation)<\(types[0])>(keyPath: \"\(name)\", …)")
    }
    return (\LayerProperties.[unresolvedKeyPath: name], UnresolvedKeyPath(name: name, error: error))
  }

  /// The known name an unknown one is a slip of: the same but for case,
  /// or else the nearest within two edits (a letter added, dropped or
  /// changed; one for names under six letters), ties going to the first
  /// in alphabetical order.
  static func nearMiss(for name: String) -> String? {
    let lowercased = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for known in keyPaths.keys.sorted() {
      let distance = editDistance(lowercased, Array(known.lowercased()))
      if distance <= max(1, min(2, name.count / 3)), distance < (best?.distance ?? .max) {
        best = (known, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance between two strings.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1]
      for (j, right) in b.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// The 3D components of Core Animation's `transform`, which Zoetrope's
  /// 2D ``LayerProperties/transform`` does not have.
  static let components3D: Set<String> = [
    "transform.rotation.x", "transform.rotation.y", "transform.scale.z", "transform.translation.z",
  ]

  /// A sentence's end that suggests what was meant by an unknown name.
  private static func hint(for name: String) -> String {
    if components3D.contains(name) {
      return "; \"transform\" is 2D here: turn or move in 3D with Transform3D values for"
        + " \"transform\""
    }
    if let meant = spellings[name] ?? nearMiss(for: name) {
      return "; did you mean \"\(meant)\"?"
    }
    if name == "frame" {
      return " (nor in Core Animation); animate \"position\" and \"bounds\""
    }
    if name.hasPrefix("transform.") {
      return "; the parts of \"transform\" are \"transform.rotation\" (or"
        + " \"transform.rotation.z\"), \"transform.scale\" (.x, .y) and"
        + " \"transform.translation\" (.x, .y)"
    }
    return ""
  }
}
