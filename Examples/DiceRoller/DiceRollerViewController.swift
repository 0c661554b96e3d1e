import ExampleSupport
import Zoetrope

/// The tutorial's `AnimatedDieFaceViewController`: an image view flipping
/// through the six die faces, a Roll button and a Stop button.
///
/// The outlets and methods keep the tutorial's names: `rollDiceImageView`,
/// `rollButton`, `stopButton`, `animationImages`, `rollButtonPressed`,
/// `animateImages`, `stopButtonPressed`, `stopAnimatingImages` and
/// `setAnimatingState` (which takes a `Bool` where the tutorial passes its
/// `ANIMATING_YES`/`ANIMATING_NO` constants). As in the tutorial, the
/// buttons swap `isEnabled` and `alpha` (1 and 0.5): only Roll works while
/// the die rests, only Stop while it rolls. Stop picks the face uniformly
/// (the tutorial's `arc4random() % 6`) from `Application.shared.random`,
/// seeded so runs repeat, whatever frame the flipbook was showing. Beyond
/// the tutorial: a title, and two labels showing the last roll and how
/// often each face came up.
public final class DiceRollerViewController: ViewController {
  /// The die, 100 × 100 points "dead center" in the 320 × 480 view.
  public let rollDiceImageView = ImageView(frame: Rect(x: 110, y: 190, width: 100, height: 100))
  /// Starts the die rolling.
  public let rollButton = Button(configuration: .filled())
  /// Stops the die on a random face.
  public let stopButton = Button(configuration: .filled())
  /// The title, "Dice Roller".
  public let titleLabel = Label(frame: Rect(x: 20, y: 70, width: 280, height: 40))
  /// "Last roll: 4", or a hint before the first roll.
  public let resultLabel = Label(frame: Rect(x: 20, y: 384, width: 280, height: 28))
  /// How often each face came up.
  public let countsLabel = Label(frame: Rect(x: 10, y: 418, width: 300, height: 24))

  /// The six faces, the tutorial's `die_face_01.png` … `die_face_06.png`.
  public private(set) var animationImages: [Image] = []
  /// The face of the last roll, 1…6, or nil before the first.
  public private(set) var lastRoll: Int?
  /// How many times each face came up: `counts[0]` for 1 … `counts[5]` for 6.
  public private(set) var counts = [Int](repeating: 0, count: 6)

  /// The felt the die rolls on.
  static let feltGreen = Color(red: 0.09, green: 0.42, blue: 0.24)

  /// Draws the faces and builds the interface, Stop disabled.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Self.feltGreen
    animationImages = (1...6).map { value in
      ArtImage.draw(size: DieFace.size) { context in
        DieFace.draw(value, in: Rect(origin: .zero, size: DieFace.size), context: context)
      }
    }

    rollDiceImageView.image = animationImages[0]
    rollDiceImageView.animationImages = animationImages
    rollDiceImageView.animationDuration = 0.5
    rollDiceImageView.animationRepeatCount = 0  // 0 = continuous
    rollDiceImageView.accessibilityLabel = "Die"
    view.addSubview(rollDiceImageView)

    rollButton.frame = Rect(x: 40, y: 320, width: 110, height: 44)
    rollButton.setTitle("Roll", for: .normal)
    rollButton.addAction(for: .touchUpInside) { [weak self] _ in self?.rollButtonPressed() }
    view.addSubview(rollButton)

    stopButton.frame = Rect(x: 170, y: 320, width: 110, height: 44)
    stopButton.setTitle("Stop", for: .normal)
    stopButton.addAction(for: .touchUpInside) { [weak self] _ in self?.stopButtonPressed() }
    stopButton.isEnabled = false
    stopButton.alpha = 0.5
    view.addSubview(stopButton)

    titleLabel.text = "Dice Roller"
    titleLabel.font = .boldSystemFont(ofSize: 30)
    for label in [titleLabel, resultLabel, countsLabel] {
      label.textColor = .white
      label.textAlignment = .center
      view.addSubview(label)
    }
    resultLabel.font = .boldSystemFont(ofSize: 20)
    resultLabel.text = "Tap Roll"
    countsLabel.font = .systemFont(ofSize: 14)
    updateCounts()
  }

  /// The Roll button's action.
  public func rollButtonPressed() {
    animateImages()
  }

  /// Swaps the buttons and starts the flipbook.
  public func animateImages() {
    setAnimatingState(true)
    rollDiceImageView.startAnimating()
  }

  /// The Stop button's action.
  public func stopButtonPressed() {
    stopAnimatingImages()
  }

  /// Stops the flipbook, shows a random face and swaps the buttons back.
  public func stopAnimatingImages() {
    rollDiceImageView.stopAnimating()
    // A random index from 0 to 5.
    let rollValue = Application.shared.random.int(in: 1...6) - 1
    rollDiceImageView.image = animationImages[rollValue]
    lastRoll = rollValue + 1
    counts[rollValue] += 1
    resultLabel.text = "Last roll: \(rollValue + 1)"
    updateCounts()
    setAnimatingState(false)
  }

  /// Enables the button that makes sense: Stop while the die rolls, Roll
  /// while it rests; the other is disabled and drawn at half opacity.
  ///
  /// - Parameter animating: Whether the die is rolling.
  public func setAnimatingState(_ animating: Bool) {
    if animating {
      rollButton.isEnabled = false
      rollButton.alpha = 0.5
      stopButton.isEnabled = true
      stopButton.alpha = 1
    } else {
      rollButton.isEnabled = true
      rollButton.alpha = 1
      stopButton.isEnabled = false
      stopButton.alpha = 0.5
    }
  }

  private func updateCounts() {
    countsLabel.text = counts.enumerated()
      .map { "\($0.offset + 1): \($0.element)" }
      .joined(separator: "   ")
  }
}
