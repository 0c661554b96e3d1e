import Testing
import ZoetropeAnimation
import ZoetropeTesting

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// Key times that do not fit a keyframe animation's values, added to a
/// layer: attached, timed as Core Animation times them (evenly spaced).
@MainActor
@Suite(.isolatedLayerContext) struct KeyframeKeyTimesTests {
  @Test func oneKeyTimeMoreThanValuesIsAttachedAndMovesTheLayer() {
    // A shake as ported UIKit libraries write it: 6 key times for 5 values.
    let layer = Layer()
    layer.delegate = NoImplicitAnimations.shared
    layer.position = Point(x: 100, y: 50)
    let tree = LayerTree(rootLayer: layer)
    tree.frame(at: 0)
    let shake = KeyframeAnimation(keyPath: \.position.x, values: [0, 30, -30, 30, 0])
    shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
    shake.isAdditive = true
    shake.duration = 1
    let (_, warnings) = withWarningsCaptured { layer.add(shake, forKey: "shake") }
    #expect(layer.animationKeys() == ["shake"])
    #expect(warnings.count == 1 && warnings[0].contains("evenly spaced"), "\(warnings)")
    // The user's animation keeps its key times; the layer's copy drops them.
    #expect(shake.keyTimes?.count == 6)
    tree.frame(at: 1)
    var xs: [Double] = []
    for time in [1.125, 1.25, 1.5, 1.75] {
      tree.frame(at: time)
      xs.append(layer.presentation().position.x)
    }
    // Evenly spaced: 30 at a quarter, -30 at half, 30 at three quarters.
    let expected = [115.0, 130, 70, 130]
    for (x, want) in zip(xs, expected) {
      #expect(abs(x - want) < 1e-9, "\(xs)")
    }
  }
}
