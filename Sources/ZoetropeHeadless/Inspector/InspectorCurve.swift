import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// The small plot of an animation's curve in the inspector's list: its
/// timing function from 0 to 1, or a spring's motion until it settles.
enum InspectorCurve {
  /// How many segments a plot has.
  static let segments = 32
  /// The progress values a plot's box shows, bottom to top: a spring or a
  /// back-out curve overshoots past 1.
  static let valueRange = -0.25...1.25

  /// The curve's samples, progress against time, both from 0 to 1 of the
  /// plot (time as a fraction of the pass or of the settling time).
  ///
  /// - Parameter animation: The attached animation (nil: linear).
  /// - Returns: `segments + 1` values.
  @MainActor
  static func samples(of animation: Animation?) -> [Double] {
    if let spring = animation?.inspectedSpring {
      let settle = spring.settlingDuration
      let span = settle.isFinite && settle > 0 ? settle : 1
      return (0...segments).map { spring.value(at: span * Double($0) / Double(segments)) }
    }
    let function = animation?.timingFunction ?? .linear
    return (0...segments).map { function.value(at: Double($0) / Double(segments)) }
  }

  /// The path of samples in a box (y up, clamped to ``valueRange``).
  ///
  /// - Parameters:
  ///   - samples: From ``samples(of:)``.
  ///   - box: The plot's box.
  /// - Returns: A polyline through the samples.
  static func path(_ samples: [Double], in box: Rect) -> Path {
    var path = Path()
    let span = valueRange.upperBound - valueRange.lowerBound
    for (index, value) in samples.enumerated() {
      let clamped = min(
        max(value.isFinite ? value : 0, valueRange.lowerBound), valueRange.upperBound)
      let point = Point(
        x: box.minX + box.width * Double(index) / Double(max(samples.count - 1, 1)),
        y: box.maxY - box.height * (clamped - valueRange.lowerBound) / span)
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    return path
  }

  /// The plot's guides: the lines of progress 0 and 1.
  static func guides(in box: Rect) -> Path {
    var path = Path()
    let span = valueRange.upperBound - valueRange.lowerBound
    for value in [0.0, 1.0] {
      let y = box.maxY - box.height * (value - valueRange.lowerBound) / span
      path.move(to: Point(x: box.minX, y: y))
      path.addLine(to: Point(x: box.maxX, y: y))
    }
    return path
  }
}
