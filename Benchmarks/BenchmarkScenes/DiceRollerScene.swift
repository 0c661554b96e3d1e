// Scenes shared by the benchmarks and the profiling executables, so that
// both measure the same frames.

import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// A DiceRoller-like window: a die image, two buttons with titles and a
/// label, 320×480 points.
@MainActor
public func makeDiceRollerRoot(changeCount: UInt64) -> RenderLayer {
  func layer(
    _ id: UInt64, frame: Rect, content: RenderContent? = nil, sublayers: [RenderLayer] = [],
    _ configure: (inout LayerProperties) -> Void = { _ in }
  ) -> RenderLayer {
    var properties = LayerProperties()
    properties.bounds = Rect(origin: .zero, size: frame.size)
    properties.position = Point(x: frame.midX, y: frame.midY)
    configure(&properties)
    return RenderLayer(
      layerID: id, properties: properties, content: content, sublayers: sublayers,
      changeCount: changeCount)
  }
  func text(_ string: String, color: Color, size: Double, bold: Bool) -> RenderContent {
    RenderContent(
      text: RenderContent.Text(
        string: string,
        font: bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size),
        foregroundColor: color, alignment: .center, isWrapped: false, truncation: .end))
  }
  let die = ImageRenderer(size: Size(width: 160, height: 160), scale: 2).image { context in
    var face = Path()
    face.addRoundedRect(in: Rect(x: 4, y: 4, width: 152, height: 152), cornerRadius: 24)
    context.setFillColor(.white)
    context.fill(face, rule: .nonZero)
    context.setStrokeColor(.darkGray)
    context.setLineWidth(4)
    context.stroke(face)
    context.setFillColor(.black)
    for (x, y) in [(40.0, 40.0), (120, 40), (80, 80), (40, 120), (120, 120)] {
      context.fillEllipse(in: Rect(x: x - 12, y: y - 12, width: 24, height: 24))
    }
  }
  let image = layer(2, frame: Rect(x: 60, y: 60, width: 200, height: 200)) {
    $0.contents = die
    $0.contentsGravity = .resizeAspect
  }
  func button(_ id: UInt64, _ title: String, y: Double) -> RenderLayer {
    let label = layer(
      id + 1, frame: Rect(x: 0, y: 11, width: 200, height: 24),
      content: text(title, color: .white, size: 17, bold: true))
    return layer(id, frame: Rect(x: 60, y: y, width: 200, height: 44), sublayers: [label]) {
      $0.backgroundColor = .systemBlue
      $0.cornerRadius = 10
    }
  }
  let label = layer(
    7, frame: Rect(x: 20, y: 280, width: 280, height: 24),
    content: text("Rolled a 5 at 1.00 hops per second", color: .darkGray, size: 15, bold: false))
  return layer(
    1, frame: Rect(x: 0, y: 0, width: 320, height: 480),
    sublayers: [image, label, button(3, "Roll", y: 330), button(5, "Sit Still!", y: 390)]
  ) { $0.backgroundColor = .white }
}

/// A frame of the DiceRoller window in which only the die moved: by a
/// point to the right on odd iterations, back on even ones, as while it
/// hops. `root` is ``makeDiceRollerRoot(changeCount:)``'s.
@MainActor
public func makeDiceRollerFrame(root: RenderLayer, iteration: Int) -> RenderSnapshot {
  var sublayers = root.sublayers
  let die = sublayers[0]
  var properties = die.properties
  properties.position.x += Double(iteration % 2)
  sublayers[0] = RenderLayer(
    layerID: die.layerID, properties: properties, content: die.content,
    sublayers: die.sublayers, changeCount: UInt64(iteration))
  let newRoot = RenderLayer(
    layerID: root.layerID, properties: root.properties, content: root.content,
    sublayers: sublayers, changeCount: UInt64(iteration))
  return RenderSnapshot(root: newRoot, time: 0, hasChanges: true)
}
