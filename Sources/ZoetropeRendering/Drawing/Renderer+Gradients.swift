import CCairo
import ZoetropeGraphics
import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Drawing a gradient layer's gradient from its presentation values.
extension Renderer {
  /// Fills a ``GradientLayer``'s bounds with its gradient, on a `cairo_t`
  /// whose user space is the layer's bounds coordinates.
  ///
  /// Every gradient type is computed pixel by pixel (Cairo has no conic
  /// gradient, and its stops blend unpremultiplied) into a surface of
  /// `scale` pixels per point, then painted into the bounds; each pixel
  /// takes the gradient's value at its centre, its colors blended in
  /// premultiplied space.
  ///
  /// - Parameters:
  ///   - properties: The layer's presentation values.
  ///   - bounds: The layer's bounds (finite, not empty).
  ///   - scale: Pixels per point of the gradient's surface.
  ///   - cairo: Where to paint it.
  static func drawGradient(
    _ properties: LayerProperties, bounds: Rect, scale: Double, on cairo: OpaquePointer
  ) {
    guard let ramp = GradientRamp(colors: properties.colors, locations: properties.locations)
    else { return }
    let start = properties.startPoint
    let end = properties.endPoint
    guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
      zoetropeWarning("Gradient layer start or end point is not finite; nothing is drawn")
      return
    }
    let width = min(
      max(Int(saturating: (bounds.width * scale).rounded(.up)), 1), Renderer.maximumPixelDimension)
    let height = min(
      max(Int(saturating: (bounds.height * scale).rounded(.up)), 1), Renderer.maximumPixelDimension)
    let surface = CairoSurface(width: width, height: height)
    cairo_surface_flush(surface.surface)
    guard let data = cairo_image_surface_get_data(surface.surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface.surface))
    // The gradient's geometry in points, relative to the bounds' origin.
    let s = Point(x: start.x * bounds.width, y: start.y * bounds.height)
    let e = Point(x: end.x * bounds.width, y: end.y * bounds.height)
    let axis = Vector(dx: e.x - s.x, dy: e.y - s.y)
    let axisSquared = axis.dx * axis.dx + axis.dy * axis.dy
    var radiusX = abs(axis.dx)
    var radiusY = abs(axis.dy)
    if radiusX == 0 { radiusX = radiusY }
    if radiusY == 0 { radiusY = radiusX }
    let radial = RadialGradientGeometry(
      radiusX: radiusX, radiusY: radiusY,
      focus: properties.gradientFocalPoint.map {
        Point(x: $0.x * bounds.width - s.x, y: $0.y * bounds.height - s.y)
      })
    let startAngle = atan2(axis.dy, axis.dx)
    let type = properties.gradientType
    for row in 0..<height {
      let y = (Double(row) + 0.5) / scale - s.y
      let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(
        to: UInt32.self)
      for column in 0..<width {
        let x = (Double(column) + 0.5) / scale - s.x
        let t: Double
        switch type {
        case .radial:
          t = radial.location(x: x, y: y)
        case .conic:
          var angle = atan2(y, x) - startAngle
          if angle < 0 { angle += 2 * Double.pi }
          t = angle / (2 * Double.pi)
        default:
          t = axisSquared > 0 ? (x * axis.dx + y * axis.dy) / axisSquared : 0
        }
        pixels[column] = ramp.pixel(at: t)
      }
    }
    cairo_surface_mark_dirty(surface.surface)
    cairo_save(cairo)
    cairo_translate(cairo, bounds.minX, bounds.minY)
    cairo_scale(cairo, 1 / scale, 1 / scale)
    cairo_set_source_surface(cairo, surface.surface, 0, 0)
    cairo_new_path(cairo)
    cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
    cairo_fill(cairo)
    cairo_restore(cairo)
  }
}

/// Where a point lies along a radial gradient: 0 at its focal point (its
/// centre unless ``LayerProperties/gradientFocalPoint`` moves it), 1 on
/// its ellipse.
struct RadialGradientGeometry {
  /// The ellipse's radii in points (0: the gradient is its last color).
  let radiusX: Double
  let radiusY: Double
  /// The focal point from the centre in radii (inside the unit circle),
  /// or `nil` at the centre.
  let focus: Point?
  /// The focal point's squared distance from the centre, less 1 (< 0).
  let focusTerm: Double

  /// The furthest a focal point may be from the centre, in radii:
  /// lottie-web's limit on a highlight's length.
  static let maximumFocusDistance = 0.99

