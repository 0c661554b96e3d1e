import ZoetropeGraphics

/// A view that lays out a row or a column of views with constraints:
/// UIKit's `UIStackView`.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title, button])
/// stack.axis = .horizontal
/// stack.alignment = .center
/// stack.spacing = 8
/// ```
///
/// The stack view makes and keeps the constraints of its arranged
/// subviews (their ``View/translatesAutoresizingMaskIntoConstraints``
/// becomes `false`); constrain the stack view itself as any view. A hidden
/// arranged subview collapses to zero length and its spacing goes; hidden
/// inside an animation block followed by `layoutIfNeeded()`, it collapses
/// along the block's curve and is hidden when the block's animations end
/// (in a ``PropertyAnimator``, when it completes short of `.start`), as in
/// UIKit. In a row, the baseline alignments put every view's first
/// (or last) baseline on the first visible view's (``View/firstBaselineAnchor``);
/// in a column they align the leading (or trailing) edges, as
/// ``Alignment/leading`` (UIKit's are for rows only).
@MainActor
open class StackView: View {
  /// How arranged subviews share the stack's length: UIKit's
  /// `UIStackView.Distribution`.
  public enum Distribution: Hashable, Sendable {
    /// They fill it; the one with the lowest content hugging priority
    /// grows (the lowest compression resistance shrinks).
    case fill
    /// They fill it, all the same length.
    case fillEqually
    /// They fill it, in proportion to their intrinsic lengths.
    case fillProportionally
    /// At their intrinsic lengths, with equal gaps (at least ``spacing``)
    /// filling the rest.
    case equalSpacing
    /// At their intrinsic lengths, with their centres equally far apart
    /// (gaps at least ``spacing``).
    case equalCentering
  }

  /// Where arranged subviews sit across the stack: UIKit's
  /// `UIStackView.Alignment`.
  public enum Alignment: Hashable, Sendable {
    /// They fill the stack's breadth.
    case fill
    /// At the leading edge (the top edge in a row).
    case leading
    /// In a row, on the first views' first baselines; in a column as
    /// ``leading``.
    case firstBaseline
    /// Centred.
    case center
    /// At the trailing edge (the bottom edge in a row).
    case trailing
    /// In a row, on the views' last baselines; in a column as ``trailing``.
    case lastBaseline

    /// The top edges in a row: ``leading``.
    public static let top = Alignment.leading
    /// The bottom edges in a row: ``trailing``.
    public static let bottom = Alignment.trailing
  }

  /// The views the stack lays out, in order.
  public private(set) var arrangedSubviews: [View] = []

  /// The direction views are stacked in; ``LayoutConstraint/Axis/horizontal``
  /// by default.
  public var axis = LayoutConstraint.Axis.horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }

  /// How the views share the stack's length; ``Distribution/fill`` by default.
  public var distribution = Distribution.fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }

  /// Where the views sit across the stack; ``Alignment/fill`` by default.
  public var alignment = Alignment.fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }

  /// The gap between adjacent views, in points; 0 by default.
  ///
  /// The least gap with ``Distribution/equalSpacing`` and
  /// ``Distribution/equalCentering``. A NaN or infinite value is ignored with a
  /// warning.
  public var spacing = 0.0 {
    didSet {
      guard spacing.isFinite else {
        zoetropeWarning("StackView spacing \(spacing) is not finite; ignored")
        spacing = oldValue
        return
      }
      if spacing != oldValue { setNeedsArrangement() }
    }
  }

  /// Whether the views are laid out inside the layout margins rather than
  /// the bounds; `false` by default.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// Gaps set with ``setCustomSpacing(_:after:)``, by view.
  var customSpacings: [ObjectIdentifier: Double] = [:]

  /// The constraints the stack made, active while arranged.
  var arrangementConstraints: [LayoutConstraint] = []

  /// The guides between views for the equal distributions.
  var spacerGuides: [LayoutGuide] = []

  /// A stack of views.
  ///
  /// - Parameter views: The arranged subviews, added as subviews in order.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds a view at the end of the arrangement (and as the last subview).
  ///
  /// - Parameter view: The view.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view in the arrangement, adding it as a subview if it is not
  /// one; an index out of range is clamped with a warning.
  ///
  /// - Parameters:
  ///   - view: The view; one already arranged moves to the index.
  ///   - index: Its place among the arranged subviews.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    guard view !== self else { return }
    arrangedSubviews.removeAll { $0 === view }
    let place = min(max(index, 0), arrangedSubviews.count)
    if place != index {
      zoetropeWarning("insertArrangedSubview: index \(index) is out of range; using \(place)")
    }
    arrangedSubviews.insert(view, at: place)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsArrangement()
  }

  /// Takes a view out of the arrangement; it stays a subview (remove it
  /// with ``View/removeFromSuperview()``, as in UIKit).
  ///
  /// - Parameter view: An arranged subview; another is ignored.
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    setNeedsArrangement()
  }

  /// Sets the gap after one arranged view, in place of ``spacing``.
  ///
  /// - Parameters:
  ///   - spacing: The gap in points; a NaN or infinite one is ignored with
  ///     a warning.
  ///   - arrangedSubview: The view the gap follows.
  public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
    guard spacing.isFinite else {
      zoetropeWarning("setCustomSpacing: \(spacing) is not finite; ignored")
      return
    }
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    setNeedsArrangement()
  }

  /// The gap after an arranged view: its custom spacing, else ``spacing``.
  ///
  /// - Parameter arrangedSubview: The view.
  /// - Returns: The gap in points.
  public func customSpacing(after arrangedSubview: View) -> Double {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
  }

  /// Builds the arrangement's constraints again (UIKit's stack view does
  /// it here too).
  open override func updateConstraints() {
    super.updateConstraints()
    rebuildArrangement()
  }

  /// Takes a view that leaves out of the arrangement.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) {
      arrangedSubviews.removeAll { $0 === subview }
      deactivateArrangement()
      setNeedsArrangement()
    }
  }

  /// Asks for the constraints to be built again at the next layout pass.
  func setNeedsArrangement() {
    setNeedsUpdateConstraints()
  }
}
