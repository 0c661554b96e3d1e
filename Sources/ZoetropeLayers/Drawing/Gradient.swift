import ZoetropeGraphics

/// Colors blended along a line or between circles: a list of color stops,
/// like `CGGradient`.
///
/// Locations run from 0 (the gradient's start) to 1 (its end). Colors
/// blend linearly in straight sRGB between neighbouring stops; before the
/// first stop the first color holds, after the last the last one.
///
/// Bad input policy: the initializers never fail. They clamp a location
/// outside 0...1 into it and drop a stop whose location is NaN, with a
/// warning each; then they sort the stops by location, keeping the given
/// order between equal locations (two stops at one location make a hard
/// edge). A gradient with no stops left gets a single clear stop at 0, with
/// a warning, so ``stops`` is never empty.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .purple])          // stops at 0 and 1
/// let flag = Gradient(colors: [.red, .red, .white, .white], locations: [0, 0.5, 0.5, 1])
/// ```
public struct Gradient: Hashable, Sendable {
  /// One color at one location of a gradient.
  public struct Stop: Hashable, Sendable {
    /// The color at the location.
    public var color: Color

    /// Where the color sits, in 0...1 from the gradient's start to its end.
    public var location: Double

    /// Creates a stop.
    ///
    /// - Parameters:
    ///   - color: The color at the location.
    ///   - location: Where the color sits, in 0...1; a ``Gradient``
    ///     clamps it.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The validated stops: at least one, locations in 0...1, sorted.
  public let stops: [Stop]

  /// Creates a gradient from stops, validating them as the type describes.
  ///
  /// - Parameter stops: The color stops, in any order.
  public init(stops: [Stop]) {
    var valid: [Stop] = []
    for stop in stops {
      if stop.location.isNaN {
        zoetropeWarning("Gradient stop location is NaN; the stop is dropped")
        continue
      }
      var stop = stop
      if !(0...1).contains(stop.location) {
        let clamped = min(max(stop.location, 0), 1)
        zoetropeWarning(
          "Gradient stop location \(stop.location) is outside 0...1; using \(clamped)")
        stop.location = clamped
      }
      valid.append(stop)
    }
    if valid.isEmpty {
      zoetropeWarning("Gradient has no valid stops; using a single clear stop")
      valid = [Stop(color: .clear, location: 0)]
    }
    // Sort by location; the index keeps equal locations in the given order.
    self.stops = valid.enumerated()
      .sorted { lhs, rhs in
        lhs.element.location != rhs.element.location
          ? lhs.element.location < rhs.element.location : lhs.offset < rhs.offset
      }
      .map(\.element)
  }

  /// Creates a gradient of colors spread evenly from 0 to 1.
  ///
  /// One color gives a single stop at 0 (a solid color).
  ///
  /// - Parameter colors: The colors, from the start to the end.
  public init(colors: [Color]) {
    let last = Double(max(colors.count - 1, 1))
    self.init(
      stops: colors.enumerated().map { Stop(color: $1, location: Double($0) / last) })
  }

  /// Creates a gradient of colors at given locations, like
  /// `CGGradient(colorsSpace:colors:locations:)`.
  ///
  /// When the counts differ, the locations are ignored and the colors are
  /// spread evenly, with a warning.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - locations: The location of each color, in 0...1.
  public init(colors: [Color], locations: [Double]) {
    guard colors.count == locations.count else {
      zoetropeWarning(
        "Gradient has \(colors.count) colors but \(locations.count) locations; "
          + "spreading the colors evenly")
      self.init(colors: colors)
      return
    }
    self.init(stops: zip(colors, locations).map { Stop(color: $0, location: $1) })
  }
}
