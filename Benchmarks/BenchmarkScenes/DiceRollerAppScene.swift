// The DiceRoller app's own window, built from the same views as
// `Examples/DiceRoller/DiceRollerViewController.swift` (same frames,
// fonts, colours and alphas, in the rolling state: Roll dimmed, Stop
// enabled) and the same die faces (`DieFace.swift` here is a link to the
// example's file), so that the benchmarks measure the frames the app
// draws while the die rolls.

import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeUI

/// The DiceRoller window at 320 × 480 points, its die flipping faces.
@MainActor
public final class DiceRollerAppScene {
  /// The window's size in points.
  public static let size = Size(width: 320, height: 480)

  /// The window's background: the app's felt green.
  public static let background = Color(red: 0.09, green: 0.42, blue: 0.24)

  /// The six faces at the given scale, as the app draws them.
  public let faces: [Image]

  private let root: View
  private let die: ImageView
  private let tree: LayerTree
  private var time = 0.0

  /// Builds the window and lays it out.
  ///
  /// - Parameter scale: The scale the faces are drawn at (the window's).
  public init(scale: Double = 2) {
    faces = (1...6).map { value in
      ImageRenderer(size: DieFace.size, scale: scale).image { context in
        DieFace.draw(value, in: Rect(origin: .zero, size: DieFace.size), context: context)
      }
    }
    root = View(frame: Rect(origin: .zero, size: Self.size))
    root.backgroundColor = Self.background
    die = ImageView(frame: Rect(x: 110, y: 190, width: 100, height: 100))
    die.image = faces[0]
    root.addSubview(die)
    for (title, x, alpha) in [("Roll", 40.0, 0.5), ("Stop", 170.0, 1.0)] {
      let button = Button(configuration: .filled())
      button.frame = Rect(x: x, y: 320, width: 110, height: 44)
      button.setTitle(title, for: .normal)
      button.alpha = alpha
      root.addSubview(button)
    }
    let labels: [(String, Font, Rect)] = [
      ("Dice Roller", .boldSystemFont(ofSize: 30), Rect(x: 20, y: 70, width: 280, height: 40)),
      ("Tap Roll", .boldSystemFont(ofSize: 20), Rect(x: 20, y: 384, width: 280, height: 28)),
      (
        "1: 0   2: 0   3: 0   4: 0   5: 0   6: 0", .systemFont(ofSize: 14),
        Rect(x: 10, y: 418, width: 300, height: 24)
      ),
    ]
    for (text, font, frame) in labels {
      let label = Label(frame: frame)
      label.text = text
      label.font = font
      label.textColor = .white
      label.textAlignment = .center
      root.addSubview(label)
    }
    root.layoutIfNeeded()
    tree = LayerTree(rootLayer: root.layer)
  }

  /// The next frame, a sixtieth of a second after the last, showing face
  /// `index % 6` (set as the flipbook sets it, without an animation).
  ///
  /// - Parameter index: Which face to show.
  /// - Returns: The frame's snapshot.
  public func frame(showing index: Int) -> RenderSnapshot {
    Transaction.perform(disableActions: true) {
      die.image = faces[index % faces.count]
    }
    root.layoutIfNeeded()
    time += 1.0 / 60
    return tree.frame(at: time)
  }
}
