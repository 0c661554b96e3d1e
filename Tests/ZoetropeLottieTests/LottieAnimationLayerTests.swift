import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie

/// Playing, pausing, stopping and scrubbing a `LottieAnimationLayer` on
/// a manually advanced layer tree.
@MainActor
@Suite(.isolatedLayerContext) struct LottieAnimationLayerTests {
  /// The shapes animation: 60 frames at 30 fps (2 s).
  func stage() throws -> LottieStage {
    LottieStage(try corpusAnimation(LottieCorpus.shapes))
  }

  @Test func buildsOneLayerPerLayerGroupAndStyle() throws {
    let stage = try stage()
    let root = try #require(stage.layer.sublayers.first)
    #expect(root.bounds == Rect(x: 0, y: 0, width: 200, height: 160))
    let shapes = try #require(root.sublayers.first)
    // Back to front: the zigzag's stroke, the ring group, the box group.
    #expect(shapes.sublayers.map(\.name) == ["stroke", "Ring", "Box"])
    // The zigzag's stroke paints the paths of the groups listed before it
    // too (lottie-web's and rlottie's rule): below each group's own
    // fills and strokes, which are one layer (listed next to each other).
    #expect(shapes.sublayers.last?.sublayers.map(\.name) == ["stroke", "fill and stroke"])
    // The ring's fill paints both ellipses as one even-odd path.
    let ring = try #require(shapes.sublayers[1].sublayers.last as? ShapeLayer)
    #expect(ring.fillRule == .evenOdd)
    #expect(ring.path.elements.filter { $0 == .closeSubpath }.count == 2)
    #expect(stage.layer.bounds.size == Size(width: 200, height: 160))
  }

  @Test func playOnceRunsToTheLastFrameAndCompletes() throws {
    let stage = try stage()
    var results: [Bool] = []
    _ = stage.tree.frame(at: 10)
    stage.layer.play { results.append($0) }
    #expect(stage.layer.isAnimationPlaying)
    _ = stage.tree.frame(at: 10)  // the playback begins now
    _ = stage.tree.frame(at: 11)
    #expect(abs(stage.layer.currentFrame - 30) < 1e-6)
    #expect(abs(stage.layer.currentProgress - 0.5) < 1e-6)
    _ = stage.tree.frame(at: 12.5)
    #expect(results == [true])
    #expect(!stage.layer.isAnimationPlaying)
    #expect(stage.layer.currentFrame == 60)
  }

  @Test func loopAutoReverseAndRepeat() throws {
    let stage = try stage()
    stage.layer.loopMode = .loop
    stage.layer.play()
    _ = stage.tree.frame(at: 0)
    _ = stage.tree.frame(at: 2.5)
    #expect(abs(stage.layer.currentFrame - 15) < 1e-6)
    stage.layer.play(fromFrame: 0, toFrame: 60, loopMode: .autoReverse)
    #expect(stage.layer.loopMode == .autoReverse)
    _ = stage.tree.frame(at: 3)
    _ = stage.tree.frame(at: 5.5)  // 2.5 s in: 0.5 s into the backward pass
    #expect(abs(stage.layer.currentFrame - 45) < 1e-6)
    var finished = false
    stage.layer.play(fromFrame: 0, toFrame: 30, loopMode: .repeat(2)) { finished = $0 }
    _ = stage.tree.frame(at: 6)
    _ = stage.tree.frame(at: 7.5)
    #expect(abs(stage.layer.currentFrame - 15) < 1e-6 && !finished)
    _ = stage.tree.frame(at: 8.1)
    #expect(finished && stage.layer.currentFrame == 30)
    stage.layer.play(fromFrame: 0, toFrame: 30, loopMode: .repeatBackwards(1))
    _ = stage.tree.frame(at: 9)
    _ = stage.tree.frame(at: 11.5)
    #expect(!stage.layer.isAnimationPlaying && stage.layer.currentFrame == 0)
  }

