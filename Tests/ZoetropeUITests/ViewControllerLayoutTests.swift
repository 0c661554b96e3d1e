import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// The root view has the window's size by `viewDidLoad()`, as in UIKit,
  /// so the tutorials' layout code works there.
  @Suite @MainActor struct ViewControllerLayoutTests {
    /// The Dice Roller tutorial's layout: a 100 × 100 image view "dead
    /// centre in the UIView", placed from `view.bounds` in `viewDidLoad`.
    final class CenteredDie: ViewController {
      let dieView = ImageView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      var boundsInViewDidLoad: Rect?
      override func viewDidLoad() {
        super.viewDidLoad()
        boundsInViewDidLoad = view.bounds
        dieView.center = Point(x: view.bounds.midX, y: view.bounds.midY)
        view.addSubview(dieView)
      }
    }

    /// The NSTimer tutorial's layout: a slider along the bottom edge and
    /// a ball radius read from the image view, all in `viewDidLoad`.
    final class BottomSlider: ViewController {
      let imageView = ImageView(frame: Rect(x: 40, y: 40, width: 48, height: 48))
      let slider = Slider(frame: .zero)
      var ballRadius = 0.0
      override func viewDidLoad() {
        super.viewDidLoad()
        ballRadius = imageView.bounds.width / 2
        slider.frame = Rect(
          x: 16, y: view.bounds.height - 44, width: view.bounds.width - 32, height: 31)
        view.addSubview(imageView)
        view.addSubview(slider)
      }
    }

    @Test(arguments: [Size(width: 320, height: 480), Size(width: 768, height: 1024)])
    func viewHasTheWindowsSizeInViewDidLoad(size: Size) {
      let controller = CenteredDie()
      let host = TestHost(size: size, root: controller)
      #expect(controller.boundsInViewDidLoad == Rect(origin: .zero, size: size))
      #expect(controller.dieView.center == Point(x: size.width / 2, y: size.height / 2))
      #expect(controller.view.frame == host.window.bounds)
    }

    @Test func layoutFromTheBottomEdgeInViewDidLoad() {
      let controller = BottomSlider()
      _ = TestHost(size: Size(width: 320, height: 480), root: controller)
      #expect(controller.slider.frame == Rect(x: 16, y: 436, width: 288, height: 31))
      #expect(controller.ballRadius == 24)
    }

    /// A root set on a window before it is shown also loads at its size.
    @Test func rootSetOnAHiddenWindowLoadsAtTheWindowsSize() {
      _ = TestHost()
      let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
      let controller = CenteredDie()
      window.rootViewController = controller
      #expect(controller.boundsInViewDidLoad == Rect(x: 0, y: 0, width: 200, height: 100))
      #expect(controller.dieView.center == Point(x: 100, y: 50))
    }

    /// A controller loaded outside a window (a child a container shows)
    /// starts with the key window's bounds, as UIKit's starts with the
    /// screen's; then its container sizes it.
    @Test func controllerLoadedOutsideAWindowGetsTheKeyWindowsBounds() {
      let host = TestHost(size: Size(width: 300, height: 500))
      let child = CenteredDie()
      _ = child.view
      #expect(child.boundsInViewDidLoad == host.window.bounds)
    }

    /// A custom `loadView()` keeps the frame it gives its view.
    @Test func customLoadViewKeepsItsFrame() {
      final class Custom: ViewController {
        var boundsInViewDidLoad: Rect?
        override func loadView() { view = View(frame: Rect(x: 0, y: 0, width: 10, height: 20)) }
        override func viewDidLoad() { boundsInViewDidLoad = view.bounds }
      }
      let controller = Custom()
      let host = TestHost(size: Size(width: 320, height: 480), root: controller)
      #expect(controller.boundsInViewDidLoad == Rect(x: 0, y: 0, width: 10, height: 20))
      #expect(controller.view.frame == host.window.bounds)
    }
  }
}
