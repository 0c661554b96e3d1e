import CCompositor
import ZoetropeLayers

// The footprints of a layer's sublayers, matched with the previous frame's.
extension Renderer {
  /// The footprints of a layer's sublayers, each matched with its
  /// previous footprint by layer identifier while the drawing order is
  /// kept; unmatched previous footprints are damaged.
  func childFootprints(
    of layer: RenderLayer, context: FootprintContext, previous: [Footprint],
    damage: inout PixelBox
  ) -> (footprints: [Footprint], areas: ChildAreas) {
    guard !previous.isEmpty else {
      return newChildFootprints(of: layer, context: context, damage: &damage)
    }
    var children: [Footprint] = []
    var areas = ChildAreas()
    // While every sublayer so far updated the footprint at its own
    // place, the new list is the start of the old one: it is kept, and
    // made only when they part (a frame of moving sprites makes none,
    // and does not let go of the old list's thousands of references).
    var sameSoFar = 0
    var parted = false
    var used = [Bool](repeating: false, count: previous.count)
    var next = 0
    var lastMatched = -1
    var lookup: [UInt64: Int]?
    let sublayers = layer.sublayers
    for (position, sublayer) in sublayers.enumerated() {
      Renderer.readAheadOfChildren(sublayers, at: position, previous: previous, next: next)
      let match = Renderer.match(sublayer, in: previous, next: next, lookup: &lookup)
      var previousChild: Footprint?
      // A sublayer drawn before one it used to be drawn after counts as
      // new: its old and new areas are damaged.
      if let index = match, index > lastMatched, !used[index] {
        used[index] = true
        lastMatched = index
        next = index + 1
        previousChild = previous[index]
      }
      let child = footprint(
        of: sublayer, context: context, previous: previousChild, damage: &damage)
      if !parted {
        if let child, position == sameSoFar, child === previousChild, match == position {
          sameSoFar += 1
          areas.add(child)
          continue
        }
        parted = true
        children.reserveCapacity(sublayers.count)
        children.append(contentsOf: previous[0..<sameSoFar])
      }
      if let child {
        children.append(child)
        areas.add(child)
      }
    }
    if !parted && sameSoFar == previous.count {
      // Every old footprint was used, in place.
      return (previous, areas)
    }
    if !parted {
      children.append(contentsOf: previous[0..<sameSoFar])
    }
    for index in previous.indices where !used[index] {
      damage = damage.union(previous[index].subtreeArea)
    }
    return (children, areas)
  }

  /// The footprints of a layer's sublayers when it had none before: all
  /// new, their areas damaged.
  @inline(__always)
  func newChildFootprints(
    of layer: RenderLayer, context: FootprintContext, damage: inout PixelBox
  ) -> (footprints: [Footprint], areas: ChildAreas) {
    var children: [Footprint] = []
    var areas = ChildAreas()
    children.reserveCapacity(layer.sublayers.count)
    for sublayer in layer.sublayers {
      if let child = footprint(of: sublayer, context: context, previous: nil, damage: &damage) {
        children.append(child)
        areas.add(child)
      }
    }
    return (children, areas)
  }

  /// Reads ahead of ``childFootprints(of:context:previous:damage:)`` at
  /// the sublayer at `position`, the previous footprint expected next
  /// being at `next`: the layer a few sublayers on (all of it: whether it
  /// is in 3D is asked first, from its last lines), and in two stages the
  /// footprint (all of it: a changed sprite's reads and writes reach its
  /// last line, and the layer's address is in its second or third) and
  /// then the layer it holds, which it lets go of (a cold line whose
  /// reference count is written) when it takes the new one.
  @inline(__always)
  static func readAheadOfChildren(
    _ sublayers: [RenderLayer], at position: Int, previous: [Footprint], next: Int
  ) {
    if position + Renderer.readAhead < sublayers.count {
      Renderer.prefetch(
        sublayers, at: position + Renderer.readAhead, lines: Renderer.renderLayerLines)
    }
    if next + 2 * Renderer.readAhead < previous.count {
      Renderer.prefetch(
        previous, at: next + 2 * Renderer.readAhead, lines: Footprint.allLines)
    }
    if next + Renderer.readAhead < previous.count {
      // Its footprint was read ahead four steps before.
      let ahead = Renderer.object(previous, at: next + Renderer.readAhead)
      zt_prefetch(Renderer.layerAddress(of: ahead))
    }
  }

  /// The index of a sublayer's previous footprint, by layer identifier:
  /// the one expected `next`, or any, from a table made the first time
  /// one is not where it was expected.
  @inline(__always)
  static func match(
    _ sublayer: RenderLayer, in previous: [Footprint], next: Int, lookup: inout [UInt64: Int]?
  ) -> Int? {
    if next < previous.count, previous[next].layerID == sublayer.layerID {
      return next
    }
    if lookup == nil {
      var table: [UInt64: Int] = [:]
      for (index, footprint) in previous.enumerated()
      where table[footprint.layerID] == nil {
        table[footprint.layerID] = index
      }
      lookup = table
    }
    return lookup?[sublayer.layerID]
  }
}
