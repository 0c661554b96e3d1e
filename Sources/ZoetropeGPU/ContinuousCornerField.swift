import CGL
import ZoetropeGraphics
import ZoetropeLayers

/// The signed distance to Core Animation's continuous corner
/// (``ZoetropeLayers/CornerCurve/continuous``), sampled on a grid: how
/// the GL executor covers a fill or clip with continuous corners in its
/// shader, for any radius, map and corner set, without drawing the shape
/// on the CPU.
///
/// The grid is in multiples of the corner radius: `(a, b)`, how far a
/// point lies inside the rectangle from the corner's two edges, each from
/// ``lower`` to ``upper``; a value is the signed distance (negative
/// inside) from that point to the outline of a rectangle with that one
/// corner rounded, also in multiples of the radius. The shader scales it
/// by the radius and turns it into coverage as it does a circular
/// corner's distance; beyond ``upper`` the outline is straight. The
/// outline is the same `Path(roundedRect:cornerRadius:corners:curve:)`
/// the CPU fills, flattened finely; the grid is fine enough that
/// bilinear samples are within a few thousandths of the radius of the
/// exact distance.
enum ContinuousCornerField {
  /// Samples on each side.
  static let size = 128
  /// The smallest `a` and `b` sampled (outside the edges).
  static let lower = -1.0
  /// The largest `a` and `b` sampled: past the corner's reach
  /// (``ZoetropeGraphics/Path/continuousCornerExtent``) by half a radius.
  static let upper = 2.0

  /// The samples, row by row (`b` down, `a` across).
  ///
  /// - Complexity: O(size² × segments), a few milliseconds once.
  static func values() -> [Float] {
    let outline = flattenedOutline()
    var values = [Float](repeating: 0, count: size * size)
    let step = (upper - lower) / Double(size - 1)
    for row in 0..<size {
      let b = lower + Double(row) * step
      for column in 0..<size {
        let a = lower + Double(column) * step
        var nearest = Double.infinity
        var inside = false
        var previous = outline[outline.count - 1]
        for point in outline {
          nearest = min(nearest, squaredDistance(a, b, previous, point))
          // Even-odd crossings of a ray to the right.
          if (point.y > b) != (previous.y > b) {
            let x = previous.x + (b - previous.y) / (point.y - previous.y) * (point.x - previous.x)
            if a < x { inside.toggle() }
          }
          previous = point
        }
        let distance = nearest.squareRoot()
        values[row * size + column] = Float(inside ? -distance : distance)
      }
    }
    return values
  }

  /// The outline of a square 8 radii wide with its minimum corner
  /// rounded (radius 1), as a polygon: curves cut into 64 lines each.
  static func flattenedOutline() -> [Point] {
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 1,
      corners: .minXMinY, curve: .continuous)
    var points: [Point] = []
    var current = Point(x: 0, y: 0)
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point), .quadCurve(let point, _):
        points.append(point)
        current = point
      case .curve(let point, let c1, let c2):
        for index in 1...64 {
          let t = Double(index) / 64
          let u = 1 - t
          let w0 = u * u * u
          let w1 = 3 * u * u * t
          let w2 = 3 * u * t * t
          let w3 = t * t * t
          points.append(
            Point(
              x: w0 * current.x + w1 * c1.x + w2 * c2.x + w3 * point.x,
              y: w0 * current.y + w1 * c1.y + w2 * c2.y + w3 * point.y))
        }
        current = point
      case .closeSubpath: break
      }
    }
    return points
  }

  /// The squared distance from `(x, y)` to the segment from `p` to `q`.
  private static func squaredDistance(_ x: Double, _ y: Double, _ p: Point, _ q: Point) -> Double {
    let dx = q.x - p.x
    let dy = q.y - p.y
    let length = dx * dx + dy * dy
    let t = length > 0 ? min(max(((x - p.x) * dx + (y - p.y) * dy) / length, 0), 1) : 0
    let ex = p.x + t * dx - x
    let ey = p.y + t * dy - y
    return ex * ex + ey * ey
  }
}

extension GLExecutor {
  /// Binds the continuous corner's distance field
  /// (``ContinuousCornerField``) to texture unit 1, made and uploaded the
  /// first time (a 128 × 128 single-channel float texture, read with
  /// `texelFetch`, so no float filtering is needed).
  func bindCornerField() {
    zt_glActiveTexture(ZTGLenum(ZT_GL_TEXTURE1))
    defer { zt_glActiveTexture(ZTGLenum(ZT_GL_TEXTURE0)) }
    if let texture = cornerField {
      zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), texture)
      return
    }
    var name: ZTGLuint = 0
    zt_glGenTextures(1, &name)
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), name)
    setFilter(nearest: true)
    let size = ContinuousCornerField.size
    ContinuousCornerField.values().withUnsafeBytes { bytes in
      zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ALIGNMENT), 4)
      zt_glTexImage2D(
        ZTGLenum(ZT_GL_TEXTURE_2D), 0, ZTGLint(ZT_GL_R32F), ZTGLsizei(size), ZTGLsizei(size), 0,
        ZTGLenum(ZT_GL_RED), ZTGLenum(ZT_GL_FLOAT), bytes.baseAddress)
    }
    cornerField = name
  }
}
