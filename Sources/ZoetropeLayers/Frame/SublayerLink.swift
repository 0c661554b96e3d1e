/// What a layer's sublayers (and its mask) share with it: the flag that
/// tells the frame a descendant changed, and the link of the layer above.
///
/// A property change marks every ancestor whose flag is not yet set (see
/// ``Layer/setNeedsUpdate()``). Kept in the layers, the flags were reached
/// through each layer's weak `superlayer`, whose every load retains and
/// releases the superlayer through its side table: two fifths of a
/// position change (LayerProfile sprites, callgrind). The links are held
/// strongly, from below only (a layer holds its own and its parent's; a
/// link holds the one above), so there is no cycle and nothing unsafe: a
/// link outlives its layer harmlessly while a sublayer still holds it.
@MainActor
final class SublayerLink {
  /// Whether some sublayer of the link's layer (at any depth) needs an
  /// update: ``Layer/subtreeNeedsUpdate``.
  @exclusivity(unchecked) var subtreeNeedsUpdate = false

  /// The link of the layer's superlayer (or of the layer it masks).
  @exclusivity(unchecked) var up: SublayerLink?

  /// Creates a link below another.
  ///
  /// - Parameter up: The link of the layer's own parent, if any.
  init(up: SublayerLink?) {
    self.up = up
  }
}

extension Layer {
  /// Whether some sublayer (at any depth) needs an update.
  ///
  /// It lets the frame skip unchanged subtrees without walking them; kept
  /// in ``ownLink``.
  final var subtreeNeedsUpdate: Bool {
    get { ownLink?.subtreeNeedsUpdate ?? false }
    set {
      if let ownLink {
        ownLink.subtreeNeedsUpdate = newValue
      } else if newValue {
        sublayerLink().subtreeNeedsUpdate = true
      }
    }
  }

  /// The layer's own link, made on first use, below its parent's.
  final func sublayerLink() -> SublayerLink {
    if let ownLink { return ownLink }
    let link = SublayerLink(up: parentLink)
    ownLink = link
    return link
  }
}
