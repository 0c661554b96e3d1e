import Testing

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// `ExtendedLayerProperties.equalsIgnoringShadow`, the key of shape and
/// gradient backing stores, compares its values one by one: a value a
/// store draws that it leaves out would keep a stale store on screen.
@Suite struct ExtendedPropertiesComparisonTests {
  typealias Values = ExtendedLayerProperties.Values

  /// The values a store does not depend on (compared by nothing).
  static let ignored: Set<String> = ["shadow", "masking", "space", "replication", "emission"]

  /// A change of each value a store draws, by its name.
  static let changes: [String: @Sendable (inout Values) -> Void] = [
    "path": { $0.path = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)) },
    "fillColor": { $0.fillColor = .red },
    "fillRule": { $0.fillRule = .evenOdd },
    "strokeColor": { $0.strokeColor = .blue },
    "lineWidth": { $0.lineWidth = 3 },
    "lineCap": { $0.lineCap = .round },
    "lineJoin": { $0.lineJoin = .round },
    "miterLimit": { $0.miterLimit = 4 },
    "usesCoverageRasterizer": { $0.usesCoverageRasterizer = true },
    "drawsShapeDirectly": { $0.drawsShapeDirectly = true },
    "drawsFillOverStroke": { $0.drawsFillOverStroke = true },
    "lineDashPattern": { $0.lineDashPattern = [2, 1] },
    "lineDashPhase": { $0.lineDashPhase = 1 },
    "strokeStart": { $0.strokeStart = 0.25 },
    "strokeEnd": { $0.strokeEnd = 0.75 },
    "gradientType": { $0.gradientType = .radial },
    "colors": { $0.colors = [.red, .blue] },
    "locations": { $0.locations = [0, 1] },
    "startPoint": { $0.startPoint = Point(x: 0, y: 0) },
    "endPoint": { $0.endPoint = Point(x: 1, y: 1) },
    "gradientFocalPoint": { $0.gradientFocalPoint = Point(x: 0.25, y: 0.5) },
  ]

  @Test func everyValueIsEitherComparedOrKnownToBeIgnored() {
    // A new value fails here until it is listed above, and then fails
    // the next test until `drawSame` compares it (or it is ignored).
    let names = Mirror(reflecting: Values()).children.compactMap(\.label)
    #expect(Set(names) == Self.ignored.union(Self.changes.keys))
    #expect(names.count == Self.ignored.count + Self.changes.count)
  }

  @Test(arguments: changes.keys.sorted())
  func aChangedDrawnValueIsADifferentStore(name: String) throws {
    let change = try #require(Self.changes[name])
    var base = ExtendedLayerProperties()
    base.modify { $0.lineWidth = 2 }
    var changed = base
    changed.modify(change)
    #expect(!changed.equalsIgnoringShadow(base))
    #expect(!base.equalsIgnoringShadow(changed))
    // Against the shared defaults (no box) too.
    var alone = ExtendedLayerProperties()
    alone.modify(change)
    #expect(!alone.equalsIgnoringShadow(ExtendedLayerProperties()))
  }

  @Test func ignoredValuesKeepTheStore() {
    var base = ExtendedLayerProperties()
    base.modify { $0.lineWidth = 2 }
    var changed = base
    changed.modify {
      $0.shadow.opacity = 1
      $0.masking.invertsMask = true
      $0.replication.instanceCount = 3
      $0.emission.position = Point(x: 5, y: 5)
    }
    #expect(changed.equalsIgnoringShadow(base))
    #expect(changed != base)
  }
}
