import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeSDL
import ZoetropeUI

extension SDLHost {
  /// Opens a window that draws as `App.main()` does, and shows the root
  /// view controller in it.
  ///
  /// On the CPU, frames are drawn by a `Renderer` of the host's own into
  /// its frame surface, over black; the window copies only the
  /// rectangles that changed from that surface into its texture, with no
  /// whole-frame `Image` in between. Use it when you make the host
  /// yourself instead of calling `App.main()`:
  ///
  /// ```swift
  /// let host = try SDLHost(title: "Hello", size: Size(width: 320, height: 480)) {
  ///   HelloViewController()
  /// }
  /// exit(host.run())
  /// ```
  ///
  /// - Parameters:
  ///   - title: The window's title.
  ///   - size: The window's initial size in points.
  ///   - seed: Seeds `application.random`; nil uses the system's randomness.
  ///   - compositor: Which compositor draws frames; nil takes
  ///     `ZOETROPE_COMPOSITOR`, else `SDLCompositor.automatic`.
  ///   - verbose: Prints which compositor draws, and why, to standard
  ///     error once the window is open.
  ///   - rootViewController: Makes the root view controller once the
  ///     application exists.
  /// - Throws: `SDLError`; `isNoDisplay` is true when there is no display.
  public convenience init(
    title: String, size: Size, seed: UInt64? = nil, compositor: SDLCompositor? = nil,
    verbose: Bool = false, rootViewController: @MainActor () -> ViewController
  ) throws(SDLError) {
    // Fonts set up on a thread of their own while the window opens, ready
    // for the root view controller's first label (see `FontWarmUp`).
    FontWarmUp.start()
    try self.init(
      title: title, size: size, seed: seed, compositor: compositor, verbose: verbose,
      renderFrame: HostRendering.frameFunction(Renderer(), overlay: []),
      rootViewController: {
        FontWarmUp.adopt()
        return rootViewController()
      })
    makeInspector = WindowInspector.make
  }
}

/// How the live host draws on the CPU.
@MainActor
enum HostRendering {
  /// The colour frames are cleared to, as `HeadlessHost.background`: a
  /// root view that does not cover the window, such as one not laid out
  /// again after a resize, shows black, not a colour that could pass for
  /// the app's own.
  static let background = Color.black

  /// Draws each snapshot with `renderer` at the size in points and the
  /// scale in pixels per point the window asks for, over ``background``.
  ///
  /// The frame stays in the renderer's surface; the window copies the
  /// damaged rectangles from it into its texture before the next frame.
  ///
  /// - Parameters:
  ///   - renderer: Draws the frames; the function sets its scale.
  ///   - overlay: What to draw over each frame (`--flash-damage`,
  ///     `--show-layer-bounds`); frames with one are uploaded whole.
  /// - Returns: The function the host draws frames with.
  static func frameFunction(_ renderer: Renderer, overlay: FrameOverlay = [])
    -> SDLHost.FrameFunction
  {
    if !overlay.isEmpty {
      // Debugging overlays: the frame is copied, drawn over and shown whole.
      return { snapshot, size, scale in
        renderer.scale = scale
        let image = renderer.render(snapshot, size: size, background: background)
        let drawn = overlay.draw(
          over: image, snapshot: snapshot, size: size, damage: renderer.lastDamage)
        return (drawn, nil)
      }
    }
    return { snapshot, size, scale in
      renderer.scale = scale
      let frame = renderer.renderFrame(snapshot, size: size, background: background)
      return (RendererFramePixels(frame: frame), frame.damage)
    }
  }
}

/// A renderer's frame as the pixels the SDL window uploads from.
@MainActor
struct RendererFramePixels: SDLFramePixels {
  let frame: RenderedFrame

  var pixelWidth: Int { frame.pixelWidth }
  var pixelHeight: Int { frame.pixelHeight }
  var scale: Double { frame.scale }

  func withUnsafeFramePixels(_ body: (UnsafeRawBufferPointer, _ bytesPerRow: Int) -> Void) {
    frame.withUnsafePixels { pixels, bytesPerRow in body(pixels, bytesPerRow) }
  }
}
