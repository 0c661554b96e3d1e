import ZoetropeGraphics

@testable import ZoetropeUI

/// Scripted touches one frame apart, and a log of a control's events.
@MainActor
extension TestHost {
  /// Sends one raw touch event at the current time plus a frame, and runs
  /// that frame.
  func touch(_ kind: InputEvent.Kind, at point: Point, id: Int = 0) {
    app.enqueue(
      InputEvent(kind: kind, touchID: id, location: point, timestamp: now + frameInterval))
    advance(by: frameInterval)
  }
}

/// Every control event with its name, in declaration order.
let namedControlEvents: [(Control.Event, String)] = [
  (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
  (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"),
  (.touchDragExit, "dragExit"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
  (.touchCancel, "cancel"), (.valueChanged, "valueChanged"),
  (.primaryActionTriggered, "primary"),
]

/// Records the names of the events a control sends.
@MainActor
final class EventLog {
  var names: [String] = []

  init(_ control: Control) {
    for (event, name) in namedControlEvents {
      control.addAction(for: event) { [weak self] _ in self?.names.append(name) }
    }
  }
}
