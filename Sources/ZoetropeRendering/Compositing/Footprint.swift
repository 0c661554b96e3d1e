import ZoetropeGraphics
import ZoetropeLayers

/// What a layer's ancestors contribute to its pixels: where they put it,
/// how they clip it and how they blend it.
///
/// Two frames that give a layer the same context and the same
/// ``RenderLayer`` values paint it identically.
struct FootprintContext: Equatable {
  /// The map from the superlayer's bounds coordinates to target pixels.
  var parentTransform: Transform
  /// The ancestors' clips, rounded out to whole pixels, within the frame.
  var clip: PixelBox
  /// The product of the ancestors' opacities.
  var opacity: Double
  /// How many ancestors are drawn as groups (see ``Renderer``).
  var groups: Int
  /// Whether the compositor may draw the layer's paints with pixman: no
  /// ancestor is a group or clips by a shape other than a box of whole
  /// pixels (see ``CompositeClip/isExact``).
  var isExact: Bool
  /// The superlayer's sublayer transform about its anchor point
  /// (``Renderer/sublayerMap(of:parentSublayer:)``), `nil` for none: boxed, so that the
  /// context every layer's footprint copies and compares stays small.
  var sublayer: SublayerMap? = nil
}

/// Where and how an image leaf's surface is copied onto the target when
/// it lands pixel for pixel (see ``Footprint/leafCopy``): what
/// ``Renderer/compositeCopy(_:x:y:alpha:clip:)`` needs besides the
/// surface and the clip.
struct LeafCopy {
  /// The target column of the surface's left edge.
  var x: Int
  /// The target row of its top edge.
  var y: Int
  /// The opacity, 0...1.
  var alpha: Double
}

/// The unions of the ``Footprint/subtreeArea`` and the
/// ``Footprint/cairoSubtreeArea`` of a layer's sublayers, gathered as
/// their footprints are made (while each is at hand) rather than read
/// back from them.
struct ChildAreas {
  /// The pixels the sublayers and theirs may touch.
  var subtree = PixelBox.empty
  /// The pixels their paints drawn by Cairo may touch.
  var cairo = PixelBox.empty

  /// Adds a sublayer's footprint.
  mutating func add(_ footprint: Footprint) {
    subtree = subtree.union(footprint.subtreeArea)
    cairo = cairo.union(footprint.cairoSubtreeArea)
  }
}

/// A superlayer's sublayer transform about its anchor point, boxed for
/// ``FootprintContext``; equal by value.
final class SublayerMap: Equatable {
  /// The transform.
  let transform: Transform3D

  init(_ transform: Transform3D) {
    self.transform = transform
  }

  static func == (lhs: SublayerMap, rhs: SublayerMap) -> Bool {
    lhs === rhs || lhs.transform == rhs.transform
  }
}

/// What one layer drew in a frame, kept so the next frame can tell which
/// pixels changed: the layer, its context, and the target pixels its own
/// paints and its whole subtree may touch.
///
/// A frame's footprints form a tree like the ``RenderLayer`` tree, holding
/// only the layers that are drawn (not hidden, not transparent, not
/// flattened), in drawing order. An unchanged subtree (the same render
/// layer in the same context) reuses last frame's footprint; a changed
/// layer updates its previous footprint in place (``update(layer:context:transform:isGroup:area:cairoArea:children:projection:)``),
/// so a frame of moving layers allocates no footprints.
final class Footprint {
  /// The 64-byte cache lines from a footprint's start to the end of
  /// ``leafContents``: what the planner reads of a turned sprite's
  /// footprint (about 330 bytes, and the object is aligned to 16 bytes,
  /// not to a line), for reading it ahead.
  static let lines = 6

  /// The 64-byte cache lines a whole footprint may span (504 bytes,
  /// aligned to 16), all of which updating a changed sprite's footprint
  /// reads or writes, for reading it ahead in the footprint pass.
  static let allLines = 9

  // Exclusivity is checked as for any class: with `@exclusivity(unchecked)`
  // on every field the frame executed the same instructions (callgrind,
  // RenderProfile: 72.3 M a frame of 20,000 translated sprites with it,
  // 72.1 M without; 93.5 M both ways for 2,000 turned ones).
  // In the order the passes read them: the planner reads the first
  // three (a leaf's paint) or four, the next frame's matching the next
  // two, so that most layers' footprints cost them a cache line or two.
  /// The pixels it and its sublayers may touch.
  private(set) var subtreeArea: PixelBox
  /// How the compositor copies an image leaf's surface that lands pixel
  /// for pixel on the target, `nil` for any other paint.
  private(set) var leafCopy: LeafCopy?
  /// An image leaf's image surface, when its area is in the frame: found
  /// once, as its footprint is made, for the planner.
  private(set) var leafSurface: CairoSurface?
  /// The footprints of the drawn sublayers, in drawing order.
  private(set) var children: [Footprint]
  /// The layer's ``RenderLayer/layerID``, kept here so that matching the
  /// next frame's sublayers reads only the footprints.
  private(set) var layerID: UInt64
  /// Where ``layer`` is in memory, for reading ahead
  /// (``Renderer/layerAddress(of:)``) without a reference count.
  private(set) var layerAddress: UnsafeRawPointer
  /// The layer.
  private(set) var layer: RenderLayer
  /// Whether it is drawn as a group (opacity below 1 and several paints).
  private(set) var isGroup: Bool
  /// The pixels its own paints (shadow, background, contents, text and
  /// drawing, border) may touch, clipped by its ancestors.
  private(set) var area: PixelBox
  /// The map from its bounds coordinates to target pixels.
  private(set) var transform: Transform
  /// The map of a layer drawn in perspective (its plane's bitmap mapped
  /// projectively, see ``Renderer/drawProjected(_:map:in:opacity:)``),
  /// `nil` for the 2D paths.
  private(set) var projection: Homography?
  /// Where the contents image of an *image leaf* lands in its bounds
  /// coordinates, `nil` for any other layer.
  ///
  /// An image leaf (``Renderer/isImageLeaf(_:)``) has no sublayers and
  /// paints only its contents image, not as a group: the planner makes
  /// that image's step straight from here (``PlanBuilder/add(_:limit:)``),
  /// without the general per-layer path. Sprites are such layers.
  private(set) var leafContents: Rect?
  /// What its ancestors contribute.
  private(set) var context: FootprintContext
  /// The pixels its paints drawn by Cairo may touch (the whole group when
  /// it is one).
  ///
  /// Cairo samples and rasterizes relative to the extents of each paint
  /// cut by the clip, so a paint redrawn under a clip that cuts it can
  /// differ from the full redraw by a rounding step: damage that meets
  /// this area is grown to hold all of it.
  private(set) var cairoArea: PixelBox
  /// The union of the ``cairoArea`` of the layer and its sublayers.
  private(set) var cairoSubtreeArea: PixelBox

