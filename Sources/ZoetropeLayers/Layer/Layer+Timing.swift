extension Layer {
  /// Maps a time in the superlayer's timeline to this layer's local time:
  /// `(parentTime − beginTime) × speed + timeOffset` (`CAMediaTiming`).
  ///
  /// - Parameter parentTime: A time in the superlayer's timeline, in seconds.
  /// - Returns: The same instant in this layer's timeline.
  func localTime(fromParent parentTime: Double) -> Double {
    (parentTime - beginTime) * speed + timeOffset
  }

  /// Maps a local time of this layer back to its superlayer's timeline.
  ///
  /// A paused layer (speed 0) maps every parent time to the same local
  /// time, so there is no inverse: the result is then its `beginTime`.
  func parentTime(fromLocal localTime: Double) -> Double {
    speed == 0 ? beginTime : (localTime - timeOffset) / speed + beginTime
  }

  /// The chain from the root layer down to this one.
  private var ancestry: [Layer] {
    var chain: [Layer] = [self]
    var ancestor = superlayer
    while let layer = ancestor {
      chain.append(layer)
      ancestor = layer.superlayer
    }
    return chain.reversed()
  }

  /// Converts a time from another layer's timeline to this layer's, as
  /// `CALayer.convertTime(_:from:)`.
  ///
  /// Times pass up from `layer` to the shared root through each layer's
  /// ``beginTime``, ``speed`` and ``timeOffset``, then down to this layer.
  /// `nil` means the global timeline (the root layer's parent time: the
  /// frame time the host advances).
  ///
  /// - Parameters:
  ///   - time: A time in `layer`'s local timeline, in seconds.
  ///   - layer: The layer whose timeline `time` is in, or `nil`.
  /// - Returns: The same instant in this layer's local timeline.
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    var global = time
    if let layer {
      for source in layer.ancestry.reversed() {
        global = source.parentTime(fromLocal: global)
      }
    }
    var local = global
    for target in ancestry {
      local = target.localTime(fromParent: local)
    }
    return local
  }

  /// Converts a time from this layer's timeline to another layer's, as
  /// `CALayer.convertTime(_:to:)`.
  ///
  /// - Parameters:
  ///   - time: A time in this layer's local timeline, in seconds.
  ///   - layer: The layer whose timeline to convert to, or `nil` for the
  ///     global timeline.
  /// - Returns: The same instant in `layer`'s local timeline.
  public func convertTime(_ time: Double, to layer: Layer?) -> Double {
    var global = time
    for source in ancestry.reversed() {
      global = source.parentTime(fromLocal: global)
    }
    guard let layer else { return global }
    return layer.convertTime(global, from: nil)
  }
}
