import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeLayers

/// The slots of a refilled node's sublayer list: a node refilled for a
/// frame keeps its list of two frames ago, and each slot keeps its node
/// when that is the sublayer's node again (an unchanged sublayer's, or an
/// animating leaf's spare refilled where it is, when
/// `isKnownUniquelyReferenced` finds the slot its only owner once the
/// layer's spare lets go); anything else still holding a node keeps it
/// from being refilled.
@MainActor
@Suite(.isolatedLayerContext) struct LayerTreeSlotTests {
  /// A named square layer at a place, without implicit animations.
  private static func makeLeaf(_ name: String, side: Double, at position: Point) -> Layer {
    let leaf = Layer()
    leaf.delegate = NoImplicitAnimations.shared
    leaf.name = name
    Transaction.perform(disableActions: true) {
      leaf.bounds = Rect(x: 0, y: 0, width: side, height: side)
      leaf.position = position
    }
    return leaf
  }

  /// A root with `count` sublayers, each named by its index.
  private func makeTree(sublayers count: Int) -> (Layer, [Layer], LayerTree) {
    let root = Layer()
    root.delegate = NoImplicitAnimations.shared
    let sublayers = (0..<count).map {
      Self.makeLeaf("\($0)", side: 10, at: Point(x: Double($0), y: 50))
    }
    for sublayer in sublayers { root.addSublayer(sublayer) }
    return (root, sublayers, LayerTree(rootLayer: root))
  }

