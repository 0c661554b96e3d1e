import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@Suite struct RandomSourceTests {
  @Test func sameSeedSameSequence() {
    var a = SeededRandomNumberGenerator(seed: 42)
    var b = SeededRandomNumberGenerator(seed: 42)
    var c = SeededRandomNumberGenerator(seed: 43)
    let first = (0..<100).map { _ in a.next() }
    #expect(first == (0..<100).map { _ in b.next() })
    #expect(first != (0..<100).map { _ in c.next() })
    let sourceA = RandomSource.seeded(7)
    let sourceB = RandomSource.seeded(7)
    #expect(
      (0..<50).map { _ in sourceA.int(in: 1...6) } == (0..<50).map { _ in sourceB.int(in: 1...6) })
  }

  @Test func knownSplitMix64Values() {
    // Reference values of SplitMix64 for seed 0.
    var generator = SeededRandomNumberGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func diceAreRoughlyUniform() {
    let source = RandomSource.seeded(1)
    var counts = [Int](repeating: 0, count: 7)
    let rolls = 60_000
    for _ in 0..<rolls { counts[source.int(in: 1...6)] += 1 }
    #expect(counts[0] == 0)
    // Chi-squared with 5 degrees of freedom: 20.5 is the 0.999 quantile.
    let expected = Double(rolls) / 6
    let chiSquared = counts[1...].reduce(0.0) { sum, count in
      sum + (Double(count) - expected) * (Double(count) - expected) / expected
    }
    #expect(chiSquared < 20.5)
  }

  @Test func doublesStayInRangeWithTheRightMean() {
    let source = RandomSource.seeded(2)
    let values = (0..<20_000).map { _ in source.double(in: -1...3) }
    #expect(values.allSatisfy { (-1...3).contains($0) })
    let mean = values.reduce(0, +) / Double(values.count)
    #expect(abs(mean - 1) < 0.05)
    let (unbounded, warnings) = withWarningsCaptured { source.double(in: -Double.infinity...1) }
    #expect(unbounded == 0)
    #expect(warnings.count == 1)
    #expect(warnings.allSatisfy { $0.contains("-inf...1.0) needs finite bounds") })
    #expect(source.double(in: 5...5) == 5)
  }

  @Test func elementsAndBooleans() {
    let source = RandomSource.seeded(3)
    #expect(source.element(of: [Int]()) == nil)
    let picks = Set((0..<200).map { _ in source.element(of: ["a", "b", "c"]) ?? "" })
    #expect(picks == ["a", "b", "c"])
    let trues = (0..<10_000).filter { _ in source.bool() }.count
    #expect(abs(trues - 5_000) < 300)
    _ = RandomSource.system.next()
  }
}
