// Benchmarks for the renderer. Each sprite benchmark has a "plain Cairo"
// and a "plain pixman" twin drawing the same sprites at the same places in
// the same run: compare them, not figures from another machine or day.

import Benchmark
import BenchmarkScenes
import SpriteBaselines
import ZoetropeGraphics
import ZoetropeLayers
@_spi(Benchmarks) import ZoetropeRendering

/// Frames of N 32×32 sprites moving over an 800×600 frame, as render
/// snapshots and as the plain positions and angles for the baseline.
@MainActor
struct SpriteScene {
  static let size = Size(width: 800, height: 600)
  static let frameCount = 4

  let snapshots: [RenderSnapshot]
  let positions: [[Point]]
  let angles: [[Double]]?
  let sprite: Image

  init(count: Int, rotated: Bool) {
    sprite = ImageRenderer(size: Size(width: 32, height: 32)).image { context in
      context.drawRadialGradient(
        Gradient(colors: [.white, .systemBlue]), startCenter: Point(x: 12, y: 12),
        startRadius: 0, endCenter: Point(x: 16, y: 16), endRadius: 16, options: [])
      context.setStrokeColor(.black)
      context.setLineWidth(2)
      context.strokeEllipse(in: Rect(x: 1, y: 1, width: 30, height: 30))
    }
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    let starts = (0..<count).map { _ in
      (Point(x: random() * 800, y: random() * 600), random() * 2 * .pi)
    }
    var snapshots: [RenderSnapshot] = []
    var positions: [[Point]] = []
    var angles: [[Double]] = []
    var layerID: UInt64 = 1
    for frame in 0..<SpriteScene.frameCount {
      let step = Double(frame) * 3.7
      let framePositions = starts.map { Point(x: $0.0.x + step, y: $0.0.y + step / 2) }
      let frameAngles = starts.map { $0.1 + step / 10 }
      var sprites: [RenderLayer] = []
      sprites.reserveCapacity(count)
      for index in 0..<count {
        var properties = LayerProperties()
        properties.bounds = Rect(x: 0, y: 0, width: 32, height: 32)
        properties.position = framePositions[index]
        properties.contents = sprite
        if rotated {
          properties.transform = Transform(rotationAngle: frameAngles[index])
        }
        sprites.append(
          RenderLayer(
            layerID: UInt64(index + 10), properties: properties, sublayers: [],
            changeCount: UInt64(frame)))
      }
      var rootProperties = LayerProperties()
      rootProperties.bounds = Rect(origin: .zero, size: SpriteScene.size)
      rootProperties.position = Point(x: 400, y: 300)
      layerID += 1
      snapshots.append(
        RenderSnapshot(
          root: RenderLayer(
            layerID: 1, properties: rootProperties, sublayers: sprites, changeCount: layerID),
          time: Double(frame) / 60, hasChanges: true))
      positions.append(framePositions)
      angles.append(frameAngles)
    }
    self.snapshots = snapshots
    self.positions = positions
    self.angles = rotated ? angles : nil
  }
}

/// The body a benchmark measures, kept from one of the harness's samples
/// to the next, and the iterations it has run.
@MainActor
final class MeasuredBody {
  let name: String
  let run: @MainActor (Int) -> Void
  var iteration = 0

  init(name: String, run: @escaping @MainActor (Int) -> Void) {
    self.name = name
    self.run = run
  }

  /// The body of the benchmark being measured; a new benchmark's
  /// replaces (and frees) the last one's.
  static var current: MeasuredBody?
}

