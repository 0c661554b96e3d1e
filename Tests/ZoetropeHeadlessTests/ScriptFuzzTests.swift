import Testing
import Zoetrope
import ZoetropeGraphics

@testable import Hello
@testable import ZoetropeHeadless

#if canImport(Glibc)
import Glibc
#endif

/// A seeded script fuzzer over the parser and the headless host.
///
/// Random scripts (from the grammar, then
/// mutated: huge and odd numbers, long lines, stray bytes, CR, BOM, NUL,
/// unclosed quotes) go through the parser and, when they parse, through a
/// headless host running the Hello app. Nothing may trap or hang, and
/// every error message stays short.
///
/// By default it runs 300 inputs. `ZOETROPE_SCRIPT_FUZZ_SECONDS=600` runs it
/// for 10 minutes instead, and `ZOETROPE_SCRIPT_FUZZ_SEED` picks the seed;
/// it prints the inputs run, how many parsed, and the time.
@MainActor
@Suite struct ScriptFuzzTests {
  /// SplitMix64: a small, seedable generator.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let numbers = [
    "0", "0.5", "1", "2.25", "-1", "1e300", "-1e300", "1e-300", "nan", "inf", "-inf",
    "1000000", "1000000.0001", "999999.99", "0x10", "1_0", "", "9999999999999999999999",
    "4.9e-324", "1.7976931348623157e308", "-0", ".5", "5.", "1e", "٣",
  ]
  static let words = [
    "tap", "drag", "down", "move", "up", "to", "over", "touch", "\"Animate\"", "\"\"",
    "\"Hello, Zoetrope!\"", "\"nope\"", ",", ";", "#", "\"", "\\", "\u{FEFF}", "\r", "\r\n",
    "\0", "\u{0085}", "\u{2028}", "🎲", "é", "fling", "press", "pinch", "rotate", "velocity",
    "scale", "by", "for", "at", "120hz", "hz", "->",
  ]

  static func pick<T>(_ options: [T], _ random: inout Generator) -> T {
    options[Int(random.next() % UInt64(options.count))]
  }

  /// Mostly ordinary numbers, one in ten from the hostile list.
  static func number(_ random: inout Generator) -> String {
    random.next() % 10 == 0
      ? pick(numbers, &random) : String(Double(random.next() % 4000) / 10 - 50)
  }

  static func point(_ random: inout Generator) -> String {
    "\(number(&random)),\(number(&random))"
  }

  /// One command from the grammar, with random numbers.
  static func command(time: Double, _ random: inout Generator) -> String {
    let time = random.next() % 20 == 0 ? pick(numbers, &random) : String(time)
    let target = random.next() % 3 == 0 ? "\"Animate\"" : point(&random)
    let rate = random.next() % 3 == 0 ? " at \(pick(numbers, &random))hz" : ""
    switch random.next() % 10 {
    case 6:
      return "\(time) fling \(target) velocity \(point(&random)) over 0.\(random.next() % 3)\(rate)"
    case 7:
      return "\(time) press \(target) for \(pick(numbers, &random))"
    case 8:
      return "\(time) pinch \(target) scale \(number(&random)) over 0.2\(rate)"
    case 9:
      return "\(time) rotate \(target) by \(number(&random))\(rate)"
    case 0: return "\(time) tap \(target)"
    case 1:
      let destination =
        random.next() % 2 == 0 ? String(Double(random.next() % 11) / 10) : point(&random)
      let over = random.next() % 4 == 0 ? pick(numbers, &random) : "0.\(random.next() % 5)"
      return "\(time) drag \(target) to \(destination) over \(over)"
    case 2, 3, 4:
      let touch = random.next() % 20 == 0 ? "10" : String(1 + random.next() % 9)
      return "\(time) down \(target) touch \(touch); \(time) move \(point(&random)) touch"
        + " \(touch); \(time) up \(point(&random)) touch \(touch)"
    default: return "\(time) drag \(target) -> \(point(&random)) -> \(point(&random))\(rate)"
    }
  }

  /// A script: grammar lines, then a few mutations.
  static func script(_ random: inout Generator) -> String {
    var lines: [String] = []
    var time = 0.0
    for _ in 0..<(random.next() % 12) {
      time += 0.4 + Double(random.next() % 500) / 1000
      lines.append(command(time: time, &random))
    }
    var text = lines.joined(separator: pick(["\n", "\r\n", "\r", "; "], &random))
    let mutations = random.next() % 3 == 0 ? random.next() % 4 : 0
    for _ in 0..<mutations {
      var characters = Array(text)
      let position = characters.isEmpty ? 0 : Int(random.next() % UInt64(characters.count + 1))
      switch random.next() % 5 {
      case 0:
        characters.insert(contentsOf: pick(words, &random), at: position)
      case 1:
        characters.insert(contentsOf: pick(numbers, &random), at: position)
      case 2 where !characters.isEmpty && position < characters.count:
        characters.remove(at: position)
      case 3:
        let scalar = Unicode.Scalar(UInt8(truncatingIfNeeded: random.next()))
        characters.insert(Character(scalar), at: position)
      default:
        let count = Int(random.next() % 5_000)
        characters.insert(
          contentsOf: String(repeating: pick(words, &random), count: count), at: position)
      }
      text = String(characters)
    }
    if random.next() % 10 == 0 { text = "\u{FEFF}" + text }
    return text
  }

  @Test func randomScriptsNeitherTrapNorHang() {
    let environment = ProcessInfoShim.environment
    let seconds = environment["ZOETROPE_SCRIPT_FUZZ_SECONDS"].flatMap(Double.init)
    let seed = environment["ZOETROPE_SCRIPT_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_123
    var random = Generator(state: seed)
    let start = ProcessInfoShim.now()
    var inputs = 0
    var parsed = 0
    var longest = 0
    while true {
      if let seconds {
        if ProcessInfoShim.now() - start >= seconds { break }
      } else if inputs >= 300 {
        break
      }
      inputs += 1
      let text = Self.script(&random)
      let script: Script
      do {
        script = try Script(parsing: text)
      } catch {
        longest = max(longest, error.description.count)
        #expect(error.description.count < 400, "\(error.description.prefix(400))")
        continue
      }
      parsed += 1
      let host = HeadlessHost(app: Hello(), fps: 30)
      let (_, _) = withWarningsCaptured {
        host.run(script)
        host.advance(to: min(script.duration, 4) + 0.05)
        host.discardPendingCommands(after: "the fuzz run", endingAt: host.time)
      }
      #expect(host.pendingInput.count + host.activeMotions.count < 1_000)
    }
    let elapsed = ProcessInfoShim.now() - start
    print(
      "script fuzz: seed \(seed), \(inputs) inputs, \(parsed) parsed, longest message"
        + " \(longest) characters, \(Int(elapsed)) s")
  }
}

/// The environment and a monotonic clock, without Foundation.
enum ProcessInfoShim {
  static var environment: [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
