import ZoetropeGraphics

// Layout: views marked with setNeedsLayout() are laid out once at the next
// frame's layout step (step 5 of Application.advance(to:render:)), or at
// once by layoutIfNeeded().
extension View {
  /// The value of ``intrinsicContentSize`` in a dimension without a natural
  /// size: -1, as UIKit's `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: Double = -1

  /// Marks the view for ``layoutSubviews()`` at the next layout pass.
  ///
  /// Calling it many times before the pass still lays out once.
  public func setNeedsLayout() {
    needsLayoutFlag = true
    superview?.markDescendantNeedsLayout()
  }

  /// Whether ``layoutSubviews()`` will run at the next layout pass.
  public var needsLayout: Bool { needsLayoutFlag }

  /// Lays out the view and its subviews now if any of them needs it.
  ///
  /// Lays out top-down: a view's ``layoutSubviews()`` runs before its
  /// subviews', so a subview's frame set by its superview counts. A view
  /// controller's ``ViewController/viewWillLayoutSubviews()`` and
  /// ``ViewController/viewDidLayoutSubviews()`` surround its view's layout.
  ///
  /// Constraints come first: the hierarchy's solved frames are set on the
  /// views that ``translatesAutoresizingMaskIntoConstraints`` is `false`
  /// for; inside an animation block those frame changes animate.
  public func layoutIfNeeded() {
    updateConstraintLayout()
    layoutPass(depth: 0)
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping
  /// its origin.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    guard size.isFiniteValue else {
      zoetropeWarning("sizeThatFits returned \(size); sizeToFit ignored")
      return
    }
    let origin = frame.origin
    frame = Rect(origin: origin, size: Size(width: max(size.width, 0), height: max(size.height, 0)))
  }

  /// Whether this view or a descendant needs layout.
  ///
  /// - Complexity: O(1).
  var subtreeNeedsLayout: Bool {
    needsLayoutFlag || descendantNeedsLayout
  }

  /// Marks this view and its ancestors as having a descendant that needs
  /// layout, stopping at the first already marked.
  func markDescendantNeedsLayout() {
    var current: View? = self
    while let view = current, !view.descendantNeedsLayout {
      view.descendantNeedsLayout = true
      current = view.superview
    }
  }

  /// Lays out this view if needed, then its subviews.
  ///
  /// Layout that marks views again is picked up at the next pass.
  private func layoutPass(depth: Int) {
    guard depth < 1_000 else {
      zoetropeWarning("View hierarchy deeper than 1000 levels; layout stops there")
      return
    }
    if needsLayoutFlag {
      needsLayoutFlag = false
      viewController?.viewWillLayoutSubviews()
      let wasLayingOut = isLayingOutSubviews
      isLayingOutSubviews = true
      layoutSubviews()
      isLayingOutSubviews = wasLayingOut
      viewController?.viewDidLayoutSubviews()
    }
    guard descendantNeedsLayout else { return }
    descendantNeedsLayout = false
    for subview in subviews where subview.subtreeNeedsLayout {
      subview.layoutPass(depth: depth + 1)
    }
  }
}
