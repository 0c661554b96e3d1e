import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct ViewGeometryTests {
    @Test func frameBoundsAndCenterAgree() {
      let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
      #expect(view.center == Point(x: 60, y: 45))
      #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
      view.center = Point(x: 100, y: 100)
      #expect(view.frame == Rect(x: 50, y: 75, width: 100, height: 50))
      view.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
      #expect(view.frame == Rect(x: 90, y: 90, width: 20, height: 20))
    }

    @Test func transformScalesTheFrameAboutTheCenter() {
      let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      view.transform = Transform(scaleX: 2, y: 2)
      #expect(view.frame == Rect(x: -50, y: -50, width: 200, height: 200))
      #expect(view.bounds.size == Size(width: 100, height: 100))
    }

    @Test func nonFiniteGeometryIsIgnored() {
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      let (_, warnings) = withWarningsCaptured {
        view.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
        view.center = Point(x: .infinity, y: 0)
        view.alpha = .nan
        view.transform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
      }
      let expected = [
        "View frame (nan, 0.0, 10.0, 10.0) is not finite",
        "View center (inf, 0.0) is not finite",
        "View alpha is NaN",
        "View transform Transform(a: nan,",
      ]
      #expect(warnings.count == expected.count)
      for (warning, fragment) in zip(warnings, expected) {
        #expect(warning.contains(fragment))
      }
      #expect(view.frame == Rect(x: 0, y: 0, width: 10, height: 10))
      #expect(view.alpha == 1)
      #expect(view.transform == .identity)
      let (bad, initWarnings) = withWarningsCaptured {
        View(frame: Rect(x: .nan, y: .nan, width: 1, height: 1))
      }
      #expect(bad.frame == .zero)
      #expect(initWarnings.count == 1)
      #expect(
        initWarnings.allSatisfy { $0.contains("View.init(frame:): frame (nan, nan, 1.0, 1.0)") })
      view.alpha = 3
      #expect(view.alpha == 1)
    }

    @Test func appearanceMapsOntoTheLayer() {
      let view = View()
      view.backgroundColor = .black
      #expect(view.layer.backgroundColor == .black)
      view.backgroundColor = nil
      #expect(view.layer.backgroundColor == .clear)
      view.clipsToBounds = true
      #expect(view.layer.masksToBounds)
      view.contentMode = .scaleAspectFit
      #expect(view.layer.contentsGravity == .resizeAspect)
      view.isHidden = true
      #expect(view.layer.isHidden)
    }

    @Test func convertsBetweenViews() {
      let host = TestHost()
      let outer = View(frame: Rect(x: 10, y: 10, width: 200, height: 200))
      let inner = View(frame: Rect(x: 20, y: 30, width: 50, height: 50))
      host.window.addSubview(outer)
      outer.addSubview(inner)
      #expect(inner.convert(Point(x: 0, y: 0), to: nil) == Point(x: 30, y: 40))
      #expect(inner.convert(Point(x: 30, y: 40), from: nil) == .zero)
      #expect(outer.convert(Point(x: 5, y: 5), from: inner) == Point(x: 25, y: 35))
      let rect = inner.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: outer)
      #expect(rect == Rect(x: 20, y: 30, width: 10, height: 10))
      #expect(inner.convert(rect, from: outer) == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func customLayerClass() {
      final class TextView: View {
        override class var layerClass: Layer.Type { TextLayer.self }
      }
      #expect(TextView().layer is TextLayer)
      let view = View()
      #expect(view.layer.delegate === view)
    }

    @Test func sizeToFitUsesSizeThatFits() {
      final class Fixed: View {
        override func sizeThatFits(_ size: Size) -> Size { Size(width: 40, height: 12) }
      }
      let view = Fixed(frame: Rect(x: 5, y: 6, width: 1, height: 1))
      view.sizeToFit()
      #expect(view.frame == Rect(x: 5, y: 6, width: 40, height: 12))
      #expect(View().intrinsicContentSize.width == View.noIntrinsicMetric)
    }
  }
}
