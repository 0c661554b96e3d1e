import CGL
import ZoetropeGraphics
import ZoetropeRendering

// An emitter's particles: instances of one quad, drawn from an atlas of the
// emitter's images in one call.
extension GLExecutor {
  /// A texture of an emitter's images side by side, each with a
  /// transparent texel around it, so a particle of any of them is drawn
  /// from the same texture.
  final class Atlas {
    let name: ZTGLuint
    /// The images' surfaces, kept alive while the atlas is (their keys
    /// name it).
    let owners: [AnyObject]
    /// Each image's box in the atlas, in texels.
    let boxes: [PlanBox]
    let bytes: Int
    var frame: Int

    init(name: ZTGLuint, owners: [AnyObject], boxes: [PlanBox], bytes: Int, frame: Int) {
      self.name = name
      self.owners = owners
      self.boxes = boxes
      self.bytes = bytes
      self.frame = frame
    }
  }

  /// Floats per particle: its map (a, b, c, d), its move and flags, its
  /// rectangle, its color and its image's box in the atlas.
  static let floatsPerInstance = 20

  /// The largest atlas made, in pixels (16 MiB); an emitter whose images
  /// need more draws each particle as a bitmap step.
  static let maximumAtlasPixels = 4_194_304

  /// Draws an emitter's particles (``PlanStep/particles(_:)``).
  ///
  /// They are instances of one quad, each with its map, rectangle, color
  /// and flags, from an atlas of the emitter's images: one draw call, and
  /// no pixel drawn on the CPU. Each particle is shaded as its bitmap step
  /// would be (``drawBitmap(_:rect:transform:alpha:isNearest:tint:)``).
  /// When the images do not fit one texture, each particle is drawn as
  /// its bitmap step.
  func drawParticles(_ batch: PlanParticles) throws(GPUError) {
    guard let atlas = try atlas(for: batch.bitmaps) else {
      for particle in batch.particles {
        try drawBitmap(
          batch.bitmaps[particle.bitmap], rect: particle.rect, transform: particle.transform,
          alpha: particle.alpha, isNearest: particle.isNearest, tint: particle.tint)
      }
      return
    }
    instances.removeAll(keepingCapacity: true)
    for particle in batch.particles {
      appendInstance(particle, box: atlas.boxes[particle.bitmap])
    }
    guard !instances.isEmpty else { return }
    try use(GLExecutor.programKey(mode: 3, flags: 0))
    flush()
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), atlas.name)
    batchTexture = atlas.name
    batchIsNearest = false
    bindParticleArray()
    instances.withUnsafeBytes { bytes in
      zt_glBufferData(
        ZTGLenum(ZT_GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, ZTGLenum(ZT_GL_STREAM_DRAW))
    }
    zt_glDrawArraysInstanced(
      ZTGLenum(ZT_GL_TRIANGLE_STRIP), 0, 4,
      ZTGLsizei(instances.count / GLExecutor.floatsPerInstance))
    drawCallsInLastFrame += 1
    zt_glBindVertexArray(vertexArray)
    zt_glBindBuffer(ZTGLenum(ZT_GL_ARRAY_BUFFER), vertexBuffer)
  }

  /// A bitmap paint's color: its texels are multiplied by it
  /// (premultiplied: every component times `alpha`; red, green and blue
  /// times `tint`'s levels as the CPU's tinted image rounds them, see
  /// `ParticleCache`).
  static func paintColor(alpha: Double, tint: Color?) -> (Float, Float, Float, Float) {
    let a = Float(alpha.isNaN ? 0 : min(max(alpha, 0), 1))
    func level(_ value: Double) -> Float {
      Float((value.isNaN ? 0 : min(max(value, 0), 1) * 255).rounded() / 255)
    }
    return tint.map { (a * level($0.red), a * level($0.green), a * level($0.blue), a) }
      ?? (a, a, a, a)
  }

  /// Adds a particle's instance values, unless its map is singular or
  /// not finite or it lands wholly outside the target (or the damage).
  private func appendInstance(_ particle: PlanParticle, box: PlanBox) {
    let t = particle.transform
    let rect = particle.rect
    let determinant = t.a * t.d - t.b * t.c
    guard determinant.isFinite, abs(determinant) > 1e-300, t.tx.isFinite, t.ty.isFinite,
      rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
      rect.maxX.isFinite, rect.maxY.isFinite
    else { return }
    // Its bounds in target pixels, with the edge's pixel of margin.
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (x, y) in GLExecutor.corners(of: rect) {
      let px = t.a * x + t.c * y + t.tx
      let py = t.b * x + t.d * y + t.ty
      minX = min(minX, px)
      minY = min(minY, py)
      maxX = max(maxX, px)
      maxY = max(maxY, py)
    }
    let area =
      scissor ?? PlanBox(x: 0, y: 0, width: targetSize.width, height: targetSize.height)
    guard maxX + 2 > Double(area.x), minX - 2 < Double(area.x + area.width),
      maxY + 2 > Double(area.y), minY - 2 < Double(area.y + area.height)
    else { return }
    // As a bitmap step's: Cairo pads a bitmap on the axes.
    let pads = abs(t.b) < 1e-9 && abs(t.c) < 1e-9
    let flags =
      (particle.isNearest ? 1 : 0) + (pads ? 2 : 0) + (GLExecutor.isAxisAligned(t) ? 4 : 0)
    let color = GLExecutor.paintColor(alpha: particle.alpha, tint: particle.tint)
    instances.append(Float(t.a))
    instances.append(Float(t.b))
    instances.append(Float(t.c))
    instances.append(Float(t.d))
    instances.append(Float(t.tx))
    instances.append(Float(t.ty))
    instances.append(Float(flags))
    instances.append(0)
    instances.append(Float(rect.minX))
    instances.append(Float(rect.minY))
    instances.append(Float(rect.width))
    instances.append(Float(rect.height))
    instances.append(color.0)
    instances.append(color.1)
    instances.append(color.2)
    instances.append(color.3)
    instances.append(Float(box.x))
    instances.append(Float(box.y))
    instances.append(Float(box.width))
    instances.append(Float(box.height))
  }

  /// Binds the particles' vertex array and instance buffer, made on first
  /// use: attribute 0 a quad's corner, 1–5 the instance's values.
  private func bindParticleArray() {
    guard particleArray == 0 else {
      zt_glBindVertexArray(particleArray)
      zt_glBindBuffer(ZTGLenum(ZT_GL_ARRAY_BUFFER), instanceBuffer)
      return
    }
    zt_glGenVertexArrays(1, &particleArray)
    zt_glBindVertexArray(particleArray)
    zt_glGenBuffers(1, &cornerBuffer)
    zt_glBindBuffer(ZTGLenum(ZT_GL_ARRAY_BUFFER), cornerBuffer)
    let corners: [Float] = [0, 0, 1, 0, 0, 1, 1, 1]
    corners.withUnsafeBytes { bytes in
      zt_glBufferData(
        ZTGLenum(ZT_GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, ZTGLenum(ZT_GL_STATIC_DRAW))
    }
    zt_glVertexAttribPointer(0, 2, ZTGLenum(ZT_GL_FLOAT), 0, 8, nil)
    zt_glEnableVertexAttribArray(0)
    zt_glGenBuffers(1, &instanceBuffer)
    zt_glBindBuffer(ZTGLenum(ZT_GL_ARRAY_BUFFER), instanceBuffer)
    let stride = ZTGLsizei(GLExecutor.floatsPerInstance * MemoryLayout<Float>.size)
    for index in 1...5 {
      zt_glVertexAttribPointer(
        ZTGLuint(index), 4, ZTGLenum(ZT_GL_FLOAT), 0, stride,
        UnsafeRawPointer(bitPattern: (index - 1) * 16))
      zt_glEnableVertexAttribArray(ZTGLuint(index))
      zt_glVertexAttribDivisor(ZTGLuint(index), 1)
    }
  }

  /// The atlas of an emitter's images, made and uploaded on first use
  /// and kept while drawn; nil when it would be over the driver's texture
  /// size or ``maximumAtlasPixels``.
  private func atlas(for bitmaps: [PlanBitmap]) throws(GPUError) -> Atlas? {
    var boxes: [PlanBox] = []
    var width = 0
    var height = 0
    for bitmap in bitmaps {
      boxes.append(PlanBox(x: width + 1, y: 1, width: bitmap.width, height: bitmap.height))
      width += bitmap.width + 2
      height = max(height, bitmap.height + 2)
    }
    guard !bitmaps.isEmpty, width <= maximumTextureSize, height <= maximumTextureSize,
      width * height <= GLExecutor.maximumAtlasPixels
    else { return nil }
    let key = bitmaps.map(\.key)
    if let atlas = atlases[key] {
      atlas.frame = frameNumber
      return atlas
    }
    let bytes = width * height * 4
    if textureBytes + bytes > GPURenderer.maximumTextureBytes {
      evictUnusedTextures(keepingFrame: true)
      guard textureBytes + bytes <= GPURenderer.maximumTextureBytes else {
        throw GPUError(
          "the frame needs more than \(GPURenderer.maximumTextureBytes / 1_048_576) MiB of textures"
        )
      }
    }
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBufferPointer { atlasPixels in
      guard let base = atlasPixels.baseAddress else { return }
      for (bitmap, box) in zip(bitmaps, boxes) {
        bitmap.withPixels { source, bytesPerRow in
          for row in 0..<box.height {
            let from = (source + row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let to = base + (box.y + row) * width + box.x
            to.update(from: from, count: box.width)
          }
        }
      }
    }
    flush()
    batchTexture = nil
    var name: ZTGLuint = 0
    zt_glGenTextures(1, &name)
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), name)
    zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ALIGNMENT), 4)
    zt_glTexImage2D(
      ZTGLenum(ZT_GL_TEXTURE_2D), 0, ZTGLint(ZT_GL_RGBA8), ZTGLsizei(width), ZTGLsizei(height), 0,
      ZTGLenum(ZT_GL_RGBA), ZTGLenum(ZT_GL_UNSIGNED_BYTE), pixels)
    if let error = GLExecutor.error() {
      zt_glDeleteTextures(1, &name)
      throw GPUError("the driver refused an atlas of \(width)×\(height) pixels: \(error)")
    }
    setFilter(nearest: false)
    let atlas = Atlas(
      name: name, owners: bitmaps.map(\.owner), boxes: boxes, bytes: bytes, frame: frameNumber)
    atlases[key] = atlas
    textureBytes += bytes
    uploadsInLastFrame += 1
    return atlas
  }

  /// Keeps what a skipped particles step draws from (it is still shown).
  func keep(_ batch: PlanParticles) {
    atlases[batch.bitmaps.map(\.key)]?.frame = frameNumber
    for bitmap in batch.bitmaps { textures[bitmap.key]?.frame = frameNumber }
  }

  /// Deletes the atlases not drawn in this frame.
  func evictUnusedAtlases() {
    for (key, atlas) in atlases where atlas.frame != frameNumber {
      var name = atlas.name
      zt_glDeleteTextures(1, &name)
      textureBytes -= atlas.bytes
      atlases[key] = nil
    }
  }

  /// Deletes the atlases and the particles' vertex array and buffers.
  func releaseParticles() {
    for atlas in atlases.values {
      var name = atlas.name
      zt_glDeleteTextures(1, &name)
    }
    atlases = [:]
    guard particleArray != 0 else { return }
    zt_glDeleteBuffers(1, &cornerBuffer)
    zt_glDeleteBuffers(1, &instanceBuffer)
    zt_glDeleteVertexArrays(1, &particleArray)
    particleArray = 0
  }
}
