import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// A transition animation in a layer tree reaches the renderer.
@MainActor
@Suite struct TransitionRenderingTests {
  @Test func fadeHalfwayBlendsBothImages() throws {
    Transaction.begin()
    Transaction.setDisableActions(true)
    defer { Transaction.commit() }
    let red = try Image(pixelWidth: 10, pixelHeight: 10, scale: 1, filledWith: .red)
    let blue = try Image(pixelWidth: 10, pixelHeight: 10, scale: 1, filledWith: .blue)
    let layer = Layer()
    layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    layer.position = Point(x: 5, y: 5)
    layer.contents = red
    let tree = LayerTree(rootLayer: layer)
    tree.frame(at: 0)
    let fade = TransitionAnimation(type: .fade, subtype: .fromLeft)
    fade.duration = 1
    fade.timingFunction = .linear
    layer.add(fade, forKey: "contents")
    layer.contents = blue
    let renderer = Renderer()
    let start = renderer.render(tree.frame(at: 0), size: Size(width: 10, height: 10))
    let middle = renderer.render(tree.frame(at: 0.5), size: Size(width: 10, height: 10))
    let end = renderer.render(tree.frame(at: 2), size: Size(width: 10, height: 10))
    #expect(start.color(atX: 5, y: 5).isClose(to: .red))
    // A cross-dissolve: opaque throughout, half red and half blue.
    #expect(middle.color(atX: 5, y: 5).isClose(to: Color(red: 0.5, green: 0, blue: 0.5)))
    #expect(end.color(atX: 5, y: 5) == .blue)
  }

  @Test func revealSlidesTheOldContentsOutOnTop() throws {
    let red = try Image(pixelWidth: 40, pixelHeight: 40, scale: 1, filledWith: .red)
    let blue = try Image(pixelWidth: 40, pixelHeight: 40, scale: 1, filledWith: .blue)
    func render(_ type: TransitionType, _ subtype: TransitionSubtype) -> Image {
      Fixture.render(
        [
          Fixture.layer(frame: Rect(x: 0, y: 0, width: 40, height: 40)) {
            $0.contents = blue
            $0.contentsTransition = ContentsTransition(
              previousContents: red, type: type, subtype: subtype, progress: 0.25)
          }
        ], size: Size(width: 40, height: 40))
    }
    // Reveal from the right, a quarter done: the old red image has slid
    // 10 points left and still covers x 0...30, on top of the new blue
    // one, which shows only where the red has left.
    let reveal = render(.reveal, .fromRight)
    #expect(reveal.color(atPoint: 15, 20) == .red)
    #expect(reveal.color(atPoint: 29, 20) == .red)
    #expect(reveal.color(atPoint: 35, 20) == .blue)
    // Move in from the top: the new blue image slides down over the still
    // red one, covering y 0...10.
    let moveIn = render(.moveIn, .fromTop)
    #expect(moveIn.color(atPoint: 20, 5) == .blue)
    #expect(moveIn.color(atPoint: 20, 25) == .red)
    // Push from the left: both move right; the new one covers x 0...10.
    let push = render(.push, .fromLeft)
    #expect(push.color(atPoint: 5, 20) == .blue)
    #expect(push.color(atPoint: 25, 20) == .red)
  }
}
