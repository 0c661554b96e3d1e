/// What a gesture recognizer asks its delegate: UIKit's
/// `UIGestureRecognizerDelegate`.
///
/// Every method has a default (the one UIKit uses when a delegate does not
/// implement it), so a delegate implements only what it needs:
///
/// ```swift
/// final class PhotoController: ViewController, GestureRecognizerDelegate {
///   func gestureRecognizer(
///     _ gestureRecognizer: GestureRecognizer,
///     shouldRecognizeSimultaneouslyWith other: GestureRecognizer
///   ) -> Bool {
///     true  // pinch and rotate together
///   }
/// }
/// ```
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Asked when the recognizer is about to leave ``GestureRecognizer/State/possible``
  /// (to begin, or to be recognized); returning `false` makes it fail.
  ///
  /// The default returns `true`.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: Whether it may begin.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

  /// Asked when one of two recognizers that share touches is recognized
  /// while the other has not failed; returning `true` lets both recognize.
  ///
  /// Either recognizer's delegate can allow it. The default returns `false`:
  /// the first to be recognized makes the other fail (or, if the other has
  /// already begun, fails itself).
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer whose delegate is asked.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether both may recognize at once.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Asked when a touch begins on the recognizer's view (or a subview);
  /// returning `false` keeps the touch from the recognizer.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch that began.
  /// - Returns: Whether the recognizer sees the touch.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool

  /// Asked whether the recognizer must wait for another to fail before it
  /// is recognized, as ``GestureRecognizer/require(toFail:)`` does, for
  /// requirements set up lazily.
  ///
  /// The default returns `false`.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer that would wait.
  ///   - otherGestureRecognizer: The recognizer that would have to fail.
  /// - Returns: Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Asked whether another recognizer must wait for this one to fail.
  ///
  /// The default returns `false`.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer that would have to fail.
  ///   - otherGestureRecognizer: The recognizer that would wait.
  /// - Returns: Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// Returns `true`: the recognizer may begin.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  /// Returns `false`: recognizers that share touches exclude each other.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    false
  }

  /// Returns `true`: the recognizer sees every touch on its view.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch
  ) -> Bool {
    true
  }

  /// Returns `false`: no requirement beyond ``GestureRecognizer/require(toFail:)``.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    false
  }

  /// Returns `false`: no requirement beyond ``GestureRecognizer/require(toFail:)``.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    false
  }
}
