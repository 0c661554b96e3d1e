import ZoetropeGraphics

/// A surface painted through an affine map that turns (or shears) it:
/// the compositor's own sampler, used instead of Cairo for contents
/// images and backing stores of rotated layers.
///
/// Each target pixel inside the painted quadrilateral samples the
/// surface at the pixel's center mapped back into surface pixels, exactly
/// as pixman samples it for Cairo (`PIXMAN_FILTER_BILINEAR` with 7-bit
/// weights, or `PIXMAN_FILTER_NEAREST`; `PIXMAN_REPEAT_NONE`, so texels
/// outside the surface are transparent), multiplies it by the pixel's
/// coverage and the opacity with pixman's rounding, and composites it
/// `OVER` the target with pixman's arithmetic.
///
/// Coverage is the exact area of the pixel inside each edge's half-plane
/// (a piecewise quadratic of the distance from the pixel's center),
/// multiplied over the edges. Cairo samples coverage on 15 sub-rows, so
/// the two differ on edge pixels by up to a few 255ths; interior pixels
/// agree with Cairo within one unit per channel.
///
/// Every pixel depends only on its own position, so a band of rows gives
/// the same bytes whichever thread draws it. A class, so that the
/// recorded operations that hold one stay small to copy.
final class TransformedPaint: @unchecked Sendable {
  /// The surface's premultiplied ARGB32 pixels.
  let source: UnsafePointer<UInt32>
  /// The surface's width in pixels.
  let sourceWidth: Int
  /// The surface's height in pixels.
  let sourceHeight: Int
  /// The surface's row length in pixels (its stride ÷ 4).
  let sourceStride: Int
  /// Whether the surface is sampled bilinearly (else nearest).
  let isBilinear: Bool
  /// Whether texels outside the surface repeat its edge
  /// (`PIXMAN_REPEAT_PAD`, as Cairo's `CAIRO_EXTEND_PAD`) rather than
  /// being transparent.
  let isPadded: Bool
  /// The whole target pixel the map's translation is measured from:
  /// sample positions are computed relative to it, so moving a paint by
  /// whole pixels moves the same pixels.
  let originX: Int
  /// The row the map's translation is measured from.
  let originY: Int
  /// The map from target pixels, relative to the origin, to surface
  /// pixels.
  let inverse: Transform
  /// The four edges of the painted quadrilateral, in target pixels.
  let edges: [Edge]
  /// The opacity, 0...255, as pixman takes a solid mask.
  let alpha: UInt32
  /// The target pixels the paint may touch (the quadrilateral's bounding
  /// box, clipped).
  let box: PixelBox

  /// One edge of the quadrilateral: the half-plane
  /// `normalX·x + normalY·y + offset ≥ 0` is inside, with a unit normal.
  struct Edge {
    var normalX: Double
    var normalY: Double
    var offset: Double
    /// Half the extent of a unit pixel along the normal:
    /// (|normalX| + |normalY|) / 2.
    var reach: Double
    /// (max − min of |normalX|, |normalY|) / 2: where the coverage
    /// is linear in the distance.
    var flat: Double
    /// 2·|normalX|·|normalY|, the quadratic parts' denominator.
    var corner: Double

    init(from start: Point, to end: Point, inside: Point) {
      var normalX = -(end.y - start.y)
      var normalY = end.x - start.x
      let length = (normalX * normalX + normalY * normalY).squareRoot()
      normalX /= length
      normalY /= length
      var offset = -(normalX * start.x + normalY * start.y)
      if normalX * inside.x + normalY * inside.y + offset < 0 {
        normalX = -normalX
        normalY = -normalY
        offset = -offset
      }
      self.normalX = normalX
      self.normalY = normalY
      self.offset = offset
      let major = max(abs(normalX), abs(normalY))
      let minor = min(abs(normalX), abs(normalY))
      reach = (major + minor) / 2
      flat = (major - minor) / 2
      corner = 2 * major * minor
    }

