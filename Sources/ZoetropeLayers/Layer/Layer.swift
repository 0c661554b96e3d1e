import ZoetropeAnimation
import ZoetropeGraphics

/// A rectangle of animatable content in a tree of layers: Core Animation's
/// `CALayer`.
///
/// App code sets *model* values (``position``, ``opacity``, …). Animations
/// added with ``add(_:forKey:)`` compute *presentation* values at frame time;
/// the renderer draws the presentation tree, and ``presentation()`` returns
/// it. When an animation ends and is removed, the model value shows again,
/// so set the model to the final value when you add an animation (or use a
/// fill mode with `isRemovedOnCompletion = false`).
///
/// ```swift
/// let box = Layer()
/// box.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
/// box.position = Point(x: 60, y: 60)
/// box.backgroundColor = .systemBlue
/// let move = BasicAnimation(keyPath: \.position, to: Point(x: 200, y: 200))
/// move.duration = 2
/// move.timingFunction = .easeInEaseOut
/// box.position = Point(x: 200, y: 200)
/// box.add(move, forKey: "move")
/// ```
///
/// A standalone layer animates changes to its properties implicitly (0.25 s,
/// see ``Transaction``), as Core Animation does; a layer whose ``delegate``
/// returns no action does not, which is how views turn implicit animation off.
///
/// Layers are main-actor objects; units are points, radians and seconds.
@MainActor
open class Layer {
  // The stored properties that a frame reads for every layer are `final`
  // (read directly: no dynamic dispatch, no copy of the whole `model` to
  // read one field) and `@exclusivity(unchecked)`, because the runtime
  // check of each access cost more than the rest of a frame's
  // bookkeeping (callgrind, LayerProfile: without the attribute a frame
  // of 9,900 animating layers executes 10.9 M instructions, not 3.9 M,
  // and one of 20,000 layers moved by their setters 46.5 M, not 27.0 M).
  // Code outside this module can only read them, or (the timing
  // properties) write them through a setter with an observer, which ends
  // before other code runs; this module accesses them only in short
  // accesses that call no other code. So no two accesses overlap.

  // The fields come in the order a frame reads them: those read for every
  // updated layer (and those a property setter writes) first, so that
  // they share a cache line or two; the model, which a frame of animating
  // layers need not read at all (see `RenderLayer.presentationBase`), last.

  /// Whether this layer's presentation or render node must be recomputed
  /// at the next frame: it changed, or it has animations.
  @exclusivity(unchecked) final var needsUpdate = true

  /// The link this layer's sublayers and mask share (see ``SublayerLink``),
  /// made when it first has one.
  @exclusivity(unchecked) final var ownLink: SublayerLink?

  /// The ``ownLink`` of the superlayer, or of the layer this one masks:
  /// what ``setNeedsUpdate()`` marks, without reaching that layer.
  @exclusivity(unchecked) final var parentLink: SublayerLink? {
    didSet { ownLink?.up = parentLink }
  }

  /// Whether the drawn content must be redrawn before the next render.
  @exclusivity(unchecked) public final internal(set) var needsDisplay = false

  /// Whether ``cachedRenderContent`` is up to date (also when it is `nil`
  /// because the layer draws nothing); cleared when the delegate changes.
  @exclusivity(unchecked) final var hasCurrentRenderContent = false

  /// Whether ``animationTrack`` can write the layer's animation (when it
  /// still matches the layer), kept beside the fields above so that a
  /// frame asks a layer without a track without reading the track.
  @exclusivity(unchecked) final var hasUsableTrack = false

  /// Whether the sublayers are known to be drawn in their order in
  /// ``sublayers``.
  ///
  /// True when they were all at one `zPosition` and neither they nor a
  /// `zPosition` of theirs changed since (see
  /// `LayerTree.drawingOrder(of:)`). A flag beside the ones above, in
  /// their padding: a field that made the layer larger cost LayerProfile
  /// sprites 14 %.
  final var sublayersDrawInOrder = false

