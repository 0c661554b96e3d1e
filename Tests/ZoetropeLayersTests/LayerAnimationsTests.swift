import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeLayers

/// Adding, replacing and removing animations, and what the presentation
/// shows while they run — all on a tree driven by explicit frame times.
@MainActor
@Suite(.isolatedLayerContext) struct LayerAnimationsTests {

  /// A layer in a tree, with implicit animations off (as for a view's layer).
  private func makeTree() -> (Layer, LayerTree) {
    let layer = Layer()
    layer.delegate = NoImplicitAnimations.shared
    layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    layer.position = Point(x: 0, y: 0)
    return (layer, LayerTree(rootLayer: layer))
  }

  @Test func easeInEaseOutPositionFollowsTheCurve() {
    let (layer, tree) = makeTree()
    let move = BasicAnimation(
      keyPath: \.position, from: Point(x: 0, y: 0), to: Point(x: 200, y: 100))
    move.duration = 2
    move.timingFunction = .easeInEaseOut
    tree.frame(at: 10)
    layer.add(move, forKey: "move")
    for sample in [0.0, 0.5, 1, 1.5, 1.999_999] {
      tree.commit(at: 10 + sample)
      let snapshot = tree.updatePresentation(at: 10 + sample)
      let eased = TimingFunction.easeInEaseOut.value(at: sample / 2)
      let position = layer.presentation().position
      #expect(abs(position.x - 200 * eased) < 1e-9, "x at \(sample) s")
      #expect(abs(position.y - 100 * eased) < 1e-9, "y at \(sample) s")
      #expect(snapshot.root.properties.position == position)
      tree.finishFrame()
    }
    // At its end the animation is over (its active interval excludes the
    // end) and removed after that frame: the model value shows.
    tree.frame(at: 12)
    #expect(layer.presentation().position == Point(x: 0, y: 0))
    tree.frame(at: 12.1)
    #expect(layer.presentation().position == Point(x: 0, y: 0))
    #expect(layer.animationKeys().isEmpty)
  }

  @Test func defaultSnapsBackAndFillForwardsHolds() {
    let (layer, tree) = makeTree()
    let snap = BasicAnimation(keyPath: \.opacity, from: 1.0, to: 0.0)
    snap.duration = 1
    layer.add(snap, forKey: "snap")
    tree.frame(at: 0)
    tree.frame(at: 0.5)
    #expect(abs(layer.presentation().opacity - 0.5) < 1e-9)
    tree.frame(at: 1.5)
    tree.frame(at: 1.6)
    #expect(layer.presentation().opacity == 1)

    let hold = BasicAnimation(keyPath: \.opacity, from: 1.0, to: 0.0)
    hold.duration = 1
    hold.fillMode = .forwards
    hold.isRemovedOnCompletion = false
    layer.add(hold, forKey: "hold")
    tree.frame(at: 2)
    tree.frame(at: 5)
    tree.frame(at: 6)
    #expect(layer.presentation().opacity == 0)
    #expect(layer.animationKeys() == ["hold"])
    #expect(layer.opacity == 1)
  }

  @Test func replacingByKeyReportsTheOldAnimationUnfinished() {
    let (layer, tree) = makeTree()
    var stops: [String] = []
    let first = BasicAnimation(keyPath: \.opacity, from: 1.0, to: 0.0)
    first.duration = 1
    first.onStop = { stops.append("first \($0)") }
    let second = BasicAnimation(keyPath: \.opacity, from: 0.0, to: 1.0)
    second.duration = 1
    second.onStop = { stops.append("second \($0)") }
    layer.add(first, forKey: "fade")
    tree.frame(at: 0)
    layer.add(second, forKey: "fade")
    #expect(stops.isEmpty, "callbacks wait for the end of the frame")
    tree.frame(at: 0.5)
    #expect(stops == ["first false"])
    tree.frame(at: 1.6)
    #expect(stops == ["first false", "second true"])
    #expect(layer.animation(forKey: "fade") == nil)
  }

