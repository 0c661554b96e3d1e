import CCairo
import CPixman
import ZoetropeGraphics
import ZoetropeLayers

/// Where the compositor may write target pixels with pixman while a
/// subtree is drawn.
///
/// `box` is the clip of the ancestors in whole target pixels (the frame,
/// or the damaged rectangle, cut by each `masksToBounds` ancestor). When
/// `isExact` is false an ancestor clips by a shape that is not such a box
/// (rounded corners, a turned or fractional rectangle) or the subtree is
/// drawn into a Cairo group, and every paint goes through Cairo.
struct CompositeClip: Equatable {
  /// The clip in target pixels.
  var box: PixelBox
  /// Whether pixman may draw: the Cairo clip is exactly `box` and Cairo
  /// draws onto the target itself, not a group.
  var isExact: Bool

  /// The box to draw in with pixman, or `nil` when the paint must go
  /// through Cairo.
  var direct: PixelBox? { isExact ? box : nil }
}

/// How the compositor draws each paint, counted per frame (see
/// ``Renderer/compositeCounts``).
struct CompositeCounts: Equatable {
  /// Contents images and backing stores copied at a whole-pixel offset
  /// with pixman (`OVER`, with a solid mask below full opacity).
  var pixelCopies = 0
  /// Background rectangles on whole pixels filled with pixman.
  var boxFills = 0
  /// Paints left to Cairo (turned, scaled, fractional, rounded, grouped).
  var cairoPaints = 0
}

// The pixman paths: exact equivalents of what Cairo does for the same
// paint, without its per-call machinery.
extension Renderer {
  /// Cairo's 16-bit value of a channel in 0...1 (`_cairo_color_double_to_short`),
  /// after clamping it as `cairo_set_source_rgba` does.
  static func cairoShort(_ value: Double) -> UInt16 {
    let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
    return UInt16(clamped * 65535 + 0.5)
  }

  /// The premultiplied 16-bit pixman color Cairo makes for
  /// `cairo_set_source_rgba(color × alpha)`.
  static func pixmanColor(_ color: Color, alpha: Double) -> pixman_color_t {
    let product = color.alpha * alpha
    let opacity = product.isNaN ? 0 : min(max(product, 0), 1)
    func channel(_ value: Double) -> UInt16 {
      let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
      return cairoShort(clamped * opacity)
    }
    return pixman_color_t(
      red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
      alpha: cairoShort(opacity))
  }

  /// Fills a box of target pixels with a color over what is there, as
  /// Cairo fills a rectangle on whole pixels.
  ///
  /// - Parameters:
  ///   - box: The rectangle, in target pixels.
  ///   - color: The color.
  ///   - alpha: An extra opacity the color is multiplied by.
  ///   - clip: The clip, in target pixels.
  func compositeFill(_ box: PixelBox, color: Color, alpha: Double, clip: PixelBox) {
    let box = box.intersection(clip)
    guard !box.isEmpty, let target else { return }
    compositeCounts.boxFills += 1
    var pixmanColor = Renderer.pixmanColor(color, alpha: alpha)
    var pixmanBox = pixman_box32_t(
      x1: Int32(box.minX), y1: Int32(box.minY), x2: Int32(box.maxX), y2: Int32(box.maxY))
    _ = pixman_image_fill_boxes(PIXMAN_OP_OVER, target.pixmanImage, &pixmanColor, 1, &pixmanBox)
  }

  /// Composites a surface over the target at a whole-pixel offset, as
  /// Cairo paints it with nearest sampling at that offset (with
  /// `cairo_paint_with_alpha` below full opacity).
  ///
  /// - Parameters:
  ///   - surface: The surface.
  ///   - x: The target column of its left edge.
  ///   - y: The target row of its top edge.
  ///   - alpha: The opacity, 0...1.
  ///   - clip: The clip, in target pixels.
  func compositeCopy(_ surface: CairoSurface, x: Int, y: Int, alpha: Double, clip: PixelBox) {
    let placed = PixelBox(minX: x, minY: y, maxX: x + surface.width, maxY: y + surface.height)
    let box = placed.intersection(clip)
    guard !box.isEmpty, let target else { return }
    compositeCounts.pixelCopies += 1
    var mask: OpaquePointer?
    if alpha < 1 {
      var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: Renderer.cairoShort(alpha))
      mask = pixman_image_create_solid_fill(&color)
    }
    pixman_image_composite32(
      PIXMAN_OP_OVER, surface.pixmanImage, mask, target.pixmanImage, Int32(box.minX - x),
      Int32(box.minY - y), 0, 0, Int32(box.minX), Int32(box.minY), Int32(box.width),
      Int32(box.height))
    if let mask {
      pixman_image_unref(mask)
    }
  }

  /// The target pixels a layer's bounds cover when its transform maps
  /// them onto whole pixels without turning them, and its corners are
  /// square; `nil` otherwise.
  static func alignedBox(of bounds: Rect, cornerRadius: Double, transform: Transform) -> PixelBox? {
    guard abs(transform.b) < 1e-12, abs(transform.c) < 1e-12 else { return nil }
    let limit = min(bounds.width, bounds.height) / 2
    let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), limit) : 0
    guard !(radius > 0) else { return nil }
    let x0 = transform.a * bounds.minX + transform.tx
    let x1 = transform.a * bounds.maxX + transform.tx
    let y0 = transform.d * bounds.minY + transform.ty
    let y1 = transform.d * bounds.maxY + transform.ty
    return PixelBox(
      aligned: Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0)))
  }
}
