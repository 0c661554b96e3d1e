import CGL
import ZoetropeGraphics
import ZoetropeRendering

// A bitmap wider or taller than the driver's largest texture, drawn as
// pieces that each fit in one.
extension GLExecutor {
  /// A piece of a bitmap over the texture size: the bitmap's key and the
  /// piece's index.
  struct PieceKey: Hashable {
    var bitmap: ObjectIdentifier
    var index: Int
  }

  /// Whether a bitmap is over the driver's texture size, so that
  /// ``drawPieces(_:rect:transform:alpha:isNearest:tint:stack:)`` draws it.
  func isOverTextureSize(_ bitmap: PlanBitmap) -> Bool {
    bitmap.width > maximumTextureSize || bitmap.height > maximumTextureSize
  }

  /// Draws a bitmap step whose bitmap is over the driver's texture size as
  /// pieces of at most that size less two texels, each uploaded once (with
  /// a texel of its neighbours around it, so bilinear samples cross the
  /// seams as in one texture) and kept while drawn, as textures are.
  ///
  /// Pieces that land on whole pixels are drawn straight into the target;
  /// otherwise they are added (`ONE`, `ONE`) into a group of the pixels the
  /// bitmap covers, each covered by its two axes apart (flag 16), so their
  /// coverages sum to one where they meet, and the group is composited at
  /// `alpha`. Samples past the bitmap's own edges repeat the edge texels.
  func drawPieces(
    _ bitmap: PlanBitmap, rect: Rect, transform: Transform, alpha: Double, isNearest: Bool,
    tint: Color?, stack: inout [Target]
  ) throws(GPUError) {
    let side = maximumTextureSize - 2
    guard side > 0, rect.width > 0, rect.height > 0, let parent = stack.last else { return }
    let columns = (bitmap.width + side - 1) / side
    let rows = (bitmap.height + side - 1) / side
    let toLocalX = rect.width / Double(bitmap.width)
    let toLocalY = rect.height / Double(bitmap.height)
    func local(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Rect {
      Rect(
        x: rect.minX + Double(x) * toLocalX, y: rect.minY + Double(y) * toLocalY,
        width: Double(width) * toLocalX, height: Double(height) * toLocalY)
    }
    let aligned = isNearest && GLExecutor.wholePixels(of: rect, transform: transform) != nil
    var map = transform
    var group: Target?
    if !aligned {
      let covered = PlanBox(
        enclosing: rect.applying(transform),
        within: PlanBox(x: 0, y: 0, width: targetSize.width, height: targetSize.height))
      guard let covered else { return }
      let target = try offscreenTarget(box: covered)
      bind(target)
      flush()
      zt_glBlendFunc(ZTGLenum(ZT_GL_ONE), ZTGLenum(ZT_GL_ONE))
      map = transform.concatenating(
        Transform(translationX: Double(-covered.x), y: Double(-covered.y)))
      group = target
    }
    let flags = (isNearest ? 1 : 0) + 2 + (GLExecutor.isAxisAligned(map) ? 4 : 0) + 8 + 16
    try use(GLExecutor.programKey(mode: 1, flags: flags))
    let color = GLExecutor.paintColor(alpha: group == nil ? alpha : 1, tint: tint)
    let margin = GLExecutor.pixelInLocal(map)
    for row in 0..<rows {
      for column in 0..<columns {
        let x = column * side
        let y = row * side
        let width = min(side, bitmap.width - x)
        let height = min(side, bitmap.height - y)
        // The texels uploaded: the piece and a texel of each neighbour.
        let x0 = max(x - 1, 0)
        let y0 = max(y - 1, 0)
        let x1 = min(x + width + 1, bitmap.width)
        let y1 = min(y + height + 1, bitmap.height)
        try usePiece(
          of: bitmap, index: row * columns + column,
          box: PlanBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0), nearest: isNearest)
        let core = local(x, y, width, height)
        affineQuad(
          core.insetBy(dx: -margin, dy: -margin), transform: map,
          texels: (local(x0, y0, x1 - x0, y1 - y0), 1 / toLocalX, 1 / toLocalY),
          color: color, rect: core, shape: (0, 0, 1, Float(flags)))
      }
    }
    guard let group else { return }
    flush()
    zt_glBlendFunc(ZTGLenum(ZT_GL_ONE), ZTGLenum(ZT_GL_ONE_MINUS_SRC_ALPHA))
    bind(parent)
    try composite(group, at: group.box, alpha: alpha, tint: nil, clip: nil)
    if let offscreen = group.offscreen { freeOffscreens.append(offscreen) }
  }