  /// The ``UnitRangeProperty`` bits of the properties already warned
  /// about for a value set outside 0...1 (one warning per layer and
  /// property); a byte beside the flags above, in their padding.
  final var warnedUnitRangeProperties: UInt8 = 0

  /// The render node made for this layer at the last frame, or `nil`
  /// before the first.
  ///
  /// It is reused while nothing in its subtree changes; its properties
  /// are the layer's last presentation (see ``presentation()``).
  @exclusivity(unchecked) final var cachedRenderLayer: RenderLayer?

  /// The render node of the frame before, kept to be refilled at a later
  /// frame once nothing else references it (see
  /// ``reusableRenderLayer(keepingSublayers:)``), so that a frame of animating layers
  /// allocates no nodes.
  @exclusivity(unchecked) final var spareRenderLayer: RenderLayer?

  /// ``LayerProperties/zPosition`` of ``model``, kept beside the fields a
  /// frame reads, for the drawing order of the superlayer's render node;
  /// set by every write that can change it (the `zPosition` setter and
  /// the key-path setters), not after every write of the model, which
  /// would read another cache line each time.
  @exclusivity(unchecked) final var drawingZPosition: Double = 0 {
    didSet {
      // A new value changes the superlayer's drawing order (see
      // `LayerTree.drawingOrder(of:)`).
      if drawingZPosition.bitPattern != oldValue.bitPattern {
        superlayer?.sublayersDrawInOrder = false
      }
    }
  }

  /// The ``RenderLayer/changeCount`` of ``cachedRenderLayer`` (0 before
  /// the first frame), read without touching that node.
  @exclusivity(unchecked) final var renderChangeCount: UInt64 = 0

  /// A number that changes whenever ``model`` or ``animationEntries``
  /// changes.
  ///
  /// A render node filled when it had the same value holds the model with
  /// only its animations' properties overwritten, which the next frame may
  /// overwrite in place (see ``RenderLayer/presentationBase``). Starts at
  /// 1; 0 marks a node that cannot be refilled in place.
  @exclusivity(unchecked) final var presentationBase: UInt64 = 1

  /// A number that changes whenever ``model`` changes in anything but its
  /// `position` (the ``position`` setter keeps it).
  ///
  /// A render node filled with the model when it had the same value (see
  /// ``RenderLayer/modelStamp``) differs from the model at most in its
  /// position, so a layer moved by setting its position (a sprite, a
  /// dragged view) gets its node refilled by writing that one value
  /// instead of copying the whole model. Starts at 1; 0 marks a node that
  /// holds anything else.
  @exclusivity(unchecked) final var modelStamp: UInt64 = 1

  /// The animations attached to the layer, in the order added.
  @exclusivity(unchecked) final var animationEntries: [AnimationEntry] = [] {
    didSet { presentationBase &+= 1 }
  }

  /// The layer's sublayers, back to front.
  @exclusivity(unchecked) public final internal(set) var sublayers: [Layer] = [] {
    didSet { sublayersDrawInOrder = false }
  }

  /// Render nodes drawn after the sublayers, unchanged from frame to
  /// frame.
  ///
  /// A frozen picture of another layer's subtree as it was on screen
  /// (``snapshotLayer()``, for view transitions); empty for every other
  /// layer.
  @exclusivity(unchecked) final var frozenRenderSublayers: [RenderLayer] = [] {
    didSet { changeCount &+= 1 }
  }

  /// The layer set as ``mask``, held strongly as Core Animation does.
  @exclusivity(unchecked) final var maskStorage: Layer?

  /// How many times ``cachedRenderContent`` was made; a render node that
  /// was filled with the same number needs no new copy of it.
  @exclusivity(unchecked) final var renderContentVersion: UInt64 = 0