  /// A repeating, linear position animation from (0, 0) to (100, 0) over 1 s.
  private func move() -> BasicAnimation<Point> {
    let move = BasicAnimation(
      keyPath: \.position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0))
    move.duration = 1
    move.repeatCount = .infinity
    move.timingFunction = .linear
    return move
  }

  /// Runs a frame and returns its snapshot and how many nodes were
  /// refilled in their slots in it.
  private func frame(_ tree: LayerTree, at time: Double) -> (RenderSnapshot, Int) {
    let before = tree.slotRefillCount
    let snapshot = tree.frame(at: time)
    return (snapshot, tree.slotRefillCount - before)
  }

  @Test func animatingLeavesAreRefilledInTheirSlotsWithThisFramesValues() {
    let (_, layers, tree) = makeTree(sublayers: 5)
    for layer in layers { layer.add(move(), forKey: "move") }
    for step in 0..<12 {
      let time = Double(step) * 0.05
      let (snapshot, refilledInSlots) = frame(tree, at: time)
      // The first frames fill in full and make the tracks; from then on
      // every leaf's node of two frames ago is refilled where it is.
      if step >= 5 { #expect(refilledInSlots == layers.count, "frame \(step)") }
      for (layer, node) in zip(layers, snapshot.root.sublayers) {
        #expect(node.layerID == layer.layerID)
        #expect(abs(node.properties.position.x - 100 * time) < 1e-9)
        #expect(node === layer.cachedRenderLayer)
        #expect(layer.presentation() == node.properties)
      }
    }
  }

  @Test func aHeldNodeIsNeverRefilledInItsSlot() {
    let (_, layers, tree) = makeTree(sublayers: 4)
    for layer in layers { layer.add(move(), forKey: "move") }
    for step in 0..<6 { _ = frame(tree, at: Double(step) * 0.05) }
    let held = tree.frame(at: 0.3).root.sublayers[2]
    let heldProperties = held.properties
    for step in 7..<14 {
      let time = Double(step) * 0.05
      let (snapshot, refilledInSlots) = frame(tree, at: time)
      // The other three still are, and so is the held layer's other node.
      #expect(refilledInSlots >= 3, "frame \(step)")
      for node in snapshot.root.sublayers {
        #expect(node !== held)
        #expect(abs(node.properties.position.x - 100 * time) < 1e-9)
      }
    }
    #expect(held.properties == heldProperties)
    #expect(abs(held.properties.position.x - 30) < 1e-9)
  }

  @Test func aHeldSublayerListKeepsItsNodesAndTheirValues() {
    let (_, layers, tree) = makeTree(sublayers: 4)
    for layer in layers { layer.add(move(), forKey: "move") }
    for step in 0..<6 { _ = frame(tree, at: Double(step) * 0.05) }
    // Only the list is held, not the snapshot or its root.
    let held = tree.frame(at: 0.3).root.sublayers
    let identities = held.map(ObjectIdentifier.init)
    for step in 7..<12 {
      let time = Double(step) * 0.05
      let (snapshot, _) = frame(tree, at: time)
      for node in snapshot.root.sublayers {
        #expect(!identities.contains(ObjectIdentifier(node)))
        #expect(abs(node.properties.position.x - 100 * time) < 1e-9)
      }
    }
    #expect(held.allSatisfy { abs($0.properties.position.x - 30) < 1e-9 })
  }

  @Test func unchangedSiblingsKeepTheirNodesBesideAnimatingOnes() {
    let (_, layers, tree) = makeTree(sublayers: 5)
    let animating = [1, 3]
    for index in animating { layers[index].add(move(), forKey: "move") }
    var staticNodes: [ObjectIdentifier]?
    for step in 0..<10 {
      let time = Double(step) * 0.05
      let (snapshot, refilledInSlots) = frame(tree, at: time)
      if step >= 5 { #expect(refilledInSlots == animating.count, "frame \(step)") }
      let nodes = snapshot.root.sublayers
      #expect(nodes.map(\.layerID) == layers.map(\.layerID))
      for index in animating {
        #expect(abs(nodes[index].properties.position.x - 100 * time) < 1e-9)
      }
      let unchanged = [0, 2, 4].map { ObjectIdentifier(nodes[$0]) }
      if let staticNodes { #expect(unchanged == staticNodes, "frame \(step)") }
      staticNodes = unchanged
      for index in [0, 2, 4] {
        #expect(nodes[index].properties.position == Point(x: Double(index), y: 50))
      }
    }
  }

  @Test func aReplicatorsAnimatingSublayersAreStillRefilled() {
    let replicator = ReplicatorLayer()
    replicator.delegate = NoImplicitAnimations.shared
    Transaction.perform(disableActions: true) {
      replicator.instanceCount = 3
      replicator.instanceTransform = Transform(translationX: 20, y: 0)
    }
    var leaves: [Layer] = []
    for index in 0..<4 {
      let leaf = Self.makeLeaf("\(index)", side: 4, at: Point(x: Double(index), y: 2))
      leaf.add(move(), forKey: "move")
      replicator.addSublayer(leaf)
      leaves.append(leaf)
    }
    let tree = LayerTree(rootLayer: replicator)
    for step in 0..<10 {
      let time = Double(step) * 0.05
      let before = tree.trackRefillCount
      let snapshot = tree.frame(at: time)
      // Its list holds the copies' nodes, so it is not kept: each
      // sublayer's node of two frames ago is free to be refilled.
      if step >= 5 { #expect(tree.trackRefillCount - before == leaves.count, "frame \(step)") }
      // Three copies, each of the four sublayers.
      #expect(snapshot.root.sublayers.map(\.sublayers.count) == [4, 4, 4])
      for leaf in leaves {
        #expect(abs(leaf.presentation().position.x - 100 * time) < 1e-9)
      }
    }
  }

  /// A seeded random source for the differential test.
  private struct Random {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Three groups of leaves under a root, the last a replicator of three
  /// copies, built the same way twice.
  @MainActor private final class Scene {
    let root = Layer()
    let groups = [Layer(), Layer(), ReplicatorLayer()]
    var leaves: [Layer] = []
    let tree: LayerTree
    var made = 0

    /// A scene whose tree refills nodes in place and in their slots, or
    /// (for reference) neither.
    init(fast: Bool) {
      root.delegate = NoImplicitAnimations.shared
      for group in groups {
        group.delegate = NoImplicitAnimations.shared
        root.addSublayer(group)
      }
      let replicator = groups[2] as? ReplicatorLayer
      Transaction.perform(disableActions: true) { replicator?.instanceCount = 3 }
      tree = LayerTree(rootLayer: root)
      tree.refillsInPlace = fast
      tree.keepsSublayerSlots = fast
    }

    /// A new named leaf, not yet in the tree.
    func makeLeaf() -> Layer {
      let leaf = LayerTreeSlotTests.makeLeaf(
        "leaf \(made)", side: 8, at: Point(x: Double(made), y: 3))
      made += 1
      leaves.append(leaf)
      return leaf
    }

    /// The names and numbers of a snapshot, depth first.
    func describe(_ node: RenderLayer) -> [String] {
      let name = (leaves + groups + [root]).first { $0.layerID == node.layerID }?.name ?? "?"
      let p = node.properties
      return ["\(name) \(p.position.x) \(p.position.y) \(p.opacity) \(p.zPosition)"]
        + node.sublayers.flatMap(describe)
    }
  }

  /// Makes one random change to a scene: `operation` picks what (insert,
  /// remove, reorder, animate, fade, move to another group, mask, set the
  /// position), the others which group, layer and value.
  private func apply(_ operation: Int, groupIndex: Int, pick: Int, value: Int, to scene: Scene) {
    let group = scene.groups[groupIndex]
    let leaf = group.sublayers.isEmpty ? nil : group.sublayers[pick % group.sublayers.count]
    switch operation {
    case 0, 1:
      group.insertSublayer(scene.makeLeaf(), at: pick % (group.sublayers.count + 1))
    case 2:
      leaf?.removeFromSuperlayer()
    case 3:
      Transaction.perform(disableActions: true) { leaf?.zPosition = Double(value) - 1 }
    case 4, 5:
      let animation = BasicAnimation(
        keyPath: \.position, from: Point(x: 0, y: 0), to: Point(x: 10 + Double(pick), y: 5))
      animation.duration = 0.5 + Double(value)
      animation.repeatCount = .infinity
      leaf?.add(animation, forKey: "move")
    case 6:
      leaf?.removeAllAnimations()
    case 7:
      Transaction.perform(disableActions: true) { leaf?.opacity = 0.25 * Double(value + 1) }
    case 8:
      // To another group, at the start or the end.
      if let leaf {
        let other = scene.groups[(groupIndex + 1 + value % 2) % 3]
        other.insertSublayer(leaf, at: value == 0 ? 0 : other.sublayers.count)
      }
    case 9:
      // A mask on a group, or none.
      if value == 0 {
        group.mask = nil
      } else {
        let mask = Layer()
        Transaction.perform(disableActions: true) {
          mask.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
          mask.backgroundColor = .black
        }
        group.mask = mask
      }
    case 11:
      // Moved by its setter, as an app moves a sprite.
      Transaction.perform(disableActions: true) {
        leaf?.position = Point(x: Double(pick), y: Double(value * 5))
      }
    default:
      if let leaf, let other = group.sublayers.last, other !== leaf {
        group.insertSublayer(leaf, above: other)
      }
    }
  }

  @Test func randomChangesWhileAnimatingShowWhatAFullEvaluationShows() {
    let fast = Scene(fast: true)
    let full = Scene(fast: false)
    var random = Random(state: 0x5EED_0123)
    var heldSnapshots: [RenderSnapshot] = []
    var heldNodes: [RenderLayer] = []
    var heldLists: [[RenderLayer]] = []
    var heldSnapshotValues: [[String]] = []
    var heldNodeValues: [[String]] = []
    var heldListValues: [[String]] = []
    for step in 0..<400 {
      let operation = random.next(below: 12)
      let groupIndex = random.next(below: 3)
      let pick = random.next(below: 64)
      let value = random.next(below: 3)
      for scene in [fast, full] {
        apply(operation, groupIndex: groupIndex, pick: pick, value: value, to: scene)
      }
      let time = Double(step) / 60
      let shown = fast.tree.frame(at: time)
      let expected = full.tree.frame(at: time)
      #expect(fast.describe(shown.root) == full.describe(expected.root), "frame \(step)")
      // Something sometimes holds a snapshot or a node for a while.
      if random.next(below: 10) == 0 {
        heldSnapshots.append(shown)
        heldSnapshotValues.append(fast.describe(shown.root))
      }
      let group = shown.root.sublayers[random.next(below: shown.root.sublayers.count)]
      if random.next(below: 5) == 0, !group.sublayers.isEmpty {
        let node = group.sublayers[random.next(below: group.sublayers.count)]
        heldNodes.append(node)
        heldNodeValues.append(fast.describe(node))
      }
      if random.next(below: 7) == 0 {
        heldLists.append(group.sublayers)
        heldListValues.append(group.sublayers.flatMap(fast.describe))
      }
      if random.next(below: 4) == 0 {
        // What was held never changed; then it is let go of.
        #expect(heldSnapshots.map { fast.describe($0.root) } == heldSnapshotValues, "frame \(step)")
        #expect(heldNodes.map(fast.describe) == heldNodeValues, "frame \(step)")
        #expect(heldLists.map { $0.flatMap(fast.describe) } == heldListValues, "frame \(step)")
        heldSnapshots.removeAll()
        heldNodes.removeAll()
        heldLists.removeAll()
        heldSnapshotValues.removeAll()
        heldNodeValues.removeAll()
        heldListValues.removeAll()
      }
    }
    #expect(fast.tree.slotRefillCount > 1_000)
  }
}
