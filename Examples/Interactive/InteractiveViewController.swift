import Zoetrope

/// Two interactive animations on one screen: a card you drag and fling,
/// and the classic "expand a mini player" demo.
///
/// **The card** (``cardView``) follows a pan. On release the app projects
/// where the card would coast to, as Apple's WWDC 2018 talk "Designing
/// Fluid Interfaces" does (``project(_:decelerationRate:)``): if that point
/// is farther than ``throwDistance`` from home, or the finger lifted faster
/// than ``throwSpeed``, the card flies off that way and a new card springs
/// in; otherwise it springs back home, starting at the finger's speed
/// (`initialSpringVelocity` is the release velocity ÷ the distance still to
/// go). Every animation allows user interaction, the card is an
/// ``OnScreenView`` and its pan an ``InstantPanGestureRecognizer``, so a
/// moving card can be caught: the moment a finger touches it, the pan
/// takes its on-screen position and removes its animations.
///
/// **The mini player** (``playerView``) is a bar at the bottom; a
/// ``PropertyAnimator`` expands it into a full panel. A vertical pan on it
/// pauses the animator and scrubs `fractionComplete`; on release it
/// carries on with a spring that starts at the finger's velocity, reversed
/// (`isReversed`) if the finger was going back. A tap starts the
/// animator, or reverses it mid-flight. The slider at the top scrubs the
/// same animator.
///
/// With ``Accessibility/isReduceMotionEnabled`` on, nothing flies or
/// slides: a released card fades out and (a new card) fades in at home,
/// and the player cross-fades between the bar and the panel (no
/// scrubbing).
public final class InteractiveViewController: ViewController {
  // MARK: The card

  /// The card: 180 × 120 points, at ``cardHome``.
  public let cardView = OnScreenView(frame: Rect(x: 70, y: 170, width: 180, height: 120))
  /// The card's label.
  public let cardLabel = Label(frame: Rect(x: 0, y: 44, width: 180, height: 32))
  /// Where the card rests: the middle of the upper part of the screen.
  public static let cardHome = Point(x: 160, y: 230)
  /// How far from home a projected release point throws the card away.
  public static let throwDistance = 200.0
  /// The release speed, in points per second, that throws the card away
  /// whatever the projection says.
  public static let throwSpeed = 1000.0
  /// The cards' colours, one per card in turn.
  public static let cardColors: [Color] = [
    Color(red: 0.20, green: 0.45, blue: 0.90),
    Color(red: 0.90, green: 0.35, blue: 0.30),
    Color(red: 0.20, green: 0.65, blue: 0.40),
    Color(red: 0.95, green: 0.65, blue: 0.15),
  ]
  /// How many cards were thrown away.
  public internal(set) var cardsThrown = 0
  /// The latest release: the pan's velocity in points per second and
  /// whether it threw the card; `nil` before the first.
  public internal(set) var lastRelease: (velocity: Point, thrown: Bool)?
  /// Where the card was when the pan began.
  var cardStart = cardHome

  // MARK: The mini player

