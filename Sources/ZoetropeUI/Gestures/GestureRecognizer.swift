import ZoetropeGraphics

/// The base class of objects that turn touches on a view into gestures:
/// UIKit's `UIGestureRecognizer`.
///
/// Attach a recognizer to a view with ``View/addGestureRecognizer(_:)``
/// and give it actions; they run whenever its ``state`` changes to
/// ``State/began``, ``State/changed``, ``State/ended`` (a discrete gesture's
/// ``State/recognized``) or ``State/cancelled``:
///
/// ```swift
/// let pan = PanGestureRecognizer { pan in
///   let moved = pan.translation(in: card.superview)
///   card.center = Point(x: start.x + moved.x, y: start.y + moved.y)
/// }
/// card.addGestureRecognizer(pan)
/// ```
///
/// A recognizer sees every touch that begins on its view or on one of the
/// view's subviews, before the hit-tested view does. When it recognizes its
/// gesture, the touches it was following are cancelled in the view
/// (``cancelsTouchesInView``): a button under a pan stops tracking. Two
/// recognizers that share touches exclude each other unless a
/// ``delegate`` allows them to recognize together; ``require(toFail:)``
/// makes one wait for another to fail (a single tap that waits for a
/// double tap).
///
/// Timers that recognizers start (a long press's duration, the wait for a
/// second tap) run on the application's clock, in the input step of the
/// frame, in time order with the touches: a headless run recognizes the
/// same gestures at any frame rate.
///
/// Subclasses override the touch methods (``touchesBegan(_:with:)`` …),
/// set ``state`` as UIKit's subclasses do, and clear their data in
/// ``reset()``.
@MainActor
open class GestureRecognizer {
  /// The view the recognizer is attached to, or `nil`; set by
  /// ``View/addGestureRecognizer(_:)``.
  public internal(set) weak var view: View?

  /// The recognizer's delegate, held weakly.
  public weak var delegate: (any GestureRecognizerDelegate)?

  /// A name to tell recognizers apart in logs and tests; `nil` by default.
  public var name: String?

  /// Whether the recognizer handles touches; `true` by default.
  ///
  /// Disabling a recognizer that has begun cancels it (its actions run
  /// with ``State/cancelled``); one that has not begun fails. Either way it
  /// is then reset and ignores touches until enabled again.
  public var isEnabled = true {
    didSet {
      guard oldValue, !isEnabled else { return }
      abandon()
    }
  }

  /// Whether recognizing the gesture cancels its touches in the view;
  /// `true` by default.
  ///
  /// When `true`, the moment the recognizer begins (or recognizes a
  /// discrete gesture) the view gets ``Responder/touchesCancelled(_:with:)``
  /// for the gesture's touches it had received, and nothing more of them.
  public var cancelsTouchesInView = true

  /// Whether the view's ``Responder/touchesBegan(_:with:)`` waits until the
  /// recognizer fails; `false` by default.
  ///
  /// While it is `true` and the recognizer has not decided, new touches are
  /// held back from the view; they are delivered (began, and ended if they
  /// already lifted) when it fails, and dropped when it recognizes.
  public var delaysTouchesBegan = false

  /// Whether the view's ``Responder/touchesEnded(_:with:)`` waits until the
  /// recognizer decides; `true` by default.
  ///
  /// While it is `true` and the recognizer has not decided, a touch that
  /// lifts is not ended in the view yet: it is ended when the recognizer
  /// fails, and cancelled when it recognizes (with ``cancelsTouchesInView``).
  public var delaysTouchesEnded = true

  /// The recognizer's state.
  ///
  /// Apps read it; subclasses set it, as UIKit's do. A change from
  /// ``State/possible`` to ``State/began`` or ``State/recognized`` first
  /// asks the delegate (``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``),
  /// then waits while a recognizer it must wait for has not failed
  /// (``require(toFail:)``; the state stays ``State/possible`` meanwhile),
  /// and fails when a recognizer sharing its touches has already begun.
  /// Actions run after the touch method that set the state returns.
  ///
  /// Bad input: a change the state machine does not allow (``State/changed``
  /// before ``State/began``, anything after ``State/ended`` but a reset) is
  /// ignored with a warning.
  public var state: State {
    get { storedState }
    set { requestState(newValue) }
  }

  // MARK: Internals

  /// The state as it is now.
  var storedState: State = .possible

  /// The state the recognizer asked for while a recognizer it waits for has
  /// not failed (``State/began`` or ``State/ended``), or `nil`.
  var pendingState: State?

