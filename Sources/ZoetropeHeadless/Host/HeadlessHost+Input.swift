import ZoetropeGraphics
import ZoetropeUI

// Scripted input: commands become touches at their times, aimed at points
// or at views found by label when each command starts.
extension HeadlessHost {
  /// How often a drag moves its touch, in moves per second (independent
  /// of ``fps``, so recordings at any frame rate see the same drag).
  public static let dragMoveRate = 60.0

  /// Queues a script's commands; they run as time passes them.
  ///
  /// Commands whose time has already passed run at the next frame.
  /// Problems met while running them (a label no visible view has, a
  /// command after the end of a recording) are warnings, printed and kept
  /// in ``scriptWarnings``, never errors: the command is skipped and the
  /// rest run.
  ///
  /// - Parameter script: The commands.
  /// - Complexity: O(n log n) for n commands, O(n) when they are in time
  ///   order.
  public func run(_ script: Script) {
    for command in script.commands {
      add(command)
    }
  }

  /// Taps a target: touch 0 goes down and up at one instant.
  ///
  /// - Parameters:
  ///   - target: A point, or a view's accessibility label or title.
  ///   - time: When, in seconds; nil means now (the next frame).
  public func tap(_ target: ScriptTarget, at time: Double? = nil) {
    add(ScriptCommand(time: time ?? animationTime, action: .tap(target)))
  }

  /// Drags from a target to a destination over `duration` seconds.
  ///
  /// The touch moves `inputRate` times a second (``dragMoveRate`` if
  /// `nil`), at a steady speed; the moves are made as time reaches them, so
  /// a long drag costs memory for one move, not for all of them.
  ///
  /// - Parameters:
  ///   - target: Where the touch goes down: a point or a view's center.
  ///   - waypoints: Points or views' centres the touch passes through on
  ///     the way, in order; none by default.
  ///   - destination: A point, a view's center, or a fraction 0...1 along
  ///     the dragged view's width (its track, for a slider).
  ///   - duration: How long the drag takes, 0...``Script/maximumTime``
  ///     seconds (other values are clamped, with a warning; NaN becomes 0).
  ///   - inputRate: Moves per second, within ``Script/inputRates``
  ///     (clamped, with a warning); `nil` for ``dragMoveRate``.
  ///   - time: When it starts; nil means now.
  public func drag(
    _ target: ScriptTarget, via waypoints: [ScriptTarget] = [],
    to destination: ScriptDragDestination, over duration: Double = 0.25,
    inputRate: Double? = nil, at time: Double? = nil
  ) {
    add(
      ScriptCommand(
        time: time ?? animationTime,
        action: .drag(
          target, via: waypoints, to: destination, duration: duration, rate: inputRate)))
  }

  /// Flings from a target: touch 0 goes down, moves at `velocity` for
  /// `duration` seconds and lifts, so a pan ends with that velocity.
  ///
  /// - Parameters:
  ///   - target: Where the touch goes down.
  ///   - velocity: Points per second, each component within
  ///     ±``Script/maximumSpeed`` (clamped, with a warning; NaN becomes 0).
  ///   - duration: How long the touch moves, in seconds; 0.1 by default.
  ///   - inputRate: Moves per second; `nil` for ``dragMoveRate``.
  ///   - time: When it starts; nil means now.
  public func fling(
    _ target: ScriptTarget, velocity: Vector, over duration: Double = 0.1,
    inputRate: Double? = nil, at time: Double? = nil
  ) {
    add(
      ScriptCommand(
        time: time ?? animationTime,
        action: .fling(target, velocity: velocity, duration: duration, rate: inputRate)))
  }

  /// Presses a target: touch 0 goes down and lifts `duration` seconds later
  /// without moving.
  ///
  /// - Parameters:
  ///   - target: Where the touch goes down.
  ///   - duration: How long it stays down, in seconds; 1 by default.
  ///   - time: When it starts; nil means now.
  public func press(_ target: ScriptTarget, for duration: Double = 1, at time: Double? = nil) {
    add(ScriptCommand(time: time ?? animationTime, action: .press(target, duration: duration)))
  }

