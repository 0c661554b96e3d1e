import CGL
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// Why the GPU compositor cannot draw: no usable OpenGL, a shader the
/// driver rejects, a texture or offscreen it refuses, or a lost context.
public struct GPUError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, in a sentence.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameter message: What went wrong.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// Composites ``/ZoetropeLayers/RenderSnapshot``s with OpenGL, in the context current
/// when it was made.
///
/// Layers are rasterized on the CPU, once, by a ``/ZoetropeRendering/Renderer``'s caches
/// (contents images, text and drawing, shapes, gradients, shadows,
/// planes in perspective) and kept as textures while they do not change;
/// a frame draws them as textured quads with each layer's presentation
/// transform, opacity and clip, fills backgrounds and borders in a
/// shader, and draws groups (opacity over several paints, masks,
/// replicator tints, clips to bounds) through offscreen targets. A layer
/// in perspective is its plane's bitmap mapped by the homography, which
/// the GPU interpolates perspective-correctly. Emitters' particles are
/// instanced quads, continuous corners a coverage term of the shader, a
/// backing store too large to keep the tiles of it in view, and a bitmap
/// over the driver's texture size pieces that fit. Only a huge store shrunk
/// so far that too many tiles would show is drawn on the CPU into one
/// bitmap of its subtree, kept while it does not change.
///
/// An OpenGL context is current on one thread at a time: use the renderer
/// where its context is current (a window's run loop, on its thread).
///
/// The CPU ``/ZoetropeRendering/Renderer`` stays the exact reference: a GPU frame matches
/// it within a small tolerance (edges antialiased by coverage rather
/// than by area, 8-bit blending in another order), not byte for byte.
@MainActor
public final class GPURenderer {
  /// The most texture memory the renderer keeps: 256 MiB.
  ///
  /// Textures not
  /// drawn in a frame are deleted at its end; a frame that needs more
  /// fails with a ``GPUError`` (a host then falls back to the CPU).
  public static let maximumTextureBytes = 256 * 1_024 * 1_024

  private let renderer = Renderer()
  private let executor: GLExecutor
  private var lastSize: (width: Int, height: Int) = (0, 0)
  /// The plan of the frames drawn by `render`: their footprints, one
  /// walk of each snapshot that gives both the damage and the steps.
  private let damage = PlanTracker()
  /// The plan of the frames drawn offscreen, kept apart so that a
  /// window's damage is not disturbed by them.
  private let offscreenPlan = PlanTracker()
  /// The damage of the last frames drawn by `render`, for back buffers
  /// older than one frame.
  private var history = DamageHistory()

  /// Whether frames are drawn into a canvas the renderer keeps, only
  /// their damage, and then copied whole into the framebuffer: for a
  /// window that neither keeps its back buffer
  /// nor says how old it is, where every frame would otherwise be drawn
  /// whole.
  package var drawsThroughCanvas = false

  /// The kept canvas ``drawsThroughCanvas`` draws into (the tests'
  /// canvases are slots 0 and up).
  private static let throughCanvasSlot = -1

  /// The pixels of its target the last frame drew (the damage's bounds,
  /// or the whole frame; 0 when nothing changed): what redrawing only the
  /// damage saves, for tests and reports.
  package var pixelsDrawnInLastFrame: Int { executor.pixelsDrawnInLastFrame }

  /// Sets up OpenGL drawing in the current context, whose entry points
  /// `loader` finds (for SDL, `SDL_GL_GetProcAddress`).
  ///
  /// - Throws: ``GPUError`` when an entry point is missing, the context
  ///   is older than OpenGL 3.3 or ES 3.0, or the shaders do not build.
  public init(loader: @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?)
    throws(GPUError)
  {
    executor = try GLExecutor(loader: loader)
  }

  /// Pixels per point.
  public var scale: Double {
    get { renderer.scale }
    set { renderer.scale = newValue }
  }

  /// The context's renderer and version, such as "llvmpipe (LLVM 15.0.6,
  /// 256 bits), 4.5 (Core Profile) Mesa 22.3.6".
  public var contextDescription: String { executor.description }

  /// The bytes of the textures kept now.
  package var textureBytes: Int { executor.textureBytes }

  /// The most bytes of textures kept at once so far.
  package var peakTextureBytes: Int { executor.peakTextureBytes }

  /// The largest texture side used.
  ///
  /// It is the driver's (`GL_MAX_TEXTURE_SIZE`), or less when set lower
  /// (a test of a refused texture, or of pieces). A bitmap over it is
  /// drawn in pieces that fit; a group over it fails the frame with a
  /// ``GPUError``.
  package var maximumTextureSide: Int {
    get { executor.maximumTextureSize }
    set { executor.maximumTextureSize = max(newValue, 1) }
  }

  /// The number of textures kept now.
  package var textureCount: Int { executor.textureCount }

  /// Textures uploaded for the last frame: 0 while only transforms,
  /// opacities and clips change (for tests, and GPUProfile's count).
  @_spi(Benchmarks) public var uploadsInLastFrame: Int { executor.uploadsInLastFrame }

