import ZoetropeGraphics

extension LayoutConstraint {
  /// A part of a view's frame that a constraint relates: UIKit's
  /// `NSLayoutConstraint.Attribute`.
  ///
  /// Leading and trailing follow the item's
  /// ``View/effectiveUserInterfaceLayoutDirection``: leading is the left
  /// edge left to right and the right edge right to left. The margin
  /// attributes are the edges of the view's ``View/layoutMarginsGuide``
  /// (a ``LayoutGuide`` has no margins: on a guide they are its edges).
  public enum Attribute: Hashable, Sendable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: the left edge in left-to-right layout, the right
    /// edge in right-to-left layout.
    case leading
    /// The trailing edge: the right edge left to right, the left edge
    /// right to left.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the first line of text: a ``Label``'s from its
    /// font's metrics, a ``StackView``'s its first visible arranged
    /// subview's, the bottom edge for other views (as in UIKit).
    case firstBaseline
    /// The baseline of the last line of text (the bottom edge for views
    /// without text).
    case lastBaseline
    /// The left edge of the view's margins.
    case leftMargin
    /// The right edge of the view's margins.
    case rightMargin
    /// The top edge of the view's margins.
    case topMargin
    /// The bottom edge of the view's margins.
    case bottomMargin
    /// The leading edge of the view's margins.
    case leadingMargin
    /// The trailing edge of the view's margins.
    case trailingMargin
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins
    /// No attribute: the right-hand side of a constant constraint.
    case notAnAttribute

    /// Whether it is leading or trailing (of the bounds or the margins),
    /// so that the constraint follows the layout direction.
    var isDirectional: Bool {
      [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// For a margin attribute, the same attribute of the margins guide
    /// (``leadingMargin`` is the guide's ``leading``); `nil` for the others.
    var withinMargins: Attribute? {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    }
  }

  /// How a constraint's two sides compare: UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Hashable, Sendable {
    /// The left-hand side is at most the right-hand side.
    case lessThanOrEqual
    /// The sides are equal.
    case equal
    /// The left-hand side is at least the right-hand side.
    case greaterThanOrEqual
  }

  /// A direction of layout, for content hugging and compression resistance.
  public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }
}

/// How much a constraint matters, 1…1000: UIKit's `UILayoutPriority`.
///
/// Required constraints must hold. The others are weights: the solver
/// minimizes the sum of each broken constraint's priority times its error
/// in points (UIKit's engine is close to a strict order; with weights, two
/// broken constraints at 250 can outweigh one at 499).
public struct LayoutPriority: Hashable, Sendable, Comparable {
  /// The priority, 1…1000.
  public var rawValue: Float

  /// A priority.
  ///
  /// - Parameter rawValue: 1…1000.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: compression resistance's default.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: content hugging's default.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting` would use.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Compares priorities by value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority in 1…1000; NaN becomes required.
  var clampedForConstraint: LayoutPriority {
    rawValue.isNaN ? .required : LayoutPriority(min(max(rawValue, 1), 1000))
  }
}

extension LayoutConstraint {
  /// The constraint as an equation, as logs show it.
  ///
  /// For example `'name' box.width == 0.5 × Window.width + 10.0 (priority 750.0)`;
  /// a view is named by its accessibility identifier or label, else its type.
  public var equation: String {
    let relationText =
      switch relation {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    var text = "\(Self.name(of: firstItem)).\(firstAttribute) \(relationText) "
    if let secondItem {
      if multiplier != 1 { text += "\(multiplier) × " }
      text += "\(Self.name(of: secondItem)).\(secondAttribute)"
      if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
    } else {
      text += "\(constant)"
    }
    if priority != .required { text += " (priority \(priority.rawValue))" }
    if let identifier { text = "'\(identifier)' " + text }
    return text
  }

  /// A view's accessibility identifier or label, or its type; a guide's
  /// owning view's name and the guide's identifier.
  static func name(of item: AnyObject?) -> String {
    if let guide = item as? LayoutGuide {
      let identifier = guide.identifier.isEmpty ? "LayoutGuide" : guide.identifier
      return "\(name(of: guide.owningView)).\(identifier)"
    }
    guard let view = item as? View else { return item.map { "\(type(of: $0))" } ?? "nil" }
    return view.accessibilityIdentifier ?? view.accessibilityLabel ?? "\(type(of: view))"
  }
}
