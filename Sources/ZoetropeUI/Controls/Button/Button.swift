import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// A control that runs an action when tapped: UIKit's `UIButton`.
///
/// ```swift
/// let roll = Button(title: "Roll") { _ in dice.startAnimating() }
/// roll.sizeToFit()
/// roll.center = Point(x: 160, y: 400)
/// ```
///
/// Titles, title colours, background colours, background images and images
/// are set per ``Control/State``; looking one up tries the exact state and
/// then ``Control/State/normal``, as UIKit.
///
/// A ``ButtonType/system`` button (the default) has the look of a modern
/// filled system button: a rounded rectangle filled with ``View/tintColor``
/// and a white title; darker while pressed (highlighted); a light tint fill
/// with a tinted title when selected; light gray with a gray title when
/// disabled. Colours set for a state replace these defaults. A
/// ``ButtonType/custom`` button draws nothing by default but its title,
/// in white.
///
/// The look lives in a background layer and two subviews, ``titleLabel``
/// and ``imageView``, laid out side by side (image first) in the middle of
/// the bounds inside ``contentEdgeInsets``. ``View/backgroundColor`` is
/// drawn behind the look, as a view's.
///
/// A button sends ``Control/Event/primaryActionTriggered`` right after
/// each ``Control/Event/touchUpInside``.
@MainActor
open class Button: Control {
  /// The kind of default look a button has: UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Sendable, Hashable {
    /// No default look: a white title and nothing else.
    case custom
    /// The filled, rounded, tinted look of a modern system button.
    case system
  }

  /// The button's kind of default look.
  public let buttonType: ButtonType

  /// The label that shows the current title.
  public let titleLabel = Label()

  /// The view that shows the current image (hidden without one).
  public let imageView = ImageView()

  /// The space between the edges and the content (title and image), in
  /// points; 7 above and below, 14 on each side by default.
  ///
  /// An inset that is NaN or infinite is ignored (the old insets stay),
  /// with a warning.
  public var contentEdgeInsets = EdgeInsets(top: 7, left: 14, bottom: 7, right: 14) {
    didSet {
      let insets = contentEdgeInsets
      guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite,
        insets.right.isFinite
      else {
        zoetropeWarning("Button contentEdgeInsets \(insets) are not finite; ignored")
        contentEdgeInsets = oldValue
        return
      }
      setNeedsLayout()
    }
  }

  /// The space between the image and the title, in points; 6 by default.
  ///
  /// NaN or an infinity is ignored, with a warning.
  public var imageTitlePadding: Double = 6 {
    didSet {
      guard imageTitlePadding.isFinite else {
        zoetropeWarning("Button imageTitlePadding \(imageTitlePadding) is not finite; ignored")
        imageTitlePadding = oldValue
        return
      }
      setNeedsLayout()
    }
  }

  /// The corner radius of the default look's rounded rectangle, in points;
  /// 8 by default.
  ///
  /// Negative values draw square corners; NaN or an infinity is ignored,
  /// with a warning.
  public var cornerRadius: Double = 8 {
    didSet {
      guard cornerRadius.isFinite else {
        zoetropeWarning("Button cornerRadius \(cornerRadius) is not finite; ignored")
        cornerRadius = oldValue
        return
      }
      stateDidChange()
    }
  }

  /// The layer that draws the background fill and background image.
  let backgroundLayer: Layer = StaticLayerDelegate.makeLayer()

  var titles: [Control.State: String] = [:]
  var titleColors: [Control.State: Color] = [:]
  var backgroundColors: [Control.State: Color] = [:]
  var backgroundImages: [Control.State: Image] = [:]
  var images: [Control.State: Image] = [:]

  /// A button sends its primary action with touch-up-inside.
  override var primaryActionEvents: Event { .touchUpInside }

  /// Updates the look when the state changes.
  override func stateDidChange() {
    updateLook()
  }

  /// Creates a button of a type, with a zero frame.
  ///
  /// - Parameter buttonType: The kind of default look.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUp()
  }

  /// Creates a system button with a frame.
  ///
  /// - Parameter frame: The frame, in points.
  public override init(frame: Rect) {
    buttonType = .system
    super.init(frame: frame)
    setUp()
  }

  /// Creates a system button with a title and a primary action, sized to
  /// fit its title.
  ///
  /// - Parameters:
  ///   - title: The title for the normal state; `nil` uses the action's
  ///     title.
  ///   - primaryAction: An action registered for
  ///     ``Control/Event/primaryActionTriggered``, or `nil`.
  public convenience init(title: String?, primaryAction: Action? = nil) {
    self.init(frame: .zero)
    setTitle(title ?? primaryAction?.title, for: .normal)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    sizeToFit()
  }

  /// Creates a system button with a title and a closure run on each
  /// primary action (a tap), sized to fit its title.
  ///
  /// - Parameters:
  ///   - title: The title for the normal state.
  ///   - handler: The closure, called with the button.
  public convenience init(
    title: String, handler: @escaping @MainActor @Sendable (Control) -> Void
  ) {
    self.init(title: title, primaryAction: Action(title: title, handler: handler))
  }

  private func setUp() {
    layer.insertSublayer(backgroundLayer, at: 0)
    titleLabel.textAlignment = .center
    titleLabel.isUserInteractionEnabled = false
    imageView.isUserInteractionEnabled = false
    imageView.contentMode = .scaleAspectFit
    addSubview(imageView)
    addSubview(titleLabel)
    stateDidChange()
  }

  /// The title, image and background sizes plus the insets.
  ///
  /// - Parameter size: The space available (ignored).
  /// - Returns: The button's natural size, in points.
  open override func sizeThatFits(_ size: Size) -> Size {
    intrinsicContentSize
  }

  /// The natural size: the title (measured on one line) beside the image,
  /// plus ``contentEdgeInsets``; at least as large as the background image.
  open override var intrinsicContentSize: Size {
    let content = contentSize
    var width = content.width + contentEdgeInsets.left + contentEdgeInsets.right
    var height = content.height + contentEdgeInsets.top + contentEdgeInsets.bottom
    if let background = currentBackgroundImage {
      width = max(width, background.size.width)
      height = max(height, background.size.height)
    }
    return Size(width: width, height: height)
  }

  /// The size of the title and image side by side.
  var contentSize: Size {
    let title = titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
    guard let image = currentImage else { return title }
    let gap = title.width > 0 ? imageTitlePadding : 0
    return Size(
      width: image.size.width + gap + title.width,
      height: max(image.size.height, title.height))
  }

  /// Places the background, image and title.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundLayer.frame = bounds
    let content = contentSize
    let inner = Rect(
      x: bounds.minX + contentEdgeInsets.left, y: bounds.minY + contentEdgeInsets.top,
      width: bounds.width - contentEdgeInsets.left - contentEdgeInsets.right,
      height: bounds.height - contentEdgeInsets.top - contentEdgeInsets.bottom)
    var x = (inner.midX - content.width / 2).rounded(.down)
    if let image = currentImage {
      imageView.frame = Rect(
        x: x, y: (inner.midY - image.size.height / 2).rounded(.down),
        width: image.size.width, height: image.size.height)
      x += image.size.width + (titleLabel.text?.isEmpty == false ? imageTitlePadding : 0)
    }
    let title = titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
    let titleWidth = min(title.width, max(inner.maxX - x, 0))
    titleLabel.frame = Rect(x: x, y: inner.minY, width: titleWidth, height: max(inner.height, 0))
  }
}
