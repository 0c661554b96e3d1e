import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// The shadow properties: Core Animation's defaults, the out-of-line box,
/// names, implicit and explicit animations.
@MainActor
@Suite struct ShadowPropertiesTests {
  @Test func defaultsAreCoreAnimationsAndHoldNoBox() {
    let properties = LayerProperties()
    #expect(!properties.extended.hasStorage)
    #expect(properties.shadowColor == .black)
    #expect(properties.shadowOpacity == 0)
    // CALayer's (0, -3): with the y axis pointing down, 3 points up.
    #expect(properties.shadowOffset == Size(width: 0, height: -3))
    #expect(properties.shadowRadius == 3)
    #expect(properties.shadowPath == nil)
    let layer = Layer()
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == Size(width: 0, height: -3))
  }

  @Test func shadowValuesLiveInTheBox() {
    var properties = LayerProperties()
    properties.shadowOpacity = 0.5
    #expect(properties.extended.hasStorage)
    var copy = properties
    copy.shadowRadius = 9
    #expect(properties.shadowRadius == 3)
    #expect(copy.shadowRadius == 9)
    // A shadow change is not a shape change: the backing store's key.
    #expect(properties.extended.equalsIgnoringShadow(LayerProperties().extended))
    copy.lineWidth = 4
    #expect(!copy.extended.equalsIgnoringShadow(properties.extended))
  }

  @Test func keyPathsHaveCoreAnimationNames() {
    #expect(KeyNames.name(for: \LayerProperties.shadowColor) == "shadowColor")
    #expect(KeyNames.name(for: \LayerProperties.shadowOpacity) == "shadowOpacity")
    #expect(KeyNames.name(for: \LayerProperties.shadowOffset) == "shadowOffset")
    #expect(KeyNames.name(for: \LayerProperties.shadowRadius) == "shadowRadius")
    #expect(KeyNames.name(for: \LayerProperties.shadowPath) == "shadowPath")
  }

  @Test func shadowValuesAnimateImplicitlyButNotThePath() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    tree.frame(at: 0)
    layer.shadowOpacity = 0.5
    layer.shadowRadius = 8
    layer.shadowOffset = Size(width: 0, height: 4)
    layer.shadowColor = .red
    for key in ["shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor"] {
      #expect(layer.animation(forKey: key) != nil, "\(key)")
    }
    // As in Core Animation, the path does not animate implicitly.
    layer.shadowPath = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(layer.animation(forKey: "shadowPath") == nil)
    #expect(layer.model.shadowPath == Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)))
  }

  @Test func radiusAndPathAnimateThroughTheTree() {
    let layer = Layer()
    layer.actions = ["shadowPath": .disabled]
    let tree = LayerTree(rootLayer: layer)
    let blur = BasicAnimation(keyPath: \.shadowRadius, from: 0, to: 10)
    blur.duration = 1
    layer.add(blur, forKey: "blur")
    let small: Path? = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    let large: Path? = Path(rect: Rect(x: 0, y: 0, width: 30, height: 50))
    let grow = BasicAnimation(keyPath: \.shadowPath, from: small, to: large)
    grow.duration = 1
    layer.add(grow, forKey: "grow")
    tree.frame(at: 0)
    tree.frame(at: 0.5)
    #expect(abs(layer.presentation().shadowRadius - 5) < 1e-9)
    #expect(layer.presentation().shadowPath == Path(rect: Rect(x: 0, y: 0, width: 20, height: 30)))
    #expect(layer.shadowRadius == 3)
  }

  @Test func aPathFromNilSwitchesAtHalfway() {
    let layer = Layer()
    let tree = LayerTree(rootLayer: layer)
    let path: Path? = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
    let appear = BasicAnimation(keyPath: \.shadowPath, from: nil, to: path)
    appear.duration = 1
    layer.add(appear, forKey: "appear")
    tree.frame(at: 0)
    tree.frame(at: 0.4)
    #expect(layer.presentation().shadowPath == nil)
    tree.frame(at: 0.6)
    #expect(layer.presentation().shadowPath == path)
    // `.zero` where an optional rectangle is expected is still the zero
    // rectangle (Optional is not made Interpolatable).
    let zero: Rect? = .zero
    #expect(zero == Rect.zero)
  }
}
