import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// The emitter's particles as a function of time and seed, its values
/// and its caps.
@MainActor
@Suite struct EmitterLayerTests {
  /// A cell emitting `rate` particles a second, each living `lifetime`.
  func cell(rate: Double, lifetime: Double) -> EmitterCell {
    var cell = EmitterCell()
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.velocity = 50
    cell.velocityRange = 20
    cell.emissionRange = 2 * .pi
    cell.spin = 1
    cell.spinRange = 2
    return cell
  }

  func emitter(_ cells: [EmitterCell], seed: UInt32 = 1) -> EmitterLayer {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let emitter = EmitterLayer()
    emitter.emitterCells = cells
    emitter.seed = seed
    emitter.emitterPosition = Point(x: 50, y: 50)
    Transaction.commit()
    return emitter
  }

  @Test func theLiveCountIsTheBirthRateTimesTheAgeOrLifetime() {
    let emitter = emitter([cell(rate: 10, lifetime: 2), cell(rate: 37, lifetime: 0.5)])
    for time in [0.0, 0.05, 0.3, 0.5, 0.75, 1, 1.5, 1.99, 2, 2.5, 10, 1234.5] {
      let particles = emitter.particles(atLocalTime: time)
      let first = particles.filter { $0.cellIndex == 0 }.count
      let second = particles.filter { $0.cellIndex == 1 }.count
      #expect(abs(Double(first) - 10 * min(time, 2)) <= 1, "t = \(time): \(first)")
      #expect(abs(Double(second) - 37 * min(time, 0.5)) <= 1, "t = \(time): \(second)")
    }
    #expect(emitter.particles(atLocalTime: -1).isEmpty)
  }

  @Test func particlesArePureFunctionsOfTimeAndSeed() {
    let cells = [cell(rate: 50, lifetime: 3)]
    let a = emitter(cells, seed: 9).particles(atLocalTime: 2.5)
    let b = emitter(cells, seed: 9).particles(atLocalTime: 2.5)
    let c = emitter(cells, seed: 10).particles(atLocalTime: 2.5)
    #expect(a == b)
    #expect(a.count == c.count)
    #expect(a != c)
    // A particle keeps its identity and random values as time passes.
    let later = emitter(cells, seed: 9).particles(atLocalTime: 2.6)
    let same = later.first { $0.index == a.last?.index }
    #expect(same != nil)
    #expect(same?.color == a.last?.color)
  }

  @Test func motionFollowsVelocityAndAcceleration() {
    var falling = EmitterCell()
    falling.birthRate = 1
    falling.lifetime = 10
    falling.velocity = 10
    falling.emissionLongitude = 0
    falling.yAcceleration = 4
    falling.scale = 2
    falling.scaleSpeed = 0.5
    falling.alphaSpeed = -0.25
    let emitter = emitter([falling])
    // Particle 0, born at 0, at t = 2: (50 + 10·2, 50 + ½·4·4).
    let first = emitter.particles(atLocalTime: 2).first { $0.index == 0 }
    #expect(first?.position == Point(x: 70, y: 58))
    #expect(first?.scale == 3)
    #expect(first?.color.alpha == 0.5)
  }

  @Test func shapesPlaceTheStartPoints() {
    var still = EmitterCell()
    still.birthRate = 200
    still.lifetime = 10
    let emitter = emitter([still])
    Transaction.begin()
    Transaction.setDisableActions(true)
    emitter.emitterShape = .circle
    emitter.emitterMode = .outline
    emitter.emitterSize = Size(width: 20, height: 0)
    Transaction.commit()
    for particle in emitter.particles(atLocalTime: 1) {
      let dx = particle.position.x - 50
      let dy = particle.position.y - 50
      #expect(abs((dx * dx + dy * dy).squareRoot() - 20) < 1e-9)
    }
    emitter.emitterShape = .rectangle
    emitter.emitterMode = .surface
    emitter.emitterSize = Size(width: 40, height: 10)
    for particle in emitter.particles(atLocalTime: 1) {
      #expect(abs(particle.position.x - 50) <= 20 && abs(particle.position.y - 50) <= 5)
    }
    emitter.emitterMode = .points
    let corners = Set(emitter.particles(atLocalTime: 1).map(\.position))
    #expect(corners.count == 4)
  }

  @Test func theTreeStampsTheLocalTimeAndKeepsUpdating() {
    let emitter = emitter([cell(rate: 10, lifetime: 1)])
    let tree = LayerTree(rootLayer: emitter)
    _ = tree.frame(at: 0)
    let snapshot = tree.frame(at: 0.5)
    #expect(snapshot.root.properties.emissionTime == 0.5)
    #expect(snapshot.root.properties.emittedParticles().count == 6)
    #expect(tree.frame(at: 0.7).root !== snapshot.root)
    #expect(emitter.model.emissionTime == 0)
  }

  @Test func badBirthRatesAndLifetimesAreClampedWithWarnings() {
    var bad = EmitterCell()
    let (_, cellWarnings) = withWarningsCaptured {
      bad.birthRate = .nan
      bad.birthRate = -5
      bad.lifetime = -1
      bad.lifetime = .infinity
      bad.lifetimeRange = .nan
      bad.velocity = .nan
      bad.scale = .infinity
    }
    #expect(cellWarnings.count == 7)
    #expect(bad.birthRate == 0)
    #expect(bad.lifetime == 0)
    #expect(bad.lifetimeRange == 0)
    #expect(bad.velocity == 0)
    #expect(bad.scale == 1)
    let emitter = EmitterLayer()
    let (_, layerWarnings) = withWarningsCaptured {
      emitter.birthRate = -1
      emitter.lifetime = .nan
      emitter.emitterPosition = Point(x: .nan, y: 3)
    }
    #expect(layerWarnings.count == 3)
    #expect(emitter.birthRate == 0)
    #expect(emitter.lifetime == 0)
    #expect(emitter.emitterPosition == Point(x: 0, y: 3))
  }

  @Test func aBirthRateOfABillionIsCapped() {
    var flood = EmitterCell()
    let (_, warnings) = withWarningsCaptured { flood.birthRate = 1e9 }
    #expect(warnings.count == 1)
    #expect(flood.birthRate == EmitterCell.maximumBirthRate)
    flood.lifetime = 10
    let emitter = EmitterLayer()
    let (_, more) = withWarningsCaptured { emitter.emitterCells = [flood] }
    #expect(more.count == 1)
    // 100,000 a second for 10 seconds: a million would be alive; the
    // newest 100,000 are drawn.
    let particles = emitter.particles(atLocalTime: 20)
    #expect(particles.count <= EmitterLayer.maximumParticleCount)
    #expect(particles.count > EmitterLayer.maximumParticleCount - 10)
    #expect(particles.allSatisfy { $0.age < 1.01 })
  }
}
