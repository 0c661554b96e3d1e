import Zoetrope

/// 2. A checkmark that draws itself: an open path of two strokes, drawn
/// by animating `strokeEnd` after a green disc pops in.
///
/// Tap Again to draw it once more.
public final class CheckScreen: View {
  /// The disc's center, in the screen's coordinates.
  public static let center = Point(x: 160, y: 180)
  /// How long the stroke takes to draw, in seconds.
  public static let duration = 0.6
  /// How long the stroke waits for the disc, in seconds.
  public static let delay = 0.3

  /// The green disc behind the check.
  public let disc = ShapeLayer()
  /// The white check, whose `strokeEnd` animates.
  public let check = ShapeLayer()

  /// Builds the disc, the check and the Again button, and draws the check.
  public override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = .white
    let (x, y) = (Self.center.x, Self.center.y)
    disc.path = Path(ellipseIn: Rect(x: x - 70, y: y - 70, width: 140, height: 140))
    disc.fillColor = .systemGreen
    layer.addSublayer(disc)

    // The check: down to the corner, then up to the right. An open path;
    // strokeEnd follows it in the order it was drawn.
    var mark = Path()
    mark.move(to: Point(x: x - 36, y: y + 2))
    mark.addLine(to: Point(x: x - 10, y: y + 28))
    mark.addLine(to: Point(x: x + 38, y: y - 24))
    check.path = mark
    check.fillColor = .clear
    check.strokeColor = .white
    check.lineWidth = 14
    check.lineCap = .round
    check.lineJoin = .round
    layer.addSublayer(check)

    let again = Button(configuration: .filled())
    again.frame = Rect(x: 110, y: 340, width: 100, height: 44)
    again.setTitle("Again", for: .normal)
    again.addAction(for: .touchUpInside) { [weak self] _ in self?.draw() }
    addSubview(again)
    draw()
  }

  /// Pops the disc in and draws the check after it.
  public func draw() {
    let pop = BasicAnimation(keyPath: \.transform, from: Transform(scaleX: 0.2, y: 0.2))
    pop.duration = Self.delay
    pop.timingFunction = .easeOut
    disc.add(pop, forKey: "pop")

    // A keyframe animation waits for the disc: strokeEnd stays at 0 for
    // the delay, then grows to 1.
    let stroke = KeyframeAnimation(keyPath: \.strokeEnd, values: [0, 0, 1])
    stroke.duration = Self.delay + Self.duration
    stroke.keyTimes = [0, Self.delay / stroke.duration, 1]
    stroke.timingFunctions = [.linear, .easeInEaseOut]
    check.add(stroke, forKey: "stroke")
  }
}
