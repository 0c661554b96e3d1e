import ZoetropeGraphics

extension TimingFunction {
  /// One stop of a piecewise-linear timing function (CSS `linear()`).
  ///
  /// A stop gives the output progress at an input progress. The input is
  /// optional: stops without one are spread out evenly between their
  /// neighbours, as CSS does (see ``TimingFunction/linear(_:)``).
  public struct LinearStop: Hashable, Sendable {
    /// The output progress at this stop; any finite value (overshoot allowed).
    public var output: Double

    /// The input progress of this stop, or `nil` to place it automatically.
    ///
    /// Progress units, not percent: CSS `linear(0, 0.8 40%, 1)` has inputs
    /// 0, 0.4 and 1.
    public var input: Double?

    /// Creates a stop.
    ///
    /// - Parameters:
    ///   - output: The output progress at this stop.
    ///   - input: The input progress of the stop, or `nil` to place it automatically.
    public init(_ output: Double, at input: Double? = nil) {
      self.output = output
      self.input = input
    }
  }

  /// Creates a piecewise-linear timing function through `stops` (CSS `linear()`).
  ///
  /// The stops are canonicalized as CSS Easing Level 2 describes
  /// (#linear-easing-function-parsing):
  ///
  /// 1. A first stop without an input gets input 0; a last stop without one
  ///    gets the larger of 1 and the largest input before it.
  /// 2. An input smaller than a preceding input is raised to it, so inputs
  ///    never decrease.
  /// 3. Runs of stops without inputs are spaced evenly between their neighbours.
  ///
  /// Evaluation interpolates between the two stops around the input; before
  /// the first stop and after the last it extends the first or last segment
  /// (so `linear(0, 1)` equals ``linear`` everywhere). Where two stops share an
  /// input the curve jumps to the later stop's output.
  ///
  /// ```swift
  /// let bounce = TimingFunction.linear([.init(0), .init(1, at: 0.5), .init(0.8), .init(1)])
  /// ```
  ///
  /// Bad input policy, each with a `zoetropeWarning`: a stop whose output is
  /// not finite is dropped; a stop whose input is not finite is treated as
  /// having no input; fewer than two remaining stops give ``linear``.
  ///
  /// - Parameter stops: The stops, in order.
  /// - Returns: The piecewise-linear timing function.
  public static func linear(_ stops: [LinearStop]) -> TimingFunction {
    var cleaned: [LinearStop] = []
    cleaned.reserveCapacity(stops.count)
    for stop in stops {
      guard stop.output.isFinite else {
        zoetropeWarning("TimingFunction.linear stop output \(stop.output) is not finite; dropped")
        continue
      }
      var stop = stop
      if let input = stop.input, !input.isFinite {
        zoetropeWarning(
          "TimingFunction.linear stop input \(input) is not finite; placing it automatically"
        )
        stop.input = nil
      }
      cleaned.append(stop)
    }
    guard cleaned.count >= 2 else {
      zoetropeWarning(
        "TimingFunction.linear needs at least two stops, got \(cleaned.count); using linear")
      return .linear
    }
    return TimingFunction(representation: .piecewiseLinear(canonicalPoints(cleaned)))
  }

  /// Applies the CSS Easing 2 canonicalization to stops with finite values.
  static func canonicalPoints(_ stops: [LinearStop]) -> [LinearPoint] {
    var inputs: [Double?] = stops.map(\.input)
    var largest = -Double.infinity
    for index in inputs.indices {
      if let input = inputs[index] {
        let raised = max(input, largest)
        inputs[index] = raised
        largest = raised
      } else if index == 0 {
        inputs[index] = 0
        largest = 0
      } else if index == inputs.count - 1 {
        inputs[index] = max(1, largest)
      }
    }
    // Spread the runs of missing inputs evenly between their known neighbours.
    var index = 0
    while index < inputs.count {
      guard inputs[index] == nil, let before = inputs[index - 1] else {
        index += 1
        continue
      }
      var end = index
      while inputs[end] == nil { end += 1 }
      let after = inputs[end] ?? before
      let gaps = Double(end - index + 1)
      for filled in index..<end {
        inputs[filled] = before + (after - before) * Double(filled - index + 1) / gaps
      }
      index = end
    }
    return zip(inputs, stops).map { input, stop in
      LinearPoint(input: input ?? 0, output: stop.output)
    }
  }
}
