import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A path flattened into straight segments measured by length, for moving
/// along it at constant speed.
///
/// Segments of zero length are dropped, and so are the jumps between
/// subpaths (they take no time), so a lone `move(to:)` that starts no
/// segment is never visited.
struct PathTrack {
  /// One straight piece of the path.
  struct Segment {
    /// Where the segment starts.
    var start: Point
    /// Where the segment ends.
    var end: Point
    /// The length of the path before the segment, in points.
    var offset: Double
    /// The segment's length, in points (positive).
    var length: Double

    /// The direction of the segment in radians, as `atan2(dy, dx)`.
    var angle: Double {
      atan2(end.y - start.y, end.x - start.x)
    }
  }

  /// The straight pieces, in order.
  let segments: [Segment]
  /// The position at progress 0.
  let start: Point
  /// The position at progress 1.
  let end: Point
  /// The total length of the segments, in points.
  let length: Double

  /// Flattens a path; `nil` if it has no points.
  init?(_ path: Path) {
    let polylines = path.flattened()
    guard let first = polylines.lazy.compactMap(\.first).first else {
      return nil
    }
    var segments: [Segment] = []
    var total = 0.0
    for polyline in polylines {
      for (start, end) in zip(polyline, polyline.dropFirst()) {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0, length.isFinite else { continue }
        segments.append(Segment(start: start, end: end, offset: total, length: length))
        total += length
      }
    }
    self.segments = segments
    self.start = segments.first?.start ?? first
    self.end = segments.last?.end ?? first
    self.length = total
  }

  /// The point at a fraction of the length, and the direction of the path
  /// there (`nil` if the path has no length).
  ///
  /// - Parameter progress: The fraction of the length; clamped to 0...1
  ///   (NaN counts as 0).
  /// - Returns: The point and the tangent angle in radians.
  func sample(at progress: Double) -> (point: Point, angle: Double?) {
    guard let first = segments.first, let last = segments.last, length > 0 else {
      return (start, nil)
    }
    guard progress > 0 else {
      return (start, first.angle)
    }
    guard progress < 1 else {
      return (end, last.angle)
    }
    let distance = progress * length
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].offset <= distance {
        low = middle
      } else {
        high = middle - 1
      }
    }
    let segment = segments[low]
    let local = min(max((distance - segment.offset) / segment.length, 0), 1)
    let point = Point(
      x: segment.start.x + (segment.end.x - segment.start.x) * local,
      y: segment.start.y + (segment.end.y - segment.start.y) * local)
    return (point, segment.angle)
  }
}
