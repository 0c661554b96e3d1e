import Testing
import ZoetropeAnimation
import ZoetropeTesting

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// Animations named by Core Animation's string key paths: what each name
/// resolves to, how the untyped form picks its value type, and what adding
/// one that does not resolve reports.
@MainActor
@Suite(.isolatedLayerContext) struct StringKeyPathTests {
  /// A layer in a tree, with implicit animations off.
  private func makeTree() -> (Layer, LayerTree) {
    let layer = Layer()
    layer.delegate = NoImplicitAnimations.shared
    layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    return (layer, LayerTree(rootLayer: layer))
  }

  /// Adds an animation to a fresh layer and returns the warnings and
  /// whether it was attached.
  private func added(_ animation: Animation) -> (warnings: [String], attached: Bool) {
    let (layer, _) = makeTree()
    let (_, warnings) = withWarningsCaptured { layer.add(animation, forKey: "a") }
    return (warnings, layer.animation(forKey: "a") != nil)
  }

  @Test func doubleNamesResolveToTheTypedKeyPaths() throws {
    let expected: [(String, WritableKeyPath<LayerProperties, Double>)] = [
      ("strokeEnd", \.strokeEnd), ("strokeStart", \.strokeStart), ("opacity", \.opacity),
      ("position.x", \.position.x), ("position.y", \.position.y),
      ("bounds.size.width", \.bounds.size.width), ("bounds.size.height", \.bounds.size.height),
      ("transform.rotation.z", \.transform.rotation), ("transform.rotation", \.transform.rotation),
      ("transform.scale", \.transform.scale), ("transform.scale.x", \.transform.scaleX),
      ("transform.translation.x", \.transform.translation.dx),
      ("transform.translation.y", \.transform.translation.dy), ("cornerRadius", \.cornerRadius),
      ("shadowOpacity", \.shadowOpacity), ("birthRate", \.emitterBirthRate),
    ]
    for (name, keyPath) in expected {
      let animation = BasicAnimation(keyPath: name)
      #expect(animation.keyPath == keyPath, "\(name)")
      #expect(throws: Never.self) { try animation.validate() }
    }
    let drawn = BasicAnimation(keyPath: "strokeEnd")
    #expect(type(of: drawn) == BasicAnimation<Double>.self)
    #expect(BasicAnimation(keyPath: "transform.rotation.z").keyName == "transform.rotation")
  }

