import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// `Layer.mask` in the layer model (its place in the tree, its updates and
/// times, bad assignments) and the corner properties.
@MainActor
@Suite struct MaskLayerTests {
  /// A tree with a root, an owner under it and a mask set on the owner,
  /// with implicit animations off.
  func maskedTree() -> (root: Layer, owner: Layer, mask: Layer, tree: LayerTree) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let owner = Layer()
    owner.frame = Rect(x: 10, y: 10, width: 50, height: 50)
    root.addSublayer(owner)
    let mask = Layer()
    mask.frame = Rect(x: 0, y: 0, width: 20, height: 20)
    mask.backgroundColor = .black
    owner.mask = mask
    Transaction.commit()
    return (root, owner, mask, LayerTree(rootLayer: root))
  }

  @Test func maskIsNotASublayerAndTravelsInTheSnapshot() {
    let (_, owner, mask, tree) = maskedTree()
    #expect(owner.mask === mask)
    #expect(mask.superlayer == nil)
    #expect(mask.maskedLayer === owner)
    #expect(owner.sublayers.isEmpty)
    let snapshot = tree.frame(at: 0)
    let node = snapshot.root.sublayers[0]
    #expect(node.hasMask)
    #expect(node.mask?.layerID == mask.layerID)
    #expect(node.mask?.properties.bounds == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(node.sublayers.isEmpty)
  }

  @Test func maskAnimationsRunOnTheOwnersTime() {
    let (_, owner, mask, tree) = maskedTree()
    owner.speed = 2
    _ = tree.frame(at: 0)
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 100)
    move.duration = 1
    mask.add(move, forKey: "move")
    let first = tree.frame(at: 1)
    let start = first.root.sublayers[0].mask?.properties.position.x
    let second = tree.frame(at: 1.25)
    let later = second.root.sublayers[0].mask?.properties.position.x
    // At double speed a quarter second moves the mask half its way.
    #expect(start == 0)
    #expect(later.map { abs($0 - 50) < 1e-9 } == true)
    #expect(mask.presentation().position.x == later)
    // The owner's node changed with its mask.
    #expect(first.root.sublayers[0] !== second.root.sublayers[0])
    #expect(tree.needsUpdate)
  }

  @Test func changingOnlyTheMaskMarksTheOwnersPathForUpdate() {
    let (root, owner, mask, tree) = maskedTree()
    _ = tree.frame(at: 0)
    #expect(!tree.needsUpdate)
    Transaction.begin()
    Transaction.setDisableActions(true)
    mask.opacity = 0.5
    Transaction.commit()
    #expect(root.subtreeNeedsUpdate)
    #expect(owner.subtreeNeedsUpdate)
    let snapshot = tree.frame(at: 0.1)
    #expect(snapshot.root.sublayers[0].mask?.properties.opacity == 0.5)
  }

  @Test func removingTheMaskClearsItFromTheNextSnapshot() {
    let (_, owner, mask, tree) = maskedTree()
    _ = tree.frame(at: 0)
    owner.mask = nil
    #expect(mask.maskedLayer == nil)
    let snapshot = tree.frame(at: 0.1)
    #expect(!snapshot.root.sublayers[0].hasMask)
  }

  @Test func aLayerAsItsOwnMaskIsRefused() {
    let layer = Layer()
    let (_, warnings) = withWarningsCaptured { layer.mask = layer }
    #expect(layer.mask == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("cycle") == true)
  }

  @Test func maskCyclesAreRefusedAndTheTreeStillUpdates() {
    let (root, owner, mask, tree) = maskedTree()
    // The owner as the mask of its mask.
    var (_, warnings) = withWarningsCaptured { mask.mask = owner }
    #expect(mask.mask == nil)
    #expect(warnings.count == 1)
    // An ancestor as the mask of its descendant.
    (_, warnings) = withWarningsCaptured { owner.mask = root }
    #expect(owner.mask === mask)
    #expect(warnings.count == 1)
    // The owner added under its own mask.
    (_, warnings) = withWarningsCaptured { mask.addSublayer(owner) }
    #expect(owner.superlayer === root)
    #expect(warnings.count == 1)
    // A deeper cycle: the mask's mask's sublayer.
    let inner = Layer()
    let innerChild = Layer()
    inner.addSublayer(innerChild)
    mask.mask = inner
    (_, warnings) = withWarningsCaptured { innerChild.mask = owner }
    #expect(innerChild.mask == nil)
    #expect(warnings.count == 1)
    // The frame finishes.
    let snapshot = tree.frame(at: 0)
    #expect(snapshot.root.sublayers[0].mask?.mask?.sublayers.count == 1)
  }

  @Test func aMaskWithASuperlayerLeavesItWithAWarning() {
    let (root, owner, _, _) = maskedTree()
    let other = Layer()
    root.addSublayer(other)
    let (_, warnings) = withWarningsCaptured { owner.mask = other }
    #expect(warnings.count == 1)
    #expect(other.superlayer == nil)
    #expect(owner.mask === other)
    #expect(!root.sublayers.contains { $0 === other })
  }

  @Test func aMaskMovesFromOneOwnerToAnother() {
    let (root, owner, mask, _) = maskedTree()
    let second = Layer()
    root.addSublayer(second)
    let (_, warnings) = withWarningsCaptured { second.mask = mask }
    #expect(warnings.count == 1)
    #expect(owner.mask == nil)
    #expect(second.mask === mask)
    #expect(mask.maskedLayer === second)
  }

  @Test func addingAMaskAsASublayerTakesItOffItsOwner() {
    let (root, owner, mask, _) = maskedTree()
    let (_, warnings) = withWarningsCaptured { root.addSublayer(mask) }
    #expect(warnings.count == 1)
    #expect(owner.mask == nil)
    #expect(mask.maskedLayer == nil)
    #expect(mask.superlayer === root)
  }

  @Test func cornerDefaultsAreCoreAnimationsAndHoldNoBox() {
    let properties = LayerProperties()
    #expect(properties.maskedCorners == .all)
    #expect(properties.cornerCurve == .circular)
    #expect(properties.hasDefaultCorners)
    #expect(!properties.extended.hasStorage)
    var copy = properties
    // Writing a default leaves the box unallocated.
    copy.maskedCorners = .all
    #expect(!copy.extended.hasStorage)
    copy.maskedCorners = [.minXMinY]
    copy.cornerCurve = .continuous
    #expect(copy.extended.hasStorage)
    #expect(!copy.hasDefaultCorners)
    // Corners are not part of a shape's or gradient's backing store.
    #expect(copy.extended.equalsIgnoringShadow(properties.extended))
    #expect(copy != properties)
    #expect(CornerMask(rawValue: 0xFF) == .all)
  }

  @Test func cornerPropertiesMarkTheLayer() {
    let (_, owner, _, tree) = maskedTree()
    _ = tree.frame(at: 0)
    owner.maskedCorners = [.maxXMaxY]
    owner.cornerCurve = .continuous
    #expect(tree.needsUpdate)
    let node = tree.frame(at: 0.1).root.sublayers[0]
    #expect(node.properties.maskedCorners == [.maxXMaxY])
    #expect(node.properties.cornerCurve == .continuous)
  }

  @Test func continuousCornerPathIsSymmetricAndInsideTheRect() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 60)
    let path = Path(roundedRect: rect, cornerRadius: 12, corners: .all, curve: .continuous)
    var points: [Point] = []
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .curve(let point, let control1, let control2):
        points.append(contentsOf: [point, control1, control2])
      case .quadCurve(let point, let control): points.append(contentsOf: [point, control])
      case .closeSubpath: break
      }
    }
    for point in points {
      #expect(point.x >= rect.minX - 1e-9 && point.x <= rect.maxX + 1e-9)
      #expect(point.y >= rect.minY - 1e-9 && point.y <= rect.maxY + 1e-9)
    }
    // Mirrored left to right and top to bottom, point for point.
    for point in points {
      let mirrored = Point(x: rect.minX + rect.maxX - point.x, y: point.y)
      #expect(points.contains { abs($0.x - mirrored.x) < 1e-9 && abs($0.y - mirrored.y) < 1e-9 })
      let flipped = Point(x: point.x, y: rect.minY + rect.maxY - point.y)
      #expect(points.contains { abs($0.x - flipped.x) < 1e-9 && abs($0.y - flipped.y) < 1e-9 })
    }
    // The curve starts 1.528665 radii from each corner.
    #expect(
      points.contains { abs($0.x - (rect.maxX - 12 * 1.52866483)) < 1e-6 && $0.y == rect.minY })
    // A radius too large for the rect is clamped so corners never meet.
    let clamped = Path.clampedCornerRadius(100, in: rect, curve: .continuous)
    #expect(abs(clamped * Path.continuousCornerExtent - 30) < 1e-9)
    #expect(Path.clampedCornerRadius(.nan, in: rect, curve: .continuous) == 0)
    #expect(Path.clampedCornerRadius(-4, in: rect, curve: .circular) == 0)
  }
}
