import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#endif

/// The 3D layer properties: defaults, the out-of-line box, names,
/// animations through the tree, bad values and hit testing in
/// perspective.
@MainActor
@Suite struct Layer3DTests {
  static func turn(_ angle: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
  }

  static func perspective(_ distance: Double) -> Transform3D {
    var transform = Transform3D.identity
    transform.m34 = -1 / distance
    return transform
  }

  @Test func defaultsAreCoreAnimationsAndHoldNoBox() {
    let properties = LayerProperties()
    #expect(!properties.extended.hasStorage)
    #expect(properties.transform3D == .identity)
    #expect(properties.sublayerTransform == .identity)
    #expect(properties.anchorPointZ == 0)
    #expect(properties.isDoubleSided)
    #expect(!properties.hasSpace)
    var turned = properties
    turned.transform3D = Self.turn(1)
    #expect(turned.hasSpace)
    // A 3D change is not a shape change: the backing store's key.
    #expect(turned.extended.equalsIgnoringShadow(properties.extended))
  }

  @Test func keyPathsHaveNames() {
    #expect(KeyNames.name(for: \LayerProperties.transform3D) == "transform3D")
    #expect(KeyNames.name(for: \LayerProperties.sublayerTransform) == "sublayerTransform")
    #expect(KeyNames.name(for: \LayerProperties.anchorPointZ) == "anchorPointZ")
    #expect(KeyNames.name(for: \LayerProperties.isDoubleSided) == "doubleSided")
  }

  @Test func aFlipAnimatesImplicitlyThroughEdgeOn() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    tree.frame(at: 0)
    Transaction.begin()
    Transaction.setAnimationDuration(1)
    Transaction.setAnimationTimingFunction(.linear)
    layer.transform3D = Self.turn(.pi)
    Transaction.commit()
    #expect(layer.animation(forKey: "transform3D") != nil)
    tree.frame(at: 0)
    tree.frame(at: 0.5)
    let halfway = layer.presentation().transform3D
    #expect(abs(halfway.m11) < 1e-9)
    #expect(abs(abs(halfway.m13) - 1) < 1e-9)
    tree.frame(at: 2)
    #expect(layer.presentation().transform3D == Self.turn(.pi))
  }

  @Test func sublayerTransformAndAnchorPointZAnimateExplicitly() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    let perspective = BasicAnimation(
      keyPath: \.sublayerTransform, from: .identity, to: Self.perspective(250))
    perspective.duration = 1
    layer.add(perspective, forKey: "perspective")
    let depth = BasicAnimation(keyPath: \.anchorPointZ, from: 0, to: -40)
    depth.duration = 1
    layer.add(depth, forKey: "depth")
    tree.frame(at: 0)
    tree.frame(at: 0.5)
    #expect(abs(layer.presentation().sublayerTransform.m34 - -1 / 500) < 1e-12)
    #expect(abs(layer.presentation().anchorPointZ - -20) < 1e-12)
  }

  @Test func nonFinitePresentedValuesFallBackToTheModel() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    var broken = Transform3D.identity
    broken.m14 = .nan
    let animation = BasicAnimation(keyPath: \.transform3D, from: broken, to: broken)
    animation.duration = 1
    layer.add(animation, forKey: "broken")
    tree.frame(at: 0)
    tree.frame(at: 0.5)
    #expect(layer.presentation().transform3D == .identity)
  }

  /// A 100 × 100 stage with perspective holding a 60 × 60 card turned
  /// about y.
  func stage(angle: Double, doubleSided: Bool = true) -> (stage: Layer, card: Layer) {
    let stage = Layer()
    stage.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    stage.sublayerTransform = Self.perspective(200)
    let card = Layer()
    card.frame = Rect(x: 20, y: 20, width: 60, height: 60)
    card.transform3D = Self.turn(angle)
    card.isDoubleSided = doubleSided
    stage.addSublayer(card)
    return (stage, card)
  }

  @Test func hitTestingFollowsThePerspective() {
    let (stage, card) = stage(angle: 1.2)
    // Turned 1.2 rad, the card covers about ±30·cos(1.2) ≈ ±11 points
    // about x = 50 (more on the near side): x = 50 hits, x = 25 misses
    // (it would hit the flat card).
    #expect(stage.hitTest(Point(x: 50, y: 50)) === card)
    #expect(stage.hitTest(Point(x: 25, y: 50)) === stage)
    // The near (left) edge is taller than 60 points: a point just above
    // the flat card's top at the near edge hits.
    let local = card.localPoint(fromSuperlayer: Point(x: 42, y: 50))
    #expect(local != nil)
    #expect(local!.x < 30)
    // The exact inverse of the projection the renderer draws with.
    let map = card.model.flattenedTransformToSuperlayer(
      superlayerSublayerTransform: stage.model.sublayerTransformAboutAnchor)
    let corner = Point(x: 0, y: 0).projected(by: map)
    #expect(corner.y < 20)
    let back = card.localPoint(fromSuperlayer: corner)!
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
  }

  @Test func theBackOfASingleSidedLayerDoesNotHit() {
    let (stage, card) = stage(angle: 2.5, doubleSided: false)
    #expect(stage.hitTest(Point(x: 50, y: 50)) === stage)
    card.isDoubleSided = true
    #expect(stage.hitTest(Point(x: 50, y: 50)) === card)
  }

  @Test func conversionFollowsThePerspective() {
    let (stage, card) = stage(angle: 1.0)
    // The card's corner lands where the flattened map puts it, and back.
    let map = card.model.flattenedTransformToSuperlayer(
      superlayerSublayerTransform: stage.model.sublayerTransformAboutAnchor)
    let corner = Point(x: 60, y: 60)
    let converted = card.convert(corner, to: stage)
    let expected = corner.projected(by: map)
    #expect(abs(converted.x - expected.x) < 1e-9 && abs(converted.y - expected.y) < 1e-9)
    let back = stage.convert(converted, to: card)
    #expect(abs(back.x - 60) < 1e-9 && abs(back.y - 60) < 1e-9)
    // Perspective: the near (left) edge is taller than 60 points.
    let left = card.convert(Rect(x: 0, y: 0, width: 1, height: 60), to: stage)
    #expect(left.height > 60)
    // A flat tree converts as before.
    let flat = Layer()
    flat.frame = Rect(x: 10, y: 20, width: 30, height: 30)
    stage.addSublayer(flat)
    #expect(flat.convert(Point(x: 1, y: 1), to: stage) == Point(x: 11, y: 21))
  }
}
