import ZoetropeGraphics
import ZoetropeLayers

/// A view that shows an image, or plays a sequence of images as a
/// flipbook: UIKit's `UIImageView`.
///
/// ```swift
/// let die = ImageView(image: faces[0])
/// die.animationImages = faces
/// die.animationDuration = 0.5      // each face for 1/12 s
/// die.startAnimating()
/// ```
///
/// The image is the layer's `contents`, fitted to the bounds by
/// ``View/contentMode`` (``ContentMode/scaleToFill`` by default, as UIKit).
/// The flipbook is a discrete ``/ZoetropeLayers/KeyframeAnimation`` of `contents` with
/// evenly spaced key times: with *n* images each shows for 1/*n* of
/// ``animationDuration``. While it plays, the layer's presentation shows
/// the frame; the model keeps ``image``, which shows again when the
/// animation stops or runs out.
///
/// Images of different scales may be mixed: each frame is drawn at its own
/// scale, fitted by the content mode.
///
/// As in UIKit, an image view does not receive touches by default
/// (``View/isUserInteractionEnabled`` is `false`): touches go to the view
/// behind it. A view that leaves its window loses its layer animations; an
/// animating image view stays ``isAnimating`` and starts its flipbook again
/// from the first image when it is back in a window.
@MainActor
open class ImageView: View {
  /// The image shown when not animating (and not highlighted with a
  /// ``highlightedImage``); `nil` shows nothing.
  public var image: Image? {
    didSet { updateContents() }
  }

  /// The image shown while ``isHighlighted`` is `true`; `nil` shows
  /// ``image`` then.
  public var highlightedImage: Image? {
    didSet { updateContents() }
  }

  /// Whether the view shows its ``highlightedImage``; `false` by default.
  public var isHighlighted = false {
    didSet { updateContents() }
  }

  /// The images of the flipbook, in order; `nil` by default.
  ///
  /// Changing them while animating does not change the running animation:
  /// call ``startAnimating()`` again. With `nil` or an empty array,
  /// ``startAnimating()`` does nothing.
  public var animationImages: [Image]?

  /// How long one pass through ``animationImages`` takes, in seconds.
  ///
  /// 0 (the default) means the number of images × 1/30 s, as UIKit. A
  /// negative, NaN or infinite value is treated as 0, with a warning when
  /// the animation starts.
  public var animationDuration: Double = 0

  /// How many passes the flipbook plays; 0 (the default) means forever.
  ///
  /// After the last pass the animation stops by itself: ``image`` shows
  /// again and ``isAnimating`` becomes `false` (at the end of the frame
  /// in which it ran out). A negative value is treated as 0, with a
  /// warning when the animation starts.
  public var animationRepeatCount = 0

  /// Whether the flipbook is playing.
  public internal(set) var isAnimating = false

  /// Counts ``startAnimating()`` and ``stopAnimating()`` calls, so the stop
  /// callback of a replaced animation is ignored.
  var animationGeneration = 0

  /// Whether the flipbook restarts when the view is back in a window.
  var resumesInWindow = false

  /// The key of the flipbook animation on the layer.
  static let animationKey = "ImageView.animationImages"

  /// Creates an image view with a frame and no image.
  ///
  /// - Parameter frame: The frame, in points.
  public override init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view showing an image, sized to it (its size in
  /// points, pixels ÷ scale), at the origin.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` for a zero-size view.
  ///   - highlightedImage: The highlighted image, or `nil`.
  public convenience init(image: Image?, highlightedImage: Image? = nil) {
    self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    self.highlightedImage = highlightedImage
    updateContents()
  }

  /// The image's size, in points, whatever the size given; `.zero` without
  /// an image.
  ///
  /// - Parameter size: The space available (ignored).
  /// - Returns: The size of the image.
  open override func sizeThatFits(_ size: Size) -> Size {
    shownImage?.size ?? .zero
  }

  /// The image's size in points, or ``View/noIntrinsicMetric`` in both
  /// dimensions without an image.
  open override var intrinsicContentSize: Size {
    if let size = shownImage?.size { return size }
    return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Keeps a running flipbook going across leaving and re-entering a
  /// window (leaving one removes the layer's animations).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil {
      if isAnimating {
        animationGeneration += 1
        resumesInWindow = true
      }
    } else if resumesInWindow {
      resumesInWindow = false
      if isAnimating { startAnimating() }
    }
  }

  /// The still image shown now: the highlighted one when highlighted and
  /// set, else ``image``.
  var shownImage: Image? {
    if isHighlighted, let highlightedImage { return highlightedImage }
    return image
  }

  /// Puts the shown image in the layer's model `contents`.
  func updateContents() {
    let shown = shownImage
    layer.contents = shown
    if let shown, shown.scale.isFinite, shown.scale > 0 {
      layer.contentsScale = shown.scale
    }
  }
}
