import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct ViewTintAndTouchOptionsTests {
    final class Tinted: View {
      var changes = 0
      override func tintColorDidChange() { changes += 1 }
    }

    @Test func tintColorIsInheritedAndPropagates() {
      let parent = View()
      let child = Tinted()
      #expect(child.tintColor == View.defaultTintColor)
      parent.addSubview(child)
      parent.tintColor = .red
      #expect(child.tintColor == .red)
      #expect(child.changes == 1)
      child.tintColor = .green
      parent.tintColor = .blue
      #expect(child.tintColor == .green)
      #expect(child.changes == 2)
      child.setTintColor(nil)
      #expect(child.tintColor == .blue)
      #expect(child.changes == 3)
      let other = View()
      other.addSubview(child)
      #expect(child.changes == 4)
    }

    @Test func secondFingerIsIgnoredUnlessMultipleTouchIsEnabled() {
      let host = TestHost()
      let view = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      host.window.addSubview(view)
      let app = host.app
      func press() {
        app.enqueue(
          InputEvent(
            kind: .touchBegan, touchID: 1, location: Point(x: 10, y: 10), timestamp: host.now))
        app.enqueue(
          InputEvent(
            kind: .touchBegan, touchID: 2, location: Point(x: 20, y: 10), timestamp: host.now))
        app.enqueue(
          InputEvent(
            kind: .touchEnded, touchID: 2, location: Point(x: 20, y: 10), timestamp: host.now))
        app.enqueue(
          InputEvent(
            kind: .touchEnded, touchID: 1, location: Point(x: 10, y: 10), timestamp: host.now))
        host.advance(by: 0.1)
      }
      press()
      #expect(view.log == ["began ", "ended "])
      view.log.removeAll()
      view.isMultipleTouchEnabled = true
      press()
      #expect(view.log == ["began ", "began ", "ended ", "ended "])
    }

    @Test func readingTheViewInsideLoadViewDoesNotRecurse() {
      final class Careless: ViewController {
        override func loadView() {
          view.backgroundColor = .red
        }
      }
      let controller = Careless()
      let (view, warnings) = withWarningsCaptured { controller.view }
      #expect(view.backgroundColor == .red)
      #expect(warnings.count == 1)
      #expect(warnings.allSatisfy { $0.contains("Careless.view read inside loadView()") })
    }
  }
}
