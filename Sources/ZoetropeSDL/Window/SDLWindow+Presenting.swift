import CSDL2
import ZoetropeGPU
import ZoetropeGraphics

// Presenting frames: uploading their damage to the texture (or the window's
// surface) and showing it.
extension SDLWindow {
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

  /// The age of the back buffer the next GPU frame draws into, for
  /// ``/ZoetropeGPU/GPURenderer/render(_:size:background:framebuffer:bufferAge:)``:
  /// 1 for a kept back buffer (0 when ``prepareCanvas()`` made it anew),
  /// the driver's answer with buffer age, 1 for the compositor's own
  /// canvas, 0 for whole frames.
  func backBufferAge(_ isNewCanvas: Bool) -> Int {
    switch glPresentation {
    case .rects: return isNewCanvas ? 0 : 1
    case .bufferAge: return BackBufferAge.current
    case .canvas: return 1
    case .whole: return 0
    }
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
