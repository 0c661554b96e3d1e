import CCairo
import CCompositor
import ZoetropeGraphics
import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws ``/ZoetropeLayers/RenderSnapshot``s into premultiplied ARGB32 images with Cairo.
///
/// A renderer draws each layer of a snapshot back to front, in its bounds
/// coordinates mapped to the image as the hit testing maps them (about
/// the anchor point, through ``/ZoetropeLayers/LayerProperties/transform``, to
/// ``/ZoetropeLayers/LayerProperties/position``), at ``scale`` pixels per point. For each
/// visible layer it paints, in Core Animation's order: the background
/// color (inside the corner radius), the contents image (placed by its
/// gravity, or the running ``/ZoetropeLayers/ContentsTransition``), the text and custom
/// drawing, the sublayers, and last the border, inside the bounds and
/// above everything else. `masksToBounds` clips contents, drawing and
/// sublayers to the (rounded) bounds. A layer whose opacity is below 1 is
/// drawn as a group when it paints more than one thing, so overlapping
/// parts do not darken. Hidden layers, layers with opacity 0 and layers
/// whose transform flattens them are skipped with their sublayers.
///
/// Caches, all dropped for anything not drawn in a frame, at its end:
/// - Text and custom drawing are rasterized once per layer into a backing
///   store at the renderer's scale and reused while the layer's
///   ``/ZoetropeLayers/RenderContent``, bounds and scale stay the same.
/// - Contents images are converted to Cairo surfaces once per pixel
///   buffer (see `ImageSurfaceCache`).
/// - The target surface is reused while the output size stays the same,
///   and a snapshot whose root is the same object as last time (nothing
///   changed) returns the previous image without drawing.
///
/// Because everything not drawn in a frame is dropped, use one renderer
/// per window (per layer tree): a renderer that alternates between two
/// trees would redraw every backing store each frame.
///
/// Filtering: an image or backing store that lands pixel for pixel on
/// the target (scale 1:1, no rotation) is copied at the nearest whole
/// pixel, exactly and fast. Otherwise it is sampled with the layer's
/// ``/ZoetropeLayers/LayerProperties/minificationFilter`` where it is drawn smaller than
/// its pixels in both directions, and with its
/// ``/ZoetropeLayers/LayerProperties/magnificationFilter`` where it is drawn larger in
/// either (or turned at its own size): ``/ZoetropeLayers/ContentsFilter/nearest`` picks
/// the nearest pixel, ``/ZoetropeLayers/ContentsFilter/linear`` (the default) and
/// ``/ZoetropeLayers/ContentsFilter/trilinear`` interpolate bilinearly. The filter is
/// chosen each time a surface is drawn, so the caches hold unfiltered
/// pixels and layers with different filters share them. Custom drawing
/// chooses with ``/ZoetropeLayers/GraphicsContext/interpolationQuality``.
///
/// ```swift
/// let renderer = Renderer(scale: 2)
/// let frame = renderer.render(tree.frame(at: time), size: Size(width: 320, height: 480),
///                             background: .white)
/// ```
@MainActor
public final class Renderer {
  /// The largest width or height of an output image, in pixels; larger
  /// requests are clamped to it with a warning.
  public static let maximumPixelDimension = 16_384

  /// The largest number of pixels (width × height) of an output image:
  /// 64 Mi pixels, 256 MiB of ARGB32, such as 8192 × 8192.
  ///
  /// A larger request, even with each side within
  /// ``maximumPixelDimension``, is scaled down proportionally (keeping
  /// its aspect ratio, each side at least one pixel) to fit, with a
  /// warning. Applies to ``render(_:size:background:)`` and
  /// ``ImageRenderer``.
  public static let maximumPixelCount = 64 * 1_024 * 1_024

  /// Pixels per point; a value that is not finite and positive is
  /// replaced by 1 with a warning.
  public var scale: Double {
    didSet {
      if !(scale.isFinite && scale > 0) {
        zoetropeWarning("Renderer scale \(scale) is not finite and positive; using 1")
        scale = 1
      }
    }
  }

