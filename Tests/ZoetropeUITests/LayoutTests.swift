import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct LayoutTests {
    @Test func setNeedsLayoutRunsLayoutSubviewsOncePerFrame() {
      let host = TestHost()
      let view = RecordingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      host.window.addSubview(view)
      host.frame()
      #expect(view.layoutCount == 1)
      view.setNeedsLayout()
      view.setNeedsLayout()
      view.setNeedsLayout()
      #expect(view.layoutCount == 1)
      host.advance(by: 1.0 / 60)
      #expect(view.layoutCount == 2)
      host.advance(by: 1.0 / 60)
      #expect(view.layoutCount == 2)
    }

    @Test func layoutIfNeededRunsAtOnceAndTopDown() {
      final class Parent: View {
        let child = RecordingView()
        var order: [String] = []
        override init(frame: Rect) {
          super.init(frame: frame)
          addSubview(child)
        }
        override func layoutSubviews() {
          order.append("parent \(child.layoutCount)")
          child.frame = Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        }
      }
      let parent = Parent(frame: Rect(x: 0, y: 0, width: 100, height: 40))
      parent.layoutIfNeeded()
      #expect(parent.order == ["parent 0"])
      #expect(parent.child.layoutCount == 1)
      #expect(parent.child.frame.width == 50)
      parent.layoutIfNeeded()
      #expect(parent.order == ["parent 0"])
    }

    @Test func deepDescendantsAreLaidOutAndKeepTheAppAwake() {
      let host = TestHost()
      let outer = View()
      let middle = View()
      let leaf = RecordingView()
      host.window.addSubview(outer)
      outer.addSubview(middle)
      middle.addSubview(leaf)
      host.frame()
      #expect(leaf.layoutCount == 1)
      #expect(!host.app.needsFrame)
      leaf.setNeedsLayout()
      #expect(host.app.needsFrame)
      host.advance(by: 0.02)
      #expect(leaf.layoutCount == 2)
      #expect(!host.app.needsFrame)
    }

    @Test func resizingMarksForLayout() {
      let host = TestHost()
      let view = RecordingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      host.window.addSubview(view)
      host.frame()
      view.center = Point(x: 50, y: 50)
      host.advance(by: 0.02)
      #expect(view.layoutCount == 1)
      view.frame = Rect(x: 0, y: 0, width: 30, height: 30)
      host.advance(by: 0.02)
      #expect(view.layoutCount == 2)
    }
  }
}