  /// OpenGL draw calls of the last frame: an emitter's particles are one
  /// (for tests and reports).
  package var drawCallsInLastFrame: Int { executor.drawCallsInLastFrame }

  /// Clears of the last frame (its background and opaque fills on whole
  /// pixels, a clear covered by the next with nothing between left out);
  /// for tests.
  package var clearsInLastFrame: Int { executor.clearsInLastFrame }

  /// Offscreens (groups, clips, masks) the last frame drew into; for tests.
  package var offscreensInLastFrame: Int { executor.offscreensInLastFrame }

  /// The most layers whose footprints a frame keeps for the next one's
  /// damage (``Renderer/maximumTrackedLayerCount``; lower in tests).
  package var trackedLayerLimit: Int {
    get { renderer.trackedLayerLimit }
    set { renderer.trackedLayerLimit = newValue }
  }

  /// Subtrees of the last frame drawn on the CPU into bitmaps, for tests.
  package private(set) var cpuSubtreesInLastFrame = 0

  /// How many times a subtree was rasterized on the CPU since the
  /// renderer was made, for tests.
  ///
  /// A subtree's bitmap is kept while the subtree and its place stay the
  /// same.
  package var cpuSubtreeDrawCount: Int { renderer.cpuSubtreeDrawCount }

  /// How many tiles of backing stores too large to keep were rasterized
  /// since the renderer was made: a tile is kept while the layer's content
  /// stays the same and frames draw it; for tests.
  package var storeTileDrawCount: Int { renderer.storeTileDrawCount }

  /// The pixel rectangles the last ``render(_:size:background:framebuffer:incremental:)``
  /// or `renderCanvas(_:size:background:incremental:)` redrew: `nil` for
  /// the whole frame, empty when nothing changed.
  ///
  /// Every pixel outside them equals the previous frame's: a window
  /// presents only these.
  public private(set) var lastDamage: [Rect]?

  /// Draws a snapshot into a framebuffer (0, the default, for a window):
  /// cleared to `background`, the frame at ``scale`` in its top-left
  /// corner.
  ///
  /// With `incremental`, the framebuffer must still hold the frame drawn
  /// into it last (a window's back buffer that is never swapped): only
  /// the pixels that changed since are drawn (the CPU compositor's
  /// damage, ``lastDamage``), in a scissor, and they equal those of a
  /// whole frame. The first frame, and one after a change of size,
  /// scale or background or after a failure, is drawn whole. It is
  /// ``render(_:size:background:framebuffer:bufferAge:)`` with age 1, or 0.
  ///
  /// - Throws: ``GPUError`` when OpenGL fails (a texture or offscreen
  ///   refused, memory exhausted); the framebuffer's contents are then
  ///   undefined.
  public func render(
    _ snapshot: RenderSnapshot, size: Size, background: Color = .clear, framebuffer: UInt32 = 0,
    incremental: Bool = false
  ) throws(GPUError) {
    try render(
      snapshot, size: size, background: background, framebuffer: framebuffer,
      bufferAge: incremental ? 1 : 0)
  }

