// The cubic calculation modes: a Kochanek–Bartels spline through the values
// (Catmull–Rom when tension, continuity and bias are 0), in Hermite form.
extension KeyframeAnimation {
  /// The spline's value within a segment.
  ///
  /// The segment from value *i* to value *i + 1* is the cubic Hermite
  /// curve `p0 + (p1 − p0)·h01(s) + m0·h10(s) + m1·h11(s)` with the
  /// Kochanek–Bartels tangents `m0` (leaving *i*) and `m1` (arriving at
  /// *i + 1*). The first and last values have no outer neighbour; the
  /// missing difference counts as zero (as if the end value were doubled).
  /// Exact at s = 0 and s = 1.
  ///
  /// - Parameters:
  ///   - index: The segment, in 0 ..< values.count − 1.
  ///   - s: The progress within the segment (may lie outside 0...1).
  ///   - arithmetic: The value type's arithmetic.
  /// - Returns: The value on the curve.
  func cubicValue(
    segment index: Int,
    progress s: Double,
    arithmetic: ValueArithmetic<Value>
  ) -> Value {
    let start = values[index]
    let end = values[index + 1]
    if s == 0 {
      return start
    }
    if s == 1 {
      return end
    }
    let span = arithmetic.subtract(end, start)
    let before = index > 0 ? arithmetic.subtract(start, values[index - 1]) : arithmetic.zero()
    let after =
      index + 2 < values.count ? arithmetic.subtract(values[index + 2], end) : arithmetic.zero()
    let leaving = tangent(at: index, before: before, after: span, leaving: true, arithmetic)
    let arriving = tangent(at: index + 1, before: span, after: after, leaving: false, arithmetic)
    let s2 = s * s
    let s3 = s2 * s
    let h01 = -2 * s3 + 3 * s2
    let h10 = s3 - 2 * s2 + s
    let h11 = s3 - s2
    var result = arithmetic.add(start, arithmetic.scale(span, h01))
    result = arithmetic.add(result, arithmetic.scale(leaving, h10))
    return arithmetic.add(result, arithmetic.scale(arriving, h11))
  }

  /// The Kochanek–Bartels tangent at a value.
  ///
  /// - Parameters:
  ///   - index: The value's index.
  ///   - before: The difference from the previous value to this one.
  ///   - after: The difference from this value to the next.
  ///   - leaving: `true` for the tangent leaving the value (the start of
  ///     a segment), `false` for the one arriving (the end).
  ///   - arithmetic: The value type's arithmetic.
  /// - Returns: The tangent, in value units per segment.
  private func tangent(
    at index: Int,
    before: Value,
    after: Value,
    leaving: Bool,
    _ arithmetic: ValueArithmetic<Value>
  ) -> Value {
    let tension = parameter(tensionValues, index)
    let continuity = parameter(continuityValues, index)
    let bias = parameter(biasValues, index)
    let outer = leaving ? 1 + continuity : 1 - continuity
    let inner = leaving ? 1 - continuity : 1 + continuity
    let weightBefore = (1 - tension) * (1 + bias) * outer / 2
    let weightAfter = (1 - tension) * (1 - bias) * inner / 2
    return arithmetic.add(
      arithmetic.scale(before, weightBefore), arithmetic.scale(after, weightAfter))
  }

  private func parameter(_ parameters: [Double]?, _ index: Int) -> Double {
    guard let parameters, parameters.indices.contains(index), parameters[index].isFinite else {
      return 0
    }
    return parameters[index]
  }
}
