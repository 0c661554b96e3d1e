import ZoetropeGraphics

extension ExtendedLayerProperties {
  /// The values of a ``ReplicatorLayer``, with `CAReplicatorLayer`'s
  /// defaults, and the tint a replicator gives each of its copies.
  struct Replication: Hashable, Sendable {
    var instanceCount = 1
    var instanceTransform: Transform = .identity
    var instanceTransform3D: Transform3D = .identity
    var instanceDelay: Double = 0
    var instanceColor: Color = .white
    var instanceRedOffset: Double = 0
    var instanceGreenOffset: Double = 0
    var instanceBlueOffset: Double = 0
    var instanceAlphaOffset: Double = 0
    /// The color multiplying the red, green and blue of a copy's pixels,
    /// set on the render nodes of a replicator's copies only.
    var tint: Color = .white
  }
}

// The replicator properties, forwarded into the out-of-line box
// (`extended`) so each is a writable key path that animations can use.
extension LayerProperties {
  /// How many copies of its sublayers a ``ReplicatorLayer`` draws; 1 by
  /// default (the sublayers once, as any layer draws them).
  public var instanceCount: Int {
    get {
      extended.storage?.values.replication.instanceCount
        ?? ExtendedLayerProperties.Values.defaults.replication.instanceCount
    }
    set { extended.modify { $0.replication.instanceCount = newValue } }
  }

  /// The transform a ``ReplicatorLayer`` applies to copy *k* − 1 to make
  /// copy *k*, about the center of the replicator's bounds; the identity
  /// by default.
  ///
  /// Animatable.
  public var instanceTransform: Transform {
    get {
      extended.storage?.values.replication.instanceTransform
        ?? ExtendedLayerProperties.Values.defaults.replication.instanceTransform
    }
    set { extended.modify { $0.replication.instanceTransform = newValue } }
  }

  /// The 3D transform a ``ReplicatorLayer`` applies to copy *k* − 1 to
  /// make copy *k*, after ``instanceTransform``, about the center of the
  /// replicator's bounds; the identity by default.
  ///
  /// Animatable. Copy *k*'s ``transform3D`` is this transform to the
  /// *k*th power, so under a perspective ``sublayerTransform`` the copies
  /// turn and recede in 3D (Core Animation's `instanceTransform` is one
  /// 4 × 4 transform; see ``transform3D`` for why Zoetrope has two).
  public var instanceTransform3D: Transform3D {
    get {
      extended.storage?.values.replication.instanceTransform3D
        ?? ExtendedLayerProperties.Values.defaults.replication.instanceTransform3D
    }
    set { extended.modify { $0.replication.instanceTransform3D = newValue } }
  }

  /// How much later, in seconds, each copy of a ``ReplicatorLayer``'s
  /// sublayers runs their animations than the copy before; 0 by default.
  ///
  /// Animatable.
  public var instanceDelay: Double {
    get {
      extended.storage?.values.replication.instanceDelay
        ?? ExtendedLayerProperties.Values.defaults.replication.instanceDelay
    }
    set { extended.modify { $0.replication.instanceDelay = newValue } }
  }

  /// The color multiplying the first copy of a ``ReplicatorLayer``'s
  /// sublayers; opaque white (no change) by default.
  ///
  /// Animatable.
  public var instanceColor: Color {
    get {
      extended.storage?.values.replication.instanceColor
        ?? ExtendedLayerProperties.Values.defaults.replication.instanceColor
    }
    set { extended.modify { $0.replication.instanceColor = newValue } }
  }

  /// What a ``ReplicatorLayer`` adds to the red of ``instanceColor`` for
  /// each copy after the first; 0 by default.
  ///
  /// Animatable.
  public var instanceRedOffset: Double {
    get {
      extended.storage?.values.replication.instanceRedOffset
        ?? ExtendedLayerProperties.Values.defaults.replication.instanceRedOffset
    }
    set { extended.modify { $0.replication.instanceRedOffset = newValue } }
  }

  /// What a ``ReplicatorLayer`` adds to the green of ``instanceColor``
  /// for each copy after the first; 0 by default.
  ///
  /// Animatable.
  public var instanceGreenOffset: Double {
    get {
      extended.storage?.values.replication.instanceGreenOffset
        ?? ExtendedLayerProperties.Values.defaults.replication.instanceGreenOffset
    }
    set { extended.modify { $0.replication.instanceGreenOffset = newValue } }
  }

  /// What a ``ReplicatorLayer`` adds to the blue of ``instanceColor`` for
  /// each copy after the first; 0 by default.
  ///
  /// Animatable.
  public var instanceBlueOffset: Double {
    get {
      extended.storage?.values.replication.instanceBlueOffset
        ?? ExtendedLayerProperties.Values.defaults.replication.instanceBlueOffset
    }
    set { extended.modify { $0.replication.instanceBlueOffset = newValue } }
  }

  /// What a ``ReplicatorLayer`` adds to the alpha of ``instanceColor``
  /// for each copy after the first; 0 by default.
  ///
  /// Animatable.
  public var instanceAlphaOffset: Double {
    get {
      extended.storage?.values.replication.instanceAlphaOffset
        ?? ExtendedLayerProperties.Values.defaults.replication.instanceAlphaOffset
    }
    set { extended.modify { $0.replication.instanceAlphaOffset = newValue } }
  }

  /// The color multiplying the red, green and blue of the pixels of this
  /// layer and its sublayers: set by a ``ReplicatorLayer`` on the render
  /// node of each copy it draws (its alpha goes into the node's
  /// ``opacity``); opaque white, no change, for every other layer.
  package var instanceTint: Color {
    get {
      extended.storage?.values.replication.tint
        ?? ExtendedLayerProperties.Values.defaults.replication.tint
    }
    set { extended.modify { $0.replication.tint = newValue } }
  }

  /// Whether ``instanceTint`` changes any pixel (it is not white), read
  /// without copying the values.
  package var hasInstanceTint: Bool {
    guard let storage = extended.storage else { return false }
    let tint = storage.values.replication.tint
    return tint.red != 1 || tint.green != 1 || tint.blue != 1
  }
}
