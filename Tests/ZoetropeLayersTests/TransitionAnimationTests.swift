import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

@MainActor
@Suite("TransitionAnimation")
struct TransitionAnimationTests {
  private let old: Image
  private let new: Image

  init() throws {
    old = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .red)
    new = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .blue)
  }

  private func code(_ animation: Animation) -> AnimationError.Code? {
    do {
      try animation.validate()
      return nil
    } catch {
      return error.code
    }
  }

  @Test func fadeFromThePreparedContentsToTheModels() throws {
    let fade = TransitionAnimation()
    fade.duration = 1
    var previous = LayerProperties()
    previous.contents = old
    fade.prepare(previous: previous)
    var model = LayerProperties()
    model.contents = new
    let result = fade.evaluated(at: 0.25, on: model)
    #expect(result.contents == new)
    let transition = try #require(result.contentsTransition)
    #expect(transition.previousContents == old)
    #expect(transition.type == .fade)
    #expect(transition.progress == 0.25)
    #expect(transition.previousContentsOpacity == 0.75)
    #expect(transition.contentsOpacity == 0.25)
    #expect(transition.previousContentsOffset(in: Size(width: 100, height: 50)) == .zero)
    #expect(transition.contentsOffset(in: Size(width: 100, height: 50)) == .zero)
    // Outside its interval the transition leaves nothing behind.
    #expect(fade.evaluated(at: 2, on: model).contentsTransition == nil)
    #expect(model.contentsTransition == nil)
  }

  @Test func progressRunsFromStartToEndThroughTheTiming() {
    let fade = TransitionAnimation()
    fade.duration = 1
    fade.startProgress = 0.2
    fade.endProgress = 0.6
    #expect(code(fade) == nil)
    let middle = fade.evaluated(at: 0.5, on: LayerProperties()).contentsTransition?.progress
    #expect(abs((middle ?? 0) - 0.4) < 1e-12)
    fade.startProgress = 0
    fade.endProgress = 1
    fade.timingFunction = .easeIn
    let eased = fade.evaluated(at: 0.5, on: LayerProperties()).contentsTransition?.progress
    #expect(eased == TimingFunction.easeIn.value(at: 0.5))
  }

  @Test func slidingOffsets() {
    let size = Size(width: 100, height: 50)
    func state(_ type: TransitionType, _ subtype: TransitionSubtype) -> ContentsTransition {
      ContentsTransition(previousContents: old, type: type, subtype: subtype, progress: 0.25)
    }
    let push = state(.push, .fromLeft)
    #expect(push.previousContentsOffset(in: size) == Vector(dx: 25, dy: 0))
    #expect(push.contentsOffset(in: size) == Vector(dx: -75, dy: 0))
    #expect(push.previousContentsOpacity == 1 && push.contentsOpacity == 1)
    let moveIn = state(.moveIn, .fromRight)
    #expect(moveIn.previousContentsOffset(in: size) == .zero)
    #expect(moveIn.contentsOffset(in: size) == Vector(dx: 75, dy: 0))
    let reveal = state(.reveal, .fromTop)
    #expect(reveal.previousContentsOffset(in: size) == Vector(dx: 0, dy: 12.5))
    #expect(reveal.contentsOffset(in: size) == .zero)
    let up = state(.push, .fromBottom)
    #expect(up.previousContentsOffset(in: size) == Vector(dx: 0, dy: -12.5))
    #expect(up.contentsOffset(in: size) == Vector(dx: 0, dy: 37.5))
  }

  @Test func progressIsClamped() {
    let over = ContentsTransition(
      previousContents: nil, type: .fade, subtype: .fromLeft, progress: 1.5)
    #expect(over.progress == 1)
    let under = ContentsTransition(
      previousContents: nil, type: .fade, subtype: .fromLeft, progress: -0.5)
    #expect(under.progress == 0)
    let nan = ContentsTransition(
      previousContents: nil, type: .fade, subtype: .fromLeft, progress: .nan)
    #expect(nan.progress == 0)
  }

  @Test func badProgressRangeIsRejected() {
    let fade = TransitionAnimation()
    fade.startProgress = 0.8
    fade.endProgress = 0.2
    #expect(code(fade) == .invalidTiming)
    fade.startProgress = .nan
    fade.endProgress = 1
    #expect(code(fade) == .invalidTiming)
    fade.startProgress = 0
    fade.endProgress = 1.5
    #expect(code(fade) == .invalidTiming)
    fade.endProgress = 1
    #expect(code(fade) == nil)
  }

  @Test func copyKeepsEverything() {
    let push = TransitionAnimation(type: .push, subtype: .fromBottom)
    push.startProgress = 0.1
    push.endProgress = 0.9
    var previous = LayerProperties()
    previous.contents = old
    push.prepare(previous: previous)
    let copy = push.copy()
    #expect(copy !== push)
    #expect(copy.type == .push && copy.subtype == .fromBottom)
    #expect(copy.startProgress == 0.1 && copy.endProgress == 0.9)
    #expect(copy.previousContents == old)
  }

  @Test func names() {
    #expect(TransitionType.moveIn.description == "moveIn")
    #expect(TransitionSubtype.fromRight.description == "fromRight")
    #expect(TransitionAnimation().type == .fade)
  }
}
