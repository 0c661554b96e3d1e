import ZoetropeAnimation
import ZoetropeGraphics

/// A scroll view's zoom: its limits, its scale, and the pinch or
/// animation that changes it.
struct ZoomState {
  /// The smallest scale (``ScrollView/minimumZoomScale``).
  var minimum = 1.0
  /// The largest scale (``ScrollView/maximumZoomScale``).
  var maximum = 1.0
  /// The scale now (``ScrollView/zoomScale``).
  var scale = 1.0
  /// Whether a pinch is zooming.
  var isPinching = false
  /// The point of the zoomed view (unscaled) under the pinch's centre when
  /// it began, and the scale then.
  var anchor = (point: Point.zero, scale: 1.0)
  /// An animated change: to a scale and an offset, eased or springing.
  var animation: Animation?

  /// An animated zoom.
  struct Animation {
    /// When it started.
    let start: Double
    /// The scale and offset it started from.
    let from: (scale: Double, offset: Point)
    /// The scale and offset it ends at.
    let to: (scale: Double, offset: Point)
    /// A spring (bouncing back from past a limit) rather than 0.3 s
    /// ease-in-out.
    let springs: Bool
  }

  /// The scale a pinch to `raw` shows: past a limit, rubber-banded on the
  /// ratio (`limit · (1 + b(raw/limit − 1))` above the maximum, with `b`
  /// the scroll rubber band over a length of 1; the mirror below the
  /// minimum): Zoetrope's choice.
  func bandedScale(_ raw: Double, bounces: Bool) -> Double {
    if raw > maximum {
      guard bounces else { return maximum }
      return maximum * (1 + ScrollPhysics.rubberBand(raw / maximum - 1, dimension: 1))
    }
    if raw < minimum {
      guard bounces else { return minimum }
      return minimum / (1 + ScrollPhysics.rubberBand(minimum / raw - 1, dimension: 1))
    }
    return raw
  }
}

// Zooming: UIKit's zoomScale, setZoomScale, zoom(to:), pinching, and the
// bounce back to the limits.
extension ScrollView {
  /// The smallest zoom scale; 1 by default.
  ///
  /// A NaN, infinite or non-positive value is ignored with a warning; a
  /// minimum above ``maximumZoomScale`` raises the maximum to it. The
  /// scale now is clamped into the new range.
  public var minimumZoomScale: Double {
    get { zoom.minimum }
    set {
      guard newValue.isFinite && newValue > 0 else {
        zoetropeWarning("ScrollView minimumZoomScale \(newValue) is not a positive number; ignored")
        return
      }
      zoom.minimum = newValue
      zoom.maximum = max(zoom.maximum, newValue)
      clampZoomScale()
    }
  }

  /// The largest zoom scale; 1 by default (no zooming).
  ///
  /// A NaN, infinite or non-positive value is ignored with a warning; a
  /// maximum below ``minimumZoomScale`` lowers the minimum to it.
  public var maximumZoomScale: Double {
    get { zoom.maximum }
    set {
      guard newValue.isFinite && newValue > 0 else {
        zoetropeWarning("ScrollView maximumZoomScale \(newValue) is not a positive number; ignored")
        return
      }
      zoom.maximum = newValue
      zoom.minimum = min(zoom.minimum, newValue)
      clampZoomScale()
    }
  }