  /// When the layer's local time starts, in its superlayer's time, in
  /// seconds (`CAMediaTiming.beginTime` on a layer).
  ///
  /// A layer's ``beginTime``, ``speed`` and ``timeOffset`` map its
  /// superlayer's time to its own, for its animations and its sublayers':
  /// `t = (parentTime − beginTime) × speed + timeOffset`. Setting ``speed``
  /// to 0 pauses every animation in the subtree.
  @exclusivity(unchecked) public final var beginTime: Double = 0 {
    didSet { changeCount &+= 1 }
  }

  /// How fast the layer's local time runs relative to its superlayer's;
  /// 0 pauses the subtree, 2 plays it at double speed.
  @exclusivity(unchecked) public final var speed: Double = 1 {
    didSet { changeCount &+= 1 }
  }

  /// An offset added to the layer's local time, in seconds.
  @exclusivity(unchecked) public final var timeOffset: Double = 0 {
    didSet { changeCount &+= 1 }
  }

  /// The layer's one running animation packed for frames that refill its
  /// render node in place, when it is one a track covers (see
  /// ``AnimationTrack``); kept beside the fields above, which a frame
  /// reads too.
  @exclusivity(unchecked) final var animationTrack = AnimationTrack()

  /// A counter bumped whenever something the renderer draws changes.
  ///
  /// A renderer can skip subtrees that did not change. Every change also
  /// marks the layer for the next frame's presentation pass.
  @exclusivity(unchecked) final var changeCount: UInt64 = 0 {
    didSet { setNeedsUpdate() }
  }

  /// The layer that contains this one, or `nil` for a root layer.
  @exclusivity(unchecked) public final internal(set) weak var superlayer: Layer? {
    didSet { parentLink = (superlayer ?? maskOwner)?.sublayerLink() }
  }

  /// The layer whose ``mask`` this layer is, if any: the mask's parent in
  /// the tree for its updates, times and cycle checks.
  @exclusivity(unchecked) final weak var maskOwner: Layer? {
    didSet { parentLink = (superlayer ?? maskOwner)?.sublayerLink() }
  }

  /// A number unique to this layer for the life of the process.
  public let layerID: UInt64 = LayerIdentifiers.next()

  /// The text and recorded drawing of the last frame, reused until
  /// ``setNeedsDisplay()``.
  @exclusivity(unchecked) final var cachedRenderContent: RenderContent?

  /// A name for finding the layer in a tree and in diagnostics.
  public var name: String?

  /// The object that supplies drawing and actions for the layer; held
  /// weakly, as in Core Animation.
  public weak var delegate: (any LayerDelegate)? {
    // Whether and what the layer draws may change with its delegate.
    didSet { hasCurrentRenderContent = false }
  }

  /// Custom actions for property keys (`"position"`, `"opacity"`, …):
  /// an entry overrides the default implicit animation; a `nil` action
  /// turns implicit animation off for that key.
  public var actions: [String: LayerAction] = [:]

  /// A closure that draws the layer's content, used when the delegate
  /// does not draw; redrawn after ``setNeedsDisplay()``.
  public var draw: (@MainActor (any GraphicsContext) -> Void)? {
    didSet { setNeedsDisplay() }
  }

  /// The model values of every animatable property.
  @exclusivity(unchecked) public final internal(set) var model = LayerProperties() {
    didSet {
      presentationBase &+= 1
      modelStamp &+= 1
    }
  }

  /// Creates a layer with Core Animation's default property values.
  public init() {}

  /// Creates a layer with the same model values, name, actions and drawing
  /// as another, without its sublayers or animations: the copy Core
  /// Animation makes for the presentation layer.
  ///
  /// - Parameter layer: The layer to copy.
  public required init(layer: Layer) {
    model = layer.model
    drawingZPosition = layer.model.zPosition
    beginTime = layer.beginTime
    speed = layer.speed
    timeOffset = layer.timeOffset
    name = layer.name
    actions = layer.actions
    draw = layer.draw
    delegate = layer.delegate
  }
}

/// Hands out layer identifiers.
@MainActor
enum LayerIdentifiers {
  private static var last: UInt64 = 0

  /// The next unused identifier.
  static func next() -> UInt64 {
    last &+= 1
    return last
  }
}