  /// The pixel rectangle that changed in the last render, for partial
  /// uploads: every pixel outside it equals the previous image's.
  ///
  /// It is the rectangle the renderer redrew: the whole image for the
  /// first frame or after a change of size, scale or background,
  /// `Rect.zero` (empty) when nothing changed, else the bounding box of
  /// what the changed layers covered before and after (a layer that
  /// moved, faded, changed content, appeared or disappeared). `nil` means
  /// the whole image.
  public internal(set) var lastDamage: Rect?

  /// Whether layers are composited with pixman where that is exact
  /// (`true`, the default) or every paint goes through Cairo.
  ///
  /// The compositor copies contents images and backing stores that land
  /// pixel for pixel on the target (a translation, at the renderer's
  /// scale) and fills square backgrounds on whole pixels with pixman, and
  /// leaves every other paint (turned or scaled images, fractional or
  /// rounded edges, borders, transitions, groups) to Cairo, inside the
  /// same clip. Both settings give the same pixels; `false` is the
  /// reference the compositor is tested against, and the benchmarks'
  /// "Cairo only" peer (hence SPI, not API). Without the compositor,
  /// ``lastDamage`` is always `nil` and a ``RenderedFrame``'s damage is
  /// the whole frame.
  @_spi(Benchmarks) public var usesCompositor = true

  /// The most layers whose footprints (what each drew where, about 500
  /// bytes each) the compositor keeps from one frame to the next to find
  /// the next frame's damage: 100,000.
  ///
  /// A frame with more drawn layers is still planned and composited from
  /// its footprints, but does not keep them: it is drawn whole and
  /// reports ``lastDamage`` as the whole image (as does the frame after
  /// it), with a warning once per renderer, so the memory the compositor
  /// keeps between frames stays bounded however many layers a tree has.
  public static let maximumTrackedLayerCount = 100_000

  /// The limit in force: ``maximumTrackedLayerCount``, lower in tests of
  /// what happens above it.
  package var trackedLayerLimit = Renderer.maximumTrackedLayerCount

  /// Whether the footprint pass and the planner take the short path for
  /// image leaves.
  ///
  /// Image leaves are layers whose only paint is their contents image
  /// (see ``isImageLeaf(_:)``). `false` sends them down the general path,
  /// which tests compare the short one with: the two give the same
  /// footprints, damage and pixels.
  @exclusivity(unchecked) var usesImageLeafPath = true

  /// The footprints the current frame's plan made (not counting those
  /// kept whole from the last frame), against ``trackedLayerLimit``.
  @exclusivity(unchecked) var footprintCount = 0
  /// Whether the warning for a frame over ``maximumTrackedLayerCount`` was given.
  var warnedAboutLayerCount = false

  /// The number of threads the compositor's pixman work may run on, at
  /// least 1; by default the number of processors online, at most 8.
  ///
  /// The frame is split into bands of rows, one per thread, when a batch
  /// of pixman paints is large enough to pay for it. The output bytes are
  /// the same for any thread count. Values below 1 become 1.
  public var threadCount = Renderer.defaultThreadCount {
    didSet { threadCount = min(max(threadCount, 1), 64) }
  }

