import CGL

/// The age of an OpenGL window's back buffer, where the driver tells it
/// (GLX_EXT_buffer_age, EGL_EXT_buffer_age): how many frames ago the
/// frame it holds was presented, so that only what changed since is
/// redrawn (``GPURenderer/render(_:size:background:framebuffer:bufferAge:)``).
@MainActor
package enum BackBufferAge {
  /// Whether the current context's drawable can say its back buffer's age.
  ///
  /// Looks the query up; call it once the window's context is current.
  package static func load() -> Bool {
    zt_gl_load_buffer_age() != 0
  }

  /// The current drawable's back buffer's age: 0 when its contents are
  /// undefined (the first frames, a new size), 1 for the last frame
  /// presented, and so on; 0 too when it cannot be asked.
  package static var current: Int {
    max(Int(zt_gl_buffer_age()), 0)
  }
}
