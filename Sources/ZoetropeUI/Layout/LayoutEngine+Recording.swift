import ZoetropeGraphics
import ZoetropeLayoutSolver

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The constraints an engine gives its solver, as text for replaying the
/// same system in another solver (`ZOETROPE_LAYOUT_SYSTEM`,
/// `Benchmarks/layout-kiwi list`).
///
/// One line a call, in order: `add ID REL STRENGTH CONSTANT VAR:COEF …`
/// (`REL` is `le`, `eq` or `ge`: the expression `Σ COEF·vVAR + CONSTANT`
/// compared with zero) and `remove ID`. Numbers are Swift's shortest
/// round-trip decimals; variables are the solver's variable numbers.
@MainActor
final class LayoutSystemRecording {
  /// The lines so far.
  private(set) var lines: [String] = ["# Zoetrope layout system v1"]
  /// Each constraint's number, by identity.
  private var numbers: [ObjectIdentifier: Int] = [:]

  /// Records one call of the solver.
  func record(_ constraint: SolverConstraint, added: Bool) {
    let key = ObjectIdentifier(constraint)
    let number = numbers[key] ?? numbers.count
    numbers[key] = number
    guard added else {
      lines.append("remove \(number)")
      return
    }
    let relation =
      switch constraint.relation {
      case .lessThanOrEqual: "le"
      case .equal: "eq"
      case .greaterThanOrEqual: "ge"
      }
    let expression = constraint.expression
    let terms = expression.terms.map { "\($0.variable.index):\($0.coefficient)" }
    lines.append(
      (["add", "\(number)", relation, "\(constraint.strength)", "\(expression.constant)"] + terms)
        .joined(separator: " "))
  }

  /// Writes the lines to a file through a temporary file renamed into
  /// place, so the file is whole or absent; a failure is a warning.
  func write(to path: String) {
    let temporary = path + ".partial"
    guard let file = fopen(temporary, "w") else {
      zoetropeWarning("ZOETROPE_LAYOUT_SYSTEM: cannot write \(path)")
      return
    }
    let text = lines.joined(separator: "\n") + "\n"
    let written = text.utf8CString.withUnsafeBufferPointer { buffer in
      fwrite(buffer.baseAddress, 1, buffer.count - 1, file)
    }
    let closed = fclose(file) == 0
    guard written == text.utf8.count, closed, rename(temporary, path) == 0 else {
      unlink(temporary)
      zoetropeWarning("ZOETROPE_LAYOUT_SYSTEM: cannot write \(path)")
      return
    }
  }
}

extension LayoutEngine {
  /// Starts recording the solver's constraints when
  /// `ZOETROPE_LAYOUT_SYSTEM` names a file.
  func startRecordingIfAsked() -> LayoutSystemRecording? {
    guard Diagnostics.current.layoutSystemPath != nil else { return nil }
    let recording = LayoutSystemRecording()
    solver.recorder = { constraint, added in
      MainActor.assumeIsolated { recording.record(constraint, added: added) }
    }
    return recording
  }

  /// Writes a recording started by ``startRecordingIfAsked()`` and stops
  /// recording.
  func finishRecording(_ recording: LayoutSystemRecording?) {
    guard let recording, let path = Diagnostics.current.layoutSystemPath else { return }
    solver.recorder = nil
    recording.write(to: path)
  }
}
