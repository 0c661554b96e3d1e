import CCompositor

// Reading ahead: the objects a loop will need next, brought into the cache
// without touching their reference counts.
extension Renderer {
  /// How many sublayers ahead ``childFootprints(of:context:previous:damage:)``
  /// reads.
  nonisolated static let readAhead = 4

  /// The object at `index` of an array, unretained: read without
  /// touching its reference count (a cold line, when reading ahead).
  @inline(__always)
  nonisolated static func object<Element: AnyObject>(_ array: [Element], at index: Int)
    -> Unmanaged<Element>
  {
    array.withUnsafeBufferPointer { buffer in
      assert(buffer.indices.contains(index), "read ahead past the end")
      guard let base = buffer.baseAddress else { preconditionFailure("an empty array") }
      let address = UnsafeRawPointer(base).load(
        fromByteOffset: index &* MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
      return Unmanaged<Element>.fromOpaque(address)
    }
  }

  /// The address of the layer a footprint holds, read without retaining
  /// the footprint.
  ///
  /// Nonisolated, so that the closure reading it is too: a closure made in
  /// a main-actor method and handed to a generic function checks at run
  /// time that it runs on the main actor (a thread-local read and a call,
  /// about 1.5 % of a frame of 20,000 sprites).
  @inline(__always)
  nonisolated static func layerAddress(of footprint: Unmanaged<Footprint>) -> UnsafeRawPointer {
    footprint._withUnsafeGuaranteedRef { $0.layerAddress }
  }

  /// The kernel storage of a paint, read without retaining the paint
  /// (nonisolated, as ``layerAddress(of:)``).
  @inline(__always)
  nonisolated static func storage(of paint: Unmanaged<TransformedPaint>) -> UnsafeRawPointer {
    UnsafeRawPointer(paint._withUnsafeGuaranteedRef { $0.storage })
  }

  /// The cache lines a render layer's header and properties span (about
  /// 400 bytes: `LayerProperties` is 336).
  nonisolated static let renderLayerLines = 7

  /// Asks the processor to bring the `count` 64-byte cache lines from
  /// `address` on in.
  @inline(__always)
  nonisolated static func prefetchLines(_ address: UnsafeRawPointer, count: Int) {
    for line in 0..<count {
      zt_prefetch(address + line &* 64)
    }
  }

  /// Asks the processor to bring the first `lines` cache lines of the
  /// object at `index` of an array in, without touching its reference
  /// count.
  @inline(__always)
  nonisolated static func prefetch<Element: AnyObject>(
    _ array: [Element], at index: Int, lines: Int = 1
  ) {
    prefetchLines(object(array, at: index).toOpaque(), count: lines)
  }
}
