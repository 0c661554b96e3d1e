import Zoetrope

/// 5. A masked reveal: a gradient shows only where its mask, a circle, is
/// drawn; the circle grows from the center until it covers the gradient,
/// then shrinks again, over and over.
///
/// A mask is a layer that is not a sublayer: the masked layer shows
/// where the mask is opaque (here, inside the circle's fill) and is
/// transparent elsewhere.
public final class MaskScreen: View {
  /// The center of the picture and of the circle, in the picture's
  /// coordinates.
  public static let center = Point(x: 140, y: 170)
  /// How long the circle takes to grow, in seconds.
  public static let duration = 1.5

  /// The picture being revealed: a radial gradient.
  public let picture = GradientLayer()
  /// The mask: a filled circle whose path animates.
  public let circle = ShapeLayer()

  /// Builds the picture and its mask and starts the reveal.
  public override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.15)
    picture.frame = Rect(x: 20, y: 20, width: 280, height: 340)
    picture.type = .radial
    picture.colors = [.yellow, .orange, .systemRed, .purple]
    picture.startPoint = Point(x: 0.5, y: 0.5)  // the center…
    picture.endPoint = Point(x: 1, y: 1)  // …and how far the colors reach
    layer.addSublayer(picture)

    // Two circles with the same elements, so the path blends point by
    // point: a dot, and one that reaches past the picture's corners.
    func disc(radius: Double) -> Path {
      let (x, y) = (Self.center.x, Self.center.y)
      return Path(
        ellipseIn: Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
    }
    let large = disc(radius: 230)
    circle.path = large
    circle.fillColor = .black  // any opaque color: only the alpha counts
    picture.mask = circle

    let grow = BasicAnimation(keyPath: \.path, from: disc(radius: 4), to: large)
    grow.duration = Self.duration
    grow.timingFunction = .easeInEaseOut
    grow.autoreverses = true
    grow.repeatCount = .infinity
    circle.add(grow, forKey: "reveal")

    let caption = Label(frame: Rect(x: 20, y: 370, width: 280, height: 40))
    caption.text = "Layer.mask: a growing circle"
    caption.textAlignment = .center
    caption.textColor = .white
    caption.font = .systemFont(ofSize: 14)
    addSubview(caption)
  }
}
