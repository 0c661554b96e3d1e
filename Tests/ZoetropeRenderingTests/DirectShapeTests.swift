import CCairo
import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// A shape layer drawn straight into the frame (`drawsShapeDirectly`, a
/// ``PlanStep/shape(_:)`` step: what Lottie asks for a path that
/// animates) against the same layer drawn from its backing store:
/// turned, scaled, clipped, partly off-screen, translucent, under a group
/// and a mask; the plan's step; and the damage when only the path changes.
@MainActor
@Suite struct DirectShapeTests {
  let size = Size(width: 120, height: 96)

  /// A Lottie-style shape layer: one fill or one stroke, by the coverage
  /// rasterizer, drawn directly or not.
  static func shape(
    frame: Rect, path: Path, fill: Color? = nil, stroke: Color? = nil, direct: Bool,
    id: UInt64? = nil, _ configure: (inout LayerProperties) -> Void = { _ in }
  ) -> RenderLayer {
    Fixture.layer(frame: frame, content: RenderContent(kind: .shape), id: id) {
      $0.path = path
      $0.fillColor = fill ?? .clear
      $0.strokeColor = stroke ?? .clear
      $0.lineWidth = 3
      $0.lineJoin = .round
      $0.usesCoverageRasterizer = true
      $0.drawsShapeDirectly = direct
      configure(&$0)
    }
  }

  /// A scene of a filled rounded rectangle and a stroked ellipse, each
  /// configured by `configure`, inside `wrap` (a parent, by default none).
  func scene(
    direct: Bool, _ configure: @escaping (inout LayerProperties) -> Void = { _ in },
    wrap: ([RenderLayer]) -> [RenderLayer] = { $0 }
  ) -> RenderSnapshot {
    let fill = Self.shape(
      frame: Rect(x: 10, y: 8, width: 60, height: 44),
      path: Path(roundedRect: Rect(x: 0.5, y: 0.25, width: 59, height: 43), cornerRadius: 9),
      fill: Color(red: 0.9, green: 0.4, blue: 0.1), direct: direct, configure)
    let stroke = Self.shape(
      frame: Rect(x: 40, y: 30, width: 70, height: 50),
      path: Path(ellipseIn: Rect(x: 2, y: 2, width: 66, height: 46)),
      stroke: Color(red: 0.1, green: 0.2, blue: 0.6), direct: direct, configure)
    return Fixture.snapshot(size: size, wrap([fill, stroke]))
  }

  /// The frame drawn directly, from stores, and how many shapes were drawn
  /// straight into the frame.
  func both(
    scale: Double = 1, _ configure: @escaping (inout LayerProperties) -> Void = { _ in },
    wrap: ([RenderLayer]) -> [RenderLayer] = { $0 }
  ) -> (direct: Image, store: Image, count: Int) {
    let renderer = Renderer(scale: scale)
    let direct = renderer.render(
      scene(direct: true, configure, wrap: wrap), size: size, background: .white)
    let count = renderer.compositeCounts.directShapes
    let store = Renderer(scale: scale).render(
      scene(direct: false, configure, wrap: wrap), size: size, background: .white)
    return (direct, store, count)
  }

