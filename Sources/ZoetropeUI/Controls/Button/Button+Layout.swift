import ZoetropeGraphics

// Sizing and placing the title and image.
extension Button {
  /// The size of a button with no title, no image and no configuration, in
  /// points: UIKit's 30 × 34.
  public static let emptyContentSize = Size(width: 30, height: 34)

  /// The space UIKit keeps above and below the title of a button without
  /// a configuration when sizing it, in points.
  static let titleVerticalPadding = 6.0

  /// The natural size, ``intrinsicContentSize``.
  var naturalSize: Size {
    let insets = effectiveInsets
    let title = titleSize
    let image = currentImage?.size
    var content: Size
    if title == nil, image == nil {
      content = configuration == nil ? Button.emptyContentSize : .zero
    } else {
      let padding = configuration == nil ? Button.titleVerticalPadding : 0
      let gap = title != nil && image != nil ? effectiveImagePadding : 0
      content = Size(
        width: (image?.width ?? 0) + gap + (title?.width ?? 0),
        height: max(image?.height ?? 0, title.map { $0.height + 2 * padding } ?? 0))
    }
    var width = content.width + insets.left + insets.right
    var height = content.height + insets.top + insets.bottom
    if let background = currentBackgroundImage {
      width = max(width, background.size.width)
      height = max(height, background.size.height)
    }
    return Size(width: width, height: height)
  }

  /// The insets in effect: the configuration's, else
  /// ``contentEdgeInsets``.
  var effectiveInsets: EdgeInsets {
    configuration?.contentInsets ?? contentEdgeInsets
  }

  /// The space between image and title in effect: the configuration's,
  /// else none (UIKit's legacy buttons put them side by side).
  var effectiveImagePadding: Double {
    configuration?.imagePadding ?? 0
  }

  /// The title's one-line size, or `nil` when there is no title.
  var titleSize: Size? {
    guard let text = titleLabel.text, !text.isEmpty else { return nil }
    return titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
  }

  /// Places the background, image and title as the content alignments
  /// say.
  func layOutContent() {
    backgroundLayer.frame = bounds
    let insets = effectiveInsets
    let inner = Rect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: bounds.width - insets.left - insets.right,
      height: bounds.height - insets.top - insets.bottom)
    let title = titleSize ?? .zero
    let image = currentImage?.size
    let gap = image != nil && titleSize != nil ? effectiveImagePadding : 0
    let contentWidth = (image?.width ?? 0) + gap + title.width
    let horizontal = effectiveContentHorizontalAlignment
    var x: Double
    switch horizontal {
    case .left, .leading, .fill: x = inner.minX
    case .right, .trailing: x = inner.maxX - contentWidth
    case .center: x = (inner.midX - contentWidth / 2).rounded(.down)
    }
    if let image {
      var width = image.width
      if horizontal == .fill, titleSize == nil { width = max(inner.width, 0) }
      imageView.frame = placedVertically(
        Rect(x: x, y: 0, width: width, height: image.height), in: inner)
      x += width + gap
    }
    let available = max(inner.maxX - x, 0)
    let titleWidth = horizontal == .fill ? available : min(title.width, available)
    titleLabel.frame = placedVertically(
      Rect(x: x, y: 0, width: titleWidth, height: title.height), in: inner)
  }

  /// A frame moved (or, for ``Control/ContentVerticalAlignment/fill``,
  /// stretched) down the content area as ``Control/contentVerticalAlignment``
  /// says; centred frames land on a whole point.
  func placedVertically(_ frame: Rect, in inner: Rect) -> Rect {
    var frame = frame
    switch contentVerticalAlignment {
    case .center: frame.origin.y = (inner.midY - frame.height / 2).rounded(.down)
    case .top: frame.origin.y = inner.minY
    case .bottom: frame.origin.y = inner.maxY - frame.height
    case .fill:
      frame.origin.y = inner.minY
      frame.size.height = max(inner.height, 0)
    }
    return frame
  }
}