  @Test func speedPlaysFasterAndBackwards() throws {
    let stage = try stage()
    stage.layer.animationSpeed = 2
    stage.layer.play(fromProgress: 0, toProgress: 1)
    _ = stage.tree.frame(at: 0)
    _ = stage.tree.frame(at: 0.5)
    #expect(abs(stage.layer.currentFrame - 30) < 1e-6)
    stage.layer.animationSpeed = -1  // continues backwards from frame 30
    _ = stage.tree.frame(at: 0.5)
    _ = stage.tree.frame(at: 1)
    #expect(abs(stage.layer.currentFrame - 15) < 1e-6)
  }

  @Test func pauseStopAndScrubEndThePlayback() throws {
    let stage = try stage()
    var results: [Bool] = []
    stage.layer.play(fromFrame: 0, toFrame: 60) { results.append($0) }
    _ = stage.tree.frame(at: 0)
    _ = stage.tree.frame(at: 1)
    stage.layer.pause()
    #expect(results == [false] && !stage.layer.isAnimationPlaying)
    #expect(abs(stage.layer.currentFrame - 30) < 1e-6)
    _ = stage.tree.frame(at: 5)
    #expect(abs(stage.layer.currentFrame - 30) < 1e-6)
    stage.layer.play { results.append($0) }  // resumes from 30
    _ = stage.tree.frame(at: 5)
    _ = stage.tree.frame(at: 5.5)
    #expect(abs(stage.layer.currentFrame - 45) < 1e-6)
    stage.layer.currentProgress = 0.25
    #expect(results == [false, false] && stage.layer.currentFrame == 15)
    stage.layer.stop()
    #expect(stage.layer.currentFrame == 0)
  }

  @Test func badNumbersFallBackWithWarnings() throws {
    let stage = try stage()
    let (_, warnings) = withWarningsCaptured {
      stage.layer.currentFrame = .nan
      stage.layer.animationSpeed = .infinity
      stage.layer.play(fromProgress: .nan, toProgress: 1, loopMode: .repeat(-3))
    }
    #expect(warnings.count == 4)
    #expect(stage.layer.animationSpeed == 1)
    var completed: Bool?
    stage.layer.play(fromFrame: 20, toFrame: 20) { completed = $0 }
    #expect(completed == true && stage.layer.currentFrame == 20)
  }

  /// Playing to a progress draws the same bytes as scrubbing to it.
  @Test(arguments: [0.25, 0.5, 0.75, 1.0])
  func playingAndScrubbingDrawTheSameBytes(progress: Double) throws {
    for json in [LottieCorpus.shapes, LottieCorpus.precomp, LottieCorpus.keyframes] {
      let animation = try corpusAnimation(json)
      let played = LottieStage(animation)
      played.layer.play(fromProgress: 0, toProgress: 1)
      _ = played.tree.frame(at: 1)
      let playedImage = played.render(at: 1 + progress * animation.duration)
      let scrubbed = LottieStage(animation)
      scrubbed.layer.currentProgress = progress
      let scrubbedImage = scrubbed.render(at: 1)
      #expect(playedImage.pixels == scrubbedImage.pixels, "\(animation.name) at \(progress)")
      #expect(playedImage.pixels.contains { $0 != 0 })
    }
  }

  @Test func speedZeroAndTimeOffsetOnTheLayerDriveThePlayback() throws {
    let animation = try corpusAnimation(LottieCorpus.keyframes)
    let driven = LottieStage(animation)
    driven.layer.play(fromProgress: 0, toProgress: 1)
    _ = driven.tree.frame(at: 0)
    driven.layer.speed = 0
    driven.layer.timeOffset = 1  // one second: frame 24 of 48
    let image = driven.render(at: 7)
    #expect(abs(driven.layer.currentFrame - 24) < 1e-6)
    let scrubbed = LottieStage(animation)
    scrubbed.layer.currentFrame = 24
    #expect(image.pixels == scrubbed.render(at: 0).pixels)
  }
}
