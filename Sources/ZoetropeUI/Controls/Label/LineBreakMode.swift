/// How a ``Label`` wraps and cuts text that does not fit: UIKit's
/// `NSLineBreakMode`.
///
/// With ``Label/numberOfLines`` 1 the text is one line: the truncating
/// modes cut it with an ellipsis, the others clip it at the edge. With
/// more lines (or 0, unlimited) the text wraps at word boundaries, breaking
/// inside a word only when it is wider than a line; the truncating modes
/// cut the last line that fits with an ellipsis, the others clip there.
///
/// ``byCharWrapping`` wraps like ``byWordWrapping`` (Pango has no
/// character-only wrapping for the shared text layout); the difference is
/// documented, not drawn.
public enum LineBreakMode: Sendable, Hashable, CaseIterable {
  /// Wrap at word boundaries; clip what does not fit.
  case byWordWrapping
  /// Wrap at characters (drawn as ``byWordWrapping``); clip what does not fit.
  case byCharWrapping
  /// Clip at the edge, without an ellipsis.
  case byClipping
  /// Cut the start of the (last) line with an ellipsis: "…end of text".
  case byTruncatingHead
  /// Cut the end of the (last) line with an ellipsis: "Start of te…" (the
  /// default).
  case byTruncatingTail
  /// Cut the middle of the (last) line with an ellipsis: "Sta…text".
  case byTruncatingMiddle
}
