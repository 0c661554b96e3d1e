import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeLayers

/// The animation tracks (`AnimationTrack`).
///
/// A frame that refills a render node in place writes a layer's one
/// running basic animation from numbers packed beside the layer's
/// fields. Every scene runs twice, on a tree
/// that refills in place and takes the tracks and on one that evaluates
/// every changed layer in full (`LayerTree.refillsInPlace` off), with the
/// same changes at the same frames; every layer's presentation, and every
/// start and stop reported, must be the same, number for number.
@MainActor
@Suite(.isolatedLayerContext) struct LayerTreeTrackTests {
  /// Two groups of four layers under a root, and what their animations
  /// reported.
  @MainActor final class Scene {
    let root = Layer()
    let groups = [Layer(), Layer()]
    var layers: [Layer] = []
    let tree: LayerTree
    var events: [String] = []

    init() {
      for (index, group) in groups.enumerated() {
        root.addSublayer(group)
        for item in 0..<4 {
          let layer = Layer()
          layer.name = "\(index)-\(item)"
          layer.delegate = NoImplicitAnimations.shared
          Transaction.perform(disableActions: true) {
            layer.bounds = Rect(x: 0, y: 0, width: 10 + Double(item), height: 10)
            layer.position = Point(x: 5 * Double(item), y: 7)
            layer.opacity = 0.9
            layer.backgroundColor = .black
          }
          group.addSublayer(layer)
          layers.append(layer)
        }
      }
      tree = LayerTree(rootLayer: root)
    }

    /// Every layer of the scene, the root and groups included.
    var everyLayer: [Layer] { [root] + groups + layers }

    /// Adds an animation that logs its start and stop.
    func add(_ animation: Animation, to index: Int, forKey key: String) {
      let name = "\(index).\(key)"
      animation.onStart = { [weak self] in self?.events.append("start \(name)") }
      animation.onStop = { [weak self] finished in
        self?.events.append("stop \(name) \(finished)")
      }
      layers[index].add(animation, forKey: key)
    }
  }

  /// The numbers of presentation values, for comparing them bit for bit
  /// (`==` takes −0 for 0).
  private func numbers(_ properties: LayerProperties) -> [UInt64] {
    let t = properties.transform
    let c = properties.backgroundColor
    return [
      properties.bounds.origin.x, properties.bounds.origin.y, properties.bounds.size.width,
      properties.bounds.size.height, properties.position.x, properties.position.y,
      properties.anchorPoint.x, properties.anchorPoint.y, t.a, t.b, t.c, t.d, t.tx, t.ty,
      properties.opacity, properties.cornerRadius, properties.borderWidth,
      properties.zPosition, c.red, c.green, c.blue, c.alpha,
    ].map(\.bitPattern)
  }

