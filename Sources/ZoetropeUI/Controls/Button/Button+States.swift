import ZoetropeGraphics

// Per-state titles, colours and images, and the look for the current state.
extension Button {
  /// Sets the title for a state.
  ///
  /// The normal title is also the button's ``View/accessibilityLabel``
  /// (so scripts can find the button by it) until that is set to
  /// something else.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to remove it (the state then falls
  ///     back to the normal title).
  ///   - state: The state.
  public func setTitle(_ title: String?, for state: Control.State) {
    if state == .normal, accessibilityLabel == nil || accessibilityLabel == titles[.normal] {
      accessibilityLabel = title
    }
    titles[state] = title
    stateDidChange()
  }

  /// The title set for a state, or else the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title, or `nil`.
  public func title(for state: Control.State) -> String? {
    lookUp(titles, state)
  }

  /// Sets the title colour for a state.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil` to remove it.
  ///   - state: The state.
  public func setTitleColor(_ color: Color?, for state: Control.State) {
    titleColors[state] = color
    stateDidChange()
  }

  /// The title colour set for a state, or else the normal state's.
  ///
  /// As UIKit's `setTitleColor(_:for:)` documents, a state without a
  /// colour of its own shows the normal state's; only when that is not set
  /// either does the default look choose (``currentTitleColor``).
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour, or `nil` when the default look's is used.
  public func titleColor(for state: Control.State) -> Color? {
    lookUp(titleColors, state)
  }

  /// Sets the colour of the title's shadow for a state: UIKit's
  /// `setTitleShadowColor(_:for:)`.
  ///
  /// The shadow is the title drawn again in this colour behind it, moved
  /// by the title label's ``Label/shadowOffset`` ((0, −1) by default: one
  /// point up), with no blur.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil` to remove it (the state then falls
  ///     back to the normal state's, or to no shadow).
  ///   - state: The state.
  public func setTitleShadowColor(_ color: Color?, for state: Control.State) {
    titleShadowColors[state] = color
    stateDidChange()
  }

  /// The title shadow colour set for a state, or else the normal state's:
  /// UIKit's `titleShadowColor(for:)`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour, or `nil` (no shadow).
  public func titleShadowColor(for state: Control.State) -> Color? {
    lookUp(titleShadowColors, state)
  }

  /// Sets the background fill colour for a state, replacing the default
  /// look's fill.
  ///
  /// A highlighted button with no colour of its own for
  /// ``Control/State/highlighted`` shows its colour darkened.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil` to remove it.
  ///   - state: The state.
  public func setBackgroundColor(_ color: Color?, for state: Control.State) {
    backgroundColors[state] = color
    stateDidChange()
  }

  /// The background colour set for a state, or else the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour, or `nil` when the default look's is used.
  public func backgroundColor(for state: Control.State) -> Color? {
    lookUp(backgroundColors, state)
  }

  /// Sets the background image for a state, stretched over the bounds
  /// above the background fill.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` to remove it.
  ///   - state: The state.
  public func setBackgroundImage(_ image: Image?, for state: Control.State) {
    backgroundImages[state] = image
    stateDidChange()
  }

  /// The background image set for a state, or else the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image, or `nil`.
  public func backgroundImage(for state: Control.State) -> Image? {
    lookUp(backgroundImages, state)
  }

  /// Sets the image shown before the title for a state.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` to remove it.
  ///   - state: The state.
  public func setImage(_ image: Image?, for state: Control.State) {
    images[state] = image
    stateDidChange()
  }

  /// The image set for a state, or else the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image, or `nil`.
  public func image(for state: Control.State) -> Image? {
    lookUp(images, state)
  }

  /// The title for the current state.
  public var currentTitle: String? { title(for: state) }

  /// The title colour showing now (set or default).
  public var currentTitleColor: Color { resolvedTitleColor }

  /// The title shadow colour for the current state, or `nil` (no shadow).
  public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }

  /// The image for the current state.
  public var currentImage: Image? { image(for: state) }

  /// The background image for the current state.
  public var currentBackgroundImage: Image? { backgroundImage(for: state) }

  /// The value for a state: the exact state's, else the normal state's.
  func lookUp<Value>(_ table: [Control.State: Value], _ state: Control.State) -> Value? {
    table[state] ?? table[.normal]
  }
}
