import ZoetropeAnimation
import ZoetropeGraphics

/// What a ``ScrollView`` tells about its scrolling.
///
/// UIKit's `UIScrollViewDelegate`. Every method does nothing by default.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed (by a drag, a deceleration, a bounce, an
  /// animation or a setter).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag began.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifts: `velocity` in points per millisecond (UIKit's unit),
  /// and the offset the scroll view will come to rest at, which you may
  /// change (it is clamped to the content).
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: inout Point)
  /// The drag ended; `decelerate` tells whether the content moves on.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The motion after a drag came to rest.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animation of ``ScrollView/setContentOffset(_:animated:)`` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// The view that pinching zooms: a subview of the scroll view (kept at
  /// its frame, not laid out by constraints), or `nil` (the default) for
  /// no zooming.
  func viewForZooming(in scrollView: ScrollView) -> View?
  /// A pinch begins to zoom `view`.
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
  /// The zoom scale changed (by a pinch, an animation or a setter).
  func scrollViewDidZoom(_ scrollView: ScrollView)
  /// A pinch's zoom, its bounce back, or an animated zoom ended at `scale`.
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
  /// ``ScrollView/adjustedContentInset`` changed (the safe area, the
  /// content inset, or what is scrollable changed).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: inout Point
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// No view: the scroll view does not zoom.
  public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// Does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: ScrollView, with view: View?, atScale scale: Double
  ) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

/// A view whose content is larger than it and moves under the finger with
/// iOS's physics: UIKit's `UIScrollView`.
///
/// ```swift
/// let scroll = ScrollView(frame: window.bounds)
/// scroll.contentSize = Size(width: 320, height: 4_000)
/// scroll.addSubview(list)  // subviews are the content
/// ```
///
/// The content offset is the bounds' origin. A drag moves it with the
/// finger (rubber-banding past the edges when ``bounces``); when the
/// finger lifts, the content decelerates (``decelerationRate``), bounces
/// back from an edge, or with ``isPagingEnabled`` settles on a page. The
/// formulas are in ``DecelerationRate`` and `docs/SCROLLING.md`. Scroll
/// indicators show while the content moves and fade after it stops
/// (``showsVerticalScrollIndicator``, ``flashScrollIndicators()``); with a
/// ``ScrollViewDelegate/viewForZooming(in:)`` view and a zoom range, a
/// pinch zooms (``zoomScale``).
@MainActor
open class ScrollView: View {
  /// Told of scrolling; held weakly.
  public weak var delegate: (any ScrollViewDelegate)?

