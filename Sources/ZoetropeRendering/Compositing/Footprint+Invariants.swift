import ZoetropeGraphics
import ZoetropeLayers

/// What every frame's footprint pass keeps true of the footprint tree,
/// checked in debug builds after each pass (an `assert`, so release builds
/// pay nothing): the plan both compositors draw from and the next frame's
/// damage is found with.
extension Footprint {
  /// What is wrong with the footprint tree rooted here: an empty list
  /// when nothing is.
  ///
  /// - Each footprint is of its layer (``layerID``), and appears once in
  ///   the tree (a footprint is updated in place, so one reached twice
  ///   would be rewritten for one place while drawn at the other).
  /// - Its own areas lie in its ancestors' clip (``FootprintContext/clip``),
  ///   and ``subtreeArea`` and ``cairoSubtreeArea`` hold its own areas
  ///   and its children's (a masked layer's subtree area is cut to its
  ///   group, which holds its own area too).
  /// - Its children are footprints of the layer's sublayers, each once.
  /// - An image leaf's copy has its surface and placed image, and no
  ///   children; a projected layer's footprint is a group without
  ///   children.
  ///
  /// - Parameter frame: The frame's pixels.
  /// - Returns: A sentence for each broken invariant.
  /// - Complexity: O(n) in the footprints.
  func invariantViolations(frame: PixelBox) -> [String] {
    var violations: [String] = []
    var seen: Set<ObjectIdentifier> = []
    collectViolations(into: &violations, seen: &seen, frame: frame)
    return violations
  }

  /// Whether ``invariantViolations(frame:)`` finds nothing: for `assert`.
  func checksInvariants(frame: PixelBox) -> Bool {
    let violations = invariantViolations(frame: frame)
    for violation in violations.prefix(5) {
      print("zoetrope: footprint invariant broken: \(violation)")
    }
    return violations.isEmpty
  }

  private func collectViolations(
    into violations: inout [String], seen: inout Set<ObjectIdentifier>, frame: PixelBox
  ) {
    let name = "layer \(layerID)"
    guard seen.insert(ObjectIdentifier(self)).inserted else {
      violations.append("\(name): its footprint appears twice in the tree")
      return
    }
    if layer.layerID != layerID {
      violations.append("\(name): its footprint holds layer \(layer.layerID)")
    }
    let clip = context.clip.intersection(frame)
    for (label, box) in [("area", area), ("Cairo area", cairoArea)]
    where !box.isEmpty && !clip.contains(box) {
      violations.append("\(name): its \(label) \(box) leaves its clip \(context.clip)")
    }
    checkSubtreeAreas(into: &violations, name: name)
    checkKind(into: &violations, name: name)
    for child in children {
      child.collectViolations(into: &violations, seen: &seen, frame: frame)
    }
  }

  /// The subtree areas against the footprint's own and its children's.
  private func checkSubtreeAreas(into violations: inout [String], name: String) {
    let masked = layer.hasMask
    if !area.isEmpty, !subtreeArea.contains(area) {
      violations.append("\(name): its subtree area \(subtreeArea) does not hold its area \(area)")
    }
    if !cairoArea.isEmpty, !cairoSubtreeArea.contains(cairoArea) {
      violations.append("\(name): its Cairo subtree area does not hold its Cairo area")
    }
    for child in children {
      if !masked, !child.subtreeArea.isEmpty, !subtreeArea.contains(child.subtreeArea) {
        violations.append(
          "\(name): its subtree area \(subtreeArea) does not hold layer \(child.layerID)'s "
            + "\(child.subtreeArea)")
      }
      if !child.cairoSubtreeArea.isEmpty, !cairoSubtreeArea.contains(child.cairoSubtreeArea) {
        violations.append(
          "\(name): its Cairo subtree area does not hold layer \(child.layerID)'s")
      }
    }
  }

  /// The children against the layer's sublayers, and what an image leaf's
  /// or a projected layer's footprint holds.
  private func checkKind(into violations: inout [String], name: String) {
    var sublayers: Set<ObjectIdentifier> = []
    for sublayer in layer.sublayers {
      sublayers.insert(ObjectIdentifier(sublayer))
    }
    var drawn: Set<ObjectIdentifier> = []
    for child in children {
      let id = ObjectIdentifier(child.layer)
      if !sublayers.contains(id) {
        violations.append("\(name): layer \(child.layerID)'s footprint is not of a sublayer")
      } else if !drawn.insert(id).inserted {
        violations.append("\(name): layer \(child.layerID) has two footprints")
      }
    }
    if leafCopy != nil, leafSurface == nil || leafContents == nil {
      violations.append("\(name): its copy has no surface or placed image")
    }
    if leafContents != nil, !children.isEmpty {
      violations.append("\(name): an image leaf's footprint has children")
    }
    if projection != nil, !children.isEmpty || !isGroup {
      violations.append("\(name): a projected layer's footprint is not a childless group")
    }
  }
}
