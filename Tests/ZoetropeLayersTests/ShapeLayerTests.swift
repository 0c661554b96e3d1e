import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// The out-of-line box of shape and gradient values, and the layers'
/// properties, names and implicit animations.
@MainActor
@Suite struct ShapeLayerTests {
  @Test func defaultPropertiesHoldNoBox() {
    let properties = LayerProperties()
    #expect(!properties.extended.hasStorage)
    #expect(properties.strokeEnd == 1)
    #expect(properties.fillColor == .black)
    #expect(properties.miterLimit == 10)
    #expect(properties.startPoint == Point(x: 0.5, y: 0))
    #expect(properties.endPoint == Point(x: 0.5, y: 1))
    // Reading, or writing the other properties, allocates nothing.
    var moved = properties
    moved.position = Point(x: 3, y: 4)
    #expect(!moved.extended.hasStorage)
  }

  @Test func theBoxIsCopiedOnWrite() {
    var original = LayerProperties()
    original.strokeEnd = 0.25
    #expect(original.extended.hasStorage)
    var copy = original
    #expect(copy == original)
    copy.strokeEnd = 0.75
    #expect(original.strokeEnd == 0.25)
    #expect(copy.strokeEnd == 0.75)
    #expect(copy != original)
  }

  @Test func boxesCompareByValueAfterIdentity() {
    var a = LayerProperties()
    a.lineWidth = 3
    var b = LayerProperties()
    b.lineWidth = 3
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    // A box holding only defaults equals no box.
    var c = LayerProperties()
    c.lineWidth = 1
    #expect(c == LayerProperties())
    #expect(c.hashValue == LayerProperties().hashValue)
  }

  @Test func keyPathsHaveCoreAnimationNames() {
    #expect(KeyNames.name(for: \LayerProperties.path) == "path")
    #expect(KeyNames.name(for: \LayerProperties.strokeEnd) == "strokeEnd")
    #expect(KeyNames.name(for: \LayerProperties.fillColor) == "fillColor")
    #expect(KeyNames.name(for: \LayerProperties.lineDashPhase) == "lineDashPhase")
    #expect(KeyNames.name(for: \LayerProperties.colors) == "colors")
    #expect(KeyNames.name(for: \LayerProperties.locations) == "locations")
    #expect(KeyNames.name(for: \LayerProperties.startPoint) == "startPoint")
    #expect(KeyNames.name(for: \LayerProperties.endPoint) == "endPoint")
  }

  @Test func shapePropertiesAnimateImplicitly() {
    let shape = ShapeLayer()
    let tree = LayerTree(rootLayer: shape)
    tree.frame(at: 0)
    shape.strokeEnd = 0.5
    #expect(shape.animation(forKey: "strokeEnd") != nil)
    shape.lineCap = .round
    #expect(shape.animation(forKey: "lineCap") == nil)
    #expect(shape.model.lineCap == .round)
  }

  @Test func strokeEndAnimatesThroughTheTree() {
    let shape = ShapeLayer()
    shape.actions = ["path": .disabled]
    let tree = LayerTree(rootLayer: shape)
    let draw = BasicAnimation(keyPath: \.strokeEnd, from: 0, to: 1)
    draw.duration = 1
    shape.add(draw, forKey: "draw")
    tree.frame(at: 0)
    tree.frame(at: 0.5)
    #expect(abs(shape.presentation().strokeEnd - 0.5) < 1e-9)
    // The model keeps its value; only the presentation's box changed.
    #expect(shape.strokeEnd == 1)
  }

  @Test func pathAnimatesPointByPointThroughTheTree() {
    let shape = ShapeLayer()
    let tree = LayerTree(rootLayer: shape)
    let small = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    let large = Path(rect: Rect(x: 0, y: 0, width: 30, height: 50))
    let grow = BasicAnimation(keyPath: \.path, from: small, to: large)
    grow.duration = 1
    shape.add(grow, forKey: "grow")
    tree.frame(at: 0)
    tree.frame(at: 0.5)
    #expect(shape.presentation().path == Path(rect: Rect(x: 0, y: 0, width: 20, height: 30)))
    // A path of other elements: the start until halfway, then the end.
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
    let morph = BasicAnimation(keyPath: \.path, from: small, to: circle)
    morph.duration = 1
    shape.add(morph, forKey: "grow")
    tree.frame(at: 1)
    tree.frame(at: 1.4)
    #expect(shape.presentation().path == small)
    tree.frame(at: 1.6)
    #expect(shape.presentation().path == circle)
  }

  @Test func gradientPropertiesAnimateImplicitly() {
    let gradient = GradientLayer()
    let tree = LayerTree(rootLayer: gradient)
    tree.frame(at: 0)
    gradient.colors = [.red, .blue]
    gradient.startPoint = Point(x: 0, y: 0)
    #expect(gradient.animation(forKey: "colors") != nil)
    #expect(gradient.animation(forKey: "startPoint") != nil)
    gradient.type = .radial
    #expect(gradient.animation(forKey: "type") == nil)
  }

  @Test func gradientLocationsNilIsEmpty() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    let gradient = GradientLayer()
    #expect(gradient.locations == nil)
    gradient.locations = [0, 0.3, 1]
    #expect(gradient.model.locations == [0, 0.3, 1])
    gradient.locations = nil
    #expect(gradient.model.locations.isEmpty)
    gradient.type = .conic
    #expect(gradient.model.gradientType == .conic)
  }

  @Test func copiesKeepTheShapeValues() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    let shape = ShapeLayer()
    shape.path = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
    shape.strokeColor = .red
    let copy = ShapeLayer(layer: shape)
    #expect(copy.path == shape.path)
    #expect(copy.strokeColor == .red)
  }
}
