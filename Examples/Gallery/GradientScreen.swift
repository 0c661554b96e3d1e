import Zoetrope

/// 3. An animated gradient: a `GradientLayer` whose colors and direction
/// drift back and forth, forever.
///
/// Arrays of colors blend element by element when they have as many
/// colors, so two palettes of three colors cross-fade smoothly.
public final class GradientScreen: View {
  /// The colors at the start: dusk.
  public static let dusk = [
    Color(red: 0.16, green: 0.2, blue: 0.55), Color(red: 0.5, green: 0.25, blue: 0.6),
    Color(red: 0.95, green: 0.45, blue: 0.45),
  ]
  /// The colors after one swing: sea.
  public static let sea = [
    Color(red: 0.05, green: 0.55, blue: 0.55), Color(red: 0.2, green: 0.7, blue: 0.9),
    Color(red: 0.95, green: 0.9, blue: 0.5),
  ]
  /// How long one swing takes, in seconds.
  public static let duration = 3.0

  /// The gradient, on a rounded card.
  public let gradient = GradientLayer()

  /// Builds the gradient and starts its animations.
  public override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = .white
    gradient.frame = Rect(x: 20, y: 20, width: 280, height: 340)
    gradient.cornerRadius = 24
    gradient.masksToBounds = true  // rounds the gradient's corners too
    gradient.colors = Self.dusk
    // Start and end points are in units of the bounds: top left to
    // bottom right.
    gradient.startPoint = Point(x: 0, y: 0)
    gradient.endPoint = Point(x: 1, y: 1)
    layer.addSublayer(gradient)

    // Three animations, one timing: colors, start and end swing there and
    // back (autoreverses), forever.
    let colors = BasicAnimation(keyPath: \.colors, from: Self.dusk, to: Self.sea)
    let start = BasicAnimation(keyPath: \.startPoint, to: Point(x: 1, y: 0))
    let end = BasicAnimation(keyPath: \.endPoint, to: Point(x: 0, y: 1))
    let swings: [(String, Animation)] = [("colors", colors), ("start", start), ("end", end)]
    for (key, animation) in swings {
      animation.duration = Self.duration
      animation.timingFunction = .easeInEaseOut
      animation.autoreverses = true
      animation.repeatCount = .infinity
      gradient.add(animation, forKey: key)
    }

    let caption = Label(frame: Rect(x: 20, y: 370, width: 280, height: 40))
    caption.text = "GradientLayer: colors and direction"
    caption.textAlignment = .center
    caption.textColor = .darkGray
    caption.font = .systemFont(ofSize: 14)
    addSubview(caption)
  }
}
