import ZoetropeAnimation
import ZoetropeGraphics

/// One axis's motion after the finger lifted, or of an animated offset
/// change; each case is a closed form of the time since it started.
enum AxisMotion {
  /// At rest.
  case idle
  /// Slowing down by the deceleration rate (``ScrollPhysics``).
  case decelerating(start: Double, from: Double, velocity: Double)
  /// A critically damped spring towards `target` (bouncing back, paging).
  case spring(start: Double, target: Double, displacement: Double, velocity: Double)
  /// An ease-in-out move (``ScrollView/setContentOffset(_:animated:)``).
  case timed(start: Double, from: Double, to: Double, duration: Double)

  /// Whether the axis is at rest.
  var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }

  /// Whether it moves on after a drag (decelerating or springing).
  var isDecelerating: Bool {
    switch self {
    case .decelerating, .spring: true
    case .idle, .timed: false
    }
  }

  /// The offset at a time, and the motion after it (idle once at rest).
  ///
  /// - Parameters:
  ///   - time: The frame time.
  ///   - current: The offset now (kept when idle).
  ///   - range: The offsets the content rests between.
  ///   - rate: The deceleration factor per millisecond.
  ///   - bounces: Whether a deceleration that reaches an edge bounces.
  /// - Returns: The offset, and the motion that goes on from it.
  func offset(
    at time: Double, current: Double, range: ClosedRange<Double>, rate: Double, bounces: Bool
  ) -> (Double, AxisMotion) {
    switch self {
    case .idle:
      return (current, .idle)
    case .decelerating(let start, let from, let velocity):
      let elapsed = max(0, time - start)
      let edge = velocity > 0 ? range.upperBound : range.lowerBound
      if let crossing = ScrollPhysics.timeToTravel(edge - from, velocity: velocity, rate: rate),
        crossing <= elapsed
      {
        guard bounces else { return (edge, .idle) }
        let speed = ScrollPhysics.decelerationVelocity(
          velocity: velocity, rate: rate, time: crossing)
        let bounce = AxisMotion.spring(
          start: start + crossing, target: edge, displacement: 0, velocity: speed)
        return bounce.offset(
          at: time, current: current, range: range, rate: rate, bounces: bounces)
      }
      if elapsed >= ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate) {
        return (from + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate), .idle)
      }
      let moved = ScrollPhysics.decelerationDistance(
        velocity: velocity, rate: rate, time: elapsed)
      return (from + moved, self)
    case .spring(let start, let target, let displacement, let velocity):
      let elapsed = max(0, time - start)
      let state = ScrollPhysics.spring(
        displacement: displacement, velocity: velocity, time: elapsed)
      if elapsed > 0
        && ScrollPhysics.springIsSettled(
          displacement: state.displacement, velocity: state.velocity)
      {
        return (target, .idle)
      }
      return (target + state.displacement, self)
    case .timed(let start, let from, let to, let duration):
      let progress = duration > 0 ? (time - start) / duration : 1
      guard progress < 1 else { return (to, .idle) }
      let eased = TimingFunction.easeInEaseOut.value(at: max(0, progress))
      return (from + (to - from) * eased, self)
    }
  }
}

// Dragging, and the motion after the finger lifts.
extension ScrollView {
  /// Whether the content can move along an axis: it is larger than the
  /// view, or the axis always bounces.
  func scrolls(horizontally: Bool) -> Bool {
    let range = horizontally ? offsetRange.x : offsetRange.y
    let always = horizontally ? alwaysBounceHorizontal : alwaysBounceVertical
    return range.upperBound > range.lowerBound || (always && bounces)
  }

  /// The usable deceleration factor.
  var rate: Double {
    decelerationRate.isUsable ? decelerationRate.rawValue : DecelerationRate.normal.rawValue
  }

  /// The offset a drag to `raw` shows: rubber-banded past the edges.
  func draggedOffset(_ raw: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
    if raw < range.lowerBound {
      guard bounces else { return range.lowerBound }
      return range.lowerBound
        + ScrollPhysics.rubberBand(raw - range.lowerBound, dimension: dimension)
    }
    if raw > range.upperBound {
      guard bounces else { return range.upperBound }
      return range.upperBound
        + ScrollPhysics.rubberBand(raw - range.upperBound, dimension: dimension)
    }
    return raw
  }

  /// The drag that shows an offset (the inverse of ``draggedOffset(_:_:_:)``).
  func dragPosition(_ offset: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
    if offset < range.lowerBound {
      return range.lowerBound
        + ScrollPhysics.dragForRubberBand(offset - range.lowerBound, dimension: dimension)
    }
    if offset > range.upperBound {
      return range.upperBound
        + ScrollPhysics.dragForRubberBand(offset - range.upperBound, dimension: dimension)
    }
    return offset
  }

  /// The pan recognizer's action.
  func handlePan(_ pan: PanGestureRecognizer) {
    let range = offsetRange
    let size = bounds.size
    switch pan.state {
    case .began:
      stopMotion()
      isDragging = true
      let offset = contentOffset
      dragStart = (
        offset,
        Point(
          x: dragPosition(offset.x, range.x, size.width),
          y: dragPosition(offset.y, range.y, size.height))
      )
      delegate?.scrollViewWillBeginDragging(self)
      showIndicators()
      followFinger(pan)
    case .changed:
      followFinger(pan)
    case .ended, .cancelled:
      guard isDragging else { return }
      isDragging = false
      release(velocity: pan.velocity(in: nil))
    default:
      break
    }
  }

