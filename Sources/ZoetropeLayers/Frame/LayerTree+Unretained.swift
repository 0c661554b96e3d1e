/// The layer tree's reads without a retain, all of them, each sound for
/// the reason given beside it.
///
/// A retain and a release are atomic operations, the dearest steps of a
/// frame of animating layers: `LayerProfile animated` (Benchmarks/, with
/// `de2ad96` beside it in `docs/PERFORMANCE.md`) spends about 8 ns a
/// layer on one pair. Nothing else in `LayerTree` reads a reference
/// without retaining it.
extension LayerTree {
  /// Where the node a layer's slot (``Layer/cachedRenderLayer`` or
  /// ``Layer/spareRenderLayer``) holds is, read without retaining it: an
  /// address compared, never followed.
  ///
  /// Nonisolated, so that the closure reading it is too: one made in a
  /// main-actor method checks at run time that it runs on the main actor.
  @inline(__always)
  nonisolated static func address(of slot: inout RenderLayer?) -> UnsafeRawPointer? {
    withUnsafePointer(to: &slot) { UnsafeRawPointer($0).load(as: UnsafeRawPointer?.self) }
  }

  /// Runs `body` with a layer's sublayers as unretained references, so
  /// that the frame reads each without the retain and release that a copy
  /// of it costs (LayerProfile animated: 39 → 33 ns a layer, the two of
  /// its four atomic operations a layer that were not the node's).
  ///
  /// Sound because `sublayers` is the caller's own copy of the list: it
  /// holds every layer in it, and cannot change, until `body` returns,
  /// whatever the frame does to the layer's own list meanwhile.
  ///
  /// Nonisolated, for the reason given at ``address(of:)``.
  @inline(__always)
  nonisolated static func withUnretained<Result>(
    _ sublayers: [Layer], _ body: (UnsafeBufferPointer<Unmanaged<Layer>>) -> Result
  ) -> Result {
    sublayers.withUnsafeBufferPointer { layers in
      layers.withMemoryRebound(to: Unmanaged<Layer>.self) { unretained in
        assert(
          zip(unretained, layers).allSatisfy {
            $0.toOpaque() == Unmanaged.passUnretained($1).toOpaque()
          })
        return body(unretained)
      }
    }
  }

  /// Runs `body` with the layer of an unretained reference from
  /// ``withUnretained(_:_:)``'s list, without retaining it (that list
  /// holds it throughout).
  ///
  /// Nonisolated, and called rather than the standard library's method
  /// directly, so that `body`, made in a main-actor method, is not checked
  /// at run time for running on the main actor (a closure handed to a
  /// module built in Swift 5 mode is): that check cost more than the
  /// retain it saves.
  @inline(__always)
  nonisolated static func withGuaranteed<Result>(
    _ layer: Unmanaged<Layer>, _ body: (Layer) -> Result
  ) -> Result {
    layer._withUnsafeGuaranteedRef(body)
  }

  /// ``touch(_:)`` for a layer with animations but no usable track: its
  /// first animation entry and animation, read without retaining the
  /// animation (the layer's entry holds it; nothing runs between).
  @inline(never)
  static func touchAnimations(of layer: Layer) -> UInt64 {
    unowned(unsafe) let animation = layer.animationEntries[0].animation
    return AnimationEntry.touch(layer.animationEntries) &+ animation.touch()
  }
}