  @Test func otherTypesComeFromTheValuesOrTheTypeArgument() {
    #expect(BasicAnimation(keyPath: "position", to: Point(x: 1, y: 2)).keyPath == \.position)
    #expect(BasicAnimation<Size>(keyPath: "bounds.size").keyPath == \.bounds.size)
    #expect(BasicAnimation<Rect>(keyPath: "bounds").keyPath == \.bounds)
    #expect(
      BasicAnimation(keyPath: "backgroundColor", to: Color.systemOrange).keyPath
        == \.backgroundColor)
    #expect(BasicAnimation(keyPath: "hidden", from: true, to: false).keyPath == \.isHidden)
    #expect(BasicAnimation<Image?>(keyPath: "contents").keyPath == \.contents)
    #expect(BasicAnimation<Int>(keyPath: "instanceCount", to: 5).keyPath == \.instanceCount)
    #expect(BasicAnimation<Transform>(keyPath: "transform").keyPath == \.transform)
    // Core Animation's "transform" is a 3D matrix.
    #expect(BasicAnimation<Transform3D>(keyPath: "transform").keyPath == \.transform3D)
    #expect(
      BasicAnimation<Transform3D>(keyPath: "instanceTransform").keyPath == \.instanceTransform3D)
    // Integer literals make Double values, as for "strokeEnd".
    #expect(
      type(of: BasicAnimation(keyPath: "opacity", from: 0, to: 1)) == BasicAnimation<Double>.self)
  }

  @Test func aNamedAnimationRunsOnALayer() {
    let (layer, tree) = makeTree()
    let slide = BasicAnimation(keyPath: "position.x", from: 0, to: 100)
    slide.duration = 1
    let spin = BasicAnimation(keyPath: "transform.rotation.z", by: .pi)
    spin.duration = 1
    tree.frame(at: 0)
    let (_, warnings) = withWarningsCaptured {
      layer.add(slide, forKey: "slide")
      layer.add(spin, forKey: "spin")
    }
    #expect(warnings.isEmpty)
    tree.frame(at: 0.01)
    tree.frame(at: 0.51)
    #expect(abs(layer.presentation().position.x - 50) < 1e-9)
    #expect(abs(layer.presentation().transform.rotation - .pi / 2) < 1e-9)
  }

  @Test func anUnknownNameIsAWarningAndNothingIsAdded() throws {
    let typo = BasicAnimation(keyPath: "strokeEnds", from: 0, to: 1)
    #expect(typo.keyName == "strokeEnds")
    let (warnings, attached) = added(typo)
    #expect(!attached)
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasSuffix(
        "\"strokeEnds\" is not the key path of an animatable layer property;"
          + " did you mean \"strokeEnd\"?") == true, "\(warnings)")
    let error = try #require(throws: AnimationError.self) { try typo.validate() }
    #expect(error.code == .unknownKeyPath)
  }

  @Test func unknownNamesGetAHint() {
    func message(_ name: String) -> String {
      do {
        try BasicAnimation(keyPath: name).validate()
        return ""
      } catch {
        return error.description
      }
    }
    #expect(message("isHidden").hasSuffix("did you mean \"hidden\"?"))
    #expect(message("StrokeEnd").hasSuffix("did you mean \"strokeEnd\"?"))
    #expect(message("frame").contains("animate \"position\" and \"bounds\""))
    #expect(message("transform.rotation.x").contains("Transform3D values for \"transform\""))
    #expect(message("transform.rotatoin.z").hasSuffix("did you mean \"transform.rotation.z\"?"))
    #expect(message("transform.skew").contains("the parts of \"transform\" are"))
    #expect(message("wobble") == "\"wobble\" is not the key path of an animatable layer property")
  }

  @Test func aValueOfTheWrongTypeIsAWarningAndNothingIsAdded() throws {
    // No values and no type: Double, which "position" is not.
    let move = BasicAnimation(keyPath: "position")
    let (warnings, attached) = added(move)
    #expect(!attached)
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasSuffix(
        "\"position\" is a Point property, but the animation's values are Double;"
          + " write BasicAnimation<Point>(keyPath: \"position\", …)") == true, "\(warnings)")
    let error = try #require(throws: AnimationError.self) { try move.validate() }
    #expect(error.code == .typeMismatch)
    let count = BasicAnimation(keyPath: "instanceCount", to: 5)
    #expect(added(count).warnings.first?.contains("write BasicAnimation<Int>") == true)
    let transform = BasicAnimation<Double>(keyPath: "transform")
    #expect(
      added(transform).warnings.first?.contains("is a Transform or Transform3D property") == true)
  }

  @Test func settingTheKeyPathReplacesTheName() {
    let animation = BasicAnimation(keyPath: "opacit", from: 0, to: 1)
    animation.keyPath = \.opacity
    #expect(animation.keyName == "opacity")
    #expect(throws: Never.self) { try animation.validate() }
    #expect(added(animation).attached)
  }

  @Test func copiesAndGroupsKeepTheProblem() {
    let typo = BasicAnimation(keyPath: "opacit", from: 0, to: 1)
    #expect(throws: AnimationError.self) { try typo.copy().validate() }
    let group = AnimationGroup(animations: [BasicAnimation(keyPath: "opacity"), typo])
    let (warnings, attached) = added(group)
    #expect(!attached)
    #expect(warnings.first?.contains("\"opacit\"") == true)
  }

  @Test func theStopCallbackHearsTheAnimationDidNotFinish() {
    let (layer, tree) = makeTree()
    var stops: [Bool] = []
    let typo = BasicAnimation(keyPath: "strokeEnds")
    typo.onStop = { stops.append($0) }
    _ = withWarningsCaptured { layer.add(typo, forKey: "typo") }
    tree.frame(at: 0)
    #expect(stops == [false])
  }

  @Test func springAndKeyframeAnimationsTakeNamesToo() {
    let drop = SpringAnimation(keyPath: "position.y", to: 300)
    #expect(drop.keyPath == \.position.y && type(of: drop) == SpringAnimation<Double>.self)
    #expect(SpringAnimation(keyPath: "strokeEnd").keyPath == \.strokeEnd)
    #expect(SpringAnimation<Point>(keyPath: "position").keyPath == \.position)
    let shake = KeyframeAnimation(keyPath: "position.x", values: [0, 10, -10, 10, 0])
    #expect(shake.keyPath == \.position.x && shake.values == [0, 10, -10, 10, 0])
    #expect(KeyframeAnimation(keyPath: "opacity").keyPath == \.opacity)
    #expect(
      KeyframeAnimation<Bool>(keyPath: "hidden", values: [true, false]).keyPath == \.isHidden)
    let path = Path(ovalIn: Rect(x: 0, y: 0, width: 50, height: 50))
    let orbit = KeyframeAnimation(keyPath: "position", path: path)
    #expect(orbit.keyPath == \.position && orbit.path == path)
    #expect(!added(SpringAnimation(keyPath: "position", to: 3)).attached)
    #expect(!added(KeyframeAnimation(keyPath: "strokeEnds", values: [0, 1])).attached)
  }
}
