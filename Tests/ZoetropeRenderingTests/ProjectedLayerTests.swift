import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@_spi(Benchmarks) @testable import ZoetropeRendering

#if canImport(Glibc)
import Glibc
#endif

/// Layers in 3D: perspective through `sublayerTransform`, turns about
/// any axis, `zPosition` and `anchorPointZ` under perspective,
/// `isDoubleSided`, damage and bad input.
@MainActor
@Suite struct ProjectedLayerTests {
  nonisolated static let scales = [1.0, 2.0]
  let size = Size(width: 120, height: 90)

  /// A perspective of an eye `distance` points away.
  static func perspective(_ distance: Double) -> Transform3D {
    var transform = Transform3D.identity
    transform.m34 = -1 / distance
    return transform
  }

  /// A turn about y.
  static func turn(_ angle: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
  }

  /// A card (red face with a blue band at its top) turned about y inside
  /// a stage with perspective, centered in the frame.
  func stage(
    angle: Double, distance: Double = 300, doubleSided: Bool = true,
    configure: (inout LayerProperties) -> Void = { _ in }
  ) -> RenderLayer {
    let band = Fixture.layer(frame: Rect(x: 0, y: 0, width: 60, height: 10)) {
      $0.backgroundColor = .systemBlue
    }
    let card = Fixture.layer(frame: Rect(x: 30, y: 15, width: 60, height: 60), sublayers: [band]) {
      $0.backgroundColor = .red
      $0.transform3D = Self.turn(angle)
      $0.isDoubleSided = doubleSided
      configure(&$0)
    }
    return Fixture.layer(frame: Rect(origin: .zero, size: size), sublayers: [card]) {
      $0.sublayerTransform = Self.perspective(distance)
    }
  }

  /// The rows of a column that are mostly red.
  func redRows(in image: Image, column x: Int) -> Int {
    (0..<image.pixelHeight).filter { y in
      let color = image.color(atX: x, y: y)
      return color.red > 0.7 && color.green < 0.3
    }.count
  }

  /// The columns of a row that are not white.
  func paintedColumns(in image: Image, row y: Int) -> [Int] {
    (0..<image.pixelWidth).filter { x in image.color(atX: x, y: y) != .white }
  }

  @Test(arguments: scales) func perspectiveMakesTheNearEdgeTaller(scale: Double) {
    // A positive turn about y moves the right edge away from the eye: the
    // left edge looks taller than the right.
    let image = Fixture.render([stage(angle: .pi / 5)], size: size, scale: scale)
    let columns = paintedColumns(in: image, row: Int(45 * scale))
    let left = try! #require(columns.first)
    let right = try! #require(columns.last)
    let nearHeight = redRows(in: image, column: left + Int(2 * scale))
    let farHeight = redRows(in: image, column: right - Int(2 * scale))
    #expect(Double(nearHeight) > Double(farHeight) * 1.08)
    // Foreshortened: narrower than the 60-point face.
    #expect(Double(right - left) < 60 * scale * cos(.pi / 5) * 1.1)
  }

  @Test(arguments: scales) func theProjectionMatchesTheMath(scale: Double) throws {
    let angle = 0.6
    let distance = 300.0
    let image = Fixture.render([stage(angle: angle, distance: distance)], size: size, scale: scale)
    // The card's corner (card bounds (60, 60)) lands where the homogeneous
    // map puts it: x' = (x·cos·... ) about the stage's center (60, 45).
    func project(_ x: Double, _ y: Double) -> Point {
      // In the card's anchor-centered coordinates, turned, moved to its
      // position (60, 45), the stage's perspective about (60, 45).
      let cx = x - 30
      let cy = y - 30
      let px = cx * cos(angle)
      let pz = -cx * sin(angle)
      let w = 1 - pz / distance
      return Point(x: 60 + px / w, y: 45 + cy / w)
    }
    let bottomRight = project(60, 60)
    let topLeft = project(0, 0)
    // Just inside each projected corner is red; just outside is white.
    let inside = Point(x: bottomRight.x - 2, y: bottomRight.y - 3)
    let outside = Point(x: bottomRight.x + 2, y: bottomRight.y + 1)
    #expect(image.color(atPoint: inside.x, inside.y).isClose(to: .red, tolerance: 0.05))
    #expect(image.color(atPoint: outside.x, outside.y) == .white)
    let band = Point(x: topLeft.x + 3, y: topLeft.y + 3)
    #expect(image.color(atPoint: band.x, band.y).isClose(to: .systemBlue, tolerance: 0.08))
    #expect(image.color(atPoint: topLeft.x - 2, topLeft.y - 2) == .white)
  }

  @Test func zPositionUnderPerspectiveScales() {
    // z = 100 towards an eye 500 away: 500 / 400 = 1.25 times as big.
    let square = Fixture.layer(frame: Rect(x: 40, y: 25, width: 40, height: 40)) {
      $0.backgroundColor = .red
      $0.zPosition = 100
    }
    let stage = Fixture.layer(frame: Rect(origin: .zero, size: size), sublayers: [square]) {
      $0.sublayerTransform = Self.perspective(500)
    }
    let image = Fixture.render([stage], size: size)
    let columns = paintedColumns(in: image, row: 45)
    #expect(columns.count >= 49 && columns.count <= 51)
    // Without perspective z changes nothing.
    let flat = Fixture.render(
      [Fixture.layer(frame: Rect(origin: .zero, size: size), sublayers: [square])], size: size)
    #expect(paintedColumns(in: flat, row: 45).count == 40)
  }

