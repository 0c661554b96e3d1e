import Foundation
import Testing
import ZoetropeAnimation

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct ApplicationSharedTests {
    @Test func sharedIsTheApplicationCreatedLast() {
      let first = Application(clock: ManualClock())
      #expect(Application.shared === first)
      let second = Application(clock: ManualClock())
      #expect(Application.shared === second && Application.current === second)
      Application.shared = first
      #expect(Application.current === first)
    }

    /// Before any application exists, reading `shared` stops the program
    /// with a message that says what to do (run in a child process: the
    /// test process has applications already).
    @Test func sharedBeforeAnyApplicationStopsWithAMessage() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          Application.current = nil
          _ = Application.shared.random
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("Application.shared was read before an Application exists"))
      #expect(message.contains("Application(clock:)"))
    }
  }
}
