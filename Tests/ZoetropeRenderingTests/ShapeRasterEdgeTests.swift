import CCairo
import CCompositor
import Foundation
import Testing
import ZoetropeGraphics

@testable import ZoetropeRendering

/// The coverage rasterizer at its edges: shapes wider than the cells a
/// thread keeps, coordinates at the limit of what it takes, cover sums
/// far beyond a narrow integer's, and even-odd nesting; against Cairo
/// (`ShapeRasterTests.compare`) or against exact expectations.
@MainActor
@Suite struct ShapeRasterEdgeTests {
  /// Fills `path` straight through `zt_raster_fill` into a `size` ×
  /// `size` buffer of `backdrop` pixels (its stride two pixels wider, so
  /// that a write past a row shows); the call's result and the pixels.
  static func rawFill(
    _ path: ShapeRasterPath, size: Int, evenOdd: Bool = false, backdrop: UInt32 = 0x4020_1008
  ) -> (Int32, [UInt32]) {
    let stride = size + 2
    var pixels = [UInt32](repeating: backdrop, count: stride * size)
    let identity: [Double] = [1, 0, 0, 1, 0, 0]
    let result = pixels.withUnsafeMutableBufferPointer { buffer in
      zt_raster_fill(
        buffer.baseAddress, stride, size, size, path.verbs, path.verbs.count, path.points,
        identity, evenOdd, 0xFF33_66CC)
    }
    return (result, pixels)
  }

  /// Shapes whose cells are more than a thread keeps (allocated and freed
  /// per call), then as many as it keeps, then a small one in the kept
  /// cells: each matches Cairo, so the kept cells came back clean.
  @Test func shapesWiderThanTheKeptCellsMatchCairo() {
    let wide = Path(ellipseIn: Rect(x: -5.5, y: 3.25, width: 1111, height: 1090))
    ShapeRasterTests.check(ShapeRasterTests.compare(wide, size: 1100), "wider than kept")
    let kept = Path(roundedRect: Rect(x: 2.5, y: 4.75, width: 880, height: 870), cornerRadius: 40)
    ShapeRasterTests.check(ShapeRasterTests.compare(kept, size: 900), "as wide as kept")
    let stroke = ZTStrokeStyle(
      width: 2, cap: Int32(ZT_CAP_ROUND), join: Int32(ZT_JOIN_ROUND), miterLimit: 4)
    ShapeRasterTests.check(
      ShapeRasterTests.compare(wide, size: 1100, stroke: stroke), "wider than kept, stroked")
    let small = Path(ellipseIn: Rect(x: 8.3, y: 10.6, width: 40.2, height: 30.7))
    ShapeRasterTests.check(ShapeRasterTests.compare(small, size: 64), "small after wide")
    ShapeRasterTests.check(
      ShapeRasterTests.compare(small, size: 64, stroke: stroke), "small stroke after wide")
  }

  /// Points up to 10⁶ pixels out are drawn, clipped to the store (edges
  /// so shallow that one row of the store crosses it whole); past that,
  /// or at Cairo's own fixed-point limit (2²³), or not finite, the call
  /// returns −1 and leaves every pixel as it was.
  @Test func coordinatesNearTheLimits() {
    var shallow = Path()
    shallow.move(to: Point(x: -999_000, y: 10.3))
    shallow.addLine(to: Point(x: 999_000, y: 20.6))
    shallow.addLine(to: Point(x: 32.5, y: 50.2))
    shallow.closeSubpath()
    for evenOdd in [false, true] {
      ShapeRasterTests.check(
        ShapeRasterTests.compare(shallow, evenOdd: evenOdd), "shallow to 999,000 px")
    }
    let near = Path(rect: Rect(x: -999_999, y: -999_999, width: 1_999_998, height: 999_999 + 40))
    ShapeRasterTests.check(ShapeRasterTests.compare(near), "a box to 999,999 px")
    let backdrop: UInt32 = 0x4020_1008
    for far in [1_000_001, 8_388_608, 1e12, .infinity, -.infinity, .nan] as [Double] {
      for point in [Point(x: far, y: 5), Point(x: 5, y: far), Point(x: -far, y: -far)] {
        var path = Path(rect: Rect(x: 2, y: 2, width: 8, height: 8))
        path.addLine(to: point)
        let (result, pixels) = ShapeRasterEdgeTests.rawFill(ShapeRasterPath(path), size: 16)
        #expect(result == -1, "\(point)")
        #expect(pixels.allSatisfy { $0 == backdrop }, "\(point)")
      }
    }
  }

