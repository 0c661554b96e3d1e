import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct ViewControllerTests {
    final class Logged: ViewController {
      var log: [String] = []
      override func loadView() {
        log.append("loadView")
        super.loadView()
      }
      override func viewDidLoad() { log.append("viewDidLoad") }
      override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
      override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
      override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
      override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
      override func viewWillLayoutSubviews() { log.append("willLayout") }
      override func viewDidLayoutSubviews() { log.append("didLayout") }
    }

    @Test func viewLoadsLazilyOnce() {
      let controller = Logged()
      #expect(!controller.isViewLoaded)
      #expect(controller.viewIfLoaded == nil)
      _ = controller.view
      _ = controller.view
      #expect(controller.isViewLoaded)
      #expect(controller.log == ["loadView", "viewDidLoad"])
    }

    @Test func rootControllerAppearsAndFillsTheWindow() {
      let controller = Logged()
      let host = TestHost(size: Size(width: 200, height: 300), root: controller)
      #expect(controller.log == ["loadView", "viewDidLoad", "willAppear", "didAppear"])
      #expect(controller.view.frame == Rect(x: 0, y: 0, width: 200, height: 300))
      #expect(host.window.isKeyWindow)
      #expect(host.app.keyWindow === host.window)
      #expect(host.app.windows.count == 1)
      host.frame()
      #expect(controller.log.suffix(2) == ["willLayout", "didLayout"])
    }

    @Test func replacingTheRootControllerSendsAppearanceCallbacks() {
      let first = Logged()
      let second = Logged()
      let host = TestHost(root: first)
      first.log.removeAll()
      host.window.rootViewController = second
      #expect(first.log == ["willDisappear", "didDisappear"])
      #expect(second.log == ["loadView", "viewDidLoad", "willAppear", "didAppear"])
      #expect(first.view.superview == nil)
      #expect(second.view.superview === host.window)
    }
  }
}
