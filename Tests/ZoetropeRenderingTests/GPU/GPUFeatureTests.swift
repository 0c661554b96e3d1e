import Testing
import ZoetropeAnimation
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The GPU renderer's masks, shadows, perspective, tints and groups, its
/// textures across frames, and bad input, against the CPU renderer.
@MainActor
@Suite(.serialized) struct GPUFeatureTests {
  let size = Size(width: 160, height: 120)

  /// Renders on both and returns the difference (and the GPU renderer).
  func compare(_ layers: [RenderLayer], scale: Double = 1, name: String) throws -> (
    GPUFixture.Difference, GPURenderer
  )? {
    guard let gpu = GPUFixture.renderer(scale: scale) else { return nil }
    defer { GPUFixture.release() }
    let snapshot = Fixture.snapshot(size: size, layers)
    let frame = try gpu.renderImage(snapshot, size: size, background: .white)
    let expected = Renderer(scale: scale).render(snapshot, size: size, background: .white)
    GPUFixture.write(frame, named: "\(name)-gpu@\(Int(scale))x")
    GPUFixture.write(expected, named: "\(name)-cpu@\(Int(scale))x")
    return (GPUFixture.difference(frame, expected), gpu)
  }

  @Test(arguments: [1.0, 2.0]) func masksAndGroupsMatch(scale: Double) throws {
    let mask = Fixture.layer(frame: Rect(x: 10, y: 10, width: 60, height: 40)) {
      $0.backgroundColor = Color(white: 0, alpha: 0.5)
      $0.cornerRadius = 12
    }
    let child = Fixture.layer(frame: Rect(x: 20, y: 20, width: 60, height: 50)) {
      $0.backgroundColor = .systemBlue
    }
    var properties = LayerProperties()
    properties.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
    properties.position = Point(x: 60, y: 50)
    properties.backgroundColor = .red
    properties.opacity = 0.8
    let masked = RenderLayer(
      layerID: 9_001, properties: properties, sublayers: [child], mask: mask, changeCount: 1)
    guard let (difference, gpu) = try compare([masked], scale: scale, name: "mask") else { return }
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    #expect(difference.mean < 0.5, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
  }

  @Test(arguments: [1.0, 2.0]) func shadowsMatch(scale: Double) throws {
    let card = Fixture.layer(frame: Rect(x: 30, y: 20, width: 80, height: 60)) {
      $0.backgroundColor = .white
      $0.cornerRadius = 10
      $0.shadowOpacity = 0.6
      $0.shadowRadius = 6
      $0.shadowOffset = Size(width: 4, height: 6)
    }
    let clipped = Fixture.layer(frame: Rect(x: 120, y: 20, width: 30, height: 30)) {
      $0.backgroundColor = .systemBlue
      $0.masksToBounds = true
      $0.shadowOpacity = 1
      $0.shadowRadius = 3
    }
    guard let (difference, gpu) = try compare([card, clipped], scale: scale, name: "shadow")
    else { return }
    #expect(gpu.cpuSubtreesInLastFrame == 0)
    #expect(difference.mean < 0.5, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
  }

  /// A card turned about y under perspective: its plane's bitmap mapped by
  /// the homography, perspective-correct on the GPU as in the CPU's
  /// sampler.
  @Test(arguments: [0.0, 0.6, 1.2, 2.4]) func perspectiveMatches(angle: Double) throws {
    let band = Fixture.layer(frame: Rect(x: 0, y: 0, width: 60, height: 10)) {
      $0.backgroundColor = .systemBlue
    }
    let card = Fixture.layer(
      frame: Rect(x: 50, y: 30, width: 60, height: 60), sublayers: [band]
    ) {
      $0.backgroundColor = .red
      $0.transform3D = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    }
    let stage = Fixture.layer(frame: Rect(origin: .zero, size: size), sublayers: [card]) {
      var perspective = Transform3D.identity
      perspective.m34 = -1 / 300
      $0.sublayerTransform = perspective
    }
    guard let (difference, _) = try compare([stage], scale: 2, name: "perspective-\(angle)")
    else { return }
    #expect(difference.mean < 0.5, "\(difference)")
    #expect(difference.overEdgeTolerance <= difference.count / 1000, "\(difference)")
  }

