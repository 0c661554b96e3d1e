// Core Graphics' names for Zoetrope's geometry. Zoetrope measures in
// `Double`, so `CGFloat` is `Double` here: `CGFloat.pi`, `CGFloat(x)` and
// arithmetic with literals read as they do on iOS.

/// Core Graphics' `CGFloat`: Zoetrope's coordinates, lengths and angles are
/// `Double`s.
public typealias CGFloat = Double

/// Core Graphics' `CGPoint`: a ``/ZoetropeGraphics/Point``.
public typealias CGPoint = Point

/// Core Graphics' `CGSize`: a ``/ZoetropeGraphics/Size``.
public typealias CGSize = Size

/// Core Graphics' `CGRect`: a ``/ZoetropeGraphics/Rect``.
public typealias CGRect = Rect

/// Core Graphics' `CGVector`: a ``/ZoetropeGraphics/Vector`` (`dx`, `dy`).
public typealias CGVector = Vector

/// Core Graphics' `CGAffineTransform`: a ``/ZoetropeGraphics/Transform``
/// (`init(translationX:y:)`, `init(scaleX:y:)`, `init(rotationAngle:)`,
/// `concatenating(_:)`, `.identity`).
public typealias CGAffineTransform = Transform

/// Core Graphics' `CGColor`: a ``ZoetropeGraphics/Color``, which layers take
/// directly (`UIColor.red.cgColor` is the colour itself).
public typealias CGColor = Color

/// Core Graphics' `CGPath` and `CGMutablePath`: a ``/ZoetropeGraphics/Path``.
public typealias CGPath = Path

/// Core Graphics' `CGMutablePath`: a ``/ZoetropeGraphics/Path``, which is a
/// value you add to.
public typealias CGMutablePath = Path

/// Core Graphics' `CGImage`: an ``ZoetropeGraphics/Image`` (premultiplied
/// ARGB32 pixels and a scale).
public typealias CGImage = Image

extension Color {
  /// The colour as a layer takes it, as `UIColor.cgColor`: the same value.
  public var cgColor: Color { self }

  /// A colour from a layer's colour, as `UIColor(cgColor:)`: the same value.
  ///
  /// - Parameter cgColor: The colour.
  public init(cgColor: Color) {
    self = cgColor
  }
}
