// Attaching gesture recognizers to views.
extension View {
  /// The recognizers attached to the view, in the order they were added.
  ///
  /// Setting it removes the recognizers not in the new list and adds the
  /// new ones, as UIKit's settable `gestureRecognizers` does.
  public var gestureRecognizers: [GestureRecognizer] {
    get { storedGestureRecognizers }
    set {
      for recognizer in storedGestureRecognizers
      where !newValue.contains(where: { $0 === recognizer }) {
        removeGestureRecognizer(recognizer)
      }
      for recognizer in newValue {
        addGestureRecognizer(recognizer)
      }
    }
  }

  /// Attaches a recognizer: it sees the touches that begin on the view or
  /// its subviews, before they do.
  ///
  /// A recognizer belongs to one view: adding it to another view first
  /// removes it from the one it was on. Adding it again to the same view
  /// does nothing.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if gestureRecognizer.view === self,
      storedGestureRecognizers.contains(where: { $0 === gestureRecognizer })
    {
      return
    }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    storedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer; one that has begun is cancelled (its actions
  /// run with ``GestureRecognizer/State/cancelled``) and reset.
  ///
  /// - Parameter gestureRecognizer: The recognizer; one not on this view
  ///   is ignored.
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer })
    else { return }
    storedGestureRecognizers.remove(at: index)
    gestureRecognizer.abandon()
    gestureRecognizer.view = nil
  }
}
