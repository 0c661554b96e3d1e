import ZoetropeGraphics
import ZoetropeLayers

/// A control for choosing a number from a range by dragging a thumb along
/// a track: UIKit's `UISlider`.
///
/// ```swift
/// let speed = Slider(frame: Rect(x: 20, y: 400, width: 280, height: 31))
/// speed.minimumValue = 0
/// speed.maximumValue = 1.75
/// speed.value = 1
/// speed.addAction(for: .valueChanged) { control in
///   let slider = control as! Slider
///   bunny.animationDuration = 2 - slider.value
/// }
/// ```
///
/// **Geometry.** The track runs the width of the bounds, 4 points thick and
/// centred vertically; the thumb is a 28-point circle whose centre moves
/// from 14 points from the left edge (``minimumValue``) to 14 points from
/// the right edge (``maximumValue``), linearly in between.
///
/// **Touches.** A touch that begins on the thumb (or within
/// ``thumbTouchSlop`` points of it) drags it: the value follows the
/// touch's horizontal movement from where it began, so the thumb does not
/// jump under the finger. A touch that begins elsewhere on the slider
/// first moves the value to the point under it, then drags from there.
/// UIKit's slider does not jump on a tap; this one does, because a tap on
/// the track is the quickest way to set a value with a mouse. Either way,
/// ``isContinuous`` sliders send ``Control/Event/valueChanged`` (followed by
/// ``Control/Event/primaryActionTriggered``) whenever the value changes
/// during the touch; other sliders send it once when the touch lifts, if the
/// value changed. Setting ``value`` from code sends no event, as UIKit.
///
/// **Bad input.** NaN values are ignored with a warning; infinite bounds
/// are ignored with a warning; an infinite value is clamped. A minimum set
/// above the maximum raises the maximum to it (and a maximum set below the
/// minimum lowers the minimum), with a warning. The value always stays in
/// the range and no NaN reaches the layers.
@MainActor
open class Slider: Control {
  /// The diameter of the thumb, in points.
  public static let thumbDiameter: Double = 28
  /// The thickness of the track, in points.
  public static let trackHeight: Double = 4
  /// The natural height of a slider, in points (UIKit's 31).
  public static let defaultHeight: Double = 31
  /// How far around the thumb a touch still grabs it, in points.
  public static let thumbTouchSlop: Double = 10

  var storedMinimum: Double = 0
  var storedMaximum: Double = 1
  var storedValue: Double = 0

  /// Whether value changes during a drag send ``Control/Event/valueChanged``
  /// as they happen (`true`, the default) or once at the end.
  public var isContinuous = true

  /// The colour of the track left of the thumb; `nil` (the default) uses
  /// ``View/tintColor``.
  public var minimumTrackTintColor: Color? {
    didSet { stateDidChange() }
  }

  /// The colour of the track right of the thumb; `nil` (the default) is a
  /// light gray.
  public var maximumTrackTintColor: Color? {
    didSet { stateDidChange() }
  }

  /// The colour of the thumb; `nil` (the default) is white.
  public var thumbTintColor: Color? {
    didSet { stateDidChange() }
  }

  /// The whole track (drawn in the maximum track colour).
  let trackView = View()
  /// The part of the track left of the thumb.
  let minimumTrackView = View()
  /// A soft dark circle under the thumb.
  let thumbShadowView = View()
  /// The thumb.
  let thumbView = View()

  /// Where a drag began: the touch's x and the value then.
  var dragAnchor: (x: Double, value: Double)?
  /// The value when the touch began, for non-continuous sliders.
  var valueAtTouchDown: Double = 0
  /// Whether a jump to a tapped point waits to be reported after touch-down.
  var pendingJumpReport = false

  /// A slider sends its primary action with each value change.
  override var primaryActionEvents: Event { .valueChanged }

