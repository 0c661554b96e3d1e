import ZoetropeGraphics
import ZoetropeLayers

// Alpha, background colour, visibility, clipping and content mode.
extension View {
  /// The view's opacity, 0 (transparent) to 1 (opaque), applied to the view
  /// and its subviews as a group.
  ///
  /// Values outside 0...1 are clamped; NaN is ignored with a warning. Views
  /// with an alpha below 0.01 receive no touches.
  public var alpha: Double {
    get { layer.opacity }
    set {
      guard !newValue.isNaN else {
        zoetropeWarning("View alpha is NaN; ignored")
        return
      }
      let value = min(max(newValue, 0), 1)
      setAnimatable(value, layer: \.opacity, property: \.opacity, key: "opacity")
    }
  }

  /// The colour that fills the view's bounds behind its content.
  ///
  /// `nil` (the default) is clear. Animatable.
  public var backgroundColor: Color? {
    get { storedBackgroundColor }
    set {
      storedBackgroundColor = newValue
      setAnimatable(
        newValue ?? .clear, layer: \.backgroundColor, property: \.backgroundColor,
        key: "backgroundColor")
    }
  }

  /// Whether the view (with its subviews) is hidden.
  ///
  /// Hidden views receive no touches. Not animatable: it changes at once,
  /// also inside blocks, except for a ``StackView``'s arranged subview,
  /// which stays on screen while it collapses inside a block (the property
  /// reads `true` at once).
  public var isHidden: Bool {
    get { layer.isHidden || autoLayout.isCollapsing }
    set {
      if let stack = superview as? StackView,
        stack.arrangedSubviews.contains(where: { $0 === self })
      {
        stack.arrangedSubview(self, setHidden: newValue)
      } else {
        autoLayout.isCollapsing = false
        layer.isHidden = newValue
      }
    }
  }

  /// Whether subviews and content are clipped to the bounds (the layer's
  /// `masksToBounds`); clipped-away parts of subviews receive no touches.
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// How the layer's contents (an image, drawn content) fit the bounds.
  ///
  /// Sets the layer's `contentsGravity`. ``ContentMode/scaleToFill`` by default.
  public var contentMode: ContentMode {
    get { storedContentMode }
    set {
      storedContentMode = newValue
      layer.contentsGravity = newValue.contentsGravity
    }
  }

  /// The colour controls use for their active parts.
  ///
  /// Inherited: a view without its own tint uses its superview's, and the
  /// root's default is ``View/defaultTintColor``. Setting it (or `nil` to
  /// inherit again) calls ``tintColorDidChange()`` on the view and every
  /// descendant that inherits it.
  public var tintColor: Color {
    get { storedTintColor ?? superview?.tintColor ?? View.defaultTintColor }
    set { setTintColor(newValue) }
  }

  /// Sets the view's own tint, or `nil` to inherit the superview's.
  ///
  /// - Parameter color: The tint, or `nil`.
  public func setTintColor(_ color: Color?) {
    let old = tintColor
    storedTintColor = color
    if tintColor != old { propagateTintColorDidChange() }
  }

  /// The tint of views with no tinted ancestor: UIKit's system blue
  /// (0, 122, 255).
  public static let defaultTintColor = Color(red: 0, green: 122.0 / 255, blue: 1)

  /// Calls ``tintColorDidChange()`` on the view and on descendants that
  /// inherit its tint.
  func propagateTintColorDidChange() {
    tintColorDidChange()
    for subview in subviews where subview.storedTintColor == nil {
      subview.propagateTintColorDidChange()
    }
  }
}
