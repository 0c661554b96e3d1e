import ZoetropeGraphics
import ZoetropeLayers

// Subviews: adding, inserting, reordering and removing them, keeping the
// layer tree in the same order, and telling views when their superview or
// window changes.
extension View {
  /// The window the view is in, or `nil` when it is not in one.
  public var window: Window? {
    var current: View? = self
    while let view = current {
      if let window = view as? Window { return window }
      current = view.superview
    }
    return nil
  }

  /// Adds a view on top of the other subviews.
  ///
  /// The view is first removed from its old superview; adding a subview
  /// that is already here brings it to the front. Adding a view to itself
  /// or to one of its own subviews is ignored with a warning. As in UIKit,
  /// the view's layer goes on top of all of this view's sublayers,
  /// including plain layers added with `layer.addSublayer(_:)`.
  ///
  /// - Parameter view: The view to add.
  public func addSubview(_ view: View) {
    insert(view, at: subviews.count - (view.superview === self ? 1 : 0), layerPlacement: .top)
  }

  /// Inserts a view into the subviews at an index (0 is the back).
  ///
  /// As in UIKit, the view's layer goes just below the layer of the subview
  /// now at `index`, or on top of every sublayer when `index` is past the
  /// last subview.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The position, clamped into `0...subviews.count`.
  public func insertSubview(_ view: View, at index: Int) {
    let others = subviews.filter { $0 !== view }
    let position = min(max(index, 0), others.count)
    let placement: SublayerPlacement =
      position < others.count ? .below(others[position].layer) : .top
    insert(view, at: position, layerPlacement: placement)
  }

  /// Where a new subview's layer goes among the sublayers.
  enum SublayerPlacement {
    /// In front of every sublayer.
    case top
    /// Just behind a sibling's layer.
    case below(Layer)
    /// Just in front of a sibling's layer.
    case above(Layer)
  }

  /// Inserts a view into the subviews at an index, and its layer as asked.
  private func insert(_ view: View, at index: Int, layerPlacement: SublayerPlacement) {
    guard canAdopt(view) else { return }
    let oldWindow = view.window
    let newWindow = window
    let oldTint = view.tintColor
    let oldSuperview = view.superview
    if oldSuperview !== self {
      view.willMove(toSuperview: self)
    }
    if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
    if let oldSuperview, oldSuperview !== self {
      oldSuperview.willRemoveSubview(view)
      oldSuperview.setNeedsLayout()
      view.autoLayoutWillDetach()
    }
    view.detachFromSuperview()
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    if oldSuperview !== self { view.autoLayoutDidAttach() }
    switch layerPlacement {
    case .top: layer.addSublayer(view.layer)
    case .below(let sibling): layer.insertSublayer(view.layer, below: sibling)
    case .above(let sibling): layer.insertSublayer(view.layer, above: sibling)
    }
    if view.subtreeNeedsLayout { markDescendantNeedsLayout() }
    didAddSubview(view)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
    if view.tintColor != oldTint { view.propagateTintColorDidChange() }
    setNeedsLayout()
  }

  /// Inserts a view just above a sibling; its layer goes just in front of
  /// the sibling's layer, as in UIKit.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: A subview of this view; when it is not one, the
  ///     view is added on top, with a warning. Inserting a view above
  ///     itself leaves it where it is.
  public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
    guard let index = indexOfSibling(siblingSubview, for: "insertSubview(_:aboveSubview:)")
    else {
      addSubview(view)
      return
    }
    guard siblingSubview !== view else { return }
    let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index
    insert(view, at: index + (adjust ? 0 : 1), layerPlacement: .above(siblingSubview.layer))
  }

  /// Inserts a view just below a sibling; its layer goes just behind the
  /// sibling's layer, as in UIKit.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: A subview of this view; when it is not one, the
  ///     view is added on top, with a warning. Inserting a view below
  ///     itself leaves it where it is.
  public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
    guard let index = indexOfSibling(siblingSubview, for: "insertSubview(_:belowSubview:)")
    else {
      addSubview(view)
      return
    }
    guard siblingSubview !== view else { return }
    let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index
    insert(view, at: index - (adjust ? 1 : 0), layerPlacement: .below(siblingSubview.layer))
  }

  /// Removes the view from its superview (and its layer from the layer tree).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { propagateWillMove(toWindow: nil) }
    parent.willRemoveSubview(self)
    autoLayoutWillDetach()
    detachFromSuperview()
    didMoveToSuperview()
    if oldWindow != nil { propagateDidMoveToWindow() }
    parent.setNeedsLayout()
  }

  /// Moves a subview in front of its siblings; its layer goes in front of
  /// every sublayer, as in UIKit.
  ///
  /// - Parameter view: A subview; other views are ignored.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
    if layer.sublayers.last !== view.layer {
      layer.addSublayer(view.layer)
    }
  }

  /// Moves a subview behind its siblings; its layer goes behind every
  /// sublayer, as in UIKit.
  ///
  /// - Parameter view: A subview; other views are ignored.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: 0)
    if layer.sublayers.first !== view.layer {
      layer.insertSublayer(view.layer, at: 0)
    }
  }

  /// Whether the view is this view or one of its descendants.
  ///
  /// - Parameter view: The view to look for.
  /// - Returns: `true` when `view` is `self` or below it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Finds the first view with a tag: this view, then its subviews depth first.
  ///
  /// - Parameter tag: The tag to look for.
  /// - Returns: The view, or `nil`.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Finds the first view, this one or a descendant (depth first, back to
  /// front), that satisfies a condition: the way scripts and tests find a
  /// view by its ``accessibilityLabel`` or ``accessibilityIdentifier``.
  ///
  /// ```swift
  /// let box = window.firstView { $0.accessibilityLabel == "box" }
  /// ```
  ///
  /// - Parameter predicate: The condition.
  /// - Returns: The first matching view, or `nil`.
  public func firstView(where predicate: (View) -> Bool) -> View? {
    if predicate(self) { return self }
    for subview in subviews {
      if let found = subview.firstView(where: predicate) { return found }
    }
    return nil
  }

  // MARK: Internals

  /// Whether `view` may become a subview; warns when not.
  private func canAdopt(_ view: View) -> Bool {
    if isDescendant(of: view) {
      zoetropeWarning("Cannot add a view to itself or to one of its subviews; ignored")
      return false
    }
    if view is Window {
      zoetropeWarning("Cannot add a window as a subview; ignored")
      return false
    }
    return true
  }

  /// The index of a sibling, warning when it is not a subview.
  private func indexOfSibling(_ sibling: View, for name: String) -> Int? {
    if let index = subviews.firstIndex(where: { $0 === sibling }) { return index }
    zoetropeWarning("\(name): the sibling is not a subview; adding on top")
    return nil
  }

  /// Unlinks the view from its superview's subviews and layer.
  func detachFromSuperview() {
    if let parent = superview {
      parent.subviews.removeAll { $0 === self }
      superview = nil
    }
    layer.removeFromSuperlayer()
  }

  /// Calls ``willMove(toWindow:)`` on the view and its descendants.
  func propagateWillMove(toWindow newWindow: Window?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
  }

  /// Calls ``didMoveToWindow()`` on the view and its descendants.
  ///
  /// A view that left its window loses its layer's animations, which stop
  /// with `finished == false` at the next frame: nothing renders them, and
  /// their blocks' completions must not wait forever.
  func propagateDidMoveToWindow() {
    if window == nil { layer.removeAllAnimations() }
    didMoveToWindow()
    for subview in subviews { subview.propagateDidMoveToWindow() }
  }
}
