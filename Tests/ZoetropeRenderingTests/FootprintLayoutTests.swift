#if canImport(Glibc)
import Glibc
import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The footprint pass reads a whole footprint ahead, `Footprint.allLines`
/// cache lines of it: a footprint that grew past them would be read
/// ahead only in part (the pass would be slower, not wrong), so its
/// allocation is checked against them here.
@MainActor
@Suite struct FootprintLayoutTests {
  @Test func aFootprintFitsTheLinesReadAheadWhereverItStarts() {
    let layer = Layer()
    let snapshot = LayerTree(rootLayer: layer).frame(at: 0)
    let footprint = Footprint(
      layer: snapshot.root,
      context: FootprintContext(
        parentTransform: .identity, clip: .empty, opacity: 1, groups: 0, isExact: true),
      transform: .identity, isGroup: false, area: .empty, cairoArea: .empty, children: [])
    // What malloc gave the object: at least its size. (`malloc_usable_size`
    // is in glibc but not in the Glibc module's headers.)
    guard let symbol = dlsym(nil, "malloc_usable_size") else {
      Issue.record("glibc has no malloc_usable_size")
      return
    }
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
    let bytes = usableSize(Unmanaged.passUnretained(footprint).toOpaque())
    #expect(bytes > 0)
    // Objects are aligned to 16 bytes, so one starts up to 48 bytes into
    // a 64-byte line.
    let lines = (48 + bytes + 63) / 64
    #expect(lines <= Footprint.allLines, "\(bytes) bytes span up to \(lines) lines")
    // And the drawing pass's lines are a part of them.
    #expect(Footprint.lines < Footprint.allLines)
  }
}
#endif
