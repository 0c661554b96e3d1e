// How a basic animation fills in the values it was not given (the table on
// `BasicAnimation`).
extension BasicAnimation {
  /// The start and end values for this frame.
  ///
  /// - Parameters:
  ///   - properties: The values before this animation applies; the value
  ///     underneath is read here (or is `zero` when additive). Only read:
  ///     `inout` so that the frame's values are read where they are, not
  ///     copied whole for the call.
  ///   - model: The model values, the start of an unprepared animation
  ///     with no values.
  /// - Returns: The values at progress 0 and 1.
  func endpoints(
    properties: inout LayerProperties,
    model: LayerProperties
  ) -> (from: Value, to: Value) {
    // A byValue without arithmetic fails validation; here it is ignored.
    let by = arithmetic == nil ? nil : byValue
    // The value underneath is read only where it is needed.
    switch (fromValue, toValue, by) {
    case (let from?, let to?, _):
      return (from, to)
    case (let from?, nil, let by?):
      return (from, add(from, by))
    case (nil, let to?, let by?):
      return (subtract(to, by), to)
    case (let from?, nil, nil):
      return (from, underlyingValue(in: properties))
    case (nil, let to?, nil):
      return (underlyingValue(in: properties), to)
    case (nil, nil, let by?):
      let underlying = underlyingValue(in: properties)
      return (underlying, add(underlying, by))
    case (nil, nil, nil):
      let underlying = underlyingValue(in: properties)
      if isAdditive {
        return (underlying, underlying)
      }
      return (previousValue ?? model[keyPath: keyPath], underlying)
    }
  }

  private func add(_ value: Value, _ other: Value) -> Value {
    arithmetic?.add(value, other) ?? value
  }

  private func subtract(_ value: Value, _ other: Value) -> Value {
    arithmetic?.subtract(value, other) ?? value
  }
}
