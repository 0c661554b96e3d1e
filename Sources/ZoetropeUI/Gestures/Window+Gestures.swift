// The window's share of touch delivery: recognizers before views.
extension Window {
  /// Sends one touch of an event through the application's gesture
  /// recognizers to its view (straight to the view without an application).
  func deliverToRecognizersAndView(_ touch: Touch, with event: Event) {
    if let coordinator = Application.current?.gestureCoordinator {
      coordinator.deliver(touch, with: event)
    } else if touch.deliversToView {
      touch.view?.receive(touch, with: event)
    }
  }
}
