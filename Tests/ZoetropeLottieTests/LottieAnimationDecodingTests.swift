import Testing
import ZoetropeGraphics

@testable import ZoetropeLottie

/// Decoding the corpus: the animation's header, markers, layers, shapes
/// and the values keyframes give between their frames.
@Suite struct LottieAnimationDecodingTests {
  @Test func headerAndMarkers() throws {
    let animation = try corpusAnimation(LottieCorpus.shapes)
    #expect(animation.name == "shapes")
    #expect(animation.size == Size(width: 200, height: 160))
    #expect(animation.bounds == Rect(x: 0, y: 0, width: 200, height: 160))
    #expect(animation.framerate == 30)
    #expect(animation.startFrame == 0)
    #expect(animation.endFrame == 60)
    #expect(animation.duration == 2)
    #expect(animation.markerNames == ["intro", "outro"])
    #expect(animation.frameTime(forMarker: "outro") == 40)
    #expect(animation.progressTime(forMarker: "outro") == 40.0 / 60)
    #expect(animation.durationFrameTime(forMarker: "intro") == 20)
    #expect(animation.frameTime(forMarker: "missing") == nil)
    #expect(animation.issues.isEmpty)
  }

  @Test func layersParentsAndContent() throws {
    let animation = try corpusAnimation(LottieCorpus.parenting)
    #expect(animation.layers.map(\.name) == ["Moon", "Planet", "Orbit", "Sky"])
    #expect(animation.layers.map(\.parent) == [2, 1, nil, nil])
    guard case .solid(let color, let size) = animation.layers[3].content else {
      Issue.record("the sky is not a solid layer")
      return
    }
    #expect(size == Size(width: 160, height: 160))
    #expect(abs(color.red - 0x20 / 255.0) < 1e-9 && abs(color.blue - 0x40 / 255.0) < 1e-9)
    guard case .none = animation.layers[2].content else {
      Issue.record("the orbit is not a null layer")
      return
    }
  }

  @Test func precompositionsAndTimeMapping() throws {
    let animation = try corpusAnimation(LottieCorpus.precomp)
    #expect(animation.precomps["blob"]?.count == 1)
    let late = animation.layers[1]
    #expect(late.startTime == 10 && late.timeStretch == 2)
    #expect(!late.isVisible(at: 9.5) && late.isVisible(at: 10) && !late.isVisible(at: 40))
    let map = LottieFrameMap().nested(startTime: late.startTime, timeStretch: late.timeStretch)
    #expect(map.localFrame(30) == 10)
    #expect(map.nested(startTime: 4, timeStretch: 3).localFrame(30) == (10 - 4) / 3.0)
  }

  @Test func holdLinearAndBezierKeyframes() throws {
    let layer = try corpusAnimation(LottieCorpus.keyframes).layers[0]
    let opacity = layer.transform.opacity
    // Hold: 100 until frame 24, then 50 until 36.
    #expect(opacity.scalar(at: 23.9) == 100)
    #expect(opacity.scalar(at: 24) == 50)
    #expect(opacity.scalar(at: 35.9) == 50)
    #expect(opacity.scalar(at: 40) == 100)
    // Linear y position: halfway at frame 23.5.
    #expect(abs(try #require(layer.transform.positionY).scalar(at: 23.5) - 60) < 1e-9)
    // Bézier x (0.8, 0) (0.2, 1): slow, then fast, then slow.
    let x = try #require(layer.transform.positionX)
    #expect(x.scalar(at: 4.7) < 20 + 80 * 0.1 * 0.5)
    #expect(abs(x.scalar(at: 23.5) - 60) < 1e-6)
    #expect(x.scalar(at: 0) == 20 && x.scalar(at: 47) == 100 && x.scalar(at: 100) == 100)
  }

  @Test func spatialTangentsCurveThePosition() throws {
    let transform = try corpusAnimation(LottieCorpus.motion).layers[0].transform
    #expect(transform.position(at: 0) == Point(x: 20, y: 100))
    #expect(transform.position(at: 40) == Point(x: 140, y: 20))
    // Halfway in length along the curve, which bulges up and left of the
    // straight line from (20, 100) to (140, 20), where x + 1.5 y = 170.
    let middle = transform.position(at: 20)
    #expect(middle.x + 1.5 * middle.y < 150)
    // A straight segment (zero tangents) stays on its line.
    let straight = transform.position(at: 49.5)
    #expect(abs(straight.x - 140) < 1e-9 && abs(straight.y - 60) < 1e-9)
  }

  @Test func perDimensionEasing() throws {
    let scale = try corpusAnimation(LottieCorpus.keyframes).layers[0].transform.scale
    // x eases (0.2, 0) (0.8, 1), y (0.9, 0) (0.1, 1): at a fifth of the
    // way, y has moved less of its way than x has.
    let value = scale.value(at: 47 * 0.2)
    let xShare = (value[0] - 100) / 100
    let yShare = (100 - value[1]) / 50
    #expect(xShare > 0 && yShare > 0 && yShare < xShare)
  }

  @Test func shapeItemsAndGroupTransforms() throws {
    let layer = try corpusAnimation(LottieCorpus.shapes).layers[0]
    guard case .shapes(let items) = layer.content else {
      Issue.record("not a shape layer")
      return
    }
    #expect(items.count == 4)
    guard case .group(let name, let children, let transform) = items[0] else {
      Issue.record("the first item is not a group")
      return
    }
    #expect(name == "Box" && children.count == 3)
    #expect(transform.rotation.scalar(at: 59) == 90)
    guard case .stroke(let stroke) = children[2] else {
      Issue.record("no stroke")
      return
    }
    #expect(stroke.lineCap == .round && stroke.lineJoin == .round && stroke.miterLimit == 4)
    guard case .group(_, let ring, _) = items[1], case .fill(let fill) = ring[2] else {
      Issue.record("no ring fill")
      return
    }
    #expect(fill.fillRule == .evenOdd)
    let rectangle = children[0].path(at: 0).boundingBox
    #expect(rectangle == Rect(x: -30, y: -20, width: 60, height: 40))
  }

  @Test func pathVerticesInterpolate() throws {
    let blob = try corpusAnimation(LottieCorpus.precomp).precomps["blob"]?[0]
    guard case .shapes(let items) = blob?.content, case .path(let shape) = items[0] else {
      Issue.record("no path")
      return
    }
    #expect(shape.value(at: 0).vertices[0] == Point(x: -30, y: -30))
    #expect(shape.value(at: 30).vertices[0] == Point(x: 0, y: -40))
    let middle = shape.value(at: 15).vertices[0]
    #expect(middle.x > -30 && middle.x < 0 && middle.y < -30 && middle.y > -40)
  }
}
