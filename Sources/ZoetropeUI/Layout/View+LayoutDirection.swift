/// Which way a view's content runs: UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Hashable, Sendable {
  /// Leading is left (English, say).
  case leftToRight
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft
}

/// What a view shows, for deciding whether it flips in right-to-left
/// layout: UIKit's `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Hashable, Sendable {
  /// Ordinary content: it follows the layout direction around it.
  case unspecified
  /// Playback controls (play, rewind): never flipped.
  case playback
  /// A physical direction (a D-pad, text alignment buttons): never flipped.
  case spatial
  /// Always left to right, and so is the content inside it that does not
  /// say otherwise.
  case forceLeftToRight
  /// Always right to left, and so is the content inside it that does not
  /// say otherwise.
  case forceRightToLeft
}

extension View {
  /// What the view shows, which decides whether it flips in right-to-left
  /// layout; ``SemanticContentAttribute/unspecified`` by default.
  ///
  /// A change lays the hierarchy out again: leading and trailing
  /// constraints, stack views' order and a control's leading alignment
  /// follow ``effectiveUserInterfaceLayoutDirection``.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { autoLayout.semanticContentAttribute }
    set {
      guard newValue != autoLayout.semanticContentAttribute else { return }
      autoLayout.semanticContentAttribute = newValue
      rootView.invalidateLayoutEngine()
      setSubtreeNeedsLayout(depth: 0)
    }
  }

  /// Marks the view and its subviews for layout (their content's
  /// direction, or their safe area, may have changed).
  func setSubtreeNeedsLayout(depth: Int) {
    setNeedsLayout()
    guard depth < 1_000 else { return }
    for subview in subviews { subview.setSubtreeNeedsLayout(depth: depth + 1) }
  }

  /// The direction the view's own content runs in: UIKit's
  /// `effectiveUserInterfaceLayoutDirection`.
  ///
  /// ``SemanticContentAttribute/forceRightToLeft`` and
  /// ``SemanticContentAttribute/forceLeftToRight`` decide it;
  /// ``SemanticContentAttribute/playback`` and
  /// ``SemanticContentAttribute/spatial`` are left to right; an
  /// ``SemanticContentAttribute/unspecified`` view takes the direction
  /// of the nearest ancestor that forces one (as UIKit's trait collection
  /// carries it down), else the app's
  /// (``Application/userInterfaceLayoutDirection``, from the locale or
  /// `--layout-direction` at launch).
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified: return inheritedLayoutDirection
    }
  }

  /// The direction forced by the nearest ancestor that forces one, else
  /// the app's.
  var inheritedLayoutDirection: UserInterfaceLayoutDirection {
    var ancestor = superview
    var depth = 0
    while let view = ancestor, depth < 10_000 {
      switch view.semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight: return .leftToRight
      default: break
      }
      ancestor = view.superview
      depth += 1
    }
    return Application.currentLayoutDirection
  }

  /// The direction content with a semantic attribute runs in, in the app's
  /// direction (``Application/userInterfaceLayoutDirection``): UIKit's
  /// `userInterfaceLayoutDirection(for:)`.
  ///
  /// - Parameter attribute: A semantic content attribute.
  /// - Returns: The forced direction, left to right for playback and
  ///   spatial content, else the app's.
  public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute)
    -> UserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: Application.currentLayoutDirection)
  }

  /// The direction content with a semantic attribute runs in, inside
  /// content running in `direction`: UIKit's
  /// `userInterfaceLayoutDirection(for:relativeTo:)`.
  ///
  /// - Parameters:
  ///   - attribute: A semantic content attribute.
  ///   - direction: The direction around it.
  /// - Returns: The forced direction, left to right for playback and
  ///   spatial content, else `direction`.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute,
    relativeTo direction: UserInterfaceLayoutDirection
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .unspecified: direction
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }
}
