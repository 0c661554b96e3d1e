import ZoetropeGraphics

/// An object that manages a view hierarchy: UIKit's `UIViewController`.
///
/// The controller's ``view`` is created lazily, the first time it is read,
/// by ``loadView()`` and then ``viewDidLoad()``; override `viewDidLoad()` to
/// build the interface. When the controller is a window's root, its view
/// fills the window and it gets the appearance callbacks
/// (``viewWillAppear(_:)``, …) as the window is shown and the root changes.
///
/// As in UIKit, where the default view starts with the screen's bounds,
/// the view already has its size in `viewDidLoad()`: a window's root
/// controller gets the window's bounds, so layout code such as
/// `box.center = Point(x: view.bounds.midX, y: view.bounds.midY)` works
/// there. See ``loadView()``.
///
/// ```swift
/// final class BoxViewController: ViewController {
///   let box = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     box.backgroundColor = .systemBlue
///     view.addSubview(box)
///   }
/// }
/// ```
@MainActor
open class ViewController: Responder {
  /// The loaded view, if any.
  private var loadedView: View?

  /// Whether ``loadView()`` is running (reading ``view`` then must not load again).
  private var isLoadingView = false

  /// The frame the window this controller is becoming the root of gives
  /// its view, while that window loads it.
  private var frameFromWindow: Rect?

  /// Creates a view controller; its view loads when first needed.
  public override init() {
    super.init()
  }

  /// The root view of the controller's hierarchy, loaded on first access.
  ///
  /// Setting it replaces the view (and counts as loaded, without calling
  /// ``viewDidLoad()``).
  public var view: View {
    get {
      if let loadedView { return loadedView }
      loadViewIfNeeded()
      return loadedView ?? View(frame: .zero)
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue.viewController = self
    }
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view, or `nil` when it has not been loaded (without loading it).
  public var viewIfLoaded: View? { loadedView }

  /// Loads the view now if it is not loaded yet.
  ///
  /// Reading ``view`` inside ``loadView()`` before assigning it (which
  /// recurses forever in UIKit) gets a plain view, with a warning.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    guard !isLoadingView else {
      zoetropeWarning("\(type(of: self)).view read inside loadView() before it was set")
      view = View(frame: .zero)
      return
    }
    isLoadingView = true
    loadView()
    isLoadingView = false
    if loadedView == nil {
      view = View(frame: .zero)
    }
    viewDidLoad()
  }

  /// Creates the controller's view; the default makes a plain ``View``
  /// with the size it is about to have, the way UIKit's default view
  /// starts with the screen's bounds.
  ///
  /// The default view's frame is the window's bounds when the controller
  /// is loaded by becoming a window's ``Window/rootViewController``, else
  /// the key window's bounds (Zoetrope's stand-in for the screen), else
  /// `.zero` when no window is shown yet. So `view.bounds` is the window's
  /// size in ``viewDidLoad()``.
  ///
  /// Override to assign a custom view to ``view`` (without calling `super`);
  /// a custom view keeps the frame you give it until its window lays it
  /// out.
  open func loadView() {
    view = View(frame: frameFromWindow ?? Application.current?.keyWindow?.bounds ?? .zero)
  }

  /// Loads the view, if it is not loaded yet, with the frame a window is
  /// about to give it: ``loadView()``'s default view starts with `frame`.
  ///
  /// - Parameter frame: The window's bounds.
  func loadViewIfNeeded(filling frame: Rect) {
    frameFromWindow = frame
    defer { frameFromWindow = nil }
    loadViewIfNeeded()
  }

  /// Called once after the view loaded; override to build the interface.
  open func viewDidLoad() {}

  /// Called before the view is added to a visible window.
  ///
  /// - Parameter animated: Whether the appearance is animated (always
  ///   `false` for a window's root).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view was added to a visible window.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from a visible window.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from a visible window.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view's ``View/layoutSubviews()``.
  open func viewWillLayoutSubviews() {}

  /// Called after the view's ``View/layoutSubviews()``.
  open func viewDidLayoutSubviews() {}

  /// The next responder: the superview of the controller's view (or its
  /// window when the view is the window's root), else `nil`.
  open override var next: Responder? {
    loadedView?.superview
  }
}
