import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// Random render trees for comparing the compositor with Cairo: random
/// frames on whole and fractional points, translations, scales, flips and
/// turns, opacities, clips with and without rounded corners, borders,
/// nesting, contents images with every gravity and filter, transitions,
/// text and custom drawing, all from one seeded generator.
@MainActor
struct RandomTrees {
  var generator: SeededRandomNumberGenerator
  /// The size of the window the trees are drawn in, in points.
  let size = Size(width: 48, height: 40)

  /// A few contents images: 1x and 2x, opaque and translucent.
  let images: [Image] = [
    Fixture.testImage(),
    Fixture.testImage(scale: 2),
    ImageRenderer(size: Size(width: 9, height: 7)).image { context in
      context.setFillColor(Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.6))
      context.fillEllipse(in: Rect(x: 0.5, y: 0.5, width: 8, height: 6))
    },
    Fixture.checker(),
  ]

  init(seed: UInt64) {
    generator = SeededRandomNumberGenerator(seed: seed)
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < probability
  }

  mutating func number(_ range: ClosedRange<Double>, wholeChance: Double = 0.6) -> Double {
    let value = Double.random(in: range, using: &generator)
    return chance(wholeChance) ? value.rounded() : value
  }

  mutating func color() -> Color {
    Color(
      red: Double.random(in: 0...1, using: &generator),
      green: Double.random(in: 0...1, using: &generator),
      blue: Double.random(in: 0...1, using: &generator),
      alpha: chance(0.5) ? 1 : Double.random(in: 0.05...1, using: &generator))
  }

  mutating func transform() -> Transform {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0...3: return .identity
    case 4, 5:
      return Transform(translationX: number(-6...6), y: number(-6...6))
    case 6:
      let scales = [0.5, 2, -1, 1.5, 0.25]
      let sx = scales.randomElement(using: &generator) ?? 1
      return Transform(
        scaleX: sx, y: chance(0.5) ? sx : (scales.randomElement(using: &generator) ?? 1))
    case 7:
      return Transform(
        scaleX: number(0.3...2.5, wholeChance: 0), y: number(0.3...2.5, wholeChance: 0))
    case 8:
      return Transform(rotationAngle: Double.random(in: -Double.pi...Double.pi, using: &generator))
    default:
      return Transform(
        rotationAngle: Double.pi / 2 * Double(Int.random(in: 0...3, using: &generator)))
    }
  }

  /// A random layer with up to `depth` more levels of sublayers.
  mutating func layer(depth: Int) -> RenderLayer {
    let frame = Rect(
      x: number(-8...44), y: number(-8...36), width: number(0...30), height: number(0...30))
    var content: RenderContent?
    if chance(0.12) {
      content = RenderContent(
        text: RenderContent.Text(
          string: ["Hi", "Zoetrope", "A b c", "9:41"].randomElement(using: &generator) ?? "Hi",
          font: .systemFont(ofSize: number(6...14)), foregroundColor: color(),
          alignment: .center, isWrapped: chance(0.5), truncation: .end))
    } else if chance(0.1) {
      let recorder = RecordingGraphicsContext(size: frame.size)
      recorder.setFillColor(color())
      recorder.fillEllipse(in: Rect(x: 1, y: 1, width: frame.width, height: frame.height / 2))
      recorder.setStrokeColor(color())
      recorder.stroke(Rect(x: 2, y: 2, width: frame.width / 2, height: frame.height - 3))
      content = RenderContent(drawing: recorder.commands)
    }
    var sublayers: [RenderLayer] = []
    if depth > 0 {
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        sublayers.append(layer(depth: depth - 1))
      }
    }
    let image = images.randomElement(using: &generator)
    let previous = images.randomElement(using: &generator)
    let gravity = ContentsGravity.allCases.randomElement(using: &generator) ?? .resize
    let filters: [ContentsFilter] = [.linear, .nearest, .trilinear]
    var values: [Double] = []
    for _ in 0..<24 { values.append(Double.random(in: 0...1, using: &generator)) }
    let transform = self.transform()
    let opacity = values[0] < 0.65 ? 1 : (values[0] < 0.7 ? 0 : values[1])
    let background = color()
    let border = color()
    let anchor = values[2] < 0.8 ? Point(x: 0.5, y: 0.5) : Point(x: values[3], y: values[4])
    let transition: ContentsTransition? =
      values[5] < 0.05
      ? ContentsTransition(
        previousContents: previous,
        type: [.fade, .push, .moveIn, .reveal][Int(values[6] * 3.99)],
        subtype: .fromLeft, progress: values[7]) : nil
    return Fixture.layer(frame: frame, content: content, sublayers: sublayers) {
      $0.transform = transform
      $0.anchorPoint = anchor
      $0.opacity = opacity
      $0.isHidden = values[8] < 0.04
      if values[9] < 0.6 { $0.backgroundColor = background }
      if values[10] < 0.2 { $0.cornerRadius = values[11] * 10 }
      if values[12] < 0.2 {
        $0.borderWidth = values[13] * 4
        $0.borderColor = border
      }
      $0.masksToBounds = values[14] < 0.25
      if values[15] < 0.35 {
        $0.contents = image
        $0.contentsGravity = gravity
        $0.contentsScale = values[16] < 0.3 ? 2 : 1
        $0.minificationFilter = filters[Int(values[17] * 2.99)]
        $0.magnificationFilter = filters[Int(values[18] * 2.99)]
      }
      $0.contentsTransition = transition
    }
  }

  /// A random tree: a root covering the window with a few random subtrees.
  mutating func snapshot() -> RenderSnapshot {
    var layers: [RenderLayer] = []
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      layers.append(layer(depth: Int.random(in: 0...3, using: &generator)))
    }
    return Fixture.snapshot(size: size, layers)
  }

  /// The next frame of a tree: a few layers moved, turned, faded,
  /// recoloured, hidden, given new content, added, removed or reordered;
  /// every unchanged subtree is the same render layer as before.
  mutating func mutate(_ layer: RenderLayer, depth: Int = 0) -> RenderLayer {
    var sublayers = layer.sublayers.map { mutate($0, depth: depth + 1) }
    var properties = layer.properties
    var content = layer.content
    if depth > 0, chance(0.25) {
      switch Int.random(in: 0..<8, using: &generator) {
      case 0:
        properties.position.x += number(-5...5)
        properties.position.y += number(-5...5)
      case 1: properties.opacity = chance(0.3) ? 1 : Double.random(in: 0...1, using: &generator)
      case 2: properties.backgroundColor = color()
      case 3: properties.isHidden.toggle()
      case 4: properties.transform = transform()
      case 5: properties.contents = chance(0.3) ? nil : images.randomElement(using: &generator)
      case 6:
        content = RenderContent(
          text: RenderContent.Text(
            string: "\(Int.random(in: 1...6, using: &generator))", font: .systemFont(ofSize: 9),
            foregroundColor: color(), alignment: .left, isWrapped: false, truncation: .end))
      default: properties.masksToBounds.toggle()
      }
    }
    if chance(0.1) {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: sublayers.append(self.layer(depth: 1))
      case 1 where !sublayers.isEmpty:
        sublayers.remove(at: Int.random(in: 0..<sublayers.count, using: &generator))
      default:
        if sublayers.count > 1 { sublayers.swapAt(0, sublayers.count - 1) }
      }
    }
    let unchanged =
      properties == layer.properties && content == layer.content
      && sublayers.count == layer.sublayers.count
      && zip(sublayers, layer.sublayers).allSatisfy { $0 === $1 }
    if unchanged { return layer }
    Fixture.nextID += 1
    return RenderLayer(
      layerID: layer.layerID, properties: properties, content: content, sublayers: sublayers,
      changeCount: Fixture.nextID)
  }
}