  /// Draws a snapshot into a framebuffer whose contents are those of the
  /// frame drawn `bufferAge` frames ago (a back buffer's age, as
  /// GLX_EXT_buffer_age and EGL_EXT_buffer_age report it; 0 when they are
  /// undefined): only what changed since that frame is redrawn, in a
  /// scissor (``lastDamage``), and the pixels equal a whole frame's.
  ///
  /// With `drawsThroughCanvas` (the window sets it), the frame is drawn instead into a
  /// canvas the renderer keeps (only the damage since the last frame),
  /// which is then copied whole into the framebuffer, whatever
  /// `bufferAge` says.
  ///
  /// A frame in which nothing changed draws nothing (``lastDamage`` is
  /// empty) unless `bufferAge` is 0.
  ///
  /// - Throws: ``GPUError`` when OpenGL fails; the framebuffer's contents
  ///   are then undefined.
  public func render(
    _ snapshot: RenderSnapshot, size: Size, background: Color = .clear, framebuffer: UInt32 = 0,
    bufferAge: Int
  ) throws(GPUError) {
    lastDamage = nil
    var target = framebuffer
    var age = bufferAge
    var canvasSize: (width: Int, height: Int)?
    if drawsThroughCanvas {
      let (width, height) = Renderer.pixelSize(of: size, scale: scale)
      let (canvas, isNew) = try executor.canvas(
        width: width, height: height, slot: GPURenderer.throughCanvasSlot)
      (target, age, canvasSize) = (canvas, isNew ? 0 : 1, (width, height))
    }
    // Tracked for every frame (O(n) in the changed layers), so that the
    // next incremental frame knows this one.
    let found = renderer.plannedDamage(
      of: snapshot, size: size, background: background, since: damage)
    if age >= 1, let found, found.isEmpty {
      lastDamage = []
      executor.pixelsDrawnInLastFrame = 0
      return
    }
    let boxes = history.boxes(for: found, age: age)
    let plan = renderer.framePlan(of: damage)
    cpuSubtreesInLastFrame = plan.cpuSubtrees
    lastSize = (plan.width, plan.height)
    do {
      try executor.draw(plan, framebuffer: target, damage: boxes)
      if let canvasSize {
        try executor.blit(
          from: target, to: framebuffer, width: canvasSize.width, height: canvasSize.height)
      }
    } catch {
      damage.reset()
      history.reset()
      throw error
    }
    history.record(found)
    lastDamage = boxes.map { list in
      list.map {
        Rect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height))
      }
    }
  }

  /// Draws a snapshot into an offscreen canvas kept from one call to the
  /// next and returns its pixels: for tests of the incremental frames.
  ///
  /// The canvas is made anew when the frame's size changes. With
  /// `incremental`, only the damage is redrawn, as into a window's back
  /// buffer (see ``render(_:size:background:framebuffer:incremental:)``).
  ///
  /// - Throws: ``GPUError`` when OpenGL fails.
  package func renderCanvas(
    _ snapshot: RenderSnapshot, size: Size, background: Color = .clear, incremental: Bool
  ) throws(GPUError) -> Image {
    try renderCanvas(
      snapshot, size: size, background: background, bufferAge: incremental ? 1 : 0, slot: 0)
  }

  /// Draws a snapshot into one of several offscreen canvases kept from
  /// one call to the next, as if it were a back buffer of age
  /// `bufferAge`, and returns its pixels: for tests of a swap chain's
  /// frames (with two canvases drawn in turn, each is two frames old).
  ///
  /// - Throws: ``GPUError`` when OpenGL fails.
  package func renderCanvas(
    _ snapshot: RenderSnapshot, size: Size, background: Color = .clear, bufferAge: Int, slot: Int
  ) throws(GPUError) -> Image {
    let (width, height) = Renderer.pixelSize(of: size, scale: scale)
    let (framebuffer, isNew) = try executor.canvas(width: width, height: height, slot: slot)
    if isNew, slot == 0 { damage.reset() }
    try render(
      snapshot, size: size, background: background, framebuffer: framebuffer,
      bufferAge: isNew ? 0 : bufferAge)
    let pixels = executor.readPixels(framebuffer: framebuffer, width: width, height: height)
    return try GPURenderer.image(width: width, height: height, scale: scale, pixels)
  }

  /// The last frame's pixels, read back from the framebuffer it was drawn
  /// into (before it is presented): for tests and checks against the CPU
  /// renderer.
  ///
  /// - Throws: ``GPUError`` when no frame was drawn.
  package func readFrame(framebuffer: UInt32 = 0) throws(GPUError) -> Image {
    let pixels = executor.readPixels(
      framebuffer: framebuffer, width: lastSize.width, height: lastSize.height)
    return try GPURenderer.image(
      width: lastSize.width, height: lastSize.height, scale: scale, pixels)
  }

  private static func image(width: Int, height: Int, scale: Double, _ pixels: [UInt32])
    throws(GPUError) -> Image
  {
    do {
      return try Image(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    } catch {
      throw GPUError("no frame to read: \(error)")
    }
  }

  /// Draws a snapshot into an offscreen target of the frame's size and
  /// returns its pixels: the GPU's frame without a window, for tests and
  /// for comparing the two compositors.
  ///
  /// - Throws: ``GPUError`` when OpenGL fails.
  public func renderImage(_ snapshot: RenderSnapshot, size: Size, background: Color = .clear)
    throws(GPUError) -> Image
  {
    let plan = plannedOffscreen(snapshot, size: size, background: background)
    let pixels = try executor.drawOffscreen(plan)
    return try GPURenderer.image(
      width: plan.width, height: plan.height, scale: scale, pixels)
  }

  /// Draws a snapshot into an offscreen target of the frame's size and
  /// waits until OpenGL has finished it, without reading it back: a
  /// frame's whole cost, for benchmarks.
  ///
  /// - Throws: ``GPUError`` when OpenGL fails.
  @_spi(Benchmarks) public func renderOffscreen(
    _ snapshot: RenderSnapshot, size: Size, background: Color = .clear
  ) throws(GPUError) {
    let plan = plannedOffscreen(snapshot, size: size, background: background)
    _ = try executor.drawOffscreen(plan, readsBack: false)
  }

  /// The steps of a frame drawn offscreen, planned from the footprints
  /// of the one before (so an unchanged subtree is not planned again).
  private func plannedOffscreen(_ snapshot: RenderSnapshot, size: Size, background: Color)
    -> FramePlan
  {
    _ = renderer.plannedDamage(
      of: snapshot, size: size, background: background, since: offscreenPlan)
    let plan = renderer.framePlan(of: offscreenPlan)
    cpuSubtreesInLastFrame = plan.cpuSubtrees
    lastSize = (plan.width, plan.height)
    return plan
  }

  /// Deletes every texture and offscreen; call it with the context
  /// current before the context goes.
  public func release() {
    executor.release()
  }
}
