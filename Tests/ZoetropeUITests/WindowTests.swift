import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct WindowTests {
    @Test func theKeyWindowIsRenderedAndOthersKeepAnimating() {
      let host = TestHost()
      let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      host.window.addSubview(box)
      host.frame()
      var finished: Bool?
      View.animate(withDuration: 0.5, animations: { box.alpha = 0 }, completion: { finished = $0 })
      let second = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      second.makeKeyAndVisible()
      #expect(host.app.keyWindow === second)
      #expect(!host.window.isKeyWindow)
      #expect(host.app.windows.count == 2)
      host.advance(by: 0.6)
      #expect(host.snapshots.last?.root.layerID == second.layer.layerID)
      #expect(finished == true)
    }

    @Test func windowFrameSizeDrivesTheRootView() {
      let controller = ViewController()
      let host = TestHost(size: Size(width: 100, height: 100), root: controller)
      host.window.frame = Rect(x: 0, y: 0, width: 300, height: 200)
      host.frame()
      #expect(controller.view.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func inputWithoutAKeyWindowIsDropped() {
      let app = Application(clock: ManualClockFactory.make())
      app.enqueue(InputEvent(kind: .touchBegan, location: .zero, timestamp: 0))
      var rendered = false
      app.advance(to: 0) { _ in rendered = true }
      #expect(!rendered)
      #expect(!app.needsFrame)
    }
  }
}
