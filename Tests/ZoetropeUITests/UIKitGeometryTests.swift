import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  /// Geometry and hierarchy as UIKit computes them: each expectation here
  /// is what Apple's UIKit gives for the same calls.
  @Suite @MainActor struct UIKitGeometryTests {
    func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
      abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test func frameUnderAScaleReadsBackAsSet() {
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      view.transform = Transform(scaleX: 0.25, y: 0.75)
      view.frame = Rect(x: 50, y: 50, width: 100, height: 100)
      #expect(close(view.frame, Rect(x: 50, y: 50, width: 100, height: 100)))
      #expect(abs(view.bounds.width - 400) < 1e-9 && abs(view.bounds.height - 400.0 / 3) < 1e-9)
      #expect(view.center == Point(x: 100, y: 100))

      let layer = Layer()
      layer.transform = Transform(scaleX: 0.25, y: 0.75)
      layer.anchorPoint = Point(x: 0, y: 1)
      layer.frame = Rect(x: 50, y: 50, width: 100, height: 100)
      #expect(close(layer.frame, Rect(x: 50, y: 50, width: 100, height: 100)))
      #expect(layer.position == Point(x: 50, y: 150))
    }

    @Test func frameUnderAFlipOrAQuarterTurnReadsBackAsSet() {
      let flipped = View(frame: .zero)
      flipped.transform = Transform(scaleX: -2, y: 1).translatedBy(x: 3, y: -4)
      flipped.frame = Rect(x: 10, y: 20, width: 60, height: 30)
      #expect(close(flipped.frame, Rect(x: 10, y: 20, width: 60, height: 30)))
      #expect(flipped.bounds.size == Size(width: 30, height: 30))

      let turned = View(frame: .zero)
      // A quarter turn by sin/cos leaves a cos term of 6e-17: still a
      // quarter turn.
      turned.transform = Transform(rotationAngle: .pi / 2)
      turned.frame = Rect(x: 10, y: 20, width: 60, height: 30)
      #expect(close(turned.frame, Rect(x: 10, y: 20, width: 60, height: 30)))
      #expect(turned.bounds.size == Size(width: 30, height: 60))
    }

    @Test func frameUnderARotationIsSetAsIfUntransformed() {
      let view = View(frame: .zero)
      view.transform = Transform(rotationAngle: 0.3)
      view.frame = Rect(x: 10, y: 20, width: 60, height: 30)
      #expect(view.bounds.size == Size(width: 60, height: 30))
      #expect(view.center == Point(x: 40, y: 35))
    }

    /// A parent scaled by 0.5 whose frame was set after its transform: its
    /// bounds are twice its frame, and its subviews convert and hit-test
    /// through that.
    @Test func conversionAndHitTestingUnderAScaledAncestor() {
      let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
      let parent = View(frame: .zero)
      parent.transform = Transform(scaleX: 0.5, y: 0.5)
      parent.frame = Rect(x: 100, y: 100, width: 200, height: 200)
      root.addSubview(parent)
      let child = View(frame: Rect(x: 40, y: 40, width: 20, height: 20))
      parent.addSubview(child)
      // (40 − 200)·0.5 + 200 = 120: the child's origin on the root.
      #expect(parent.convert(Point(x: 40, y: 40), to: root) == Point(x: 120, y: 120))
      #expect(child.convert(Point.zero, to: root) == Point(x: 120, y: 120))
      #expect(root.convert(Point(x: 125, y: 125), to: child) == Point(x: 10, y: 10))
      #expect(root.hitTest(Point(x: 125, y: 125), with: nil) === child)
      #expect(root.hitTest(Point(x: 135, y: 125), with: nil) === parent)
    }

    @Test func addSubviewPutsItsLayerOnTopOfPlainSublayers() {
      let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let s1 = View(frame: .zero)
      let s2 = View(frame: .zero)
      let x = Layer()
      view.addSubview(s1)
      view.layer.addSublayer(x)
      view.addSubview(s2)
      #expect(
        view.layer.sublayers.map(ObjectIdentifier.init)
          == [s1.layer, x, s2.layer].map(ObjectIdentifier.init))
    }

    @Test func insertionAndReorderingFollowTheSiblingsLayers() {
      let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let (s1, s2, s3, s4, s5) = (
        View(frame: .zero), View(frame: .zero), View(frame: .zero), View(frame: .zero),
        View(frame: .zero)
      )
      let x = Layer()
      view.addSubview(s1)
      view.layer.addSublayer(x)
      view.addSubview(s2)
      func order() -> [ObjectIdentifier] { view.layer.sublayers.map(ObjectIdentifier.init) }
      func ids(_ layers: Layer...) -> [ObjectIdentifier] { layers.map(ObjectIdentifier.init) }
      func subviews() -> [ObjectIdentifier] { view.subviews.map(ObjectIdentifier.init) }
      func views(_ views: View...) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

      view.insertSubview(s3, belowSubview: s2)
      #expect(order() == ids(s1.layer, x, s3.layer, s2.layer))
      #expect(subviews() == views(s1, s3, s2))

      view.insertSubview(s4, aboveSubview: s1)
      #expect(order() == ids(s1.layer, s4.layer, x, s3.layer, s2.layer))
      #expect(subviews() == views(s1, s4, s3, s2))

      view.bringSubviewToFront(s1)
      #expect(order() == ids(s4.layer, x, s3.layer, s2.layer, s1.layer))
      #expect(subviews() == views(s4, s3, s2, s1))

      view.sendSubviewToBack(s2)
      #expect(order() == ids(s2.layer, s4.layer, x, s3.layer, s1.layer))
      #expect(subviews() == views(s2, s4, s3, s1))

      // At an index: just below the subview now there.
      view.insertSubview(s5, at: 2)
      #expect(order() == ids(s2.layer, s4.layer, x, s5.layer, s3.layer, s1.layer))
      #expect(subviews() == views(s2, s4, s5, s3, s1))
      // Past the end: on top of everything.
      view.insertSubview(s4, at: 99)
      #expect(order() == ids(s2.layer, x, s5.layer, s3.layer, s1.layer, s4.layer))
      #expect(subviews() == views(s2, s5, s3, s1, s4))
      // Next to itself: nothing moves.
      view.insertSubview(s3, belowSubview: s3)
      #expect(subviews() == views(s2, s5, s3, s1, s4))
    }

    final class CountingView: View {
      var layouts = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
      }
    }

    @Test func aSubviewsNewSizeLaysOutItsSuperview() {
      let parent = CountingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
      let child = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
      parent.addSubview(child)
      parent.layoutIfNeeded()
      let settled = parent.layouts
      parent.layoutIfNeeded()
      #expect(parent.layouts == settled)

      child.center = Point(x: 50, y: 50)  // a move is not a new size
      parent.layoutIfNeeded()
      #expect(parent.layouts == settled)

      child.bounds.size = Size(width: 30, height: 30)
      parent.layoutIfNeeded()
      #expect(parent.layouts == settled + 1)

      child.frame.size = Size(width: 40, height: 40)
      parent.layoutIfNeeded()
      #expect(parent.layouts == settled + 2)

      child.layer.bounds = Rect(x: 0, y: 0, width: 50, height: 50)  // on the layer
      parent.layoutIfNeeded()
      #expect(parent.layouts == settled + 3)
    }
  }
}
