import ZoetropeGraphics

extension KeyframeAnimation {
  /// Checks the keyframes (the list on ``KeyframeAnimation``), throwing
  /// the first problem found.
  func validateKeyframes() throws(AnimationError) {
    if rotationMode != .none && Value.self != Point.self {
      throw error(.typeMismatch, "has a rotationMode, but its values are not points")
    }
    if let path {
      try validate(path)
      return
    }
    guard !values.isEmpty else {
      throw error(.noKeyframes, "has no values and no path")
    }
    for (index, value) in values.enumerated() where !isFiniteValue(value) {
      throw error(.nonFiniteValue, "value \(index), \(value), is not finite")
    }
    for (name, parameters) in [
      ("tensionValues", tensionValues), ("continuityValues", continuityValues),
      ("biasValues", biasValues),
    ] {
      guard let parameters else { continue }
      guard parameters.count == values.count else {
        throw error(
          .keyframeCountMismatch,
          "has \(parameters.count) \(name) for \(values.count) values")
      }
      guard parameters.allSatisfy(\.isFinite) else {
        throw error(.nonFiniteValue, "has \(name) that are not finite")
      }
    }
    try validateTimingFunctions()
  }

  private func validate(_ path: Path) throws(AnimationError) {
    guard Value.self == Point.self else {
      throw error(.typeMismatch, "has a path, but its values are not points")
    }
    let points = path.flattened().joined()
    guard !points.isEmpty else {
      throw error(.emptyPath, "has a path with no points")
    }
    if let bad = points.first(where: { !isFiniteValue($0) }) {
      throw error(.nonFiniteValue, "has a path through \(bad), which is not finite")
    }
  }

  /// Why ``keyTimes`` cannot time the values in the current mode, or `nil`
  /// when they can (or there are none, or the mode is paced).
  ///
  /// Core Animation ignores key times that are "invalid or inappropriate
  /// for the current calculation mode" (its documentation of `keyTimes`),
  /// and runs the animation with its values evenly spaced; so does
  /// ``Layer/add(_:forKey:)``, with a warning naming this problem.
  var keyTimesProblem: String? {
    guard let keyTimes, path == nil, !effectiveMode.isPaced else { return nil }
    let count = values.count
    let counts = effectiveMode == .discrete ? [count, count + 1] : [count]
    guard counts.contains(keyTimes.count) else {
      let expected = counts.map(String.init).joined(separator: " or ")
      return "has \(keyTimes.count) keyTimes for \(count) values (\(expected) expected)"
    }
    guard keyTimes.allSatisfy({ (0...1).contains($0) }) else {
      return "has keyTimes \(keyTimes) that are not all in 0...1"
    }
    guard zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
      return "has keyTimes \(keyTimes) that decrease"
    }
    return nil
  }

  /// Drops key times that cannot time the values, with a warning, so the
  /// values are evenly spaced as Core Animation spaces them.
  func dropUnfitKeyTimes() {
    guard let problem = keyTimesProblem else { return }
    zoetropeWarning(
      "The \(keyName) keyframe animation \(problem); they are ignored and the values "
        + "evenly spaced, as Core Animation does")
    keyTimes = nil
  }

  private func validateTimingFunctions() throws(AnimationError) {
    guard let timingFunctions, effectiveMode == .linear || effectiveMode == .cubic else {
      return
    }
    let expected = values.count - 1
    guard timingFunctions.count == expected else {
      throw error(
        .keyframeCountMismatch,
        "has \(timingFunctions.count) timingFunctions for \(values.count) values "
          + "(\(expected) expected, one per segment)")
    }
  }

  private func error(_ code: AnimationError.Code, _ problem: String) -> AnimationError {
    AnimationError(code, "The \(keyName) keyframe animation \(problem)")
  }
}
