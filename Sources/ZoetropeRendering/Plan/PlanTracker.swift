import ZoetropeGraphics
import ZoetropeLayers

/// A GPU executor's plan of its frames: the footprints of the frame
/// planned last (the tree's one walk, which both finds the damage and
/// feeds ``Renderer/framePlan(of:)``), and those of the frame before
/// it, kept to find which pixels the next frame changes.
///
/// An executor that keeps its frame between frames (a window's back
/// buffer it never swaps, an offscreen canvas) asks
/// ``Renderer/plannedDamage(of:size:background:since:)`` before each
/// frame and redraws only the boxes it returns.
@MainActor
package final class PlanTracker {
  /// The footprints of the last frame, kept for the next frame's damage,
  /// or nil before the first (or after a frame too large to track).
  var footprint: Footprint?
  /// The footprints of the frame planned last, whole (every drawn layer,
  /// however many), for ``Renderer/framePlan(of:)``.
  var planned: Footprint?
  /// The root, size in pixels, scale and background of the last frame.
  var frame: (root: RenderLayer, width: Int, height: Int, scale: Double, background: Color)?

  /// Creates a tracker that has seen no frame: the first damage is whole.
  package init() {}

  /// Forgets the last frame: the next damage is the whole frame (the
  /// canvas was lost, resized, or a frame failed halfway).
  package func reset() {
    footprint = nil
    frame = nil
  }
}

extension Renderer {
  /// The pixels of a frame of `snapshot` that differ from the frame
  /// `tracker` saw last, and makes this frame the one it saw.
  ///
  /// The damage is the CPU compositor's (the old and new areas of every
  /// layer that moved, faded, changed content, appeared or disappeared,
  /// rounded out with a pixel of margin), grown to hold whole every group
  /// it meets (``growToHoldGroups(_:_:)``) but not every Cairo paint: a
  /// GPU paint gives each pixel the same value whatever other pixels it
  /// draws.
  ///
  /// - Parameters:
  ///   - snapshot: The frame's tree.
  ///   - size: The frame's size in points (at ``scale``).
  ///   - background: The color the frame is cleared to.
  ///   - tracker: The last frame's footprints; updated, and holding this
  ///     frame's plan.
  /// - Returns: `nil` for the whole frame (the first, or a change of
  ///   size, scale or background, or a tree over
  ///   ``maximumTrackedLayerCount`` layers), an empty array when nothing
  ///   changed, else one box of the frame's pixels.
  /// - Complexity: O(n) in the layers of the subtrees that changed.
  package func plannedDamage(
    of snapshot: RenderSnapshot, size: Size, background: Color, since tracker: PlanTracker
  ) -> [PlanBox]? {
    let (width, height) = Renderer.pixelSize(of: size, scale: scale)
    let sameFrame =
      tracker.frame.map {
        $0.width == width && $0.height == height && $0.scale == scale
          && $0.background == background
      } ?? false
    if sameFrame, let last = tracker.frame, last.root === snapshot.root {
      return []
    }
    let previous = sameFrame ? tracker.footprint : nil
    let frame = PixelBox(width: width, height: height)
    var changed = PixelBox.empty
    // Every drawn layer gets its footprint, the plan of the frame's
    // steps; only the damage stops being tracked past the limit.
    footprintCount = 0
    let root = footprint(
      of: snapshot.root,
      context: FootprintContext(
        parentTransform: Transform(scaleX: scale, y: scale), clip: frame, opacity: 1, groups: 0,
        isExact: true),
      previous: previous, damage: &changed)
    tracker.planned = root
    assert(root.map { $0.checksInvariants(frame: frame) } ?? true)
    tracker.frame = (snapshot.root, width, height, scale, background)
    guard footprintCount <= trackedLayerLimit else {
      // Untracked: this frame and the next are whole.
      tracker.footprint = nil
      return nil
    }
    tracker.footprint = root
    // (Whole after an untracked frame or one whose root was not drawn.)
    guard sameFrame, previous != nil else { return nil }
    var damage = changed.intersection(frame)
    if let root {
      while Renderer.growToHoldGroups(root, &damage) {}
    }
    guard !damage.isEmpty else { return [] }
    return [
      PlanBox(x: damage.minX, y: damage.minY, width: damage.width, height: damage.height)
    ]
  }

  /// Grows `damage` to hold the whole area of every group in a
  /// footprint's subtree that it meets.
  ///
  /// A group is drawn into an offscreen of the box its paints cover, so
  /// a sublayer that moves inside it can move the box, and with it every
  /// paint of the group by a fraction of a level in each pixel (the
  /// vertices are sent relative to the box, in floats).
  ///
  /// - Returns: Whether `damage` grew.
  static func growToHoldGroups(_ footprint: Footprint, _ damage: inout PixelBox) -> Bool {
    guard footprint.cairoSubtreeArea.intersects(damage),
      !damage.contains(footprint.cairoSubtreeArea)
    else { return false }
    var grew = false
    if footprint.isGroup, footprint.cairoArea.intersects(damage),
      !damage.contains(footprint.cairoArea)
    {
      damage = damage.union(footprint.cairoArea)
      grew = true
    }
    for child in footprint.children where growToHoldGroups(child, &damage) {
      grew = true
    }
    return grew
  }
}
