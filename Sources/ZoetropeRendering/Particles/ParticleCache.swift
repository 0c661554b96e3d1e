import ZoetropeGraphics
import ZoetropeLayers

/// What the renderer keeps for emitters: each emitter's particles of the
/// frame (computed once for its footprint and its drawing), and particle
/// images multiplied by their colors.
@MainActor
final class ParticleCache {
  /// One emitter's particles at one frame.
  final class Frame {
    /// The render node they were computed for; weak, so the layer tree
    /// can still refill it once nothing else holds it.
    weak var node: RenderLayer?
    /// The particles, in drawing order.
    let particles: [Particle]
    /// The rectangle, in the emitter's bounds coordinates, that every
    /// particle's image lies in (turned any way); `Rect.null` for none.
    let extent: Rect

    init(node: RenderLayer, particles: [Particle], extent: Rect) {
      self.node = node
      self.particles = particles
      self.extent = extent
    }
  }

  /// A tinted image: the source image's pixels and the color, in bytes.
  private struct TintKey: Hashable {
    var address: UInt
    var count: Int
    var width: Int
    var color: UInt32
  }

  private var frames: [UInt64: Frame] = [:]
  private var tinted: [TintKey: (image: Image, generation: Int)] = [:]
  private var generation = 0

  /// The number of tinted images kept.
  var tintedCount: Int { tinted.count }

  /// The particles of an emitter's node, computed on first use.
  func frame(of node: RenderLayer) -> Frame {
    if let frame = frames[node.layerID], frame.node === node {
      return frame
    }
    let particles = node.properties.emittedParticles()
    let cells = node.properties.emitterCells
    var sizes: [Double] = []
    sizes.reserveCapacity(cells.count)
    for cell in cells {
      if let image = cell.contents, !image.isEmpty {
        let natural = Renderer.naturalSize(of: image, contentsScale: cell.contentsScale)
        sizes.append((natural.width * natural.width + natural.height * natural.height).squareRoot())
      } else {
        sizes.append(0)
      }
    }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for particle in particles {
      let radius = sizes[particle.cellIndex] * particle.scale / 2
      guard radius > 0, particle.color.alpha > 0 else { continue }
      minX = min(minX, particle.position.x - radius)
      minY = min(minY, particle.position.y - radius)
      maxX = max(maxX, particle.position.x + radius)
      maxY = max(maxY, particle.position.y + radius)
    }
    var extent = Rect.null
    if minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite {
      extent = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    let frame = Frame(node: node, particles: particles, extent: extent)
    frames[node.layerID] = frame
    return frame
  }

  /// An image with its red, green and blue multiplied by a color's, each
  /// channel to the nearest of 256 levels; made once and kept while used.
  func tinted(_ image: Image, by color: Color) -> Image {
    let red = UInt32((color.red * 255).rounded())
    let green = UInt32((color.green * 255).rounded())
    let blue = UInt32((color.blue * 255).rounded())
    let address = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let key = TintKey(
      address: address, count: image.pixels.count, width: image.pixelWidth,
      color: red << 16 | green << 8 | blue)
    if let entry = tinted[key] {
      tinted[key] = (entry.image, generation)
      return entry.image
    }
    var pixels = image.pixels
    pixels.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices {
        buffer[index] = ParticleCache.multiply(buffer[index], red: red, green: green, blue: blue)
      }
    }
    // The same dimensions and scale as a valid image: it cannot throw.
    guard
      let result = try? Image(
        pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale,
        pixels: pixels)
    else { return image }
    // The source is kept in the key's address: keep it alive with the
    // entry, so the address is not reused by another image.
    tinted[key] = (result, generation)
    sources[key] = image
    return result
  }

  /// The source images of ``tinted``, kept so their addresses stay theirs.
  private var sources: [TintKey: Image] = [:]

  /// Drops the particles of the frame and the tinted images not used in
  /// it; called at the end of each drawn frame.
  func evictUnused() {
    frames.removeAll(keepingCapacity: true)
    if tinted.count > 0 {
      tinted = tinted.filter { $0.value.generation == generation }
      sources = sources.filter { tinted[$0.key] != nil }
    }
    generation &+= 1
  }

  /// A premultiplied ARGB pixel with its red, green and blue multiplied
  /// by levels out of 255, rounded to nearest.
  @inline(__always)
  static func multiply(_ pixel: UInt32, red: UInt32, green: UInt32, blue: UInt32) -> UInt32 {
    @inline(__always) func scaled(_ value: UInt32, _ level: UInt32) -> UInt32 {
      let product = value * level + 128
      return (product + (product >> 8)) >> 8
    }
    let r = scaled((pixel >> 16) & 0xFF, red)
    let g = scaled((pixel >> 8) & 0xFF, green)
    let b = scaled(pixel & 0xFF, blue)
    return (pixel & 0xFF00_0000) | r << 16 | g << 8 | b
  }
}