  /// The size of the content, in points; zero by default.
  ///
  /// A NaN, infinite or negative size is replaced by zero with a warning.
  public var contentSize = Size(width: 0, height: 0) {
    didSet {
      let size = contentSize
      if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
        zoetropeWarning("ScrollView contentSize \(size) is not a size; using zero")
        contentSize = Size(width: 0, height: 0)
      }
      if contentSize != oldValue { setNeedsLayout() }
    }
  }

  /// Extra room around the content, in points; zero by default.
  ///
  /// NaN and infinite insets are replaced by 0 with a warning.
  public var contentInset = EdgeInsets.zero {
    didSet {
      let inset = contentInset
      if ![inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) {
        zoetropeWarning("ScrollView contentInset \(inset) is not finite; using zero")
        contentInset = .zero
      }
      if contentInset != oldValue { setNeedsLayout() }
    }
  }

  /// How the safe area adds to ``contentInset``:
  /// ``ContentInsetAdjustmentBehavior/automatic`` by default.
  ///
  /// A change moves ``adjustedContentInset`` (and a content resting at
  /// its top or left edge with it) at the next layout pass.
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
  }

  /// The insets scrolling uses: ``contentInset`` plus the safe area
  /// insets on the sides ``contentInsetAdjustmentBehavior`` adjusts
  /// (see ``ContentInsetAdjustmentBehavior``).
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    let (vertical, horizontal) = adjustedAxes
    return EdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// The adjusted inset when the scroll view was last laid out (`nil`
  /// before its first layout pass), and the safe area's part of it, to
  /// tell a change.
  var lastAdjustedContentInset: EdgeInsets?
  var lastSystemInset = EdgeInsets.zero

  /// The point of the content at the view's top-left corner.
  ///
  /// It is the bounds' origin. Setting it stops any motion and tells the delegate; a NaN or
  /// infinite offset is ignored with a warning.
  public var contentOffset: Point {
    get { bounds.origin }
    set {
      guard newValue.x.isFinite && newValue.y.isFinite else {
        zoetropeWarning("ScrollView contentOffset \(newValue) is not finite; ignored")
        return
      }
      stopMotion()
      moveContent(to: newValue)
    }
  }

  /// The rate the content slows down at after a fling; ``DecelerationRate/normal``.
  ///
  /// A rate outside 0 < rate < 1 (or NaN) is replaced by
  /// ``DecelerationRate/normal`` with a warning.
  public var decelerationRate = DecelerationRate.normal {
    didSet {
      guard !decelerationRate.isUsable else { return }
      zoetropeWarning(
        "ScrollView decelerationRate \(decelerationRate.rawValue) is outside 0 < rate < 1; using .normal"
      )
      decelerationRate = .normal
    }
  }

  /// Whether the content rubber-bands past its edges and bounces back
  /// (`true`), or stops at them.
  public var bounces = true

  /// Whether a vertical drag bounces even when the content is not taller
  /// than the view; `false` by default.
  public var alwaysBounceVertical = false

  /// Whether a horizontal drag bounces even when the content is not wider
  /// than the view; `false` by default.
  public var alwaysBounceHorizontal = false

  /// Whether the content comes to rest on multiples of the view's size.
  public var isPagingEnabled = false

  /// Whether the vertical indicator shows while the content moves;
  /// `true` by default.
  public var showsVerticalScrollIndicator = true {
    didSet { updateIndicators() }
  }

  /// Whether the horizontal indicator shows while the content moves;
  /// `true` by default.
  public var showsHorizontalScrollIndicator = true {
    didSet { updateIndicators() }
  }

  /// The two indicators.
  let indicators = ScrollIndicators()

  /// Whether a pinch past the zoom limits rubber-bands and springs back
  /// (`true`), or stops at them.
  public var bouncesZoom = true

  /// The recognizer that zooms the content, acting when the delegate
  /// names a ``ScrollViewDelegate/viewForZooming(in:)`` view and
  /// ``maximumZoomScale`` is above ``minimumZoomScale``.
  public let pinchGestureRecognizer = PinchGestureRecognizer()

  /// The zoom's limits, scale and motion.
  var zoom = ZoomState()

  /// The content and frame layout guides, made when first asked for.
  var scrollGuides: (content: LayoutGuide?, frame: LayoutGuide?)

  /// Whether the user can scroll; `true` by default.
  public var isScrollEnabled = true {
    didSet {
      panGestureRecognizer.isEnabled = isScrollEnabled
      pinchGestureRecognizer.isEnabled = isScrollEnabled
    }
  }

  /// The recognizer that drags the content.
  public let panGestureRecognizer = PanGestureRecognizer()

  /// Whether the finger is dragging the content.
  public internal(set) var isDragging = false

  /// Whether the content moves on after the finger lifted.
  public var isDecelerating: Bool { motion.x.isDecelerating || motion.y.isDecelerating }

  /// The motion of each axis after the finger lifted or an animated
  /// offset change.
  var motion = (x: AxisMotion.idle, y: AxisMotion.idle)
  /// The callback that advances the motion each frame.
  var displayLink: DisplayLink?
  /// The offset when the drag began, and the drag distance it stood for
  /// (a drag from a rubber-banded offset continues the band).
  var dragStart = (offset: Point.zero, drag: Point.zero)
  /// Whether the motion running is an animated offset change.
  var isAnimatingOffset = false

  /// A scroll view.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
    clipsToBounds = true
    panGestureRecognizer.addAction { [unowned self] pan in handlePan(pan) }
    addGestureRecognizer(panGestureRecognizer)
    pinchGestureRecognizer.addAction { [unowned self] pinch in handlePinch(pinch) }
    addGestureRecognizer(pinchGestureRecognizer)
  }

  /// Keeps the indicators where the new size puts them, and tells of a
  /// change of ``adjustedContentInset``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateAdjustedContentInset()
    updateIndicators()
  }

  /// Tells the delegate that ``adjustedContentInset`` changed: UIKit's
  /// `adjustedContentInsetDidChange()`.
  ///
  /// Called at a layout pass; it calls the delegate's
  /// ``ScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``,
  /// so subclasses calling `super` keep the delegate told.
  open func adjustedContentInsetDidChange() {
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// Moves the content to an offset, at once or with an animation of
  /// 0.3 s ease-in-out (Zoetrope's choice; UIKit does not document its
  /// own) that tells the delegate at every frame.
  ///
  /// - Parameters:
  ///   - offset: The new offset; a NaN or infinite one is ignored with a
  ///     warning.
  ///   - animated: Whether to animate.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    guard offset.x.isFinite && offset.y.isFinite else {
      zoetropeWarning("setContentOffset: \(offset) is not finite; ignored")
      return
    }
    guard animated, let now = Application.current?.animationBaseTime else {
      contentOffset = offset
      return
    }
    stopMotion()
    let from = contentOffset
    motion = (
      .timed(start: now, from: from.x, to: offset.x, duration: 0.3),
      .timed(start: now, from: from.y, to: offset.y, duration: 0.3)
    )
    isAnimatingOffset = true
    showIndicators()
    startDisplayLink()
  }

  /// Scrolls the least that makes a rectangle of the content visible.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the content's coordinates (the scroll view's
  ///     bounds' space).
  ///   - animated: Whether to animate.
  public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
    guard rect.isFiniteValue else { return }
    let size = bounds.size
    var offset = contentOffset
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    let range = offsetRange
    offset = Point(
      x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    if offset != contentOffset { setContentOffset(offset, animated: animated) }
  }

  /// The offsets the content rests between, per axis.
  var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let inset = adjustedContentInset
    let size = bounds.size
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, contentSize.width + inset.right - size.width)
    let maxY = max(minY, contentSize.height + inset.bottom - size.height)
    return (minX...maxX, minY...maxY)
  }

  /// Sets the bounds' origin and tells the delegate.
  func moveContent(to offset: Point) {
    guard offset != bounds.origin else { return }
    View.performWithoutAnimation {
      bounds = Rect(origin: offset, size: bounds.size)
    }
    if scrollGuides.frame != nil { setNeedsLayout() }
    updateIndicators()
    delegate?.scrollViewDidScroll(self)
  }
}
