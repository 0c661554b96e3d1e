import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct HitTestingTests {
    /// A window with a back view and a front view overlapping at (60, 60).
    func scene() -> (TestHost, RecordingView, RecordingView) {
      let host = TestHost()
      let back = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let front = RecordingView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
      back.name = "back"
      front.name = "front"
      host.window.addSubview(back)
      host.window.addSubview(front)
      return (host, back, front)
    }

    @Test func frontmostViewWins() {
      let (host, back, front) = scene()
      #expect(host.window.hitTest(Point(x: 60, y: 60), with: nil) === front)
      #expect(host.window.hitTest(Point(x: 10, y: 10), with: nil) === back)
      #expect(host.window.hitTest(Point(x: 300, y: 400), with: nil) === host.window)
      #expect(host.window.hitTest(Point(x: 400, y: 400), with: nil) == nil)
    }

    @Test func hiddenTransparentAndDisabledViewsAreSkipped() {
      let (host, back, front) = scene()
      let point = Point(x: 60, y: 60)
      front.isHidden = true
      #expect(host.window.hitTest(point, with: nil) === back)
      front.isHidden = false
      front.alpha = 0.005
      #expect(host.window.hitTest(point, with: nil) === back)
      front.alpha = 0.02
      #expect(host.window.hitTest(point, with: nil) === front)
      front.isUserInteractionEnabled = false
      #expect(host.window.hitTest(point, with: nil) === back)
    }

    @Test func subviewsOutsideTheirSuperviewAreHitUnlessClipped() {
      let host = TestHost()
      let parent = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      let child = View(frame: Rect(x: 60, y: 0, width: 20, height: 20))
      host.window.addSubview(parent)
      parent.addSubview(child)
      #expect(host.window.hitTest(Point(x: 70, y: 10), with: nil) === child)
      parent.clipsToBounds = true
      #expect(host.window.hitTest(Point(x: 70, y: 10), with: nil) === host.window)
    }

    @Test func transformedViewsAreHitWhereTheyAppear() {
      let host = TestHost()
      let view = View(frame: Rect(x: 100, y: 100, width: 20, height: 20))
      host.window.addSubview(view)
      view.transform = Transform(scaleX: 4, y: 4)
      #expect(host.window.hitTest(Point(x: 85, y: 85), with: nil) === view)
    }

    @Test func animatingViewIgnoresTouchesUnlessAllowed() {
      let (host, _, front) = scene()
      host.frame()
      View.animate(withDuration: 1) { front.alpha = 0.5 }
      host.advance(by: 0.1)
      #expect(host.window.hitTest(Point(x: 120, y: 120), with: nil) === host.window)
      host.advance(by: 1)
      #expect(host.window.hitTest(Point(x: 120, y: 120), with: nil) === front)
      View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) {
        front.alpha = 1
      }
      host.advance(by: 0.1)
      #expect(host.window.hitTest(Point(x: 120, y: 120), with: nil) === front)
    }
  }
}

extension UI {
  @Suite @MainActor struct HitTestingEdgeTests {
    @Test func zeroScaleViewsAreNotHitAndDoNotWarn() {
      let host = TestHost()
      let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      host.window.addSubview(view)
      view.transform = Transform(scaleX: 0, y: 0)
      let (hit, warnings) = withWarningsCaptured {
        host.window.hitTest(Point(x: 25, y: 25), with: nil)
      }
      #expect(hit === host.window)
      #expect(warnings.isEmpty)
    }

    @Test func firstViewFindsByAccessibilityLabel() {
      let host = TestHost()
      let container = View()
      let target = View()
      target.accessibilityLabel = "Roll"
      container.addSubview(target)
      host.window.addSubview(container)
      #expect(host.window.firstView { $0.accessibilityLabel == "Roll" } === target)
      #expect(host.window.firstView { $0.accessibilityIdentifier == "none" } == nil)
    }
  }
}