  @Test func animationIsCopiedWhenAdded() {
    let (layer, tree) = makeTree()
    let fade = BasicAnimation(keyPath: \.opacity, from: 1.0, to: 0.0)
    fade.duration = 1
    layer.add(fade, forKey: "fade")
    fade.duration = 100
    let attached = layer.animation(forKey: "fade")
    #expect(attached !== fade)
    #expect(attached?.duration == 1)
    tree.frame(at: 0)
    tree.frame(at: 0.5)
    #expect(abs(layer.presentation().opacity - 0.5) < 1e-9)
  }

  @Test func removeReportsUnfinishedAndShowsTheModel() {
    let (layer, tree) = makeTree()
    var finished: [Bool] = []
    let fade = BasicAnimation(keyPath: \.opacity, from: 1.0, to: 0.0)
    fade.duration = 1
    fade.onStop = { finished.append($0) }
    layer.add(fade, forKey: "fade")
    layer.add(BasicAnimation(keyPath: \.cornerRadius, from: 0.0, to: 10.0), forKey: nil)
    #expect(layer.animationKeys().count == 2)
    tree.frame(at: 0)
    tree.frame(at: 0.25)
    layer.removeAnimation(forKey: "fade")
    layer.removeAnimation(forKey: "unknown")
    tree.frame(at: 0.3)
    #expect(finished == [false])
    #expect(layer.presentation().opacity == 1)
    layer.removeAllAnimations()
    #expect(layer.animationKeys().isEmpty)
  }

  @Test func invalidAnimationIsRejectedWithAWarningAndUnfinishedStop() {
    let (layer, tree) = makeTree()
    var finished: [Bool] = []
    let bad = BasicAnimation(keyPath: \.opacity, from: Double.nan, to: 1.0)
    bad.onStop = { finished.append($0) }
    let (_, warnings) = withWarningsCaptured { layer.add(bad, forKey: "bad") }
    #expect(warnings.count == 1)
    #expect(layer.animationKeys().isEmpty)
    tree.frame(at: 0)
    #expect(finished == [false])
    #expect(layer.presentation().opacity == 1)
  }

  @Test func theTutorialBoxTurnsAndGrows() {
    let (layer, tree) = makeTree()
    let target = Transform(scaleX: 2, y: 2).concatenating(Transform(rotationAngle: .pi))
    let turn = BasicAnimation(keyPath: \.transform, from: .identity, to: target)
    turn.duration = 2
    turn.timingFunction = .easeInEaseOut
    layer.transform = target
    layer.add(turn, forKey: "turn")
    tree.frame(at: 0)
    tree.frame(at: 1)
    let halfway = layer.presentation().transform.decomposed()
    #expect(abs(halfway.rotation - .pi / 2) < 1e-9)
    #expect(abs(halfway.scale.dx - 1.5) < 1e-9 && abs(halfway.scale.dy - 1.5) < 1e-9)
    for step in 1...200 {
      tree.frame(at: 1 + Double(step) / 200)
      #expect(layer.presentation().transform.determinant > 0.9)
    }
    tree.frame(at: 2.5)
    #expect(layer.presentation().transform == target)
  }

  @Test func pausedLayerDoesNotAdvance() {
    let (layer, tree) = makeTree()
    let fade = BasicAnimation(keyPath: \.opacity, from: 1.0, to: 0.0)
    fade.duration = 1
    layer.add(fade, forKey: "fade")
    tree.frame(at: 0)
    tree.frame(at: 0.25)
    #expect(abs(layer.presentation().opacity - 0.75) < 1e-9)
    // Pause as Apple's Q&A QA1673 does: freeze local time where it is.
    let pausedAt = layer.convertTime(0.25, from: nil)
    layer.speed = 0
    layer.timeOffset = pausedAt
    for time in [0.5, 1.0, 5.0] {
      tree.frame(at: time)
      #expect(abs(layer.presentation().opacity - 0.75) < 1e-9)
    }
    #expect(layer.animationKeys() == ["fade"])
  }

