import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// Registering, replacing and removing actions; sending events.
  @Suite @MainActor struct ControlActionTests {
    @Test func actionsRunInOrderForTheirEvents() {
      let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      var log: [String] = []
      control.addAction(for: .valueChanged) { _ in log.append("a") }
      control.addAction(for: [.valueChanged, .touchDown]) { _ in log.append("b") }
      control.sendActions(for: .valueChanged)
      #expect(log == ["a", "b"])
      log = []
      control.sendActions(for: [.touchDown, .valueChanged])
      #expect(log == ["b", "a", "b"])
    }

    @Test func sameIdentifierReplacesAndRemoveWorksPerEvent() {
      let control = Control()
      var log: [String] = []
      let id = Control.Action.Identifier("roll")
      control.addAction(Control.Action(identifier: id) { _ in log.append("old") }, for: .touchDown)
      control.addAction(
        Control.Action(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
      #expect(control.events(forAction: id) == [.touchDown, .touchUpInside])
      control.sendActions(for: .touchDown)
      #expect(log == ["new"])
      control.removeAction(identifiedBy: id, for: .touchDown)
      control.sendActions(for: .touchDown)
      #expect(log == ["new"])
      #expect(control.allControlEvents == .touchUpInside)
      let action = control.addAction(for: .touchDown) { _ in log.append("x") }
      control.removeAction(action, for: .allEvents)
      control.sendActions(for: .touchDown)
      #expect(log == ["new"])
    }

    @Test func handlerReceivesTheControl() {
      let control = Control()
      var sender: Control?
      control.addAction(for: .valueChanged) { sender = $0 }
      control.sendActions(for: .valueChanged)
      #expect(sender === control)
    }

    @Test func stateFlags() {
      let control = Control()
      #expect(control.state == .normal)
      control.isSelected = true
      control.isHighlighted = true
      control.isEnabled = false
      #expect(control.state == [.selected, .highlighted, .disabled])
    }
  }
}
