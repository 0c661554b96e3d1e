import ZoetropeAnimation

// The steps every property animation shares: blending two values, the
// cumulative offset of later repeats, and writing the value additively or not.
extension PropertyAnimation {
  /// The value at `progress` between two values: interpolated if `Value`
  /// is `Interpolatable`, otherwise `from` below progress 0.5 and `to` from
  /// 0.5 on.
  func blend(_ from: Value, _ to: Value, progress: Double) -> Value {
    if let arithmetic {
      return arithmetic.interpolate(from, to, progress)
    }
    return progress < 0.5 ? from : to
  }

  /// The value the animation starts from when it does not say: `zero` for
  /// additive animations (which add onto what is underneath), otherwise the
  /// value underneath, read from `properties`.
  func underlyingValue(in properties: LayerProperties) -> Value {
    if isAdditive, let arithmetic {
      return arithmetic.zero()
    }
    return properties[keyPath: keyPath]
  }

  /// The number of whole repeats completed before the state's cycle: the
  /// iteration index, halved (rounding down) when the animation
  /// autoreverses, since a repeat is then a forward and a backward pass.
  func repeatIndex(in state: Timing.State) -> Double {
    guard let iteration = state.currentIteration, iteration.isFinite, iteration > 0 else {
      return 0
    }
    return (iteration / (mediaTiming.autoreverses ? 2 : 1)).rounded(.down)
  }

  /// Writes an animated value into the properties: offset by the cumulative
  /// delta for later repeats if ``isCumulative``, then added onto the
  /// value underneath if ``isAdditive``, otherwise replacing it.
  ///
  /// - Parameters:
  ///   - value: The animation's value within the current cycle.
  ///   - start: The value the cycle starts from (for the cumulative delta).
  ///   - end: The value the cycle ends at.
  ///   - state: The timing state.
  ///   - properties: The properties to change.
  func write(
    _ value: Value,
    start: Value,
    end: Value,
    state: Timing.State,
    to properties: inout LayerProperties
  ) {
    var result = value
    if let arithmetic {
      if isCumulative {
        let repeats = repeatIndex(in: state)
        if repeats > 0 {
          let offset = arithmetic.scale(arithmetic.subtract(end, start), repeats)
          result = arithmetic.add(result, offset)
        }
      }
      if isAdditive {
        result = arithmetic.add(properties[keyPath: keyPath], result)
      }
    }
    properties[keyPath: keyPath] = result
  }
}
