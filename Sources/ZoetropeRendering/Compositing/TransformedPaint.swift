import CCompositor
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
/// The pixels are drawn by C kernels (the `CCompositor` target): rows'
/// interiors four pixels at a time with SSE2 on x86-64, edges with the
/// four edges' coverage computed side by side. A plain C kernel gives the
/// same bytes on every processor, and tests hold the two to it.
///
/// Every pixel depends only on its own position, so a band of rows gives
/// the same bytes whichever thread draws it. A class, so that the
/// recorded operations that hold one stay small to copy.
final class TransformedPaint: @unchecked Sendable {
  /// The paint as the C kernel reads it: the surface, the inverted map,
  /// the edges, the opacity and the box.
  var kernel: ZTAffinePaint { storage.pointee }

  /// Where ``kernel`` lives, for as long as the paint: the compositor's
  /// culled batches point at it.
  let storage: UnsafeMutablePointer<ZTAffinePaint>

  /// The 64-byte cache lines ``storage`` may span (it is aligned to 16
  /// bytes, not to a line), for reading it ahead.
  static let kernelLines = (MemoryLayout<ZTAffinePaint>.size + 48 + 63) / 64

  /// One edge of the quadrilateral: the half-plane
  /// `normalX·x + normalY·y + offset ≥ 0` is inside, with a unit normal.
  typealias Edge = ZTEdge

