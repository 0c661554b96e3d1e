import CSDL2
import ZoetropeGPU
import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// A resizable SDL window that shows premultiplied ARGB32 frames through a
/// streaming texture, at the display's scale, uploading only the damaged
/// rectangles of each frame; or, opened for OpenGL, a window whose frames
/// the GPU compositor draws into its framebuffer (``isGL``).
///
/// Owns the SDL window, renderer and texture (or OpenGL context) and
/// frees them in `deinit`.
/// Sizes are in points; the renderer's output is in pixels, and
/// ``scale`` = output pixels ÷ window points (2 on a HiDPI display that
/// SDL reports, else 1). Frames are rendered at ``renderScale``: the
/// display's scale, or an override (`ZOETROPE_SCALE`), in which case they
/// are resized to cover the same window points when presented.
@MainActor
final class SDLWindow {
  let window: OpaquePointer
  /// SDL's renderer, for CPU frames; nil while OpenGL draws.
  private(set) var renderer: OpaquePointer?
  /// The OpenGL context the GPU compositor draws with, if any.
  private(set) var glContext: SDL_GLContext?
  /// Why the window has no OpenGL context although one was asked for.
  private(set) var glFailure: String?
  /// What the driver of the OpenGL context reported (kept or declined).
  private(set) var glDriver: GLDriverReport?
  /// Why the window let go of an OpenGL context it opened (see
  /// ``SDLCompositor/declines(_:)``), if it did.
  private(set) var glDeclined: String?
  var texture: OpaquePointer?
  /// The texture's size in pixels.
  var textureWidth = 0
  var textureHeight = 0
  /// The scale (pixels per point) the texture's frame was rendered at.
  var textureScale = 1.0
  /// Whether the renderer waits for vertical sync when presenting.
  private(set) var hasVSync: Bool
  /// Whether ``present(_:damage:)`` has shown at least one frame.
  var hasFrame = false
  /// Whether CPU frames are copied into the window's surface and only
  /// the changed rectangles presented (`SDL_UpdateWindowSurfaceRects`),
  /// rather than uploaded to a texture that is drawn and presented whole.
  private(set) var usesSurface = false
  /// The pixels and size of the window surface that holds the last
  /// frame, if any: SDL makes a new surface when the window resizes, and
  /// the next frame is then copied whole.
  var surfaceFrame: (pixels: UnsafeMutableRawPointer, width: Int, height: Int)?
  /// The surface rectangles the last upload changed, for ``show(damage:)``
  /// to present; nil presents the whole surface.
  var surfaceRects: [SDL_Rect]?
  /// The scale frames are rendered at instead of the display's, if any.
  let scaleOverride: Double?
  /// How the OpenGL window redraws and presents only what changed, if it
  /// does (``GLPresentation``).
  private(set) var glPresentation = GLPresentation.whole
  /// Whether the OpenGL window presents only the rectangles that changed
  /// (``SubBufferPresent``) rather than swapping whole frames: then its
  /// back buffer keeps the last frame, and the GPU compositor redraws
  /// only what changed into it.
  var presentsRects: Bool { glPresentation == .rects }
  /// The drawable's size in pixels when the kept back buffer was last
  /// drawn into (``prepareCanvas()``): the size the driver allocated it
  /// at, which presented rectangles must stay within.
  var canvasSize: (width: Int, height: Int)?

  /// Whether the window may present only the changed rectangles:
  /// `ZOETROPE_PARTIAL_PRESENT=0` (``Diagnostics``) turns it off, so that
  /// the window presents whole frames, as before, for comparisons.
  static var allowsPartialPresent: Bool { Diagnostics.current.allowsPartialPresent }

