import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@MainActor
@Suite("Contents filters")
struct ContentsFilterTests {
  @Test func namesAreCoreAnimations() {
    #expect(ContentsFilter.allCases.map(\.description) == ["linear", "nearest", "trilinear"])
    #expect(Set(ContentsFilter.allCases).count == 3)
  }

  @Test func defaultsAreLinearLikeCALayer() {
    let properties = LayerProperties()
    #expect(properties.minificationFilter == .linear)
    #expect(properties.magnificationFilter == .linear)
    let layer = Layer()
    #expect(layer.minificationFilter == .linear)
    #expect(layer.magnificationFilter == .linear)
  }

  @Test func settingChangesTheModelWithoutAnimating() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    layer.bounds = Rect(x: 0, y: 0, width: 16, height: 16)
    tree.frame(at: 0)
    let before = layer.changeCount
    let keys = layer.animationKeys()
    layer.magnificationFilter = .nearest
    layer.minificationFilter = .trilinear
    #expect(layer.magnificationFilter == .nearest)
    #expect(layer.minificationFilter == .trilinear)
    #expect(layer.changeCount != before, "a change is recorded for the next frame")
    #expect(layer.animationKeys() == keys, "filters are not animated implicitly")
    let snapshot = tree.frame(at: 0.1)
    #expect(snapshot.root.properties.magnificationFilter == .nearest)
    #expect(snapshot.root.properties.minificationFilter == .trilinear)
    #expect(layer.presentation().magnificationFilter == .nearest)
  }

  @Test func initWithLayerCopiesTheFilters() {
    let layer = Layer()
    layer.magnificationFilter = .nearest
    layer.minificationFilter = .nearest
    let copy = Layer(layer: layer)
    #expect(copy.magnificationFilter == .nearest)
    #expect(copy.minificationFilter == .nearest)
    copy.minificationFilter = .linear
    #expect(layer.minificationFilter == .nearest, "the copy is independent")
  }

  @Test func keyNamesAreCoreAnimations() {
    #expect(KeyNames.name(for: \LayerProperties.minificationFilter) == "minificationFilter")
    #expect(KeyNames.name(for: \LayerProperties.magnificationFilter) == "magnificationFilter")
  }
}
