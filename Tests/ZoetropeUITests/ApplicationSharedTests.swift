import Foundation
import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

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

extension UI {
  /// The current application, animation blocks and their completions
  /// belong to a `LayerContext`; an application runs its frames in the
  /// context it was created in.
  @Suite @MainActor struct UIContextTests {
    @Test func eachContextHasItsOwnApplication() {
      let a = LayerContext()
      let b = LayerContext()
      let app = LayerContext.$current.withValue(a) { Application(clock: ManualClock()) }
      #expect(app.context === a)
      LayerContext.$current.withValue(a) { #expect(Application.current === app) }
      LayerContext.$current.withValue(b) { #expect(Application.current == nil) }
    }

    @Test func aFrameRunsInItsApplicationsContext() {
      let a = LayerContext()
      let b = LayerContext()
      let app = LayerContext.$current.withValue(a) { Application(clock: ManualClock()) }
      var finished: Bool?
      LayerContext.$current.withValue(a) {
        View.animate(withDuration: 0, animations: {}, completion: { finished = $0 })
      }
      #expect(app.needsFrame)
      // Advanced from another context, the frame still delivers the
      // completion queued in the application's own.
      LayerContext.$current.withValue(b) { app.advance(to: 0) { _ in } }
      #expect(finished == true)
      #expect(!app.needsFrame)
    }

    @Test func animationBlocksDoNotLeakAcrossContexts() {
      let a = LayerContext()
      let b = LayerContext()
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      LayerContext.$current.withValue(a) {
        View.setAnimationsEnabled(false)
        #expect(!View.areAnimationsEnabled)
      }
      LayerContext.$current.withValue(b) {
        #expect(View.areAnimationsEnabled)
        View.animate(withDuration: 1) {
          LayerContext.$current.withValue(a) { #expect(AnimationBlock.stack.isEmpty) }
          #expect(AnimationBlock.stack.count == 1)
          view.alpha = 0.5
        }
      }
    }
  }
}
