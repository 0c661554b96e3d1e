import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// A scroll view's two indicators: thin rounded bars along the right and
/// bottom edges that show which part of the content is visible.
///
/// They are plain layers on top of the scroll view's sublayers (not
/// subviews, so they take no touches and are not in
/// ``View/subviews``). The sizes and times are Zoetrope's choices, close to
/// iOS's (Apple publishes none):
/// - 3 points thick, 3 points from the edge and from the track's ends,
///   black at 35 % opacity, with round ends;
/// - as long as the visible fraction of the track (content plus insets),
///   at least ``minimumLength``; past an edge (rubber-banding) shorter by
///   the overshoot, down to ``minimumRubberBandLength``;
/// - shown while the content is dragged or moves on, and after a
///   ``ScrollView/flashScrollIndicators()``; they stay ``hideDelay``
///   seconds after the motion stops, then fade out over ``fadeDuration``.
@MainActor
final class ScrollIndicators {
  /// The thickness, in points.
  static let thickness = 3.0
  /// The gap to the scroll view's edge and to the track's ends.
  static let inset = 3.0
  /// The shortest indicator while the content is within its edges.
  static let minimumLength = 36.0
  /// The shortest indicator while the content is past an edge.
  static let minimumRubberBandLength = 7.0
  /// How long indicators stay after the motion stops, in seconds.
  static let hideDelay = 0.5
  /// How long they take to fade out, in seconds.
  static let fadeDuration = 0.25
  /// Their colour.
  static let color = Color(white: 0, alpha: 0.35)

  /// The vertical indicator, along the right edge.
  let vertical: Layer = ScrollIndicators.makeBar()
  /// The horizontal indicator, along the bottom edge.
  let horizontal: Layer = ScrollIndicators.makeBar()
  /// Whether the indicators are shown (not fading or faded).
  private(set) var isShowing = false

  /// A bar layer, hidden, with no implicit animations.
  private static func makeBar() -> Layer {
    let bar = StaticLayerDelegate.makeLayer()
    bar.backgroundColor = color
    bar.cornerRadius = thickness / 2
    bar.opacity = 0
    bar.isHidden = true
    return bar
  }

  /// Makes the indicators opaque at once, cancelling a fade.
  func show() {
    isShowing = true
    for bar in [vertical, horizontal] {
      bar.removeAnimation(forKey: "fade")
      bar.opacity = 1
    }
  }

  /// Fades the indicators out after ``hideDelay``: the model opacity is 0
  /// at once, an animation holds 1 until the fade starts.
  ///
  /// - Parameter now: The animation base time.
  func hideAfterDelay(now: Double) {
    guard isShowing else { return }
    isShowing = false
    for bar in [vertical, horizontal] {
      let fade = BasicAnimation(keyPath: \.opacity, from: 1, to: 0)
      fade.duration = Self.fadeDuration
      fade.fillMode = .backwards
      fade.beginTime = bar.convertTime(now + Self.hideDelay, from: nil)
      bar.opacity = 0
      bar.add(fade, forKey: "fade")
    }
  }

  /// The frame of an indicator along one axis, in the scroll view's
  /// bounds' space, or `nil` when it is not shown.
  ///
  /// - Parameters:
  ///   - offset: The content offset along the axis.
  ///   - range: The offsets the content rests between.
  ///   - visible: The view's length along the axis.
  ///   - extent: The content's length plus its insets.
  ///   - track: Where the indicator may run along the axis (in the view's
  ///     own coordinates, before the offset).
  /// - Returns: The start and length along the axis.
  static func span(
    offset: Double, range: ClosedRange<Double>, visible: Double, extent: Double,
    track: ClosedRange<Double>
  ) -> (start: Double, length: Double) {
    let trackLength = track.upperBound - track.lowerBound
    let fraction = extent > 0 ? min(1, visible / extent) : 1
    var length = max(min(minimumLength, trackLength), trackLength * fraction)
    let overshoot =
      offset < range.lowerBound
      ? range.lowerBound - offset : max(0, offset - range.upperBound)
    if overshoot > 0 {
      length = max(min(minimumRubberBandLength, length), length - overshoot)
    }
    let scrollable = range.upperBound - range.lowerBound
    let progress = scrollable > 0 ? min(1, max(0, (offset - range.lowerBound) / scrollable)) : 0
    let start = track.lowerBound + progress * (trackLength - length)
    return (start, length)
  }
}

extension ScrollView {
  /// Shows the indicators for a moment, then fades them out: UIKit's
  /// `flashScrollIndicators()`, to tell that a view scrolls.
  ///
  /// While the content is dragged or moves on, the indicators are already
  /// shown and fade when it stops.
  public func flashScrollIndicators() {
    indicators.show()
    updateIndicators()
    if !isDragging && motion.x.isIdle && motion.y.isIdle {
      indicators.hideAfterDelay(now: Application.current?.animationBaseTime ?? 0)
    }
  }

  /// Shows the indicators while the content moves.
  func showIndicators() {
    indicators.show()
    updateIndicators()
  }

  /// Fades the indicators once the content came to rest.
  func hideIndicatorsAfterDelay() {
    indicators.hideAfterDelay(now: Application.current?.animationBaseTime ?? 0)
  }

  /// Places and sizes the indicators for the current offset, keeping them
  /// above the content.
  func updateIndicators() {
    let bars = indicators
    guard bars.isShowing || bars.vertical.animation(forKey: "fade") != nil else {
      bars.vertical.isHidden = true
      bars.horizontal.isHidden = true
      return
    }
    let top = layer.sublayers.suffix(2)
    if top.count < 2 || top.first !== bars.horizontal || top.last !== bars.vertical {
      layer.addSublayer(bars.horizontal)
      layer.addSublayer(bars.vertical)
    }
    let range = offsetRange
    let inset = adjustedContentInset
    let safe = safeAreaInsets
    let size = bounds.size
    let offset = contentOffset
    let showsY = showsVerticalScrollIndicator && range.y.upperBound > range.y.lowerBound
    let showsX = showsHorizontalScrollIndicator && range.x.upperBound > range.x.lowerBound
    let edge = ScrollIndicators.inset
    let thickness = ScrollIndicators.thickness
    let corner = edge + thickness
    bars.vertical.isHidden = !showsY
    if showsY {
      let top = safe.top + edge
      let track = top...max(top, size.height - safe.bottom - (showsX ? corner : 0) - edge)
      let span = ScrollIndicators.span(
        offset: offset.y, range: range.y, visible: size.height,
        extent: contentSize.height + inset.top + inset.bottom, track: track)
      bars.vertical.frame = Rect(
        x: offset.x + size.width - safe.right - corner, y: offset.y + span.start,
        width: thickness, height: span.length)
    }
    bars.horizontal.isHidden = !showsX
    if showsX {
      let left = safe.left + edge
      let track = left...max(left, size.width - safe.right - (showsY ? corner : 0) - edge)
      let span = ScrollIndicators.span(
        offset: offset.x, range: range.x, visible: size.width,
        extent: contentSize.width + inset.left + inset.right, track: track)
      bars.horizontal.frame = Rect(
        x: offset.x + span.start, y: offset.y + size.height - safe.bottom - corner,
        width: span.length, height: thickness)
    }
  }
}