  @Test func anchorPointZTurnsAboutAPointBehindThePlane() {
    // Turning about a point 30 behind the plane under perspective swings
    // the face sideways: it moves, not only narrows.
    let about = Fixture.render(
      [stage(angle: 0.5) { $0.anchorPointZ = -30 }], size: size)
    let plain = Fixture.render([stage(angle: 0.5)], size: size)
    let a = paintedColumns(in: about, row: 45)
    let b = paintedColumns(in: plain, row: 45)
    #expect(a.first! != b.first! || a.last! != b.last!)
  }

  @Test func aQuarterTurnIsEdgeOn() {
    let image = Fixture.render([stage(angle: .pi / 2)], size: size)
    #expect(redRows(in: image, column: 60) == 0)
    #expect(paintedColumns(in: image, row: 45).count <= 2)
  }

  @Test func theBackOfASingleSidedLayerIsHidden() {
    for angle in [2.0, -2.2, .pi] {
      let hidden = Fixture.render([stage(angle: angle, doubleSided: false)], size: size)
      #expect(paintedColumns(in: hidden, row: 45).isEmpty, "angle \(angle)")
      // Double-sided, its back shows mirrored: the band stays on top.
      let shown = Fixture.render([stage(angle: angle)], size: size)
      #expect(!paintedColumns(in: shown, row: 45).isEmpty, "angle \(angle)")
    }
    // Its front still shows.
    let front = Fixture.render([stage(angle: 1.2, doubleSided: false)], size: size)
    #expect(!paintedColumns(in: front, row: 45).isEmpty)
  }

  @Test func aTurnWithoutPerspectiveIsTheAffineSquash() {
    // No perspective: a turn about y by a is a scale of x by cos a,
    // drawn by the 2D path, the same bytes as that scale.
    let turned = Fixture.layer(frame: Rect(x: 30, y: 15, width: 60, height: 60)) {
      $0.backgroundColor = .red
      $0.transform3D = Self.turn(.pi / 3)
    }
    let scaled = Fixture.layer(frame: Rect(x: 30, y: 15, width: 60, height: 60)) {
      $0.backgroundColor = .red
      $0.transform = Transform(scaleX: cos(.pi / 3), y: 1)
    }
    let a = Fixture.render([turned], size: size)
    let b = Fixture.render([scaled], size: size)
    #expect(pixelsOverTolerance(a, b, tolerance: 0) == 0)
  }

  @Test func theCompositorAndTheReferenceAgree() {
    for angle in stride(from: -1.4, through: 1.4, by: 0.35) {
      let snapshot = Fixture.snapshot(size: size, [stage(angle: angle)])
      let composited = Renderer().render(snapshot, size: size, background: .white)
      let reference = Renderer()
      reference.usesCompositor = false
      let redrawn = reference.render(snapshot, size: size, background: .white)
      #expect(pixelsOverTolerance(composited, redrawn, tolerance: 0) == 0, "angle \(angle)")
    }
  }

  @Test func aTurningCardDamagesOnlyWhereItWasAndIs() {
    let renderer = Renderer()
    let marker = Fixture.layer(frame: Rect(x: 2, y: 2, width: 8, height: 8), id: 7) {
      $0.backgroundColor = .green
    }
    var lastDamage: Rect?
    for frame in 0..<8 {
      let angle = Double(frame) * 0.3
      let card = Fixture.layer(frame: Rect(x: 30, y: 15, width: 60, height: 60), id: 9) {
        $0.backgroundColor = .red
        $0.transform3D = Self.turn(angle)
      }
      let stage = Fixture.layer(
        frame: Rect(origin: .zero, size: size), sublayers: [marker, card], id: 8
      ) {
        $0.sublayerTransform = Self.perspective(300)
      }
      let snapshot = Fixture.snapshot(size: size, [stage])
      let image = renderer.render(snapshot, size: size, background: .white)
      let full = Renderer().render(snapshot, size: size, background: .white)
      #expect(pixelsOverTolerance(image, full, tolerance: 0) == 0, "frame \(frame)")
      if frame > 0 {
        let damage = try! #require(renderer.lastDamage)
        // The card moves; the marker in the corner is not redrawn.
        #expect(!damage.intersects(Rect(x: 2, y: 2, width: 8, height: 8)))
        #expect(damage.width > 0)
        lastDamage = damage
      }
    }
    #expect(lastDamage != nil)
  }