  /// Makes a piece's texture the batch's, uploading the box of the
  /// bitmap's pixels first if it has none.
  private func usePiece(of bitmap: PlanBitmap, index: Int, box: PlanBox, nearest: Bool)
    throws(GPUError)
  {
    let key = PieceKey(bitmap: bitmap.key, index: index)
    let name: ZTGLuint
    if let texture = pieces[key] {
      texture.frame = frameNumber
      name = texture.name
    } else {
      flush()
      batchTexture = nil
      var made: ZTGLuint = 0
      zt_glGenTextures(1, &made)
      zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), made)
      bitmap.withPixels { pixels, bytesPerRow in
        zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ALIGNMENT), 4)
        zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ROW_LENGTH), ZTGLint(bytesPerRow / 4))
        zt_glTexImage2D(
          ZTGLenum(ZT_GL_TEXTURE_2D), 0, ZTGLint(ZT_GL_RGBA8), ZTGLsizei(box.width),
          ZTGLsizei(box.height), 0, ZTGLenum(ZT_GL_RGBA), ZTGLenum(ZT_GL_UNSIGNED_BYTE),
          pixels + box.y * bytesPerRow + box.x * 4)
        zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ROW_LENGTH), 0)
      }
      if let error = GLExecutor.error() {
        zt_glDeleteTextures(1, &made)
        throw GPUError(
          "the driver refused a texture of \(box.width)×\(box.height) pixels: \(error)")
      }
      let bytes = box.width * box.height * 4
      pieces[key] = Texture(name: made, owner: bitmap.owner, bytes: bytes, frame: frameNumber)
      textureBytes += bytes
      uploadsInLastFrame += 1
      name = made
    }
    guard batchTexture != name || batchIsNearest != nearest else { return }
    flush()
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), name)
    setFilter(nearest: nearest)
    batchTexture = name
    batchIsNearest = nearest
  }

  /// Keeps a bitmap's pieces through this frame although it is not drawn
  /// (it is outside the damage).
  func keepPieces(of bitmap: PlanBitmap) {
    for (key, texture) in pieces where key.bitmap == bitmap.key {
      texture.frame = frameNumber
    }
  }

  /// Deletes the pieces not drawn in this frame.
  func evictUnusedPieces() {
    for (key, texture) in pieces where texture.frame != frameNumber {
      var name = texture.name
      zt_glDeleteTextures(1, &name)
      textureBytes -= texture.bytes
      pieces[key] = nil
    }
  }
}

extension PlanBox {
  /// The whole pixels that a rectangle touches inside `bounds`, or nil
  /// when none.
  init?(enclosing rect: Rect, within bounds: PlanBox) {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite
    else { return nil }
    let minX = max(Int(max(rect.minX.rounded(.down), -1e9)), bounds.x)
    let minY = max(Int(max(rect.minY.rounded(.down), -1e9)), bounds.y)
    let maxX = min(Int(min(rect.maxX.rounded(.up), 1e9)), bounds.x + bounds.width)
    let maxY = min(Int(min(rect.maxY.rounded(.up), 1e9)), bounds.y + bounds.height)
    guard maxX > minX, maxY > minY else { return nil }
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
