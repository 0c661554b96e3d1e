import ZoetropeLayers

extension Layer {
  /// Core Animation's `presentation()`: the values on screen, or `nil`
  /// before the layer was first committed (in no frame yet).
  ///
  /// Ported code reads it as Core Animation's, with optional chaining or
  /// `if let`, and gets `nil` where Core Animation does:
  ///
  /// ```swift
  /// let shown = ring.presentation()?.strokeEnd ?? ring.strokeEnd
  /// ```
  ///
  /// Zoetrope's own ``/ZoetropeLayers/Layer/presentation()`` returns the
  /// values, never `nil` (the model's before the first frame). Where this
  /// module is imported, this form is preferred wherever either would
  /// compile (`let shown = layer.presentation()` is optional, as in Core
  /// Animation), and Zoetrope's where only it does
  /// (`layer.presentation().opacity`).
  ///
  /// - Returns: The presentation values, or `nil` before the first frame.
  public func presentation() -> LayerProperties? {
    wasPresented ? (presentation() as LayerProperties) : nil
  }
}
