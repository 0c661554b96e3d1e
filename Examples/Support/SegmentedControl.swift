import Zoetrope

/// A row of buttons of which one is selected: UIKit's `UISegmentedControl`,
/// built from Zoetrope ``Button``s.
///
/// Tapping a segment selects it, sends ``Control/Event/valueChanged`` and
/// calls ``onChange``. Each segment is a button titled with its item, so a
/// script can tap it by title.
///
/// ```swift
/// let picker = SegmentedControl(items: ["Linear", "Ease In", "Spring"])
/// picker.frame = Rect(x: 8, y: 400, width: 304, height: 32)
/// picker.onChange = { index in print("picked", index) }
/// ```
public final class SegmentedControl: Control {
  /// The segments' buttons, left to right.
  public let buttons: [Button]

  /// The space between segments, in points.
  public var spacing = 3.0 {
    didSet { setNeedsLayout() }
  }

  /// The selected segment, 0 ..< number of items; out-of-range values
  /// select nothing.
  public var selectedSegmentIndex = 0 {
    didSet { updateSelection() }
  }

  /// Called after a tap changes the selection, with the new index.
  public var onChange: (@MainActor (Int) -> Void)?

  /// Creates a control with one segment per item.
  ///
  /// - Parameters:
  ///   - items: The segments' titles, left to right.
  ///   - font: The titles' font; 11-point semibold if omitted.
  public init(items: [String], font: Font = .systemFont(ofSize: 11, weight: .semibold)) {
    buttons = items.map { title in
      var configuration = Button.Configuration.filled()
      configuration.contentInsets = EdgeInsets(top: 4, left: 1, bottom: 4, right: 1)
      configuration.cornerRadius = 6
      let button = Button(configuration: configuration)
      button.setTitle(title, for: .normal)
      button.titleLabel.font = font
      button.setBackgroundColor(Color(white: 0.9), for: .normal)
      button.setTitleColor(.darkGray, for: .normal)
      button.setBackgroundColor(.systemBlue, for: .selected)
      button.setTitleColor(.white, for: .selected)
      return button
    }
    super.init(frame: .zero)
    for (index, button) in buttons.enumerated() {
      button.addAction(for: .touchUpInside) { [weak self] _ in self?.select(index) }
      addSubview(button)
    }
    updateSelection()
  }

  /// The number of segments.
  public var numberOfSegments: Int { buttons.count }

  /// Selects a segment as a tap does: sends ``Control/Event/valueChanged``
  /// and calls ``onChange`` when the selection changes.
  ///
  /// - Parameter index: The segment, 0 ..< ``numberOfSegments``.
  public func select(_ index: Int) {
    guard buttons.indices.contains(index), index != selectedSegmentIndex else { return }
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
    onChange?(index)
  }

  /// Lays the segments out side by side, equally wide.
  public override func layoutSubviews() {
    super.layoutSubviews()
    guard !buttons.isEmpty else { return }
    let count = Double(buttons.count)
    let width = (bounds.width - spacing * (count - 1)) / count
    for (index, button) in buttons.enumerated() {
      button.frame = Rect(
        x: Double(index) * (width + spacing), y: 0, width: width, height: bounds.height)
    }
  }

  private func updateSelection() {
    for (index, button) in buttons.enumerated() {
      button.isSelected = index == selectedSegmentIndex
    }
  }
}
