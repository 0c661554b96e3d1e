import Zoetrope

/// 1. A progress ring: a circle stroked by a `ShapeLayer`, drawn from 0 %
/// to 100 % by animating `strokeEnd`.
///
/// `strokeStart` and `strokeEnd` trim the stroke to a fraction of the
/// path's length, so a circle whose path starts at 12 o'clock fills
/// clockwise as `strokeEnd` grows from 0 to 1.
public final class RingScreen: View {
  /// The ring's center, in the screen's coordinates.
  public static let center = Point(x: 160, y: 190)
  /// The ring's radius, to the middle of its stroke.
  public static let radius = 80.0
  /// How long one fill takes, in seconds; then it starts again.
  public static let duration = 2.0

  /// The grey track under the ring.
  public let track = ShapeLayer()
  /// The ring itself, whose `strokeEnd` animates.
  public let ring = ShapeLayer()

  /// Builds the track and the ring and starts filling the ring.
  public override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = .white
    // A circle that starts at 12 o'clock (−π/2) and goes once round
    // clockwise: toward growing angles, which turn clockwise as y points
    // down.
    var circle = Path()
    circle.addArc(
      center: Self.center, radius: Self.radius,
      startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)

    for shape in [track, ring] {
      shape.path = circle
      shape.fillColor = .clear  // stroke only
      shape.lineWidth = 16
      shape.lineCap = .round
      layer.addSublayer(shape)
    }
    track.strokeColor = Color(white: 0.9)
    ring.strokeColor = .systemBlue

    // The model value is the end state; the animation draws it from 0,
    // linearly, over and over.
    ring.strokeEnd = 1
    let fill = BasicAnimation(keyPath: \.strokeEnd, from: 0, to: 1)
    fill.duration = Self.duration
    fill.timingFunction = .linear
    fill.repeatCount = .infinity
    ring.add(fill, forKey: "fill")

    let caption = Label(frame: Rect(x: 20, y: 360, width: 280, height: 40))
    caption.text = "ShapeLayer.strokeEnd: 0 → 1"
    caption.textAlignment = .center
    caption.textColor = .darkGray
    addSubview(caption)
  }
}
