import ZoetropeGraphics

/// Which of a scroll view's sides take the safe area into
/// ``ScrollView/adjustedContentInset``: UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
  /// As ``scrollableAxes``. (UIKit also adjusts the top and bottom of a
  /// view controller's scroll view inside a navigation or tab bar
  /// controller, which Zoetrope does not have.)
  case automatic
  /// Only along the axes that scroll: top and bottom when the content is
  /// taller than the view or ``ScrollView/alwaysBounceVertical`` is set,
  /// left and right when it is wider or
  /// ``ScrollView/alwaysBounceHorizontal`` is set; nothing while
  /// ``ScrollView/isScrollEnabled`` is `false`.
  case scrollableAxes
  /// Never: the adjusted inset is ``ScrollView/contentInset``.
  case never
  /// Always: ``ScrollView/contentInset`` plus the safe area on every side.
  case always
}

extension ScrollView {
  /// Whether the safe area adds to the insets: top and bottom, left and
  /// right.
  var adjustedAxes: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .automatic, .scrollableAxes:
      guard isScrollEnabled else { return (false, false) }
      let size = bounds.size
      return (
        alwaysBounceVertical || contentSize.height > size.height,
        alwaysBounceHorizontal || contentSize.width > size.width
      )
    }
  }

  /// Notes a change of the adjusted inset and tells of it.
  ///
  /// When the safe
  /// area's part of it changed, a content at rest against its old top
  /// (or left) edge moves to the new edge, so a list's first row stays
  /// below the status bar (before the first layout pass the old edge is
  /// ``contentInset``'s); a change of ``contentInset`` alone moves
  /// nothing, as in UIKit.
  func updateAdjustedContentInset() {
    let new = adjustedContentInset
    guard new != lastAdjustedContentInset else { return }
    let inset = contentInset
    let system = EdgeInsets(
      top: new.top - inset.top, left: new.left - inset.left, bottom: new.bottom - inset.bottom,
      right: new.right - inset.right)
    let old = lastAdjustedContentInset ?? inset
    let oldSystem = lastSystemInset
    lastAdjustedContentInset = new
    lastSystemInset = system
    if system != oldSystem && !isDragging && !isDecelerating && !isAnimatingOffset {
      var offset = contentOffset
      if offset.y == -old.top { offset.y = -new.top }
      if offset.x == -old.left { offset.x = -new.left }
      if offset != contentOffset { contentOffset = offset }
    }
    adjustedContentInsetDidChange()
  }
}
