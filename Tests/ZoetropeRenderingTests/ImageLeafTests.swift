import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The short path for image leaves (sprites: layers whose only paint is
/// their contents image) gives exactly what the general path gives: the
/// same footprints, damage and pixels, frame after frame, for leaves
/// that qualify and leaves that stop or start qualifying.
@MainActor
@Suite struct ImageLeafTests {
  /// Random scenes of many small layers, most of them image leaves, with
  /// every property that decides whether a layer is one varied.
  @MainActor
  struct LeafScene {
    var generator: SeededRandomNumberGenerator
    let size = Size(width: 64, height: 48)
    /// Images of several sizes and scales, and a copy of the first that
    /// differs in a few pixels (a flipbook's next frame).
    let images: [Image]

    init(seed: UInt64) {
      generator = SeededRandomNumberGenerator(seed: seed)
      let disc = ImageRenderer(size: Size(width: 9, height: 9)).image { context in
        context.setFillColor(Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 1))
        context.fillEllipse(in: Rect(x: 0, y: 0, width: 9, height: 9))
      }
      let changed = ImageRenderer(size: Size(width: 9, height: 9)).image { context in
        context.draw(disc, in: Rect(x: 0, y: 0, width: 9, height: 9))
        context.setFillColor(.red)
        context.fill(Rect(x: 3, y: 4, width: 2, height: 1))
      }
      images = [
        disc, changed, Fixture.testImage(), Fixture.testImage(scale: 2), Fixture.checker(),
        ImageRenderer(size: Size(width: 6, height: 5), scale: 2).image { context in
          context.setFillColor(Color(red: 1, green: 0.8, blue: 0, alpha: 0.5))
          context.fill(Rect(x: 1, y: 1, width: 4, height: 3))
        },
      ]
    }

    mutating func chance(_ probability: Double) -> Bool {
      Double.random(in: 0..<1, using: &generator) < probability
    }

    mutating func number(_ range: ClosedRange<Double>, wholeChance: Double = 0.5) -> Double {
      let value = Double.random(in: range, using: &generator)
      return chance(wholeChance) ? value.rounded() : value
    }

    mutating func transform() -> Transform {
      switch Int.random(in: 0..<8, using: &generator) {
      case 0...3: return .identity
      case 4: return Transform(translationX: number(-3...3), y: number(-3...3))
      case 5: return Transform(scaleX: chance(0.5) ? 2 : 0.5, y: chance(0.5) ? -1 : 1.5)
      case 6: return Transform(rotationAngle: Double.random(in: -3...3, using: &generator))
      default: return Transform(rotationAngle: .pi / 2)
      }
    }

    /// Sets the values that decide the path: mostly a plain sprite, each
    /// disqualifying value now and then.
    mutating func vary(_ properties: inout LayerProperties) {
      let gravities = ContentsGravity.allCases
      let filters: [ContentsFilter] = [.linear, .nearest, .trilinear]
      properties.contents = chance(0.06) ? nil : images.randomElement(using: &generator)
      properties.contentsGravity =
        chance(0.6) ? .resize : (gravities.randomElement(using: &generator) ?? .center)
      properties.contentsScale = [1, 1, 2, 3].randomElement(using: &generator) ?? 1
      properties.minificationFilter = filters.randomElement(using: &generator) ?? .linear
      properties.magnificationFilter = filters.randomElement(using: &generator) ?? .linear
      properties.opacity =
        chance(0.6) ? 1 : (chance(0.1) ? 0 : Double.random(in: 0.1...1, using: &generator))
      properties.transform = transform()
      properties.anchorPoint =
        chance(0.8)
        ? Point(x: 0.5, y: 0.5)
        : Point(x: Double.random(in: 0...1, using: &generator), y: 0.2)
      properties.backgroundColor =
        chance(0.75) ? .clear : (chance(0.3) ? Color(red: 1, green: 0, blue: 0, alpha: 0) : .green)
      properties.borderWidth = chance(0.1) ? 1.5 : 0
      properties.borderColor = chance(0.5) ? .black : .clear
      properties.masksToBounds = chance(0.1)
      properties.cornerRadius = chance(0.1) ? 3 : 0
      properties.isHidden = chance(0.03)
      // Out-of-line values: set only when chosen (setting one at all
      // gives the layer its box of them).
      if chance(0.06) {
        properties.shadowOpacity = 0.5
        properties.shadowRadius = 1
      } else if chance(0.03) {
        properties.shadowOpacity = 0
      }
      properties.contentsTransition =
        chance(0.03)
        ? ContentsTransition(
          previousContents: images[0], type: .fade, subtype: .fromLeft, progress: 0.4) : nil
      if chance(0.04) {
        // Empty, or negative, bounds.
        properties.bounds.size.width = chance(0.5) ? 0 : -properties.bounds.size.width
      }
    }

    /// A layer in the window, a leaf mostly, with a mask or a sublayer now
    /// and then.
    mutating func leaf(id: UInt64) -> RenderLayer {
      let frame = Rect(
        x: number(-6...60), y: number(-6...44), width: number(1...20), height: number(1...20))
      var properties = LayerProperties()
      properties.bounds = Rect(origin: .zero, size: frame.size)
      properties.position = Point(x: frame.midX, y: frame.midY)
      vary(&properties)
      return RenderLayer(
        layerID: id, properties: properties, sublayers: extraSublayers(),
        mask: chance(0.05) ? maskLayer() : nil,
        changeCount: UInt64.random(in: 1...1_000_000, using: &generator))
    }

    mutating func extraSublayers() -> [RenderLayer] {
      guard chance(0.05) else { return [] }
      return [
        Fixture.layer(frame: Rect(x: 1, y: 1, width: 4, height: 4)) {
          $0.backgroundColor = .blue
        }
      ]
    }

    func maskLayer() -> RenderLayer {
      Fixture.layer(frame: Rect(x: 0, y: 0, width: 6, height: 6)) {
        $0.backgroundColor = .black
      }
    }

    /// A root and a few containers (moved, turned, translucent, clipping
    /// with and without rounded corners) holding the leaves.
    mutating func snapshot() -> RenderSnapshot {
      var containers: [RenderLayer] = []
      var id: UInt64 = 100
      for index in 0..<3 {
        var leaves: [RenderLayer] = []
        for _ in 0..<Int.random(in: 4...14, using: &generator) {
          id += 1
          leaves.append(leaf(id: id))
        }
        containers.append(
          Fixture.layer(
            frame: Rect(origin: .zero, size: size), sublayers: leaves, id: UInt64(index + 2)
          ) {
            switch index {
            case 1:
              $0.transform = Transform(translationX: 0.5, y: 0)
              $0.masksToBounds = true
            case 2 where chance(0.5):
              $0.opacity = 0.7
            case 2:
              $0.masksToBounds = true
              $0.cornerRadius = chance(0.5) ? 4 : 0
            default: break
            }
          })
      }
      return RenderSnapshot(
        root: Fixture.layer(frame: Rect(origin: .zero, size: size), sublayers: containers, id: 1),
        time: 0, hasChanges: true)
    }

    /// The next frame: leaves moved, given new images (a flipbook's next
    /// face among them), faded, changed in what qualifies them, added,
    /// removed and reordered; the rest are the same render layers.
    mutating func next(_ snapshot: RenderSnapshot) -> RenderSnapshot {
      var containers: [RenderLayer] = []
      for container in snapshot.root.sublayers {
        var leaves: [RenderLayer] = []
        for leaf in container.sublayers {
          guard chance(0.4) else {
            leaves.append(leaf)
            continue
          }
          var properties = leaf.properties
          var mask = leaf.mask
          var sublayers = leaf.sublayers
          switch Int.random(in: 0..<7, using: &generator) {
          case 0, 1:
            properties.position.x += number(-4...4)
            properties.position.y += number(-4...4)
          case 2:
            properties.contents =
              properties.contents == images[0] ? images[1] : images.randomElement(using: &generator)
          case 3: properties.opacity = chance(0.5) ? 1 : Double.random(in: 0...1, using: &generator)
          case 4: vary(&properties)
          case 5: mask = mask == nil && chance(0.5) ? maskLayer() : nil
          default: sublayers = sublayers.isEmpty ? extraSublayers() : []
          }
          leaves.append(
            RenderLayer(
              layerID: leaf.layerID, properties: properties, sublayers: sublayers, mask: mask,
              changeCount: leaf.changeCount + 1))
        }
        if chance(0.2), leaves.count > 1 {
          leaves.swapAt(0, leaves.count - 1)
        }
        if chance(0.2) {
          leaves.remove(at: Int.random(in: 0..<leaves.count, using: &generator))
        }
        if chance(0.2) {
          leaves.append(leaf(id: UInt64.random(in: 10_000...20_000, using: &generator)))
        }
        containers.append(
          RenderLayer(
            layerID: container.layerID, properties: container.properties, sublayers: leaves,
            changeCount: container.changeCount + 1))
      }
      return RenderSnapshot(
        root: RenderLayer(
          layerID: 1, properties: snapshot.root.properties, sublayers: containers,
          changeCount: snapshot.root.changeCount + 1), time: 0, hasChanges: true)
    }
  }

  /// The first thing two footprint trees say differently about a layer
  /// (`nil` when they agree on every one), counting in `leaves` how
  /// many of `fast`'s are image leaves.
  static func difference(_ fast: Footprint?, _ general: Footprint?, leaves: inout Int) -> String? {
    guard let fast, let general else {
      return fast == nil && general == nil ? nil : "one footprint is missing"
    }
    if fast.leafContents != nil { leaves += 1 }
    let checks: [(String, Bool)] = [
      ("layer", fast.layer === general.layer && fast.layerID == general.layerID),
      ("context", fast.context == general.context),
      ("transform", fast.transform == general.transform),
      ("isGroup", fast.isGroup == general.isGroup),
      ("area \(fast.area) \(general.area)", fast.area == general.area),
      ("subtreeArea", fast.subtreeArea == general.subtreeArea),
      ("cairoArea \(fast.cairoArea) \(general.cairoArea)", fast.cairoArea == general.cairoArea),
      ("cairoSubtreeArea", fast.cairoSubtreeArea == general.cairoSubtreeArea),
      ("general leaf", general.leafContents == nil),
      ("children", fast.children.count == general.children.count),
    ]
    if let (name, _) = checks.first(where: { !$0.1 }) {
      return "layer \(fast.layerID): \(name)"
    }
    for (one, other) in zip(fast.children, general.children) {
      if let difference = difference(one, other, leaves: &leaves) { return difference }
    }
    return nil
  }

  @Test(arguments: [1.0, 2.0])
  func theLeafPathGivesWhatTheGeneralPathGives(scale: Double) {
    var leaves = 0
    var frames = 0
    for seed in 0..<60 {
      var scene = LeafScene(seed: UInt64(seed) &* 7_919 &+ UInt64(scale))
      let fast = Renderer(scale: scale)
      let general = Renderer(scale: scale)
      general.usesImageLeafPath = false
      var snapshot = scene.snapshot()
      for frame in 0..<6 {
        let fastImage = fast.render(snapshot, size: scene.size, background: .white)
        let generalImage = general.render(snapshot, size: scene.size, background: .white)
        #expect(fastImage == generalImage, "seed \(seed), frame \(frame)")
        #expect(fast.lastDamage == general.lastDamage, "seed \(seed), frame \(frame)")
        let difference = ImageLeafTests.difference(
          fast.lastFootprint, general.lastFootprint, leaves: &leaves)
        #expect(difference == nil, "seed \(seed), frame \(frame)")
        frames += 1
        snapshot = scene.next(snapshot)
      }
    }
    // The short path was taken, for most layers.
    #expect(frames == 360)
    #expect(leaves > 3 * frames)
  }

  @Test func aSpriteIsCopiedFromItsFootprint() throws {
    let sprite = Fixture.testImage()
    let renderer = Renderer()
    let layer = Fixture.layer(frame: Rect(x: 10.4, y: 5.6, width: 40, height: 30)) {
      $0.contents = sprite
    }
    let image = renderer.render(
      Fixture.snapshot(size: Size(width: 64, height: 48), [layer]),
      size: Size(width: 64, height: 48), background: .white)
    let footprint = try #require(renderer.lastFootprint?.children.first)
    #expect(footprint.leafContents == Rect(x: 0, y: 0, width: 40, height: 30))
    // Position 30.4, 20.6 less half the size: the image's corner lands
    // on 10.4, 5.6, copied at the nearest whole pixel.
    let copy = try #require(footprint.leafCopy)
    #expect(copy.x == 10 && copy.y == 6 && copy.alpha == 1)
    #expect(renderer.compositeCounts.pixelCopies == 1)
    #expect(image.pixels[6 * 64 + 10] == sprite.pixels[0])
    #expect(image.pixels[6 * 64 + 9] == image.pixels[0])
  }

  @Test func aTurnedOrTranslucentGroupIsNotCopied() throws {
    let renderer = Renderer()
    let turned = Fixture.layer(frame: Rect(x: 10, y: 5, width: 40, height: 30)) {
      $0.contents = Fixture.testImage()
      $0.transform = Transform(rotationAngle: 0.3)
    }
    let translucent = Fixture.layer(frame: Rect(x: 10, y: 5, width: 20, height: 30)) {
      $0.contents = Fixture.testImage()
      $0.opacity = 0.5
    }
    // Under a rounded clip, which pixman cannot draw inside.
    let rounded = Fixture.layer(
      frame: Rect(x: 0, y: 0, width: 64, height: 48), sublayers: [translucent]
    ) {
      $0.cornerRadius = 6
      $0.masksToBounds = true
    }
    _ = renderer.render(
      Fixture.snapshot(size: Size(width: 64, height: 48), [turned, rounded]),
      size: Size(width: 64, height: 48), background: .white)
    let children = try #require(renderer.lastFootprint?.children)
    #expect(children.count == 2)
    // Turned: a leaf sampled by the compositor, not copied.
    #expect(children[0].leafContents != nil && children[0].leafCopy == nil)
    // Translucent where Cairo draws it: a group, so the general path.
    let inner = try #require(children[1].children.first)
    #expect(inner.leafContents == nil && inner.isGroup)
  }
  /// Sprites under one root, at `step`: each moved by it.
  static func sprites(_ ids: [UInt64], step: Double) -> RenderSnapshot {
    let sprite = Fixture.testImage()
    let layers = ids.map { id in
      Fixture.layer(
        frame: Rect(
          x: Double(id % 7) * 5 + step, y: Double(id % 5) * 4 + step, width: 40, height: 30),
        id: id
      ) { $0.contents = sprite }
    }
    return Fixture.snapshot(size: Size(width: 96, height: 72), layers)
  }

  @Test func aListOfSublayersThatStayInPlaceIsKept() throws {
    let renderer = Renderer()
    let size = Size(width: 96, height: 72)
    let ids: [UInt64] = Array(500..<520)
    _ = renderer.render(ImageLeafTests.sprites(ids, step: 0), size: size, background: .white)
    let before = try #require(renderer.lastFootprint?.children)
    // Every sprite moves, none is added, removed or reordered: the same
    // footprints, in the same list, and the right pixels.
    let moved = renderer.render(
      ImageLeafTests.sprites(ids, step: 1), size: size, background: .white)
    let after = try #require(renderer.lastFootprint?.children)
    #expect(after.count == before.count)
    #expect(zip(after, before).allSatisfy { $0 === $1 })
    #expect(
      moved
        == Renderer().render(ImageLeafTests.sprites(ids, step: 1), size: size, background: .white))
    // The last one, the first one, then one in the middle taken away, and
    // one put back in front: each frame is what a new renderer draws.
    for next in [
      Array(ids.dropLast()), Array(ids.dropLast().dropFirst()), [900] + ids.filter { $0 != 510 },
    ] {
      let image = renderer.render(
        ImageLeafTests.sprites(next, step: 2), size: size, background: .white)
      #expect(
        image
          == Renderer().render(
            ImageLeafTests.sprites(next, step: 2), size: size, background: .white))
      #expect(renderer.lastFootprint?.children.map(\.layerID) == next)
    }
  }
}
