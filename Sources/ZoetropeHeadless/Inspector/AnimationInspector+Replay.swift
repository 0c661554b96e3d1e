import ZoetropeLayers

// Replay, and what scrubbing and replay share: the scrubbed records on
// their layers, the property animators that drive some of them, and
// moving the starts of those that run on.
extension AnimationInspector {
  /// Restarts the timeline's group from its beginning.
  ///
  /// Each animation is attached again (a copy without the app's
  /// callbacks, replacing the one still under its key) with the delays it
  /// had, in one transaction (a new group in the log and the list). A
  /// property animator still active that drives some of them is moved
  /// back to the group's first start instead (its completion runs once,
  /// at its new end), and the app's emitters go back to that time too.
  /// Ends a scrub first.
  ///
  /// - Parameter now: The application's time; the group starts at the
  ///   next frame.
  public func replay(atApplicationTime now: Double) {
    let group = scrubTime == nil ? timelineRecords : scrubbed
    let records = log.records
    let first = group.compactMap { records[$0].startTime }.min() ?? now
    endScrub(atApplicationTime: now)
    var replayEmitters = EmitterScrub()
    replayEmitters.capture(application)
    replayEmitters.runOn(from: first, atApplicationTime: now)
    var drivers: [any AnimationClockDriver] = []
    inApplication {
      Transaction.begin()
      for index in group {
        guard let logged = log.loggedAnimation(at: index), let layer = logged.layer else {
          continue
        }
        if let driver = layer.animation(forKey: logged.key)?.clockDriver {
          if !drivers.contains(where: { $0 === driver }) { drivers.append(driver) }
          continue
        }
        let record = records[index]
        let copy = Self.quietCopy(of: logged.attached, duration: record.duration)
        let wait = (record.startTime ?? first) - first
        copy.beginTime = wait > 0 ? layer.convertTime(now + wait, from: nil) : 0
        layer.add(copy, forKey: logged.key)
      }
      Transaction.commit()
      for driver in drivers { driver.runOn(from: first, atApplicationTime: now) }
    }
    moveStarts(of: drivenRecords(group, by: drivers), by: now - first)
  }

  /// Calls `body` for each scrubbed record whose layer lives, in the
  /// application's context with the log off, after attaching a copy of
  /// its animation when none is attached under its key; skips a record
  /// whose key now holds another animation.
  ///
  /// - Returns: The drivers (property animators) of the records whose
  ///   animation one drives, each once: `body` is not called for those.
  func forEachScrubbed(_ body: (AnimationRecord, Layer, String) -> Void)
    -> [any AnimationClockDriver]
  {
    let records = log.records
    var drivers: [any AnimationClockDriver] = []
    inApplication(logging: false) {
      for index in scrubbed {
        guard let logged = log.loggedAnimation(at: index), let layer = logged.layer else {
          continue
        }
        let current = layer.animation(forKey: logged.key)
        if current == nil {
          layer.add(
            Self.quietCopy(of: logged.attached, duration: records[index].duration),
            forKey: logged.key)
          attachedCopies[index] = layer.animation(forKey: logged.key)
          if let copy = attachedCopies[index] { log.replaceAttached(ofRecord: index, with: copy) }
        } else if current !== logged.attached, current !== attachedCopies[index] {
          continue
        }
        if let driver = current?.clockDriver {
          if !drivers.contains(where: { $0 === driver }) { drivers.append(driver) }
          continue
        }
        body(records[index], layer, logged.key)
      }
    }
    return drivers
  }

  /// Runs `body` in the application's context, with its animation log
  /// off unless `logging`.
  func inApplication(logging: Bool = true, _ body: () -> Void) {
    let context = application.context
    LayerContext.$current.withValue(context) {
      let savedLog = context.animationLog
      if !logging { context.animationLog = nil }
      defer { context.animationLog = savedLog }
      body()
    }
  }

  /// The records among `records` whose attached animation one of
  /// `drivers` drives.
  func drivenRecords(_ records: [Int], by drivers: [any AnimationClockDriver]) -> [Int] {
    guard !drivers.isEmpty else { return [] }
    return records.filter { index in
      guard let logged = log.loggedAnimation(at: index), let layer = logged.layer,
        let driver = layer.animation(forKey: logged.key)?.clockDriver
      else { return false }
      return drivers.contains { $0 === driver }
    }
  }

  /// Moves the starts of records that run on after a scrub, and lists
  /// them as running again.
  func moveStarts(of indices: [Int], by shift: Double) {
    for index in indices {
      guard let start = log.records[index].startTime else { continue }
      log.moveStart(ofRecord: index, to: start + shift)
    }
    listing.reinstate(indices)
  }

  /// A copy of an attached animation without the app's callbacks (its
  /// stops must not run the app's completions again).
  static func quietCopy(of animation: Animation, duration: Double) -> Animation {
    let copy = animation.copy()
    copy.delegate = nil
    copy.onStart = nil
    copy.onStop = nil
    copy.duration = duration
    copy.beginTime = 0
    return copy
  }
}