  /// The processors online, 1...8.
  static let defaultThreadCount = min(max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1), 8)

  // The per-paint state is `@exclusivity(unchecked)`: it is touched for
  // every layer of a frame, only on the main actor, never by two accesses
  // at once (the compositing threads get copies). Checked, a frame of
  // 20,000 translated sprites executes 80.1 M instructions, not 72.1 M
  // (callgrind, RenderProfile).

  /// The pixman paints recorded since the last flush, in order.
  @exclusivity(unchecked) var pendingOperations: [CompositeOperation] = []
  /// What ``pendingOperations`` add up to (see ``record(_:)``).
  @exclusivity(unchecked) var pendingSummary = PendingSummary()
  /// The turned paints made so far, reused batch after batch
  /// (``pooledPaint(_:)``); the first ``paintPoolUsed`` are in the
  /// pending batch.
  @exclusivity(unchecked) var paintPool: [TransformedPaint] = []
  /// How many of ``paintPool`` the pending batch holds.
  @exclusivity(unchecked) var paintPoolUsed = 0
  /// The most paints a batch of the current frame held.
  @exclusivity(unchecked) var paintPoolPeak = 0
  /// The surfaces the pending paints read, kept alive until they ran.
  @exclusivity(unchecked) var pendingSurfaces: [CairoSurface] = []
  /// Scratch space for a culled batch's description of its paints, kept
  /// from batch to batch (see ``CompositeBatch/runCulled(width:height:bandCount:bandPaints:bandBytes:maximumRuns:copies:)``).
  @exclusivity(unchecked) var culledCopies: [ZTCopy] = []

  /// How the last frame's paints were drawn, for tests and benchmarks.
  @exclusivity(unchecked) var compositeCounts = CompositeCounts()
  /// Whether the last frame drawn left its clear to the root's opaque
  /// background, for tests and benchmarks.
  var skippedLastClear = false
  /// Whether each batch of fills skips what later opaque
  /// copies cover (see ``trimFillsUnderOpaqueCopies()``); `false` is the
  /// reference tests compare with.
  var trimsOccludedFills = true
  /// The fill pixels the last frame left to opaque copies, for tests and
  /// benchmarks.
  var trimmedFillPixels = 0
  /// Whether the compositor leaves out the pixels that later opaque
  /// pixels replace (`true`, the default), in batches of paints that
  /// cover their bounding box twice over or more.
  ///
  /// Each such batch of paints is walked front to back once, keeping a bit
  /// per target pixel for "a later copy's opaque pixel covers this", and
  /// then drawn back to front: an image copied at full opacity draws only
  /// its pixels that are neither transparent nor covered, and any other
  /// paint is left out when covered whole. Both settings give the same
  /// bytes, because `OVER` an opaque pixel is that pixel whatever was
  /// under it; `false` draws every paint whole, the reference this is
  /// tested against and measured beside (hence SPI, not API).
  @_spi(Benchmarks) @exclusivity(unchecked) public var cullsOccludedPixels = true

  /// The overdraw from which ``cullsOccludedPixels`` culls a batch: 2.
  ///
  /// A batch is culled when its paints cover their bounding box this
  /// many times over or more, on average. Below that the paints barely
  /// overlap, and pixman drawing each whole is cheaper than finding what
  /// hides what. Tests set 0 to cull every batch.
  var cullingOverdraw = 2.0

  /// The most visible runs a band of a culled batch records before
  /// drawing them: 2²¹ (24 MB); a band that would need more is drawn
  /// without culling, so memory stays bounded whatever the paints.
  var cullingRunLimit = 1 << 21

  /// The most bytes of target rows a band of a culled batch of
  /// ``cullingBandPaints`` turned paints or more holds: 256 KB, half a
  /// second-level cache.
  ///
  /// A band's rows then stay in the cache while its paints are drawn over
  /// them one after another (see ``CompositeBatch``). On 5,000 turned
  /// sprites over 800 × 600 this made a frame about twice as fast. Tests
  /// set less, to cut small frames into several bands.
  var cullingBandBytes = 262_144

  /// The turned paints from which a culled batch runs in bands of
  /// ``cullingBandBytes``: 256.
  ///
  /// Plain copies draw a few pixels each once culled, and walking their
  /// batch once per band would cost more (20,000 translated sprites:
  /// 9.7 M instructions a frame). Tests set 0.
  var cullingBandPaints = 256

  /// Everything the renderer draws once and keeps while frames use it.
  let caches = RenderCaches()
  var target: CairoSurface?
  /// The footprints of the last frame the compositor drew, the basis of
  /// the next frame's damage.
  var lastFootprint: Footprint?
  /// The images ``render(_:size:background:)`` returned last, reused
  /// for the next one.
  var frameImages = FrameImages()
  /// What the surface holds: the snapshot's root, the size in pixels,
  /// the scale and the background it was drawn with.
  var lastFrame: (root: RenderLayer, width: Int, height: Int, scale: Double, background: Color)?

  /// Creates a renderer.
  ///
  /// - Parameter scale: Pixels per point; not finite and positive becomes
  ///   1, with a warning.
  public init(scale: Double = 1) {
    if scale.isFinite && scale > 0 {
      self.scale = scale
    } else {
      zoetropeWarning("Renderer scale \(scale) is not finite and positive; using 1")
      self.scale = 1
    }
  }
}
