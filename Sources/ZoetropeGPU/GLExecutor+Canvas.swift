import CGL
import ZoetropeRendering

extension GLExecutor {
  /// An offscreen kept from one call to the next while its size stays,
  /// and whether it was made now (its pixels undefined).
  ///
  /// - Parameters:
  ///   - width: Its width in pixels.
  ///   - height: Its height in pixels.
  ///   - slot: Which kept offscreen: tests draw into several in turn, as
  ///     a window's swap chain does.
  /// - Returns: Its framebuffer, and whether it is new.
  /// - Throws: ``GPUError`` when OpenGL refuses the offscreen.
  func canvas(width: Int, height: Int, slot: Int = 0) throws(GPUError)
    -> (framebuffer: ZTGLuint, isNew: Bool)
  {
    if let canvas = kept[slot], canvas.width == width, canvas.height == height {
      return (canvas.framebuffer, false)
    }
    if let canvas = kept[slot] { delete(canvas) }
    kept[slot] = nil
    let target = try offscreenTarget(
      box: PlanBox(x: 0, y: 0, width: width, height: height))
    kept[slot] = target.offscreen
    return (target.framebuffer, true)
  }

  /// Copies a `width × height` framebuffer's pixels into another (the
  /// window's, 0) at the same place, whole, with no scissor or blending.
  func blit(from source: ZTGLuint, to destination: ZTGLuint, width: Int, height: Int)
    throws(GPUError)
  {
    flush()
    zt_glDisable(ZTGLenum(ZT_GL_SCISSOR_TEST))
    zt_glBindFramebuffer(ZTGLenum(ZT_GL_READ_FRAMEBUFFER), source)
    zt_glBindFramebuffer(ZTGLenum(ZT_GL_DRAW_FRAMEBUFFER), destination)
    let (w, h) = (ZTGLint(width), ZTGLint(height))
    zt_glBlitFramebuffer(
      0, 0, w, h, 0, 0, w, h, ZTGLbitfield(ZT_GL_COLOR_BUFFER_BIT), ZTGLenum(ZT_GL_NEAREST))
    zt_glBindFramebuffer(ZTGLenum(ZT_GL_FRAMEBUFFER), destination)
    if let error = GLExecutor.error() {
      throw GPUError("OpenGL failed to copy the canvas to the window: \(error)")
    }
  }
}
