import ZoetropeGraphics
import ZoetropeLayers

/// What a touch on the inspector asks its host to do.
public enum InspectorAction: Hashable, Sendable {
  /// Nothing: the touch is not the inspector's; deliver it to the app.
  case none
  /// Nothing more: the inspector took the touch (a row selected).
  case handled
  /// Pause the app's time and scrub to an application time
  /// (``AnimationInspector/scrub(to:atApplicationTime:)``).
  case scrub(Double)
  /// Replay the timeline's group
  /// (``AnimationInspector/replay(atApplicationTime:)``).
  case replay
}

/// The phase of a touch on the inspector.
public enum InspectorTouchPhase: Hashable, Sendable {
  /// The finger or button went down.
  case began
  /// It moved.
  case moved
  /// It went up or was cancelled.
  case ended
}

// Touches, scrubbing and replay.
extension AnimationInspector {
  /// Handles a touch in window points: on the timeline it drags the
  /// playhead, on the replay button it replays, on a row it selects, on
  /// the header it moves the panel to the window's other edge.
  ///
  /// - Parameters:
  ///   - phase: The touch's phase.
  ///   - point: Where, in window points.
  /// - Returns: What the host should do.
  public func touch(_ phase: InspectorTouchPhase, at point: Point) -> InspectorAction {
    switch phase {
    case .began:
      guard panelFrame.contains(point) else { return .none }
      touchInPanel = true
      let local = Point(x: point.x - panelFrame.minX, y: point.y - panelFrame.minY)
      if panel.replayFrame.insetBy(dx: -2, dy: -2).contains(local) { return .replay }
      let track = panel.trackFrame.insetBy(dx: -4, dy: -6)
      if track.contains(local) {
        dragsPlayhead = true
        return .scrub(trackTime(local.x))
      }
      if local.y < InspectorPanel.headerHeight {
        if !fillsWindow { isDockedAtTop.toggle() }  // out of the way of what it covered
      } else if let row = rowRecord(at: local) {
        select(row)
      }
      return .handled
    case .moved:
      guard touchInPanel else { return .none }
      return dragsPlayhead ? .scrub(trackTime(point.x - panelFrame.minX)) : .handled
    case .ended:
      guard touchInPanel else { return .none }
      touchInPanel = false
      dragsPlayhead = false
      return .handled
    }
  }

  /// The animation of the row at a point in the panel, if any.
  private func rowRecord(at point: Point) -> Int? {
    for layers in panel.rows where !layers.container.isHidden {
      if layers.container.frame.contains(point), let record = layers.shown?.record {
        return record
      }
    }
    return nil
  }

  /// Shows every animation of the timeline at an application time.
  ///
  /// It goes through the layer time model: each one's clock is stopped
  /// (speed 0) at its own time then (`time` − its start) while the app's
  /// time stands still at `now`. One that ended is removed (the app's
  /// model values show, as they did); one that ended and was removed is
  /// attached again (a copy without callbacks) when the playhead goes
  /// back into it. A property animator's animations show the fraction its
  /// clock gives for `time` (`AnimationClockDriver`), and every emitter
  /// of the app its particles at `time` (`EmitterScrub`). Timers and
  /// display links do not run: the app's time is paused.
  ///
  /// The host must have paused the app's time (its frames stay at `now`)
  /// and runs a frame afterwards. The first call fixes what is scrubbed:
  /// the timeline's records and range, and the app's emitters.
  ///
  /// - Parameters:
  ///   - time: The playhead's time on the application's clock (clamped to
  ///     the timeline's range).
  ///   - now: The application's (paused) time.
  public func scrub(to time: Double, atApplicationTime now: Double) {
    guard time.isFinite, now.isFinite else { return }
    if scrubTime == nil {
      scrubbed = timelineRecords
      emitters.capture(application)
    }
    let target = min(max(time, timelineRange.lowerBound), timelineRange.upperBound)
    scrubTime = target
    playheadTime = target
    // The emitters first: the animations' clocks read their layers' times.
    emitters.show(at: target)
    let drivers = forEachScrubbed { record, layer, key in
      let start = record.startTime ?? now
      let ended = record.endTime.map { target >= $0 } ?? false
      let layerNow = layer.convertTime(now, from: nil)
      if ended {
        // Past its end the app showed its model value (or its fill).
        if let copy = attachedCopies[record.index], layer.animation(forKey: key) === copy {
          layer.removeAnimation(forKey: key)
        } else {
          layer.setAnimationClock(
            forKey: key, beginTime: layerNow - (target - start) * record.speed, speed: 1,
            timeOffset: 0, linearProgress: false)
        }
        return
      }
      let elapsed = max(target - start, 0) * record.speed
      layer.setAnimationClock(
        forKey: key, beginTime: layerNow, speed: 0, timeOffset: elapsed, linearProgress: false)
    }
    inApplication {
      for driver in drivers { driver.showState(atApplicationTime: target, now: now) }
    }
  }

  /// Ends a scrub.
  ///
  /// The scrubbed animations, property animators and emitters run on
  /// from where the playhead left them when the app's time runs again
  /// from `now`; those animations are listed as running again, their
  /// starts moved by `now` − the playhead's time. Timers and display
  /// links fire on the app's clock from `now`, as if the scrub had not
  /// happened.
  ///
  /// - Parameter now: The application's time when it resumes.
  public func endScrub(atApplicationTime now: Double) {
    guard let target = scrubTime else { return }
    emitters.runOn(from: target, atApplicationTime: now)
    var resumed: [Int] = []
    let drivers = forEachScrubbed { record, layer, key in
      let start = record.startTime ?? now
      let layerNow = layer.convertTime(now, from: nil)
      if let end = record.endTime, target >= end { return }
      let wait = max(start - target, 0) / max(abs(record.speed), 1e-9)
      layer.setAnimationClock(
        forKey: key, beginTime: layerNow + wait, speed: record.speed,
        timeOffset: max(target - start, 0) * record.speed, linearProgress: false)
      resumed.append(record.index)
    }
    inApplication {
      for driver in drivers { driver.runOn(from: target, atApplicationTime: now) }
    }
    resumed += drivenRecords(scrubbed, by: drivers)
    moveStarts(of: resumed, by: now - target)
    scrubTime = nil
    scrubbed = []
    attachedCopies = [:]
  }
}
