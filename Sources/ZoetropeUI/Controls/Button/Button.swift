import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// A control that runs an action when tapped: UIKit's `UIButton`.
///
/// ```swift
/// let roll = Button(configuration: .filled())
/// roll.setTitle("Roll", for: .normal)
/// roll.addAction(for: .touchUpInside) { _ in dice.startAnimating() }
/// roll.sizeToFit()
/// roll.center = Point(x: 160, y: 400)
/// ```
///
/// Titles, title colours, title shadow colours, background colours,
/// background images and images are set per ``Control/State``; looking
/// one up tries the exact state and then ``Control/State/normal``, as
/// UIKit's `setTitleColor(_:for:)` documents. Only when neither is set
/// does the button's default look decide.
///
/// The default look comes from ``configuration`` when a button has one
/// (``Configuration/filled()``: a rounded rectangle filled with
/// ``View/tintColor`` and a white title), and otherwise from its
/// ``ButtonType``, as a `UIButton` made without a configuration:
///
/// - ``ButtonType/custom`` (also `Button(frame:)`): nothing but a white
///   title; no insets and no space between image and title.
/// - ``ButtonType/system``: the title in the tint colour, dimmed to 20 %
///   while pressed, gray when disabled; no background.
///
/// The look lives in a background layer and two subviews, ``titleLabel``
/// and ``imageView``, laid out side by side (image first) inside
/// ``contentEdgeInsets`` (or the configuration's insets) as
/// ``Control/contentHorizontalAlignment`` and
/// ``Control/contentVerticalAlignment`` say. ``View/backgroundColor`` is
/// drawn behind the look, as a view's.
///
/// A button sends ``Control/Event/primaryActionTriggered`` right after
/// each ``Control/Event/touchUpInside``.
@MainActor
open class Button: Control {
  /// The kind of default look a button without a ``configuration`` has:
  /// UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Sendable, Hashable {
    /// No default look: a white title and nothing else.
    case custom
    /// A title in the tint colour with no background, as UIKit's system
    /// button.
    case system
  }

  /// The button's kind of default look, used when it has no
  /// ``configuration``.
  public let buttonType: ButtonType

  /// The look of the button; `nil` (the default, unless the button was
  /// made with one) uses the ``buttonType``'s look and
  /// ``contentEdgeInsets``.
  ///
  /// Non-finite metrics in it are replaced by its style's, with a warning.
  public var configuration: Configuration? {
    didSet {
      if let configuration {
        let checked = configuration.checked
        if checked != configuration { self.configuration = checked }
      }
      stateDidChange()
    }
  }

  /// The label that shows the current title.
  public let titleLabel = Label()

  /// The view that shows the current image (hidden without one).
  public let imageView = ImageView()

  /// The space between the edges and the content (title and image), in
  /// points.
  ///
  /// Zero by default, as in UIKit. Ignored while the button has a
  /// ``configuration`` (which has its own insets), as in UIKit.
  ///
  /// An inset that is NaN or infinite is ignored (the old insets stay),
  /// with a warning.
  public var contentEdgeInsets = EdgeInsets.zero {
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

  /// The layer that draws the background fill and background image.
  let backgroundLayer: Layer = StaticLayerDelegate.makeLayer()

  var titles: [Control.State: String] = [:]
  var titleColors: [Control.State: Color] = [:]
  var titleShadowColors: [Control.State: Color] = [:]
  var backgroundColors: [Control.State: Color] = [:]
  var backgroundImages: [Control.State: Image] = [:]
  var images: [Control.State: Image] = [:]

  /// A button sends its primary action with touch-up-inside.
  override var primaryActionEvents: Event { .touchUpInside }

  /// Updates the look when the state changes.
  override func stateDidChange() {
    updateLook()
  }

  /// Creates a button of a type, with a zero frame and no configuration:
  /// UIKit's `UIButton(type:)`.
  ///
  /// - Parameter buttonType: The kind of default look.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUp()
  }

  /// Creates a ``ButtonType/custom`` button with a frame, as UIKit's
  /// `UIButton(frame:)`: no configuration, no insets, a white title.
  ///
  /// - Parameter frame: The frame, in points.
  public override init(frame: Rect) {
    buttonType = .custom
    super.init(frame: frame)
    setUp()
  }

  /// Creates a button with a configuration and a primary action, with a
  /// zero frame: UIKit's `UIButton(configuration:primaryAction:)`.
  ///
  /// The action's title, if any, becomes the normal title; call
  /// `sizeToFit()` to size the button to it.
  ///
  /// - Parameters:
  ///   - configuration: The look, such as ``Configuration/filled()``.
  ///   - primaryAction: An action registered for
  ///     ``Control/Event/primaryActionTriggered``, or `nil`.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system)
    // Set through the checks, then update by hand: observers may not run
    // in an initializer.
    self.configuration = configuration.checked
    stateDidChange()
    setTitle(primaryAction?.title, for: .normal)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a button of a type with a primary action, with a zero frame:
  /// UIKit's `UIButton(type:primaryAction:)`.
  ///
  /// The action's title, if any, becomes the normal title.
  ///
  /// - Parameters:
  ///   - buttonType: The kind of default look.
  ///   - primaryAction: An action registered for
  ///     ``Control/Event/primaryActionTriggered``, or `nil`.
  public convenience init(type buttonType: ButtonType, primaryAction: Action?) {
    self.init(type: buttonType)
    setTitle(primaryAction?.title, for: .normal)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a ``ButtonType/system`` button with a title and a primary
  /// action, sized to fit its title.
  ///
  /// Add a look with ``configuration`` (`button.configuration =
  /// .filled()`), then size it again with `sizeToFit()`.
  ///
  /// - Parameters:
  ///   - title: The title for the normal state; `nil` uses the action's
  ///     title.
  ///   - primaryAction: An action registered for
  ///     ``Control/Event/primaryActionTriggered``, or `nil`.
  public convenience init(title: String?, primaryAction: Action? = nil) {
    self.init(type: .system)
    setTitle(title ?? primaryAction?.title, for: .normal)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    sizeToFit()
  }

  /// Creates a ``ButtonType/system`` button with a title and a closure run
  /// on each primary action (a tap), sized to fit its title.
  ///
  /// - Parameters:
  ///   - title: The title for the normal state.
  ///   - handler: The closure, called with the button.
  public convenience init(
    title: String, handler: @escaping @MainActor @Sendable (Control) -> Void
  ) {
    self.init(title: title, primaryAction: Action(title: title, handler: handler))
  }

  /// The title, image and background sizes plus the insets.
  ///
  /// - Parameter size: The space available (ignored).
  /// - Returns: The button's natural size, in points.
  open override func sizeThatFits(_ size: Size) -> Size {
    intrinsicContentSize
  }

  /// The natural size: the image beside the title (measured on one line),
  /// plus the insets; at least as large as the background image.
  ///
  /// Without a ``configuration`` the rules are UIKit's: the title gets 6
  /// points above and below (so a 21-point line makes a 33-point button),
  /// image and title touch, an image alone gives exactly its size, and an
  /// empty button is ``emptyContentSize`` (30 × 34) plus
  /// ``contentEdgeInsets``. With a configuration, the content is the
  /// title and image with its ``Configuration/imagePadding`` between them
  /// and its ``Configuration/contentInsets`` around.
  open override var intrinsicContentSize: Size { naturalSize }

  /// Places the background, then the image and title inside the insets as
  /// ``Control/contentHorizontalAlignment`` and
  /// ``Control/contentVerticalAlignment`` say: centred frames land on whole
  /// points; ``Control/ContentHorizontalAlignment/fill`` gives the title
  /// the width the image leaves (an image alone the whole width), and
  /// ``Control/ContentVerticalAlignment/fill`` the whole height.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutContent()
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
}
