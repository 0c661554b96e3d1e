/// One layer of a ``RenderSnapshot``: its presentation values and its
/// sublayers, frozen at a frame.
///
/// Render layers are immutable and `Sendable`, so a renderer may read them
/// on any thread. A render layer is reused from one frame to the next while
/// nothing in its subtree changed: a renderer can compare ``changeCount``
/// (or identity, `===`) with what it drew last time and skip the subtree.
///
/// To keep frames of animating layers free of allocations, ``LayerTree``
/// refills the render layer of an earlier frame for a later one, but only
/// once nothing outside the tree references it any more (not a snapshot,
/// not a renderer's cache, not a sublayer array someone kept): a render
/// layer that anyone can still reach never changes.
public final class RenderLayer: @unchecked Sendable {
  // `@unchecked`: the stored values are `var` only so that `LayerTree` can
  // refill a node that it alone references (`isKnownUniquelyReferenced`),
  // on the main actor. Anything that can read a node holds a reference
  // to it (or to a node or array above it), so no reader ever sees a
  // change, and no access to a node being filled can overlap another:
  // hence no runtime exclusivity checks either (callgrind: with them,
  // LayerProfile's frame of 9,900 animating layers executes 9.4 M
  // instructions instead of 3.9 M, one of 20,000 moved layers 37.8 M
  // instead of 27.0 M, and RenderProfile's of 20,000 translated sprites
  // 85.5 M instead of 72.1 M).
  //
  // Readers go through inlinable borrowing accessors rather than the
  // stored `var`s themselves: a `var` read from another module gets a
  // runtime exclusivity check (`@exclusivity(unchecked)` does not cross
  // module boundaries), and passing a whole `LayerProperties` read from
  // a `var` to a function copies it (memmove and a retain of each image),
  // where these accessors lend the node's own storage, as a `let` did.

  /// The identifier of the layer this was made from (``Layer/layerID``).
  public let layerID: UInt64

  /// The layer's presentation values at the frame.
  @inlinable public var properties: LayerProperties {
    _read { yield storedProperties }
  }

  /// The sublayers, back to front in drawing order: by ``LayerProperties/zPosition``,
  /// then by index among siblings.
  @inlinable public var sublayers: [RenderLayer] {
    _read { yield storedSublayers }
  }

  /// The layer's text and recorded custom drawing, or `nil` if it has none.
  @inlinable public var content: RenderContent? {
    _read { yield storedContent }
  }

  /// Whether ``content`` is not `nil`, asked without copying it.
  @inlinable public var hasContent: Bool {
    if case .none = storedContent { return false }
    return true
  }

  /// ``RenderContent/kind`` of ``content``, read without copying it: `nil`
  /// when there is no content or it is text and drawing.
  @inlinable public var contentKind: RenderContent.Kind? {
    storedContent?.kind
  }

  /// Whether the layer casts a shadow (``LayerProperties/shadowOpacity``
  /// is not 0), asked without copying its properties: a layer that never
  /// set a shadow, shape or gradient value answers inline.
  @inlinable public var hasShadow: Bool {
    !storedProperties.extended.isEmpty && storedProperties.shadowOpacity != 0
  }

  /// The render tree of the layer's mask (``Layer/mask``), placed in this
  /// layer's bounds coordinates; `nil` when it has none.
  @inlinable public var mask: RenderLayer? {
    _read { yield storedMask }
  }

  /// Whether the layer has a mask, asked without retaining it.
  @inlinable public var hasMask: Bool { storedMask != nil }

  /// A number that changes whenever anything in this layer or its subtree
  /// (its mask included) changed since the last frame.
  @inlinable public var changeCount: UInt64 { storedChangeCount }

  // The stored values come in the order a frame touches them: the small
  // ones it writes for every node first, then the properties, of which a
  // frame of animating layers rewrites only the animated fields (see
  // ``presentationBase``), and the content, copied only when it changed.

  /// The storage of ``changeCount``.
  @usableFromInline @exclusivity(unchecked) var storedChangeCount: UInt64

  /// The ``Layer/presentationBase`` of the layer when ``properties`` were
  /// filled, or 0.
  ///
  /// While it still matches, ``properties`` are the layer's model with only
  /// the values of its animations overwritten (and sanitized), so the next
  /// frame may overwrite those in place instead of copying the model. 0 (a
  /// node made by the public initializer, or one whose layer has
  /// out-of-line values or model values that sanitizing replaces) never
  /// matches.
  @exclusivity(unchecked) var presentationBase: UInt64 = 0

  /// The ``Layer/modelStamp`` of the layer when ``properties`` were filled
  /// with its model (a layer without animations or out-of-line values),
  /// or 0.
  ///
  /// While it still matches, ``properties`` are the model but perhaps for
  /// `position`, which is all the next fill writes. Any other way of
  /// filling the node sets it to 0, which never matches.
  @exclusivity(unchecked) var modelStamp: UInt64 = 0

  /// The ``Layer/renderContentVersion`` that ``content`` was copied from
  /// (0 for a node made by the public initializer).
  @exclusivity(unchecked) var contentVersion: UInt64 = 0

  /// The storage of ``sublayers``.
  @usableFromInline @exclusivity(unchecked) var storedSublayers: [RenderLayer]

  /// The storage of ``mask``.
  @usableFromInline @exclusivity(unchecked) var storedMask: RenderLayer?

  /// The storage of ``properties``.
  @usableFromInline @exclusivity(unchecked) var storedProperties: LayerProperties

  /// The storage of ``content``.
  @usableFromInline @exclusivity(unchecked) var storedContent: RenderContent?

  /// Creates a render layer.
  ///
  /// - Parameters:
  ///   - layerID: The source layer's identifier.
  ///   - properties: The presentation values.
  ///   - content: The text and recorded drawing, if any.
  ///   - sublayers: The sublayers in drawing order.
  ///   - mask: The mask's render tree, if any.
  ///   - changeCount: The subtree's change marker.
  public init(
    layerID: UInt64,
    properties: LayerProperties,
    content: RenderContent? = nil,
    sublayers: [RenderLayer],
    mask: RenderLayer? = nil,
    changeCount: UInt64
  ) {
    storedMask = mask
    self.layerID = layerID
    storedProperties = properties
    storedContent = content
    storedSublayers = sublayers
    storedChangeCount = changeCount
  }
}