    /// The part of a unit pixel whose center is at signed distance
    /// `distance` inside the edge that lies inside it.
    @inline(__always)
    func coverage(atDistance distance: Double) -> Double {
      if distance >= reach { return 1 }
      if distance <= -reach { return 0 }
      if distance < -flat {
        let run = distance + reach
        return run * run / corner
      }
      if distance > flat {
        let run = reach - distance
        return 1 - run * run / corner
      }
      return 0.5 + distance / (flat + reach)
    }
  }

  /// Makes the paint of a surface through `surfaceToTarget`, clipped to
  /// `clip`; `nil` when the map cannot be inverted or reaches beyond the
  /// compositor's coordinate limits (the caller falls back to Cairo).
  ///
  /// - Parameters:
  ///   - source: The surface's pixels.
  ///   - width: The surface's width in pixels.
  ///   - height: The surface's height in pixels.
  ///   - stride: The surface's row length in pixels.
  ///   - surfaceToTarget: The map from surface pixels to target pixels.
  ///   - isBilinear: Whether to sample bilinearly (else nearest).
  ///   - isPadded: Whether texels outside the surface repeat its edge
  ///     (else they are transparent).
  ///   - alpha: The opacity, 0...1.
  ///   - clip: The target pixels the paint may write.
  init?(
    source: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int,
    surfaceToTarget: Transform, isBilinear: Bool, isPadded: Bool = false, alpha: Double,
    clip: PixelBox
  ) {
    let determinant = surfaceToTarget.a * surfaceToTarget.d - surfaceToTarget.b * surfaceToTarget.c
    // Degenerate (a line or a point): Cairo draws nothing either.
    guard width > 0, height > 0, surfaceToTarget.isFinite, abs(determinant) > 1e-9 else {
      return nil
    }
    guard abs(surfaceToTarget.tx) < 1e8, abs(surfaceToTarget.ty) < 1e8 else { return nil }
    let originX = Int(surfaceToTarget.tx.rounded(.down))
    let originY = Int(surfaceToTarget.ty.rounded(.down))
    var shifted = surfaceToTarget
    shifted.tx -= Double(originX)
    shifted.ty -= Double(originY)
    let inverse = shifted.inverted()
    // Keep 32.32 fixed-point sample positions far from overflow: at most
    // 10³ surface pixels per target pixel (rows start below 10⁸, checked
    // per row).
    guard inverse.isFinite, abs(inverse.a) < 1e3, abs(inverse.b) < 1e3,
      abs(inverse.c) < 1e3, abs(inverse.d) < 1e3
    else { return nil }
    let corners = [
      Point(x: 0, y: 0), Point(x: Double(width), y: 0),
      Point(x: Double(width), y: Double(height)), Point(x: 0, y: Double(height)),
    ].map { $0.applying(surfaceToTarget) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let limit = Double(1 << 24)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX > -limit, maxX < limit, minY > -limit, maxY < limit
    else { return nil }
    let box = PixelBox(
      minX: Int(minX.rounded(.down)), minY: Int(minY.rounded(.down)),
      maxX: Int(maxX.rounded(.up)), maxY: Int(maxY.rounded(.up))
    ).intersection(clip)
    let center = Point(
      x: corners.reduce(0) { $0 + $1.x } / 4, y: corners.reduce(0) { $0 + $1.y } / 4)
    self.source = source
    self.sourceWidth = width
    self.sourceHeight = height
    self.sourceStride = stride
    self.isBilinear = isBilinear
    self.isPadded = isPadded
    self.originX = originX
    self.originY = originY
    self.inverse = inverse
    self.edges = (0..<4).map { Edge(from: corners[$0], to: corners[($0 + 1) % 4], inside: center) }
    let clamped = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    self.alpha = UInt32((clamped * 65535 + 0.5).rounded(.down)) >> 8
    self.box = box
  }

  /// Draws the part of the paint inside `band` onto a target of
  /// premultiplied ARGB32 pixels.
  func run(on target: UnsafeMutablePointer<UInt32>, stride: Int, in band: PixelBox) {
    let rows = box.intersection(band)
    guard !rows.isEmpty, alpha > 0 else { return }
    // Sample positions in 32.32 fixed point, so that stepping along a
    // row drifts by less than 2⁻²⁴ texel; pixman's 16.16 is taken from them.
    let one = 4_294_967_296.0
    let stepX = Int((inverse.a * one).rounded())
    let stepY = Int((inverse.b * one).rounded())
    for y in rows.minY..<rows.maxY {
      guard let (start, end) = span(ofRow: y, within: rows.minX, rows.maxX) else { continue }
      let row = target + y * stride
      // The first pixel's center, relative to the origin, in surface pixels.
      let relativeY = Double(y - originY) + 0.5
      let firstX = Double(start - originX) + 0.5
      let startU = inverse.a * firstX + inverse.c * relativeY + inverse.tx
      let startV = inverse.b * firstX + inverse.d * relativeY + inverse.ty
      let centerY = Double(y) + 0.5
      guard abs(startU) < 1e8, abs(startV) < 1e8 else { continue }
      var u = Int((startU * one).rounded())
      var v = Int((startV * one).rounded())
      let (innerStart, innerEnd) = interior(ofRow: y, within: start, end)
      // Edge pixels, weighted by their coverage.
      var x = start
      while x < end {
        if x == innerStart, innerStart < innerEnd {
          // The interior: the opacity alone, the hot loop.
          if isBilinear, alpha == 255 {
            blendInteriorBilinear(
              row: row, from: innerStart, to: innerEnd, u: &u, v: &v, stepX, stepY)
          } else {
            for column in innerStart..<innerEnd {
              blend(sample(u, v), mask: alpha, into: row + column)
              u &+= stepX
              v &+= stepY
            }
          }
          x = innerEnd
          continue
        }
        let mask = coverage(x: x, centerY: centerY)
        if mask > 0 {
          blend(sample(u, v), mask: mask, into: row + x)
        }
        u &+= stepX
        v &+= stepY
        x += 1
      }
    }
  }

  /// The sample at 32.32 fixed-point (u, v), by the paint's filter.
  @inline(__always)
  func sample(_ u: Int, _ v: Int) -> UInt32 {
    isBilinear ? sampleBilinear(u >> 16, v >> 16) : sampleNearest(u >> 16, v >> 16)
  }

  /// Composites a sample, times `mask` ÷ 255, `OVER` one target pixel
  /// with pixman's arithmetic.
  @inline(__always)
  func blend(_ sample: UInt32, mask: UInt32, into pixel: UnsafeMutablePointer<UInt32>) {
    var source = sample
    if mask < 255 {
      source = TransformedPaint.multiply(source, by: mask)
    }
    guard source != 0 else { return }
    let sourceAlpha = source >> 24
    pixel.pointee =
      sourceAlpha == 255
      ? source : TransformedPaint.multiply(pixel.pointee, by: 255 &- sourceAlpha) &+ source
  }

  /// The interior of a row at full opacity, bilinear: the four texels
  /// read straight from the surface where they all lie inside it.
  @inline(__always)
  func blendInteriorBilinear(
    row: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int, u: inout Int, v: inout Int,
    _ stepX: Int, _ stepY: Int
  ) {
    let source = self.source
    let lastColumn = sourceWidth &- 1
    let lastRow = sourceHeight &- 1
    let stride = sourceStride
    var column = start
    while column < end {
      let x = (u >> 16) &- 0x8000
      let y = (v >> 16) &- 0x8000
      let x1 = x >> 16
      let y1 = y >> 16
      let pixel: UInt32
      if UInt(bitPattern: x1) < UInt(bitPattern: lastColumn),
        UInt(bitPattern: y1) < UInt(bitPattern: lastRow)
      {
        let texels = source + (y1 &* stride &+ x1)
        pixel = TransformedPaint.interpolate(
          texels[0], texels[1], texels[stride], texels[stride &+ 1],
          weightX: UInt64(truncatingIfNeeded: (x >> 9) & 0x7F) << 1,
          weightY: UInt64(truncatingIfNeeded: (y >> 9) & 0x7F) << 1)
      } else {
        pixel = sampleBilinear(u >> 16, v >> 16)
      }
      if pixel != 0 {
        let target = row + column
        let sourceAlpha = pixel >> 24
        target.pointee =
          sourceAlpha == 255
          ? pixel : TransformedPaint.multiply(target.pointee, by: 255 &- sourceAlpha) &+ pixel
      }
      u &+= stepX
      v &+= stepY
      column &+= 1
    }
  }

  /// The columns `start..<end` of row `y` (within `minX..<maxX`) that
  /// the quadrilateral may cover, or `nil` when it misses the row.
  @inline(__always)
  func span(ofRow y: Int, within minX: Int, _ maxX: Int) -> (Int, Int)? {
    let centerY = Double(y) + 0.5
    var low = Double(minX)
    var high = Double(maxX)
    for edge in edges {
      // Inside where normalX·(x + 0.5) + normalY·centerY + offset > −reach.
      let rest = edge.normalY * centerY + edge.offset + edge.reach
      if abs(edge.normalX) < 1e-12 {
        if rest <= 0 { return nil }
        continue
      }
      let bound = -rest / edge.normalX - 0.5
      if edge.normalX > 0 {
        low = max(low, bound.rounded(.down))
      } else {
        high = min(high, bound.rounded(.up) + 1)
      }
    }
    guard low < high else { return nil }
    return (Int(low), Int(high))
  }

  /// The columns `start..<end` of row `y` (within `minX..<maxX`) that
  /// lie wholly inside every edge, where the mask is the opacity alone;
  /// an empty range (`start == end`) when there are none.
  @inline(__always)
  func interior(ofRow y: Int, within minX: Int, _ maxX: Int) -> (Int, Int) {
    let centerY = Double(y) + 0.5
    var low = Double(minX)
    var high = Double(maxX)
    for edge in edges {
      // Inside where normalX·(x + 0.5) + normalY·centerY + offset ≥ reach.
      let rest = edge.normalY * centerY + edge.offset - edge.reach
      if abs(edge.normalX) < 1e-12 {
        if rest < 0 { return (minX, minX) }
        continue
      }
      let bound = -rest / edge.normalX - 0.5
      if edge.normalX > 0 {
        low = max(low, bound.rounded(.up))
      } else {
        high = min(high, bound.rounded(.down) + 1)
      }
    }
    guard low < high else { return (minX, minX) }
    return (Int(low), Int(high))
  }

  /// The mask of pixel (x, row): its coverage times the opacity, 0...255,
  /// multiplied as pixman multiplies 8-bit values.
  @inline(__always)
  func coverage(x: Int, centerY: Double) -> UInt32 {
    let centerX = Double(x) + 0.5
    var covered = 1.0
    for edge in edges {
      let distance = edge.normalX * centerX + edge.normalY * centerY + edge.offset
      if distance < edge.reach {
        covered *= edge.coverage(atDistance: distance)
        if covered <= 0 { return 0 }
      }
    }
    let coverage = UInt32(covered * 255 + 0.5)
    return alpha == 255 ? coverage : TransformedPaint.multiplyChannel(coverage, alpha)
  }

  /// The texel at (x, y); outside the surface, the nearest edge texel
  /// when padded, else transparent.
  @inline(__always)
  func texel(_ x: Int, _ y: Int) -> UInt32 {
    guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else {
      guard isPadded else { return 0 }
      let column = min(max(x, 0), sourceWidth - 1)
      let row = min(max(y, 0), sourceHeight - 1)
      return source[row * sourceStride + column]
    }
    return source[y * sourceStride + x]
  }

  /// pixman's bilinear sample at (u, v) in 16.16 fixed point: the four
  /// texels around (u − ½, v − ½), weighted in 7-bit steps, truncated.
  @inline(__always)
  func sampleBilinear(_ u: Int, _ v: Int) -> UInt32 {
    let x = u - 0x8000
    let y = v - 0x8000
    let x1 = x >> 16
    let y1 = y >> 16
    let weightX = UInt64((x >> 9) & 0x7F) << 1
    let weightY = UInt64((y >> 9) & 0x7F) << 1
    let topLeft: UInt32
    let topRight: UInt32
    let bottomLeft: UInt32
    let bottomRight: UInt32
    if x1 >= 0, y1 >= 0, x1 + 1 < sourceWidth, y1 + 1 < sourceHeight {
      let index = y1 * sourceStride + x1
      topLeft = source[index]
      topRight = source[index + 1]
      bottomLeft = source[index + sourceStride]
      bottomRight = source[index + sourceStride + 1]
    } else {
      topLeft = texel(x1, y1)
      topRight = texel(x1 + 1, y1)
      bottomLeft = texel(x1, y1 + 1)
      bottomRight = texel(x1 + 1, y1 + 1)
    }
    if topLeft | topRight | bottomLeft | bottomRight == 0 { return 0 }
    return TransformedPaint.interpolate(
      topLeft, topRight, bottomLeft, bottomRight, weightX: weightX, weightY: weightY)
  }

  /// pixman's nearest sample at (u, v): the texel holding the point, a
  /// point on a texel edge counting to the texel before it.
  @inline(__always)
  func sampleNearest(_ u: Int, _ v: Int) -> UInt32 {
    texel((u - 1) >> 16, (v - 1) >> 16)
  }

  /// pixman's `bilinear_interpolation` (64-bit form): two channels at a
  /// time, weights out of 256, the sum truncated.
  @inline(__always)
  static func interpolate(
    _ topLeft: UInt32, _ topRight: UInt32, _ bottomLeft: UInt32, _ bottomRight: UInt32,
    weightX: UInt64, weightY: UInt64
  ) -> UInt32 {
    let weightXY = weightX &* weightY
    let weightXInverseY = weightX &* (256 &- weightY)
    let weightInverseXY = (256 &- weightX) &* weightY
    let weightInverseXInverseY = (256 &- weightX) &* (256 &- weightY)
    // Alpha and blue.
    var sum =
      UInt64(topLeft & 0xFF00_00FF) &* weightInverseXInverseY
      &+ UInt64(topRight & 0xFF00_00FF) &* weightXInverseY
      &+ UInt64(bottomLeft & 0xFF00_00FF) &* weightInverseXY
      &+ UInt64(bottomRight & 0xFF00_00FF) &* weightXY
    var result = sum & 0x0000_FF00_00FF_0000
    // Red and green.
    @inline(__always) func spread(_ pixel: UInt32) -> UInt64 {
      let wide = UInt64(pixel)
      return ((wide << 16) & 0x0000_00FF_0000_0000) | (wide & 0x0000_FF00)
    }
    sum =
      spread(topLeft) &* weightInverseXInverseY &+ spread(topRight) &* weightXInverseY
      &+ spread(bottomLeft) &* weightInverseXY &+ spread(bottomRight) &* weightXY
    result |= ((sum >> 16) & 0x0000_00FF_0000_0000) | (sum & 0xFF00_0000)
    return UInt32(truncatingIfNeeded: result >> 16)
  }

  /// pixman's `UN8x4_MUL_UN8`: each channel times `factor` ÷ 255,
  /// rounded.
  @inline(__always)
  static func multiply(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var alphaGreen = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return alphaGreen | redBlue
  }

  /// pixman's `MUL_UN8`: `a × b ÷ 255`, rounded.
  @inline(__always)
  static func multiplyChannel(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let product = a &* b &+ 0x80
    return ((product >> 8) &+ product) >> 8
  }
}

extension Transform {
  /// Whether every entry is finite.
  fileprivate var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
