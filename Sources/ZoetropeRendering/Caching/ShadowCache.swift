import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// The blurred shadows of layers: one bitmap per layer, blurred once and
/// composited every frame until what it is a shadow of changes.
///
/// An entry belongs to a layer (``RenderLayer/layerID``) and holds the
/// blurred alpha mask and the mask tinted with the shadow's color. It is
/// valid for one source (the ``LayerProperties/shadowPath``, or the
/// layer's own values that its paints depend on, its content and its
/// sublayers' render layers by identity), one placement (resolution,
/// blur, the fraction of a pixel the offset shifts it, the source's pixel
/// box) and one color. A frame where only the layer's position,
/// transform or opacity, or the offset by whole pixels, changes reuses
/// the bitmap; a color change re-tints the kept mask without blurring.
@MainActor
final class ShadowCache: LayerEntryCache {
  /// What a shadow is the shadow of.
  enum Source {
    /// A ``LayerProperties/shadowPath``, filled.
    case path(Path)
    /// The layer's paints and sublayers: its values, its content and its
    /// sublayers' render layers (compared by identity).
    case layer(LayerProperties, RenderContent?, [RenderLayer])

    /// Whether two sources draw the same alpha.
    func drawsSame(as other: Source) -> Bool {
      switch (self, other) {
      case (.path(let lhs), .path(let rhs)):
        return lhs == rhs
      case (
        .layer(let lhs, let lhsContent, let lhsSublayers),
        .layer(let rhs, let rhsContent, let rhsSublayers)
      ):
        guard lhsSublayers.count == rhsSublayers.count,
          zip(lhsSublayers, rhsSublayers).allSatisfy({ $0 === $1 })
        else { return false }
        return ShadowCache.paintsSame(lhs, rhs) && lhsContent == rhsContent
      default:
        return false
      }
    }
  }

  /// Whether two sets of values paint the same pixels in the layer's own
  /// bounds coordinates: every value but where the layer is placed
  /// (position, anchor point, transform, z position), its opacity (a
  /// shadow's source is drawn opaque) and its shadow.
  nonisolated static func paintsSame(_ lhs: LayerProperties, _ rhs: LayerProperties) -> Bool {
    lhs.bounds == rhs.bounds && lhs.backgroundColor == rhs.backgroundColor
      && lhs.cornerRadius == rhs.cornerRadius && lhs.borderWidth == rhs.borderWidth
      && lhs.borderColor == rhs.borderColor && lhs.masksToBounds == rhs.masksToBounds
      && lhs.contents == rhs.contents && lhs.contentsGravity == rhs.contentsGravity
      && lhs.contentsScale == rhs.contentsScale
      && lhs.minificationFilter == rhs.minificationFilter
      && lhs.magnificationFilter == rhs.magnificationFilter
      && lhs.contentsTransition == rhs.contentsTransition
      && lhs.extended.equalsIgnoringShadow(rhs.extended)
      && lhs.maskedCorners == rhs.maskedCorners && lhs.cornerCurve == rhs.cornerCurve
  }

  /// One layer's shadow bitmap.
  @MainActor
  final class Entry: GenerationStamped {
    let source: Source
    /// The placement with its whole-pixel shift set to zero (the shift
    /// moves the bitmap without changing it).
    let key: ShadowPlacement
    /// The blurred alpha, `key.pixelWidth × key.pixelHeight`.
    let mask: [UInt8]
    /// The color ``surface`` is tinted with.
    private(set) var color: Color
    /// The mask tinted with ``color``, premultiplied.
    private(set) var surface: CairoSurface
    var generation = 0

    init(source: Source, key: ShadowPlacement, mask: [UInt8], color: Color) {
      self.source = source
      self.key = key
      self.mask = mask
      self.color = color
      surface = ShadowCache.tinted(mask, width: key.pixelWidth, height: key.pixelHeight, color)
    }

