import Testing
import ZoetropeGraphics
import ZoetropeLayoutSolver

@testable import ZoetropeUI

#if canImport(Glibc)
import Glibc
#endif

extension UI {
  /// What `ZOETROPE_LAYOUT_SYSTEM` writes: an engine's solver calls, one a
  /// line, for replaying the system in another solver.
  @Suite @MainActor struct LayoutSystemRecordingTests {
    @Test func callsAreWrittenOneALineAndReadBack() throws {
      let solver = Solver()
      let recording = LayoutSystemRecording()
      solver.recorder = { constraint, added in
        MainActor.assumeIsolated { recording.record(constraint, added: added) }
      }
      let x = solver.makeVariable()
      let y = solver.makeVariable()
      let pin = SolverConstraint(LinearExpression([(x, 1)], constant: -10), .equal)
      let wish = SolverConstraint(
        LinearExpression([(y, 1), (x, -2)], constant: 0.5), .lessThanOrEqual,
        strength: Strength.medium)
      try solver.add(pin)
      try solver.add(wish)
      try solver.remove(pin)
      #expect(
        recording.lines == [
          "# Zoetrope layout system v1",
          "add 0 eq 1001001000.0 -10.0 \(x.index):1.0",
          "add 1 le 1000.0 0.5 \(y.index):1.0 \(x.index):-2.0",
          "remove 0",
        ])
      let path = "/tmp/zoetrope-layout-system-\(getpid()).txt"
      defer { unlink(path) }
      let (_, warnings) = withWarningsCaptured { recording.write(to: path) }
      #expect(warnings.isEmpty)
      let file = try #require(fopen(path, "r"))
      defer { fclose(file) }
      var buffer = [CChar](repeating: 0, count: 4096)
      var text = ""
      while fgets(&buffer, Int32(buffer.count), file) != nil {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        text += String(decoding: bytes, as: UTF8.self)
      }
      #expect(text == recording.lines.joined(separator: "\n") + "\n")
      #expect(access(path + ".partial", F_OK) != 0)
    }

    @Test func anUnwritablePathIsAWarning() {
      let recording = LayoutSystemRecording()
      let (_, warnings) = withWarningsCaptured {
        recording.write(to: "/nonexistent-directory/system.txt")
      }
      #expect(
        warnings == ["ZOETROPE_LAYOUT_SYSTEM: cannot write /nonexistent-directory/system.txt"])
    }
  }
}
