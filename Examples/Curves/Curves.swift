// `make demo` until the windowed apps exist: Apple's named timing curves and
// a few springs, sampled by the real timing engine and plotted in the
// terminal.

import ZoetropeAnimation

@main
struct Curves {
  static func main() {
    print("Zoetrope: Core Animation's named timing curves, as the engine evaluates them.\n")
    let curves: [(String, TimingFunction)] = [
      ("linear", .linear),
      ("default", .default),
      ("easeIn", .easeIn),
      ("easeOut", .easeOut),
      ("easeInEaseOut", .easeInEaseOut),
    ]
    printTable(curves)
    for (name, curve) in curves where name != "linear" {
      print()
      print(Plot(title: "\(name) — progress against time, 0…1 s").render { curve.value(at: $0) })
    }

    let springs: [(String, Spring)] = [
      ("CASpringAnimation defaults (mass 1, stiffness 100, damping 10)", Spring()),
      ("Spring(duration: 0.5, bounce: 0.3)", Spring(duration: 0.5, bounce: 0.3)),
      ("critically damped, response 0.5", Spring(response: 0.5, dampingFraction: 1)),
    ]
    for (name, spring) in springs {
      let settle = spring.settlingDuration
      print()
      let title = "\(name): settles in \(format(settle)) s"
      print(Plot(title: title, duration: settle, range: -0.1...1.4).render { spring.value(at: $0) })
    }
  }

  /// Prints each curve's value at a few progress points.
  static func printTable(_ curves: [(String, TimingFunction)]) {
    let samples = [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0]
    let header = "time".padding(16) + samples.map { format($0).padding(7) }.joined()
    print(header)
    print(String(repeating: "-", count: header.count))
    for (name, curve) in curves {
      print(name.padding(16) + samples.map { format(curve.value(at: $0)).padding(7) }.joined())
    }
  }
}

/// A text plot of a function of time.
struct Plot {
  var title: String
  var duration = 1.0
  var range: ClosedRange<Double> = -0.05...1.05
  var width = 64
  var height = 20

  func render(_ function: (Double) -> Double) -> String {
    var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
    func row(for value: Double) -> Int? {
      let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
      guard fraction.isFinite, (0...1).contains(fraction) else { return nil }
      return height - 1 - Int((fraction * Double(height - 1)).rounded())
    }
    for level in [0.0, 1.0] {
      if let r = row(for: level) {
        for column in 0..<width { grid[r][column] = "·" }
      }
    }
    for column in 0..<width {
      let time = duration * Double(column) / Double(width - 1)
      if let r = row(for: function(time)) { grid[r][column] = "●" }
    }
    let lines = grid.map { "  │" + String($0) }
    let axis = "  └" + String(repeating: "─", count: width)
    return ([title] + lines + [axis]).joined(separator: "\n")
  }
}

/// Formats a number with two decimals, without Foundation.
func format(_ value: Double) -> String {
  guard value.isFinite, abs(value) < 1e15 else { return value.description }
  let hundredths = Int((value * 100).rounded())
  let sign = hundredths < 0 ? "-" : ""
  let magnitude = abs(hundredths)
  let fraction = magnitude % 100
  return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

extension String {
  /// The string padded with spaces on the right to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