  /// Pinches a target with touches 0 and 1: they go down either side of its
  /// centre and move apart (`scale` > 1) or together until their distance
  /// is `scale` times the first, then lift.
  ///
  /// The fingers start 100 points apart on a horizontal line, or 60 % of
  /// the shorter side of a smaller view.
  ///
  /// - Parameters:
  ///   - target: The point or view pinched.
  ///   - scale: The final distance over the first, within
  ///     ``Script/pinchScales`` (clamped, with a warning; NaN becomes 1).
  ///   - duration: How long the pinch takes, in seconds; 0.5 by default.
  ///   - inputRate: Moves per second; `nil` for ``dragMoveRate``.
  ///   - time: When it starts; nil means now.
  public func pinch(
    _ target: ScriptTarget, scale: Double, over duration: Double = 0.5,
    inputRate: Double? = nil, at time: Double? = nil
  ) {
    add(
      ScriptCommand(
        time: time ?? animationTime,
        action: .pinch(target, scale: scale, duration: duration, rate: inputRate)))
  }

  /// Rotates two fingers (touches 0 and 1) on a target: they go down either
  /// side of its centre, as for ``pinch(_:scale:over:inputRate:at:)``, and
  /// turn around it by `degrees`, clockwise on screen when positive.
  ///
  /// - Parameters:
  ///   - target: The point or view turned.
  ///   - degrees: The angle, within ±``Script/maximumRotation`` (clamped,
  ///     with a warning; NaN becomes 0).
  ///   - duration: How long the turn takes, in seconds; 0.5 by default.
  ///   - inputRate: Moves per second; `nil` for ``dragMoveRate``.
  ///   - time: When it starts; nil means now.
  public func rotate(
    _ target: ScriptTarget, byDegrees degrees: Double, over duration: Double = 0.5,
    inputRate: Double? = nil, at time: Double? = nil
  ) {
    add(
      ScriptCommand(
        time: time ?? animationTime,
        action: .rotate(target, degrees: degrees, duration: duration, rate: inputRate)))
  }

  /// Sends one touch phase: `.down`, `.move` or `.up` actions of a script.
  ///
  /// - Parameters:
  ///   - action: A ``ScriptAction``.
  ///   - time: When; nil means now.
  public func perform(_ action: ScriptAction, at time: Double? = nil) {
    add(ScriptCommand(time: time ?? animationTime, action: action))
  }

  /// Queues a command in time order (after commands with the same time),
  /// once its numbers are within bounds (see ``bounded(_:)``).
  ///
  /// - Complexity: O(log n) for n queued commands.
  func add(_ command: ScriptCommand) {
    guard let command = bounded(command) else { return }
    pendingCommands.push(command, at: command.time)
  }

  /// Starts the commands due by `time`, and makes the samples of the
  /// motions under way up to `time`, in time order (a motion's sample
  /// before a command at the same time, since the motion started first).
  func startCommands(upTo time: Double) {
    while true {
      let commandTime = pendingCommands.firstTime.flatMap { $0 <= time ? $0 : nil }
      if let motionTime = activeMotions.firstTime, motionTime <= time,
        commandTime.map({ motionTime <= $0 }) ?? true, var motion = activeMotions.popFirst()
      {
        for event in motion.next() {
          queue(event.kind, event.touchID, event.location, event.time)
        }
        if let nextTime = motion.nextTime {
          activeMotions.push(motion, at: nextTime)
        }
        continue
      }
      guard commandTime != nil, let command = pendingCommands.popFirst() else { return }
      start(command)
    }
  }