  /// The geometry of an ellipse of `radiusX` × `radiusY` points about the
  /// centre, focused at `focus` points from it (`nil` or non-finite: at
  /// the centre; on or outside the ellipse: moved in to 0.99 of the way).
  init(radiusX: Double, radiusY: Double, focus: Point?) {
    self.radiusX = radiusX
    self.radiusY = radiusY
    guard let focus, radiusX > 0, radiusY > 0, focus.x.isFinite, focus.y.isFinite,
      focus.x != 0 || focus.y != 0
    else {
      self.focus = nil
      self.focusTerm = -1
      return
    }
    var unit = Point(x: focus.x / radiusX, y: focus.y / radiusY)
    let distance = (unit.x * unit.x + unit.y * unit.y).squareRoot()
    if distance > Self.maximumFocusDistance {
      let factor = Self.maximumFocusDistance / distance
      unit = Point(x: unit.x * factor, y: unit.y * factor)
    }
    self.focus = unit
    self.focusTerm = unit.x * unit.x + unit.y * unit.y - 1
  }

  /// The location at a point `x`, `y` points from the centre: the `t` of
  /// the circle, of radius `t` about the focal point moved `t` of the way
  /// to the centre, that passes through it (in radii; a circle when
  /// there is no focal point).
  @inline(__always)
  func location(x: Double, y: Double) -> Double {
    guard radiusX > 0 else { return 1 }
    let u = x / radiusX
    let v = y / radiusY
    guard let focus else { return (u * u + v * v).squareRoot() }
    // |d − t·w| = t with d = p − f and w = c − f = −f: the root ≥ 0 of
    // (|w|² − 1)·t² − 2(d·w)·t + |d|² = 0, where |w|² − 1 < 0.
    let dx = u - focus.x
    let dy = v - focus.y
    let dw = -(dx * focus.x + dy * focus.y)
    let dd = dx * dx + dy * dy
    return (dw - (dw * dw - focusTerm * dd).squareRoot()) / focusTerm
  }
}

/// A gradient's colors and locations, validated, as a function from a
/// location to a premultiplied pixel.
struct GradientRamp {
  /// The stops' locations, ascending, in 0...1.
  let locations: [Double]
  /// The stops' premultiplied colors, in 0...255.
  let colors: [(red: Double, green: Double, blue: Double, alpha: Double)]

  /// Validated stops, or `nil` (nothing to draw) when there are no colors.
  ///
  /// Locations: empty spaces the colors evenly; a count other than the
  /// colors' is ignored (evenly spaced) with a warning; NaN and
  /// out-of-range locations follow ``Gradient``'s rules (dropped, or
  /// clamped, with a warning).
  init?(colors: [Color], locations: [Double]) {
    guard !colors.isEmpty else { return nil }
    var given = locations
    if !given.isEmpty, given.count != colors.count {
      zoetropeWarning(
        "Gradient layer has \(given.count) locations for \(colors.count) colors; "
          + "spacing the colors evenly")
      given = []
    }
    let count = colors.count
    let stops = colors.enumerated().map { index, color in
      Gradient.Stop(
        color: color,
        location: given.isEmpty
          ? (count == 1 ? 0 : Double(index) / Double(count - 1)) : given[index])
    }
    let gradient = Gradient(stops: stops)
    self.locations = gradient.stops.map(\.location)
    self.colors = gradient.stops.map { stop in
      let p = stop.color.premultiplied
      return (p.red * 255, p.green * 255, p.blue * 255, p.alpha * 255)
    }
  }

  /// The premultiplied ARGB32 pixel at a location: the colors blended
  /// linearly between the stops around it, the first color before the
  /// first stop and the last after the last.
  func pixel(at t: Double) -> UInt32 {
    let last = locations.count - 1
    if t.isNaN || t <= locations[0] {
      return pack(colors[0])
    }
    if t >= locations[last] {
      return pack(colors[last])
    }
    var index = 0
    while index < last, locations[index + 1] < t {
      index += 1
    }
    let from = locations[index]
    let to = locations[index + 1]
    let fraction = to > from ? (t - from) / (to - from) : 1
    let a = colors[index]
    let b = colors[index + 1]
    return pack(
      (
        a.red + (b.red - a.red) * fraction, a.green + (b.green - a.green) * fraction,
        a.blue + (b.blue - a.blue) * fraction, a.alpha + (b.alpha - a.alpha) * fraction
      ))
  }

  /// Packs premultiplied components in 0...255 into a Cairo ARGB32 pixel.
  private func pack(_ c: (red: Double, green: Double, blue: Double, alpha: Double)) -> UInt32 {
    func byte(_ value: Double) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }
    return byte(c.alpha) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
  }
}
