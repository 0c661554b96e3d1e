import ZoetropeGraphics

/// Recognizes a quick stroke in a direction: UIKit's
/// `UISwipeGestureRecognizer`.
///
/// A discrete gesture: it is recognized, while the fingers are still down,
/// once their centroid has moved ``minimumDistance`` points in one of the
/// allowed ``direction``s, within 45° of it, no more than
/// ``maximumDuration`` seconds after touching down. It fails when the
/// fingers move that far another way, take longer, lift first, or when a
/// different number of fingers than ``numberOfTouchesRequired`` swipes.
///
/// ```swift
/// let swipe = SwipeGestureRecognizer { _ in showNextPhoto() }
/// swipe.direction = .left
/// photo.addGestureRecognizer(swipe)
/// ```
open class SwipeGestureRecognizer: GestureRecognizer {
  /// Directions of a swipe: UIKit's `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt

    /// Creates directions from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Toward larger x.
    public static let right = Direction(rawValue: 1 << 0)
    /// Toward smaller x.
    public static let left = Direction(rawValue: 1 << 1)
    /// Toward smaller y (up the screen).
    public static let up = Direction(rawValue: 1 << 2)
    /// Toward larger y (down the screen).
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions that count; ``Direction/right`` by default, as in UIKit.
  public var direction: Direction = .right

  /// How many fingers swipe, ≥ 1; 1 by default.
  ///
  /// Bad input: values below 1 become 1, with a warning.
  public var numberOfTouchesRequired = 1 {
    didSet {
      numberOfTouchesRequired = TapGestureRecognizer.atLeastOne(
        numberOfTouchesRequired, "numberOfTouchesRequired")
    }
  }

  /// How far the fingers must move, in points: 50.
  public static let minimumDistance = 50.0

  /// The longest a swipe may take to cover ``minimumDistance``, in
  /// seconds: 0.5.
  public static let maximumDuration = 0.5

  /// The swipe direction the recognizer saw, once recognized (one
  /// direction of ``direction``); empty before.
  public private(set) var recognizedDirection: Direction = []

  /// Where and when the fingers touched down.
  private var start: (location: Point, time: Double)?

  /// Notes where the swipe starts; fails with too many fingers.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard numberOfTouches <= numberOfTouchesRequired else {
      state = .failed
      return
    }
    if let centroid = currentCentroid {
      start = (centroid, start?.time ?? event.timestamp)
    }
  }

  /// Recognizes a long enough stroke in an allowed direction; fails a
  /// slow one or one in another direction.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible, pendingState == nil, let start,
      let centroid = currentCentroid
    else { return }
    let dx = centroid.x - start.location.x
    let dy = centroid.y - start.location.y
    guard (dx * dx + dy * dy).squareRoot() >= Self.minimumDistance else {
      if event.timestamp - start.time > Self.maximumDuration {
        state = .failed
      }
      return
    }
    guard numberOfTouches == numberOfTouchesRequired,
      event.timestamp - start.time <= Self.maximumDuration,
      let swiped = Self.direction(dx: dx, dy: dy), direction.contains(swiped)
    else {
      state = .failed
      return
    }
    recognizedDirection = swiped
    state = .recognized
  }

  /// Fails: the fingers lifted before the swipe was long enough.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    touchesMoved(touches, with: event)
    if state == .possible, pendingState == nil {
      state = .failed
    }
  }

  /// Forgets the swipe.
  open override func reset() {
    super.reset()
    start = nil
    recognizedDirection = []
  }

  /// The direction within 45° of a movement, or `nil` exactly between two.
  static func direction(dx: Double, dy: Double) -> Direction? {
    if abs(dx) > abs(dy) { return dx > 0 ? .right : .left }
    if abs(dy) > abs(dx) { return dy > 0 ? .down : .up }
    return nil
  }
}
