import ExampleSupport
import Zoetrope

/// The tutorial's view controller: a 20-frame bunny hop in an image view,
/// a speed slider, a "hops per second" readout and a Hop!/Sit Still!
/// button.
///
/// `toggleAnimation` and `setSpeed` are the tutorial's two actions,
/// ported line by line: the slider's value v (0.25…1.75) sets the
/// animation's duration to 2 − v seconds per hop, restarts the hop, and
/// shows 1 / (2 − v) hops per second with two decimals.
public final class ImageHopViewController: ViewController {
  /// The bunny, hopping through ``Bunny/frameCount`` frames.
  public let bunnyView = ImageView(frame: Rect(x: 80, y: 110, width: 160, height: 160))
  /// The speed: 0.25 (slow) … 1.75 (fast); 1.0 at launch.
  public let speedSlider = Slider(frame: Rect(x: 20, y: 360, width: 280, height: 31))
  /// "hops per second:".
  public let speedLabel = Label(frame: Rect(x: 20, y: 320, width: 160, height: 30))
  /// The rate, right-aligned: "1.00 hps".
  public let hopsPerSecond = Label(frame: Rect(x: 180, y: 320, width: 120, height: 30))
  /// Hop! when the bunny sits, Sit Still! when it hops.
  public let hopButton = Button(type: .system)

  /// The hop's frames, `frame-1.png` … `frame-20.png` in the tutorial.
  public private(set) var frames: [Image] = []

  /// The meadow's light green.
  static let lightGreen = Color(red: 0.8, green: 0.95, blue: 0.76)

  /// Draws the frames and builds the interface; the bunny sits.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Self.lightGreen
    frames = (0..<Bunny.frameCount).map { index in
      ArtImage.draw(size: Bunny.size) { context in Bunny.draw(frame: index, context: context) }
    }
    bunnyView.image = frames[0]
    bunnyView.animationImages = frames
    bunnyView.animationDuration = 1
    bunnyView.accessibilityLabel = "Bunny"
    view.addSubview(bunnyView)

    speedLabel.text = "hops per second:"
    hopsPerSecond.text = "1.00 hps"
    hopsPerSecond.textAlignment = .right
    for label in [speedLabel, hopsPerSecond] {
      label.font = .systemFont(ofSize: 17)
      label.textColor = Color(white: 0.15)
      view.addSubview(label)
    }

    speedSlider.minimumValue = 0.25
    speedSlider.maximumValue = 1.75
    speedSlider.value = 1
    speedSlider.accessibilityLabel = "Speed"
    speedSlider.addAction(for: .valueChanged) { [weak self] _ in self?.setSpeed() }
    view.addSubview(speedSlider)

    hopButton.frame = Rect(x: 100, y: 414, width: 120, height: 44)
    hopButton.setTitle("Hop!", for: .normal)
    hopButton.addAction(for: .touchUpInside) { [weak self] _ in self?.toggleAnimation() }
    view.addSubview(hopButton)
  }

  /// The button: stops a hopping bunny ("Hop!") or starts a sitting one
  /// ("Sit Still!").
  public func toggleAnimation() {
    if bunnyView.isAnimating {
      bunnyView.stopAnimating()
      hopButton.setTitle("Hop!", for: .normal)
    } else {
      bunnyView.startAnimating()
      hopButton.setTitle("Sit Still!", for: .normal)
    }
  }

  /// The slider: a hop takes 2 − value seconds; the bunny hops.
  public func setSpeed() {
    bunnyView.animationDuration = 2 - speedSlider.value
    bunnyView.startAnimating()
    hopButton.setTitle("Sit Still!", for: .normal)
    hopsPerSecond.text = DecimalText.fixed(1 / (2 - speedSlider.value), places: 2) + " hps"
  }
}
