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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Time remapping, auto-orient and skew, by lottie-web's rules.
@MainActor
@Suite(.isolatedLayerContext) struct LottieTimingTests {
  /// A linear keyframe pair of `from` at frame `t0` and `to` at `t1`.
  func linear(_ from: Double, _ to: Double, _ t0: Double, _ t1: Double) -> LottieProperty<[Double]>
  {
    let easing =
      #"{"a":1,"k":[{"t":\#(t0),"s":[\#(from)],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":\#(t1),"s":[\#(to)]}]}"#
    var decoder = LottieDecoder()
    let json = try? JSONParser.parse(Array(easing.utf8))
    return decoder.numbers(json, at: .root, default: [0])
  }

  @Test func aRemappedPrecompositionShowsTheRemappedFrame() {
    // Backwards over two seconds at 30 frames a second.
    let map = LottieFrameMap().remapped(by: linear(2, 0, 0, 60), frameRate: 30, outPoint: 90)
    #expect(abs(map.localFrame(0) - 60) < 1e-6)
    #expect(abs(map.localFrame(15) - 45) < 1e-6)
    #expect(abs(map.localFrame(60)) < 1e-6)
    // A precomposition nested inside keeps its own start time.
    let nested = map.nested(startTime: 10, timeStretch: 2)
    #expect(abs(nested.localFrame(15) - 17.5) < 1e-6)
    // The layer's out point shows the frame before it.
    let end = LottieFrameMap().remapped(by: linear(1, 1, 0, 10), frameRate: 30, outPoint: 30)
    #expect(end.localFrame(5) == 29)
  }

  @Test func remappingOtherLayersIsNotedAndIgnored() throws {
    let json = #"""
      {"nm":"t","w":10,"h":10,"fr":30,"ip":0,"op":30,"layers":[
       {"ind":1,"ty":3,"nm":"Null","ip":0,"op":30,"tm":{"a":0,"k":1}},
       {"ind":2,"ty":0,"nm":"Comp","refId":"x","ip":0,"op":30,"tm":{"a":0,"k":0.5}}],
       "assets":[{"id":"x","layers":[]}]}
      """#
    let (animation, warnings) = try withWarningsCaptured {
      try LottieAnimation(data: Data(json.utf8))
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains(
        #"time remapping of layers that are not precompositions (ignored) (layer "Null")"#)
        == true)
    #expect(animation.layers.first?.timeRemap == nil)
    #expect(animation.layers.last?.timeRemap?.scalar(at: 0) == 0.5)
  }

  @Test func autoOrientFollowsTheMotion() {
    var transform = LottieTransform()
    transform.autoOrients = true
    // Right along x, then down along y (hold-free linear keyframes).
    let x = linear(0, 100, 0, 10)
    let y = linear(0, 100, 10, 20)
    transform.positionX = x
    transform.positionY = y
    #expect(abs(transform.orientation(at: 5)) < 1e-9)
    #expect(abs(transform.orientation(at: 15) - .pi / 2) < 1e-9)
    // Before the first keyframe: the direction it starts in; after the
    // last: the one it ends in.
    #expect(abs(transform.orientation(at: -3)) < 1e-9)
    #expect(abs(transform.orientation(at: 40) - .pi / 2) < 1e-9)
    let turned = transform.matrix(at: 15)
    #expect(abs(turned.a) < 1e-9 && abs(turned.b - 1) < 1e-9)
    // A layer that does not move points along x.
    var still = LottieTransform()
    still.autoOrients = true
    #expect(still.orientation(at: 3) == 0)
  }

  @Test func skewShearsAlongItsAxisAsLottieWebDoes() {
    var transform = LottieTransform()
    transform.skew = LottieProperty([30])
    transform.skewAxis = LottieProperty([45])
    let m = transform.matrix(at: 0)
    // lottie-web: R(axis) · shear(tan(−skew)) · R(−axis), row vectors.
    let (c, s, t) = (cos(Double.pi / 4), sin(Double.pi / 4), tan(-Double.pi / 6))
    let ra = [[c, s], [-s, c]]
    let sh = [[1, 0], [t, 1]]
    let rb = [[c, -s], [s, c]]
    func times(_ p: [[Double]], _ q: [[Double]]) -> [[Double]] {
      (0..<2).map { i in (0..<2).map { j in p[i][0] * q[0][j] + p[i][1] * q[1][j] } }
    }
    let want = times(times(ra, sh), rb)
    #expect(abs(m.a - want[0][0]) < 1e-9 && abs(m.b - want[0][1]) < 1e-9)
    #expect(abs(m.c - want[1][0]) < 1e-9 && abs(m.d - want[1][1]) < 1e-9)
    // A skew of 90° (an infinite shear) is held just short of it.
    transform.skew = LottieProperty([90])
    #expect(transform.matrix(at: 0).c.isFinite)
  }
}
