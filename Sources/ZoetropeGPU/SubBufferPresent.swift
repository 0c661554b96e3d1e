import CGL

/// Presents rectangles of a window's OpenGL back buffer, leaving the rest
/// of the window and of the back buffer as they are: GLX's
/// `glXCopySubBufferMESA` (GLX_MESA_copy_sub_buffer), which Mesa's
/// software drivers implement as an `XPutImage` of just the rectangle.
///
/// A window that presents this way never swaps, so its back buffer is a
/// canvas that keeps the last frame: the GPU compositor redraws only what
/// changed (``GPURenderer/render(_:size:background:framebuffer:incremental:)``)
/// and the window copies only that to the screen.
@MainActor
package enum SubBufferPresent {
  /// Whether the current context can present rectangles.
  ///
  /// It can when it is GLX's (SDL's X11 driver) and its screen has
  /// GLX_MESA_copy_sub_buffer. Looks the functions up; call it once the
  /// window's context is current.
  package static func load() -> Bool {
    zt_glx_load_copy_sub_buffer() != 0
  }

  /// Copies a rectangle of the back buffer to the window; the context is
  /// flushed first.
  ///
  /// The X server may refuse the copy while the window is being resized
  /// (Mesa's back buffer can lag behind the window's size); the error is
  /// caught rather than ending the process, and `false` returned, so the
  /// caller can present the whole frame instead.
  ///
  /// - Parameters:
  ///   - x: The left column, in drawable pixels.
  ///   - y: The top row, counted from the top, in drawable pixels.
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - drawableHeight: The drawable's height in pixels (GLX counts rows
  ///     from the bottom).
  /// - Returns: Whether the rectangle was presented (or there was nothing
  ///   to present); `false` when the X server refused the copy.
  @discardableResult
  package static func copy(x: Int, y: Int, width: Int, height: Int, drawableHeight: Int) -> Bool {
    guard width > 0, height > 0 else { return true }
    return zt_glx_copy_sub_buffer(
      Int32(clamping: x), Int32(clamping: drawableHeight - y - height), Int32(clamping: width),
      Int32(clamping: height)) != 0
  }
}