  /// Moving, turning and fading layers uploads nothing.
  ///
  /// Their bitmaps stay textures. New text uploads its backing store; a layer that is gone
  /// frees its texture at the end of the frame.
  @Test func texturesAreKeptWhileOnlyGeometryChanges() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let image = Fixture.testImage()
    func scene(x: Double, angle: Double, text: String, withPicture: Bool = true) -> RenderSnapshot {
      let label = Fixture.layer(
        frame: Rect(x: 10, y: 80, width: 100, height: 30),
        content: RenderContent(
          text: RenderContent.Text(
            string: text, font: .systemFont(ofSize: 14), foregroundColor: .black,
            alignment: .left, isWrapped: false, truncation: .end)), id: 1
      )
      let picture = Fixture.layer(frame: Rect(x: x, y: 10, width: 40, height: 30), id: 2) {
        $0.contents = image
        $0.transform = Transform(rotationAngle: angle)
        $0.opacity = 0.5 + angle / 4
      }
      return Fixture.snapshot(size: size, withPicture ? [label, picture] : [label])
    }
    _ = try gpu.renderImage(scene(x: 10, angle: 0, text: "One"), size: size)
    let kept = gpu.textureCount
    #expect(kept == 2)
    for step in 1...5 {
      _ = try gpu.renderImage(
        scene(x: 10 + Double(step) * 7.3, angle: Double(step) * 0.3, text: "One"), size: size)
      #expect(gpu.uploadsInLastFrame == 0)
      #expect(gpu.textureCount == kept)
    }
    _ = try gpu.renderImage(scene(x: 10, angle: 0, text: "Two"), size: size)
    #expect(gpu.uploadsInLastFrame == 1)
    #expect(gpu.textureCount == kept)
    _ = try gpu.renderImage(scene(x: 10, angle: 0, text: "Two", withPicture: false), size: size)
    #expect(gpu.textureCount == 1)
    #expect(gpu.textureBytes > 0)
  }

  /// NaN, zero and enormous transforms, layers far outside, and hidden or
  /// transparent layers: nothing is drawn for them, nothing fails, and the
  /// frame matches the CPU's.
  @Test func badTransformsDrawWhatTheCPUDraws() throws {
    let transforms: [Transform] = [
      Transform(scaleX: .nan, y: 1), Transform(scaleX: 0, y: 0), Transform(scaleX: 1e9, y: 1e9),
      Transform(translationX: 1e12, y: -1e12), Transform(rotationAngle: .infinity),
      Transform(scaleX: 1e-9, y: 1e-9),
    ]
    var layers: [RenderLayer] = []
    for (index, transform) in transforms.enumerated() {
      layers.append(
        Fixture.layer(frame: Rect(x: Double(index) * 20, y: 10, width: 16, height: 16)) {
          $0.backgroundColor = .red
          $0.contents = Fixture.testImage()
          $0.transform = transform
        })
    }
    layers.append(
      Fixture.layer(frame: Rect(x: 1e15, y: 1e15, width: 1e15, height: 1e15)) {
        $0.backgroundColor = .green
      })
    layers.append(
      Fixture.layer(frame: Rect(x: 10, y: 60, width: 40, height: 40)) {
        $0.backgroundColor = .blue
        $0.cornerRadius = .nan
        $0.borderWidth = .infinity
        $0.borderColor = .black
      })
    guard let (difference, _) = try compare(layers, name: "bad") else { return }
    // The layer scaled a billionfold fills the window with one texel,
    // rounded one level apart by the two.
    #expect(difference.maximum <= 2, "\(difference)")
    #expect(difference.mean < 1.5, "\(difference)")
    #expect(difference.overEdgeTolerance == 0, "\(difference)")
  }
}

extension GPUFeatureTests {
  /// A frame over the largest texture side the driver takes (its target,
  /// a group) fails with an error that says so (the window then falls back
  /// to the CPU), and the next frame that fits draws again. (A bitmap over
  /// it is drawn in pieces: `GPUStoreTileTests`.)
  @Test func aTextureTooLargeForTheDriverFailsTheFrame() throws {
    guard let gpu = GPUFixture.renderer() else { return }
    defer { GPUFixture.release() }
    let side = gpu.maximumTextureSide
    defer { gpu.maximumTextureSide = side }
    let picture = Fixture.layer(frame: Rect(x: 10, y: 10, width: 40, height: 30)) {
      $0.contents = Fixture.testImage()
    }
    let snapshot = Fixture.snapshot(size: size, [picture])
    gpu.maximumTextureSide = 16
    #expect {
      try gpu.renderImage(snapshot, size: size, background: .white)
    } throws: { error in
      "\(error)".contains("texture size") || "\(error)".contains("over the driver")
    }
    gpu.maximumTextureSide = side
    let frame = try gpu.renderImage(snapshot, size: size, background: .white)
    let expected = Renderer().render(snapshot, size: size, background: .white)
    #expect(GPUFixture.difference(frame, expected).maximum <= GPUFixture.interiorTolerance)
  }

  /// An opaque background on whole pixels is cleared rather than shaded:
  /// the same pixels as the CPU's fill, exactly.
  @Test func anOpaqueBackgroundOnWholePixelsIsExact() throws {
    let panel = Fixture.layer(frame: Rect(x: 10, y: 10, width: 100, height: 60)) {
      $0.backgroundColor = Color(red: 0.09, green: 0.42, blue: 0.24)
    }
    let inset = Fixture.layer(frame: Rect(x: 20.5, y: 80, width: 50, height: 30)) {
      $0.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.5)
    }
    guard let (difference, _) = try compare([panel, inset], scale: 2, name: "clear") else {
      return
    }
    #expect(difference.maximum <= 1, "\(difference)")
  }
}