  init(
    layer: RenderLayer, context: FootprintContext, transform: Transform, isGroup: Bool,
    area: PixelBox, cairoArea: PixelBox, children: [Footprint], childAreas: ChildAreas? = nil,
    projection: Homography? = nil
  ) {
    self.projection = projection
    self.layer = layer
    self.context = context
    self.transform = transform
    self.isGroup = isGroup
    self.area = area
    self.cairoArea = cairoArea
    self.children = children
    layerID = layer.layerID
    layerAddress = UnsafeRawPointer(Unmanaged.passUnretained(layer).toOpaque())
    leafContents = nil
    leafSurface = nil
    leafCopy = nil
    subtreeArea = area
    cairoSubtreeArea = cairoArea
    addChildAreas(childAreas)
  }

  /// Replaces everything the footprint says with a new frame's values.
  func update(
    layer: RenderLayer, context: FootprintContext, transform: Transform, isGroup: Bool,
    area: PixelBox, cairoArea: PixelBox, children: [Footprint], childAreas: ChildAreas? = nil,
    projection: Homography? = nil
  ) {
    self.projection = projection
    self.layer = layer
    self.context = context
    self.transform = transform
    self.isGroup = isGroup
    self.area = area
    self.cairoArea = cairoArea
    self.children = children
    layerID = layer.layerID
    layerAddress = UnsafeRawPointer(Unmanaged.passUnretained(layer).toOpaque())
    leafContents = nil
    leafSurface = nil
    leafCopy = nil
    subtreeArea = area
    cairoSubtreeArea = cairoArea
    addChildAreas(childAreas)
  }

  /// Replaces everything the footprint says with a new frame's values for
  /// an image leaf (see ``leafContents``): no group, no sublayers (it had
  /// none either), no projection.
  func updateLeaf(
    layer: RenderLayer, context: FootprintContext, transform: Transform, area: PixelBox,
    cairoArea: PixelBox, placed: Rect, surface: CairoSurface?, copy: LeafCopy?
  ) {
    self.layer = layer
    layerID = layer.layerID
    layerAddress = UnsafeRawPointer(Unmanaged.passUnretained(layer).toOpaque())
    self.context = context
    self.transform = transform
    self.area = area
    self.cairoArea = cairoArea
    subtreeArea = area
    cairoSubtreeArea = cairoArea
    leafContents = placed
    leafSurface = surface
    leafCopy = copy
    if isGroup { isGroup = false }
    if projection != nil { projection = nil }
  }

  /// Marks the footprint as an image leaf's, its image placed at
  /// `placed` (see ``leafContents``), its surface `surface` copied as
  /// `copy` says.
  func markLeaf(placed: Rect, surface: CairoSurface?, copy: LeafCopy?) {
    leafContents = placed
    leafSurface = surface
    leafCopy = copy
  }

  /// Cuts the pixels the subtree may touch to `box`: a masked layer's
  /// sublayers paint nothing outside its mask. (Their own footprints keep
  /// their whole areas, more than they paint: damage may be larger, never
  /// smaller.)
  func cutSubtreeArea(to box: PixelBox) {
    subtreeArea = subtreeArea.intersection(box)
  }

  /// Adds the children's subtree areas to the footprint's: `areas`, their
  /// unions found as the children were made, or those of ``children``.
  private func addChildAreas(_ areas: ChildAreas?) {
    if let areas {
      // (Without children the areas stay the layer's own, empty or not,
      // as the loop below leaves them.)
      if !children.isEmpty {
        subtreeArea = subtreeArea.union(areas.subtree)
        cairoSubtreeArea = cairoSubtreeArea.union(areas.cairo)
      }
      return
    }
    for child in children {
      subtreeArea = subtreeArea.union(child.subtreeArea)
      cairoSubtreeArea = cairoSubtreeArea.union(child.cairoSubtreeArea)
    }
  }

  /// Grows `damage` to hold the whole ``cairoArea`` of every layer in the
  /// subtree whose Cairo paints it meets, until no such area is cut.
  ///
  /// - Returns: Whether `damage` grew.
  @discardableResult
  func growToHoldCairoPaints(_ damage: inout PixelBox) -> Bool {
    guard cairoSubtreeArea.intersects(damage), !damage.contains(cairoSubtreeArea) else {
      return false
    }
    var grew = false
    if cairoArea.intersects(damage), !damage.contains(cairoArea) {
      damage = damage.union(cairoArea)
      grew = true
    }
    for child in children where child.growToHoldCairoPaints(&damage) {
      grew = true
    }
    return grew
  }
}