  /// Runs a scene on both trees at the given times, making the changes
  /// listed for a frame before it, and compares every frame.
  ///
  /// - Returns: How many nodes the fast tree's tracks wrote.
  @discardableResult
  private func compare(
    times: [Double], setUp: (Scene) -> Void, changes: [Int: (Scene) -> Void] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    let fast = Scene()
    let full = Scene()
    full.tree.refillsInPlace = false
    setUp(fast)
    setUp(full)
    for (frame, time) in times.enumerated() {
      if let change = changes[frame] {
        change(fast)
        change(full)
      }
      let fastSnapshot = fast.tree.frame(at: time)
      let fullSnapshot = full.tree.frame(at: time)
      for (shown, expected) in zip(fast.everyLayer, full.everyLayer) {
        let same =
          shown.presentation() == expected.presentation()
          && numbers(shown.presentation()) == numbers(expected.presentation())
        #expect(
          same, "frame \(frame) at \(time), layer \(shown.name ?? "")",
          sourceLocation: sourceLocation)
      }
      let sameNodes = snapshotNumbers(fastSnapshot.root) == snapshotNumbers(fullSnapshot.root)
      #expect(sameNodes, "frame \(frame)", sourceLocation: sourceLocation)
      #expect(fast.events == full.events, "frame \(frame)", sourceLocation: sourceLocation)
    }
    #expect(full.tree.trackRefillCount == 0, sourceLocation: sourceLocation)
    return fast.tree.trackRefillCount
  }

  /// The numbers of every node of a snapshot, depth first.
  private func snapshotNumbers(_ node: RenderLayer) -> [UInt64] {
    node.sublayers.reduce(numbers(node.properties) + [UInt64(node.sublayers.count)]) {
      $0 + snapshotNumbers($1)
    }
  }

  /// 60 Hz frames from 0 to `end`, with the times in `exact` in order
  /// among them.
  private func frames(to end: Double, exact: [Double] = []) -> [Double] {
    (Array(stride(from: 0, through: end, by: 1.0 / 60)) + exact).sorted()
  }

  private func basic<Value: Interpolatable>(
    _ keyPath: WritableKeyPath<LayerProperties, Value>, from: Value? = nil, to: Value? = nil,
    by: Value? = nil, duration: Double = 1, function: TimingFunction = .easeInEaseOut
  ) -> BasicAnimation<Value> {
    let animation = BasicAnimation(keyPath: keyPath, from: from, to: to, by: by)
    animation.duration = duration
    animation.timingFunction = function
    return animation
  }

  @Test func repeatingAnimationsOfEveryTrackedTypeMatch() {
    let written = compare(
      times: frames(to: 3, exact: [0.5, 1, 1.5, 2, 2.5, 0.75, 1.25]),
      setUp: { scene in
        let move = basic(\.position, from: Point(x: 0, y: 0), to: Point(x: 10, y: 30))
        move.repeatCount = .infinity
        move.autoreverses = true
        scene.add(move, to: 0, forKey: "move")
        let fade = basic(\.opacity, from: 0.1, to: 0.8, duration: 0.25)
        fade.repeatCount = 7
        scene.add(fade, to: 1, forKey: "fade")
        let grow = basic(
          \.bounds.size, from: Size(width: 1, height: 2), to: Size(width: 30, height: -4))
        grow.repeatCount = .infinity
        grow.timingFunction = .linear
        scene.add(grow, to: 2, forKey: "grow")
        let frame = basic(
          \.bounds, from: Rect(x: -1, y: 2, width: 3, height: 4),
          to: Rect(x: 5, y: 5, width: 0, height: 40), duration: 0.5)
        frame.repeatCount = .infinity
        frame.autoreverses = true
        frame.timingFunction = TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
        scene.add(frame, to: 3, forKey: "frame")
        let slide = basic(\.position.x, from: -0.0, to: -0.0, duration: 0.1)
        slide.repeatCount = .infinity
        scene.add(slide, to: 4, forKey: "slide")
        let corner = basic(\.cornerRadius, from: 3, to: 3)
        corner.repeatDuration = 2.2
        scene.add(corner, to: 5, forKey: "corner")
      })
    #expect(written > 500)
  }

  @Test func byValuesCumulativeRepeatsOffsetsAndFillsMatch() {
    let written = compare(
      times: frames(to: 4, exact: [0.3, 0.6, 0.9, 1.2, 2.4]),
      setUp: { scene in
        let step = basic(\.position.y, from: 2, by: 10, duration: 0.3)
        step.isCumulative = true
        step.repeatCount = 5
        step.autoreverses = true
        scene.add(step, to: 0, forKey: "step")
        let back = basic(\.position, to: Point(x: 40, y: 40), by: Point(x: 10, y: -5))
        back.isCumulative = true
        back.repeatCount = 2.5
        back.fillMode = .forwards
        back.isRemovedOnCompletion = false
        scene.add(back, to: 1, forKey: "back")
        let offset = basic(\.opacity, from: 0, to: 1, duration: 0.4)
        offset.timeOffset = 0.3
        offset.repeatCount = 4
        scene.add(offset, to: 2, forKey: "offset")
        let later = basic(\.position.x, from: 0, to: 50)
        later.beginTime = 0.5
        later.fillMode = .both
        scene.add(later, to: 3, forKey: "later")
        let reverse = basic(\.position.x, from: 0, to: 50)
        reverse.speed = -1
        reverse.fillMode = .both
        reverse.repeatCount = 3
        scene.add(reverse, to: 4, forKey: "reverse")
        let fast = basic(\.position.x, from: 0, to: 50)
        fast.speed = 2.5
        fast.repeatCount = 3
        scene.add(fast, to: 5, forKey: "fast")
        let exact = basic(\.position.x, from: 0, to: 1, duration: 0.1, function: .linear)
        exact.repeatCount = 3
        exact.fillMode = .forwards
        exact.isRemovedOnCompletion = false
        scene.add(exact, to: 6, forKey: "exact")
      })
    #expect(written > 300)
  }

  @Test func opacityOutsideZeroToOneAndOverflowingValuesMatch() {
    compare(
      times: frames(to: 2),
      setUp: { scene in
        let over = basic(
          \.opacity, from: 0.2, to: 1,
          function: TimingFunction(controlPoints: 0.3, 1.8, 0.6, 1.4))
        over.repeatCount = .infinity
        scene.add(over, to: 0, forKey: "over")
        let huge = basic(\.position.x, from: -1e308, to: 1e308)
        huge.repeatCount = .infinity
        scene.add(huge, to: 1, forKey: "huge")
        let large = basic(\.position.x, from: 1e308, by: 1e308)
        large.isCumulative = true
        large.repeatCount = .infinity
        scene.add(large, to: 2, forKey: "large")
      })
  }

  @Test func animationsTheTracksLeaveAloneStillMatch() {
    let written = compare(
      times: frames(to: 2),
      setUp: { scene in
        let spring = SpringAnimation(keyPath: \.position.y, from: 0, to: 100)
        spring.repeatCount = .infinity
        scene.add(spring, to: 0, forKey: "spring")
        let additive = basic(\.position.x, from: -5, to: 5)
        additive.isAdditive = true
        additive.repeatCount = .infinity
        scene.add(additive, to: 1, forKey: "additive")
        let toOnly = basic(\.position.x, to: 50)
        toOnly.repeatCount = .infinity
        scene.add(toOnly, to: 2, forKey: "to")
        let color = basic(\.backgroundColor, from: .black, to: .white)
        color.repeatCount = .infinity
        scene.add(color, to: 3, forKey: "color")
        let spin = basic(\.transform.rotation, from: 0, to: 3)
        spin.repeatCount = .infinity
        scene.add(spin, to: 4, forKey: "spin")
        let path = KeyframeAnimation(keyPath: \.position.x)
        path.values = [0, 10, 5]
        path.repeatCount = .infinity
        scene.add(path, to: 5, forKey: "path")
        let steps = basic(\.position.x, from: 0, to: 10, function: .steps(4))
        steps.repeatCount = .infinity
        scene.add(steps, to: 6, forKey: "steps")
        let first = basic(\.position.x, from: 0, to: 10)
        first.repeatCount = .infinity
        scene.add(first, to: 7, forKey: "first")
        let second = basic(\.opacity, from: 0, to: 1)
        second.repeatCount = .infinity
        scene.add(second, to: 7, forKey: "second")
      })
    // None of them is one a track covers.
    #expect(written == 0)
  }

  @Test func changesBetweenFramesMatch() {
    let loop = { (scene: Scene, index: Int) in
      let move = self.basic(\.position, from: Point(x: 0, y: 0), to: Point(x: 20, y: 10))
      move.repeatCount = .infinity
      move.autoreverses = true
      scene.add(move, to: index, forKey: "move")
    }
    let written = compare(
      times: frames(to: 4),
      setUp: { scene in for index in 0..<8 { loop(scene, index) } },
      changes: [
        // A second animation, then the first removed, then the second.
        10: { $0.add(self.basic(\.opacity, from: 0, to: 1), to: 0, forKey: "fade") },
        20: { $0.layers[0].removeAnimation(forKey: "move") },
        30: { $0.layers[0].removeAnimation(forKey: "fade") },
        // The layer's own clock.
        12: { $0.layers[1].speed = 2 },
        14: { $0.layers[1].timeOffset = 0.3 },
        16: { $0.layers[1].beginTime = 0.1 },
        18: { $0.groups[1].speed = 0.5 },
        // The animation's clock: paused, then playing linearly backwards.
        22: {
          $0.layers[2].setAnimationClock(
            forKey: "move", beginTime: 0, speed: 0, timeOffset: 0.4, linearProgress: false)
        },
        26: {
          $0.layers[2].setAnimationClock(
            forKey: "move", beginTime: 0.4, speed: -1, timeOffset: 0.9, linearProgress: true)
        },
        40: {
          $0.layers[2].setAnimationClock(
            forKey: "move", beginTime: 0.7, speed: 1, timeOffset: 0.1, linearProgress: true)
        },
        // Model values, the animated one and others.
        24: { scene in
          Transaction.perform(disableActions: true) {
            scene.layers[3].position = Point(x: 99, y: 99)
            scene.layers[3].bounds = Rect(x: 0, y: 0, width: 3, height: 3)
          }
        },
        25: { scene in
          Transaction.perform(disableActions: true) { scene.layers[3].opacity = 0.5 }
        },
        // Replaced under its key; the attached copy changed.
        28: { loop($0, 4) },
        32: { ($0.layers[4].animation(forKey: "move") as? BasicAnimation<Point>)?.toValue = .zero },
        34: {
          ($0.layers[4].animation(forKey: "move") as? BasicAnimation<Point>)?.isCumulative = true
        },
        36: { $0.layers[4].animation(forKey: "move")?.mediaTiming.autoreverses = false },
        38: {
          ($0.layers[4].animation(forKey: "move") as? BasicAnimation<Point>)?.keyPath =
            \.anchorPoint
        },
        // Reparented into the slower group, and back.
        42: { $0.groups[1].addSublayer($0.layers[5]) },
        50: { $0.groups[0].insertSublayer($0.layers[5], at: 0) },
        // A sublayer and a mask on an animating leaf, then taken away.
        44: { $0.layers[6].addSublayer(Layer()) },
        48: { $0.layers[6].sublayers.first?.removeFromSuperlayer() },
        46: { $0.layers[7].mask = Layer() },
        52: { $0.layers[7].mask = nil },
        // The same animation again, later: the same timing from another
        // begin time, beside layers still on the first.
        54: { loop($0, 0) },
        56: { loop($0, 6) },
      ])
    #expect(written > 500)
  }
}