  /// Mean difference per channel in levels, and pixels over 32 apart.
  static func difference(_ a: Image, _ b: Image) -> (mean: Double, far: Int) {
    var total = 0
    var far = 0
    for (p, q) in zip(a.pixels, b.pixels) {
      var largest = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
        total += d
        largest = max(largest, d)
      }
      if largest > 32 { far += 1 }
    }
    return (Double(total) / Double(max(a.pixels.count * 4, 1)), far)
  }

  /// The configurations compared: a name, the shapes' changes, a parent
  /// around them, and whether the shapes are drawn straight into the
  /// frame (not inside a group or an inexact clip).
  nonisolated static let cases: [String] = [
    "plain", "offscreen", "opacity", "clipped", "roundClip", "group", "mask", "fillAndStroke",
  ]

  func configuration(_ name: String) -> (
    configure: (inout LayerProperties) -> Void, wrap: ([RenderLayer]) -> [RenderLayer],
    drawsDirectly: Bool
  ) {
    let size = size
    func parent(
      width: Double? = nil, _ change: @escaping (inout LayerProperties) -> Void
    ) -> ([RenderLayer]) -> [RenderLayer] {
      { layers in
        [
          Fixture.layer(
            frame: Rect(x: 0, y: 0, width: width ?? size.width, height: size.height),
            sublayers: layers
          ) { change(&$0) }
        ]
      }
    }
    switch name {
    case "turned": return ({ $0.transform = Transform(rotationAngle: 0.4) }, { $0 }, true)
    case "scaled": return ({ $0.transform = Transform(scaleX: 1.6, y: 0.7) }, { $0 }, true)
    case "offscreen": return ({ $0.position.x += 70 }, { $0 }, true)
    case "opacity": return ({ $0.opacity = 0.55 }, { $0 }, true)
    case "clipped":
      // A clip on whole pixels: still straight into the frame, cut.
      return ({ _ in }, parent(width: 80) { $0.masksToBounds = true }, true)
    case "roundClip":
      // A rounded clip: through Cairo.
      return (
        { _ in },
        parent {
          $0.masksToBounds = true
          $0.cornerRadius = 30
        }, false
      )
    case "group":
      return ({ _ in }, parent { $0.opacity = 0.6 }, false)
    case "fillAndStroke":
      // Translucent, filled and stroked: its bitmap, faded as a whole
      // (the fill does not show through the stroke).
      return (
        {
          $0.fillColor = .systemBlue
          $0.strokeColor = .black
          $0.opacity = 0.55
        }, { $0 }, false
      )
    case "mask":
      // A masked parent: a group, through Cairo.
      let mask = Fixture.layer(frame: Rect(x: 20, y: 10, width: 70, height: 60)) {
        $0.backgroundColor = .black
        $0.cornerRadius = 20
      }
      let masked: ([RenderLayer]) -> [RenderLayer] = { layers in
        var properties = LayerProperties()
        properties.bounds = Rect(origin: .zero, size: size)
        properties.position = Point(x: size.width / 2, y: size.height / 2)
        return [
          RenderLayer(
            layerID: 9_001, properties: properties, sublayers: layers, mask: mask,
            changeCount: 1)
        ]
      }
      return ({ _ in }, masked, false)
    default: return ({ _ in }, { $0 }, true)
    }
  }

  /// On whole pixels a store lands pixel for pixel, so the direct drawing
  /// gives its bytes but for rounding (the colour times the alpha before
  /// the coverage, not after).
  @Test(arguments: cases, [1.0, 2.0])
  func aShapeDrawnDirectlyMatchesItsStore(name: String, scale: Double) {
    let (configure, wrap, drawsDirectly) = configuration(name)
    let (direct, store, count) = both(scale: scale, configure, wrap: wrap)
    let (mean, far) = Self.difference(direct, store)
    #expect(mean < 0.05, "\(name) @\(scale)x: mean \(mean)")
    #expect(far == 0, "\(name) @\(scale)x: \(far) pixels over 32 apart")
    #expect((count == 2) == drawsDirectly, "\(name): \(count) drawn straight into the frame")
    // Both shapes painted something.
    #expect(direct != Fixture.render([], size: size, scale: scale))
    if name == "plain" {
      DirectShapeTests.write(direct, "direct-shapes-\(Int(scale))x")
    }
  }

  /// Turned, scaled or off whole pixels, the store is resampled where the
  /// direct drawing rasterizes the mapped path: compared instead with the
  /// rasterizer drawing each path with its layer's whole map onto one
  /// surface (the exact placement).
  @Test(arguments: ["turned", "scaled", "fractional"], [1.0, 2.0])
  func aTransformedShapeIsItsPathMapped(name: String, scale: Double) {
    let change: (inout LayerProperties) -> Void =
      switch name {
      case "turned": { $0.transform = Transform(rotationAngle: 0.4) }
      case "scaled": { $0.transform = Transform(scaleX: 1.6, y: 0.7) }
      default:
        {
          $0.position.x += 0.37
          $0.position.y += 0.61
        }
      }
    let snapshot = scene(direct: true, change)
    let direct = Renderer(scale: scale).render(snapshot, size: size, background: .white)
    let surface = CairoSurface(
      width: direct.pixelWidth, height: direct.pixelHeight)
    let cairo: OpaquePointer = cairo_create(surface.surface)
    cairo_set_source_rgb(cairo, 1, 1, 1)
    cairo_paint(cairo)
    for layer in snapshot.root.sublayers {
      let p = layer.properties
      // Bounds to pixels: the anchor at the position, turned about it.
      let anchor = Transform(
        translationX: -p.bounds.width * p.anchorPoint.x, y: -p.bounds.height * p.anchorPoint.y)
      let map = anchor.concatenating(p.transform)
        .concatenating(Transform(translationX: p.position.x, y: p.position.y))
        .concatenating(Transform(scaleX: scale, y: scale))
      var matrix = cairoMatrix(map)
      cairo_set_matrix(cairo, &matrix)
      Renderer.drawShape(p, on: cairo)
    }
    cairo_destroy(cairo)
    let expected = surface.makeImage(scale: scale)
    let (mean, far) = Self.difference(direct, expected)
    #expect(mean < 0.05, "\(name) @\(scale)x: mean \(mean)")
    #expect(far == 0, "\(name) @\(scale)x: \(far) pixels over 32 apart")
    if name == "turned" {
      DirectShapeTests.write(direct, "direct-shapes-turned-\(Int(scale))x")
    }
  }

  /// Nothing is drawn outside the clip of whole pixels (the parent's
  /// bounds cut at x = 80), as from a store.
  @Test func aClippedShapeStaysInsideItsClip() {
    let (_, wrap, _) = configuration("clipped")
    let renderer = Renderer()
    let image = renderer.render(scene(direct: true, wrap: wrap), size: size, background: .white)
    for y in 0..<image.pixelHeight {
      for x in 80..<image.pixelWidth {
        #expect(image.pixels[y * image.pixelWidth + x] == 0xFFFF_FFFF)
      }
    }
  }

  /// The plan holds a shape step for a layer that asks for it, and a
  /// bitmap (its store) otherwise; a dashed stroke is always a store.
  @Test func thePlanHasAShapeStepOnlyWhereItMayDrawOne() {
    func shapes(_ snapshot: RenderSnapshot) -> (cpu: Int, gpu: Int) {
      let renderer = Renderer()
      renderer.setNeedsDisplay()
      let drawn = renderer.renderFrame(snapshot, size: size, background: .white)
      let frame = PixelBox(width: drawn.surface.width, height: drawn.surface.height)
      guard let root = renderer.lastFootprint else { return (0, 0) }
      var cpu = PlanBuilder(renderer: renderer, executor: .cpu, frame: frame, steps: [PlanStep]())
      cpu.add(root, limit: frame)
      var gpu = PlanBuilder(renderer: renderer, executor: .gpu, frame: frame, steps: [PlanStep]())
      gpu.add(root, limit: frame)
      func count(_ steps: [PlanStep]) -> Int {
        steps.filter { if case .shape = $0 { true } else { false } }.count
      }
      return (count(cpu.steps), count(gpu.steps))
    }
    #expect(shapes(scene(direct: true)) == (2, 2))
    #expect(shapes(scene(direct: false)) == (0, 0))
    // A dashed stroke stays a store; a translucent fill-and-stroke is a
    // step (drawn as its bitmap, faded).
    #expect(shapes(scene(direct: true) { $0.lineDashPattern = [4, 2] }) == (1, 1))
    #expect(
      shapes(
        scene(direct: true) {
          $0.fillColor = .systemBlue
          $0.strokeColor = .black
          $0.opacity = 0.5
        }) == (2, 2))
  }

  /// Only the path changes: the damage holds the old and the new shape
  /// and no more, and the redraw of it is the full redraw.
  @Test func onlyThePathChangingDamagesTheOldAndNewShape() throws {
    let renderer = Renderer()
    func frame(_ inset: Double) -> RenderSnapshot {
      let layer = Self.shape(
        frame: Rect(x: 20, y: 20, width: 50, height: 40),
        path: Path(
          ellipseIn: Rect(x: inset, y: inset, width: 50 - 2 * inset, height: 40 - 2 * inset)),
        fill: .systemBlue, direct: true, id: 77)
      return Fixture.snapshot(size: size, [layer])
    }
    _ = renderer.render(frame(0), size: size, background: .white)
    let second = renderer.render(frame(8), size: size, background: .white)
    let damage = try #require(renderer.lastDamage)
    // The first ellipse's extent (its box, a point out for antialiasing).
    #expect(damage.minX >= 18 && damage.minY >= 18, "\(damage)")
    #expect(damage.maxX <= 72 && damage.maxY <= 62, "\(damage)")
    #expect(renderer.compositeCounts.directShapes == 1)
    #expect(second == Renderer().render(frame(8), size: size, background: .white))
  }

  /// Writes an image under `.build/direct-shape-tests/`, for looking at.
  static func write(_ image: Image, _ name: String) {
    GPUFixture.write(image, named: name)
  }
}
