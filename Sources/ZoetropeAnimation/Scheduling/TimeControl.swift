/// Slow motion, pause and frame stepping for a whole application: the map
/// from a host's clock to the application's.
///
/// It is the root of the layer time model (`CAMediaTiming`), one level
/// above every layer: the application's time is
/// `(hostTime − beginTime) × speed + timeOffset`, and speed 0 pauses it.
/// A host advances the application, fires its timers and stamps its input
/// at the mapped times, so timers, display links, springs, emitters,
/// layer animations and property animators slow and stop together, and
/// the frame at host time 4 s at 0.25× is the frame at 1 s at 1×. As
/// `PropertyAnimator` does with its animations' `timeOffset`, every change
/// rebases the map at the moment it is made, so the application's time
/// never jumps: pausing holds it, resuming continues from it.
///
/// ```swift
/// var control = TimeControl()
/// try control.setSpeed(0.25, atHostTime: 2)  // from host 2 s, a quarter speed
/// control.applicationTime(atHostTime: 6)      // 3.0
/// control.pause(atHostTime: 6)
/// control.step(by: 1.0 / 60)                  // one frame further while paused
/// ```
public struct TimeControl: Hashable, Sendable {
  /// The speeds a window's slow-motion key cycles through, slowest first.
  public static let presetSpeeds: [Double] = [0.1, 0.25, 0.5, 1, 2]
  /// The slowest speed accepted (`--slow-animations`): 0.01.
  public static let minimumSpeed = 0.01
  /// The fastest speed accepted: 100.
  public static let maximumSpeed = 100.0

  /// The rate the application's time runs at while not paused: 1 is
  /// normal, 0.25 a quarter of normal.
  public private(set) var speed: Double
  /// Whether the application's time stands still.
  public private(set) var isPaused: Bool
  /// The host time the current rate started at.
  public private(set) var beginTime = 0.0
  /// The application's time at ``beginTime``.
  public private(set) var timeOffset = 0.0

  /// A time control at a speed, possibly paused, starting with both
  /// clocks at 0.
  ///
  /// - Parameters:
  ///   - speed: The rate while running; checked by ``checkedSpeed(_:)``.
  ///   - isPaused: Whether time starts paused.
  /// - Throws: ``TimeControlError`` for a speed outside
  ///   ``minimumSpeed``...``maximumSpeed`` or not a number.
  public init(speed: Double = 1, isPaused: Bool = false) throws(TimeControlError) {
    self.speed = try Self.checkedSpeed(speed)
    self.isPaused = isPaused
  }

  /// Normal speed, running: the application's time is the host's.
  public static let normal = TimeControl(uncheckedSpeed: 1)

  private init(uncheckedSpeed: Double) {
    speed = uncheckedSpeed
    isPaused = false
  }

  /// Whether the application's time is the host's (normal speed, never
  /// paused or stepped).
  public var isIdentity: Bool { self == .normal }

  /// The rate the application's time moves at now: 0 while paused.
  public var effectiveSpeed: Double { isPaused ? 0 : speed }

  /// Checks a speed given from outside (an option, a variable).
  ///
  /// - Parameter speed: The rate.
  /// - Returns: The same rate.
  /// - Throws: ``TimeControlError`` when it is not a finite number from
  ///   ``minimumSpeed`` to ``maximumSpeed`` (0, negative numbers, NaN and
  ///   1e9 are refused).
  public static func checkedSpeed(_ speed: Double) throws(TimeControlError) -> Double {
    guard speed.isFinite, speed >= minimumSpeed, speed <= maximumSpeed else {
      throw TimeControlError(
        "a speed must be a number from \(minimumSpeed) to \(Int(maximumSpeed)) (1 is normal,"
          + " 0.25 a quarter); got \(speed)")
    }
    return speed
  }

  /// The application's time at a host time.
  ///
  /// - Parameter hostTime: A time on the host's clock, at or after the
  ///   last change.
  /// - Returns: `(hostTime − beginTime) × effectiveSpeed + timeOffset`.
  public func applicationTime(atHostTime hostTime: Double) -> Double {
    isPaused ? timeOffset : (hostTime - beginTime) * speed + timeOffset
  }

  /// The host time at which the application's time reaches a time, or nil
  /// while paused (it never does).
  ///
  /// - Parameter applicationTime: A time on the application's clock.
  /// - Returns: The host time, never before ``beginTime``.
  public func hostTime(atApplicationTime applicationTime: Double) -> Double? {
    guard !isPaused else { return nil }
    return beginTime + max(applicationTime - timeOffset, 0) / speed
  }

  /// Makes the application's time equal the host's at a host time (a
  /// live host's clock does not start at 0), keeping speed and pause.
  ///
  /// - Parameter hostTime: The host time both clocks read then.
  public mutating func align(atHostTime hostTime: Double) {
    beginTime = hostTime
    timeOffset = hostTime
  }

  /// Changes the speed from a host time on, keeping the application's
  /// time there.
  ///
  /// - Parameters:
  ///   - speed: The new rate, checked by ``checkedSpeed(_:)``.
  ///   - hostTime: When the change happens on the host's clock.
  /// - Throws: ``TimeControlError`` for a bad speed (nothing changes).
  public mutating func setSpeed(_ speed: Double, atHostTime hostTime: Double)
    throws(TimeControlError)
  {
    let checked = try Self.checkedSpeed(speed)
    rebase(atHostTime: hostTime)
    self.speed = checked
  }

  /// Stops the application's time at a host time.
  ///
  /// - Parameter hostTime: When, on the host's clock.
  public mutating func pause(atHostTime hostTime: Double) {
    rebase(atHostTime: hostTime)
    isPaused = true
  }

  /// Lets the application's time run again from where it stood.
  ///
  /// - Parameter hostTime: When, on the host's clock.
  public mutating func resume(atHostTime hostTime: Double) {
    rebase(atHostTime: hostTime)
    isPaused = false
  }

  /// Moves the paused application's time forward (one frame, say); does
  /// nothing while running or for a step that is not a finite number > 0.
  ///
  /// - Parameter seconds: How far, on the application's clock.
  public mutating func step(by seconds: Double) {
    guard isPaused, seconds.isFinite, seconds > 0 else { return }
    timeOffset += seconds
  }

  /// Moves the paused application's time forward to a time (the next
  /// frame's, exactly); does nothing while running or for a time that is
  /// not finite and later than now.
  ///
  /// - Parameter applicationTime: The new time on the application's clock.
  public mutating func step(to applicationTime: Double) {
    guard isPaused, applicationTime.isFinite, applicationTime > timeOffset else { return }
    timeOffset = applicationTime
  }

  /// The speed after `speed` in ``presetSpeeds`` (wrapping to the
  /// slowest), or the preset nearest above a speed not among them.
  public var nextPresetSpeed: Double {
    Self.presetSpeeds.first { $0 > speed } ?? Self.presetSpeeds[0]
  }

  /// Moves the map's origin to a host time without changing it.
  private mutating func rebase(atHostTime hostTime: Double) {
    timeOffset = applicationTime(atHostTime: hostTime)
    beginTime = hostTime
  }
}

/// A speed given to ``TimeControl`` that it cannot use.
public struct TimeControlError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in a sentence fragment.
  public let description: String

  /// An error with a message.
  ///
  /// - Parameter description: What is wrong.
  public init(_ description: String) {
    self.description = description
  }
}
