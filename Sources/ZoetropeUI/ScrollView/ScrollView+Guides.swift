// The content and frame layout guides: UIKit's contentLayoutGuide and
// frameLayoutGuide (LayoutEngine+Guides.swift holds them in the solver).
extension ScrollView {
  /// The content's rectangle, for constraints: UIKit's
  /// `contentLayoutGuide`.
  ///
  /// Its origin is the content's origin; constrain subviews to its edges
  /// to place them in the content. Its size is ``contentSize`` unless
  /// constraints size it (the content's edges pinned to it); then the
  /// content size follows it at each layout pass.
  public var contentLayoutGuide: LayoutGuide {
    if let guide = scrollGuides.content { return guide }
    let guide = makeScrollGuide(.scrollContent, "contentLayoutGuide")
    scrollGuides.content = guide
    return guide
  }

  /// The scroll view's frame, for constraints that do not scroll with
  /// the content: UIKit's `frameLayoutGuide`.
  ///
  /// A content view's width equal to its width makes a list that scrolls
  /// only vertically; a subview pinned to its edges stays in place while
  /// the content scrolls (it is laid out again at each offset).
  public var frameLayoutGuide: LayoutGuide {
    if let guide = scrollGuides.frame { return guide }
    let guide = makeScrollGuide(.scrollFrame, "frameLayoutGuide")
    scrollGuides.frame = guide
    return guide
  }

  /// A guide of the scroll view's own.
  func makeScrollGuide(_ kind: LayoutGuide.Kind, _ name: String) -> LayoutGuide {
    let guide = LayoutGuide(kind: kind)
    guide.owningView = self
    guide.identifier = name
    return guide
  }
}
