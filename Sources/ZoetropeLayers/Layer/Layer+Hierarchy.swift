import ZoetropeGraphics

// The layer tree: adding, inserting, removing and finding sublayers, with
// Core Animation's semantics. Every change bumps `changeCount` on each layer
// whose sublayers or superlayer changed, so a renderer can see structure
// changes.
extension Layer {
  /// The topmost ancestor of the layer: the layer itself when it has no
  /// superlayer.
  public var root: Layer {
    var current = self
    while let parent = current.superlayer {
      current = parent
    }
    return current
  }

  /// Appends a layer to the sublayers, in front of every other sublayer.
  ///
  /// As in Core Animation, a layer that already has a superlayer (even this
  /// one) is removed from it first, so adding an existing sublayer moves it
  /// to the front.
  ///
  /// Adding the layer to itself or to one of its own descendants would make
  /// a cycle: the call is ignored and a warning is logged.
  ///
  /// - Parameter layer: The layer to add.
  public func addSublayer(_ layer: Layer) {
    insert(layer, at: .max, clampingQuietly: true)
  }

  /// Inserts a layer into the sublayers at an index (0 is the back).
  ///
  /// A layer that already has a superlayer is removed from it first; when
  /// it is already a sublayer of this layer, `index` counts the sublayers
  /// without it. An index outside `0...sublayers.count` does not trap: it is
  /// clamped into that range (a negative index inserts at the back, a large
  /// one appends) and a warning is logged.
  ///
  /// Inserting the layer into itself or into one of its own descendants is
  /// ignored with a warning.
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - index: The position among the sublayers, back to front.
  public func insertSublayer(_ layer: Layer, at index: Int) {
    insert(layer, at: index, clampingQuietly: false)
  }

