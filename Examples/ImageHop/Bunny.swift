import Zoetrope

#if canImport(Glibc)
import Glibc
#endif

/// The hopping bunny of ImageHop, drawn in code: twenty frames of one hop
/// (crouch, push off, stretch through the air, land), standing in for the
/// tutorial's `frame-1.png` … `frame-20.png`.
public enum Bunny {
  /// The number of frames in one hop.
  public static let frameCount = 20

  /// The size each frame is drawn at, in points.
  public static let size = Size(width: 160, height: 160)

  /// The pose of the bunny at one moment of the hop.
  public struct Pose: Hashable, Sendable {
    /// How high the body is off the ground, in points.
    public var lift: Double
    /// The body's vertical stretch (1 is at rest; below 1 crouches).
    public var stretch: Double
    /// The body's turn in radians; negative lifts the nose.
    public var tilt: Double
    /// How far the ears are swept back, in radians from upright.
    public var earSweep: Double
    /// How far the hind feet push out behind, 0…1.
    public var kick: Double
  }

  /// The pose of frame `index` (0 ≤ index < ``frameCount``).
  ///
  /// - Parameter index: The frame; wraps around outside the range.
  /// - Returns: The pose.
  public static func pose(frame index: Int) -> Pose {
    let t = Double(((index % frameCount) + frameCount) % frameCount) / Double(frameCount)
    let airborne = t >= 0.3 && t <= 0.75
    let lift = airborne ? 46 * sin(Double.pi * (t - 0.3) / 0.45) : 0
    return Pose(
      lift: lift,
      stretch: track(
        [
          (0, 1), (0.15, 0.8), (0.25, 0.88), (0.33, 1.16), (0.5, 1.08),
          (0.72, 1.02), (0.8, 0.8), (0.9, 0.94), (1, 1),
        ], at: t),
      tilt: track(
        [
          (0, 0), (0.15, 0.06), (0.33, -0.32), (0.52, 0), (0.72, 0.22),
          (0.82, 0.04), (1, 0),
        ], at: t),
      earSweep: track(
        [
          (0, 0.25), (0.15, 0.45), (0.35, 0.95), (0.6, 1.05),
          (0.8, 0.55), (1, 0.25),
        ], at: t),
      kick: track([(0, 0), (0.25, 0.1), (0.35, 1), (0.55, 0.7), (0.75, 0.1), (1, 0)], at: t))
  }

  /// Piecewise-linear interpolation through `(time, value)` stops.
  private static func track(_ stops: [(Double, Double)], at t: Double) -> Double {
    guard var previous = stops.first else { return 0 }
    for stop in stops.dropFirst() {
      if t <= stop.0 {
        let span = stop.0 - previous.0
        let fraction = span > 0 ? (t - previous.0) / span : 0
        return previous.1 + (stop.1 - previous.1) * fraction
      }
      previous = stop
    }
    return previous.1
  }

  static let fur = Color(red: 0.74, green: 0.62, blue: 0.52)
  static let shade = Color(red: 0.6, green: 0.48, blue: 0.4)
  static let outline = Color(red: 0.36, green: 0.27, blue: 0.22)
  static let pink = Color(red: 0.96, green: 0.7, blue: 0.74)
  static let tailWhite = Color(white: 0.97)

  /// Draws frame `index` of the hop in a ``size``-sized area at `origin`.
  ///
  /// - Parameters:
  ///   - index: The frame, 0 ..< ``frameCount``.
  ///   - context: The context to draw into.
  @MainActor
  public static func draw(frame index: Int, context: any GraphicsContext) {
    let pose = pose(frame: index)
    let ground = 142.0
    // The shadow shrinks as the bunny rises.
    let shadowWidth = 84 * (1 - pose.lift / 110)
    context.setFillColor(Color(white: 0, alpha: 0.16 * (1 - pose.lift / 90)))
    context.fillEllipse(
      in: Rect(x: 80 - shadowWidth / 2, y: ground - 4, width: shadowWidth, height: 9))

    context.saveGState()
    // Stand on the ground: squash and stretch about the feet.
    context.translateBy(x: 78, y: ground - pose.lift)
    context.rotate(by: pose.tilt)
    let squash = 1 / pose.stretch.squareRoot()
    context.scaleBy(x: squash, y: pose.stretch)
    context.translateBy(x: 0, y: -31)
    drawBody(pose: pose, context: context)
    context.restoreGState()
  }

  /// Draws the bunny facing right, centred on its body at the origin.
  @MainActor
  private static func drawBody(pose: Pose, context: any GraphicsContext) {
    context.setLineWidth(1.6)
    context.setStrokeColor(outline)
    func blob(_ rect: Rect, _ color: Color) {
      context.setFillColor(color)
      context.fillEllipse(in: rect)
      context.strokeEllipse(in: rect)
    }
    // Ears behind the head, swept back by the pose.
    for (offset, sweep) in [(-3.0, pose.earSweep + 0.12), (4.0, pose.earSweep)] {
      context.saveGState()
      context.translateBy(x: 30 + offset, y: -30)
      context.rotate(by: -sweep)
      blob(Rect(x: -6, y: -40, width: 12, height: 42), fur)
      context.setFillColor(pink)
      context.fillEllipse(in: Rect(x: -3, y: -34, width: 6, height: 30))
      context.restoreGState()
    }
    // Tail, body, haunch and hind foot (kicked out behind when pushing off).
    blob(Rect(x: -48, y: -16, width: 20, height: 20), tailWhite)
    blob(Rect(x: -38, y: -22, width: 72, height: 46), fur)
    let kick = pose.kick
    context.saveGState()
    context.translateBy(x: -22 - 14 * kick, y: 22 + 2 * kick)
    context.rotate(by: 0.5 * kick)
    blob(Rect(x: -16, y: -5, width: 32, height: 11), shade)
    context.restoreGState()
    blob(Rect(x: -34, y: -8, width: 34, height: 30), shade)
    // Front paw, head, eye and nose.
    blob(Rect(x: 18, y: 12, width: 11, height: 14), shade)
    blob(Rect(x: 16, y: -38, width: 36, height: 34), fur)
    context.setFillColor(Color(white: 0.05))
    context.fillEllipse(in: Rect(x: 35, y: -27, width: 6, height: 6.5))
    context.setFillColor(.white)
    context.fillEllipse(in: Rect(x: 37.5, y: -26, width: 2, height: 2))
    context.setFillColor(pink)
    context.fillEllipse(in: Rect(x: 48, y: -19, width: 5, height: 4))
    // Whiskers.
    context.setStrokeColor(Color(white: 0.25, alpha: 0.6))
    context.setLineWidth(0.8)
    context.strokeLineSegments(between: [
      Point(x: 46, y: -15), Point(x: 60, y: -18),
      Point(x: 46, y: -14), Point(x: 60, y: -11),
    ])
  }
}
