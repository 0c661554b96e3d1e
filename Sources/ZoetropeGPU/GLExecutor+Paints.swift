import CGL
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

extension GLExecutor {
  /// Draws a group's (or mask's) pixels one to one into `box` of the bound
  /// target.
  func composite(
    _ group: Target, at box: PlanBox, alpha: Double, tint: Color?, clip: PlanClip?
  ) throws(GPUError) {
    guard let offscreen = group.offscreen else { return }
    let flags =
      clip.map {
        (GLExecutor.isAxisAligned($0.transform) ? 4 : 0)
          + (GLExecutor.isContinuous($0.curve, radius: $0.radius, corners: $0.corners) ? 1 : 0)
      } ?? 0
    if flags & 1 != 0 { bindCornerField() }
    try use(GLExecutor.programKey(mode: 2, flags: flags))
    flush()
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), offscreen.texture)
    batchTexture = offscreen.texture
    batchIsNearest = true
    let tintColor = tint ?? .white
    func unit(_ value: Double) -> Float { Float(value.isNaN ? 0 : min(max(value, 0), 1)) }
    if let clip {
      setInt("clips", 1)
      setMatrix("toClip", clip.transform.inverted())
      set(
        "clipRect", Float(clip.rect.minX), Float(clip.rect.minY), Float(clip.rect.width),
        Float(clip.rect.height))
      set(
        "clipRadius",
        Float(clip.radius.isFinite && !clip.corners.isEmpty ? max(clip.radius, 0) : 0))
      set("clipCorners", Float(clip.corners.rawValue & 15))
    } else {
      setInt("clips", 0)
    }
    // Target pixels; the offscreen's rows run bottom up.
    let x0 = Double(box.x)
    let y0 = Double(box.y)
    let width = Double(group.box.width)
    let height = Double(group.box.height)
    appendQuad(
      GLExecutor.corners(of: Rect(x: x0, y: y0, width: width, height: height)).map { x, y in
        (x, y, x - x0, height - (y - y0), x, y)
      },
      color: (unit(tintColor.red), unit(tintColor.green), unit(tintColor.blue), unit(alpha)),
      rect: (0, 0, 0, 0), shape: (0, 0, 2, Float(flags)))
    flush()
  }

  /// Whether a rounded rectangle has continuous corners to draw: flag 1
  /// of a fill's or a clipped group's program, whose shader then covers
  /// the corners by ``ContinuousCornerField``.
  static func isContinuous(_ curve: CornerCurve, radius: Double, corners: CornerMask) -> Bool {
    curve == .continuous && radius.isFinite && radius > 0 && !corners.isEmpty
  }

  /// Draws a fill step: a rounded rectangle (only `corners` rounded, with
  /// `curve`) or its ring `border` wide, by coverage, or an opaque square
  /// one on whole pixels by a clear.
  func drawFill(
    rect: Rect, radius: Double, border: Double?, color: Color.Premultiplied, transform: Transform,
    corners: CornerMask, curve: CornerCurve = .circular
  ) throws(GPUError) {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0 else { return }
    if border == nil, radius <= 0 || !radius.isFinite, color.alpha >= 1,
      let box = GLExecutor.wholePixels(of: rect, transform: transform)
    {
      clear(box, to: color)
      return
    }
    let continuous = GLExecutor.isContinuous(curve, radius: radius, corners: corners)
    let flags = (GLExecutor.isAxisAligned(transform) ? 4 : 0) + (continuous ? 1 : 0)
    try use(GLExecutor.programKey(mode: 0, flags: flags))
    if continuous { bindCornerField() }
    // One pixel of margin for the antialiased edge, in bounds units.
    let margin = GLExecutor.pixelInLocal(transform)
    affineQuad(
      rect.insetBy(dx: -margin, dy: -margin), transform: transform, texels: nil,
      color: (Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha)),
      rect: rect,
      shape: (
        Float(radius.isFinite ? max(radius, 0) : 0), Float(border ?? 0),
        Float(corners.rawValue & 15), Float(flags)
      ))
  }

  /// Draws a bitmap step: its texels times `alpha` (premultiplied:
  /// every component), their red, green and blue times `tint` first.
  func drawBitmap(
    _ bitmap: PlanBitmap, rect: Rect, transform: Transform, alpha: Double, isNearest: Bool,
    tint: Color?
  ) throws(GPUError) {
    guard rect.width > 0, rect.height > 0, bitmap.width > 0, bitmap.height > 0 else { return }
    // Cairo pads a bitmap on the axes and leaves a turned one
    // transparent outside (see `cairoPaint`); a store's tile always pads.
    let pads = bitmap.padsEdges || (abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9)
    // A store's tiles meet edge to edge: covered by each axis apart
    // (flag 16), their coverages sum to one where they meet.
    let flags =
      (isNearest ? 1 : 0) + (pads ? 2 : 0) + (GLExecutor.isAxisAligned(transform) ? 4 : 0) + 8
      + (bitmap.padsEdges ? 16 : 0)
    try use(GLExecutor.programKey(mode: 1, flags: flags))
    try useTexture(for: bitmap, nearest: isNearest)
    let color = GLExecutor.paintColor(alpha: alpha, tint: tint)
    let margin = GLExecutor.pixelInLocal(transform)
    affineQuad(
      rect.insetBy(dx: -margin, dy: -margin), transform: transform,
      texels: (rect, Double(bitmap.width) / rect.width, Double(bitmap.height) / rect.height),
      color: color, rect: rect, shape: (0, 0, 1, Float(flags)))
  }

  func drawProjected(_ bitmap: PlanBitmap, toTarget: [Double], alpha: Double)
    throws(GPUError)
  {
    guard toTarget.count == 9, bitmap.width > 0, bitmap.height > 0 else { return }
    try use(GLExecutor.programKey(mode: 1, flags: 8))
    try useTexture(for: bitmap, nearest: false)
    flush()
    let a = Float(alpha.isNaN ? 0 : min(max(alpha, 0), 1))
    // The plane's own pixels, with a texel of margin for the edge; its
    // rectangle clip is the plane, whose edge the filter fades. Plane
    // pixels are the position (mapped by the homography), the texel and
    // the paint's own point at once.
    let width = Double(bitmap.width)
    let height = Double(bitmap.height)
    let outer = Rect(x: -1, y: -1, width: width + 2, height: height + 2)
    if let location = current?.program.uniforms["toTarget"] {
      zt_glUniformMatrix3fv(location, 1, 0, toTarget.map { Float($0) })
    }
    appendQuad(
      GLExecutor.corners(of: outer).map { x, y in (x, y, x, y, x, y) },
      color: (a, a, a, a), rect: (-1, -1, Float(width + 2), Float(height + 2)),
      shape: (0, 0, 1, 8), culls: false)
    flush()
    setMatrix("toTarget", .identity)
  }

  /// Adds the part of `outer` (a paint's own coordinates) that lands on
  /// the bound target, mapped there by an affine map, to the batch: the
  /// vertices are mapped in doubles and sent in target pixels, so a huge
  /// or far map sends only the few pixels it covers, and a singular or
  /// non-finite one draws nothing.
  func affineQuad(
    _ outer: Rect, transform t: Transform, texels: (rect: Rect, scaleX: Double, scaleY: Double)?,
    color: (Float, Float, Float, Float), rect: Rect, shape: (Float, Float, Float, Float)
  ) {
    let determinant = t.a * t.d - t.b * t.c
    guard determinant.isFinite, abs(determinant) > 1e-300, outer.width > 0, outer.height > 0
    else { return }
    let inverse = Transform(
      a: t.d / determinant, b: -t.b / determinant, c: -t.c / determinant, d: t.a / determinant,
      tx: (t.c * t.ty - t.d * t.tx) / determinant, ty: (t.b * t.tx - t.a * t.ty) / determinant)
    let target = Rect(
      x: -2, y: -2, width: Double(targetSize.width) + 4, height: Double(targetSize.height) + 4)
    let visible = outer.intersection(target.applying(inverse))
    guard !visible.isNull, visible.width > 0, visible.height > 0, visible.minX.isFinite,
      visible.minY.isFinite, visible.maxX.isFinite, visible.maxY.isFinite
    else { return }
    appendQuad(
      GLExecutor.corners(of: visible).map { x, y in
        (
          t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty,
          texels.map { (x - $0.rect.minX) * $0.scaleX } ?? 0,
          texels.map { (y - $0.rect.minY) * $0.scaleY } ?? 0, x, y
        )
      },
      color: color,
      rect: (Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height)),
      shape: shape)
  }

  /// Draws a shape step: rasterized on the CPU (the coverage rasterizer,
  /// ``PlanShape/rasterized()``) into a bitmap of its box, drawn pixel for
  /// pixel at its ``PlanShape/bitmapAlpha``, a texture uploaded each frame
  /// (its path changes every frame).
  func drawShape(_ shape: PlanShape) throws(GPUError) {
    let box = shape.box
    try drawBitmap(
      shape.rasterized(),
      rect: Rect(
        x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height)),
      transform: .identity, alpha: shape.bitmapAlpha, isNearest: true, tint: nil)
  }
}