  /// Subpaths piled on one another: 70,000 copies of a box on whole
  /// pixels (a winding of 70,000 overflows 16 bits, and its area in 24.8
  /// fixed point, 70,000 × 2 × 256², overflows 32) give the box itself by
  /// the non-zero rule, and by the even-odd rule the box for an odd count
  /// and nothing for an even one.
  @Test func manyOverlappingSubpathsKeepTheirCover() {
    let box = Rect(x: 4, y: 5, width: 20, height: 13)
    func piled(_ count: Int) -> ShapeRasterPath {
      var path = Path()
      for _ in 0..<count { path.addRect(box) }
      return ShapeRasterPath(path)
    }
    let backdrop: UInt32 = 0x4020_1008
    let (oneResult, one) = ShapeRasterEdgeTests.rawFill(piled(1), size: 32)
    #expect(oneResult == 0)
    #expect(one.filter { $0 == 0xFF33_66CC }.count == 20 * 13)
    #expect(one.allSatisfy { $0 == 0xFF33_66CC || $0 == backdrop })
    let (nonZeroResult, nonZero) = ShapeRasterEdgeTests.rawFill(piled(70_000), size: 32)
    #expect(nonZeroResult == 0)
    #expect(nonZero == one)
    let (oddResult, odd) = ShapeRasterEdgeTests.rawFill(piled(70_001), size: 32, evenOdd: true)
    #expect(oddResult == 0)
    #expect(odd == one)
    let (evenResult, even) = ShapeRasterEdgeTests.rawFill(piled(70_000), size: 32, evenOdd: true)
    #expect(evenResult == 0)
    #expect(even.allSatisfy { $0 == backdrop })
  }

  /// Twenty nested ellipses 2.1 pixels apart, alternately wound and of one
  /// winding: rings by the even-odd rule (and by the non-zero rule when
  /// they alternate), a disc by the non-zero rule otherwise, as Cairo
  /// fills them; and ten nested squares turned by the matrix.
  @Test func deeplyNestedEvenOddMatchesCairo() {
    for alternate in [false, true] {
      var path = Path()
      for i in 0..<20 {
        // An ellipse as a 96-gon, turning one way or the other.
        let radius = (x: 47.2 - 2.1 * Double(i), y: 44.7 - 2.1 * Double(i))
        let turn = alternate && i % 2 == 1 ? -1.0 : 1.0
        for k in 0..<96 {
          let angle = turn * Double(k) * 2 * Double.pi / 96
          let point = Point(x: 47.8 + radius.x * cos(angle), y: 45.3 + radius.y * sin(angle))
          if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
      }
      for evenOdd in [false, true] {
        ShapeRasterTests.check(
          ShapeRasterTests.compare(path, size: 96, evenOdd: evenOdd),
          "nested alternate \(alternate) even-odd \(evenOdd)")
      }
    }
    var squares = Path()
    for i in 0..<10 {
      let inset = 4.1 * Double(i) + 4.2
      squares.addRect(Rect(x: inset, y: inset, width: 90 - 2 * inset, height: 90 - 2 * inset))
    }
    ShapeRasterTests.check(
      ShapeRasterTests.compare(
        squares, matrix: ShapeRasterTests.turned, size: 96, evenOdd: true),
      "nested squares turned")
  }
}
