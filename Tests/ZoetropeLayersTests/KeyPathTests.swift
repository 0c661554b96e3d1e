import Testing

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

@MainActor
@Suite("Key paths")
struct KeyPathTests {
  // MARK: Key names

  @Test func storedPropertiesUseCoreAnimationNames() {
    #expect(BasicAnimation(keyPath: \.position, to: .zero).keyName == "position")
    #expect(BasicAnimation(keyPath: \.opacity, to: 0).keyName == "opacity")
    #expect(BasicAnimation(keyPath: \.isHidden, to: true).keyName == "hidden")
    #expect(BasicAnimation(keyPath: \.bounds, to: .zero).keyName == "bounds")
    #expect(BasicAnimation(keyPath: \.transform, to: .identity).keyName == "transform")
    #expect(BasicAnimation<Image?>(keyPath: \.contents).keyName == "contents")
    #expect(BasicAnimation(keyPath: \.backgroundColor, to: .red).keyName == "backgroundColor")
    #expect(BasicAnimation(keyPath: \.zPosition, to: 1).keyName == "zPosition")
  }

  @Test func componentsUseDottedNames() {
    #expect(BasicAnimation(keyPath: \.position.x, to: 0).keyName == "position.x")
    #expect(BasicAnimation(keyPath: \.position.y, to: 0).keyName == "position.y")
    #expect(BasicAnimation(keyPath: \.bounds.size, to: .zero).keyName == "bounds.size")
    #expect(BasicAnimation(keyPath: \.bounds.origin, to: .zero).keyName == "bounds.origin")
    #expect(
      BasicAnimation(keyPath: \.bounds.size.width, to: 0).keyName == "bounds.size.width")
    #expect(BasicAnimation(keyPath: \.anchorPoint.y, to: 0).keyName == "anchorPoint.y")
  }

  @Test func derivedTransformComponentsUseCoreAnimationNames() {
    #expect(
      BasicAnimation(keyPath: \.transform.rotation, by: 1).keyName == "transform.rotation")
    #expect(BasicAnimation(keyPath: \.transform.scale, to: 2).keyName == "transform.scale")
    #expect(BasicAnimation(keyPath: \.transform.scaleX, to: 2).keyName == "transform.scale.x")
    #expect(BasicAnimation(keyPath: \.transform.scaleY, to: 2).keyName == "transform.scale.y")
    #expect(
      BasicAnimation(keyPath: \.transform.translation, to: .zero).keyName
        == "transform.translation")
    #expect(
      BasicAnimation(keyPath: \.transform.translation.dx, to: 0).keyName
        == "transform.translation.x")
    #expect(
      BasicAnimation(keyPath: \.transform.translation.dy, to: 0).keyName
        == "transform.translation.y")
  }

  @Test func unknownKeyPathsFallBackToTheirSwiftSpelling() {
    #expect(BasicAnimation(keyPath: \.transform.tx, to: 0).keyName == "transform.tx")
    let transition = BasicAnimation<ContentsTransition?>(keyPath: \.contentsTransition)
    #expect(transition.keyName == "contentsTransition")
  }

  // MARK: Rotation

  @Test(arguments: [0, 0.3, -0.3, 1, -2, 3, -3.1, Double.pi, Double.pi / 2, -Double.pi / 4])
  func rotationRoundTripsAndKeepsTheOtherComponents(angle: Double) {
    var parts = Transform.Decomposed(
      translation: Vector(dx: 5, dy: -7), rotation: 0.5, scale: Vector(dx: 2, dy: 3), skew: 0.25)
    var transform = Transform(parts)
    transform.rotation = angle
    #expect(abs(transform.rotation - angle) < 1e-12)
    let after = transform.decomposed()
    #expect(after.translation == Vector(dx: 5, dy: -7))
    #expect(abs(after.scale.dx - 2) < 1e-12 && abs(after.scale.dy - 3) < 1e-12)
    #expect(abs(after.skew - 0.25) < 1e-12)
    parts.rotation = angle
    #expect(isClose(transform, Transform(parts)))
  }

  @Test func aFullTurnIsTheIdentityRotation() {
    var transform = Transform(scaleX: 2, y: 2)
    transform.rotation = 2 * .pi
    #expect(abs(transform.rotation) < 1e-12)
    #expect(abs(transform.a - 2) < 1e-12 && abs(transform.b) < 1e-12)
    #expect(abs(transform.c) < 1e-12 && abs(transform.d - 2) < 1e-12)
  }

  @Test func anglesOutsideTheRangeReadBackWrapped() {
    var transform = Transform.identity
    transform.rotation = 1.5 * .pi
    #expect(abs(transform.rotation + 0.5 * .pi) < 1e-12)
  }

  // MARK: Scale and translation

  @Test func uniformScaleReadsTheAverageAndSetsBoth() {
    var transform = Transform(Transform.Decomposed(rotation: 0.5, scale: Vector(dx: 2, dy: 4)))
    #expect(abs(transform.scale - 3) < 1e-12)
    transform.scale = 1.5
    #expect(abs(transform.scaleX - 1.5) < 1e-12)
    #expect(abs(transform.scaleY - 1.5) < 1e-12)
    #expect(abs(transform.rotation - 0.5) < 1e-12)
  }

  @Test func axisScalesSetOneAxis() {
    var transform = Transform(translationX: 3, y: 4)
    transform.scaleX = 2
    transform.scaleY = 0.5
    #expect(transform == Transform(a: 2, b: 0, c: 0, d: 0.5, tx: 3, ty: 4))
    #expect(transform.scaleX == 2 && transform.scaleY == 0.5)
  }

  @Test func translationIsTxAndTy() {
    var transform = Transform(rotationAngle: 1)
    #expect(transform.translation == .zero)
    transform.translation = Vector(dx: 10, dy: -20)
    #expect(transform.tx == 10 && transform.ty == -20)
    #expect(transform.translation == Vector(dx: 10, dy: -20))
    #expect(abs(transform.rotation - 1) < 1e-12)
  }

  @Test func nonFiniteComponentsAreIgnoredWithAWarning() {
    let original = Transform(scaleX: 2, y: 3).rotatedBy(0.2)
    let (result, warnings) = withWarningsCaptured {
      var transform = original
      transform.rotation = .nan
      transform.scale = .infinity
      transform.scaleX = -.infinity
      transform.scaleY = .nan
      transform.translation = Vector(dx: 1, dy: .nan)
      return transform
    }
    #expect(result == original)
    #expect(warnings.count == 5)
    #expect(warnings.allSatisfy { $0.contains("not finite") })
  }

  @Test func componentKeyPathsWorkOnLayerProperties() {
    var properties = LayerProperties()
    properties[keyPath: \.transform.rotation] = .pi / 2
    properties[keyPath: \.transform.translation.dx] = 7
    #expect(abs(properties.transform.b - 1) < 1e-12)
    #expect(properties.transform.tx == 7)
  }

  private func isClose(_ lhs: Transform, _ rhs: Transform) -> Bool {
    let pairs = [
      (lhs.a, rhs.a), (lhs.b, rhs.b), (lhs.c, rhs.c), (lhs.d, rhs.d), (lhs.tx, rhs.tx),
      (lhs.ty, rhs.ty),
    ]
    return pairs.allSatisfy { abs($0 - $1) < 1e-12 }
  }
}
