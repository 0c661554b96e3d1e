import ZoetropeGraphics

/// A rectangle that takes part in Auto Layout without being a view:
/// UIKit's `UILayoutGuide`.
///
/// A guide has the anchors of a view and a ``layoutFrame`` in its owning
/// view's coordinates, solved at each layout pass. Use one where UIKit code
/// once used an invisible spacer view:
///
/// ```swift
/// let gap = LayoutGuide()
/// view.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///   gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///   gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///   gap.widthAnchor.constraint(equalToConstant: 20),
/// ])
/// ```
///
/// A view's ``View/layoutMarginsGuide`` and ``View/safeAreaLayoutGuide``
/// are guides the view keeps at its bounds inset by its margins or its
/// safe area. A guide that is not added to a view cannot be constrained
/// (activating such a constraint warns and leaves it inactive).
@MainActor
public final class LayoutGuide {
  /// What keeps a guide in place besides the constraints on it.
  enum Kind {
    /// Only the constraints on it (``View/addLayoutGuide(_:)``).
    case custom
    /// The owning view's bounds inset by its layout margins.
    case margins
    /// The owning view's bounds inset by its safe area.
    case safeArea
    /// A scroll view's frame (``ScrollView/frameLayoutGuide``).
    case scrollFrame
    /// A scroll view's content (``ScrollView/contentLayoutGuide``).
    case scrollContent
  }

  /// The view the guide belongs to, set by ``View/addLayoutGuide(_:)``.
  public internal(set) weak var owningView: View?

  /// A name for the guide, shown in constraint logs.
  public var identifier = ""

  /// The guide's rectangle in its owning view's coordinates, as of the last
  /// layout pass (``/ZoetropeGraphics/Rect/zero`` before one).
  public internal(set) var layoutFrame = Rect.zero

  /// Whether it is a view's margins or safe-area guide.
  let kind: Kind

  /// A guide to add to a view with ``View/addLayoutGuide(_:)``.
  public convenience init() {
    self.init(kind: .custom)
  }

  /// A guide of a kind.
  init(kind: Kind) {
    self.kind = kind
  }

  /// The leading edge (the left edge).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .leading) }
  /// The trailing edge (the right edge).
  public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .height) }
}

extension View {
  /// The guides added with ``addLayoutGuide(_:)``, in order.
  public var layoutGuides: [LayoutGuide] { autoLayout.guides }

