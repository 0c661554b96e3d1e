import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeLayers

/// The presentation pass of `LayerTree`: drawing order, the render nodes
/// it reuses from frame to frame, and what a property change with actions
/// disabled leaves behind.
@MainActor
@Suite(.isolatedLayerContext) struct LayerTreeTests {
  /// A root with `count` sublayers and a tree around it.
  private func makeTree(sublayers count: Int) -> (Layer, [Layer], LayerTree) {
    let root = Layer()
    root.delegate = NoImplicitAnimations.shared
    var sublayers: [Layer] = []
    for index in 0..<count {
      let sublayer = Layer()
      sublayer.delegate = NoImplicitAnimations.shared
      sublayer.name = "\(index)"
      root.addSublayer(sublayer)
      sublayers.append(sublayer)
    }
    return (root, sublayers, LayerTree(rootLayer: root))
  }

  /// The names of a snapshot's root's sublayers, in drawing order.
  private func drawingOrder(_ snapshot: RenderSnapshot, of layers: [Layer]) -> [String] {
    snapshot.root.sublayers.map { node in
      layers.first { $0.layerID == node.layerID }?.name ?? "?"
    }
  }

  /// A repeating position animation from (0, 0) to (100, 0) over 1 s.
  private func move() -> BasicAnimation<Point> {
    let move = BasicAnimation(
      keyPath: \.position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))
    move.duration = 1
    move.repeatCount = .infinity
    return move
  }

  @Test func drawingOrderIsAscendingZPositionWithTiesInSublayerOrder() {
    let (_, layers, tree) = makeTree(sublayers: 5)
    #expect(drawingOrder(tree.frame(at: 0), of: layers) == ["0", "1", "2", "3", "4"])
    Transaction.perform(disableActions: true) {
      layers[0].zPosition = 1
      layers[2].zPosition = 1
      layers[3].zPosition = .nan  // counts as 0
      layers[4].zPosition = -1
    }
    #expect(drawingOrder(tree.frame(at: 1), of: layers) == ["4", "1", "3", "0", "2"])
    layers[1].zPosition = 2
    #expect(drawingOrder(tree.frame(at: 2), of: layers) == ["4", "3", "0", "2", "1"])
    // Hit testing agrees, front to back.
    let zPositions = layers.map(\.zPosition)
    #expect(Layer.frontToBackOrder(of: zPositions) == [1, 2, 0, 3, 4])
    // Back to one zPosition (0 and NaN): sublayer order again.
    Transaction.perform(disableActions: true) {
      for layer in layers where layer !== layers[3] { layer.zPosition = 0 }
    }
    #expect(drawingOrder(tree.frame(at: 3), of: layers) == ["0", "1", "2", "3", "4"])
  }

  @Test func aSetterWithActionsDisabledShowsAtTheNextFrameWithoutAnimation() {
    let layer = Layer()  // standalone: implicit animations are on
    let tree = LayerTree(rootLayer: layer)
    Transaction.perform(disableActions: true) { layer.position = Point(x: 10, y: 10) }
    tree.frame(at: 0)
    #expect(layer.animationKeys().isEmpty)
    Transaction.begin()
    Transaction.setDisableActions(true)
    layer.position = Point(x: 50, y: 20)
    layer.opacity = 0.25
    layer.bounds = Rect(x: 0, y: 0, width: 30, height: 40)
    Transaction.commit()
    #expect(layer.animationKeys().isEmpty)
    #expect(layer.presentation().position == Point(x: 10, y: 10), "the last frame's")
    tree.frame(at: 0.1)
    #expect(layer.presentation().position == Point(x: 50, y: 20))
    #expect(layer.presentation().opacity == 0.25)
    #expect(layer.presentation().bounds.size == Size(width: 30, height: 40))
    #expect(tree.lastSnapshot?.root.properties == layer.presentation())
    // With actions enabled the same change animates from what is on screen.
    layer.position = Point(x: 150, y: 20)
    #expect(layer.animationKeys() == ["position"])
    tree.frame(at: 0.2)  // the animation starts here
    tree.frame(at: 0.3)
    let shown = layer.presentation().position.x
    #expect(shown > 50 && shown < 150)
  }

  @Test func everyAnimatablePropertyAsksForItsCoreAnimationName() {
    @MainActor final class Recorder: LayerDelegate {
      var keys: [String] = []
      func action(for layer: Layer, forKey key: String) -> LayerAction? {
        keys.append(key)
        return .disabled
      }
    }
    let recorder = Recorder()
    let layer = Layer()
    layer.delegate = recorder
    layer.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
    layer.position = Point(x: 1, y: 1)
    layer.anchorPoint = Point(x: 0, y: 0)
    layer.transform = Transform(rotationAngle: 1)
    layer.opacity = 0.5
    layer.backgroundColor = .red
    layer.cornerRadius = 1
    layer.borderWidth = 1
    layer.borderColor = .blue
    layer.contentsScale = 2
    layer.zPosition = 1
    let keyPaths: [AnyKeyPath] = [
      \LayerProperties.bounds, \LayerProperties.position, \LayerProperties.anchorPoint,
      \LayerProperties.transform, \LayerProperties.opacity, \LayerProperties.backgroundColor,
      \LayerProperties.cornerRadius, \LayerProperties.borderWidth,
      \LayerProperties.borderColor, \LayerProperties.contentsScale, \LayerProperties.zPosition,
    ]
    #expect(recorder.keys == keyPaths.map { KeyNames.name(for: $0) })
    // Setting a value that is already shown asks nothing.
    recorder.keys.removeAll()
    layer.opacity = 0.5
    #expect(recorder.keys.isEmpty)
  }

  @Test func aHeldSnapshotNeverChangesWhileLaterFramesRun() {
    let (_, layers, tree) = makeTree(sublayers: 3)
    for layer in layers { layer.add(move(), forKey: "move") }
    tree.frame(at: 0)
    let held = tree.frame(at: 0.25)
    let heldPositions = held.root.sublayers.map(\.properties.position)
    let heldNodes = held.root.sublayers.map(ObjectIdentifier.init)
    for step in 1...6 {
      let snapshot = tree.frame(at: 0.25 + Double(step) * 0.1)
      // A node reachable from a held snapshot is never refilled.
      for node in snapshot.root.sublayers {
        #expect(!heldNodes.contains(ObjectIdentifier(node)))
      }
    }
    #expect(held.root.sublayers.map(\.properties.position) == heldPositions)
    #expect(heldPositions.allSatisfy { abs($0.x - 25) < 1e-6 })
  }

  @Test func nodesNobodyHoldsAreRefilledWithThisFramesValues() {
    let (root, layers, tree) = makeTree(sublayers: 3)
    for layer in layers { layer.add(move(), forKey: "move") }
    root.add(move(), forKey: "move")
    tree.frame(at: 0)
    tree.frame(at: 0.1)
    // Only identifiers are kept, so the snapshots themselves go away.
    var rootIDs: [ObjectIdentifier] = []
    var childIDs: [ObjectIdentifier] = []
    for step in 2...7 {
      let snapshot = tree.frame(at: Double(step) * 0.1)
      rootIDs.append(ObjectIdentifier(snapshot.root))
      childIDs.append(ObjectIdentifier(snapshot.root.sublayers[1]))
      let expected = Double(step) * 10
      #expect(abs(snapshot.root.properties.position.x - expected) < 1e-6)
      for node in snapshot.root.sublayers {
        #expect(abs(node.properties.position.x - expected) < 1e-6)
      }
      #expect(layers[1].presentation() == snapshot.root.sublayers[1].properties)
    }
    // Two nodes per layer take turns: the one of two frames ago is refilled.
    #expect(rootIDs[2] == rootIDs[0] && rootIDs[3] == rootIDs[1] && rootIDs[0] != rootIDs[1])
    #expect(childIDs[4] == childIDs[2] && childIDs[5] == childIDs[3])
    // A refilled node holds nothing of its earlier frame: a removed
    // sublayer is gone and a new one appears, in drawing order.
    layers[0].removeFromSuperlayer()
    let added = Layer()
    added.delegate = NoImplicitAnimations.shared
    root.addSublayer(added)
    for step in 8...11 {
      let snapshot = tree.frame(at: Double(step) * 0.1)
      #expect(
        snapshot.root.sublayers.map(\.layerID) == [layers[1], layers[2], added].map(\.layerID))
    }
  }

  @Test func aLayerThatDrawsNothingIsAskedAgainOnlyAfterSetNeedsDisplay() {
    @MainActor final class Painter {
      var draws = 0
      var paints = false
    }
    let painter = Painter()
    let layer = Layer()
    layer.delegate = NoImplicitAnimations.shared
    layer.draw = { context in
      painter.draws += 1
      if painter.paints { context.setFillColor(.red) }
    }
    let tree = LayerTree(rootLayer: layer)
    layer.add(move(), forKey: "move")
    #expect(tree.frame(at: 0).root.content == nil)
    tree.frame(at: 0.1)
    tree.frame(at: 0.2)
    #expect(painter.draws == 1, "an animating layer is not redrawn every frame")
    painter.paints = true
    layer.setNeedsDisplay()
    #expect(tree.frame(at: 0.3).root.content?.drawing == [.setFillColor(.red)])
    #expect(painter.draws == 2)
  }
}
