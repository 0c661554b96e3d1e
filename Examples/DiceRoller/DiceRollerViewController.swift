import ExampleSupport
import Zoetrope

/// The tutorial's view controller: an image view flipping through the six
/// die faces, a Roll button and a Stop button.
///
/// As in the tutorial, the buttons swap `isEnabled` and `alpha` (1 and
/// 0.5): only Roll works while the die rests, only Stop while it rolls.
/// Stop picks the face from `Application.shared.random` (seeded, so runs
/// repeat), uniformly, whatever frame the flipbook was showing. Beyond the
/// tutorial, two labels show the last roll and how often each face came up.
public final class DiceRollerViewController: ViewController {
  /// The die, 100 × 100 points in the middle of the window.
  public let diceImageView = ImageView(frame: Rect(x: 110, y: 190, width: 100, height: 100))
  /// Starts the die rolling.
  public let rollButton = Button(type: .system)
  /// Stops the die on a random face.
  public let stopButton = Button(type: .system)
  /// The title, "Dice Roller".
  public let titleLabel = Label(frame: Rect(x: 20, y: 70, width: 280, height: 40))
  /// "Last roll: 4", or a hint before the first roll.
  public let resultLabel = Label(frame: Rect(x: 20, y: 384, width: 280, height: 28))
  /// How often each face came up.
  public let countsLabel = Label(frame: Rect(x: 10, y: 418, width: 300, height: 24))

  /// The six faces, `dice1` … `dice6` in the tutorial.
  public private(set) var faces: [Image] = []
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
    faces = (1...6).map { value in
      ArtImage.draw(size: DieFace.size) { context in
        DieFace.draw(value, in: Rect(origin: .zero, size: DieFace.size), context: context)
      }
    }

    diceImageView.image = faces[0]
    diceImageView.animationImages = faces
    diceImageView.animationDuration = 0.5
    diceImageView.animationRepeatCount = 0  // forever
    diceImageView.accessibilityLabel = "Die"
    view.addSubview(diceImageView)

    rollButton.frame = Rect(x: 40, y: 320, width: 110, height: 44)
    rollButton.setTitle("Roll", for: .normal)
    rollButton.addAction(for: .touchUpInside) { [weak self] _ in self?.rollDice() }
    view.addSubview(rollButton)

    stopButton.frame = Rect(x: 170, y: 320, width: 110, height: 44)
    stopButton.setTitle("Stop", for: .normal)
    stopButton.addAction(for: .touchUpInside) { [weak self] _ in self?.stopDice() }
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

  /// Roll: starts the flipbook and swaps the buttons.
  public func rollDice() {
    diceImageView.startAnimating()
    rollButton.isEnabled = false
    rollButton.alpha = 0.5
    stopButton.isEnabled = true
    stopButton.alpha = 1
  }

  /// Stop: stops the flipbook, shows a random face and swaps the buttons
  /// back.
  public func stopDice() {
    diceImageView.stopAnimating()
    let roll = Application.shared.random.int(in: 1...6)
    diceImageView.image = faces[roll - 1]
    lastRoll = roll
    counts[roll - 1] += 1
    resultLabel.text = "Last roll: \(roll)"
    updateCounts()
    rollButton.isEnabled = true
    rollButton.alpha = 1
    stopButton.isEnabled = false
    stopButton.alpha = 0.5
  }

  private func updateCounts() {
    countsLabel.text = counts.enumerated()
      .map { "\($0.offset + 1): \($0.element)" }
      .joined(separator: "   ")
  }
}
