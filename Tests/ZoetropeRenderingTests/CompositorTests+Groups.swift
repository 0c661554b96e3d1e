import Testing
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// Turned backing stores inside a translucent layer's group (a Lottie
/// shape group that fades as it turns) are sampled by the compositor into
/// the Cairo group, and match Cairo alone.
extension CompositorTests {
  /// A translucent layer turned by `angle`, holding a filled ellipse and
  /// a stroked rectangle, in a 96-point root that clips to its rounded
  /// bounds when `roundedClip` is set.
  func fadingShapeGroup(angle: Double, roundedClip: Bool = false) -> (Layer, Layer) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 96, height: 96)
    if roundedClip {
      root.masksToBounds = true
      root.cornerRadius = 12
    }
    let group = Layer()
    group.bounds = .zero
    group.position = Point(x: 48.3, y: 47.6)
    group.opacity = 0.6
    group.transform = Transform(rotationAngle: angle)
    let fill = ShapeLayer()
    fill.path = Path(ellipseIn: Rect(x: -30, y: -20, width: 60, height: 40))
    fill.fillColor = Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    fill.strokeColor = .clear
    let stroke = ShapeLayer()
    stroke.path = Path(rect: Rect(x: -25, y: -25, width: 50, height: 50))
    stroke.fillColor = .clear
    stroke.strokeColor = Color(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
    stroke.lineWidth = 3
    group.addSublayer(fill)
    group.addSublayer(stroke)
    root.addSublayer(group)
    Transaction.commit()
    return (root, group)
  }

  @Test func turnedStoresInAGroupAreSampledIntoItEqualToCairo() {
    let size = Size(width: 96, height: 96)
    let (root, group) = fadingShapeGroup(angle: 0.4)
    let tree = LayerTree(rootLayer: root)
    let compositor = Renderer()
    let reference = Renderer()
    reference.usesCompositor = false
    var images: [(Image, Image)] = []
    for angle in [0.4, 0.9] {
      Transaction.perform(disableActions: true) {
        group.transform = Transform(rotationAngle: angle)
      }
      let snapshot = tree.frame(at: 0)
      let composited = compositor.render(snapshot, size: size, background: .white)
      // Both stores, sampled into the group: no Cairo paint but the
      // group's own.
      #expect(compositor.compositeCounts.transformedPaints == 2)
      let expected = reference.render(snapshot, size: size, background: .white)
      let different = pixelsOverTolerance(
        composited, expected, tolerance: 1,
        except: [(compositor.compositeCounts.transformedAreas, TransformedPaintTests.edgeTolerance)]
      )
      #expect(different == 0)
      images.append((composited, expected))
    }
    // Turning the group redraws no store.
    #expect(compositor.caches.backingStores.drawCount == 2)
    // The shapes are there: the ellipse's middle is blue at 0.6 over white.
    let middle = images[1].0.color(atX: 48, y: 48)
    #expect(abs(middle.blue - (0.6 * 0.9 + 0.4)) < 0.02)
    #expect(abs(middle.red - (0.6 * 0.2 + 0.4)) < 0.02)
  }

  @Test func aRoundedClipAroundTheGroupLeavesItsPaintsToCairo() {
    let size = Size(width: 96, height: 96)
    let (root, _) = fadingShapeGroup(angle: 0.4, roundedClip: true)
    let tree = LayerTree(rootLayer: root)
    let compositor = Renderer()
    let reference = Renderer()
    reference.usesCompositor = false
    let snapshot = tree.frame(at: 0)
    let composited = compositor.render(snapshot, size: size, background: .white)
    #expect(compositor.compositeCounts.transformedPaints == 0)
    let expected = reference.render(snapshot, size: size, background: .white)
    #expect(pixelsOverTolerance(composited, expected, tolerance: 1, except: []) == 0)
  }
}