    /// Re-tints the kept mask.
    func tint(_ color: Color) {
      self.color = color
      surface = ShadowCache.tinted(mask, width: key.pixelWidth, height: key.pixelHeight, color)
    }
  }

  /// Counts calls of ``evictUnused()``; entries record the count when used.
  var generation = 0
  /// The largest shadow bitmap, in pixels (4 M, 16 MB); a bigger shadow
  /// is blurred at a lower resolution and scaled up (it has no detail to
  /// lose).
  static let maximumPixelCount = 4 * 1_024 * 1_024

  /// The entries by layer identifier.
  var entries: [UInt64: Entry] = [:]
  /// The raw shadow values each layer was last drawn with, so that bad
  /// values warn once, not every frame.
  private var drawnValues: [UInt64: ShadowValues] = [:]

  /// The number of cached shadows.
  var count: Int { entries.count }

  /// How many times a shadow mask was drawn and blurred (not reused); for
  /// tests.
  private(set) var blurCount = 0

  /// How many times a mask was tinted (made or re-tinted); for tests.
  private(set) var tintCount = 0

  /// Whether a layer's raw shadow values differ from those it was last
  /// drawn with (so their warnings are due), recording them.
  func valuesChanged(layerID: UInt64, _ values: ShadowValues) -> Bool {
    if drawnValues[layerID] == values { return false }
    if drawnValues.count >= 4_096 {
      drawnValues.removeAll()
    }
    drawnValues[layerID] = values
    return true
  }

  /// The shadow bitmap of a layer, made now by `makeMask` when there is
  /// none for this source and placement, and re-tinted when only the
  /// color changed.
  ///
  /// - Parameters:
  ///   - layerID: The layer.
  ///   - source: What the shadow is of.
  ///   - placement: Where the bitmap goes.
  ///   - color: The shadow's color, its alpha times the shadow's opacity.
  ///   - makeMask: Draws and blurs the mask, `placement.pixelWidth ×
  ///     placement.pixelHeight` alpha values.
  /// - Returns: The cached or new entry.
  func entry(
    layerID: UInt64, source: @autoclosure () -> Source, placement: ShadowPlacement,
    color: Color, makeMask: () -> [UInt8]
  ) -> Entry {
    var key = placement
    key.shiftX = 0
    key.shiftY = 0
    if let entry = entries[layerID], entry.key == key {
      let current = source()
      if entry.source.drawsSame(as: current) {
        entry.generation = generation
        if entry.color != color {
          entry.tint(color)
          tintCount += 1
        }
        return entry
      }
    }
    let mask = makeMask()
    blurCount += 1
    tintCount += 1
    let entry = Entry(source: source(), key: key, mask: mask, color: color)
    entry.generation = generation
    entries[layerID] = entry
    return entry
  }

  /// A surface of the mask tinted with a color: each pixel the color,
  /// premultiplied, at its alpha times the mask's.
  static func tinted(_ mask: [UInt8], width: Int, height: Int, _ color: Color) -> CairoSurface {
    let surface = CairoSurface(width: width, height: height)
    cairo_surface_flush(surface.surface)
    guard let data = cairo_image_surface_get_data(surface.surface) else { return surface }
    let stride = Int(cairo_image_surface_get_stride(surface.surface))
    func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let alpha = clamped(color.alpha)
    var table = [UInt32](repeating: 0, count: 256)
    for level in 0..<256 {
      let coverage = Double(level) / 255 * alpha
      func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
      table[level] =
        byte(coverage) << 24 | byte(coverage * clamped(color.red)) << 16
        | byte(coverage * clamped(color.green)) << 8 | byte(coverage * clamped(color.blue))
    }
    mask.withUnsafeBufferPointer { mask in
      for row in 0..<height {
        let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(
          to: UInt32.self)
        for column in 0..<width {
          pixels[column] = table[Int(mask[row * width + column])]
        }
      }
    }
    cairo_surface_mark_dirty(surface.surface)
    return surface
  }

}
