import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeTesting
import ZoetropeUI

@testable import ZoetropeLottie

/// Keypaths, value providers and `LottieAnimationView`.
@MainActor
@Suite(.isolatedLayerContext) struct LottieProvidersTests {
  @Test func keypathsMatchWithWildcards() {
    let path = ["Shapes", "Box", "Fill", "Color"]
    #expect(AnimationKeypath(keypath: "**.Color").matches(path))
    #expect(AnimationKeypath(keypath: "Shapes.*.Fill.Color").matches(path))
    #expect(AnimationKeypath(keypath: "**").matches(path))
    #expect(AnimationKeypath(keypath: "Shapes.**.Box.**.Color").matches(path))
    #expect(!AnimationKeypath(keypath: "*.Color").matches(path))
    #expect(!AnimationKeypath(keypath: "Shapes.*.Color").matches(path))
    #expect(!AnimationKeypath(keypath: "**.Opacity").matches(path))
    #expect(AnimationKeypath(keys: ["Shapes", "**"]).description == "Shapes.**")
  }

  @Test func hierarchyKeypathsNameLayersGroupsAndStyles() throws {
    let layer = LottieAnimationLayer(animation: try corpusAnimation(LottieCorpus.shapes))
    let keypaths = layer.allHierarchyKeypaths()
    for expected in [
      "Shapes.Transform.Position", "Shapes.Transform.Opacity", "Shapes.Box.Transform.Rotation",
      "Shapes.Box.Fill.Color", "Shapes.Box.Outline.Stroke Width", "Shapes.Ring.Fill.Opacity",
      "Shapes.Zigzag stroke.Color",
    ] {
      #expect(keypaths.contains(expected), "\(expected)")
    }
  }

  /// Colour, opacity and scale providers draw what rlottie draws for the
  /// file with those values written in.
  @Test(arguments: [0, 20, 59])
  func providersMatchTheFileWithTheValuesWrittenIn(frame: Int) throws {
    let animation = try corpusAnimation(LottieCorpus.motion)
    let stage = LottieStage(animation)
    stage.layer.setValueProvider(
      ColorValueProvider(Color(red: 0.2, green: 0.3, blue: 0.9)),
      keypath: AnimationKeypath(keypath: "**.Fill.Color"))
    stage.layer.setValueProvider(
      FloatValueProvider(50), keypath: AnimationKeypath(keypath: "Dot.Transform.Opacity"))
    stage.layer.setValueProvider(
      SizeValueProvider(Size(width: 200, height: 100)),
      keypath: AnimationKeypath(keypath: "*.Transform.Scale"))
    stage.layer.currentFrame = Double(frame)
    let ours = stage.render(at: 0)
    var json = LottieCorpus.motion
    json = json.replacingFirst(
      #""c":{"a":0,"k":[0.95,0.45,0.1,1]}"#,
      #""c":{"a":0,"k":[0.2,0.3,0.9,1]}"#)
    json = json.replacingFirst(#""o":{"a":0,"k":100}"#, #""o":{"a":0,"k":50}"#)
    json = json.replacingFirst(#""s":{"a":0,"k":[100,100]}"#, #""s":{"a":0,"k":[200,100]}"#)
    let reference = try #require(rlottieImage(json, frame: frame, width: 160, height: 120))
    writeForInspection(ours, named: "providers-\(frame)-zoetrope")
    writeForInspection(reference, named: "providers-\(frame)-rlottie")
    let difference = ImageDifference(ours, reference)
    #expect(difference.meanPerChannel <= 2, "\(difference)")
    #expect(difference.farPixelFraction <= 0.01, "\(difference)")
    // Not the unmodified animation.
    let plain = try #require(
      rlottieImage(LottieCorpus.motion, frame: frame, width: 160, height: 120))
    #expect(ImageDifference(ours, plain).farPixelFraction > 0.005)
  }

  @Test func blockProvidersFollowTheFrameWhilePlayingAndScrubbing() throws {
    let stage = LottieStage(try corpusAnimation(LottieCorpus.motion))
    stage.layer.play()
    _ = stage.tree.frame(at: 0)
    stage.layer.setValueProvider(
      ColorValueProvider(block: { frame in Color(red: frame / 59, green: 0, blue: 0) }),
      keypath: AnimationKeypath(keypath: "Dot.Fill.Color"))
    #expect(stage.layer.isAnimationPlaying)
    _ = stage.tree.frame(at: 1)  // the playback goes on from here (frame 0)
    _ = stage.tree.frame(at: 2)  // 30 frames in
    let fill = try #require(
      allLayers(stage.layer).compactMap { $0 as? ShapeLayer }.first { $0.name == "fill" })
    stage.layer.pause()  // the model values become the frame's
    #expect(abs(stage.layer.currentFrame - 30) < 1e-6)
    #expect(abs(fill.fillColor.red - 30.0 / 59) < 1e-6)
    stage.layer.currentFrame = 59
    #expect(fill.fillColor.red == 1)
    // A provider of the wrong kind is skipped (with a warning): the
    // colour provider set before it still applies.
    stage.layer.setValueProvider(
      FloatValueProvider(3), keypath: AnimationKeypath(keypath: "Dot.Fill.Color"))
    let rebuilt = try #require(
      allLayers(stage.layer).compactMap { $0 as? ShapeLayer }.first { $0.name == "fill" })
    #expect(rebuilt.fillColor.red == 1)
  }

  @Test func viewPlacesTheAnimationByItsContentMode() throws {
    let animation = try corpusAnimation(LottieCorpus.shapes)  // 200 × 160
    let view = LottieAnimationView(animation: animation)
    #expect(view.intrinsicContentSize == Size(width: 200, height: 160))
    #expect(view.contentMode == .scaleAspectFit)
    view.frame = Rect(x: 0, y: 0, width: 400, height: 240)
    view.layoutIfNeeded()
    #expect(view.animationLayer.position == Point(x: 50, y: 0))
    #expect(view.animationLayer.transform == Transform(scaleX: 1.5, y: 1.5))
    let bounds = Rect(x: 0, y: 0, width: 400, height: 240)
    let size = Size(width: 200, height: 160)
    let fill = LottieAnimationView.placement(of: size, in: bounds, mode: .scaleAspectFill)
    #expect(fill.scale == Size(width: 2, height: 2) && fill.origin == Point(x: 0, y: -40))
    let stretch = LottieAnimationView.placement(of: size, in: bounds, mode: .scaleToFill)
    #expect(stretch.scale == Size(width: 2, height: 1.5) && stretch.origin == .zero)
    let corner = LottieAnimationView.placement(of: size, in: bounds, mode: .bottomRight)
    #expect(corner.scale == Size(width: 1, height: 1) && corner.origin == Point(x: 200, y: 80))
    // Playing through the view plays the layer.
    view.currentProgress = 0.5
    #expect(abs(view.animationLayer.currentFrame - 30) < 1e-6)
    // Drawn: the animation, 1.5 times as big, centred.
    let tree = LayerTree(rootLayer: view.layer)
    let image = Renderer().render(tree.frame(at: 0), size: bounds.size, background: .white)
    writeForInspection(image, named: "view-aspect-fit")
    #expect(image.pixels[0] == 0xFFFF_FFFF)  // the margin left of the animation
  }

  func allLayers(_ layer: Layer) -> [Layer] {
    [layer] + layer.sublayers.flatMap(allLayers)
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  fileprivate func replacingFirst(_ target: String, _ replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