  /// Creates a slider with a frame; the range is 0...1 and the value 0.
  ///
  /// - Parameter frame: The frame, in points.
  public override init(frame: Rect) {
    super.init(frame: frame)
    for part in [trackView, minimumTrackView, thumbShadowView, thumbView] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    trackView.layer.cornerRadius = Slider.trackHeight / 2
    minimumTrackView.layer.cornerRadius = Slider.trackHeight / 2
    thumbView.layer.cornerRadius = Slider.thumbDiameter / 2
    thumbView.layer.borderWidth = 0.5
    thumbShadowView.layer.cornerRadius = Slider.thumbDiameter / 2 + 0.5
    stateDidChange()
    layoutParts()
  }

  /// Updates the colours for the state.
  override func stateDidChange() {
    let enabled = isEnabled
    let minimumColor = minimumTrackTintColor ?? tintColor
    minimumTrackView.backgroundColor = enabled ? minimumColor : Color(white: 0.72)
    trackView.backgroundColor = maximumTrackTintColor ?? Color(white: 0.88)
    thumbView.backgroundColor = thumbTintColor ?? .white
    thumbView.layer.borderColor = Color(white: 0, alpha: enabled ? 0.2 : 0.1)
    thumbShadowView.backgroundColor = Color(white: 0, alpha: enabled ? 0.12 : 0.05)
  }

  /// Reports a jump to a tapped point after touch-down.
  override func trackingDidSendTouchDown(with event: ZoetropeUI.Event?) {
    guard pendingJumpReport else { return }
    pendingJumpReport = false
    if isContinuous { sendTrackingActions(for: .valueChanged, with: event) }
  }

  /// The bounds' width and the natural height (31 points).
  ///
  /// - Parameter size: The space available (ignored).
  /// - Returns: The slider's size.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: max(bounds.width, Slider.thumbDiameter), height: Slider.defaultHeight)
  }

  /// No natural width; the natural height of 31 points.
  open override var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: Slider.defaultHeight)
  }

  /// Places the track and thumb for the bounds and value.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  // MARK: Tracking

  /// Grabs the thumb, or jumps to the touched point first.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: `true`: a slider tracks every touch that lands on it.
  open override func beginTracking(_ touch: Touch, with event: ZoetropeUI.Event?) -> Bool {
    let point = touch.location(in: self)
    valueAtTouchDown = storedValue
    let grab = thumbRect.insetBy(dx: -Slider.thumbTouchSlop, dy: -Slider.thumbTouchSlop)
    if !grab.contains(point) {
      let jumped = value(atX: point.x)
      if jumped != storedValue {
        setValue(jumped, animated: false)
        pendingJumpReport = true
      }
    }
    dragAnchor = (point.x, storedValue)
    return true
  }

  /// Moves the value with the touch's horizontal movement.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: `true`.
  open override func continueTracking(_ touch: Touch, with event: ZoetropeUI.Event?) -> Bool {
    guard let anchor = dragAnchor else { return true }
    let travel = thumbTravel
    guard travel > 0 else { return true }
    let x = touch.location(in: self).x
    let newValue = anchor.value + (x - anchor.x) / travel * (storedMaximum - storedMinimum)
    let clamped = clampedValue(newValue)
    if clamped != storedValue {
      setValue(clamped, animated: false)
      if isContinuous { sendTrackingActions(for: .valueChanged, with: event) }
    }
    return true
  }

  /// Sends the one ``Control/Event/valueChanged`` of a non-continuous
  /// slider, if the value changed during the touch.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open override func endTracking(_ touch: Touch?, with event: ZoetropeUI.Event?) {
    dragAnchor = nil
    pendingJumpReport = false
    if !isContinuous, storedValue != valueAtTouchDown {
      sendTrackingActions(for: .valueChanged, with: event)
    }
  }

  /// Forgets the drag; a non-continuous slider reports nothing.
  ///
  /// - Parameter event: The event, if any.
  open override func cancelTracking(with event: ZoetropeUI.Event?) {
    dragAnchor = nil
    pendingJumpReport = false
  }
}
