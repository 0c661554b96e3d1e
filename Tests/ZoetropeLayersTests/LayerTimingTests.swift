import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeLayers

@MainActor
@Suite struct LayerTimingTests {
  @Test func convertsTimeThroughTheHierarchy() {
    let root = Layer()
    let child = Layer()
    let grandchild = Layer()
    root.addSublayer(child)
    child.addSublayer(grandchild)
    child.beginTime = 2
    child.speed = 2
    grandchild.timeOffset = 1
    // global 5 → child (5 − 2) × 2 = 6 → grandchild 6 + 1 = 7
    #expect(grandchild.convertTime(5, from: nil) == 7)
    #expect(grandchild.convertTime(7, to: nil) == 5)
    #expect(child.convertTime(6, to: grandchild) == 7)
    #expect(grandchild.convertTime(7, to: child) == 6)
    #expect(root.convertTime(3, from: nil) == 3)
  }

  @Test func doubleSpeedSubtreeRunsTwiceAsFast() {
    let root = Layer()
    root.delegate = NoImplicitAnimations.shared
    let child = Layer()
    child.delegate = NoImplicitAnimations.shared
    root.addSublayer(child)
    root.speed = 2
    let tree = LayerTree(rootLayer: root)
    let fade = BasicAnimation(keyPath: \.opacity, from: 1.0, to: 0.0)
    fade.duration = 1
    tree.frame(at: 0)
    child.add(fade, forKey: "fade")
    tree.frame(at: 0)
    tree.frame(at: 0.25)
    #expect(abs(child.presentation().opacity - 0.5) < 1e-9)
  }

  @Test func additiveSpringRetargetKeepsVelocityContinuous() {
    let layer = Layer()
    layer.delegate = NoImplicitAnimations.shared
    let tree = LayerTree(rootLayer: layer)
    // UIKit's retargeting: each model change adds an additive spring from
    // (old − new) to zero; running ones keep going.
    func retarget(to x: Double) {
      let old = layer.position
      layer.position = Point(x: x, y: 0)
      let spring = SpringAnimation(
        keyPath: \.position, from: Point(x: old.x - x, y: 0), to: .zero)
      spring.isAdditive = true
      layer.add(spring, forKey: nil)
    }
    tree.frame(at: 0)
    retarget(to: 100)
    let h = 1.0 / 1_000
    var samples: [Double] = []
    var time = 0.0
    for _ in 0..<300 {
      time += h
      if abs(time - 0.15) < h / 2 { retarget(to: 40) }
      tree.frame(at: time)
      samples.append(layer.presentation().position.x)
    }
    // Velocity by finite differences either side of the change at 0.15 s.
    let index = 150
    let before = (samples[index - 1] - samples[index - 2]) / h
    let after = (samples[index] - samples[index - 1]) / h
    #expect(abs(after - before) < 0.02 * max(abs(before), 1))
    // Position continuous too.
    #expect(abs(samples[index] - samples[index - 1]) < abs(before) * h * 1.5 + 1e-9)
  }
}