  private func start(_ command: ScriptCommand) {
    let start = command.time
    switch command.action {
    case .tap(let target):
      guard let point = locate(target, for: command) else { return }
      queue(.touchBegan, 0, point, start)
      queue(.touchEnded, 0, point, start)
    case .drag(let target, let via, let destination, let duration, let rate):
      guard var from = locate(target, for: command) else { return }
      var points: [Point] = []
      for waypoint in via {
        guard let point = locate(waypoint, for: command) else { return }
        points.append(point)
      }
      let end: Point
      switch destination {
      case .target(let other):
        guard let point = locate(other, for: command) else { return }
        end = point
      case .fraction(let fraction):
        guard let label = target.label, let view = view(labelled: label) else { return }
        if let slider = view as? Slider {
          // From the thumb to where the thumb sits at that fraction of the
          // slider's range: the value ends at min + fraction × (max − min).
          from = Self.thumbCenter(of: slider, fraction: nil)
          end = Self.thumbCenter(of: slider, fraction: fraction)
        } else {
          let frame = view.convert(view.bounds, to: nil)
          end = Point(x: frame.minX + fraction * frame.width, y: frame.midY)
        }
      }
      begin(
        ScriptMotion.path(through: [from] + points + [end]), touchIDs: [0], command: command,
        duration: duration, rate: rate)
    case .fling(let target, let velocity, let duration, let rate):
      guard let from = locate(target, for: command) else { return }
      let end = Point(x: from.x + velocity.dx * duration, y: from.y + velocity.dy * duration)
      begin(
        ScriptMotion.path(through: [from, end]), touchIDs: [0], command: command,
        duration: duration, rate: rate)
    case .press(let target, let duration):
      guard let point = locate(target, for: command) else { return }
      queue(.touchBegan, 0, point, start)
      queue(.touchEnded, 0, point, start + duration)
    case .pinch(let target, let scale, let duration, let rate):
      guard let center = locate(target, for: command) else { return }
      let distance = twoFingerDistance(for: target)
      begin(
        .pinch(center: center, distance: distance, scale: scale), touchIDs: [0, 1],
        command: command, duration: duration, rate: rate)
    case .rotate(let target, let degrees, let duration, let rate):
      guard let center = locate(target, for: command) else { return }
      let distance = twoFingerDistance(for: target)
      begin(
        .rotation(center: center, distance: distance, angle: degrees * .pi / 180),
        touchIDs: [0, 1], command: command, duration: duration, rate: rate)
    case .down(let target, let touch):
      guard let point = locate(target, for: command) else { return }
      queue(.touchBegan, touch, point, start)
    case .move(let target, let touch):
      guard let point = locate(target, for: command) else { return }
      queue(.touchMoved, touch, point, start)
    case .up(let target, let touch):
      guard let point = locate(target, for: command) else { return }
      queue(.touchEnded, touch, point, start)
    }
  }

  /// Puts a motion's touches down and queues its samples.
  private func begin(
    _ shape: ScriptMotion.Shape, touchIDs: [Int], command: ScriptCommand, duration: Double,
    rate: Double?
  ) {
    let motion = ScriptMotion(
      shape: shape, touchIDs: touchIDs, start: command.time, duration: duration,
      rate: rate ?? Self.dragMoveRate)
    for (touch, point) in zip(touchIDs, motion.startLocations) {
      queue(.touchBegan, touch, point, command.time)
    }
    if let nextTime = motion.nextTime {
      activeMotions.push(motion, at: nextTime)
    }
  }

  /// How far apart a pinch's or rotation's fingers start: 100 points, or
  /// 60 % of the shorter side of a smaller view.
  private func twoFingerDistance(for target: ScriptTarget) -> Double {
    guard let label = target.label, let view = view(labelled: label) else { return 100 }
    let frame = view.convert(view.bounds, to: nil)
    let side = min(abs(frame.width), abs(frame.height))
    guard side.isFinite else { return 100 }
    return min(100, max(1, side * 0.6))
  }

  private func queue(_ kind: InputEvent.Kind, _ touch: Int, _ location: Point, _ time: Double) {
    let event = InputEvent(kind: kind, touchID: touch, location: location, timestamp: time)
    pendingInput.push(event, at: time)
  }