  @Test func futureBeginTimeWaitsAndFillsBackwards() {
    let (layer, tree) = makeTree()
    let later = BasicAnimation(keyPath: \.opacity, from: 0.2, to: 0.4)
    later.duration = 1
    later.beginTime = 5
    layer.add(later, forKey: "later")
    tree.frame(at: 1)
    #expect(layer.presentation().opacity == 1)
    later.fillMode = .backwards
    layer.add(later, forKey: "later")
    tree.frame(at: 2)
    #expect(abs(layer.presentation().opacity - 0.2) < 1e-12)
    tree.frame(at: 5.5)
    #expect(abs(layer.presentation().opacity - 0.3) < 1e-12)
  }

  @Test func discreteFlipbookShowsEachImageForItsTwelfth() throws {
    let (layer, tree) = makeTree()
    let faces = try (0..<6).map { index in
      try Image(
        pixelWidth: 1, pixelHeight: 1, scale: 1,
        filledWith: Color(red: Double(index) / 5, green: 0, blue: 0))
    }
    let flip = KeyframeAnimation<Image?>(keyPath: \.contents, values: faces.map { $0 })
    flip.calculationMode = .discrete
    flip.duration = 0.5
    flip.repeatCount = .infinity
    layer.add(flip, forKey: "flip")
    tree.frame(at: 0)
    for k in 0..<6 {
      for offset in [0.001, 1.0 / 24, 1.0 / 12 - 0.001] {
        tree.frame(at: Double(k) / 12 + offset)
        #expect(layer.presentation().contents == faces[k], "image \(k) at +\(offset)")
      }
    }
    tree.frame(at: 0.5 + 0.001)
    #expect(layer.presentation().contents == faces[0])
  }

  @Test func idleFrameReusesTheSnapshot() {
    let (layer, tree) = makeTree()
    let child = Layer()
    layer.addSublayer(child)
    let first = tree.frame(at: 0)
    let second = tree.frame(at: 1)
    #expect(second.root === first.root)
    #expect(!second.hasChanges)
    child.opacity = 0.5
    let third = tree.frame(at: 2)
    #expect(third.hasChanges)
    #expect(third.root !== first.root)
    #expect(third.root.changeCount != first.root.changeCount)
  }
}

/// A delegate that turns every implicit animation off, as a view does.
@MainActor
final class NoImplicitAnimations: LayerDelegate {
  static let shared = NoImplicitAnimations()

  func action(for layer: Layer, forKey key: String) -> LayerAction? { .disabled }
}

@MainActor
@Suite struct RenderContentTests {
  @Test func snapshotCarriesTextAndRecordedDrawingUntilRedisplay() throws {
    let root = Layer()
    root.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
    var draws = 0
    root.draw = { context in
      draws += 1
      context.setFillColor(.red)
      context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
    }
    let label = TextLayer()
    label.string = "1.00 hps"
    label.alignmentMode = .right
    root.addSublayer(label)
    let tree = LayerTree(rootLayer: root)
    let first = tree.frame(at: 0)
    let drawing = try #require(first.root.content?.drawing)
    #expect(drawing.contains { $0.paints })
    let text = try #require(first.root.sublayers.first?.content?.text)
    #expect(text.string == "1.00 hps" && text.alignment == .right)
    #expect(draws == 1)
    root.opacity = 0.5
    tree.frame(at: 1)
    #expect(draws == 1, "drawn content is cached until setNeedsDisplay")
    root.setNeedsDisplay()
    tree.frame(at: 2)
    #expect(draws == 2)
    label.string = "0.57 hps"
    let third = tree.frame(at: 3)
    #expect(third.root.sublayers.first?.content?.text?.string == "0.57 hps")
  }
}
