import Zoetrope

/// 4. A card with a soft shadow that lifts when tapped: the shadow grows
/// and falls further while the card scales up, and settles back on the
/// next tap.
public final class ShadowScreen: View {
  /// The card; tap it to lift it or set it down.
  public let card = View(frame: Rect(x: 50, y: 90, width: 220, height: 150))
  /// Whether the card is lifted.
  public private(set) var isLifted = false
  /// How long lifting or settling takes, in seconds.
  public static let duration = 0.35

  /// Builds the card with its resting shadow.
  public override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.93)
    card.backgroundColor = .white
    card.layer.cornerRadius = 18
    card.accessibilityLabel = "Card"
    // A soft shadow: black at 25 %, blurred, a little below the card.
    card.layer.shadowOpacity = 0.25
    card.layer.shadowRadius = 4
    card.layer.shadowOffset = Size(width: 0, height: 3)
    card.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.toggle() })
    addSubview(card)

    let caption = Label(frame: Rect(x: 20, y: 330, width: 280, height: 40))
    caption.text = "Tap the card to lift it"
    caption.textAlignment = .center
    caption.textColor = .darkGray
    caption.font = .systemFont(ofSize: 13)
    addSubview(caption)
  }

  /// Lifts the card or sets it down.
  public func toggle() {
    isLifted.toggle()
    let radius = isLifted ? 16.0 : 4
    let offset = Size(width: 0, height: isLifted ? 14 : 3)

    // The shadow is a layer property: animate it with layer animations,
    // from what is on screen now, then set the model to the new value.
    let shown = card.layer.presentation()
    let blur = BasicAnimation(keyPath: \.shadowRadius, from: shown.shadowRadius, to: radius)
    let drop = BasicAnimation(keyPath: \.shadowOffset, from: shown.shadowOffset, to: offset)
    let changes: [(String, Animation)] = [("blur", blur), ("drop", drop)]
    for (key, animation) in changes {
      animation.duration = Self.duration
      animation.timingFunction = .easeOut
      card.layer.add(animation, forKey: key)
    }
    card.layer.shadowRadius = radius
    card.layer.shadowOffset = offset

    // The scale is a view property: a view animation with a spring.
    View.animate(
      withDuration: Self.duration * 1.5, delay: 0, usingSpringWithDamping: 0.6,
      initialSpringVelocity: 0, options: [.allowUserInteraction]
    ) {
      self.card.transform = self.isLifted ? Transform(scaleX: 1.06, y: 1.06) : .identity
    }
  }
}
