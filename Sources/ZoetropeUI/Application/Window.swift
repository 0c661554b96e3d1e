import ZoetropeGraphics
import ZoetropeLayers

/// The root of a view hierarchy shown by a host: UIKit's `UIWindow`.
///
/// A window holds a ``rootViewController`` whose view fills it. Call
/// ``makeKeyAndVisible()`` to show it: the key window is the one the
/// application renders and sends input to.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// window.rootViewController = BoxViewController()
/// window.makeKeyAndVisible()
/// ```
@MainActor
open class Window: View {
  /// The controller whose view fills the window.
  ///
  /// Setting it installs the controller's view (loading it if needed, with
  /// the window's bounds as its frame, so the controller's `viewDidLoad()`
  /// sees the window's size) as the window's only content; on a visible window the old controller gets
  /// ``ViewController/viewWillDisappear(_:)``/``ViewController/viewDidDisappear(_:)``
  /// and the new one ``ViewController/viewWillAppear(_:)``/``ViewController/viewDidAppear(_:)``.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      replaceRoot(oldValue, with: rootViewController)
    }
  }

  /// The insets of the screen the window stands for.
  ///
  /// Views' ``View/safeAreaInsets`` and ``View/safeAreaLayoutGuide`` keep
  /// clear of them: a phone's notch and home indicator. Zero by default (a desktop
  /// window has none); set them to lay out as on a device. Negative and
  /// non-finite insets are replaced by 0 with a warning.
  public var screenSafeAreaInsets = EdgeInsets.zero {
    didSet {
      let values = [
        screenSafeAreaInsets.top, screenSafeAreaInsets.left, screenSafeAreaInsets.bottom,
        screenSafeAreaInsets.right,
      ]
      if !values.allSatisfy({ $0.isFinite && $0 >= 0 }) {
        zoetropeWarning(
          "screenSafeAreaInsets \(screenSafeAreaInsets) must be finite and not negative; using zero"
        )
        screenSafeAreaInsets = .zero
      }
      if screenSafeAreaInsets != oldValue {
        invalidateLayoutEngine()
        setSubtreeNeedsLayout(depth: 0)
      }
    }
  }

  /// Whether the window is the application's key window.
  public var isKeyWindow: Bool {
    Application.current?.keyWindow === self
  }

  /// Creates a hidden window with a frame in host points.
  ///
  /// - Parameter frame: The window's frame; its size is the area rendered.
  public override init(frame: Rect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Makes the window the key window, shows it and sends its root
  /// controller the appearance callbacks.
  ///
  /// Uses `Application.shared`; without an application it only shows the
  /// window, with a warning.
  public func makeKeyAndVisible() {
    let wasVisible = isVisibleWindow
    guard let application = Application.current else {
      zoetropeWarning("makeKeyAndVisible() without an Application; the window is only shown")
      isHidden = false
      return
    }
    application.register(self)
    if let controller = rootViewController, !wasVisible {
      installRootView(controller)
      controller.viewWillAppear(false)
      isHidden = false
      application.keyWindow = self
      controller.viewDidAppear(false)
    } else {
      isHidden = false
      application.keyWindow = self
    }
  }

  /// The application, after the window in the responder chain.
  open override var next: Responder? {
    Application.current
  }

  /// Delivers an event's touches to their views, as `UIWindow.sendEvent(_:)`.
  ///
  /// Each touch goes first to the gesture recognizers of the view
  /// hit-tested when it began (``Touch/view``) and of that view's
  /// ancestors, then to the view, by the method for its phase, unless the
  /// recognizers hold it back or cancelled it
  /// (``GestureRecognizer/cancelsTouchesInView``).
  ///
  /// - Parameter event: The event.
  open func sendEvent(_ event: Event) {
    for touch in event.touches where touch.window === self {
      deliverToRecognizersAndView(touch, with: event)
    }
  }

  /// Makes the root controller's view fill the window.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let root = rootViewController?.viewIfLoaded, root.superview === self {
      root.frame = bounds
    }
  }

  // MARK: Internals

  /// Whether the window is shown (visible and registered).
  var isVisibleWindow: Bool {
    !isHidden && Application.current?.windows.contains { $0 === self } == true
  }

  private func replaceRoot(_ old: ViewController?, with new: ViewController?) {
    let visible = isVisibleWindow
    if let old {
      if visible { old.viewWillDisappear(false) }
      if let oldView = old.viewIfLoaded, oldView.superview === self {
        oldView.removeFromSuperview()
      }
      if visible { old.viewDidDisappear(false) }
    }
    if let new {
      new.loadViewIfNeeded(filling: bounds)
      if visible { new.viewWillAppear(false) }
      installRootView(new)
      if visible { new.viewDidAppear(false) }
    }
  }

  private func installRootView(_ controller: ViewController) {
    let root = controller.view
    if root.superview !== self {
      addSubview(root)
    }
    root.frame = bounds
    setNeedsLayout()
  }
}
