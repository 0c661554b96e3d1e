import Zoetrope

/// A ball, loaded from the package's resources, that drops to the floor
/// with a spring when you tap "Drop" and goes back up on the next tap.
public struct BounceApp: App {
  /// The window's title.
  public static let title = "Bounce"
  /// The window's size in points.
  public static let size = Size(width: 240, height: 360)

  /// Creates the app.
  public init() {}

  /// Makes the app's one screen.
  ///
  /// - Returns: A ``BounceViewController``.
  public func makeRootViewController() -> ViewController { BounceViewController() }
}

/// The app's screen: the ball and a "Drop" button.
public final class BounceViewController: ViewController {
  /// Where the ball rests at the top and on the floor.
  public static let top = Point(x: 120, y: 60)
  /// Where the ball lands.
  public static let floor = Point(x: 120, y: 260)

  /// The ball, `ball.png` (or `ball@2x.png` on a 2x display) from
  /// `Bundle.module`.
  public let ball = ImageView(image: Image(named: "ball", in: .module))
  /// Drops the ball, or lifts it back up.
  public let dropButton = Button(frame: Rect(x: 70, y: 300, width: 100, height: 44))
  /// Whether the ball is (or is moving) on the floor.
  public private(set) var isDown = false

  /// Sets up the ball and the button.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(red: 0.93, green: 0.96, blue: 1, alpha: 1)
    ball.frame = Rect(x: 0, y: 0, width: 40, height: 40)
    ball.center = Self.top
    view.addSubview(ball)
    dropButton.configuration = .filled()
    dropButton.setTitle("Drop", for: .normal)
    dropButton.addAction(for: .touchUpInside) { [weak self] _ in self?.drop() }
    view.addSubview(dropButton)
  }

  /// Moves the ball to the other end with a bouncy spring over 0.8 s.
  public func drop() {
    isDown.toggle()
    let target = isDown ? Self.floor : Self.top
    View.animate(
      withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
      options: []
    ) {
      self.ball.center = target
    }
  }
}