  /// The registered actions, in the order they were added.
  var actionEntries: [ActionEntry] = []

  /// The recognizers that must fail before this one is recognized.
  var failureRequirements: [WeakGestureRecognizer] = []

  /// The touches down that the recognizer follows, in the order they began.
  var activeTouches: [Touch] = []

  /// Every touch the recognizer received since it was last reset.
  var sequenceTouches: [Touch] = []

  /// The touches ``ignore(_:for:)`` excluded.
  var ignoredTouches: Set<ObjectIdentifier> = []

  /// Where the gesture was last, in window coordinates: the centroid of
  /// the last touches followed.
  var lastLocationInWindow: Point?

  /// When ``deadlineReached()`` is due, in seconds, or `nil`.
  var deadline: Double?

  /// Tells the coordinator's queued deadlines apart from stale ones.
  var deadlineToken = 0

  /// Creates a recognizer with no actions.
  public init() {}

  /// Creates a recognizer whose action is a method of a target, as
  /// `UIGestureRecognizer(target:action:)`.
  ///
  /// ```swift
  /// let pan = PanGestureRecognizer(target: self, action: PhotoController.handlePan)
  /// // func handlePan(_ pan: PanGestureRecognizer) { … }
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; held weakly.
  ///   - action: The method, unapplied (`Type.method`).
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Creates a recognizer with a closure as its action.
  ///
  /// ```swift
  /// let tap = TapGestureRecognizer { tap in print(tap.location(in: nil)) }
  /// ```
  ///
  /// - Parameter handler: Runs on every state change that sends actions,
  ///   with the recognizer.
  public convenience init(handler: @escaping @MainActor (Self) -> Void) {
    self.init()
    addAction(handler)
  }

  // MARK: Touch methods for subclasses

  /// Tells the recognizer that touches began on its view or a subview.
  ///
  /// The base class does nothing.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}

  /// Tells the recognizer that touches it follows moved.
  ///
  /// The base class does nothing.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}

  /// Tells the recognizer that touches it follows lifted.
  ///
  /// They still count in ``numberOfTouches`` and ``location(in:)`` until the
  /// method and the actions it causes have run.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}

  /// Tells the recognizer that touches it follows were cancelled.
  ///
  /// The base class makes a recognizer that has begun ``State/cancelled``,
  /// and one that has not ``State/failed``.
  ///
  /// - Parameters:
  ///   - touches: The cancelled touches.
  ///   - event: Their event.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    if storedState.isActive {
      state = .cancelled
    } else if storedState == .possible {
      state = .failed
    }
  }

  /// Clears the recognizer's data after a gesture; called just before the
  /// state returns to ``State/possible``.
  ///
  /// Subclasses that override it call `super.reset()`.
  open func reset() {}

  /// Stops sending a touch to the recognizer: it no longer counts in
  /// ``numberOfTouches`` and the touch methods do not see it again.
  ///
  /// - Parameters:
  ///   - touch: A touch the recognizer received.
  ///   - event: Its event.
  open func ignore(_ touch: Touch, for event: Event) {
    ignoredTouches.insert(ObjectIdentifier(touch))
    activeTouches.removeAll { $0 === touch }
  }

  // MARK: Exclusion for subclasses

  /// Whether this recognizer, once it begins or recognizes, keeps
  /// `preventedGestureRecognizer` from recognizing the same touches:
  /// UIKit's `canPrevent(_:)`; `true` by default.
  ///
  /// A recognizer prevents another that shares its touches unless either
  /// delegate lets them recognize simultaneously, and only when this
  /// returns `true` and the other's ``canBePrevented(by:)`` does too.
  /// Subclasses override it to stand aside for some recognizers.
  ///
  /// - Parameter preventedGestureRecognizer: The other recognizer.
  /// - Returns: Whether this one may prevent it.
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, once it begins or recognizes,
  /// may keep this recognizer from recognizing the same touches: UIKit's
  /// `canBePrevented(by:)`; `true` by default (see ``canPrevent(_:)``).
  ///
  /// - Parameter preventingGestureRecognizer: The other recognizer.
  /// - Returns: Whether it may prevent this one.
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Called when the deadline set with ``scheduleDeadline(at:)`` is
  /// reached; the built-in recognizers override it (a long press begins, a
  /// tap that waited for its next tap fails).
  func deadlineReached() {}
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakGestureRecognizer {
  weak var recognizer: GestureRecognizer?
}
