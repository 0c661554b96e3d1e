import ZoetropeGraphics
import ZoetropeLayers

/// A rectangle on screen that draws, lays out its subviews and handles
/// touches: UIKit's `UIView`, backed by a ``/ZoetropeLayers/Layer``.
///
/// A view owns its ``layer``, which the renderer draws; the view's geometry
/// and appearance properties (``frame``, ``center``, ``alpha``,
/// ``backgroundColor``, …) read and write the layer's model values. Views
/// do not animate their changes implicitly: a change shows at the next
/// frame, unless it is made inside an animation block such as
/// ``animate(withDuration:delay:options:animations:completion:)``.
///
/// ```swift
/// let box = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
/// box.backgroundColor = .systemBlue
/// window.addSubview(box)
/// View.animate(withDuration: 2) {
///   box.center = Point(x: 200, y: 300)
/// }
/// ```
///
/// Units are points and radians; coordinates have their origin at the top
/// left with y growing downwards, as in UIKit.
@MainActor
open class View: Responder {
  /// The class of layer the view creates for itself; override to back a view
  /// with a ``/ZoetropeLayers/TextLayer`` or a layer subclass of your own.
  ///
  /// The layer is made with `init(layer:)` from a fresh ``/ZoetropeLayers/Layer`` (the
  /// initializer every layer class must have), so it starts with Core
  /// Animation's default values.
  open class var layerClass: Layer.Type { Layer.self }

  /// The layer that draws the view; the view is its delegate.
  public let layer: Layer

  /// The view's subviews, back to front.
  public internal(set) var subviews: [View] = []

  /// The view that contains this one, or `nil`.
  public internal(set) weak var superview: View?

  /// A number for finding the view with ``viewWithTag(_:)``; 0 by default.
  public var tag = 0

  /// A short description for accessibility and for scripted input, which
  /// finds views by it.
  public var accessibilityLabel: String?

  /// A stable identifier for finding the view in tests and scripts.
  public var accessibilityIdentifier: String?

  /// Whether the view (and so its subviews) receives touches.
  ///
  /// `true` by default. When `false`, hit testing skips the view and its subviews.
  public var isUserInteractionEnabled = true

  /// Whether the view receives more than one touch at a time.
  ///
  /// `false` by default, as in UIKit: while a touch is down on the view,
  /// further fingers that hit it are ignored.
  public var isMultipleTouchEnabled = false

  /// The colour stored for ``backgroundColor`` (`nil` is clear).
  var storedBackgroundColor: Color?

  /// How the layer's contents fit the bounds; see ``contentMode``.
  var storedContentMode: ContentMode = .scaleToFill

  /// Whether ``layoutSubviews()`` must run at the next layout pass.
  var needsLayoutFlag = true

  /// Whether some descendant needs layout, so layout passes and the idle
  /// check skip clean subtrees.
  var descendantNeedsLayout = false
  /// Whether the view's ``layoutSubviews()`` is running: subviews it
  /// resizes then do not mark it for layout again.
  var isLayingOutSubviews = false

  /// The view controller whose view this is, if any.
  weak var viewController: ViewController?

  /// Running animations on this view made without
  /// ``AnimationOptions/allowUserInteraction``; while any run, the view
  /// ignores touches.
  var interactionBlockingAnimations = 0

  /// The view set as ``mask``, held strongly as UIKit does.
  var storedMask: View?

  /// The tint set on this view, if any; see ``tintColor``.
  var storedTintColor: Color?

  /// Whether a view property setter is changing the layer (which then
  /// animates the change itself, so the layer's action must not).
  var isSettingAnimatableProperty = false

  /// The recognizers attached with ``addGestureRecognizer(_:)``.
  var storedGestureRecognizers: [GestureRecognizer] = []

  /// Auto Layout settings and the constraints installed on this view.
  var autoLayout = AutoLayoutState()

  /// The constraint solver of the hierarchy this view is the root of.
  var layoutEngine: LayoutEngine?

  /// Whether this root must build (or drop) its engine at the next layout.
  var needsLayoutEngineCheck = false

