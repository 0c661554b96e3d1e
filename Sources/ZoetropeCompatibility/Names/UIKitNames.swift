// UIKit's names for Zoetrope's views, controls and values: the prefix
// dropped, everything else the same (see the article "Coming from UIKit and
// Core Animation").

/// UIKit's `UIView`: a ``ZoetropeUI/View``.
public typealias UIView = View

/// UIKit's `UIImageView`: an ``/ZoetropeUI/ImageView`` (flipbooks included).
public typealias UIImageView = ImageView

/// UIKit's `UILabel`: a ``/ZoetropeUI/Label``.
public typealias UILabel = Label

/// UIKit's `UIControl`: a ``/ZoetropeUI/Control``.
public typealias UIControl = Control

/// UIKit's `UIButton`: a ``/ZoetropeUI/Button``.
public typealias UIButton = Button

/// UIKit's `UISlider`: a ``/ZoetropeUI/Slider``.
public typealias UISlider = Slider

/// UIKit's `UIViewController`: a ``/ZoetropeUI/ViewController``.
public typealias UIViewController = ViewController

/// UIKit's `UIWindow`: a ``/ZoetropeUI/Window``.
public typealias UIWindow = Window

/// UIKit's `UIApplication`: an ``ZoetropeUI/Application``
/// (`UIApplication.shared`).
public typealias UIApplication = Application

/// UIKit's `UIResponder`: a ``/ZoetropeUI/Responder``.
public typealias UIResponder = Responder

/// UIKit's `UITouch`: a ``/ZoetropeUI/Touch``.
public typealias UITouch = Touch

/// UIKit's `UIEvent`: an ``/ZoetropeUI/Event``.
public typealias UIEvent = Event

/// UIKit's `UIGestureRecognizer`: a ``/ZoetropeUI/GestureRecognizer``.
public typealias UIGestureRecognizer = GestureRecognizer

/// UIKit's `UIGestureRecognizerDelegate`: a
/// ``/ZoetropeUI/GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

/// UIKit's `UITapGestureRecognizer`: a ``/ZoetropeUI/TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a
/// ``/ZoetropeUI/ScreenEdgePanGestureRecognizer``.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer

/// UIKit's `UIRectEdge`: a ``/ZoetropeUI/RectEdge``.
public typealias UIRectEdge = RectEdge

/// UIKit's `UILongPressGestureRecognizer`: a
/// ``/ZoetropeUI/LongPressGestureRecognizer``.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// UIKit's `UIPanGestureRecognizer`: a ``/ZoetropeUI/PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// UIKit's `UISwipeGestureRecognizer`: a ``/ZoetropeUI/SwipeGestureRecognizer``.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

/// UIKit's `UIPinchGestureRecognizer`: a ``/ZoetropeUI/PinchGestureRecognizer``.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer

/// UIKit's `UIRotationGestureRecognizer`: a
/// ``/ZoetropeUI/RotationGestureRecognizer``.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer

/// UIKit's `UIViewPropertyAnimator`: a ``/ZoetropeUI/PropertyAnimator``.
public typealias UIViewPropertyAnimator = PropertyAnimator

/// UIKit's `UISpringTimingParameters`: ``/ZoetropeUI/SpringTimingParameters``.
public typealias UISpringTimingParameters = SpringTimingParameters

/// UIKit's `UICubicTimingParameters`: ``/ZoetropeUI/CubicTimingParameters``.
public typealias UICubicTimingParameters = CubicTimingParameters

/// UIKit's `UITimingCurveProvider`: a ``/ZoetropeUI/TimingCurveProvider``.
public typealias UITimingCurveProvider = TimingCurveProvider

/// UIKit's `UIViewAnimatingPosition`: a ``/ZoetropeUI/ViewAnimatingPosition``.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition

/// UIKit's `UIViewAnimatingState`: a ``/ZoetropeUI/ViewAnimatingState``.
public typealias UIViewAnimatingState = ViewAnimatingState

/// UIKit's `UIAccessibility`: ``/ZoetropeUI/Accessibility``
/// (`isReduceMotionEnabled`).
public typealias UIAccessibility = Accessibility

/// UIKit's `NSLineBreakMode`: a ``/ZoetropeUI/LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode

/// UIKit's `UIColor`: a ``ZoetropeGraphics/Color`` (sRGB, the system
/// colours as `Color.systemRed` and so on).
public typealias UIColor = Color

/// UIKit's `UIFont`: a ``/ZoetropeGraphics/Font``.
public typealias UIFont = Font

/// UIKit's `UIImage`: an ``ZoetropeGraphics/Image``.
public typealias UIImage = Image

/// UIKit's `UIBezierPath`: a ``/ZoetropeGraphics/Path``.
public typealias UIBezierPath = Path

/// UIKit's `UIEdgeInsets`: ``/ZoetropeGraphics/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's `NSDirectionalEdgeInsets`: ``/ZoetropeGraphics/DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// UIKit's `UIRectCorner`: a ``/ZoetropeGraphics/RectCorner``.
public typealias UIRectCorner = RectCorner

extension View {
  /// UIKit's `UIView.AnimationOptions`: ``/ZoetropeUI/AnimationOptions``.
  public typealias AnimationOptions = ZoetropeUI.AnimationOptions

  /// UIKit's `UIView.KeyframeAnimationOptions`:
  /// ``/ZoetropeUI/KeyframeAnimationOptions``.
  public typealias KeyframeAnimationOptions = ZoetropeUI.KeyframeAnimationOptions

  /// UIKit's `UIView.AnimationCurve`: ``/ZoetropeUI/AnimationCurve``.
  public typealias AnimationCurve = ZoetropeUI.AnimationCurve

  /// UIKit's `UIView.ContentMode`: ``/ZoetropeUI/ContentMode``.
  public typealias ContentMode = ZoetropeUI.ContentMode
}

extension Image {
  /// The image as a layer's `contents` takes it, as `UIImage.cgImage`: the
  /// same value.
  public var cgImage: Image? { self }
}

extension Application {
  /// UIKit's `UIApplication.State`: whether the app is in the foreground.
  public enum State: Sendable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events.
    case inactive
    /// In the background.
    case background
  }

  /// The app's state, as `UIApplication.applicationState`: always
  /// `.active`, since a Zoetrope app runs only while its window (or its
  /// headless recording) does.
  public var applicationState: State { .active }
}

/// UIKit's `NSLayoutConstraint`: a ``/ZoetropeUI/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's `UILayoutPriority`: a ``/ZoetropeUI/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority

/// UIKit's `NSLayoutXAxisAnchor`: a ``/ZoetropeUI/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's `NSLayoutYAxisAnchor`: a ``/ZoetropeUI/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// UIKit's `NSLayoutDimension`: a ``/ZoetropeUI/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension

/// UIKit's `UILayoutGuide`: a ``/ZoetropeUI/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide

/// UIKit's `UIStackView`: a ``/ZoetropeUI/StackView``.
public typealias UIStackView = StackView

/// UIKit's `UIScrollView`: a ``/ZoetropeUI/ScrollView``.
public typealias UIScrollView = ScrollView

/// UIKit's `UIScrollViewDelegate`: a ``/ZoetropeUI/ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// UIKit's `UISemanticContentAttribute`: a ``/ZoetropeUI/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute

/// UIKit's `UIUserInterfaceLayoutDirection`: a
/// ``/ZoetropeUI/UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
