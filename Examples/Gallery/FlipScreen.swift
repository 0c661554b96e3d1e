import Zoetrope

/// 6. A card that flips over in perspective when tapped: a view
/// transition, `View.transition(with:duration:options:animations:)`.
///
/// The changes in the closure (hiding one face, showing the other) are
/// made at once; what animates is the card as a whole, turning half a
/// turn about its vertical axis, the old face away and the new face in.
public final class FlipScreen: View {
  /// The card: the view that flips, holding both faces.
  public let card = View(frame: Rect(x: 70, y: 50, width: 180, height: 250))
  /// The face shown at first.
  public let front = Label(frame: Rect(x: 0, y: 0, width: 180, height: 250))
  /// The face shown after one flip.
  public let back = Label(frame: Rect(x: 0, y: 0, width: 180, height: 250))
  /// How long a flip takes, in seconds.
  public static let duration = 0.8
  /// How many flips have finished.
  public private(set) var flipsFinished = 0

  /// Builds the card with its two faces.
  public override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.2)
    card.accessibilityLabel = "Card"
    addSubview(card)
    for (face, text, color) in [(front, "Front", Color.systemBlue), (back, "Back", .orange)] {
      face.text = text
      face.font = .boldSystemFont(ofSize: 32)
      face.textColor = .white
      face.textAlignment = .center
      face.backgroundColor = color
      face.layer.cornerRadius = 16
      face.layer.masksToBounds = true
      card.addSubview(face)
    }
    back.isHidden = true
    card.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.flip() })

    let caption = Label(frame: Rect(x: 20, y: 340, width: 280, height: 40))
    caption.text = "Tap the card: View.transition, flip from right"
    caption.textAlignment = .center
    caption.textColor = .white
    caption.font = .systemFont(ofSize: 13)
    addSubview(caption)
  }

  /// Flips the card to its other face.
  public func flip() {
    let showsBack = back.isHidden
    View.transition(
      with: card, duration: Self.duration,
      options: [.transitionFlipFromRight, .allowUserInteraction],
      animations: {
        self.front.isHidden = showsBack
        self.back.isHidden = !showsBack
      },
      completion: { [weak self] _ in self?.flipsFinished += 1 })
  }
}
