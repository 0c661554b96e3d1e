import Zoetrope

/// A minimal button, until ZoetropeUI's `Button` arrives.
///
/// A view with a centered title that calls `action` when a touch that
/// began on it ends on it. Its accessibility label is its title, so
/// scripts can tap it.
final class TapButton: View {
  private let titleLayer = TextLayer()
  /// Called when the button is tapped.
  var action: () -> Void = {}

  /// The title, also the accessibility label.
  var title = "" {
    didSet {
      titleLayer.string = title
      accessibilityLabel = title
    }
  }

  override init(frame: Rect) {
    super.init(frame: frame)
    titleLayer.foregroundColor = .white
    titleLayer.alignmentMode = .center
    titleLayer.frame = Rect(x: 0, y: (frame.height - 22) / 2, width: frame.width, height: 22)
    layer.addSublayer(titleLayer)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    alpha = 0.6
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    alpha = 1
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    alpha = 1
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    action()
  }
}
