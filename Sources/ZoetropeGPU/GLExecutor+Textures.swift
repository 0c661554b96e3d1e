import CGL
import ZoetropeGraphics
import ZoetropeRendering

extension GLExecutor {
  /// A bitmap's texture, uploaded first if it has none (which binds it
  /// and draws the batch).
  func texture(for bitmap: PlanBitmap) throws(GPUError) -> ZTGLuint {
    if let texture = textures[bitmap.key] {
      texture.frame = frameNumber
      return texture.name
    }
    flush()
    batchTexture = nil
    guard bitmap.width <= maximumTextureSize, bitmap.height <= maximumTextureSize else {
      throw GPUError(
        "a bitmap of \(bitmap.width)×\(bitmap.height) pixels is over the driver's texture size "
          + "\(maximumTextureSize)")
    }
    let bytes = bitmap.width * bitmap.height * 4
    if textureBytes + bytes > GPURenderer.maximumTextureBytes {
      evictUnusedTextures(keepingFrame: true)
      guard textureBytes + bytes <= GPURenderer.maximumTextureBytes else {
        throw GPUError(
          "the frame needs more than \(GPURenderer.maximumTextureBytes / 1_048_576) MiB of textures"
        )
      }
    }
    var name: ZTGLuint = 0
    zt_glGenTextures(1, &name)
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), name)
    bitmap.withPixels { pixels, bytesPerRow in
      zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ALIGNMENT), 4)
      zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ROW_LENGTH), ZTGLint(bytesPerRow / 4))
      zt_glTexImage2D(
        ZTGLenum(ZT_GL_TEXTURE_2D), 0, ZTGLint(ZT_GL_RGBA8), ZTGLsizei(bitmap.width),
        ZTGLsizei(bitmap.height), 0, ZTGLenum(ZT_GL_RGBA), ZTGLenum(ZT_GL_UNSIGNED_BYTE), pixels)
      zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ROW_LENGTH), 0)
    }
    if let error = GLExecutor.error() {
      zt_glDeleteTextures(1, &name)
      throw GPUError(
        "the driver refused a texture of \(bitmap.width)×\(bitmap.height) pixels: \(error)")
    }
    textures[bitmap.key] = Texture(
      name: name, owner: bitmap.owner, bytes: bytes, frame: frameNumber)
    textureBytes += bytes
    uploadsInLastFrame += 1
    return name
  }

  func setFilter(nearest: Bool) {
    let filter = ZTGLint(nearest ? ZT_GL_NEAREST : ZT_GL_LINEAR)
    let target = ZTGLenum(ZT_GL_TEXTURE_2D)
    zt_glTexParameteri(target, ZTGLenum(ZT_GL_TEXTURE_MIN_FILTER), filter)
    zt_glTexParameteri(target, ZTGLenum(ZT_GL_TEXTURE_MAG_FILTER), filter)
    zt_glTexParameteri(target, ZTGLenum(ZT_GL_TEXTURE_WRAP_S), ZTGLint(ZT_GL_CLAMP_TO_EDGE))
    zt_glTexParameteri(target, ZTGLenum(ZT_GL_TEXTURE_WRAP_T), ZTGLint(ZT_GL_CLAMP_TO_EDGE))
  }

  /// Deletes the textures not drawn in this frame (or, with
  /// `keepingFrame`, not drawn in this frame so far).
  func evictUnusedTextures(keepingFrame: Bool = false) {
    var stale: [ObjectIdentifier] = []
    for (key, texture) in textures where texture.frame != frameNumber {
      stale.append(key)
    }
    for key in stale {
      guard let texture = textures.removeValue(forKey: key) else { continue }
      var name = texture.name
      zt_glDeleteTextures(1, &name)
      textureBytes -= texture.bytes
    }
    evictUnusedAtlases()
    evictUnusedPieces()
    // The pool keeps at most a few spare offscreens.
    if !keepingFrame, freeOffscreens.count > 8 {
      for offscreen in freeOffscreens.dropFirst(8) { delete(offscreen) }
      freeOffscreens.removeLast(freeOffscreens.count - 8)
    }
  }

  /// The kept textures; for tests and reports.
  var textureCount: Int { textures.count + atlases.count }

  /// The bound framebuffer's pixels, top row first, as premultiplied
  /// ARGB32 (the renderer's format).
  func readPixels(framebuffer: ZTGLuint, width: Int, height: Int) -> [UInt32] {
    guard width > 0, height > 0 else { return [] }
    zt_glBindFramebuffer(ZTGLenum(ZT_GL_FRAMEBUFFER), framebuffer)
    zt_glPixelStorei(ZTGLenum(ZT_GL_PACK_ALIGNMENT), 4)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    zt_glReadPixels(
      0, 0, ZTGLsizei(width), ZTGLsizei(height), ZTGLenum(ZT_GL_RGBA),
      ZTGLenum(ZT_GL_UNSIGNED_BYTE), &bytes)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for row in 0..<height {
      let source = (height - 1 - row) * width * 4
      for column in 0..<width {
        let i = source + column * 4
        pixels[row * width + column] =
          UInt32(bytes[i + 3]) << 24 | UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
          | UInt32(bytes[i + 2])
      }
    }
    return pixels
  }
}