  @Test func aTurningCardIsResampledNotRedrawn() {
    let renderer = Renderer()
    let band = Fixture.layer(frame: Rect(x: 0, y: 0, width: 60, height: 10), id: 21) {
      $0.backgroundColor = .systemBlue
    }
    func frame(angle: Double, color: Color) -> Image {
      let card = Fixture.layer(
        frame: Rect(x: 30, y: 15, width: 60, height: 60), sublayers: [band], id: 22
      ) {
        $0.backgroundColor = color
        $0.transform3D = Self.turn(angle)
      }
      let stage = Fixture.layer(frame: Rect(origin: .zero, size: size), sublayers: [card], id: 23) {
        $0.sublayerTransform = Self.perspective(300)
      }
      let snapshot = Fixture.snapshot(size: size, [stage])
      let image = renderer.render(snapshot, size: size, background: .white)
      let full = Renderer().render(snapshot, size: size, background: .white)
      #expect(pixelsOverTolerance(image, full, tolerance: 0) == 0)
      return image
    }
    for step in 0..<5 {
      _ = frame(angle: 0.2 + Double(step) * 0.2, color: .red)
    }
    // Only the turn changed: the plane was drawn once and resampled.
    #expect(renderer.caches.planes.drawCount == 1)
    let recolored = frame(angle: 1.0, color: .green)
    #expect(renderer.caches.planes.drawCount == 2)
    #expect(recolored.color(atPoint: 60, 50).green > 0.4)
  }

  @Test func badTransformsDrawNothingAndDoNotCrash() {
    var nan = Transform3D.identity
    nan.m24 = .nan
    var flat = Transform3D.identity
    flat.m44 = 0
    var behind = Transform3D.identity
    behind.m44 = -1
    var huge = Transform3D(scaleX: 1e9, y: 1e9, z: 1)
    huge.m14 = 1e-3
    // Non-finite, flattened to w = 0 and wholly behind the eye: nothing.
    for transform in [nan, flat, behind] {
      let layer = Fixture.layer(frame: Rect(x: 30, y: 15, width: 60, height: 60)) {
        $0.backgroundColor = .red
        $0.transform3D = transform
      }
      let image = Fixture.render([layer], size: size)
      #expect((0..<90).allSatisfy { paintedColumns(in: image, row: $0).isEmpty }, "\(transform)")
    }
    // A billionfold scale in perspective: cut to the frame and drawn,
    // with the plane's bitmap capped, not a crash or a huge allocation.
    let huge3D = Fixture.layer(frame: Rect(x: 30, y: 15, width: 60, height: 60)) {
      $0.backgroundColor = .red
      $0.transform3D = huge
    }
    let renderer = Renderer()
    let image = renderer.render(
      Fixture.snapshot(size: size, [huge3D]), size: size, background: .white)
    #expect(
      renderer.caches.planes.entries.values.allSatisfy {
        Double($0.surface.width * $0.surface.height) <= Renderer.maximumPlanePixelCount
      })
    #expect(image.pixelWidth == 120)
  }

  @Test func aLayerPassingTheEyeIsCutNotMirrored() {
    // An eye 40 points away and a 60-point card turned towards it: its
    // near part passes behind the eye and is cut away; what is in front
    // is drawn, nothing wraps round.
    let image = Fixture.render([stage(angle: 1.0, distance: 40)], size: size)
    let columns = paintedColumns(in: image, row: 45)
    #expect(!columns.isEmpty)
    #expect(image.pixelWidth == 120)
  }

  // MARK: Golden images

  @Test(arguments: scales) func cardFlip(scale: Double) {
    let background = Color(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
    let angles = [0.0, 0.5, 1.1]
    let cards = angles.enumerated().map { index, angle in
      let band = Fixture.layer(frame: Rect(x: 0, y: 0, width: 30, height: 8)) {
        $0.backgroundColor = .systemBlue
      }
      return Fixture.layer(
        frame: Rect(x: 6 + Double(index) * 38, y: 20, width: 30, height: 44), sublayers: [band]
      ) {
        $0.backgroundColor = .orange
        $0.cornerRadius = 4
        $0.masksToBounds = true
        $0.transform3D = Self.turn(angle)
      }
    }
    let stage = Fixture.layer(frame: Rect(origin: .zero, size: size), sublayers: cards) {
      $0.sublayerTransform = Self.perspective(200)
    }
    let image = Fixture.render([stage], size: size, scale: scale, background: background)
    assertGoldenImage(of: image, named: "\(Int(scale))x")
  }
}

/// A translucent layer whose only paint is a sublayer fades it.
@MainActor
@Suite struct LoneSublayerOpacityTests {
  @Test(arguments: [true, false]) func opacityReachesALoneSublayer(compositor: Bool) {
    let child = Fixture.layer(frame: Rect(x: 0, y: 0, width: 20, height: 20)) {
      $0.backgroundColor = .red
    }
    let parent = Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20), sublayers: [child])
    {
      $0.opacity = 0.5
    }
    let renderer = Renderer()
    renderer.usesCompositor = compositor
    let size = Size(width: 40, height: 40)
    let image = renderer.render(
      Fixture.snapshot(size: size, [parent]), size: size, background: .white)
    let color = image.color(atPoint: 20, 20)
    #expect(abs(color.green - 0.5) < 0.01 && color.red == 1)
  }
}
