import CGL
import ZoetropeGraphics
import ZoetropeRendering

extension GLExecutor {
  /// Floats per vertex: position, texel, point, color, rect, shape.
  static let floatsPerVertex = 18

  /// Adds a quad (four corners in strip order: position, texel and point)
  /// to the batch as two triangles; with `culls`, its positions are target
  /// pixels, and a quad wholly outside the scissor is dropped.
  func appendQuad(
    _ corners: [(Double, Double, Double, Double, Double, Double)],
    color: (Float, Float, Float, Float), rect: (Float, Float, Float, Float),
    shape: (Float, Float, Float, Float), culls: Bool = true
  ) {
    guard corners.count == 4 else { return }
    if culls, let scissor {
      // Wholly outside the damage: nothing to draw (the quad is not
      // clipped, so the pixels inside stay those of a whole frame).
      var minX = Double.infinity
      var minY = Double.infinity
      var maxX = -Double.infinity
      var maxY = -Double.infinity
      for corner in corners {
        minX = min(minX, corner.0)
        minY = min(minY, corner.1)
        maxX = max(maxX, corner.0)
        maxY = max(maxY, corner.1)
      }
      guard maxX > Double(scissor.x), minX < Double(scissor.x + scissor.width),
        maxY > Double(scissor.y), minY < Double(scissor.y + scissor.height)
      else { return }
    }
    for index in [0, 1, 2, 2, 1, 3] {
      let c = corners[index]
      batch.append(contentsOf: [
        Float(c.0), Float(c.1), Float(c.2), Float(c.3), Float(c.4), Float(c.5),
        color.0, color.1, color.2, color.3, rect.0, rect.1, rect.2, rect.3,
        shape.0, shape.1, shape.2, shape.3,
      ])
    }
  }

  /// Draws the pending clear, then the batch in one call.
  func flush() {
    if pendingClear != nil { clearPending() }
    guard !batch.isEmpty else { return }
    batch.withUnsafeBytes { bytes in
      zt_glBufferData(
        ZTGLenum(ZT_GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, ZTGLenum(ZT_GL_STREAM_DRAW))
    }
    zt_glDrawArrays(
      ZTGLenum(ZT_GL_TRIANGLES), 0, ZTGLsizei(batch.count / GLExecutor.floatsPerVertex))
    drawCallsInLastFrame += 1
    batch.removeAll(keepingCapacity: true)
  }

  /// Makes a bitmap's texture (uploaded first if it has none) the batch's,
  /// drawing the batch first if it had another or another filter.
  func useTexture(for bitmap: PlanBitmap, nearest: Bool) throws(GPUError) {
    let name = try texture(for: bitmap)
    guard batchTexture != name || batchIsNearest != nearest else { return }
    flush()
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), name)
    setFilter(nearest: nearest)
    batchTexture = name
    batchIsNearest = nearest
  }

  /// The four corners of a rectangle in triangle-strip order.
  static func corners(of rect: Rect) -> [(Double, Double)] {
    [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ]
  }

  /// The whole target pixels a rectangle covers exactly under a map that
  /// only scales and moves it, if its edges land on pixel edges.
  static func wholePixels(of rect: Rect, transform t: Transform) -> PlanBox? {
    guard abs(t.b) < 1e-12, abs(t.c) < 1e-12 else { return nil }
    let xs = [t.a * rect.minX + t.tx, t.a * rect.maxX + t.tx]
    let ys = [t.d * rect.minY + t.ty, t.d * rect.maxY + t.ty]
    let values = xs + ys
    guard values.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1e-9 && abs($0) < 1e7 })
    else { return nil }
    let minX = Int(min(xs[0], xs[1]).rounded())
    let maxX = Int(max(xs[0], xs[1]).rounded())
    let minY = Int(min(ys[0], ys[1]).rounded())
    let maxY = Int(max(ys[0], ys[1]).rounded())
    guard maxX > minX, maxY > minY else { return nil }
    return PlanBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Fills whole pixels of the bound target with an opaque color, by a
  /// clear inside a scissor box: what a fill shader would write there,
  /// without shading every pixel (the root's background, most often).
  func clear(_ box: PlanBox, to color: Color.Premultiplied) {
    var minX = max(box.x, 0)
    var minY = max(box.y, 0)
    var maxX = min(box.x + box.width, targetSize.width)
    var maxY = min(box.y + box.height, targetSize.height)
    if let scissor {
      minX = max(minX, scissor.x)
      minY = max(minY, scissor.y)
      maxX = min(maxX, scissor.x + scissor.width)
      maxY = min(maxY, scissor.y + scissor.height)
    }
    guard maxX > minX, maxY > minY else { return }
    let cleared = PlanBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    let values = (Float(color.red), Float(color.green), Float(color.blue), Float(1))
    // A clear that covers the one before it, with nothing drawn between,
    // replaces it.
    if batch.isEmpty, let pending = pendingClear, GLExecutor.contains(cleared, pending.box) {
      pendingClear = (cleared, values)
      return
    }
    flush()
    pendingClear = (cleared, values)
  }

  /// Does the clear ``clear(_:to:)`` left pending, if any.
  ///
  /// It is done before anything else is drawn (``flush()`` does it
  /// first). A clear of the whole target
  /// is done without a scissor (a driver may then clear at once rather
  /// than shade the box, as Mesa's do).
  func clearPending() {
    guard let pending = pendingClear else { return }
    pendingClear = nil
    clearsInLastFrame += 1
    let box = pending.box
    if box.x == 0, box.y == 0, box.width == targetSize.width, box.height == targetSize.height {
      zt_glDisable(ZTGLenum(ZT_GL_SCISSOR_TEST))
    } else {
      setScissor(box)
    }
    zt_glClearColor(pending.color.0, pending.color.1, pending.color.2, pending.color.3)
    zt_glClear(ZTGLbitfield(ZT_GL_COLOR_BUFFER_BIT))
    applyScissor()
  }

  /// Whether box `a` holds every pixel of box `b`.
  static func contains(_ a: PlanBox, _ b: PlanBox) -> Bool {
    a.x <= b.x && a.y <= b.y && a.x + a.width >= b.x + b.width
      && a.y + a.height >= b.y + b.height
  }

  /// Whether a map keeps rows and columns on the axes (a scale and a move,
  /// or a quarter turn): then edges are covered by area.
  static func isAxisAligned(_ t: Transform) -> Bool {
    (abs(t.b) < 1e-9 && abs(t.c) < 1e-9) || (abs(t.a) < 1e-9 && abs(t.d) < 1e-9)
  }

  /// One target pixel measured in a map's source units (the larger of
  /// the two directions), for an edge's margin.
  static func pixelInLocal(_ transform: Transform) -> Double {
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
    let smaller = min(scaleX, scaleY)
    guard smaller.isFinite, smaller > 1e-9 else { return 1 }
    return 1 / smaller
  }

  /// The bounds of the damage inside a frame of `width × height` pixels,
  /// or nil if they hold no pixel.
  @inline(__always)
  static func bounds(of damage: [PlanBox], width: Int, height: Int)
    -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  {
    var minX = width
    var minY = height
    var maxX = 0
    var maxY = 0
    for box in damage {
      minX = min(minX, max(box.x, 0))
      minY = min(minY, max(box.y, 0))
      maxX = max(maxX, min(box.x + box.width, width))
      maxY = max(maxY, min(box.y + box.height, height))
    }
    guard maxX > minX, maxY > minY else { return nil }
    return (minX, minY, maxX, maxY)
  }
}
