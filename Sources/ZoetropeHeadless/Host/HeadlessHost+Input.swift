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
    add(ScriptCommand(time: time ?? self.time, action: .tap(target)))
  }

  /// Drags from a target to a destination over `duration` seconds.
  ///
  /// The touch moves ``dragMoveRate`` times a second; the moves are made
  /// as time reaches them, so a long drag costs memory for one move, not
  /// for all of them.
  ///
  /// - Parameters:
  ///   - target: Where the touch goes down: a point or a view's center.
  ///   - destination: A point, a view's center, or a fraction 0...1 along
  ///     the dragged view's width (its track, for a slider).
  ///   - duration: How long the drag takes, 0...``Script/maximumTime``
  ///     seconds (other values are clamped, with a warning; NaN becomes 0).
  ///   - time: When it starts; nil means now.
  public func drag(
    _ target: ScriptTarget, to destination: ScriptDragDestination, over duration: Double = 0.25,
    at time: Double? = nil
  ) {
    add(
      ScriptCommand(
        time: time ?? self.time, action: .drag(target, to: destination, duration: duration)))
  }

  /// Sends one touch phase: `.down`, `.move` or `.up` actions of a script.
  ///
  /// - Parameters:
  ///   - action: A ``ScriptAction``.
  ///   - time: When; nil means now.
  public func perform(_ action: ScriptAction, at time: Double? = nil) {
    add(ScriptCommand(time: time ?? self.time, action: action))
  }

  /// Queues a command in time order (after commands with the same time),
  /// once its numbers are within bounds (see ``bounded(_:)``).
  ///
  /// - Complexity: O(log n) for n queued commands.
  func add(_ command: ScriptCommand) {
    guard let command = bounded(command) else { return }
    pendingCommands.push(command, at: command.time)
  }

  /// Starts the commands due by `time`, and makes the moves of the drags
  /// under way up to `time`, in time order (a drag's move before a command
  /// at the same time, since the drag started first).
  func startCommands(upTo time: Double) {
    while true {
      let commandTime = pendingCommands.firstTime.flatMap { $0 <= time ? $0 : nil }
      if let dragTime = activeDrags.firstTime, dragTime <= time,
        commandTime.map({ dragTime <= $0 }) ?? true, var drag = activeDrags.popFirst()
      {
        let event = drag.next()
        queue(event.kind, 0, event.location, event.time)
        if let nextTime = drag.nextTime {
          activeDrags.push(drag, at: nextTime)
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
    case .drag(let target, let destination, let duration):
      guard var from = locate(target, for: command) else { return }
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
      queue(.touchBegan, 0, from, start)
      let drag = ScriptDrag(
        from: from, to: end, start: start, duration: duration, moveRate: Self.dragMoveRate)
      if let nextTime = drag.nextTime {
        activeDrags.push(drag, at: nextTime)
      }
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
  /// ``record(to:duration:showsProgress:)`` calls it when a recording
  /// ends, and `--screenshot` after its screenshot, so a script that runs
  /// past its recording or screenshot does not go unnoticed. The warnings
  /// do not make either fail. Call it yourself when you are done with a
  /// host whose script may run past the time you advanced to.
  ///
  /// A drag that has started is not a pending command: its remaining
  /// moves stay queued.
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
