import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// The replicator's values, its copies in the snapshot, and its caps.
@MainActor
@Suite struct ReplicatorLayerTests {
  /// A replicator holding one 10-point square, with actions off.
  func replicator(count: Int) -> (ReplicatorLayer, Layer) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let replicator = ReplicatorLayer()
    replicator.frame = Rect(x: 0, y: 0, width: 40, height: 40)
    let square = Layer()
    square.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    square.backgroundColor = .red
    replicator.addSublayer(square)
    replicator.instanceCount = count
    Transaction.commit()
    return (replicator, square)
  }

  @Test func defaultsAreCoreAnimations() {
    let replicator = ReplicatorLayer()
    #expect(replicator.instanceCount == 1)
    #expect(replicator.instanceTransform == .identity)
    #expect(replicator.instanceDelay == 0)
    #expect(replicator.instanceColor == .white)
    #expect(replicator.instanceAlphaOffset == 0)
    // A replicator with default values holds no box.
    #expect(!replicator.model.extended.hasStorage)
  }

  @Test func copiesAreNodesWithAccumulatedTransformsAndColors() {
    let (replicator, square) = replicator(count: 3)
    Transaction.begin()
    Transaction.setDisableActions(true)
    replicator.instanceTransform = Transform(translationX: 12, y: 0)
    replicator.instanceAlphaOffset = -0.25
    replicator.instanceGreenOffset = -0.5
    Transaction.commit()
    let snapshot = LayerTree(rootLayer: replicator).frame(at: 0)
    let copies = snapshot.root.sublayers
    #expect(copies.count == 3)
    for (k, copy) in copies.enumerated() {
      #expect(copy.properties.transform == Transform(translationX: 12 * Double(k), y: 0))
      #expect(copy.properties.opacity == 1 - 0.25 * Double(k))
      #expect(copy.properties.position == Point(x: 20, y: 20))
      #expect(copy.sublayers.count == 1)
      // No delay: every copy holds the square's own node.
      #expect(copy.sublayers[0] === square.cachedRenderLayer)
    }
    #expect(copies[2].properties.instanceTint == Color(red: 1, green: 0, blue: 1))
    #expect(copies[0].properties.instanceTint == .white)
    #expect(Set(copies.map(\.layerID)).count == 3)
  }

  @Test func delayedCopiesEvaluateTheSublayersEarlier() {
    let (replicator, square) = replicator(count: 3)
    Transaction.begin()
    Transaction.setDisableActions(true)
    replicator.instanceDelay = 0.25
    Transaction.commit()
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 100)
    move.duration = 1
    square.add(move, forKey: "move")
    let tree = LayerTree(rootLayer: replicator)
    _ = tree.frame(at: 0)
    let copies = tree.frame(at: 0.75).root.sublayers
    #expect(copies[0].sublayers[0].properties.position.x == 75)
    #expect(copies[1].sublayers[0].properties.position.x == 50)
    #expect(copies[2].sublayers[0].properties.position.x == 25)
    // The layer itself shows the undelayed value.
    #expect(square.presentation().position.x == 75)
  }

  @Test func aZeroCountDrawsNoCopies() {
    let (replicator, _) = replicator(count: 0)
    #expect(LayerTree(rootLayer: replicator).frame(at: 0).root.sublayers.isEmpty)
  }

  @Test func badCountsAreClampedWithWarnings() {
    let replicator = ReplicatorLayer()
    let (_, negative) = withWarningsCaptured { replicator.instanceCount = -3 }
    #expect(replicator.instanceCount == 0)
    #expect(negative.count == 1)
    let (_, huge) = withWarningsCaptured { replicator.instanceCount = 10_000 }
    #expect(replicator.instanceCount == ReplicatorLayer.maximumInstanceCount)
    #expect(huge.count == 1)
    let (_, others) = withWarningsCaptured {
      replicator.instanceDelay = .nan
      replicator.instanceRedOffset = .infinity
      replicator.instanceTransform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }
    #expect(others.count == 3)
    #expect(replicator.instanceDelay == 0)
    #expect(replicator.instanceRedOffset == 0)
    #expect(replicator.instanceTransform == .identity)
  }

  @Test func aTenThousandInstanceReplicatorIsCapped() {
    let (replicator, _) = replicator(count: 1)
    let (_, warnings) = withWarningsCaptured { replicator.instanceCount = 10_000 }
    #expect(warnings.count == 1)
    let copies = LayerTree(rootLayer: replicator).frame(at: 0).root.sublayers
    #expect(copies.count == ReplicatorLayer.maximumInstanceCount)
  }

  @Test func nestedReplicatorsAreCappedInLayers() {
    // 1,000 copies of 1,000 copies of a square: a million layers, capped
    // at the outer replicator to 100,000 in all.
    let (inner, _) = replicator(count: 1_000)
    let outer = ReplicatorLayer()
    outer.instanceCount = 1_000
    outer.addSublayer(inner)
    let tree = LayerTree(rootLayer: outer)
    let (snapshot, warnings) = withWarningsCaptured { tree.frame(at: 0) }
    #expect(warnings.count == 1)
    var count = 0
    func walk(_ node: RenderLayer) {
      count += 1
      node.sublayers.forEach(walk)
    }
    snapshot.root.sublayers.forEach(walk)
    #expect(count <= ReplicatorLayer.maximumReplicatedLayerCount)
    #expect(count > ReplicatorLayer.maximumReplicatedLayerCount / 2)
    // Warned once, not every frame.
    let (_, later) = withWarningsCaptured {
      outer.instanceDelay = 0
      return tree.frame(at: 1)
    }
    #expect(later.isEmpty)
  }

  @Test func propertiesAnimateByKeyPath() {
    let (replicator, _) = replicator(count: 2)
    let spread = BasicAnimation(
      keyPath: \.instanceTransform, from: .identity, to: Transform(translationX: 20, y: 0))
    spread.duration = 1
    replicator.add(spread, forKey: "spread")
    let tree = LayerTree(rootLayer: replicator)
    _ = tree.frame(at: 0)
    let copies = tree.frame(at: 0.5).root.sublayers
    #expect(abs(copies[1].properties.transform.tx - 10) < 1e-9)
    #expect(spread.keyName == "instanceTransform")
  }
}