  /// The mini player: a bar at the bottom that expands into a panel.
  public let playerView = OnScreenView(frame: collapsedFrame)
  /// The album art: small in the bar, large in the panel.
  public let artworkView = View(frame: Rect(x: 10, y: 10, width: 44, height: 44))
  /// The song's title.
  public let songLabel = Label(frame: Rect(x: 66, y: 10, width: 220, height: 22))
  /// The artist.
  public let artistLabel = Label(frame: Rect(x: 66, y: 32, width: 220, height: 20))
  /// Darkens the card while the panel is up; takes no touches.
  public let dimmingView = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
  /// Scrubs the player's animator: 0 is the bar, 1 the panel.
  public let scrubSlider = Slider(frame: Rect(x: 20, y: 36, width: 280, height: 31))
  /// The bar's frame.
  public static let collapsedFrame = Rect(x: 8, y: 404, width: 304, height: 64)
  /// The panel's frame.
  public static let expandedFrame = Rect(x: 0, y: 88, width: 320, height: 392)
  /// How far the panel's top moves, in points: a pan this long scrubs
  /// the whole way.
  public static var travel: Double { collapsedFrame.minY - expandedFrame.minY }
  /// Each half of a cross-fade (fade out, fade in) with reduce motion on,
  /// in seconds.
  public static let crossFadeDuration = 0.2
  /// The animator's duration, in seconds.
  public static let playerDuration = 0.6
  /// Below this vertical speed, in points per second, a release goes to
  /// the nearer state instead of the way the finger went.
  public static let settleSpeed = 100.0
  /// Where the player is, or was before its animator started.
  public internal(set) var playerState = PlayerState.collapsed
  /// The animator that moves the player to the other state, while one
  /// exists.
  public internal(set) var playerAnimator: PropertyAnimator?
  /// The latest release of a pan on the player: its vertical velocity in
  /// points per second and how far the player was expanded, 0...1; `nil`
  /// before the first.
  public internal(set) var lastPlayerRelease: (velocity: Double, expansion: Double)?
  /// Where the animator was when a pan or the slider took hold of it.
  var fractionAtGrab = 0.0
  /// The positions the player's animators ended at, in order.
  public internal(set) var playerCompletions: [ViewAnimatingPosition] = []

  /// A hint at the top.
  public let hintLabel = Label(frame: Rect(x: 10, y: 10, width: 300, height: 22))

  /// Builds the card, the slider and the mini player.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(white: 0.95)

    hintLabel.text = "Drag or fling the card"
    hintLabel.textColor = .gray
    hintLabel.textAlignment = .center
    hintLabel.font = .systemFont(ofSize: 14)
    view.addSubview(hintLabel)

    scrubSlider.value = 0
    scrubSlider.accessibilityLabel = "Scrub"
    scrubSlider.addAction(for: .valueChanged) { [weak self] _ in self?.sliderMoved() }
    scrubSlider.addAction(for: [.touchUpInside, .touchUpOutside, .touchCancel]) { [weak self] _ in
      self?.sliderReleased()
    }
    view.addSubview(scrubSlider)

    setUpCard()

    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    dimmingView.isUserInteractionEnabled = false
    view.addSubview(dimmingView)

    setUpPlayer()
  }

  /// The card, its label and its pan.
  private func setUpCard() {
    cardView.backgroundColor = Self.cardColors[0]
    cardView.layer.cornerRadius = 16
    cardView.accessibilityLabel = "Card"
    cardLabel.text = "Card 1"
    cardLabel.textColor = .white
    cardLabel.textAlignment = .center
    cardLabel.font = .systemFont(ofSize: 22, weight: .bold)
    cardView.addSubview(cardLabel)
    cardView.addGestureRecognizer(
      InstantPanGestureRecognizer(target: self, action: InteractiveViewController.handleCardPan))
    view.addSubview(cardView)
  }

  /// The bar, its art and labels, its pan and its tap.
  private func setUpPlayer() {
    playerView.backgroundColor = Color(white: 0.12)
    playerView.layer.cornerRadius = 12
    playerView.accessibilityLabel = "Player"
    artworkView.backgroundColor = Color(red: 0.55, green: 0.35, blue: 0.85)
    artworkView.layer.cornerRadius = 6
    playerView.addSubview(artworkView)
    songLabel.text = "Fluid Interfaces"
    songLabel.textColor = .white
    songLabel.font = .systemFont(ofSize: 16, weight: .bold)
    playerView.addSubview(songLabel)
    artistLabel.text = "The Springs"
    artistLabel.textColor = Color(white: 0.7)
    artistLabel.font = .systemFont(ofSize: 13)
    playerView.addSubview(artistLabel)
    playerView.addGestureRecognizer(
      PanGestureRecognizer(target: self, action: InteractiveViewController.handlePlayerPan))
    playerView.addGestureRecognizer(
      TapGestureRecognizer(target: self, action: InteractiveViewController.handlePlayerTap))
    view.addSubview(playerView)
  }
}
