import ZoetropeGraphics

// The bad-input policy every GraphicsContext applies to state values and
// radii, shared with the renderer through `package` access.
extension GraphicsState {
  /// A line width that is not finite or negative becomes 1, with a warning.
  package static func validLineWidth(_ width: Double) -> Double {
    guard width.isFinite, width >= 0 else {
      zoetropeWarning("Line width \(width) is not finite and non-negative; using 1")
      return 1
    }
    return width
  }

  /// An alpha outside 0...1 is clamped into it and NaN becomes 0, with a
  /// warning (the rule of `Color`).
  package static func validAlpha(_ alpha: Double) -> Double {
    guard !alpha.isNaN else {
      zoetropeWarning("Alpha is NaN; using 0")
      return 0
    }
    guard (0...1).contains(alpha) else {
      let clamped = min(max(alpha, 0), 1)
      zoetropeWarning("Alpha \(alpha) is outside 0...1; using \(clamped)")
      return clamped
    }
    return alpha
  }

  /// A phase that is not finite becomes 0; lengths with a negative or
  /// non-finite entry, or that are all zero, become a solid line (no
  /// lengths); each with a warning.
  package static func validLineDash(
    phase: Double, lengths: [Double]
  ) -> (phase: Double, lengths: [Double]) {
    var phase = phase
    if !phase.isFinite {
      zoetropeWarning("Line dash phase \(phase) is not finite; using 0")
      phase = 0
    }
    if lengths.isEmpty {
      return (phase, [])
    }
    guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 })
    else {
      zoetropeWarning("Line dash lengths \(lengths) are not valid; drawing solid lines")
      return (phase, [])
    }
    return (phase, lengths)
  }

  /// A transform with a non-finite entry is rejected (`nil`), with a
  /// warning; singular transforms are allowed and flatten drawing.
  package static func validTransform(_ transform: Transform) -> Transform? {
    guard transform.isFiniteTransform else {
      zoetropeWarning("Transform \(transform) has a non-finite entry; ignored")
      return nil
    }
    return transform
  }

  /// A radius that is not finite or negative becomes 0, with a warning.
  package static func validRadius(_ radius: Double) -> Double {
    guard radius.isFinite, radius >= 0 else {
      zoetropeWarning("Gradient radius \(radius) is not finite and non-negative; using 0")
      return 0
    }
    return radius
  }
}
