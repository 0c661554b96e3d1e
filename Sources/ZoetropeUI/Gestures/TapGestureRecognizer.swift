import ZoetropeGraphics

/// Recognizes taps: one or more fingers that touch down and lift, a number
/// of times in quick succession: UIKit's `UITapGestureRecognizer`.
///
/// A discrete gesture: the actions run once, with ``GestureRecognizer/State/recognized``,
/// when the last required tap lifts.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer { _ in zoomIn() }
/// doubleTap.numberOfTapsRequired = 2
/// photo.addGestureRecognizer(doubleTap)
/// ```
///
/// It fails when a finger moves more than ``allowableMovement`` points,
/// when more fingers than ``numberOfTouchesRequired`` touch down, when a
/// tap lifts with fewer, when the next tap does not begin within
/// ``maximumTapInterval`` seconds of the previous one lifting, or when it
/// touches down more than ``maximumTapSeparation`` points from every
/// finger of the first tap (two taps far apart are two single taps).
open class TapGestureRecognizer: GestureRecognizer {
  /// How many taps make the gesture, ≥ 1; 1 by default.
  ///
  /// Bad input: values below 1 become 1, with a warning.
  public var numberOfTapsRequired = 1 {
    didSet {
      numberOfTapsRequired = Self.atLeastOne(numberOfTapsRequired, "numberOfTapsRequired")
    }
  }

  /// How many fingers each tap uses, ≥ 1; 1 by default.
  ///
  /// Bad input: values below 1 become 1, with a warning.
  public var numberOfTouchesRequired = 1 {
    didSet {
      numberOfTouchesRequired = Self.atLeastOne(
        numberOfTouchesRequired, "numberOfTouchesRequired")
    }
  }

  /// The farthest a finger may move from where it touched down, in points:
  /// 10, as a long press's default ``LongPressGestureRecognizer/allowableMovement``.
  public static let allowableMovement = 10.0

  /// The longest wait from one tap lifting to the next touching down, in
  /// seconds: 0.35, as for ``Touch/tapCount``.
  public static let maximumTapInterval = 0.35

  /// The farthest a later tap of a multiple tap may touch down from the
  /// first one's fingers, in points: 10, the distance within which
  /// ``Touch/tapCount`` counts a tap as the next of a series, so a
  /// double tap is recognized exactly when the second touch's `tapCount`
  /// is 2.
  public static let maximumTapSeparation = 10.0

  /// Taps completed in the current gesture.
  private var completedTaps = 0
  /// The most fingers down at once in the current tap.
  private var touchesInTap = 0
  /// Where each finger of the current tap touched down, in window points.
  private var startLocations: [ObjectIdentifier: Point] = [:]
  /// Where the fingers of the first tap touched down, in window points.
  private var firstTapLocations: [Point] = []

  /// Counts the fingers of the tap; fails with too many.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    cancelDeadline()
    for touch in touches {
      let location = touch.locationInWindow
      startLocations[ObjectIdentifier(touch)] = location
      if completedTaps == 0 {
        firstTapLocations.append(location)
      } else if !firstTapLocations.contains(where: {
        Self.distance($0, location) <= Self.maximumTapSeparation
      }) {
        state = .failed
        return
      }
    }
    touchesInTap = max(touchesInTap, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired {
      state = .failed
    }
  }

  /// Fails when a finger moved beyond ``allowableMovement``.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    for touch in touches {
      guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
      if Self.distance(touch.locationInWindow, start) > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  /// Completes a tap when its last finger lifts: recognized after the
  /// required number, else waits for the next.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    touchesMoved(touches, with: event)
    guard state == .possible, numberOfTouches == touches.count else { return }
    guard touchesInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    completedTaps += 1
    touchesInTap = 0
    startLocations = [:]
    if completedTaps >= numberOfTapsRequired {
      state = .recognized
    } else {
      scheduleDeadline(at: event.timestamp + Self.maximumTapInterval)
    }
  }

  /// The next tap did not begin in time: fails.
  override func deadlineReached() {
    if state == .possible, pendingState == nil {
      state = .failed
    }
  }

  /// Forgets the taps counted.
  open override func reset() {
    super.reset()
    completedTaps = 0
    touchesInTap = 0
    startLocations = [:]
    firstTapLocations = []
  }

  /// The distance between two points.
  static func distance(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// `value`, or 1 with a warning when it is below 1.
  static func atLeastOne(_ value: Int, _ name: String) -> Int {
    guard value < 1 else { return value }
    zoetropeWarning("\(Self.self).\(name) \(value) is below 1; using 1")
    return 1
  }
}
