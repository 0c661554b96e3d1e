import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeTesting

@testable import ZoetropeLottie

/// A solid fill and stroke listed next to each other drawn by one shape
/// layer, in their order, and a group drawn by one layer faded by that
/// layer instead of an offscreen: the same pictures as the layers they
/// replace (a full trim between the fill and the stroke keeps them
/// apart) and as rlottie's.
@MainActor
@Suite(.isolatedLayerContext) struct LottieFillAndStrokeTests {
  /// A 120 × 90 animation of one group: a rounded rectangle, then
  /// `styles` (JSON items, front to back), turned by 20° and at
  /// `opacity` percent; the rectangle's size animates when `animatesPath`.
  static func json(
    styles: [String], opacity: String = #"{"a":0,"k":60}"#, animatesPath: Bool = false
  )
    -> String
  {
    let size =
      animatesPath
      ? #"{"a":1,"k":[{"t":0,"s":[50,36],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":30,"s":[70,50]}]}"#
      : #"{"a":0,"k":[60,44]}"#
    let items =
      [#"{"ty":"rc","nm":"Box","p":{"a":0,"k":[0,0]},"s":\#(size),"r":{"a":0,"k":8}}"#]
      + styles
      + [
        #"{"ty":"tr","p":{"a":0,"k":[60,45]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":20},"o":\#(opacity)}"#
      ]
    return
      #"{"v":"5.7.0","fr":30,"ip":0,"op":31,"w":120,"h":90,"layers":[{"ty":4,"nm":"Shapes","ind":1,"ip":0,"op":31,"st":0,"ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},"shapes":[{"ty":"gr","nm":"Group","it":[\#(items.joined(separator: ","))]}]}]}"#
  }

  static let fill =
    #"{"ty":"fl","nm":"Fill","c":{"a":0,"k":[0.2,0.5,0.9,1]},"o":{"a":0,"k":100},"r":1}"#
  static let stroke =
    #"{"ty":"st","nm":"Stroke","c":{"a":0,"k":[0.9,0.3,0.1,1]},"o":{"a":0,"k":80},"w":{"a":0,"k":6},"lc":2,"lj":2}"#
  /// A trim that cuts nothing: it keeps a fill and a stroke apart.
  static let fullTrim =
    #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0},"m":1}"#
  static let fadingOpacity =
    #"{"a":1,"k":[{"t":0,"s":[100],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":30,"s":[30]}]}"#

  func group(of stage: LottieStage) throws -> Layer {
    let shapes = try #require(stage.layer.sublayers.first?.sublayers.first)
    return try #require(shapes.sublayers.first)
  }

  @Test func aFillOverItsStrokeIsOneLayerWithTheGroupsOpacity() throws {
    let stage = LottieStage(try corpusAnimation(Self.json(styles: [Self.fill, Self.stroke])))
    let group = try group(of: stage)
    let shape = try #require(group.sublayers.only as? ShapeLayer)
    #expect(shape.name == "fill and stroke")
    #expect(shape.drawsFillOverStroke)
    // The stroke's 80 % is in its colour; the group's 60 % on the layer.
    #expect(abs(shape.strokeColor.alpha - 0.8) < 1e-9)
    #expect(shape.fillColor.alpha == 1)
    #expect(abs(shape.opacity - 0.6) < 1e-9)
    #expect(group.opacity == 1)
    #expect(shape.lineWidth == 6)
  }

  @Test func providersSetTheGroupsOpacityAndEachStylesColourAndOpacity() throws {
    let stage = LottieStage(try corpusAnimation(Self.json(styles: [Self.fill, Self.stroke])))
    stage.layer.setValueProvider(
      FloatValueProvider(50), keypath: AnimationKeypath(keypath: "**.Group.Transform.Opacity"))
    stage.layer.setValueProvider(
      FloatValueProvider(25), keypath: AnimationKeypath(keypath: "**.Fill.Opacity"))
    stage.layer.setValueProvider(
      ColorValueProvider(Color(red: 0, green: 1, blue: 0)),
      keypath: AnimationKeypath(keypath: "**.Stroke.Color"))
    let shape = try #require(try group(of: stage).sublayers.only as? ShapeLayer)
    #expect(abs(shape.opacity - 0.5) < 1e-9)
    #expect(abs(shape.fillColor.alpha - 0.25) < 1e-9)
    // The provided colour, at the stroke's own 80 %.
    #expect(shape.strokeColor.green == 1 && abs(shape.strokeColor.alpha - 0.8) < 1e-9)
    let keypaths = stage.layer.allHierarchyKeypaths()
    #expect(keypaths.contains("Shapes.Group.Transform.Opacity"))
    #expect(keypaths.contains("Shapes.Group.Fill.Color"))
    #expect(keypaths.contains("Shapes.Group.Stroke.Stroke Width"))
  }

  @Test func aStrokeOverItsFillIsOneLayerDrawnAsCoreAnimationDrawsIt() throws {
    let stage = LottieStage(try corpusAnimation(Self.json(styles: [Self.stroke, Self.fill])))
    let shape = try #require(try group(of: stage).sublayers.only as? ShapeLayer)
    #expect(!shape.drawsFillOverStroke)
    #expect(shape.fillColor.alpha == 1 && shape.strokeColor.alpha > 0)
  }

  @Test func stylesApartStayTwoLayersUnderTheGroupsOpacity() throws {
    let stage = LottieStage(
      try corpusAnimation(Self.json(styles: [Self.fill, Self.fullTrim, Self.stroke])))
    let group = try group(of: stage)
    #expect(group.sublayers.map(\.name) == ["stroke", "fill"])
    #expect(abs(group.opacity - 0.6) < 1e-9)
  }

  /// One layer draws what the two layers in an offscreen group drew:
  /// fill over stroke and stroke over fill, a still and an animated path,
  /// a fixed and a fading group opacity.
  @Test(arguments: [
    (true, false, false), (false, false, false), (true, true, false), (true, false, true),
    (false, true, true),
  ])
  func oneLayerDrawsWhatTwoDid(fillInFront: Bool, animatesPath: Bool, fades: Bool) throws {
    let styles = fillInFront ? [Self.fill, Self.stroke] : [Self.stroke, Self.fill]
    let opacity = fades ? Self.fadingOpacity : #"{"a":0,"k":60}"#
    let merged = Self.json(styles: styles, opacity: opacity, animatesPath: animatesPath)
    let apart = Self.json(
      styles: [styles[0], Self.fullTrim, styles[1]], opacity: opacity, animatesPath: animatesPath)
    for frame in [0, 15, 30] {
      let one = LottieStage(try corpusAnimation(merged))
      let two = LottieStage(try corpusAnimation(apart))
      one.layer.currentFrame = Double(frame)
      two.layer.currentFrame = Double(frame)
      let ours = one.render(at: 0)
      let difference = ImageDifference(ours, two.render(at: 0))
      #expect(difference.meanPerChannel < 0.2, "frame \(frame): \(difference)")
      #expect(difference.farPixelFraction == 0, "frame \(frame): \(difference)")
      writeForInspection(ours, named: "fill-and-stroke-\(fillInFront)-\(frame)")
    }
  }

  /// At full opacity one layer draws what rlottie draws. (Below it
  /// rlottie fades the fill and the stroke each, so that the stroke's
  /// inner half shows through the fill; Zoetrope fades the group as one,
  /// as lottie-ios's Core Animation layers and lottie-web's SVG groups do.)
  @Test(arguments: [(true, false), (false, false), (true, true), (false, true)])
  func oneOpaqueLayerDrawsWhatRLottieDraws(fillInFront: Bool, animatesPath: Bool) throws {
    let styles = fillInFront ? [Self.fill, Self.stroke] : [Self.stroke, Self.fill]
    let json = Self.json(
      styles: styles, opacity: #"{"a":0,"k":100}"#, animatesPath: animatesPath)
    for frame in [0, 15, 30] {
      let stage = LottieStage(try corpusAnimation(json))
      stage.layer.currentFrame = Double(frame)
      let ours = stage.render(at: 0)
      let reference = try #require(rlottieImage(json, frame: frame, width: 120, height: 90))
      let difference = ImageDifference(ours, reference)
      #expect(difference.meanPerChannel < 2, "frame \(frame): \(difference)")
      #expect(difference.farPixelFraction < 0.01, "frame \(frame): \(difference)")
    }
  }
}

extension Array {
  /// The one element, or nil when there are none or more.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