  /// The window point a target aims at, or nil (with a warning) when no
  /// visible view has the label.
  private func locate(_ target: ScriptTarget, for command: ScriptCommand) -> Point? {
    if let point = target.point {
      return point
    }
    guard let label = target.label, let view = view(labelled: label) else {
      warn(
        command,
        "no visible view is labelled or titled \(target) at"
          + " \(ScriptNumber.format(command.time)) s; skipped")
      return nil
    }
    let frame = view.convert(view.bounds, to: nil)
    return Point(x: frame.midX, y: frame.midY)
  }

  /// The first visible view, depth first from the window, whose
  /// accessibility label or button title is `label`.
  ///
  /// - Parameter label: The label or title, matched exactly.
  /// - Returns: The view, or nil.
  public func view(labelled label: String) -> View? {
    func search(_ view: View) -> View? {
      guard !view.isHidden else { return nil }
      if view.accessibilityLabel == label || Self.title(of: view) == label {
        return view
      }
      for subview in view.subviews {
        if let found = search(subview) { return found }
      }
      return nil
    }
    return search(window)
  }

  /// The centre of a slider's thumb in window coordinates, at its current
  /// value (`fraction` nil) or at a fraction 0...1 of its range.
  static func thumbCenter(of slider: Slider, fraction: Double?) -> Point {
    let bounds = slider.bounds
    let track = slider.trackRect(forBounds: bounds)
    var value = slider.value
    if let fraction {
      let clamped = min(max(fraction, 0), 1)
      value = slider.minimumValue + clamped * (slider.maximumValue - slider.minimumValue)
    }
    let thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: value)
    return slider.convert(Point(x: thumb.midX, y: thumb.midY), to: nil)
  }

  /// A button's current title, if the view is a ``Button``.
  static func title(of view: View) -> String? {
    (view as? Button)?.currentTitle
  }

  /// Drops the script commands that have not started yet, with a warning
  /// for each (also kept in ``scriptWarnings``):
  /// `script line 3: 5 tap "Roll" is after the end of the recording (1 s); not run`.
  ///
  /// `record(to:duration:showsProgress:)` calls it when a recording
  /// ends, and `--screenshot` after its screenshot, so a script that runs
  /// past its recording or screenshot does not go unnoticed. The warnings
  /// do not make either fail. Call it yourself when you are done with a
  /// host whose script may run past the time you advanced to.
  ///
  /// A motion (drag, fling, pinch, rotation) that has started is not a
  /// pending command: its remaining moves stay queued.
  ///
  /// - Parameters:
  ///   - what: What ended, for the message: `the recording`,
  ///     `the screenshot`.
  ///   - end: When it ended, in seconds; a command before this (after the
  ///     last frame) is reported as after the last frame, at ``time``.
  /// - Returns: The dropped commands, in time order.
  @discardableResult
  public func discardPendingCommands(after what: String, endingAt end: Double) -> [ScriptCommand] {
    let dropped = pendingCommands.removeAll()
    let end = timeControlState.applicationTime(atHostTime: end)
    for command in dropped {
      let when =
        command.time >= end
        ? "after the end of \(what) (\(ScriptNumber.format(end)) s)"
        : "after the last frame of \(what) (\(ScriptNumber.format(time)) s)"
      report(command, "\(command) is \(when); not run", namesCommand: true)
    }
    return dropped
  }

  func warn(_ command: ScriptCommand, _ message: String) {
    report(command, message, namesCommand: false)
  }

  /// Records and prints a warning about a command: `script line N: …`, or
  /// the command itself for one made in code (unless the message already
  /// names it).
  private func report(_ command: ScriptCommand, _ message: String, namesCommand: Bool) {
    let text: String
    if command.line > 0 {
      text = "script line \(command.line): \(message)"
    } else {
      text = namesCommand ? message : "\"\(command)\": \(message)"
    }
    scriptWarnings.append(text)
    zoetropeWarning(text)
  }
}