/// Runs `body` once per scaled iteration on the main actor, measured, in
/// steady state.
///
/// The harness calls a benchmark's closure once per sample (one scaled
/// iteration each), so `setUp` runs only for the first sample of a
/// benchmark, followed by `warmUp` unmeasured iterations; later samples go
/// on with the same body and the next iteration numbers. Otherwise every
/// sample would make a new renderer and measure its second frame, with
/// cold caches for whatever changes (a flipbook's next face).
func measureOnMainActor<Result>(
  _ benchmark: Benchmark, warmUp: Int = 1,
  setUp: @escaping @MainActor () -> @MainActor (Int) -> Result
) async {
  nonisolated(unsafe) let benchmark = benchmark
  let name = benchmark.name
  await MainActor.run {
    let measured: MeasuredBody
    if let current = MeasuredBody.current, current.name == name {
      measured = current
    } else {
      MeasuredBody.current = nil
      let body = setUp()
      measured = MeasuredBody(name: name) { blackHole(body($0)) }
      MeasuredBody.current = measured
      for _ in 0..<max(warmUp, 1) {
        measured.run(measured.iteration)
        measured.iteration += 1
      }
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      measured.run(measured.iteration)
      measured.iteration += 1
    }
    benchmark.stopMeasurement()
  }
}

let renderingBenchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(4), maxIterations: 300)
  let counts: [(Int, String, Bool)] = [
    (1_000, "1,000", false), (1_000, "1,000", true), (10_000, "10,000", false),
    (5_000, "5,000", true), (10_000, "10,000", true), (20_000, "20,000", false),
  ]
  for (count, countName, rotated) in counts {
    do {
      let kind = rotated ? "rotated" : "translated"
      let name = "\(countName) sprites \(kind), 800×600"
      // The compositor; the same drawing every paint whole, without
      // culling the pixels later opaque ones hide (the same bytes); and the
      // renderer as it was before the compositor, every paint through Cairo.
      let variants: [(label: String, culls: Bool, composites: Bool)] = [
        ("Render", true, true), ("Render (no culling)", false, true),
        ("Render (Cairo only)", false, false),
      ]
      for variant in variants {
        Benchmark("\(variant.label): \(name)", configuration: configuration) { benchmark in
          await measureOnMainActor(benchmark) {
            let scene = SpriteScene(count: count, rotated: rotated)
            let renderer = Renderer()
            renderer.cullsOccludedPixels = variant.culls
            renderer.usesCompositor = variant.composites
            return { iteration in
              renderer.render(
                scene.snapshots[iteration % SpriteScene.frameCount], size: SpriteScene.size,
                background: .white)
            }
          }
        }
      }
      Benchmark("Render baseline (plain Cairo): \(name)", configuration: configuration) {
        benchmark in
        await measureOnMainActor(benchmark) {
          let scene = SpriteScene(count: count, rotated: rotated)
          let baseline = CairoSpriteBaseline(size: SpriteScene.size, sprite: scene.sprite)
          return { iteration in
            let frame = iteration % SpriteScene.frameCount
            return baseline.render(
              positions: scene.positions[frame], angles: scene.angles?[frame])
          }
        }
      }
      // SDL2's software renderer: RenderCopy, or RenderCopyEx (nearest)
      // for turned sprites, into a surface (no video driver needed).
      Benchmark("Render baseline (SDL software): \(name)", configuration: configuration) {
        benchmark in
        await measureOnMainActor(benchmark) {
          let scene = SpriteScene(count: count, rotated: rotated)
          guard let baseline = SDLSpriteBaseline(size: SpriteScene.size, sprite: scene.sprite)
          else { fatalError("SDL could not make a software renderer") }
          return { iteration in
            let frame = iteration % SpriteScene.frameCount
            return baseline.render(
              positions: scene.positions[frame], angles: scene.angles?[frame])
          }
        }
      }
      Benchmark("Render baseline (plain pixman): \(name)", configuration: configuration) {
        benchmark in
        await measureOnMainActor(benchmark) {
          let scene = SpriteScene(count: count, rotated: rotated)
          let baseline = PixmanSpriteBaseline(size: SpriteScene.size, sprite: scene.sprite)
          // A peer is only a peer while it draws the same frame: translated
          // sprites, byte for byte what the plain Cairo loop draws.
          if !rotated {
            let cairo = CairoSpriteBaseline(size: SpriteScene.size, sprite: scene.sprite)
            precondition(
              baseline.render(positions: scene.positions[0], angles: nil)
                == cairo.render(positions: scene.positions[0], angles: nil),
              "the plain pixman peer no longer draws what the plain Cairo peer draws")
          }
          return { iteration in
            let frame = iteration % SpriteScene.frameCount
            return baseline.render(
              positions: scene.positions[frame], angles: scene.angles?[frame])
          }
        }
      }
    }
  }

  // Every frame a new root object and a full redraw (setNeedsDisplay), so
  // nothing is skipped: the whole window is drawn, from cached text
  // backing stores and image surfaces.
  Benchmark("Render: DiceRoller window 320×480 @2x, full redraw", configuration: configuration) {
    benchmark in
    await measureOnMainActor(benchmark) {
      let renderer = Renderer(scale: 2)
      let root = makeDiceRollerRoot(changeCount: 0)
      return { iteration in
        let newRoot = RenderLayer(
          layerID: root.layerID, properties: root.properties, content: root.content,
          sublayers: root.sublayers, changeCount: UInt64(iteration))
        renderer.setNeedsDisplay()
        return renderer.render(
          RenderSnapshot(root: newRoot, time: 0, hasChanges: true),
          size: Size(width: 320, height: 480), background: .white)
      }
    }
  }

  // Only the die changes (it moves by a point, back and forth, as while it
  // hops): the renderer redraws the damaged rectangle around it.
  Benchmark(
    "Render: DiceRoller window 320×480 @2x, only the die changes", configuration: configuration
  ) {
    benchmark in
    await measureOnMainActor(benchmark) {
      let renderer = Renderer(scale: 2)
      let root = makeDiceRollerRoot(changeCount: 0)
      return { iteration in
        renderer.render(
          makeDiceRollerFrame(root: root, iteration: iteration),
          size: Size(width: 320, height: 480), background: .white)
      }
    }
  }

  // The DiceRoller app's own window (BenchmarkScenes.DiceRollerAppScene:
  // its views, its die faces) while the die rolls: each frame the die shows
  // its next face, as the flipbook does, and the renderer draws it as the
  // window does (`renderFrame`, the frame left in its surface), only the
  // die or, for the peer, the whole window. Both include the layer tree's
  // frame that makes the snapshot, measured alone by the third.
  Benchmark(
    "Render: DiceRoller app window 320×480 @2x, the die's next face, snapshot only",
    configuration: configuration
  ) { benchmark in
    await measureOnMainActor(benchmark) {
      let scene = DiceRollerAppScene(scale: 2)
      return { iteration in scene.frame(showing: iteration).time }
    }
  }
  for full in [false, true] {
    Benchmark(
      "Render: DiceRoller app window 320×480 @2x, \(full ? "full redraw" : "the die shows its next face")",
      configuration: configuration
    ) { benchmark in
      // Two rounds of the six faces first: every face and pair cached.
      await measureOnMainActor(benchmark, warmUp: 12) {
        let renderer = Renderer(scale: 2)
        let scene = DiceRollerAppScene(scale: 2)
        return { iteration in
          let snapshot = scene.frame(showing: iteration)
          if full { renderer.setNeedsDisplay() }
          return renderer.renderFrame(
            snapshot, size: DiceRollerAppScene.size, background: DiceRollerAppScene.background
          ).damage.count
        }
      }
    }
  }

  // The first DiceRoller window with a new renderer each frame: text laid
  // out and rasterized, the image converted, the target allocated.
  Benchmark(
    "Render: DiceRoller window 320×480 @2x, cold (new Renderer)", configuration: configuration
  ) { benchmark in
    await measureOnMainActor(benchmark) {
      let root = makeDiceRollerRoot(changeCount: 0)
      return { _ in
        Renderer(scale: 2).render(
          RenderSnapshot(root: root, time: 0, hasChanges: true),
          size: Size(width: 320, height: 480), background: .white)
      }
    }
  }
}
