import ZoetropeLayers

extension Application {
  /// The direction the app's user interface runs in: UIKit's
  /// `UIApplication.userInterfaceLayoutDirection`.
  ///
  /// Every view whose ``View/semanticContentAttribute`` is
  /// ``SemanticContentAttribute/unspecified``, with no ancestor that
  /// forces a direction, lays out this way
  /// (``View/effectiveUserInterfaceLayoutDirection``). `App.main()` sets it
  /// at launch from the locale
  /// (``UserInterfaceLayoutDirection/preferred(environment:)``: Arabic or
  /// Hebrew, say, are right to left) or from `--layout-direction rtl|ltr`;
  /// left to right otherwise. Unlike UIKit's it can be set: a change lays
  /// out every window again, mirrored.
  ///
  /// It belongs to the application's context, as the animation blocks
  /// do, so tests that each bind their own context do not share it.
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    get { context.ui.layoutDirection }
    set {
      guard newValue != context.ui.layoutDirection else { return }
      context.ui.layoutDirection = newValue
      for window in windows {
        window.invalidateLayoutEngine()
        window.setSubtreeNeedsLayout(depth: 0)
      }
    }
  }

  /// The current context's app-wide direction: what views read, and what
  /// `App.main()` sets before the application exists (see
  /// ``userInterfaceLayoutDirection``).
  package static var currentLayoutDirection: UserInterfaceLayoutDirection {
    get { LayerContext.current.ui.layoutDirection }
    set { LayerContext.current.ui.layoutDirection = newValue }
  }
}
