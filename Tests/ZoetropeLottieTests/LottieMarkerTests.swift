import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Markers: decoded from `markers`, and played by name as lottie-ios
/// plays them.
@MainActor
@Suite(.isolatedLayerContext) struct LottieMarkerTests {
  /// The shapes animation (60 frames at 30 fps) with markers "intro"
  /// (frames 0–20) and "outro" (40–60).
  func stage() throws -> LottieStage {
    LottieStage(try corpusAnimation(LottieCorpus.shapes))
  }

  @Test func markersAreDecoded() throws {
    let animation = try corpusAnimation(LottieCorpus.shapes)
    #expect(
      animation.markers == [
        Marker(name: "intro", frameTime: 0, durationFrameTime: 20),
        Marker(name: "outro", frameTime: 40, durationFrameTime: 20),
      ])
    #expect(animation.marker(named: "outro")?.durationFrameTime == 20)
    // No `markers` is nil, as lottie-ios; bad entries are left out with
    // a warning.
    let plain = try corpusAnimation(LottieCorpus.precomp)
    #expect(plain.markers == nil && plain.markerNames.isEmpty)
    let json = LottieCorpus.shapes.replacingOccurrences(
      of: #"{"cm":"intro","tm":0,"dr":20}"#, with: #"{"cm":"intro","tm":"x"},{"cm":"mid","tm":30}"#)
    let (decoded, warnings) = try withWarningsCaptured {
      try LottieAnimation(data: Data(json.utf8))
    }
    #expect(decoded.markerNames == ["mid", "outro"])
    #expect(decoded.marker(named: "mid")?.durationFrameTime == 0)
    #expect(warnings.count == 1 && warnings[0].contains("markers without a name or frame"))
  }

  @Test func playMarkerPlaysItsFrames() throws {
    let stage = try stage()
    var results: [Bool] = []
    stage.layer.play(marker: "outro") { results.append($0) }
    #expect(stage.layer.isAnimationPlaying)
    _ = stage.tree.frame(at: 0)
    #expect(abs(stage.layer.currentFrame - 40) < 1e-6)
    _ = stage.tree.frame(at: 0.5)  // 15 frames in
    #expect(abs(stage.layer.currentFrame - 55) < 1e-6)
    _ = stage.tree.frame(at: 0.7)
    #expect(results == [true] && stage.layer.currentFrame == 60)
    // A loop mode given here becomes the layer's.
    stage.layer.play(marker: "intro", loopMode: .loop)
    #expect(stage.layer.loopMode == .loop)
    _ = stage.tree.frame(at: 1)
    _ = stage.tree.frame(at: 1 + 25.0 / 30)  // once round and 5 frames on
    #expect(abs(stage.layer.currentFrame - 5) < 1e-6)
  }

  @Test func playFromMarkerToMarker() throws {
    let stage = try stage()
    var completed: Bool?
    stage.layer.play(fromMarker: "outro", toMarker: "intro") { completed = $0 }
    _ = stage.tree.frame(at: 0)
    _ = stage.tree.frame(at: 0.5)  // backwards from 40, 15 frames
    #expect(abs(stage.layer.currentFrame - 25) < 1e-6)
    _ = stage.tree.frame(at: 1.5)
    #expect(completed == true && stage.layer.currentFrame == 0)
    // From the current frame, ending a frame before the marker.
    stage.layer.currentFrame = 10
    stage.layer.play(toMarker: "outro", playEndMarkerFrame: false)
    _ = stage.tree.frame(at: 2)
    _ = stage.tree.frame(at: 3.5)
    #expect(!stage.layer.isAnimationPlaying && stage.layer.currentFrame == 39)
  }

  @Test func unknownMarkersWarnAndDoNotPlay() throws {
    let stage = try stage()
    stage.layer.play(fromFrame: 0, toFrame: 60)
    _ = stage.tree.frame(at: 0)
    _ = stage.tree.frame(at: 0.5)
    var calls = 0
    let (_, warnings) = withWarningsCaptured {
      stage.layer.play(marker: "middle") { _ in calls += 1 }
      stage.layer.play(fromMarker: "nowhere", toMarker: "outro") { _ in calls += 1 }
      stage.layer.play(fromMarker: "intro", toMarker: "nowhere")
    }
    #expect(warnings.count == 3)
    #expect(warnings[0].contains(#"no marker "middle" (markers: intro, outro)"#))
    // The playback in progress goes on; no completion was called.
    #expect(stage.layer.isAnimationPlaying && calls == 0)
    _ = stage.tree.frame(at: 1)
    #expect(abs(stage.layer.currentFrame - 30) < 1e-6)
    let view = LottieAnimationView(animation: nil)
    let (_, none) = withWarningsCaptured { view.play(marker: "intro") }
    #expect(none.isEmpty && !view.isAnimationPlaying)
  }

  @Test func playMarkersInTurn() throws {
    let stage = try stage()
    var completed: [Bool] = []
    let (_, warnings) = withWarningsCaptured {
      stage.layer.play(markers: ["outro", "nope", "intro"]) { completed.append($0) }
    }
    #expect(warnings.count == 1)
    _ = stage.tree.frame(at: 0)
    _ = stage.tree.frame(at: 0.5)
    #expect(abs(stage.layer.currentFrame - 55) < 1e-6)
    _ = stage.tree.frame(at: 0.7)  // the outro ends; the intro starts
    _ = stage.tree.frame(at: 0.7)
    _ = stage.tree.frame(at: 0.9)
    #expect(abs(stage.layer.currentFrame - 6) < 1e-6)
    #expect(completed.isEmpty)
    _ = stage.tree.frame(at: 1.5)
    #expect(completed == [true] && stage.layer.currentFrame == 20)
    // Interrupted: the completion gets false at once.
    stage.layer.play(markers: ["intro", "outro"]) { completed.append($0) }
    stage.layer.pause()
    #expect(completed == [true, false])
  }

  @Test func theViewForwardsMarkers() throws {
    let view = LottieAnimationView(animation: try corpusAnimation(LottieCorpus.shapes))
    view.play(marker: "outro")
    #expect(view.isAnimationPlaying && view.currentFrame == 40)
    view.play(fromMarker: "intro", toMarker: "outro")
    #expect(view.currentFrame == 0)
    view.play(markers: ["outro"])
    #expect(view.currentFrame == 40)
  }
}
