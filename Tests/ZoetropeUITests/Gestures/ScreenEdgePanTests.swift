import Testing
import ZoetropeTesting

@testable import ZoetropeUI

extension UI {
  /// `ScreenEdgePanGestureRecognizer`: a pan that starts at one of its
  /// window edges and moves away from it; any other drag fails it.
  @Suite @MainActor struct ScreenEdgePanTests {
    /// The card fills the 320 × 480 window, so every drag starts on it.
    @Test(arguments: [
      ("0.5 drag 5,240 -> 200,240 over 0.3", RectEdge.left, true),
      ("0.5 drag 315,240 -> 120,240 over 0.3", .right, true),
      ("0.5 drag 160,476 -> 160,300 over 0.3", .bottom, true),
      ("0.5 drag 160,4 -> 160,200 over 0.3", .top, true),
      // Not at the edge: 60 points in.
      ("0.5 drag 60,240 -> 250,240 over 0.3", .left, false),
      // At the edge, but along it.
      ("0.5 drag 5,100 -> 5,300 over 0.3", .left, false),
      // At the edge, but towards it.
      ("0.5 drag 18,240 -> 0,240 over 0.2", .left, false),
      // At an edge it does not watch.
      ("0.5 drag 315,240 -> 120,240 over 0.3", .left, false),
    ])
    func startsOnlyAtItsEdges(script: String, edges: RectEdge, recognizes: Bool) throws {
      let stage = GestureStage(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      let edge = ScreenEdgePanGestureRecognizer()
      edge.edges = edges
      let log = GestureLog()
      var translations: [Point] = []
      log.watch(edge) { translations.append($0.translation(in: nil)) }
      stage.card.addGestureRecognizer(edge)
      try stage.run(script)
      if recognizes {
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        // It is a pan: the translation is the whole drag.
        let last = try #require(translations.last)
        #expect(abs(last.x) + abs(last.y) > 170)
      } else {
        #expect(log.states.isEmpty, "\(log.states)")
      }
    }

    @Test func noEdgesNeverBegins() throws {
      let stage = GestureStage(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      let edge = ScreenEdgePanGestureRecognizer()
      let log = GestureLog()
      log.watch(edge)
      stage.card.addGestureRecognizer(edge)
      try stage.run("0.5 drag 2,240 -> 200,240 over 0.3")
      #expect(log.states.isEmpty)
      #expect(
        ScreenEdgePanGestureRecognizer.edges(
          near: Point(x: 2, y: 470), in: Rect(x: 0, y: 0, width: 320, height: 480))
          == [.left, .bottom])
    }
  }
}
