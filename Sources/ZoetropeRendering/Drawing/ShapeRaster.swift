import CCairo
import CCompositor
import ZoetropeGraphics

/// A `cairo_t` that draws onto a whole ARGB32 image surface, whose pixels
/// a shape's fill and stroke can be written to directly by the
/// compositor's coverage rasterizer (`zt_raster_fill`, `zt_raster_stroke`)
/// instead of by Cairo: a backing store being drawn.
///
/// Only where the bytes would differ from Cairo's by antialiasing alone:
/// no group pushed, no clip but the surface, no device offset or scale,
/// the `OVER` operator and default antialiasing. The rasterizer's coverage
/// is the exact area of each pixel inside the path (Cairo's is sampled on
/// a 256 × 15 grid per pixel), so edge pixels may differ by a few levels;
/// `ShapeRasterTests` bounds the difference.
///
/// All of the type's unsafe code is here: the pixels are read from Cairo
/// and written between `cairo_surface_flush` and
/// `cairo_surface_mark_dirty`, within the surface's width, height and
/// stride.
struct ShapeRasterTarget {
  /// The surface.
  let surface: OpaquePointer
  /// Its width and height in pixels, and its stride in pixels.
  let width: Int
  let height: Int
  let stride: Int
  /// User space to pixels (Cairo's order: xx, yx, xy, yy, x0, y0).
  let matrix: [Double]
  /// The pixel (0, 0) of the target, counted in pixels from the
  /// surface's first.
  var offset = 0

  /// The pixels `box` of `surface` (an image surface, cut to it), user
  /// space mapped to the surface's pixels by `transform`.
  ///
  /// A ``PlanShape`` drawn straight into a frame; `nil` when the box and
  /// the surface do not meet or the surface is not ARGB32.
  init?(surface: OpaquePointer, box: PixelBox, transform: Transform) {
    guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    else { return nil }
    let box = box.intersection(
      PixelBox(
        minX: 0, minY: 0, maxX: Int(cairo_image_surface_get_width(surface)),
        maxY: Int(cairo_image_surface_get_height(surface))))
    guard !box.isEmpty else { return nil }
    let matrix = [
      transform.a, transform.b, transform.c, transform.d, transform.tx - Double(box.minX),
      transform.ty - Double(box.minY),
    ]
    guard matrix.allSatisfy(\.isFinite) else { return nil }
    self.surface = surface
    self.width = box.width
    self.height = box.height
    self.stride = Int(cairo_image_surface_get_stride(surface)) / 4
    self.offset = box.minY * stride + box.minX
    self.matrix = matrix
  }

  /// The target of `cairo`, or `nil` when it is not one the rasterizer
  /// draws exactly as Cairo would (see the type).
  init?(_ cairo: OpaquePointer) {
    guard cairo_status(cairo) == CAIRO_STATUS_SUCCESS, let target = cairo_get_target(cairo),
      cairo_get_group_target(cairo) == target,
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER,
      cairo_get_antialias(cairo) == CAIRO_ANTIALIAS_DEFAULT
    else { return nil }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    var scaleX = 0.0
    var scaleY = 0.0
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    guard offsetX == 0, offsetY == 0, scaleX == 1, scaleY == 1 else { return nil }
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    guard width > 0, height > 0, stride >= width else { return nil }
    var m = cairo_matrix_t()
    cairo_get_matrix(cairo, &m)
    // The clip, in pixels: it must be the whole surface.
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    let list = cairo_copy_clip_rectangle_list(cairo)
    cairo_restore(cairo)
    defer { cairo_rectangle_list_destroy(list) }
    guard let list = list?.pointee, list.status == CAIRO_STATUS_SUCCESS, list.num_rectangles == 1,
      let clip = list.rectangles?.pointee, clip.x <= 0, clip.y <= 0,
      clip.x + clip.width >= Double(width), clip.y + clip.height >= Double(height)
    else { return nil }
    let matrix = [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0]
    guard matrix.allSatisfy(\.isFinite) else { return nil }
    self.surface = target
    self.width = width
    self.height = height
    self.stride = stride
    self.matrix = matrix
  }

  /// A color as the surface's premultiplied ARGB pixel, as Cairo makes it
  /// (each component clamped, premultiplied to 16 bits, the top 8 kept).
  static func pixel(_ color: Color) -> UInt32 {
    func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let alpha = clamped(color.alpha)
    func byte(_ value: Double) -> UInt32 { UInt32((value * 65_535 + 0.5).rounded(.down)) >> 8 }
    return byte(alpha) << 24 | byte(clamped(color.red) * alpha) << 16
      | byte(clamped(color.green) * alpha) << 8 | byte(clamped(color.blue) * alpha)
  }

  /// Fills `path` in `color`; `false` when the rasterizer left it to
  /// Cairo (see `zt_raster_fill`: a point too far out, or out of memory;
  /// nothing was drawn).
  func fill(_ path: ShapeRasterPath, evenOdd: Bool, color: Color) -> Bool {
    draw { pixels in
      zt_raster_fill(
        pixels, stride, width, height, path.verbs, path.verbs.count, path.points, matrix,
        evenOdd, ShapeRasterTarget.pixel(color))
    }
  }

  /// Strokes `path` (undashed) in `color`; `false` when it was left to
  /// Cairo (see `zt_raster_stroke`: nothing was drawn).
  func stroke(_ path: ShapeRasterPath, style: ZTStrokeStyle, color: Color) -> Bool {
    var style = style
    return draw { pixels in
      zt_raster_stroke(
        pixels, stride, width, height, path.verbs, path.verbs.count, path.points, matrix,
        &style, ShapeRasterTarget.pixel(color))
    }
  }

  /// Runs a rasterizer call on the surface's pixels; whether it drew.
  private func draw(_ body: (UnsafeMutablePointer<UInt32>) -> Int32) -> Bool {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return false }
    assert(Int(cairo_image_surface_get_stride(surface)) == stride * 4)
    let pixels = UnsafeMutableRawPointer(data).bindMemory(
      to: UInt32.self, capacity: offset + stride * height)
    let drew = body(pixels + offset) == 0
    cairo_surface_mark_dirty(surface)
    return drew
  }
}

/// A ``ZoetropeGraphics/Path`` as the rasterizer's verbs and points
/// (`ZT_PATH_*`; a quadratic curve's control point first).
struct ShapeRasterPath {
  /// One verb per element.
  var verbs: [UInt8] = []
  /// The points' coordinates, in pairs.
  var points: [Double] = []

  /// The verbs and points of `path`.
  init(_ path: Path) {
    verbs.reserveCapacity(path.elements.count)
    points.reserveCapacity(path.elements.count * 6)
    for element in path.elements {
      switch element {
      case .move(let point):
        verbs.append(UInt8(ZT_PATH_MOVE))
        points.append(point.x)
        points.append(point.y)
      case .line(let point):
        verbs.append(UInt8(ZT_PATH_LINE))
        points.append(point.x)
        points.append(point.y)
      case .quadCurve(let point, let control):
        verbs.append(UInt8(ZT_PATH_QUAD))
        points.append(control.x)
        points.append(control.y)
        points.append(point.x)
        points.append(point.y)
      case .curve(let point, let control1, let control2):
        verbs.append(UInt8(ZT_PATH_CUBIC))
        points.append(control1.x)
        points.append(control1.y)
        points.append(control2.x)
        points.append(control2.y)
        points.append(point.x)
        points.append(point.y)
      case .closeSubpath:
        verbs.append(UInt8(ZT_PATH_CLOSE))
      }
    }
  }
}
