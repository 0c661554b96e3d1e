import ZoetropeGraphics

// The look for the current state: colours from the per-state tables, or
// else from the configuration or the button type.
extension Button {
  /// The title colour for the current state: the state's own, else the
  /// normal state's (UIKit's rule), else the default look's.
  var resolvedTitleColor: Color {
    lookUp(titleColors, state) ?? defaultTitleColor
  }

  /// The default look's title colour for the current state.
  var defaultTitleColor: Color {
    let state = state
    switch configuration?.style {
    case .filled:
      if state.contains(.disabled) { return Button.disabledTitleColor }
      if state.contains(.selected), backgroundColors.isEmpty { return tintColor }
      return configuration?.baseForegroundColor ?? .white
    case .plain:
      return Button.systemTitleColor(configuration?.baseForegroundColor ?? tintColor, state)
    case nil:
      switch buttonType {
      case .custom: return .white
      case .system: return Button.systemTitleColor(tintColor, state)
      }
    }
  }

  /// The title colour of a system button or a plain configuration: `base`,
  /// dimmed to 20 % while highlighted, gray when disabled.
  static func systemTitleColor(_ base: Color, _ state: Control.State) -> Color {
    if state.contains(.disabled) { return disabledTitleColor }
    if state.contains(.highlighted) { return base.withAlphaComponent(base.alpha * 0.2) }
    return base
  }

  /// The background fill for the current state: the state's own, else the
  /// normal state's (darkened while highlighted), else the default look's.
  var resolvedBackgroundColor: Color {
    let state = state
    if let color = backgroundColors[state] { return color }
    var base: Color
    if let normal = backgroundColors[.normal] {
      base = normal
    } else if let configuration, configuration.style == .filled {
      if state.contains(.disabled) { return Button.disabledFillColor }
      let fill = configuration.baseBackgroundColor ?? tintColor
      base = state.contains(.selected) ? fill.withAlphaComponent(fill.alpha * 0.15) : fill
    } else {
      return .clear
    }
    if state.contains(.highlighted) { base = Button.darkened(base) }
    return base
  }

  /// The filled look's fill when disabled: a light gray.
  static let disabledFillColor = Color(white: 0.88)

  /// The default looks' title colour when disabled: a mid gray.
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
    titleLabel.shadowColor = currentTitleShadowColor
    let image = currentImage
    imageView.image = image
    imageView.isHidden = image == nil
    backgroundLayer.backgroundColor = resolvedBackgroundColor
    backgroundLayer.contents = currentBackgroundImage
    backgroundLayer.cornerRadius = max(configuration?.cornerRadius ?? 0, 0)
    backgroundLayer.masksToBounds = currentBackgroundImage != nil
    setNeedsLayout()
  }
}
