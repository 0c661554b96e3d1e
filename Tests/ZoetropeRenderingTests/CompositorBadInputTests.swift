import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@_spi(Benchmarks) @testable import ZoetropeRendering

/// The compositor under hostile input: huge, flat and NaN transforms,
/// layers far outside the window, and more layers than it tracks.
@MainActor
@Suite struct CompositorBadInputTests {
  let size = Size(width: 40, height: 30)

  func sprite(_ configure: (inout LayerProperties) -> Void) -> RenderLayer {
    Fixture.layer(frame: Rect(x: 5, y: 5, width: 10, height: 10)) {
      $0.contents = Fixture.checker()
      $0.backgroundColor = .green
      configure(&$0)
    }
  }

  @Test func degenerateTransformsAreSkippedOrClampedLikeCairo() {
    let layers = [
      sprite { $0.transform = Transform(scaleX: 1e9, y: 1e9) },
      sprite { $0.transform = Transform(scaleX: 0, y: 1) },
      sprite { $0.transform = Transform(scaleX: 0, y: 0) },
      sprite { $0.transform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0) },
      sprite { $0.transform = Transform(translationX: .infinity, y: 0) },
      sprite { $0.transform = Transform(translationX: 1e12, y: -1e12) },
      sprite { $0.transform = Transform(scaleX: 1e-9, y: 1e-9) },
      sprite { $0.position = Point(x: 1e7, y: 1e7) },
      sprite { $0.position = Point(x: -1e15, y: 3) },
      sprite { $0.bounds = Rect(x: 0, y: 0, width: 1e9, height: 1e9) },
    ]
    for layer in layers {
      let snapshot = Fixture.snapshot(size: size, [layer])
      let renderer = Renderer()
      let composited = renderer.render(snapshot, size: size, background: .white)
      let reference = Renderer()
      reference.usesCompositor = false
      let expected = reference.render(snapshot, size: size, background: .white)
      #expect(pixelsOverTolerance(composited, expected, tolerance: 1) == 0)
      // The damage of the next frame stays within the image.
      _ = renderer.render(Fixture.snapshot(size: size, []), size: size, background: .white)
      if let damage = renderer.lastDamage {
        #expect(damage.isEmpty || Rect(x: 0, y: 0, width: 40, height: 30).contains(damage))
      }
    }
  }

  @Test func layersFarOutsideTheWindowDamageNothing() {
    let renderer = Renderer()
    func frame(x: Double) -> RenderSnapshot {
      Fixture.snapshot(
        size: size,
        [
          Fixture.layer(frame: Rect(x: x, y: 1e6, width: 10, height: 10), id: 9) {
            $0.backgroundColor = .red
          }
        ])
    }
    _ = renderer.render(frame(x: 1e6), size: size)
    _ = renderer.render(frame(x: 2e6), size: size)
    #expect(renderer.lastDamage == .zero)
    #expect(renderer.compositeCounts == CompositeCounts())
  }

  @Test func aMillionTinyLayersAreCompositedWithoutFootprints() {
    let size = Size(width: 1_000, height: 1_000)
    var properties = LayerProperties()
    properties.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
    properties.backgroundColor = .blue
    var layers: [RenderLayer] = []
    layers.reserveCapacity(1_000_000)
    for index in 0..<1_000_000 {
      properties.position = Point(x: Double(index % 1_000) + 0.5, y: Double(index / 1_000) + 0.5)
      layers.append(
        RenderLayer(
          layerID: UInt64(index + 10), properties: properties, sublayers: [], changeCount: 0))
    }
    let renderer = Renderer()
    let (image, warnings) = withWarningsCaptured {
      renderer.render(Fixture.snapshot(size: size, layers), size: size)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("more than 100000 layers") == true)
    // Over the limit: no footprints kept, the whole frame is the damage.
    #expect(renderer.lastFootprint == nil)
    #expect(renderer.lastDamage == Rect(x: 0, y: 0, width: 1_000, height: 1_000))
    #expect(renderer.compositeCounts.boxFills == 1_000_000)
    #expect(image.color(atPoint: 0, 0) == .blue)
    #expect(image.color(atPoint: 999, 999) == .blue)
    // Fewer layers again: tracked again.
    _ = renderer.render(Fixture.snapshot(size: size, Array(layers.prefix(10))), size: size)
    #expect(renderer.lastFootprint != nil)
  }
}