  /// The target pixels the paint may touch (the quadrilateral's bounding
  /// box, clipped).
  var box: PixelBox {
    PixelBox(minX: kernel.minX, minY: kernel.minY, maxX: kernel.maxX, maxY: kernel.maxY)
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
  convenience init?(
    source: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int,
    surfaceToTarget: Transform, isBilinear: Bool, isPadded: Bool = false, alpha: Double,
    clip: PixelBox
  ) {
    guard
      let kernel = TransformedPaint.kernel(
        source: source, width: width, height: height, stride: stride,
        surfaceToTarget: surfaceToTarget, isBilinear: isBilinear, isPadded: isPadded,
        alpha: alpha, clip: clip)
    else { return nil }
    self.init(kernel: kernel)
  }

  /// Makes a paint of a kernel worked out by
  /// ``kernel(source:width:height:stride:surfaceToTarget:isBilinear:isPadded:alpha:clip:)``.
  init(kernel: ZTAffinePaint) {
    _ = TransformedPaint.kernelChoice
    storage = .allocate(capacity: 1)
    storage.initialize(to: kernel)
  }

  /// Makes the paint draw another kernel: the renderer reuses its paints
  /// from one batch to the next instead of allocating two blocks for each
  /// turned paint of every frame.
  func reset(to kernel: ZTAffinePaint) {
    storage.pointee = kernel
  }

  /// The kernel of the paint of a surface through `surfaceToTarget`,
  /// clipped to `clip` (the parameters of
  /// ``init(source:width:height:stride:surfaceToTarget:isBilinear:isPadded:alpha:clip:)``);
  /// `nil` when the map cannot be inverted or reaches beyond the
  /// compositor's coordinate limits.
  static func kernel(
    source: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int,
    surfaceToTarget: Transform, isBilinear: Bool, isPadded: Bool = false, alpha: Double,
    clip: PixelBox
  ) -> ZTAffinePaint? {
    let determinant = surfaceToTarget.a * surfaceToTarget.d - surfaceToTarget.b * surfaceToTarget.c
    // Degenerate (a line or a point): Cairo draws nothing either.
    guard width > 0, height > 0, surfaceToTarget.isFinite, abs(determinant) > 1e-9 else {
      return nil
    }
    guard abs(surfaceToTarget.tx) < 1e8, abs(surfaceToTarget.ty) < 1e8 else { return nil }
    // Sample positions are computed relative to a whole target pixel, so
    // moving a paint by whole pixels moves the same pixels.
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
    // The corners, in locals rather than arrays: a paint is made for every
    // turned sprite of every frame.
    let corner0 = Point(x: 0, y: 0).applying(surfaceToTarget)
    let corner1 = Point(x: Double(width), y: 0).applying(surfaceToTarget)
    let corner2 = Point(x: Double(width), y: Double(height)).applying(surfaceToTarget)
    let corner3 = Point(x: 0, y: Double(height)).applying(surfaceToTarget)
    // In the order, and with the comparisons, of `Sequence.min()` and
    // `max()`.
    var minX = corner0.x
    var maxX = corner0.x
    var minY = corner0.y
    var maxY = corner0.y
    func include(_ corner: Point) {
      if corner.x < minX { minX = corner.x }
      if maxX < corner.x { maxX = corner.x }
      if corner.y < minY { minY = corner.y }
      if maxY < corner.y { maxY = corner.y }
    }
    include(corner1)
    include(corner2)
    include(corner3)
    let limit = Double(1 << 24)
    guard minX > -limit, maxX < limit, minY > -limit, maxY < limit else { return nil }
    let box = PixelBox(
      minX: Int(minX.rounded(.down)), minY: Int(minY.rounded(.down)),
      maxX: Int(maxX.rounded(.up)), maxY: Int(maxY.rounded(.up))
    ).intersection(clip)
    let center = Point(
      x: (((0 + corner0.x) + corner1.x) + corner2.x + corner3.x) / 4,
      y: (((0 + corner0.y) + corner1.y) + corner2.y + corner3.y) / 4)
    let clamped = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    return ZTAffinePaint(
      source: source, sourceWidth: width, sourceHeight: height, sourceStride: stride,
      isBilinear: isBilinear ? 1 : 0, isPadded: isPadded ? 1 : 0,
      // As pixman takes a solid mask.
      alpha: UInt32((clamped * 65535 + 0.5).rounded(.down)) >> 8,
      originX: originX, originY: originY,
      a: inverse.a, b: inverse.b, c: inverse.c, d: inverse.d, tx: inverse.tx, ty: inverse.ty,
      edges: (
        Edge(from: corner0, to: corner1, inside: center),
        Edge(from: corner1, to: corner2, inside: center),
        Edge(from: corner2, to: corner3, inside: center),
        Edge(from: corner3, to: corner0, inside: center)
      ),
      minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
  }

  deinit {
    storage.deallocate()
  }

  /// Draws the part of the paint inside `band` onto a target of
  /// premultiplied ARGB32 pixels, with the vector kernel where the
  /// processor has one.
  func run(on target: UnsafeMutablePointer<UInt32>, stride: Int, in band: PixelBox) {
    zt_affine_paint_run(storage, target, stride, band.minX, band.minY, band.maxX, band.maxY)
  }

  /// The build of the kernel ``run(on:stride:in:)`` uses: "avx2" on
  /// x86-64 processors with AVX2 (the SSE2 kernel compiled for them),
  /// "sse2" on other x86-64 processors or with
  /// `ZOETROPE_AFFINE_KERNEL=sse2` in the environment, "scalar" elsewhere.
  static var kernelName: String {
    _ = kernelChoice
    return String(cString: zt_affine_paint_kernel())
  }

  /// Tells the C kernels which build to run, once, before the first paint
  /// (every paint is made by ``init(kernel:)``, which touches this): the
  /// baseline when ``Diagnostics/current`` asks for it
  /// (`ZOETROPE_AFFINE_KERNEL=sse2`), else the fastest the processor runs.
  private static let kernelChoice: Void = {
    zt_affine_paint_use_baseline(Diagnostics.current.affineKernel == .baseline)
  }()

  /// Draws like ``run(on:stride:in:)`` with the baseline build of the
  /// kernel, whatever the processor: the reference the AVX2 build is
  /// tested against.
  func runBaseline(on target: UnsafeMutablePointer<UInt32>, stride: Int, in band: PixelBox) {
    zt_affine_paint_run_baseline(
      storage, target, stride, band.minX, band.minY, band.maxX, band.maxY)
  }

  /// Draws like ``run(on:stride:in:)`` with the plain C kernel: the
  /// reference the vector kernel is tested against.
  func runScalar(on target: UnsafeMutablePointer<UInt32>, stride: Int, in band: PixelBox) {
    zt_affine_paint_run_scalar(
      storage, target, stride, band.minX, band.minY, band.maxX, band.maxY)
  }
}

extension ZTEdge {
  /// The edge through `start` and `end` whose inside holds `inside`.
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
    let major = max(abs(normalX), abs(normalY))
    let minor = min(abs(normalX), abs(normalY))
    let corner = 2 * major * minor
    self.init(
      normalX: normalX, normalY: normalY, offset: offset, reach: (major + minor) / 2,
      flat: (major - minor) / 2, inverseCorner: corner > 0 ? 1 / corner : 0,
      // flat + reach = major, at least 1/√2 for a unit normal.
      inverseWidth: 1 / major)
  }

  /// The part of a unit pixel whose center is at signed distance
  /// `distance` inside the edge that lies inside it.
  func coverage(atDistance distance: Double) -> Double {
    Double(withUnsafePointer(to: self) { zt_edge_coverage($0, distance) })
  }
}

extension Transform {
  /// Whether every entry is finite.
  fileprivate var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