  /// Moves the content with the finger.
  private func followFinger(_ pan: PanGestureRecognizer) {
    let moved = pan.translation(in: nil)
    let range = offsetRange
    let size = bounds.size
    var offset = contentOffset
    if scrolls(horizontally: true) {
      offset.x = draggedOffset(dragStart.drag.x - moved.x, range.x, size.width)
    }
    if scrolls(horizontally: false) {
      offset.y = draggedOffset(dragStart.drag.y - moved.y, range.y, size.height)
    }
    moveContent(to: offset)
  }

  /// Starts the motion after the finger lifts with a velocity (of the
  /// finger, in points per second).
  func release(velocity finger: Point) {
    let range = offsetRange
    let offset = contentOffset
    let velocity = Point(
      x: scrolls(horizontally: true) && finger.x.isFinite ? -finger.x : 0,
      y: scrolls(horizontally: false) && finger.y.isFinite ? -finger.y : 0)
    let natural = Point(
      x: restingOffset(offset.x, velocity.x, range.x, bounds.width),
      y: restingOffset(offset.y, velocity.y, range.y, bounds.height))
    var target = natural
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000),
      targetContentOffset: &target)
    if !(target.x.isFinite && target.y.isFinite) { target = natural }
    target = Point(
      x: min(max(target.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(target.y, range.y.lowerBound), range.y.upperBound))
    let now = Application.current?.animationBaseTime ?? 0
    motion = (
      motionAfterRelease(offset.x, velocity.x, target.x, natural.x, range.x, now),
      motionAfterRelease(offset.y, velocity.y, target.y, natural.y, range.y, now)
    )
    let decelerates = !motion.x.isIdle || !motion.y.isIdle
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    if decelerates { startDisplayLink() } else { hideIndicatorsAfterDelay() }
  }

  /// Where an axis comes to rest: the projection (clamped), or with paging
  /// the page the fling points to.
  private func restingOffset(
    _ offset: Double, _ velocity: Double, _ range: ClosedRange<Double>, _ page: Double
  ) -> Double {
    let clamped = { (value: Double) in min(max(value, range.lowerBound), range.upperBound) }
    guard isPagingEnabled, page > 0 else {
      return clamped(offset + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate))
    }
    // Paging: the nearest page, or the next one in the fling's direction
    // above 200 points per second (Zoetrope's choice).
    let index = (offset - range.lowerBound) / page
    let next =
      abs(velocity) < 200
      ? index.rounded() : velocity > 0 ? index.rounded(.down) + 1 : index.rounded(.up) - 1
    return clamped(range.lowerBound + next * page)
  }

  /// The motion of one axis after the finger lifts.
  private func motionAfterRelease(
    _ offset: Double, _ velocity: Double, _ target: Double, _ natural: Double,
    _ range: ClosedRange<Double>, _ now: Double
  ) -> AxisMotion {
    if !range.contains(offset) || isPagingEnabled {
      // Back from past an edge, or onto a page: a spring.
      let rest = isPagingEnabled ? target : min(max(offset, range.lowerBound), range.upperBound)
      guard bounces || isPagingEnabled else { return .idle }
      return .spring(start: now, target: rest, displacement: offset - rest, velocity: velocity)
    }
    var speed = velocity
    if target != natural {
      // The delegate moved the target: the fling that projects there.
      speed = (target - offset) * 1000 * (1 - rate) / rate
    }
    guard abs(speed) > ScrollPhysics.stopSpeed else { return .idle }
    return .decelerating(start: now, from: offset, velocity: speed)
  }

  /// Advances the motion to each frame's time.
  func startDisplayLink() {
    guard displayLink == nil, let application = Application.current else { return }
    displayLink = application.scheduler.displayLink { [weak self] link in
      self?.advanceMotion(to: link.timestamp)
    }
  }

  /// Moves the content to where the motion is at a time.
  func advanceMotion(to time: Double) {
    if zoom.animation != nil {
      guard !advanceZoom(to: time) else { return }
      stopMotion()
      hideIndicatorsAfterDelay()
      return
    }
    let range = offsetRange
    let current = contentOffset
    let (x, nextX) = motion.x.offset(
      at: time, current: current.x, range: range.x, rate: rate, bounces: bounces)
    let (y, nextY) = motion.y.offset(
      at: time, current: current.y, range: range.y, rate: rate, bounces: bounces)
    motion = (nextX, nextY)
    moveContent(to: Point(x: x, y: y))
    guard nextX.isIdle && nextY.isIdle else { return }
    let wasAnimating = isAnimatingOffset
    stopMotion()
    hideIndicatorsAfterDelay()
    if wasAnimating {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    } else {
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }

  /// Stops any motion where it is.
  func stopMotion() {
    motion = (.idle, .idle)
    zoom.animation = nil
    displayLink?.invalidate()
    displayLink = nil
    isAnimatingOffset = false
  }
}