  /// Adds a guide to the view, which becomes its ``LayoutGuide/owningView``.
  ///
  /// A guide already owned by another view moves here (its constraints are
  /// deactivated, as when a view moves).
  ///
  /// - Parameter guide: The guide.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.kind == .custom, guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    autoLayout.guides.append(guide)
  }

  /// Removes a guide, deactivating the constraints that refer to it.
  ///
  /// - Parameter guide: A guide of this view; another is ignored.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, guide.kind == .custom else { return }
    var ancestor: View? = self
    while let view = ancestor {
      for constraint in view.autoLayout.installedConstraints
      where constraint.firstItem === guide || constraint.secondItem === guide {
        constraint.uninstall()
      }
      ancestor = view.superview
    }
    autoLayout.guides.removeAll { $0 === guide }
    guide.owningView = nil
    invalidateLayoutEngine()
  }

  /// The view's bounds inset by ``layoutMargins``: UIKit's
  /// `layoutMarginsGuide`.
  ///
  /// With ``insetsLayoutMarginsFromSafeArea`` (the default) the margins
  /// are measured from the safe area's edges.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = autoLayout.marginsGuide { return guide }
    let guide = LayoutGuide(kind: .margins)
    guide.owningView = self
    guide.identifier = "layoutMarginsGuide"
    autoLayout.marginsGuide = guide
    return guide
  }

  /// The view's bounds inset by ``safeAreaInsets``: UIKit's
  /// `safeAreaLayoutGuide`.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = autoLayout.safeAreaGuide { return guide }
    let guide = LayoutGuide(kind: .safeArea)
    guide.owningView = self
    guide.identifier = "safeAreaLayoutGuide"
    autoLayout.safeAreaGuide = guide
    return guide
  }

  /// The space ``layoutMarginsGuide`` keeps inside each edge; 8 points
  /// on every side by default, as UIKit's.
  ///
  /// Kept in step with ``directionalLayoutMargins`` through
  /// ``effectiveUserInterfaceLayoutDirection``, as UIKit keeps them: set
  /// these and the left and right margins stay where they are when the
  /// direction changes (the leading and trailing ones swap); set the
  /// directional ones and these follow the direction.
  ///
  /// Negative and non-finite insets are replaced by 0 with a warning.
  public var layoutMargins: EdgeInsets {
    get {
      guard let directional = autoLayout.directionalMargins else { return autoLayout.margins }
      return EdgeInsets(directional, rightToLeft: isRightToLeft)
    }
    set {
      let checked = Self.checkedMargins([
        newValue.top, newValue.left, newValue.bottom, newValue.right,
      ])
      let insets = EdgeInsets(
        top: checked[0], left: checked[1], bottom: checked[2], right: checked[3])
      if insets != newValue {
        zoetropeWarning(
          "layoutMargins \(newValue) must be finite and not negative; using \(insets)")
      }
      let old = layoutMargins
      autoLayout.margins = insets
      autoLayout.directionalMargins = nil
      if insets != old { marginsDidChange() }
    }
  }

  /// The space ``layoutMarginsGuide`` keeps inside each edge, by leading
  /// and trailing: UIKit's `directionalLayoutMargins`.
  ///
  /// Leading is the left margin when
  /// ``effectiveUserInterfaceLayoutDirection`` is left to right and the
  /// right one when it is right to left. Set these and ``layoutMargins``
  /// follow the direction (a view that turns right to left keeps its
  /// leading margin at its new leading edge); set ``layoutMargins`` and
  /// these are read from them.
  ///
  /// Negative and non-finite insets are replaced by 0 with a warning.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      autoLayout.directionalMargins
        ?? DirectionalEdgeInsets(autoLayout.margins, rightToLeft: isRightToLeft)
    }
    set {
      let checked = Self.checkedMargins([
        newValue.top, newValue.leading, newValue.bottom, newValue.trailing,
      ])
      let insets = DirectionalEdgeInsets(
        top: checked[0], leading: checked[1], bottom: checked[2], trailing: checked[3])
      if insets != newValue {
        zoetropeWarning(
          "directionalLayoutMargins \(newValue) must be finite and not negative; using \(insets)")
      }
      let old = layoutMargins
      autoLayout.directionalMargins = insets
      if layoutMargins != old { marginsDidChange() }
    }
  }

  /// Whether the view lays out right to left.
  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Margins with negative and non-finite values replaced by 0.
  private static func checkedMargins(_ values: [Double]) -> [Double] {
    values.map { $0.isFinite ? max($0, 0) : 0 }
  }

  /// Lays the view out again after its margins moved.
  private func marginsDidChange() {
    setNeedsLayout()
    if autoLayout.marginsGuide != nil { invalidateLayoutEngine() }
  }

  /// Whether ``layoutMarginsGuide`` is inset from the safe area (`true`, the
  /// default) rather than from the bounds.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { autoLayout.insetsMarginsFromSafeArea }
    set {
      guard newValue != autoLayout.insetsMarginsFromSafeArea else { return }
      autoLayout.insetsMarginsFromSafeArea = newValue
      if autoLayout.marginsGuide != nil { invalidateLayoutEngine() }
    }
  }

  /// The part of the view's bounds, at each edge, that its window's
  /// ``Window/screenSafeAreaInsets`` cover: UIKit's `safeAreaInsets`.
  ///
  /// Zero outside a window or when the window has no insets (a desktop
  /// window has none).
  public var safeAreaInsets: EdgeInsets {
    guard let window else { return .zero }
    let insets = window.screenSafeAreaInsets
    if self === window || insets == .zero { return insets }
    // The frame through the superview: the bounds' origin (a scroll
    // view's offset) does not move the view.
    let frame = superview?.convert(self.frame, to: window) ?? convert(bounds, to: window)
    let safe = window.bounds.inset(by: insets)
    return EdgeInsets(
      top: max(0, min(safe.minY - frame.minY, frame.height)),
      left: max(0, min(safe.minX - frame.minX, frame.width)),
      bottom: max(0, min(frame.maxY - safe.maxY, frame.height)),
      right: max(0, min(frame.maxX - safe.maxX, frame.width)))
  }

  /// The insets ``layoutMarginsGuide`` keeps from the bounds.
  var effectiveMarginInsets: EdgeInsets {
    let margins = layoutMargins
    guard autoLayout.insetsMarginsFromSafeArea else { return margins }
    let safe = safeAreaInsets
    return EdgeInsets(
      top: margins.top + safe.top, left: margins.left + safe.left,
      bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
  }
}
