import CSDL2
import Foundation

/// An OpenGL context without a window on screen: SDL's offscreen video
/// driver (EGL), for tests and for drawing GPU frames headless.
///
/// SDL's video can run one driver per process, so there is one such
/// context, ``shared()``, made on first use and kept.
@MainActor
public final class OffscreenGLContext {
  private let window: OpaquePointer
  private let context: SDL_GLContext

  private static var made: Result<OffscreenGLContext, GPUError>?

  private init(window: OpaquePointer, context: SDL_GLContext) {
    self.window = window
    self.context = context
  }

  /// The process's offscreen context, made current.
  ///
  /// - Throws: ``GPUError`` when SDL's offscreen driver or an OpenGL 3.3
  ///   (or ES 3.0) context is not available here.
  public static func shared() throws(GPUError) -> OffscreenGLContext {
    let result = made ?? Result { () throws(GPUError) in try make() }
    made = result
    switch result {
    case .success(let context):
      guard SDL_GL_MakeCurrent(context.window, context.context) == 0 else {
        throw GPUError(
          "the offscreen OpenGL context cannot be made current on this thread "
            + "(\(Thread.isMainThread ? "main" : "not main")): \(sdlError)")
      }
      return context
    case .failure(let error):
      throw error
    }
  }

  private static func make() throws(GPUError) -> OffscreenGLContext {
    if SDL_WasInit(SDL_INIT_VIDEO) == 0 {
      guard SDL_VideoInit("offscreen") == 0 else {
        throw GPUError("SDL's offscreen video driver is not available: \(sdlError)")
      }
    }
    let (window, context) = try GLContextRequest.open(
      title: "offscreen", width: 16, height: 16, flags: SDL_WINDOW_HIDDEN.rawValue)
    return OffscreenGLContext(window: window, context: context)
  }

  /// Makes the context current on no thread, so that ``shared()`` can make
  /// it current on another (Swift's main actor may run on more than one
  /// thread on Linux, and a context is current on one at a time).
  public func release() {
    SDL_GL_MakeCurrent(window, nil)
  }

  /// The loader for ``GPURenderer/init(loader:)``: SDL's.
  public var loader: @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    { name in name.flatMap { SDL_GL_GetProcAddress($0) } }
  }

  static var sdlError: String { String(cString: SDL_GetError()) }
}

/// Opening a window with an OpenGL context: OpenGL 3.3 core first, then
/// OpenGL ES 3.0: for the SDL host's window (package plumbing, not API).
@MainActor
package enum GLContextRequest {
  /// Opens a window with an OpenGL context, current, and no vsync.
  ///
  /// - Parameters:
  ///   - title: The window's title.
  ///   - width: Its width in points.
  ///   - height: Its height in points.
  ///   - flags: SDL window flags besides `SDL_WINDOW_OPENGL`.
  /// - Returns: The window and the context.
  /// - Throws: ``GPUError`` when neither context can be made.
  package static func open(title: String, width: Int32, height: Int32, flags: UInt32)
    throws(GPUError)
    -> (OpaquePointer, SDL_GLContext)
  {
    var failures: [String] = []
    for (profile, major, minor) in [
      (SDL_GL_CONTEXT_PROFILE_CORE, Int32(3), Int32(3)), (SDL_GL_CONTEXT_PROFILE_ES, 3, 0),
    ] {
      SDL_GL_ResetAttributes()
      SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(profile.rawValue))
      SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, major)
      SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, minor)
      SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1)
      guard
        let window = SDL_CreateWindow(
          title, Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK),
          Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK), width, height,
          flags | SDL_WINDOW_OPENGL.rawValue)
      else {
        failures.append("no OpenGL window: \(OffscreenGLContext.sdlError)")
        continue
      }
      guard let context = SDL_GL_CreateContext(window) else {
        failures.append(
          "no OpenGL \(profile == SDL_GL_CONTEXT_PROFILE_ES ? "ES " : "")\(major).\(minor) "
            + "context: \(OffscreenGLContext.sdlError)")
        SDL_DestroyWindow(window)
        continue
      }
      SDL_GL_MakeCurrent(window, context)
      SDL_GL_SetSwapInterval(0)
      return (window, context)
    }
    throw GPUError(failures.joined(separator: "; "))
  }
}
