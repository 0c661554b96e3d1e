import Zoetrope

/// 7. An activity spinner made of one bar: a `ReplicatorLayer` draws its
/// sublayer twelve times, each copy turned 30° further and running its
/// animation 1/12 s later than the one before.
///
/// The bar fades from opaque to faint once a second; with the delays, the
/// darkest bar goes round clockwise, once a second.
public final class SpinnerScreen: View {
  /// How many bars.
  public static let count = 12
  /// How long one bar takes to fade, and the spinner to turn, in seconds.
  public static let period = 1.0
  /// The spinner's center, in the screen's coordinates.
  public static let center = Point(x: 160, y: 180)

  /// The replicator, 120 points square around the center.
  public let spinner = ReplicatorLayer()
  /// The one real bar, at 12 o'clock; the others are its copies.
  public let bar = Layer()

  /// Builds the spinner and starts the fade.
  public override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = .white
    spinner.bounds = Rect(x: 0, y: 0, width: 120, height: 120)
    spinner.position = Self.center
    // Copy k is turned k × 30° about the replicator's center and runs
    // k / 12 s behind copy 0.
    spinner.instanceCount = Self.count
    spinner.instanceTransform = Transform(rotationAngle: 2 * .pi / Double(Self.count))
    spinner.instanceDelay = Self.period / Double(Self.count)
    layer.addSublayer(spinner)

    bar.frame = Rect(x: 54, y: 0, width: 12, height: 36)
    bar.cornerRadius = 6
    bar.backgroundColor = Color(white: 0.15)
    // The model value is faint: a copy whose delayed start has not come
    // yet shows it.
    bar.opacity = 0.15
    let fade = BasicAnimation(keyPath: \.opacity, from: 1, to: 0.15)
    fade.duration = Self.period
    fade.repeatCount = .infinity
    bar.add(fade, forKey: "fade")
    spinner.addSublayer(bar)

    let caption = Label(frame: Rect(x: 20, y: 340, width: 280, height: 40))
    caption.text = "ReplicatorLayer: 12 copies of one bar"
    caption.textAlignment = .center
    caption.textColor = .darkGray
    caption.font = .systemFont(ofSize: 13)
    addSubview(caption)
  }
}
