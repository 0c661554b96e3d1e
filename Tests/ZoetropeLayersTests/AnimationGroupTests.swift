import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

@MainActor
@Suite("AnimationGroup")
struct AnimationGroupTests {
  private func model() -> LayerProperties {
    var properties = LayerProperties()
    properties.position = Point(x: -1, y: -1)
    properties.opacity = 0.5
    return properties
  }

  private func code(_ animation: Animation) -> AnimationError.Code? {
    do {
      try animation.validate()
      return nil
    } catch {
      return error.code
    }
  }

  @Test func childrenRunOnTheGroupsTimeline() {
    let fade = BasicAnimation(keyPath: \.opacity, from: 1, to: 0)  // duration 0: the group's
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 100)
    move.beginTime = 0.5
    move.duration = 1
    let group = AnimationGroup(animations: [fade, move])
    group.duration = 2
    group.beginTime = 10
    let before = group.evaluated(at: 10.25, on: model())
    #expect(before.opacity == 0.875)
    #expect(before.position.x == -1)  // move has not begun
    let during = group.evaluated(at: 11, on: model())
    #expect(during.opacity == 0.5)
    #expect(during.position.x == 50)
    let after = group.evaluated(at: 11.75, on: model())
    #expect(after.position.x == -1)  // move has ended and does not fill
    #expect(after.opacity == 0.125)
    // The children's own timing is untouched.
    #expect(fade.duration == 0 && move.duration == 1)
  }

  @Test func childFillModesApplyWithinTheGroup() {
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 100)
    move.beginTime = 0.5
    move.duration = 1
    move.fillMode = .both
    let group = AnimationGroup(animations: [move])
    group.duration = 2
    #expect(group.evaluated(at: 0.25, on: model()).position.x == 0)
    #expect(group.evaluated(at: 1.75, on: model()).position.x == 100)
  }

  @Test func theGroupsDurationClipsItsChildren() {
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 100)
    move.duration = 4
    move.fillMode = .forwards
    let group = AnimationGroup(animations: [move])
    group.duration = 2
    #expect(group.evaluated(at: 1, on: model()).position.x == 25)
    // Past the group's end the child is cut off, though it would still run.
    #expect(!group.mediaTiming.state(atParentTime: 3).isInEffect)
    #expect(group.evaluated(at: 3, on: model()).position.x == -1)
    // A group that fills forwards holds the child where the group ended.
    group.fillMode = .forwards
    #expect(group.evaluated(at: 3, on: model()).position.x == 50)
    #expect(group.evaluated(at: 30, on: model()).position.x == 50)
  }

  @Test func childRepeatsWithinTheGroup() {
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 10)
    move.duration = 0.5
    move.repeatCount = .infinity
    let group = AnimationGroup(animations: [move])
    group.duration = 2
    #expect(group.evaluated(at: 0.25, on: model()).position.x == 5)
    #expect(group.evaluated(at: 1.75, on: model()).position.x == 5)
  }

  @Test func childrenApplyInOrder() {
    let first = BasicAnimation(keyPath: \.position.x, from: 0, to: 100)
    let second = BasicAnimation(keyPath: \.position.x, from: 0, to: 10)
    second.isAdditive = true
    let group = AnimationGroup(animations: [first, second])
    group.duration = 1
    #expect(group.evaluated(at: 0.5, on: model()).position.x == 55)
    group.animations = [second, first]
    #expect(group.evaluated(at: 0.5, on: model()).position.x == 50)
  }

  @Test func groupTimingShapesTheChildrensTime() {
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 100)
    let group = AnimationGroup(animations: [move])
    group.duration = 1
    group.autoreverses = true
    #expect(group.evaluated(at: 1.25, on: model()).position.x == 75)
    group.autoreverses = false
    group.speed = 2
    #expect(group.evaluated(at: 0.25, on: model()).position.x == 50)
    group.speed = 1
    group.timingFunction = .easeIn
    let eased = TimingFunction.easeIn.value(at: 0.5)
    #expect(abs(group.evaluated(at: 0.5, on: model()).position.x - 100 * eased) < 1e-9)
  }

  @Test func groupsNest() {
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 100)
    let inner = AnimationGroup(animations: [move])
    inner.beginTime = 1
    inner.duration = 2
    let outer = AnimationGroup(animations: [inner])
    outer.duration = 4
    #expect(outer.evaluated(at: 2, on: model()).position.x == 50)
    #expect(outer.evaluated(at: 0.5, on: model()).position.x == -1)
  }

  @Test func copyingCopiesTheChildren() {
    let move = BasicAnimation(keyPath: \.position.x, from: 0, to: 100)
    let group = AnimationGroup(animations: [move, BasicAnimation(keyPath: \.opacity, to: 0)])
    group.duration = 3
    let copy = group.copy()
    #expect(copy.animations.count == 2 && copy.duration == 3)
    let copiedMove = copy.animations.first as? BasicAnimation<Double>
    #expect(copiedMove !== move)
    #expect(copiedMove?.toValue == 100)
    move.toValue = 7
    #expect(copiedMove?.toValue == 100)
    group.animations.removeAll()
    #expect(copy.animations.count == 2)
  }

  @Test func validationChecksTheChildren() {
    let group = AnimationGroup(animations: [BasicAnimation(keyPath: \.opacity, to: 1)])
    #expect(code(group) == nil)
    group.animations.append(BasicAnimation(keyPath: \.opacity, to: .nan))
    #expect(code(group) == .nonFiniteValue)
    let nested = AnimationGroup(animations: [group])
    #expect(code(nested) == .nonFiniteValue)
  }

  @Test func aGroupInsideItselfIsRejectedWithoutHanging() {
    let group = AnimationGroup(animations: [BasicAnimation(keyPath: \.opacity, to: 0)])
    let inner = AnimationGroup(animations: [group])
    group.animations.append(inner)
    #expect(code(group) == .cyclicGroup)
    let copy = group.copy()
    #expect(code(copy) == .cyclicGroup)
    group.duration = 1
    #expect(group.evaluated(at: 0.5, on: model()).opacity == 0.25)
    group.prepare(previous: model())
    group.animations.removeAll()  // break the cycle so the objects can be freed
  }

  @Test func preparingReachesTheChildren() throws {
    let image = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .red)
    let slide = BasicAnimation<Double>(keyPath: \.position.x)
    let transition = TransitionAnimation()
    let group = AnimationGroup(animations: [AnimationGroup(animations: [slide]), transition])
    var previous = model()
    previous.position.x = 42
    previous.contents = image
    group.prepare(previous: previous)
    #expect(slide.previousValue == 42)
    #expect(transition.previousContents == image)
  }

  @Test func anEmptyGroupChangesNothing() {
    let group = AnimationGroup()
    group.duration = 1
    #expect(code(group) == nil)
    #expect(group.evaluated(at: 0.5, on: model()) == model())
  }
}
