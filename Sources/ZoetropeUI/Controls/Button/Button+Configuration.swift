import ZoetropeGraphics

extension Button {
  /// The look of a button: UIKit's `UIButton.Configuration`.
  ///
  /// Start from a style and change what you need, then give it to a button,
  /// as in UIKit:
  ///
  /// ```swift
  /// var configuration = Button.Configuration.filled()
  /// configuration.contentInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
  /// let roll = Button(configuration: configuration)
  /// roll.setTitle("Roll", for: .normal)
  /// // or: button.configuration = .filled()
  /// ```
  ///
  /// A button with a configuration takes its insets, image padding, corner
  /// radius and default colours from it and ignores
  /// ``Button/contentEdgeInsets``; titles, images and colours set per
  /// state (``Button/setTitle(_:for:)``, ``Button/setTitleColor(_:for:)``,
  /// ``Button/setBackgroundColor(_:for:)``) still apply over it. Unlike
  /// UIKit's, the configuration holds only the look: the title and image
  /// stay on the button.
  public struct Configuration: Hashable, Sendable {
    /// The styles a configuration starts from.
    enum Style: Hashable, Sendable {
      /// No background; the title in the tint colour.
      case plain
      /// A rounded rectangle filled with the tint colour; a white title.
      case filled
    }

    /// The style the configuration was made from.
    let style: Style

    /// The title's colour in the normal state; `nil` (the default) uses
    /// the style's: white when ``filled()``, the tint colour when
    /// ``plain()``.
    public var baseForegroundColor: Color?

    /// The background fill of a ``filled()`` button.
    ///
    /// `nil` (the default) uses the button's ``View/tintColor``. A
    /// ``plain()`` button has none.
    public var baseBackgroundColor: Color?

    /// The space between the bounds and the content (title and image), in
    /// points: 7 above and below and 14 on each side for ``filled()``,
    /// zero for ``plain()``.
    ///
    /// Non-finite insets are replaced by the style's, with a warning, when
    /// the configuration is given to a button.
    public var contentInsets: EdgeInsets

    /// The space between the image and the title, in points.
    ///
    /// 6 for ``filled()``, zero for ``plain()``; used only when both show.
    ///
    /// NaN or an infinity is replaced by the style's, with a warning,
    /// when the configuration is given to a button.
    public var imagePadding: Double

    /// The radius of the background's corners, in points (UIKit's
    /// `background.cornerRadius`): 8 for ``filled()``, zero for
    /// ``plain()``.
    ///
    /// Negative values draw square corners; NaN or an infinity is replaced
    /// by the style's, with a warning, when the configuration is given to a
    /// button.
    public var cornerRadius: Double

    /// Creates a configuration of a style with that style's metrics.
    init(style: Style) {
      self.style = style
      switch style {
      case .plain:
        contentInsets = .zero
        imagePadding = 0
        cornerRadius = 0
      case .filled:
        contentInsets = EdgeInsets(top: 7, left: 14, bottom: 7, right: 14)
        imagePadding = 6
        cornerRadius = 8
      }
    }

    /// A button with no background and its title in the tint colour
    /// (UIKit's `UIButton.Configuration.plain()`): dimmed while pressed and
    /// gray when disabled; no insets and no image padding.
    ///
    /// - Returns: The configuration.
    public static func plain() -> Configuration {
      Configuration(style: .plain)
    }

    /// A button filled with the tint colour: UIKit's
    /// `UIButton.Configuration.filled()`.
    ///
    /// A rounded rectangle (8-point corners) with a white title; 25 %
    /// darker while pressed; a light tint (15 % opacity) with a tinted title
    /// when selected; light gray with a gray title when disabled. Content
    /// insets of 7 points above and below and 14 on each side; 6 points
    /// between image and title.
    ///
    /// Background colours set per state replace the fill, and a selected
    /// button with any background colour set keeps its title colour.
    ///
    /// - Returns: The configuration.
    public static func filled() -> Configuration {
      Configuration(style: .filled)
    }

    /// The configuration with every non-finite metric replaced by the
    /// style's, with a warning naming it.
    var checked: Configuration {
      let defaults = Configuration(style: style)
      var result = self
      let insets = contentInsets
      if !(insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite
        && insets.right.isFinite)
      {
        zoetropeWarning(
          "Button configuration contentInsets \(insets) are not finite; using \(defaults.contentInsets)"
        )
        result.contentInsets = defaults.contentInsets
      }
      if !imagePadding.isFinite {
        zoetropeWarning(
          "Button configuration imagePadding \(imagePadding) is not finite; using \(defaults.imagePadding)"
        )
        result.imagePadding = defaults.imagePadding
      }
      if !cornerRadius.isFinite {
        zoetropeWarning(
          "Button configuration cornerRadius \(cornerRadius) is not finite; using \(defaults.cornerRadius)"
        )
        result.cornerRadius = defaults.cornerRadius
      }
      return result
    }
  }
}
