import Testing
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeUI

/// A tap recognizer that never keeps another from recognizing.
@MainActor
final class NonPreventingTap: TapGestureRecognizer {
  override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }
}

/// A tap recognizer that no other keeps from recognizing.
@MainActor
final class UnpreventableTap: TapGestureRecognizer {
  override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }
}

extension UI {
  /// UIKit's `canPrevent(_:)` and `canBePrevented(by:)`: subclasses that
  /// stand aside let two recognizers of the same touches both recognize.
  @Suite @MainActor struct GesturePreventionTests {
    /// Two taps on one view: by default the first to recognize fails the
    /// other; when either side says no, both recognize.
    @Test(arguments: ["default", "canPrevent", "canBePrevented"])
    func twoTapsOnOneView(variant: String) throws {
      let stage = GestureStage()
      func make() -> TapGestureRecognizer {
        switch variant {
        case "canPrevent": NonPreventingTap()
        case "canBePrevented": UnpreventableTap()
        default: TapGestureRecognizer()
        }
      }
      let (first, second) = (make(), make())
      let (firstLog, secondLog) = (GestureLog(), GestureLog())
      firstLog.watch(first)
      secondLog.watch(second)
      stage.card.addGestureRecognizer(first)
      stage.card.addGestureRecognizer(second)
      try stage.run("0.5 tap 160,300")
      let recognized = [firstLog, secondLog].filter { $0.states == [.recognized] }.count
      #expect(recognized == (variant == "default" ? 1 : 2), "\(variant)")
    }
  }
}
