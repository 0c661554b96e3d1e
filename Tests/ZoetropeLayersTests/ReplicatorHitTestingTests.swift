import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// A replicator's copies are hit tested where they are drawn.
@MainActor
@Suite struct ReplicatorHitTestingTests {
  /// A replicator 40 × 40 at the origin holding a 10-point square at its
  /// top left, copied `count` times.
  func replicator(count: Int, configure: (ReplicatorLayer) -> Void = { _ in }) -> (
    ReplicatorLayer, Layer
  ) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    let replicator = ReplicatorLayer()
    replicator.frame = Rect(x: 0, y: 0, width: 40, height: 40)
    let square = Layer()
    square.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    replicator.addSublayer(square)
    replicator.instanceCount = count
    configure(replicator)
    return (replicator, square)
  }

  @Test func eachCopyHitsTheSublayerItShows() {
    let (replicator, square) = replicator(count: 3) {
      $0.instanceTransform = Transform(translationX: 12, y: 0)
    }
    #expect(replicator.hitTest(Point(x: 5, y: 5)) === square)
    #expect(replicator.hitTest(Point(x: 17, y: 5)) === square)
    #expect(replicator.hitTest(Point(x: 29, y: 5)) === square)
    // Between the copies and past the last: the replicator itself.
    #expect(replicator.hitTest(Point(x: 11, y: 5)) === replicator)
    #expect(replicator.hitTest(Point(x: 37, y: 5)) === replicator)
    #expect(replicator.hitTestInstance(Point(x: 29, y: 5))?.instance == 2)
    #expect(replicator.hitTestInstance(Point(x: 17, y: 5))?.instance == 1)
    #expect(replicator.hitTestInstance(Point(x: 5, y: 5))?.instance == 0)
    #expect(replicator.hitTestInstance(Point(x: 37, y: 5)) == nil)
  }

  @Test func copiesTurnAboutTheCenterAndOverlapLastOnTop() {
    // Four copies a quarter turn apart: the square at the top left, then
    // at the top right, bottom right, bottom left.
    let (replicator, square) = replicator(count: 4) {
      $0.instanceTransform = Transform(rotationAngle: .pi / 2)
    }
    #expect(replicator.hitTestInstance(Point(x: 35, y: 5))?.instance == 1)
    #expect(replicator.hitTestInstance(Point(x: 35, y: 35))?.instance == 2)
    #expect(replicator.hitTestInstance(Point(x: 5, y: 35))?.instance == 3)
    #expect(replicator.hitTest(Point(x: 5, y: 35)) === square)
    // Found through the replicator's superlayer too, in its coordinates.
    let stage = Layer()
    stage.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    replicator.position = Point(x: 70, y: 70)
    stage.addSublayer(replicator)
    #expect(stage.hitTest(Point(x: 55, y: 85)) === square)
  }

  @Test func aThreeDimensionalStepPlacesCopiesToo() {
    let (replicator, square) = replicator(count: 2) {
      $0.instanceTransform3D = Transform3D(translationX: 0, y: 20, z: 5)
    }
    #expect(replicator.hitTestInstance(Point(x: 5, y: 25))?.instance == 1)
    #expect(replicator.hitTest(Point(x: 5, y: 25)) === square)
  }

  @Test func noCopiesHitNothingButTheReplicator() {
    let (replicator, _) = replicator(count: 0)
    #expect(replicator.hitTest(Point(x: 5, y: 5)) === replicator)
    #expect(replicator.hitTestInstance(Point(x: 5, y: 5)) == nil)
  }
}