  /// Inserts a layer just in front of a sibling.
  ///
  /// With a `nil` sibling the layer is appended (in front of every
  /// sublayer), as Core Animation does. A sibling that is not a sublayer
  /// of this layer also appends, with a warning. Inserting a layer above
  /// itself leaves it where it is. Otherwise the rules of
  /// ``insertSublayer(_:at:)`` apply.
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: The sublayer to insert it in front of, or `nil`.
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    insert(layer, nextTo: sibling, offset: 1)
  }

  /// Inserts a layer just behind a sibling.
  ///
  /// With a `nil` sibling the layer is inserted at index 0 (behind every
  /// sublayer), as Core Animation does. A sibling that is not a sublayer of
  /// this layer also inserts at index 0, with a warning. Inserting a layer
  /// below itself leaves it where it is. Otherwise the rules of
  /// ``insertSublayer(_:at:)`` apply.
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: The sublayer to insert it behind, or `nil`.
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    insert(layer, nextTo: sibling, offset: 0)
  }

  /// Removes the layer from its superlayer's sublayers; does nothing for a
  /// layer without a superlayer.
  ///
  /// The superlayer holds its sublayers strongly: a removed layer that
  /// nothing else references is freed.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else {
      return
    }
    parent.sublayers.removeAll { $0 === self }
    superlayer = nil
    parent.changeCount &+= 1
    changeCount &+= 1
  }

  /// Puts a layer in the place of one of the sublayers.
  ///
  /// `newLayer` is removed from its own superlayer first (even when that is
  /// this layer) and takes `oldLayer`'s index; `oldLayer` is removed. The
  /// call does nothing when the layers are the same, and is ignored with a
  /// warning when `oldLayer` is not a sublayer of this layer or when
  /// `newLayer` is this layer or one of its ancestors (a cycle).
  ///
  /// - Parameters:
  ///   - oldLayer: The sublayer to replace.
  ///   - newLayer: The layer to put in its place.
  public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard oldLayer !== newLayer else {
      return
    }
    guard oldLayer.superlayer === self else {
      zoetropeWarning(
        "replaceSublayer: \(oldLayer.debugName) is not a sublayer of \(debugName); ignored")
      return
    }
    guard !wouldCreateCycle(adding: newLayer) else {
      return
    }
    newLayer.removeFromSuperlayer()
    guard let index = sublayers.firstIndex(where: { $0 === oldLayer }) else {
      return
    }
    oldLayer.removeFromSuperlayer()
    newLayer.detachFromMaskOwner(because: "is added as a sublayer of \(debugName)")
    sublayers.insert(newLayer, at: index)
    newLayer.superlayer = self
    newLayer.changeCount &+= 1
  }

  /// Every descendant whose ``name`` is `name`, in depth-first order
  /// (a layer before its sublayers, sublayers back to front); the layer
  /// itself is not included.
  ///
  /// - Parameter name: The name to look for.
  /// - Returns: The matching descendants, possibly none.
  public func sublayers(named name: String) -> [Layer] {
    var found: [Layer] = []
    forEachDescendant { layer in
      if layer.name == name {
        found.append(layer)
      }
      return true
    }
    return found
  }

  /// The first descendant whose ``name`` is `name`, searching depth first
  /// (a layer before its sublayers, sublayers back to front); the layer
  /// itself is not considered.
  ///
  /// - Parameter name: The name to look for.
  /// - Returns: The first match, or `nil`.
  public func firstSublayer(named name: String) -> Layer? {
    var found: Layer?
    forEachDescendant { layer in
      if layer.name == name {
        found = layer
        return false
      }
      return true
    }
    return found
  }

  /// Whether the layer is `ancestor` or lies in its subtree, counting a
  /// ``mask`` as part of the subtree of the layer it masks.
  func isDescendant(ofOrSameAs ancestor: Layer) -> Bool {
    var current: Layer? = self
    while let layer = current {
      if layer === ancestor {
        return true
      }
      current = layer.superlayer ?? layer.maskOwner
    }
    return false
  }

  /// A short description of the layer for warnings: its name, or its type.
  var debugName: String {
    if let name {
      return "layer \"\(name)\""
    }
    return "a \(type(of: self))"
  }

  /// Visits the descendants depth first, pre-order, until `visit` returns
  /// `false`.
  ///
  /// Iterative, so a deep tree cannot overflow the stack.
  private func forEachDescendant(_ visit: (Layer) -> Bool) {
    var stack = Array(sublayers.reversed())
    while let layer = stack.popLast() {
      guard visit(layer) else {
        return
      }
      stack.append(contentsOf: layer.sublayers.reversed())
    }
  }

  /// Whether adding `layer` as a sublayer would make a cycle; logs a
  /// warning when it would.
  private func wouldCreateCycle(adding layer: Layer) -> Bool {
    guard isDescendant(ofOrSameAs: layer) else {
      return false
    }
    let relation = layer === self ? "itself" : "one of its own descendants"
    zoetropeWarning("Adding \(layer.debugName) to \(relation) would make a cycle; ignored")
    return true
  }

  /// Inserts next to a sibling: `offset` 1 is above it, 0 below it.
  private func insert(_ layer: Layer, nextTo sibling: Layer?, offset: Int) {
    let fallback = offset == 1 ? Int.max : 0
    guard let sibling else {
      insert(layer, at: fallback, clampingQuietly: true)
      return
    }
    guard sibling.superlayer === self else {
      let placement = offset == 1 ? "appending" : "inserting at index 0"
      zoetropeWarning(
        "insertSublayer: sibling \(sibling.debugName) is not a sublayer of \(debugName); "
          + placement)
      insert(layer, at: fallback, clampingQuietly: true)
      return
    }
    guard sibling !== layer else {
      return
    }
    guard !wouldCreateCycle(adding: layer) else {
      return
    }
    layer.removeFromSuperlayer()
    let index = (sublayers.firstIndex { $0 === sibling } ?? sublayers.count - 1) + offset
    attach(layer, at: index)
  }

  /// Detaches `layer` from its superlayer and inserts it at `index`,
  /// clamped into range (with a warning unless `clampingQuietly`).
  private func insert(_ layer: Layer, at index: Int, clampingQuietly: Bool) {
    guard !wouldCreateCycle(adding: layer) else {
      return
    }
    layer.removeFromSuperlayer()
    let clamped = min(max(index, 0), sublayers.count)
    if clamped != index, !clampingQuietly {
      zoetropeWarning(
        "insertSublayer: index \(index) is outside 0...\(sublayers.count); using \(clamped)")
    }
    attach(layer, at: clamped)
  }

  /// Inserts a layer that has no superlayer at a valid index.
  private func attach(_ layer: Layer, at index: Int) {
    layer.detachFromMaskOwner(because: "is added as a sublayer of \(debugName)")
    sublayers.insert(layer, at: index)
    layer.superlayer = self
    layer.changeCount &+= 1
    changeCount &+= 1
  }
}
