extension Control {
  /// How a control places its content (a button's title and image)
  /// across its bounds: UIKit's `UIControl.ContentHorizontalAlignment`.
  ///
  /// Zoetrope lays text out left to right, so ``leading`` is ``left`` and
  /// ``trailing`` is ``right``.
  public enum ContentHorizontalAlignment: Sendable, Hashable {
    /// In the middle of the bounds (the default).
    case center
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// Across the whole width: the title takes the width the image leaves,
    /// and an image alone is stretched to the width.
    case fill
    /// Against the leading edge: the left edge, for left-to-right text.
    case leading
    /// Against the trailing edge: the right edge, for left-to-right text.
    case trailing
  }

  /// How a control places its content (a button's title and image)
  /// down its bounds: UIKit's `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Sendable, Hashable {
    /// In the middle of the bounds (the default).
    case center
    /// Against the top edge.
    case top
    /// Against the bottom edge.
    case bottom
    /// Down the whole height: an image is stretched to the height, and the
    /// title's label spans it (its text centred in it).
    case fill
  }

  /// The horizontal alignment in effect: ``contentHorizontalAlignment``
  /// with ``ContentHorizontalAlignment/leading`` and
  /// ``ContentHorizontalAlignment/trailing`` resolved to
  /// ``ContentHorizontalAlignment/left`` and
  /// ``ContentHorizontalAlignment/right`` in left-to-right layout, and
  /// the other way round in right-to-left layout
  /// (``View/effectiveUserInterfaceLayoutDirection``).
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return switch contentHorizontalAlignment {
    case .leading: rightToLeft ? .right : .left
    case .trailing: rightToLeft ? .left : .right
    case let alignment: alignment
    }
  }
}
