import ExampleSupport
import Zoetrope

/// 8. Confetti: an `EmitterLayer` along the top edge throws five kinds of
/// `EmitterCell`, one per color, that tumble and fall.
///
/// A cell describes a kind of particle (its image, how many a second, how
/// long each lives, how fast it flies and turns); the emitter says where
/// particles start. No layer is made per particle.
public final class ConfettiScreen: View {
  /// The confetti's colors, one cell each.
  public static let colors: [Color] = [.systemRed, .systemBlue, .systemGreen, .orange, .purple]

  /// The emitter, covering the screen.
  public let emitter = EmitterLayer()

  /// Builds the emitter and starts the confetti now.
  public override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = .white
    clipsToBounds = true
    // One small white rectangle: each cell tints it with its color.
    let piece = ArtImage.draw(size: Size(width: 10, height: 6)) { context in
      context.setFillColor(.white)
      context.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 6)))
    }
    emitter.emitterCells = Self.colors.map { color in
      var cell = EmitterCell()
      cell.contents = piece
      cell.color = color
      cell.birthRate = 8  // particles a second
      cell.lifetime = 5  // seconds
      cell.velocity = 90  // points a second…
      cell.velocityRange = 60  // …give or take 60
      cell.emissionLongitude = .pi / 2  // straight down (y points down)…
      cell.emissionRange = .pi / 4  // …within a 45° fan
      cell.yAcceleration = 60  // gravity, points a second²
      cell.spin = 2  // radians a second…
      cell.spinRange = 8  // …anywhere from −2 to 6
      cell.scaleRange = 0.4
      return cell
    }
    // Particles start anywhere on a line just above the top edge.
    emitter.frame = bounds
    emitter.emitterShape = .line
    emitter.emitterPosition = Point(x: bounds.midX, y: -10)
    emitter.emitterSize = Size(width: bounds.width, height: 0)
    // Emission starts at the layer's local time 0: begin it now, not at
    // the start of the app's timeline.
    emitter.beginTime = Application.shared.scheduler.now
    layer.addSublayer(emitter)

    let caption = Label(frame: Rect(x: 20, y: 390, width: 280, height: 40))
    caption.text = "EmitterLayer with five EmitterCells"
    caption.textAlignment = .center
    caption.textColor = .darkGray
    caption.font = .systemFont(ofSize: 14)
    addSubview(caption)
  }
}
