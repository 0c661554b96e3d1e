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
  /// - Parameter state: The state.
  /// - Returns: The colour, or `nil` when the default look's is used.
  public func titleColor(for state: Control.State) -> Color? {
    lookUp(titleColors, state)
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

  /// The image for the current state.
  public var currentImage: Image? { image(for: state) }

  /// The background image for the current state.
  public var currentBackgroundImage: Image? { backgroundImage(for: state) }

  /// The value for a state: the exact state's, else the normal state's.
  func lookUp<Value>(_ table: [Control.State: Value], _ state: Control.State) -> Value? {
    table[state] ?? table[.normal]
  }

  /// The title colour for the current state.
  var resolvedTitleColor: Color {
    if let color = titleColors[state] { return color }
    let state = state
    if buttonType == .system {
      if state.contains(.disabled) { return Button.disabledTitleColor }
      if state.contains(.selected), backgroundColors.isEmpty { return tintColor }
    }
    return titleColors[.normal] ?? .white
  }

  /// The background fill for the current state.
  var resolvedBackgroundColor: Color {
    let state = state
    if let color = backgroundColors[state] { return color }
    var base: Color
    if let normal = backgroundColors[.normal] {
      base = normal
    } else if buttonType == .system {
      if state.contains(.disabled) { return Button.disabledFillColor }
      base = state.contains(.selected) ? tintColor.withAlphaComponent(0.15) : tintColor
    } else {
      return .clear
    }
    if state.contains(.highlighted) { base = Button.darkened(base) }
    return base
  }

  /// The default look's fill when disabled: a light gray.
  static let disabledFillColor = Color(white: 0.88)

  /// The default look's title colour when disabled: a mid gray.
  static let disabledTitleColor = Color(white: 0.6)

  /// A colour 25% of the way to black, for the pressed look.
  static func darkened(_ color: Color) -> Color {
    Color(
      red: color.red * 0.75, green: color.green * 0.75, blue: color.blue * 0.75,
      alpha: color.alpha)
  }

  /// Updates the look for the current state.
  func updateLook() {
    titleLabel.text = currentTitle
    titleLabel.textColor = resolvedTitleColor
    let image = currentImage
    imageView.image = image
    imageView.isHidden = image == nil
    backgroundLayer.backgroundColor = resolvedBackgroundColor
    backgroundLayer.contents = currentBackgroundImage
    backgroundLayer.cornerRadius = buttonType == .system ? max(cornerRadius, 0) : 0
    backgroundLayer.masksToBounds = currentBackgroundImage != nil
    setNeedsLayout()
  }
}