  /// Creates a view with a frame in its superview's coordinates.
  ///
  /// - Parameter frame: The frame, in points. A frame with a NaN or
  ///   infinite value is replaced by `.zero` with a warning.
  public init(frame: Rect) {
    layer = Self.layerClass.init(layer: Layer())
    super.init()
    layer.delegate = self
    // A view made inside an animation block starts at its frame; it does
    // not grow out of a zero rectangle.
    View.performWithoutAnimation {
      self.frame = View.sanitizedFrame(frame, for: "View.init(frame:)")
    }
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// The view controller whose view this is, or else the superview.
  open override var next: Responder? {
    if let viewController { return viewController }
    return superview
  }

  // MARK: Hierarchy hooks

  /// Called just before the view gets a new superview (or `nil`); does
  /// nothing by default.
  ///
  /// - Parameter newSuperview: The coming superview.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view got a new superview (or was removed); does
  /// nothing by default.
  open func didMoveToSuperview() {}

  /// Called just before the view moves into a window (or out of one); does
  /// nothing by default.
  ///
  /// - Parameter newWindow: The coming window, or `nil`.
  open func willMove(toWindow newWindow: Window?) {}

  /// Called after the view moved into a window (or out of one).
  ///
  /// ``window`` is already the new one. Does nothing by default.
  open func didMoveToWindow() {}

  /// Called when the view's effective ``tintColor`` changed.
  ///
  /// It changes when the view's own tint or an ancestor's is set, or when
  /// the view moves under a differently tinted superview. Does nothing by
  /// default; controls redraw their tinted parts here.
  open func tintColorDidChange() {}

  /// Called after a subview was added; does nothing by default.
  ///
  /// - Parameter subview: The new subview.
  open func didAddSubview(_ subview: View) {}

  /// Called just before a subview is removed; does nothing by default.
  ///
  /// - Parameter subview: The leaving subview.
  open func willRemoveSubview(_ subview: View) {}

  // MARK: Layout hooks

  /// Lays out the subviews; override to set their frames.
  ///
  /// The default does nothing.
  /// Called by the layout pass (frame step 5) or ``layoutIfNeeded()`` after
  /// ``setNeedsLayout()``, at most once per pass; never call it directly.
  open func layoutSubviews() {}

  /// Updates the view's constraints; override to activate, deactivate or
  /// change constraints in one place, as UIKit's `updateConstraints()`.
  ///
  /// Called at the next layout pass (or by
  /// ``updateConstraintsIfNeeded()``) after ``setNeedsUpdateConstraints()``,
  /// subviews before their superview, before constraints are solved. The
  /// default does nothing; never call it directly.
  open func updateConstraints() {}

  /// The size that best fits the view's content within a size.
  ///
  /// The default returns the current bounds size.
  ///
  /// - Parameter size: The space available, in points.
  /// - Returns: The size the view would like, in points.
  open func sizeThatFits(_ size: Size) -> Size {
    bounds.size
  }

  /// The natural size of the view's content, or ``View/noIntrinsicMetric``
  /// in a dimension without one (the default for both).
  open var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  // MARK: Drawing hook

  /// Draws the view's content; override for custom drawing.
  ///
  /// UIKit's `draw(_:)` finds its context with `UIGraphicsGetCurrentContext()`;
  /// here the context is a parameter. Its coordinates are the view's bounds,
  /// in points. The content is drawn on the first frame the view is shown and
  /// again after ``setNeedsDisplay()``; it is cached in between. The default
  /// draws nothing (the background colour is drawn by the layer).
  ///
  /// - Parameters:
  ///   - rect: The area to draw: the bounds.
  ///   - context: The context to draw into.
  open func draw(_ rect: Rect, in context: any GraphicsContext) {}

  // MARK: Hit-testing hooks

  /// The farthest descendant of the view (or the view itself) that contains
  /// a point and receives touches, or `nil`.
  ///
  /// Skips hidden views, views with alpha below 0.01, views with
  /// ``isUserInteractionEnabled`` off, and views running an animation made
  /// without ``AnimationOptions/allowUserInteraction``; tests subviews front
  /// to back. Uses model values: during an animation the view is hit where
  /// it is going, as in UIKit.
  ///
  /// - Parameters:
  ///   - point: A point in the view's coordinates.
  ///   - event: The event being delivered, if any.
  /// - Returns: The view to deliver touches to.
  open func hitTest(_ point: Point, with event: Event?) -> View? {
    defaultHitTest(point, with: event)
  }

  /// Whether a point is inside the view; the default tests the bounds.
  ///
  /// - Parameters:
  ///   - point: A point in the view's coordinates.
  ///   - event: The event being delivered, if any.
  /// - Returns: `true` when `bounds` contains the point.
  open func point(inside point: Point, with event: Event?) -> Bool {
    bounds.contains(point)
  }
}
