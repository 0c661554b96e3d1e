import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeLayers

/// The invariants that debug builds check after each layer's update (see
/// `LayerTree.invariantViolations(of:node:)`): they hold through frames of
/// animating and rearranged layers, and the check names what is broken.
@MainActor
@Suite(.isolatedLayerContext) struct LayerTreeInvariantTests {
  /// A root with three animating leaves, a reordered one and a mask, run
  /// for `frames` frames.
  private func makeTree(frames: Int) -> (Layer, [Layer], LayerTree) {
    let root = Layer()
    root.delegate = NoImplicitAnimations.shared
    let leaves = (0..<4).map { _ in Layer() }
    for (index, leaf) in leaves.enumerated() {
      leaf.delegate = NoImplicitAnimations.shared
      root.addSublayer(leaf)
      guard index < 3 else { continue }
      let move = BasicAnimation(
        keyPath: \.position, from: Point(x: 0, y: 0), to: Point(x: 100, y: Double(index)))
      move.duration = 1
      move.repeatCount = .infinity
      leaf.add(move, forKey: "move")
    }
    leaves[3].zPosition = -1
    root.mask = Layer()
    let tree = LayerTree(rootLayer: root)
    for step in 0..<frames { tree.frame(at: Double(step) / 60) }
    return (root, leaves, tree)
  }

  @Test func theyHoldThroughFramesOfAnimatingLayers() throws {
    let (root, leaves, tree) = makeTree(frames: 30)
    for layer in [root] + leaves {
      let node = try #require(layer.cachedRenderLayer)
      #expect(tree.invariantViolations(of: layer, node: node) == [])
    }
    // The reordered leaf is drawn first: slot 0 holds its node.
    #expect(tree.lastSnapshot?.root.sublayers.first === leaves[3].cachedRenderLayer)
  }

  @Test func aNodeThatIsAlsoTheSpareIsNamed() throws {
    let (_, leaves, tree) = makeTree(frames: 5)
    let node = try #require(leaves[0].cachedRenderLayer)
    leaves[0].spareRenderLayer = node
    let violations = tree.invariantViolations(of: leaves[0], node: node)
    #expect(violations.contains { $0.contains("also its spare") })
  }

  @Test func anotherLayersNodeAndAStaleSlotAreNamed() throws {
    let (root, leaves, tree) = makeTree(frames: 5)
    let stranger = try #require(leaves[1].cachedRenderLayer)
    let violations = tree.invariantViolations(of: leaves[0], node: stranger)
    #expect(violations.contains { $0.contains("not its current node") })
    #expect(violations.contains { $0.contains("is layer \(leaves[1].layerID)'s") })
    // A root whose slot 1 held another leaf's node.
    let rootNode = try #require(root.cachedRenderLayer)
    rootNode.storedSublayers.swapAt(1, 2)
    let rootViolations = tree.invariantViolations(of: root, node: rootNode)
    #expect(rootViolations.contains { $0.contains("slot 1 does not hold") })
    #expect(rootViolations.contains { $0.contains("slot 2 does not hold") })
    rootNode.storedSublayers.swapAt(1, 2)
  }

  @Test func linksFollowMovesAndMasksAndMarkEveryAncestor() throws {
    let (root, leaves, tree) = makeTree(frames: 3)
    let group = Layer()
    let inner = Layer()
    root.addSublayer(group)
    group.addSublayer(inner)
    inner.addSublayer(leaves[3])
    let mask = Layer()
    group.mask = mask
    tree.frame(at: 0.1)
    for layer in [root, group, inner, mask] + leaves {
      let node = try #require(layer.cachedRenderLayer)
      #expect(tree.invariantViolations(of: layer, node: node) == [])
    }
    #expect(leaves[3].parentLink === inner.ownLink)
    #expect(mask.parentLink === group.ownLink)
    #expect(inner.ownLink?.up === group.ownLink && group.ownLink?.up === root.ownLink)
    // A change three levels down marks each ancestor, and the frame shows it.
    tree.frame(at: 0.2)
    #expect(!group.subtreeNeedsUpdate && !inner.subtreeNeedsUpdate)
    Transaction.perform(disableActions: true) { leaves[3].position = Point(x: 42, y: 7) }
    #expect(inner.subtreeNeedsUpdate && group.subtreeNeedsUpdate && root.subtreeNeedsUpdate)
    tree.frame(at: 0.3)
    #expect(leaves[3].presentation().position == Point(x: 42, y: 7))
    // Taken out, its link is gone; a mask removed lets go of its owner's.
    leaves[3].removeFromSuperlayer()
    group.mask = nil
    #expect(leaves[3].parentLink == nil && mask.parentLink == nil)
  }

  @Test func aBrokenLinkAndAWrongStampAreNamed() throws {
    let (_, leaves, tree) = makeTree(frames: 5)
    let node = try #require(leaves[3].cachedRenderLayer)
    let link = leaves[3].parentLink
    leaves[3].parentLink = SublayerLink(up: nil)
    #expect(
      tree.invariantViolations(of: leaves[3], node: node).contains {
        $0.contains("parent link is not")
      })
    leaves[3].parentLink = link
    node.modelStamp = leaves[3].modelStamp
    node.storedProperties.opacity = 0.5
    #expect(
      tree.invariantViolations(of: leaves[3], node: node).contains { $0.contains("stamp says") })
  }
}
