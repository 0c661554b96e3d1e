import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@MainActor
@Suite struct LayerHierarchyTests {
  /// A layer with a name, for readable expectations.
  private func layer(_ name: String) -> Layer {
    let layer = Layer()
    layer.name = name
    return layer
  }

  private func names(_ layers: [Layer]) -> [String] {
    layers.map { $0.name ?? "?" }
  }

  @Test func addSublayerAppendsAndSetsTheSuperlayer() {
    let parent = layer("parent")
    let a = layer("a")
    let b = layer("b")
    parent.addSublayer(a)
    parent.addSublayer(b)
    #expect(names(parent.sublayers) == ["a", "b"])
    #expect(a.superlayer === parent && b.superlayer === parent)
    #expect(parent.superlayer == nil)
  }

  @Test func addingAnExistingSublayerMovesItToTheFront() {
    let parent = layer("parent")
    let a = layer("a")
    let b = layer("b")
    parent.addSublayer(a)
    parent.addSublayer(b)
    parent.addSublayer(a)
    #expect(names(parent.sublayers) == ["b", "a"])
  }

  @Test func addingALayerWithASuperlayerRemovesItFromTheOldOne() {
    let first = layer("first")
    let second = layer("second")
    let child = layer("child")
    first.addSublayer(child)
    second.addSublayer(child)
    #expect(first.sublayers.isEmpty)
    #expect(names(second.sublayers) == ["child"])
    #expect(child.superlayer === second)
  }

  @Test func insertAtIndexCountsWithoutTheMovedLayer() {
    let parent = layer("parent")
    let a = layer("a")
    let b = layer("b")
    let c = layer("c")
    for child in [a, b, c] {
      parent.addSublayer(child)
    }
    parent.insertSublayer(a, at: 2)
    #expect(names(parent.sublayers) == ["b", "c", "a"])
    parent.insertSublayer(layer("d"), at: 1)
    #expect(names(parent.sublayers) == ["b", "d", "c", "a"])
  }

  @Test func outOfRangeIndicesClampWithAWarning() {
    let parent = layer("parent")
    parent.addSublayer(layer("a"))
    let (_, highWarnings) = withWarningsCaptured { parent.insertSublayer(layer("z"), at: 99) }
    #expect(names(parent.sublayers) == ["a", "z"])
    #expect(highWarnings.count == 1)
    let (_, lowWarnings) = withWarningsCaptured { parent.insertSublayer(layer("y"), at: -5) }
    #expect(names(parent.sublayers) == ["y", "a", "z"])
    #expect(lowWarnings.count == 1)
    let (_, quiet) = withWarningsCaptured { parent.insertSublayer(layer("x"), at: 3) }
    #expect(names(parent.sublayers) == ["y", "a", "z", "x"])
    #expect(quiet.isEmpty)
  }

  @Test func insertAboveAndBelowASibling() {
    let parent = layer("parent")
    let a = layer("a")
    let b = layer("b")
    parent.addSublayer(a)
    parent.addSublayer(b)
    parent.insertSublayer(layer("overA"), above: a)
    parent.insertSublayer(layer("underA"), below: a)
    parent.insertSublayer(layer("overB"), above: b)
    #expect(names(parent.sublayers) == ["underA", "a", "overA", "b", "overB"])
    // Moving an existing sublayer relative to another one.
    parent.insertSublayer(b, below: a)
    #expect(names(parent.sublayers) == ["underA", "b", "a", "overA", "overB"])
    parent.insertSublayer(b, above: parent.sublayers[4])
    #expect(names(parent.sublayers) == ["underA", "a", "overA", "overB", "b"])
  }

  @Test func nilSiblingsAppendOrInsertAtTheBackQuietly() {
    let parent = layer("parent")
    parent.addSublayer(layer("a"))
    let (_, warnings) = withWarningsCaptured {
      parent.insertSublayer(layer("top"), above: nil)
      parent.insertSublayer(layer("bottom"), below: nil)
    }
    #expect(names(parent.sublayers) == ["bottom", "a", "top"])
    #expect(warnings.isEmpty)
  }

  @Test func foreignSiblingsFallBackWithAWarning() {
    let parent = layer("parent")
    parent.addSublayer(layer("a"))
    let stranger = layer("stranger")
    let (_, warnings) = withWarningsCaptured {
      parent.insertSublayer(layer("top"), above: stranger)
      parent.insertSublayer(layer("bottom"), below: stranger)
    }
    #expect(names(parent.sublayers) == ["bottom", "a", "top"])
    #expect(warnings.count == 2)
    #expect(stranger.superlayer == nil)
  }

  @Test func insertingALayerNextToItselfLeavesItInPlace() {
    let parent = layer("parent")
    let a = layer("a")
    parent.addSublayer(a)
    parent.addSublayer(layer("b"))
    parent.insertSublayer(a, above: a)
    parent.insertSublayer(a, below: a)
    #expect(names(parent.sublayers) == ["a", "b"])
  }