  /// The scale of the view for zooming (the delegate's
  /// ``ScrollViewDelegate/viewForZooming(in:)``); 1 by default.
  ///
  /// Setting it is ``setZoomScale(_:animated:)`` without animation.
  public var zoomScale: Double {
    get { zoom.scale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Whether a pinch is zooming the content.
  public var isZooming: Bool { zoom.isPinching }

  /// Whether the scale is springing back to a limit after a pinch past it.
  public var isZoomBouncing: Bool { zoom.animation?.springs ?? false }

  /// Zooms to a scale about the centre of the visible area.
  ///
  /// - Parameters:
  ///   - scale: The scale, clamped to ``minimumZoomScale``…``maximumZoomScale``;
  ///     NaN or infinite is ignored with a warning.
  ///   - animated: Whether to animate (0.3 s ease-in-out, Zoetrope's choice).
  public func setZoomScale(_ scale: Double, animated: Bool) {
    guard scale.isFinite else {
      zoetropeWarning("setZoomScale: \(scale) is not finite; ignored")
      return
    }
    let target = min(max(scale, zoom.minimum), zoom.maximum)
    let size = bounds.size
    let center = Point(x: size.width / 2, y: size.height / 2)
    let offset = offsetKeeping(
      anchor: contentPoint(at: center), at: center, scale: target)
    zoom(toScale: target, offset: offset, animated: animated)
  }

  /// Zooms so that a rectangle of the zoomed view fills the scroll view,
  /// centred, within the zoom limits.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the zooming view's own coordinates; one that
  ///     is empty or not finite is ignored.
  ///   - animated: Whether to animate (0.3 s ease-in-out).
  public func zoom(to rect: Rect, animated: Bool) {
    guard rect.isFiniteValue, rect.width > 0, rect.height > 0, viewForZooming != nil else {
      return
    }
    let size = bounds.size
    let wanted = min(size.width / rect.width, size.height / rect.height)
    let scale = min(max(wanted, zoom.minimum), zoom.maximum)
    let center = Point(x: rect.midX, y: rect.midY)
    let offset = Point(
      x: center.x * scale - size.width / 2, y: center.y * scale - size.height / 2)
    zoom(toScale: scale, offset: clampedOffset(offset, scale: scale), animated: animated)
  }

  /// The view the delegate zooms, if it names one of the scroll view's
  /// subviews.
  var viewForZooming: View? {
    guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
    return view
  }

  /// The point of the zoomed view (unscaled) at a point of the scroll
  /// view's frame (relative to its top-left corner).
  func contentPoint(at point: Point) -> Point {
    let offset = contentOffset
    return Point(x: (offset.x + point.x) / zoom.scale, y: (offset.y + point.y) / zoom.scale)
  }

  /// The offset that puts a point of the zoomed view at a point of the
  /// frame at a scale, clamped to the content.
  func offsetKeeping(anchor: Point, at point: Point, scale: Double) -> Point {
    clampedOffset(
      Point(x: anchor.x * scale - point.x, y: anchor.y * scale - point.y), scale: scale)
  }

  /// An offset clamped to the range the content has at a scale.
  func clampedOffset(_ offset: Point, scale: Double) -> Point {
    let inset = adjustedContentInset
    let size = bounds.size
    let unscaled = viewForZooming?.bounds.size ?? Size(width: 0, height: 0)
    let maxX = max(-inset.left, unscaled.width * scale + inset.right - size.width)
    let maxY = max(-inset.top, unscaled.height * scale + inset.bottom - size.height)
    return Point(
      x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
  }

  /// Sets the scale on the zoomed view (its transform, its frame at the
  /// content's origin) and the content size, and tells the delegate.
  func applyZoom(scale: Double) {
    guard let view = viewForZooming, scale.isFinite, scale > 0 else { return }
    zoom.scale = scale
    let size = view.bounds.size
    View.performWithoutAnimation {
      view.transform = Transform(scaleX: scale, y: scale)
      view.center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
    }
    contentSize = Size(width: size.width * scale, height: size.height * scale)
    delegate?.scrollViewDidZoom(self)
  }

  /// Clamps the scale into a changed range.
  private func clampZoomScale() {
    let clamped = min(max(zoom.scale, zoom.minimum), zoom.maximum)
    if clamped != zoom.scale { setZoomScale(clamped, animated: false) }
  }

  /// Changes the scale and offset at once or along 0.3 s ease-in-out.
  private func zoom(toScale scale: Double, offset: Point, animated: Bool) {
    guard viewForZooming != nil else {
      zoom.scale = scale
      return
    }
    stopMotion()
    guard animated, let now = Application.current?.animationBaseTime else {
      applyZoom(scale: scale)
      moveContent(to: offset)
      return
    }
    zoom.animation = ZoomState.Animation(
      start: now, from: (zoom.scale, contentOffset), to: (scale, offset), springs: false)
    isAnimatingOffset = true
    showIndicators()
    startDisplayLink()
  }

  /// The pinch recognizer's action: zooms about the fingers' centre,
  /// rubber-banding past the limits, and springs back when they lift.
  func handlePinch(_ pinch: PinchGestureRecognizer) {
    guard viewForZooming != nil, zoom.maximum > zoom.minimum || zoom.isPinching else { return }
    let location = pinch.location(in: self)
    let center = Point(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
    switch pinch.state {
    case .began:
      stopMotion()
      zoom.isPinching = true
      zoom.anchor = (contentPoint(at: center), zoom.scale)
      delegate?.scrollViewWillBeginZooming(self, with: viewForZooming)
      showIndicators()
      followPinch(pinch, center: center)
    case .changed:
      followPinch(pinch, center: center)
    case .ended, .cancelled:
      guard zoom.isPinching else { return }
      zoom.isPinching = false
      endPinch(center: center)
    default:
      break
    }
  }

  /// Scales about the pinch's centre, keeping the anchor under it.
  private func followPinch(_ pinch: PinchGestureRecognizer, center: Point) {
    let scale = zoom.bandedScale(zoom.anchor.scale * pinch.scale, bounces: bouncesZoom)
    applyZoom(scale: scale)
    let offset = Point(
      x: zoom.anchor.point.x * scale - center.x, y: zoom.anchor.point.y * scale - center.y)
    moveContent(to: clampedOffset(offset, scale: scale))
  }

  /// After the fingers lift: springs back into the limits (about the last
  /// centre), or ends the zoom where it is.
  private func endPinch(center: Point) {
    let scale = zoom.scale
    let target = min(max(scale, zoom.minimum), zoom.maximum)
    let now = Application.current?.animationBaseTime ?? 0
    if target != scale, Application.current != nil {
      let offset = offsetKeeping(anchor: contentPoint(at: center), at: center, scale: target)
      zoom.animation = ZoomState.Animation(
        start: now, from: (scale, contentOffset), to: (target, offset), springs: true)
      startDisplayLink()
      return
    }
    if target != scale {
      applyZoom(scale: target)
      moveContent(to: offsetKeeping(anchor: contentPoint(at: center), at: center, scale: target))
    }
    delegate?.scrollViewDidEndZooming(self, with: viewForZooming, atScale: zoom.scale)
    hideIndicatorsAfterDelay()
  }

  /// Moves an animated zoom to a frame's time; at its end, tells the
  /// delegate.
  ///
  /// - Returns: Whether the zoom animation is still running.
  func advanceZoom(to time: Double) -> Bool {
    guard let animation = zoom.animation else { return false }
    let elapsed = max(0, time - animation.start)
    var progress: Double
    var done: Bool
    if animation.springs {
      // A critically damped spring from 1 to 0, as the scroll bounce.
      let state = ScrollPhysics.spring(displacement: 1, velocity: 0, time: elapsed)
      progress = 1 - state.displacement
      done = elapsed > 0 && state.displacement < 1e-3
    } else {
      done = elapsed >= 0.3
      progress = TimingFunction.easeInEaseOut.value(at: min(1, elapsed / 0.3))
    }
    if done { progress = 1 }
    let (from, to) = (animation.from, animation.to)
    applyZoom(scale: from.scale + (to.scale - from.scale) * progress)
    moveContent(
      to: Point(
        x: from.offset.x + (to.offset.x - from.offset.x) * progress,
        y: from.offset.y + (to.offset.y - from.offset.y) * progress))
    guard done else { return true }
    zoom.animation = nil
    applyZoom(scale: to.scale)
    moveContent(to: to.offset)
    delegate?.scrollViewDidEndZooming(self, with: viewForZooming, atScale: zoom.scale)
    return false
  }
}
