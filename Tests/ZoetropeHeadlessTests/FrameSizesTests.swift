import Testing
import ZoetropeGraphics

@testable import ZoetropeSDL

/// The window check leaves out the frames right after a resize.
@Suite struct FrameSizesTests {
  @Test func framesRightAfterAResizeAreNotSettled() {
    var sizes = FrameSizes()
    let small = Size(width: 320, height: 480)
    let large = Size(width: 363, height: 549)
    // The first frame is drawn into a buffer made at its size.
    #expect(sizes.record(small) == FrameSizes.settled)
    #expect(sizes.record(small) == FrameSizes.settled)
    // A resize: the frame at the new size and the next are not settled.
    #expect(sizes.record(large) == 0)
    #expect(sizes.record(large) == 1)
    #expect(sizes.record(large) == 2)
    #expect(sizes.record(large) == FrameSizes.settled)
    // A storm: every size new.
    #expect(sizes.record(small) == 0)
    #expect(sizes.record(large) == 0)
    #expect(sizes.record(small) == 0)
    #expect(sizes.record(small) == 1)
  }
}