  @Test func cyclesAreIgnoredWithAWarning() {
    let grandparent = layer("grandparent")
    let parent = layer("parent")
    let child = layer("child")
    grandparent.addSublayer(parent)
    parent.addSublayer(child)
    let (_, warnings) = withWarningsCaptured {
      child.addSublayer(grandparent)
      parent.addSublayer(parent)
      child.insertSublayer(parent, at: 0)
      child.insertSublayer(grandparent, above: nil)
    }
    #expect(warnings.count == 4)
    #expect(grandparent.superlayer == nil)
    #expect(names(grandparent.sublayers) == ["parent"])
    #expect(names(parent.sublayers) == ["child"])
    #expect(child.sublayers.isEmpty)
    #expect(child.root === grandparent)
  }

  @Test func removeFromSuperlayerDetaches() {
    let parent = layer("parent")
    let a = layer("a")
    parent.addSublayer(a)
    parent.addSublayer(layer("b"))
    a.removeFromSuperlayer()
    #expect(names(parent.sublayers) == ["b"])
    #expect(a.superlayer == nil)
    a.removeFromSuperlayer()  // no superlayer: nothing happens
    #expect(a.superlayer == nil)
  }

  @Test func removedLayersAreFreedWhenNothingElseHoldsThem() {
    let parent = layer("parent")
    weak var weakChild: Layer?
    do {
      let child = Layer()
      weakChild = child
      parent.addSublayer(child)
    }
    #expect(weakChild != nil)
    weakChild?.removeFromSuperlayer()
    #expect(weakChild == nil)
  }

  @Test func replaceSublayerTakesTheOldIndex() {
    let parent = layer("parent")
    let a = layer("a")
    let b = layer("b")
    let c = layer("c")
    for child in [a, b, c] {
      parent.addSublayer(child)
    }
    let other = layer("other")
    let fresh = layer("fresh")
    other.addSublayer(fresh)
    parent.replaceSublayer(b, with: fresh)
    #expect(names(parent.sublayers) == ["a", "fresh", "c"])
    #expect(b.superlayer == nil && fresh.superlayer === parent && other.sublayers.isEmpty)
    // Replacing with a sibling: the sibling leaves its place first.
    parent.replaceSublayer(c, with: a)
    #expect(names(parent.sublayers) == ["fresh", "a"])
    parent.replaceSublayer(a, with: a)
    #expect(names(parent.sublayers) == ["fresh", "a"])
  }

  @Test func badReplacementsAreIgnoredWithAWarning() {
    let root = layer("root")
    let child = layer("child")
    root.addSublayer(child)
    let (_, warnings) = withWarningsCaptured {
      root.replaceSublayer(layer("stranger"), with: layer("x"))
      child.replaceSublayer(child, with: root)
    }
    #expect(warnings.count == 2)
    #expect(names(root.sublayers) == ["child"])
    let leaf = layer("leaf")
    child.addSublayer(leaf)
    let (_, cycle) = withWarningsCaptured { child.replaceSublayer(leaf, with: root) }
    #expect(cycle.count == 1)
    #expect(leaf.superlayer === child && root.superlayer == nil)
  }

  @Test func changesBumpTheChangeCountOfEveryAffectedLayer() {
    let first = layer("first")
    let second = layer("second")
    let child = layer("child")
    let counts = { [first.changeCount, second.changeCount, child.changeCount] }
    var before = counts()
    first.addSublayer(child)
    #expect(zip(counts(), before).map { $0 != $1 } == [true, false, true])
    before = counts()
    second.addSublayer(child)
    #expect(zip(counts(), before).map { $0 != $1 } == [true, true, true])
    before = counts()
    child.removeFromSuperlayer()
    #expect(zip(counts(), before).map { $0 != $1 } == [false, true, true])
    before = counts()
    _ = withWarningsCaptured { child.addSublayer(child) }
    #expect(counts() == before)
  }

  @Test func changeCountWrapsInsteadOfTrapping() {
    let parent = layer("parent")
    parent.changeCount = .max
    parent.addSublayer(Layer())
    #expect(parent.changeCount == 0)
  }

  @Test func rootIsTheTopmostAncestor() {
    let root = layer("root")
    let middle = layer("middle")
    let leaf = layer("leaf")
    root.addSublayer(middle)
    middle.addSublayer(leaf)
    #expect(leaf.root === root && middle.root === root && root.root === root)
  }

  @Test func namedSearchIsDepthFirst() {
    let root = layer("root")
    let a = layer("x")
    let aChild = layer("x")
    let b = layer("b")
    let bChild = layer("x")
    root.addSublayer(a)
    a.addSublayer(aChild)
    root.addSublayer(b)
    b.addSublayer(bChild)
    let found = root.sublayers(named: "x")
    #expect(found.count == 3)
    #expect(found[0] === a && found[1] === aChild && found[2] === bChild)
    #expect(root.firstSublayer(named: "x") === a)
    #expect(b.firstSublayer(named: "x") === bChild)
    #expect(root.firstSublayer(named: "root") == nil)
    #expect(root.sublayers(named: "nobody").isEmpty)
  }

  @Test func deepTreesDoNotOverflowTheSearch() {
    let root = Layer()
    var current = root
    for _ in 0..<5_000 {
      let next = Layer()
      current.addSublayer(next)
      current = next
    }
    current.name = "bottom"
    #expect(root.firstSublayer(named: "bottom") === current)
    #expect(current.root === root)
  }
}
