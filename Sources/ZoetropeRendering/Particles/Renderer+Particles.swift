import CCairo
import ZoetropeGraphics
import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Drawing an emitter's particles and a replicator's tinted copies.
extension Renderer {
  /// An emitter's particles of the frame, computed once per node.
  func particleFrame(of layer: RenderLayer) -> ParticleCache.Frame {
    caches.particles.frame(of: layer)
  }

  /// The rectangle, in bounds coordinates, that a layer's particles lie
  /// in; `Rect.null` for a layer that emits none.
  func particleExtent(of layer: RenderLayer) -> Rect {
    guard !layer.properties.extended.isEmpty, layer.properties.emitsParticles else {
      return .null
    }
    return particleFrame(of: layer).extent
  }

  /// One particle's paint: its cell's image, drawn into `rect` of the
  /// particle's own coordinates, mapped to the emitter's bounds
  /// coordinates by `transform`, with `alpha` and multiplied by `color`.
  struct ParticlePaint {
    /// The cell's contents.
    var image: Image
    /// The index of the particle's cell in the emitter's cells.
    var cell: Int
    /// The rectangle the image fills, centered on the particle.
    var rect: Rect
    /// The particle's turn and position in the emitter's bounds.
    var transform: Transform
    /// The particle's alpha times the layer's, above 0.
    var alpha: Double
    /// The particle's color, whose red, green and blue multiply the
    /// image's (white leaves it as it is).
    var color: Color

    /// Whether the color leaves the image as it is.
    var isWhite: Bool { color.red == 1 && color.green == 1 && color.blue == 1 }
  }

  /// Calls `body` with each paint of an emitter's particles in this
  /// frame, back to front.
  ///
  /// Each is its cell's contents, scaled, turned and multiplied by its
  /// color, centered on its position, at its alpha times `alpha`.
  /// Particles of a cell without contents, transparent or of no size
  /// paint nothing.
  ///
  /// The reference drawing draws these paints in
  /// ``drawParticles(of:in:transform:alpha:)``, the plan as one
  /// ``PlanStep/particles(_:)`` step for both executors.
  func forEachParticlePaint(
    of layer: RenderLayer, alpha: Double, _ body: (ParticlePaint) -> Void
  ) {
    let frame = particleFrame(of: layer)
    guard !frame.particles.isEmpty else { return }
    let cells = layer.properties.emitterCells
    var sources: [(image: Image, natural: Size)?] = []
    sources.reserveCapacity(cells.count)
    for cell in cells {
      if let image = cell.contents, !image.isEmpty {
        sources.append((image, Renderer.naturalSize(of: image, contentsScale: cell.contentsScale)))
      } else {
        sources.append(nil)
      }
    }
    for particle in frame.particles {
      guard let source = sources[particle.cellIndex] else { continue }
      let opacity = particle.color.alpha * alpha
      guard opacity > 0, particle.scale > 0 else { continue }
      let width = source.natural.width * particle.scale
      let height = source.natural.height * particle.scale
      let cosine = cos(particle.angle)
      let sine = sin(particle.angle)
      body(
        ParticlePaint(
          image: source.image, cell: particle.cellIndex,
          rect: Rect(x: -width / 2, y: -height / 2, width: width, height: height),
          transform: Transform(
            a: cosine, b: sine, c: -sine, d: cosine, tx: particle.position.x,
            ty: particle.position.y),
          alpha: opacity, color: particle.color))
    }
  }

  /// Draws an emitter's particles (``forEachParticlePaint(of:alpha:_:)``).
  ///
  /// Each is one paint through
  /// ``composite(_:pixelWidth:pixelHeight:in:in:transform:alpha:minification:magnification:direct:cachesScaled:)``,
  /// so the compositor copies those that land on whole pixels and samples
  /// turned ones itself, with the particle's alpha times `alpha`; a color
  /// other than white draws an image multiplied by it (kept while used).
  func drawParticles(
    of layer: RenderLayer, in cairo: OpaquePointer, transform: Transform, alpha: Double
  ) {
    forEachParticlePaint(of: layer, alpha: alpha) { paint in
      let image =
        paint.isWhite ? paint.image : caches.particles.tinted(paint.image, by: paint.color)
      guard let surface = caches.images.surface(for: image) else { return }
      composite(
        surface, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
        in: paint.rect, in: cairo, transform: paint.transform.concatenating(transform),
        alpha: paint.alpha, minification: .linear, magnification: .linear)
    }
  }

  /// Ends a group (``cairo_push_group``) with its pixels' red, green and
  /// blue multiplied by a tint, and makes it the source: a replicator's
  /// copy drawn in its color.
  func popTintedGroup(_ cairo: OpaquePointer, tint: Color) {
    guard let pattern = cairo_pop_group(cairo) else { return }
    var surface: OpaquePointer?
    if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    {
      cairo_surface_flush(surface)
      let width = Int(cairo_image_surface_get_width(surface))
      let height = Int(cairo_image_surface_get_height(surface))
      let stride = Int(cairo_image_surface_get_stride(surface))
      if let data = cairo_image_surface_get_data(surface) {
        let red = UInt32((min(max(tint.red, 0), 1) * 255).rounded())
        let green = UInt32((min(max(tint.green, 0), 1) * 255).rounded())
        let blue = UInt32((min(max(tint.blue, 0), 1) * 255).rounded())
        for y in 0..<height {
          let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
          for x in 0..<width where row[x] != 0 {
            row[x] = ParticleCache.multiply(row[x], red: red, green: green, blue: blue)
          }
        }
      }
      cairo_surface_mark_dirty(surface)
    }
    cairo_set_source(cairo, pattern)
    cairo_pattern_destroy(pattern)
  }
}
