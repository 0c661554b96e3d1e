import ZoetropeAnimation
import ZoetropeGraphics

/// A layer that fills its bounds with a color gradient: Core Animation's
/// `CAGradientLayer`.
///
/// The gradient runs from ``startPoint`` to ``endPoint``, given in unit
/// coordinates of the bounds ((0, 0) the top-left corner, (1, 1) the
/// bottom-right), through ``colors`` placed at ``locations``, blended in
/// premultiplied space. It is drawn above the background and contents and
/// below the sublayers.
///
/// ```swift
/// let sky = GradientLayer()
/// sky.bounds = Rect(x: 0, y: 0, width: 200, height: 120)
/// sky.colors = [.systemBlue, .white]
/// sky.type = .radial
/// sky.startPoint = Point(x: 0.5, y: 0.5)
/// sky.endPoint = Point(x: 1, y: 1)
/// ```
///
/// ``colors``, ``locations``, ``startPoint`` and ``endPoint`` are animatable
/// under Core Animation's names (`"colors"`, `"locations"`, …). Colors and
/// locations blend element by element between arrays of one count; arrays
/// of different counts switch at the halfway point.
///
/// Bad input, each with one warning when drawn: no colors draws nothing; a
/// NaN location drops its color, and locations outside 0...1 are clamped
/// (the rules of ``Gradient``); locations whose count differs from the
/// colors' are ignored (evenly spaced, as Core Animation does); a
/// non-finite start or end point draws nothing.
open class GradientLayer: Layer {
  /// The gradient's shape; ``GradientType/axial`` by default.
  ///
  /// Not animatable.
  public var type: GradientType {
    get { model.gradientType }
    set {
      model.gradientType = newValue
      changeCount &+= 1
    }
  }

  /// The gradient's colors, from location 0 to 1; empty (nothing drawn) by default.
  ///
  /// Animatable.
  public var colors: [Color] {
    get { model.colors }
    set {
      let old = model.colors
      model.colors = newValue
      didChangeValue(from: old, to: newValue, for: \.colors, named: "colors")
    }
  }

  /// Where each color sits, in 0...1 and ascending; `nil` (the default) spaces the colors evenly.
  ///
  /// Animatable (an animation of `\.locations` uses an empty array for `nil`).
  public var locations: [Double]? {
    get { model.locations.isEmpty ? nil : model.locations }
    set {
      let value = newValue ?? []
      let old = model.locations
      model.locations = value
      didChangeValue(from: old, to: value, for: \.locations, named: "locations")
    }
  }

  /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0) by default.
  ///
  /// Animatable.
  public var startPoint: Point {
    get { model.startPoint }
    set {
      let old = model.startPoint
      model.startPoint = newValue
      didChangeValue(from: old, to: newValue, for: \.startPoint, named: "startPoint")
    }
  }

  /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1) by default.
  ///
  /// Animatable.
  public var endPoint: Point {
    get { model.endPoint }
    set {
      let old = model.endPoint
      model.endPoint = newValue
      didChangeValue(from: old, to: newValue, for: \.endPoint, named: "endPoint")
    }
  }

  /// Creates a gradient layer with no colors and Core Animation's default
  /// gradient and layer values.
  public override init() {
    super.init()
  }

  /// Creates a copy of another layer's model values (its gradient values
  /// among them), name, actions and drawing (see ``Layer/init(layer:)``).
  ///
  /// - Parameter layer: The layer to copy.
  public required init(layer: Layer) {
    super.init(layer: layer)
  }
}
