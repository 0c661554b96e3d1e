import ZoetropeGraphics

/// Shared arithmetic for the `Interpolatable` conformances.
enum InterpolationMath {
  /// What an interpolation should return without computing: `from` at
  /// progress 0 (or NaN or infinite progress, with a warning), `to` at
  /// progress 1, or nil to interpolate.
  static func endpoint<Value>(_ from: Value, _ to: Value, progress: Double) -> Value? {
    if progress == 0 {
      return from
    }
    if progress == 1 {
      return to
    }
    if !progress.isFinite {
      zoetropeWarning("Interpolation progress \(progress) is not finite; using 0")
      return from
    }
    return nil
  }

  /// The factor to scale by, or nil (after a warning) if it is NaN or
  /// infinite and the result should be the additive identity.
  static func checkedFactor(_ factor: Double) -> Double? {
    guard factor.isFinite else {
      zoetropeWarning("Interpolation scale factor \(factor) is not finite; using 0")
      return nil
    }
    return factor
  }

  /// The number at `progress` from `from` (0) to `to` (1), extrapolating
  /// outside 0...1; exact at both ends.
  static func lerp(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    if progress == 0 || from == to {
      return from
    }
    if progress == 1 {
      return to
    }
    let difference = to - from
    if difference.isInfinite && from.isFinite && to.isFinite {
      // The difference overflowed; this form does not.
      return from * (1 - progress) + to * progress
    }
    return from + difference * progress
  }

  /// The Euclidean norm of the components, without intermediate overflow.
  static func norm(_ components: Double...) -> Double {
    var largest = 0.0
    for component in components {
      if component.isNaN {
        return .nan
      }
      largest = max(largest, abs(component))
    }
    guard largest > 0, largest.isFinite else {
      return largest
    }
    var sum = 0.0
    for component in components {
      let ratio = component / largest
      sum += ratio * ratio
    }
    return largest * sum.squareRoot()
  }

  /// Tolerance, in radians, within which a rotation difference counts as
  /// an exact half turn.
  static let halfTurnTolerance = 1e-9

  /// The angle wrapped into (-π, π], taking the shorter way round; a half
  /// turn (within ``halfTurnTolerance``) becomes +π.
  static func shortestRotation(_ angle: Double) -> Double {
    guard angle.isFinite else {
      return angle
    }
    let wrapped = angle.remainder(dividingBy: 2 * Double.pi)
    return wrapped <= -Double.pi + halfTurnTolerance ? wrapped + 2 * Double.pi : wrapped
  }
}
