import ZoetropeLayers

// What a UIKit developer may type for a view: a layer animation of a view
// key path (`\View.alpha`). The compiler's error says what works instead.
extension BasicAnimation {
  /// Unavailable: a key path rooted at a view names nothing a layer
  /// animation can change; the compiler's error names what works.
  ///
  /// - Parameters:
  ///   - keyPath: A key path rooted at ``View`` or a subclass.
  ///   - from: The start value.
  ///   - to: The end value.
  ///   - by: The change.
  @available(
    *, unavailable,
    message:
      "a layer animation changes a layer property: name it with a LayerProperties key path (\\.opacity), a layer key path (\\ShapeLayer.strokeEnd) or Core Animation's name (\"opacity\") and add it to view.layer; or animate the view with View.animate(withDuration:animations:)"
  )
  public convenience init<Root: View>(
    keyPath: KeyPath<Root, Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil
  ) {
    self.init(keyPath: "")
  }
}
