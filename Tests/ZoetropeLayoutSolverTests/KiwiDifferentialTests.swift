import Foundation
import Testing
import ZoetropeAnimation

@testable import ZoetropeLayoutSolver

/// Debian's python3-kiwisolver (kiwi, a C++ Cassowary) as an oracle: the
/// same random systems, played in the same order, give the same refusals
/// and the same values to 1e-6 wherever the optimum is unique.
@Suite struct KiwiDifferentialTests {
  /// Reads systems as JSON on standard input and prints, for each, the
  /// refused constraints and the values after the edits and after the
  /// removals.
  static let driver = """
    import json, sys
    import kiwisolver as kiwi
    results = []
    for system in json.load(sys.stdin):
        solver = kiwi.Solver()
        variables = [kiwi.Variable("v%d" % i) for i in range(system["n"])]
        made, refused = [], []
        for index, spec in enumerate(system["constraints"]):
            expression = 0.0 + spec["constant"]
            for variable, coefficient in spec["terms"]:
                expression = expression + coefficient * variables[variable]
            relation = spec["relation"]
            constraint = (expression <= 0) if relation == "le" else (
                (expression == 0) if relation == "eq" else (expression >= 0))
            constraint = constraint | spec["strength"]
            made.append(constraint)
            try:
                solver.addConstraint(constraint)
            except kiwi.UnsatisfiableConstraint:
                refused.append(index)
                # kiwi 1.4.4 can keep a refused row after phase one (its
                # dual simplex then fails): start again from the accepted.
                solver = kiwi.Solver()
                for kept, other in enumerate(made[:-1]):
                    if kept not in refused:
                        solver.addConstraint(other)
        for edit in system["edits"]:
            variable = variables[edit["variable"]]
            solver.addEditVariable(variable, edit["strength"])
            for value in edit["values"]:
                solver.suggestValue(variable, value)
        refused_changes = []
        for number, (index, constant) in enumerate(system["changes"]):
            if index in refused:
                continue
            old = made[index]
            spec = system["constraints"][index]
            expression = old.expression() + (constant - old.expression().constant())
            relation = spec["relation"]
            new = (expression <= 0) if relation == "le" else (
                (expression == 0) if relation == "eq" else (expression >= 0))
            new = new | spec["strength"]
            solver.removeConstraint(old)
            try:
                solver.addConstraint(new)
                made[index] = new
            except kiwi.UnsatisfiableConstraint:
                refused_changes.append(number)
                solver = kiwi.Solver()
                for kept, other in enumerate(made):
                    if kept not in refused:
                        solver.addConstraint(other)
                for edit in system["edits"]:
                    solver.addEditVariable(variables[edit["variable"]], edit["strength"])
                    solver.suggestValue(variables[edit["variable"]], edit["values"][-1])
        solver.updateVariables()
        after_edits = [v.value() for v in variables]
        for index in system["removals"]:
            if index not in refused:
                solver.removeConstraint(made[index])
        solver.updateVariables()
        results.append({"refused": refused, "refusedChanges": refused_changes,
                        "afterEdits": after_edits,
                        "afterRemovals": [v.value() for v in variables]})
    json.dump(results, sys.stdout)
    """

  /// Runs the driver with Debian's Python (the one python3-kiwisolver is
  /// installed for), whatever `python3` is first on the path.
  static func runKiwi(on systems: [RandomSystem]) throws -> [RandomSystem.Outcome] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", driver]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let json = "[" + systems.map(\.json).joined(separator: ",") + "]"
    input.fileHandleForWriting.write(Data(json.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw KiwiUnavailable(
        message: "python3-kiwisolver failed (run scripts/bootstrap to install it): \(message)")
    }
    let parsed = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    return parsed.map { result in
      RandomSystem.Outcome(
        refused: (result["refused"] as? [NSNumber] ?? []).map(\.intValue),
        refusedChanges: (result["refusedChanges"] as? [NSNumber] ?? []).map(\.intValue),
        afterEdits: (result["afterEdits"] as? [NSNumber] ?? []).map(\.doubleValue),
        afterRemovals: (result["afterRemovals"] as? [NSNumber] ?? []).map(\.doubleValue))
    }
  }

  struct KiwiUnavailable: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Whether two solutions agree to 1e-6 (relative above 1).
  static func agree(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
  }

  @Test func randomSystemsMatchKiwisolver() throws {
    var generator = SeededRandomNumberGenerator(seed: 34)
    let systems = (0..<1_200).map { _ in RandomSystem(using: &generator) }
    let expected = try Self.runKiwi(on: systems)
    try #require(expected.count == systems.count)
    var identical = 0
    var ties = 0
    for (index, (system, kiwi)) in zip(systems, expected).enumerated() {
      let (ours, active, final) = try system.solve()
      let sameRefusals = ours.refused == kiwi.refused && ours.refusedChanges == kiwi.refusedChanges
      #expect(sameRefusals, "system \(index): refused constraints or changes differ")
      guard sameRefusals else { continue }
      let checkpoints = [
        (ours.afterEdits, kiwi.afterEdits), (ours.afterRemovals, kiwi.afterRemovals),
      ]
      var allAgree = true
      for (checkpoint, (mine, theirs)) in checkpoints.enumerated()
      where !Self.agree(mine, theirs) {
        allAgree = false
        // Different values are fine only where the optimum is not unique:
        // both feasible, with the same weighted error.
        let mineCost = final.objective(of: mine, active: active[checkpoint], withEdits: true)
        let theirCost = final.objective(of: theirs, active: active[checkpoint], withEdits: true)
        let same = mineCost.flatMap { m in
          theirCost.map { t in abs(m - t) <= 1e-6 * max(1, abs(t)) }
        }
        #expect(same == true, "system \(index) checkpoint \(checkpoint): \(mine) vs \(theirs)")
      }
      if allAgree { identical += 1 } else { ties += 1 }
    }
    #expect(identical >= 1_000, "only \(identical) systems identical (\(ties) ties)")
  }
}
