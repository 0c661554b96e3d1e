/// What kind of attribute a ``LayoutAnchor`` stands for, so that only
/// anchors of one kind can be related (an x position to an x position).
public protocol LayoutAnchorKind {}

/// The kind of horizontal positions: leading, trailing, left, right, centre x.
public enum LayoutXAxis: LayoutAnchorKind {}
/// The kind of vertical positions: top, bottom, centre y.
public enum LayoutYAxis: LayoutAnchorKind {}
/// The kind of sizes: width and height.
public enum LayoutSize: LayoutAnchorKind {}

/// One attribute of a view, for making constraints: UIKit's `NSLayoutAnchor`.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
/// ```
///
/// The constraints it makes are inactive until activated.
@MainActor
public struct LayoutAnchor<Kind: LayoutAnchorKind> {
  /// The view or ``LayoutGuide``.
  public let item: AnyObject
  /// The attribute.
  public let attribute: LayoutConstraint.Attribute

  /// `self = anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: An anchor of the same kind.
  ///   - c: Points added to it; 0 by default.
  /// - Returns: An inactive constraint.
  public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant c: Double = 0)
    -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: c)
  }

  /// `self ≥ anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: An anchor of the same kind.
  ///   - c: Points added to it; 0 by default.
  /// - Returns: An inactive constraint.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant c: Double = 0)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// `self ≤ anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: An anchor of the same kind.
  ///   - c: Points added to it; 0 by default.
  /// - Returns: An inactive constraint.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant c: Double = 0)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// A constraint between this anchor and another (or a constant).
  func make(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<Kind>?, multiplier: Double,
    constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// UIKit's `NSLayoutXAxisAnchor`.
public typealias LayoutXAxisAnchor = LayoutAnchor<LayoutXAxis>
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias LayoutYAxisAnchor = LayoutAnchor<LayoutYAxis>
/// UIKit's `NSLayoutDimension`.
public typealias LayoutDimension = LayoutAnchor<LayoutSize>

extension LayoutAnchor where Kind == LayoutSize {
  /// `self = c`.
  ///
  /// - Parameter c: A size in points.
  /// - Returns: An inactive constraint.
  public func constraint(equalToConstant c: Double) -> LayoutConstraint {
    make(.equal, nil, multiplier: 1, constant: c)
  }

  /// `self ≥ c`.
  ///
  /// - Parameter c: A size in points.
  /// - Returns: An inactive constraint.
  public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// `self ≤ c`.
  ///
  /// - Parameter c: A size in points.
  /// - Returns: An inactive constraint.
  public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// `self = m × anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: Another size.
  ///   - m: Its factor.
  ///   - c: Points added; 0 by default.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self ≥ m × anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: Another size.
  ///   - m: Its factor.
  ///   - c: Points added; 0 by default.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self ≤ m × anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: Another size.
  ///   - m: Its factor.
  ///   - c: Points added; 0 by default.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double = 0
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

extension View {
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
  /// The baseline of the first line of text: a ``Label``'s from its
  /// font's metrics, a ``StackView``'s first visible arranged subview's,
  /// the bottom edge of other views.
  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutAnchor(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the last line of text (the bottom edge of views
  /// without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor {
    LayoutAnchor(item: self, attribute: .lastBaseline)
  }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .height) }
}
