/// The state of a ``PropertyAnimator``: UIKit's `UIViewAnimatingState`.
///
/// An animator starts ``inactive``. Starting, pausing or scrubbing it
/// (setting ``PropertyAnimator/fractionComplete``) makes it ``active``;
/// it returns to ``inactive`` when its animations finish, when
/// ``PropertyAnimator/stopAnimation(_:)`` is called with `true`, or when
/// ``PropertyAnimator/finishAnimation(at:)`` ends a ``stopped`` animator.
public enum ViewAnimatingState: Sendable, Hashable {
  /// No animations are attached; animations added now wait for the start.
  case inactive
  /// The animations are attached, running or paused.
  case active
  /// Stopped by ``PropertyAnimator/stopAnimation(_:)`` with `false`: the
  /// views hold their values from the moment of the stop, and
  /// ``PropertyAnimator/finishAnimation(at:)`` must end it.
  case stopped
}

/// Where a ``PropertyAnimator``'s animations ended: UIKit's
/// `UIViewAnimatingPosition`, passed to its completion handlers.
public enum ViewAnimatingPosition: Sendable, Hashable {
  /// At the end values (the values the animations block set).
  case end
  /// At the start values (the animator ran reversed to its start).
  case start
  /// Somewhere between, where the animator was stopped.
  case current
}
