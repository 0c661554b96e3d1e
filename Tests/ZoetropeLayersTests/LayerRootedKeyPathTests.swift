import Testing
import ZoetropeAnimation
import ZoetropeTesting

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// A shape layer subclass, as an app declares one.
private final class RingLayer: ShapeLayer {
  /// A property of its own, which no animation can name.
  var progress = 0.0
}

/// Key paths rooted at a layer class (`\ShapeLayer.strokeEnd`), which
/// animations map onto the `LayerProperties` key path of the same property.
@MainActor
@Suite(.isolatedLayerContext) struct LayerRootedKeyPathTests {
  @Test func shapeLayerStrokeEndIsTheLayerPropertiesOne() throws {
    let draw = BasicAnimation(keyPath: \ShapeLayer.strokeEnd, from: 0, to: 1)
    #expect(draw.keyPath == \LayerProperties.strokeEnd)
    #expect(draw.keyName == "strokeEnd")
    #expect(type(of: draw) == BasicAnimation<Double>.self)
    #expect(throws: Never.self) { try draw.validate() }
  }

  @Test func inheritedPropertiesComponentsAndSubclasses() {
    #expect(BasicAnimation(keyPath: \Layer.position.x, by: 20).keyPath == \.position.x)
    #expect(BasicAnimation(keyPath: \ShapeLayer.opacity, to: 0).keyPath == \.opacity)
    #expect(BasicAnimation(keyPath: \RingLayer.strokeEnd, to: 1).keyPath == \.strokeEnd)
    #expect(
      BasicAnimation(keyPath: \RingLayer.bounds.size.width, to: 1).keyPath == \.bounds.size.width)
    #expect(
      BasicAnimation(keyPath: \Layer.transform.rotation, by: 1).keyPath == \.transform.rotation)
    #expect(
      BasicAnimation(keyPath: \Layer.transform.translation.dx, by: 1).keyPath
        == \.transform.translation.dx)
    #expect(BasicAnimation(keyPath: \GradientLayer.type, to: .radial).keyPath == \.gradientType)
    #expect(BasicAnimation(keyPath: \EmitterLayer.birthRate, to: 2).keyPath == \.emitterBirthRate)
    #expect(
      BasicAnimation(keyPath: \ReplicatorLayer.instanceCount, to: 3).keyPath == \.instanceCount)
    #expect(BasicAnimation(keyPath: \Layer.isHidden, to: true).keyPath == \.isHidden)
    #expect(SpringAnimation(keyPath: \ShapeLayer.strokeEnd, to: 1).keyPath == \.strokeEnd)
    let shake = KeyframeAnimation(keyPath: \Layer.position.x, values: [0, 10, 0])
    #expect(shake.keyPath == \.position.x)
    #expect(KeyframeAnimation(keyPath: \Layer.contents, values: [nil]).keyPath == \.contents)
  }

  @Test func aKeyPathToAnythingElseIsAWarningWhenAdded() throws {
    let layer = RingLayer()
    for animation in [
      BasicAnimation(keyPath: \RingLayer.progress, to: 1),
      BasicAnimation(keyPath: \Layer.frame.origin.x, to: 1),
    ] {
      let error = try #require(throws: AnimationError.self) { try animation.validate() }
      #expect(error.code == .unknownKeyPath)
      #expect(error.description.contains("such as \\.strokeEnd"))
      let (_, warnings) = withWarningsCaptured { layer.add(animation, forKey: "a") }
      #expect(warnings.count == 1)
      #expect(layer.animationKeys().isEmpty)
    }
  }

  @Test func aLayerRootedAnimationRuns() {
    let ring = RingLayer()
    ring.delegate = NoImplicitAnimations.shared
    let tree = LayerTree(rootLayer: ring)
    let draw = BasicAnimation(keyPath: \RingLayer.strokeEnd, from: 0, to: 1)
    draw.duration = 2
    tree.frame(at: 0)
    ring.add(draw, forKey: "draw")
    tree.frame(at: 0.01)
    tree.frame(at: 0.51)
    #expect(abs(ring.presentation().strokeEnd - 0.25) < 1e-9)
  }

  /// Every entry of a class's table names the same value both ways: set
  /// through the layer, read through the model (the `Double` ones, each
  /// on a fresh layer, so a wrong entry reads another property's value).
  @Test func everyDoubleEntryReadsTheSameProperty() {
    func check<Root: Layer>(_ make: () -> Root) {
      let table = LayerKeyPaths.table(for: Root.self)
      var checked = 0
      for (rooted, properties) in table {
        guard let rooted = rooted as? ReferenceWritableKeyPath<Root, Double>,
          let properties = properties as? WritableKeyPath<LayerProperties, Double>
        else { continue }
        let layer = make()
        layer.delegate = NoImplicitAnimations.shared
        let before = layer.model[keyPath: properties]
        layer[keyPath: rooted] = 0.375
        #expect(layer.model[keyPath: properties] != before, "\(rooted)")
        #expect(abs(layer.model[keyPath: properties] - layer[keyPath: rooted]) < 1e-9)
        checked += 1
      }
      #expect(checked > 10, "\(Root.self)")
    }
    check { Layer() }
    check { ShapeLayer() }
    check { RingLayer() }
    check { GradientLayer() }
    check { ReplicatorLayer() }
    check { EmitterLayer() }
  }
}
