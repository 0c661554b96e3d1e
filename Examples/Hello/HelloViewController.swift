import Zoetrope

/// A label, a red square and an "Animate" button; each tap moves the
/// square to the other side of the window, turning it a quarter turn.
final class HelloViewController: ViewController {
  let label = Label(frame: Rect(x: 20, y: 40, width: 280, height: 40))
  let square = View(frame: Rect(x: 40, y: 160, width: 80, height: 80))
  let button = Button(frame: Rect(x: 60, y: 380, width: 200, height: 50))
  /// Whether the square is (or is moving) on the right.
  private(set) var isRight = false
  /// How many times the button was tapped.
  private(set) var tapCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    label.text = "Hello, Zoetrope!"
    label.font = .systemFont(ofSize: 24)
    label.textAlignment = .center
    view.addSubview(label)

    square.backgroundColor = .systemRed
    square.accessibilityLabel = "Square"
    view.addSubview(square)

    button.configuration = .filled()
    button.setTitle("Animate", for: .normal)
    button.addAction(for: .touchUpInside) { [weak self] _ in self?.animate() }
    view.addSubview(button)
  }

  /// Moves the square to the other side over 0.6 s, turning it 90°.
  func animate() {
    tapCount += 1
    isRight.toggle()
    let x: Double = isRight ? 240 : 80
    let turns = Double(tapCount) * .pi / 2
    View.animate(withDuration: 0.6, options: .curveEaseInOut) {
      square.center = Point(x: x, y: 200)
      square.transform = Transform(rotationAngle: turns)
    }
  }
}
