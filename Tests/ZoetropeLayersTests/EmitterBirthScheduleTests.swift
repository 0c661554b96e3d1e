import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics
@testable import ZoetropeLayers

/// Birth-rate changes of an emitter: they apply from the frame that
/// presents them, particles already born live on, the history is the
/// same from run to run and stays bounded.
@MainActor
@Suite struct EmitterBirthScheduleTests {
  /// A cell emitting `rate` particles a second, each living `lifetime`
  /// ± `range` / 2.
  func cell(rate: Double, lifetime: Double, range: Double = 0) -> EmitterCell {
    var cell = EmitterCell()
    cell.birthRate = rate
    cell.lifetime = lifetime
    cell.lifetimeRange = range
    cell.velocity = 50
    cell.velocityRange = 20
    cell.emissionRange = 2 * .pi
    return cell
  }

  func emitter(_ cells: [EmitterCell], seed: UInt32 = 3) -> EmitterLayer {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let emitter = EmitterLayer()
    emitter.emitterCells = cells
    emitter.seed = seed
    emitter.emitterPosition = Point(x: 50, y: 50)
    Transaction.commit()
    return emitter
  }

  /// Changes a layer without implicit animations.
  func change(_ body: () -> Void) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    body()
    Transaction.commit()
  }

  /// Runs frames at 60 a second from `from` through `to` (frame numbers),
  /// calling `changes[frame]` before that frame, and returns the
  /// particles each frame's snapshot holds, by frame.
  @discardableResult
  func play(
    _ tree: LayerTree, frames: ClosedRange<Int>, changes: [Int: () -> Void] = [:]
  ) -> [Int: [Particle]] {
    var result: [Int: [Particle]] = [:]
    for frame in frames {
      changes[frame]?()
      let snapshot = tree.frame(at: Double(frame) / 60)
      result[frame] = snapshot.root.properties.emittedParticles()
    }
    return result
  }

  @Test func burstThenStopLetsTheLiveParticlesFinish() {
    // Lifetimes 0.4 to 0.8 s; the layer's rate goes to 0 at 0.5 s.
    let emitter = emitter([cell(rate: 40, lifetime: 0.6, range: 0.4)])
    let steady = self.emitter([cell(rate: 40, lifetime: 0.6, range: 0.4)])
    let tree = LayerTree(rootLayer: emitter)
    let frames = play(
      tree, frames: 0...90, changes: [30: { self.change { emitter.birthRate = 0 } }])
    let atStop = frames[30] ?? []
    let later = frames[36] ?? []
    // At 0.5 the 20 born in [0, 0.5) are drawn, less those already dead.
    #expect(atStop.allSatisfy { $0.index < 20 })
    #expect(atStop == steady.particles(atLocalTime: 0.5).filter { $0.index < 20 })
    // At 0.6 the same particles, unchanged, less those whose lifetime
    // ended: some, not all.
    #expect(later == steady.particles(atLocalTime: 0.6).filter { $0.index < 20 })
    #expect(!later.isEmpty)
    #expect(later.count < atStop.count)
    let ended = atStop.filter { old in !later.contains { $0.index == old.index } }
    #expect(later.count == atStop.count - ended.count)
    // The model reads the same history.
    #expect(emitter.particles(atLocalTime: 0.6) == later)
    // At 0.5 + the longest lifetime (0.8) none are left, and the layer
    // stops updating.
    #expect(frames[78]?.isEmpty == true)
    #expect(emitter.particles(atLocalTime: 1.3).isEmpty)
    #expect(!emitter.needsUpdate)
  }

  @Test func aDoubledRateCountsBothStretches() {
    // The cell's rate doubles at 1 s through its cell; another emitter's
    // through the layer's multiplier.
    let byCell = emitter([cell(rate: 20, lifetime: 10)])
    let byLayer = emitter([cell(rate: 20, lifetime: 10)])
    let cellTree = LayerTree(rootLayer: byCell)
    let layerTree = LayerTree(rootLayer: byLayer)
    let cellFrames = play(
      cellTree, frames: 0...240,
      changes: [60: { self.change { byCell.emitterCells[0].birthRate = 40 } }])
    let layerFrames = play(
      layerTree, frames: 0...240, changes: [60: { self.change { byLayer.birthRate = 2 } }])
    for frame in [0, 30, 59, 60, 61, 90, 120, 180, 240] {
      let time = Double(frame) / 60
      let expected = time <= 1 ? 20 * time : 20 + 40 * (time - 1)
      let count = Double(cellFrames[frame]?.count ?? -10)
      #expect(abs(count - expected) <= 1, "t = \(time): \(count)")
      #expect(layerFrames[frame] == cellFrames[frame], "t = \(time)")
    }
    // The first 20 keep their birth times: those of the constant rate.
    let constant = emitter([cell(rate: 20, lifetime: 10)]).particles(atLocalTime: 4)
    let early = cellFrames[240]?.filter { $0.index < 20 }
    #expect(early == constant.filter { $0.index < 20 })
    // Particle 20 on is born at 1 + (i − 20) / 40.
    let particle = cellFrames[240]?.first { $0.index == 60 }
    #expect(particle.map { abs($0.age - (4 - 2)) < 1e-9 } == true)
  }

  @Test func theSameChangesGiveTheSameParticlesInEveryRun() {
    func run() -> [Int: [Particle]] {
      let emitter = emitter([cell(rate: 30, lifetime: 2, range: 1), cell(rate: 7, lifetime: 3)])
      let tree = LayerTree(rootLayer: emitter)
      return play(
        tree, frames: 0...200,
        changes: [
          20: { self.change { emitter.birthRate = 0 } },
          50: { self.change { emitter.birthRate = 3 } },
          51: { self.change { emitter.emitterCells[1].birthRate = 0 } },
          130: { self.change { emitter.emitterCells[1].birthRate = 50 } },
        ])
    }
    let first = run()
    let second = run()
    #expect(first == second)
    #expect(first[200]?.isEmpty == false)
  }

  @Test func aFrameIsTheSameWhetherTheFramesBetweenChangesRanOrNot() {
    let changes: [Int: (EmitterLayer) -> Void] = [
      30: { emitter in self.change { emitter.birthRate = 0 } },
      45: { emitter in self.change { emitter.birthRate = 2 } },
      100: { emitter in self.change { emitter.emitterCells[0].birthRate = 5 } },
    ]
    let played = emitter([cell(rate: 30, lifetime: 2, range: 1)])
    let skipping = emitter([cell(rate: 30, lifetime: 2, range: 1)])
    let playedTree = LayerTree(rootLayer: played)
    let skippingTree = LayerTree(rootLayer: skipping)
    let all = play(
      playedTree, frames: 0...150, changes: changes.mapValues { change in { change(played) } })
    // Only the frames at 0, the changes and the last.
    var last: [Particle] = []
    for frame in [0, 30, 45, 100, 150] {
      changes[frame]?(skipping)
      last = skippingTree.frame(at: Double(frame) / 60).root.properties.emittedParticles()
    }
    #expect(all[150] == last)
    #expect(!last.isEmpty)
  }

  @Test func aChangeEveryFrameKeepsTheHistoryBounded() {
    // 10,000 changes, one a frame, between 10 and 20 a second.
    let emitter = emitter([cell(rate: 10, lifetime: 2), cell(rate: 10, lifetime: 1000)])
    let tree = LayerTree(rootLayer: emitter)
    var births = [0.0, 0.0]
    var rate = 10.0
    for frame in 0...10_000 {
      let time = Double(frame) / 60
      if frame > 0 {
        for index in births.indices { births[index] += rate / 60 }
        rate = frame % 2 == 0 ? 10 : 20
        change {
          emitter.emitterCells[0].birthRate = rate
          emitter.emitterCells[1].birthRate = rate
        }
      }
      tree.frame(at: time)
    }
    let schedule = emitter.birthSchedule
    let short = schedule?.cells[0]
    let long = schedule?.cells[1]
    // The short-lived cell keeps about its lifetime's changes (2 s at 60
    // a second); the long-lived one the cap.
    #expect((short?.segments.count ?? 0) <= 2 * 60 + 2)
    #expect((short?.segments.count ?? 0) >= 2 * 60)
    #expect(long?.segments.count == BirthSchedule.maximumSegmentCount)
    // Neither loses a birth: the counts are the integral of the rates.
    let end = 10_000.0 / 60
    #expect(abs((short?.count(at: end) ?? 0) - births[0]) < 1e-6)
    #expect(abs((long?.count(at: end) ?? 0) - births[1]) < 1e-6)
    // The short-lived cell's particles are those of its last 2 s: about
    // 15 a second.
    let alive = emitter.particles(atLocalTime: end).filter { $0.cellIndex == 0 }
    #expect(abs(Double(alive.count) - 30) <= 1)
  }

  @Test func aCellAddedLaterStartsEmittingThen() {
    let emitter = emitter([cell(rate: 10, lifetime: 5)])
    let tree = LayerTree(rootLayer: emitter)
    let frames = play(
      tree, frames: 0...120,
      changes: [
        60: { self.change { emitter.emitterCells.append(self.cell(rate: 30, lifetime: 5)) } }
      ])
    let added = frames[120]?.filter { $0.cellIndex == 1 } ?? []
    #expect(abs(Double(added.count) - 30) <= 1)
    #expect(added.allSatisfy { $0.age <= 1 })
    // At the frame that adds it, one particle, just born.
    let first = frames[60]?.filter { $0.cellIndex == 1 }
    #expect(first?.map(\.age) == [0])
  }

  @Test func anAnimatedRateTapersAndItsParticlesFinish() {
    // The rate falls from 1 to 0 over a second, sampled at each frame.
    let emitter = emitter([cell(rate: 60, lifetime: 1)])
    let tree = LayerTree(rootLayer: emitter)
    let fade = BasicAnimation(keyPath: \.emitterBirthRate, from: 1, to: 0)
    fade.duration = 1
    change {
      emitter.birthRate = 0
      emitter.add(fade, forKey: "fade")
    }
    let frames = play(tree, frames: 0...150)
    // Births over the second: ∫ 60 (1 − t) dt = 30, the rate held at
    // each frame's value for 1/60 s.
    let births = emitter.birthSchedule?.cells[0].count(at: 2) ?? 0
    #expect(abs(births - 30.5) <= 1)
    // At the end, the last second's particles are still alive; all are
    // gone a lifetime later.
    #expect((frames[60]?.count ?? 0) > 20)
    #expect(frames[121]?.isEmpty == true)
    #expect(!emitter.needsUpdate)
  }

  @Test func localTimeGoingBackDropsTheLaterHistory() {
    var history = BirthSchedule.History(rate: 10)
    history.record(0, at: 2, longest: 5)
    history.record(10, at: 3, longest: 5)
    #expect(history.segments.count == 3)
    // Back at 1 the rate is 20: the changes at 2 and 3 are gone.
    history.record(20, at: 1, longest: 5)
    #expect(history.segments.count == 2)
    #expect(history.count(at: 2) == 10 + 20)
    // A change undone at the same time merges back.
    history.record(10, at: 1, longest: 5)
    #expect(history.segments.count == 1)
    #expect(history.count(at: 2) == 20)
  }
}
