/// A path to properties of a Lottie animation, by the names in its file,
/// as lottie-ios's `AnimationKeypath`: layer names (precompositions'
/// layers after their layer's), shape group names, a fill's or stroke's
/// name, then the property (`"Color"`, `"Opacity"`, `"Stroke Width"`, or
/// `"Transform"` and then `"Position"`, `"Anchor Point"`, `"Scale"`,
/// `"Rotation"` or `"Opacity"`).
///
/// `*` matches any one name and `**` any number of names (none included):
///
/// ```swift
/// // Every fill's colour, in any layer and group:
/// AnimationKeypath(keypath: "**.Color")
/// // The opacity of the layer "Ball":
/// AnimationKeypath(keypath: "Ball.Transform.Opacity")
/// // Fill 1's colour in any group of the layer "Shapes":
/// AnimationKeypath(keys: ["Shapes", "*", "Fill 1", "Color"])
/// ```
public struct AnimationKeypath: Hashable, Sendable, CustomStringConvertible {
  /// The names, outermost first.
  public let keys: [String]

  /// A keypath of names separated by dots (`"Layer.Group.Fill 1.Color"`).
  ///
  /// - Parameter keypath: The names; empty names are left out.
  public init(keypath: String) {
    keys = keypath.split(separator: ".").map(String.init)
  }

  /// A keypath of names.
  ///
  /// - Parameter keys: The names, outermost first.
  public init(keys: [String]) {
    self.keys = keys
  }

  /// The names joined by dots.
  public var description: String { keys.joined(separator: ".") }

  /// Whether the keypath names a property's full path: its names match
  /// one for one, `*` matching any one and `**` any run of names.
  ///
  /// - Parameter path: A property's names, outermost first.
  /// - Returns: Whether they match.
  public func matches(_ path: [String]) -> Bool {
    // Dynamic programming over (key index, path index): no backtracking
    // blow-up for many `**`.
    let k = keys.count
    let n = path.count
    var reachable = Array(repeating: Array(repeating: false, count: n + 1), count: k + 1)
    reachable[0][0] = true
    for i in 0...k {
      for j in 0...n where reachable[i][j] {
        guard i < k else { continue }
        switch keys[i] {
        case "**":
          for rest in j...n { reachable[i + 1][rest] = true }
        case "*":
          if j < n { reachable[i + 1][j + 1] = true }
        default:
          if j < n, keys[i] == path[j] { reachable[i + 1][j + 1] = true }
        }
      }
    }
    return reachable[k][n]
  }
}