  /// `SDL_WINDOWPOS_CENTERED`, a function-like macro in SDL's header.
  static let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)

  /// Opens a window.
  ///
  /// - Parameters:
  ///   - title: The window's title.
  ///   - size: The window's size in points; each side is clamped to
  ///     1...16384.
  ///   - scaleOverride: A scale to render at instead of the display's
  ///     (already validated, see ``DisplayScale/override(_:)``).
  ///   - openGL: Opens the window with an OpenGL 3.3 core (or ES 3.0)
  ///     context, without vsync, for the GPU compositor, when `choice`
  ///     takes its driver; when none can be made, the window has SDL's
  ///     renderer instead and ``glFailure`` says why; when `choice`
  ///     declines it, the context and its (never shown) window are
  ///     closed, the window opens as without OpenGL, and ``glDeclined``
  ///     says why.
  ///   - choice: The compositor asked for, which decides on the driver.
  ///   - softwareOnly: Never uses OpenGL, not even through SDL's renderer
  ///     (a second window beside one the GPU compositor draws, whose
  ///     context must stay current): the window surface, else SDL's
  ///     software renderer.
  /// - Throws: ``SDLError`` if SDL cannot make the window or a renderer.
  init(
    title: String, size: Size, scaleOverride: Double? = nil, openGL: Bool = false,
    choice: SDLCompositor = .gpu, softwareOnly: Bool = false
  ) throws(SDLError) {
    let probe = DriverProbe.begin(openGL: openGL, choice: choice)
    defer { probe.finish() }
    try SDLVideo.start()
    let width = Int32(Self.clampedSide(size.width))
    let height = Int32(Self.clampedSide(size.height))
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_HIDDEN.rawValue
    self.scaleOverride = scaleOverride
    // `auto` asks an X display (its facts, else its driver) first,
    // without a context: on a software rasterizer the window then never
    // opens OpenGL at all.
    var openGL = openGL
    if openGL, choice == .automatic, SDLWindow.videoDriverIsX11,
      let probed = probe.report(), let reason = choice.declines(probed)
    {
      glDriver = probed
      glDeclined = reason + "; no OpenGL context was opened"
      openGL = false
    }
    if openGL {
      do {
        let (window, context) = try GLContextRequest.open(
          title: title, width: width, height: height, flags: flags)
        glDriver = GLDriverReport.current(loader: SDLHost.glProcAddress)
        if let driver = glDriver, let reason = choice.declines(driver) {
          // Declined before anything was drawn or shown: the window
          // opens again without OpenGL, as if none had been asked for.
          glDeclined = reason
          SDL_GL_DeleteContext(context)
          SDL_DestroyWindow(window)
          SDL_GL_ResetAttributes()
        } else {
          self.window = window
          self.glContext = context
          self.renderer = nil
          self.hasVSync = false
          glPresentation = GLPresentation.choose()
          SDL_ShowWindow(window)
          return
        }
      } catch {
        glFailure = error.message
        SDL_GL_ResetAttributes()
      }
    }
    guard
      let window = SDL_CreateWindow(
        title, Self.centered, Self.centered, width, height, flags)
    else {
      throw SDLError("SDL could not open a \(width)×\(height) window")
    }
    self.window = window
    if scaleOverride == nil, SDLWindow.allowsPartialPresent, SDLWindow.surfaceIsUsable(window) {
      usesSurface = true
      hasVSync = false
      SDL_ShowWindow(window)
      return
    }
    do {
      (renderer, hasVSync) = try Self.makeRenderer(for: window, softwareOnly: softwareOnly)
    } catch {
      SDL_DestroyWindow(window)
      throw error
    }
    SDL_ShowWindow(window)
  }

  /// Whether SDL's video driver is X11's (GLX is then the OpenGL API).
  static var videoDriverIsX11: Bool {
    guard let driver = SDL_GetCurrentVideoDriver() else { return false }
    return String(cString: driver) == "x11"
  }

  /// Whether CPU frames can go through the window's own surface: SDL's
  /// X11 driver (whose window surface is an X shared-memory image, and
  /// `SDL_UpdateWindowSurfaceRects` an `XShmPutImage` of each rectangle),
  /// no vsync asked for (`SDL_RENDER_VSYNC`), and a surface of 32-bit
  /// xRGB pixels, the frames' own layout.
  ///
  /// Asks SDL not to put the surface on a renderer's texture
  /// (`SDL_FRAMEBUFFER_ACCELERATION=0`, unless the environment says
  /// otherwise), which would present whole frames again.
  private static func surfaceIsUsable(_ window: OpaquePointer) -> Bool {
    guard videoDriverIsX11 else { return false }
    if let vsync = getenv("SDL_RENDER_VSYNC"), String(cString: vsync) != "0" { return false }
    SDL_SetHint("SDL_FRAMEBUFFER_ACCELERATION", "0")
    guard let surface = SDL_GetWindowSurface(window), let format = surface.pointee.format
    else { return false }
    let pixelFormat = format.pointee.format
    return pixelFormat == SDL_PIXELFORMAT_RGB888.rawValue
      || pixelFormat == SDL_PIXELFORMAT_ARGB8888.rawValue
  }

  /// SDL's renderer for a window: accelerated, else software.
  ///
  /// Without vsync: presenting then never blocks for the display's
  /// refresh, so the run loop meets timer deadlines while it animates
  /// (FramePacer sleeps to each frame instead). `SDL_RENDER_VSYNC=1`
  /// asks SDL for vsync anyway (SDL's hint overrides the flags).
  private static func makeRenderer(for window: OpaquePointer, softwareOnly: Bool = false)
    throws(SDLError) -> (OpaquePointer, Bool)
  {
    var renderer =
      softwareOnly ? nil : SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
    if renderer == nil {
      renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }
    guard let renderer else {
      throw SDLError("SDL could not create a renderer for the window")
    }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    return (renderer, info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0)
  }

  /// Whether frames are drawn with OpenGL (the GPU compositor).
  var isGL: Bool { glContext != nil }

  /// Leaves OpenGL for SDL's renderer, for CPU frames from now on (the
  /// GPU compositor failed); the next frame must be uploaded whole.
  ///
  /// - Throws: ``SDLError`` when SDL cannot make a renderer for the window.
  func switchToRenderer() throws(SDLError) {
    guard let context = glContext else { return }
    SDL_GL_DeleteContext(context)
    glContext = nil
    glPresentation = .whole
    canvasSize = nil
    // SDL's own OpenGL renderer wants its default context attributes; with
    // the GPU compositor's still set, it would recreate the window.
    SDL_GL_ResetAttributes()
    (renderer, hasVSync) = try Self.makeRenderer(for: window)
    hasFrame = false
  }

  isolated deinit {
    if let texture {
      SDL_DestroyTexture(texture)
    }
    if let renderer {
      SDL_DestroyRenderer(renderer)
    }
    if let glContext {
      SDL_GL_DeleteContext(glContext)
    }
    SDL_DestroyWindow(window)
  }

  private static func clampedSide(_ value: Double) -> Double {
    guard value.isFinite else { return 1 }
    return min(max(value.rounded(), 1), 16384)
  }

  /// The window's size in points.
  var size: Size {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    return Size(width: Double(width), height: Double(height))
  }

  /// The renderer's (or OpenGL drawable's) output size in pixels.
  var pixelSize: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    if let renderer {
      SDL_GetRendererOutputSize(renderer, &width, &height)
    } else {
      SDL_GL_GetDrawableSize(window, &width, &height)
    }
    return (Int(width), Int(height))
  }

  /// Output pixels per point: 1, or more on a HiDPI display (see
  /// ``DisplayScale/scale(windowSize:drawableSize:)``).
  var scale: Double {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    return DisplayScale.scale(
      windowSize: (Int(width), Int(height)), drawableSize: pixelSize)
  }

  /// The scale frames are rendered at: ``scaleOverride``, else ``scale``;
  /// always ``scale`` with OpenGL, which draws into the window's pixels.
  var renderScale: Double {
    isGL ? scale : scaleOverride ?? scale
  }

  /// The display's refresh rate in hertz, or 60 when SDL does not know.
  var refreshRate: Double {
    let display = SDL_GetWindowDisplayIndex(window)
    var mode = SDL_DisplayMode()
    if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
      return Double(mode.refresh_rate)
    }
    return 60
  }
}
