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
  private(set) var texture: OpaquePointer?
  /// The texture's size in pixels.
  private(set) var textureWidth = 0
  private(set) var textureHeight = 0
  /// The scale (pixels per point) the texture's frame was rendered at.
  private(set) var textureScale = 1.0
  /// Whether the renderer waits for vertical sync when presenting.
  private(set) var hasVSync: Bool
  /// Whether ``present(_:damage:)`` has shown at least one frame.
  private(set) var hasFrame = false
  /// Whether CPU frames are copied into the window's surface and only
  /// the changed rectangles presented (`SDL_UpdateWindowSurfaceRects`),
  /// rather than uploaded to a texture that is drawn and presented whole.
  private(set) var usesSurface = false
  /// The pixels and size of the window surface that holds the last
  /// frame, if any: SDL makes a new surface when the window resizes, and
  /// the next frame is then copied whole.
  private var surfaceFrame: (pixels: UnsafeMutableRawPointer, width: Int, height: Int)?
  /// The surface rectangles the last upload changed, for ``show(damage:)``
  /// to present; nil presents the whole surface.
  private var surfaceRects: [SDL_Rect]?
  /// The scale frames are rendered at instead of the display's, if any.
  let scaleOverride: Double?
  /// Whether the OpenGL window presents only the rectangles that changed
  /// (``SubBufferPresent``) rather than swapping whole frames: then its
  /// back buffer keeps the last frame, and the GPU compositor redraws
  /// only what changed into it.
  private(set) var presentsRects = false
  /// The drawable's size in pixels when the kept back buffer was last
  /// drawn into (``prepareCanvas()``): the size the driver allocated it
  /// at, which presented rectangles must stay within.
  private var canvasSize: (width: Int, height: Int)?

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
  /// - Throws: ``SDLError`` if SDL cannot make the window or a renderer.
  init(
    title: String, size: Size, scaleOverride: Double? = nil, openGL: Bool = false,
    choice: SDLCompositor = .gpu
  ) throws(SDLError) {
    try SDLVideo.start()
    let width = Int32(Self.clampedSide(size.width))
    let height = Int32(Self.clampedSide(size.height))
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_HIDDEN.rawValue
    self.scaleOverride = scaleOverride
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
          presentsRects = SDLWindow.allowsPartialPresent && SubBufferPresent.load()
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
      (renderer, hasVSync) = try Self.makeRenderer(for: window)
    } catch {
      SDL_DestroyWindow(window)
      throw error
    }
    SDL_ShowWindow(window)
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
    guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else {
      return false
    }
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
  private static func makeRenderer(for window: OpaquePointer) throws(SDLError)
    -> (OpaquePointer, Bool)
  {
    var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
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
    presentsRects = false
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

  /// Uploads a frame and presents it: ``upload(_:damage:)``, then
  /// ``show()``.
  ///
  /// - Parameters:
  ///   - frame: The frame; its pixel size becomes the texture's.
  ///   - damage: The pixel rectangles that changed since the previous
  ///     frame, or `nil` for all of them.
  func present(_ frame: any SDLFramePixels, damage: [Rect]?) {
    upload(frame, damage: damage)
    show()
  }

  /// Uploads a frame into the window's texture, without presenting it.
  ///
  /// The pixels are premultiplied ARGB32, SDL's ARGB8888; they are
  /// uploaded opaque (`SDL_BLENDMODE_NONE`), so the frame must be opaque.
  /// When the texture already holds the previous frame, only the `damage`
  /// rectangles are copied, straight from the frame's rows into the
  /// texture (`SDL_UpdateTexture` with a rectangle, the frame's own row
  /// stride); an empty list uploads nothing. Without damage, or when the
  /// texture is new (first frame, a new size), the whole frame is
  /// uploaded.
  ///
  /// - Parameters:
  ///   - frame: The frame; its pixel size becomes the texture's.
  ///   - damage: The pixel rectangles that changed since the previous
  ///     frame, or `nil` for all of them.
  func upload(_ frame: any SDLFramePixels, damage: [Rect]?) {
    if usesSurface {
      uploadToSurface(frame, damage: damage)
      return
    }
    let width = frame.pixelWidth
    let height = frame.pixelHeight
    guard renderer != nil, width > 0, height > 0 else { return }
    if texture == nil || textureWidth != width || textureHeight != height {
      makeTexture(width: width, height: height)
    }
    // A new texture holds nothing to update.
    let damage = hasFrame ? damage : nil
    textureScale = frame.scale
    guard let texture else { return }
    let rects = FrameUpload.rects(for: damage, width: width, height: height)
    if !rects.isEmpty {
      let isReadable = FrameUpload.copy(rects, from: frame) { rect, start, bytesPerRow in
        var rect = rect
        SDL_UpdateTexture(texture, &rect, start, Int32(clamping: bytesPerRow))
      }
      if isReadable { hasFrame = true }
    }
  }

  /// Makes the kept back buffer ready for a frame: when the drawable's
  /// size changed since the last frame (or there was none), swaps once,
  /// which makes the driver allocate the back buffer at the new size
  /// (Mesa reads a drawable's size again only after a swap); the screen
  /// keeps showing the last frame, which the back buffer also holds.
  ///
  /// - Returns: Whether the back buffer is new, so the next frame must be
  ///   drawn whole; always false without ``presentsRects``.
  func prepareCanvas() -> Bool {
    guard presentsRects else { return false }
    let size = pixelSize
    if let canvasSize, canvasSize == size { return false }
    if canvasSize != nil { SDL_GL_SwapWindow(window) }
    canvasSize = size
    return true
  }

  /// Draws the texture to the window and presents it (after an expose
  /// event, or a frame); with OpenGL, presents the frame drawn into the
  /// back buffer.
  ///
  /// - Parameter damage: With OpenGL and ``presentsRects``, the pixel
  ///   rectangles of the back buffer that changed since the last present
  ///   (nil = all, empty = none): only they are copied to the window.
  ///   Otherwise the whole frame is presented (swapped with OpenGL).
  func show(damage: [Rect]? = nil) {
    if usesSurface {
      presentSurface()
      return
    }
    guard let renderer else {
      guard presentsRects else {
        SDL_GL_SwapWindow(window)
        return
      }
      // Within the back buffer the frame was drawn into.
      let (width, height) = canvasSize ?? pixelSize
      for rect in FrameUpload.rects(for: damage, width: width, height: height) {
        guard
          SubBufferPresent.copy(
            x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h),
            drawableHeight: height)
        else {
          // Refused mid-resize (Mesa's back buffer has another size than
          // the frame's): the whole back buffer is presented, which makes
          // Mesa take the window's size again, and the next frame is
          // drawn whole.
          SDL_GL_SwapWindow(window)
          canvasSize = nil
          return
        }
      }
      return
    }
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    if let texture, hasFrame {
      // A frame rendered at an overridden scale is resized to cover the
      // same points, smoothly; one at the display's scale is copied 1:1.
      let size = DisplayScale.destinationSize(
        framePixels: (textureWidth, textureHeight), renderScale: textureScale,
        displayScale: scale)
      let isResized = size.width != textureWidth || size.height != textureHeight
      SDL_SetTextureScaleMode(texture, isResized ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
      var destination = SDL_Rect(
        x: 0, y: 0, w: Int32(clamping: size.width), h: Int32(clamping: size.height))
      SDL_RenderCopy(renderer, texture, nil, &destination)
    }
    SDL_RenderPresent(renderer)
  }

  /// Copies a frame's damaged rectangles into the window's surface (the
  /// whole frame when the surface is new, a resize made it anew, or the
  /// frame's size differs from it), and keeps them for ``presentSurface()``.
  private func uploadToSurface(_ frame: any SDLFramePixels, damage: [Rect]?) {
    guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels else {
      surfaceFrame = nil
      surfaceRects = nil
      return
    }
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch)
    let isSame =
      surfaceFrame.map { $0.pixels == pixels && $0.width == width && $0.height == height }
      ?? false
    let fits = frame.pixelWidth == width && frame.pixelHeight == height
    let rects = FrameUpload.rects(
      for: isSame && fits ? damage : nil, width: min(frame.pixelWidth, width),
      height: min(frame.pixelHeight, height))
    let isReadable = FrameUpload.copy(rects, from: frame) { rect, start, bytesPerRow in
      let rowBytes = Int(rect.w) * 4
      var source = start
      var target = pixels + Int(rect.y) * pitch + Int(rect.x) * 4
      for _ in 0..<Int(rect.h) {
        target.copyMemory(from: source, byteCount: rowBytes)
        source += bytesPerRow
        target += pitch
      }
    }
    surfaceFrame = isReadable ? (pixels, width, height) : nil
    surfaceRects = isReadable && isSame && fits ? rects : nil
    if isReadable { hasFrame = true }
  }

  /// Presents the rectangles the last upload changed (the whole surface
  /// after an expose or a new surface).
  private func presentSurface() {
    defer { surfaceRects = nil }
    guard let rects = surfaceRects else {
      SDL_UpdateWindowSurface(window)
      return
    }
    guard !rects.isEmpty else { return }
    rects.withUnsafeBufferPointer { buffer in
      _ = SDL_UpdateWindowSurfaceRects(window, buffer.baseAddress, Int32(buffer.count))
    }
  }

  private func makeTexture(width: Int, height: Int) {
    guard let renderer else { return }
    if let texture {
      SDL_DestroyTexture(texture)
    }
    texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
      Int32(width), Int32(height))
    if let texture {
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    }
    textureWidth = width
    textureHeight = height
    hasFrame = false
  }
}
