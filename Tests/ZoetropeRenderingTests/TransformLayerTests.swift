import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@_spi(Benchmarks) @testable import ZoetropeRendering

/// `TransformLayer` (Core Animation's `CATransformLayer`): a cube of six
/// faces in one 3D space, drawn by depth, hidden faces hidden, hit
/// tested through the unflattened maps, the same on partial redraws.
@MainActor
@Suite struct TransformLayerTests {
  nonisolated static let side = 60.0
  let size = Size(width: 140, height: 140)

  /// The faces' colors: front, back, right, left, top, bottom.
  static let colors: [Color] = [
    .red, .black, Color(red: 0, green: 0.8, blue: 0), .systemBlue, .yellow,
    Color(red: 0.6, green: 0, blue: 0.8),
  ]

  /// The turn that puts each face in place, before it moves out by half
  /// the side: front, back, right, left, top, bottom.
  static let orientations: [Transform3D] = [
    .identity,
    Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0),
    Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0),
    Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0),
    Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0),
    Transform3D(rotationAngle: -.pi / 2, x: 1, y: 0, z: 0),
  ]

  /// A stage with perspective holding a cube.
  ///
  /// Six faces around the center of a container, the container turned by `turn`. The faces
  /// are added back face last, so that only depth (or culling) can put
  /// the front on top.
  static func cube(
    container: Layer = TransformLayer(), turn: Transform3D, doubleSided: Bool = false
  ) -> (stage: Layer, faces: [Layer]) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    let stage = Layer()
    stage.frame = Rect(x: 0, y: 0, width: 140, height: 140)
    stage.backgroundColor = .white
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 300
    stage.sublayerTransform = perspective
    container.frame = Rect(x: 40, y: 40, width: side, height: side)
    container.transform3D = turn
    var faces: [Layer] = []
    for index in [0, 2, 3, 4, 5, 1] {
      let face = Layer()
      face.frame = Rect(x: 0, y: 0, width: side, height: side)
      face.backgroundColor = colors[index]
      face.isDoubleSided = doubleSided
      face.name = "face \(index)"
      face.transform3D = Transform3D(translationX: 0, y: 0, z: side / 2)
        .concatenating(orientations[index])
      container.addSublayer(face)
      faces.append(face)
    }
    stage.addSublayer(container)
    return (stage, faces)
  }

  /// A turn that shows the front, the left and the top faces.
  static let showingThree = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
    .concatenating(Transform3D(rotationAngle: -0.45, x: 1, y: 0, z: 0))

  /// How many pixels of each face's color the image holds.
  func faceCounts(in image: Image) -> [Int] {
    var counts = Array(repeating: 0, count: Self.colors.count)
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let color = image.color(atX: x, y: y)
        for (index, face) in Self.colors.enumerated() where color.isClose(to: face) {
          counts[index] += 1
        }
      }
    }
    return counts
  }

  func render(_ stage: Layer, scale: Double = 1, renderer: Renderer? = nil) -> Image {
    let tree = LayerTree(rootLayer: stage)
    return (renderer ?? Renderer(scale: scale)).render(
      tree.frame(at: 0), size: size, background: .white)
  }

  @Test(arguments: [1.0, 2.0]) func aCubeShowsThreeFacesInOneSpace(scale: Double) {
    let image = render(Self.cube(turn: Self.showingThree).stage, scale: scale)
    let counts = faceCounts(in: image)
    // Front, left and top are seen; back, right and bottom are turned away.
    let area = Self.side * Self.side * scale * scale
    #expect(counts[0] > Int(0.4 * area), "front \(counts)")
    #expect(counts[3] > Int(0.1 * area), "left \(counts)")
    #expect(counts[4] > Int(0.1 * area), "top \(counts)")
    #expect(counts[1] == 0 && counts[2] == 0 && counts[5] == 0, "\(counts)")
    #expect(image.color(atPoint: 70, 75).isClose(to: .red))
    assertGoldenImage(of: image, named: "\(Int(scale))x", tolerance: 2)
  }

  @Test func anOrdinaryLayerFlattensTheCube() {
    // The same faces under a plain layer are drawn flat into its plane:
    // the side faces are edge-on there, so only front or back shows.
    let image = render(Self.cube(container: Layer(), turn: Self.showingThree).stage)
    let counts = faceCounts(in: image)
    #expect(counts[3] == 0 && counts[4] == 0, "\(counts)")
  }

  @Test func doubleSidedFacesAreDrawnByDepth() {
    // Every face drawn: the back face, added last, stays behind the front.
    let image = render(Self.cube(turn: Self.showingThree, doubleSided: true).stage)
    let counts = faceCounts(in: image)
    #expect(counts[1] == 0, "back \(counts)")
    #expect(image.color(atPoint: 70, 75).isClose(to: .red))
    #expect(counts[3] > 300 && counts[4] > 300, "\(counts)")
  }

  @Test func theOwnPaintsOfATransformLayerAreNotDrawn() {
    let (stage, _) = Self.cube(turn: Self.showingThree)
    let container = stage.sublayers[0]
    Transaction.begin()
    Transaction.setDisableActions(true)
    container.backgroundColor = .systemOrange
    container.borderWidth = 4
    container.borderColor = .systemOrange
    container.masksToBounds = true
    Transaction.commit()
    let image = render(stage)
    let orange = (0..<image.pixelHeight).reduce(0) { total, y in
      total
        + (0..<image.pixelWidth).filter {
          image.color(atX: $0, y: y).isClose(to: .systemOrange, tolerance: 0.05)
        }.count
    }
    #expect(orange == 0)
    // Not clipped to its bounds: the top face reaches above them.
    #expect(faceCounts(in: image)[4] > 300)
  }

  @Test func hitTestingFindsTheFaceInFront() throws {
    let (stage, faces) = Self.cube(turn: Self.showingThree, doubleSided: true)
    let hit = try #require(stage.hitTest(Point(x: 72, y: 75)))
    #expect(hit.name == "face 0")
    #expect(!(hit is TransformLayer))
    #expect(faces.contains { $0 === hit })
    // Well outside the cube: nothing but the stage.
    #expect(stage.hitTest(Point(x: 5, y: 135)) === stage)
  }

  @Test func aTurningCubeRedrawnInPartsEqualsWholeFrames() {
    let (stage, _) = Self.cube(turn: .identity)
    let container = stage.sublayers[0]
    let spin = BasicAnimation(
      keyPath: \.transform3D, from: Transform3D.identity,
      to: Transform3D(rotationAngle: 1.2, x: 1, y: 1, z: 0))
    spin.duration = 1
    container.add(spin, forKey: "spin")
    let tree = LayerTree(rootLayer: stage)
    let incremental = Renderer(scale: 1)
    for time in stride(from: 0.0, through: 1.0, by: 0.25) {
      let snapshot = tree.frame(at: time)
      let partial = incremental.render(snapshot, size: size, background: .white)
      let whole = Renderer(scale: 1).render(snapshot, size: size, background: .white)
      #expect(partial.pixels == whole.pixels, "at \(time)")
      #expect(faceCounts(in: whole).filter { $0 > 50 }.count >= 1)
    }
  }
}
