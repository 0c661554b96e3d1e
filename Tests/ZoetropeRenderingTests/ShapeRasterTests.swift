import CCairo
import CCompositor
import Foundation
import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The coverage rasterizer that draws shape layers' fills and strokes
/// into their backing stores, against Cairo drawing the same path on the
/// same surface: the same pixels but at the edges, where exact-area
/// coverage and Cairo's sampled coverage differ by a few levels.
@MainActor
@Suite struct ShapeRasterTests {
  /// How far apart two drawings are: the mean difference per channel (in
  /// levels), the largest, and the pixels more than 32 apart.
  struct Difference {
    var mean = 0.0
    var largest = 0
    var far = 0
  }

  /// The bounds a comparison must meet (docs/LOTTIE.md).
  ///
  /// Mean and largest difference per channel in levels, and pixels more
  /// than 32 apart. Where the path's pieces overlap inside
  /// a pixel (a star's crossing edges, a stroke over itself, two subpaths
  /// along one line) exact-area coverage adds both pieces' coverage, as
  /// FreeType's rasterizer (rlottie's) does, where Cairo counts the pixel's
  /// samples once: those pixels are darker, and the looser bounds apply.
  static let bounds = (mean: 0.25, largest: 48, far: 2)
  static let overlappingBounds = (mean: 1.0, largest: 160, far: 48)

  /// Draws `path` once with Cairo and once with the rasterizer on
  /// `size` × `size` surfaces under `matrix`, filled (`stroke` nil) or
  /// stroked, and compares them.
  static func compare(
    _ path: Path, matrix: Transform = .identity, size: Int = 64, evenOdd: Bool = false,
    stroke: ZTStrokeStyle? = nil, color: Color = Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8)
  ) -> Difference {
    let cairoSurface = CairoSurface(width: size, height: size)
    let rasterSurface = CairoSurface(width: size, height: size)
    for (surface, useCairo) in [(cairoSurface, true), (rasterSurface, false)] {
      let cairo: OpaquePointer = cairo_create(surface.surface)
      defer { cairo_destroy(cairo) }
      var m = cairo_matrix_t(
        xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.tx, y0: matrix.ty)
      cairo_set_matrix(cairo, &m)
      // A grey backdrop, so that blending over something is compared too.
      cairo_save(cairo)
      cairo_identity_matrix(cairo)
      cairo_set_source_rgba(cairo, 0.5, 0.4, 0.3, 0.5)
      cairo_rectangle(cairo, 0, 0, Double(size), Double(size / 2))
      cairo_fill(cairo)
      cairo_restore(cairo)
      if useCairo {
        cairoAppend(cairo, path)
        cairoSetSource(cairo, color)
        if let stroke {
          cairo_set_line_width(cairo, stroke.width)
          cairo_set_line_cap(cairo, cairo_line_cap_t(UInt32(stroke.cap)))
          cairo_set_line_join(cairo, cairo_line_join_t(UInt32(stroke.join)))
          cairo_set_miter_limit(cairo, stroke.miterLimit)
          cairo_stroke(cairo)
        } else {
          cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
          cairo_fill(cairo)
        }
      } else {
        guard let target = ShapeRasterTarget(cairo) else {
          Issue.record("a plain image surface is a rasterizer target")
          return Difference(mean: .infinity)
        }
        let drew =
          if let stroke {
            target.stroke(ShapeRasterPath(path), style: stroke, color: color)
          } else {
            target.fill(ShapeRasterPath(path), evenOdd: evenOdd, color: color)
          }
        #expect(drew)
      }
    }
    let a = cairoSurface.makeImage(scale: 1).pixels
    let b = rasterSurface.makeImage(scale: 1).pixels
    var result = Difference()
    var total = 0
    for (x, y) in zip(a, b) {
      var isFar = false
      for shift: UInt32 in [0, 8, 16, 24] {
        let d = abs(Int((x >> shift) & 0xFF) - Int((y >> shift) & 0xFF))
        total += d
        result.largest = max(result.largest, d)
        isFar = isFar || d > 32
      }
      if isFar { result.far += 1 }
    }
    result.mean = Double(total) / Double(a.count * 4)
    return result
  }

  /// Checks a comparison against the bounds, naming the case.
  static func check(_ difference: Difference, _ name: String, overlapping: Bool = false) {
    let bounds = overlapping ? overlappingBounds : ShapeRasterTests.bounds
    #expect(difference.mean <= bounds.mean, "\(name): \(difference)")
    #expect(difference.largest <= bounds.largest, "\(name): \(difference)")
    #expect(difference.far <= bounds.far, "\(name): \(difference)")
  }

  /// A five-pointed star drawn in one stroke: its middle is wound twice.
  static func star(center: Point, radius: Double) -> Path {
    var path = Path()
    for i in 0..<5 {
      let angle = Double(i * 2) * 2 * Double.pi / 5 - Double.pi / 2
      let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }

  static let turned = Transform(rotationAngle: 0.4).concatenating(
    Transform(a: 1.3, b: 0, c: 0.2, d: 0.9, tx: 12, ty: 3))

  /// Near-horizontal edges give rows whose edge pixels run longer than
  /// one stretch of the blend (64 pixels), and a row width that is no
  /// multiple of four ends stretches with fewer than four pixels left.
  @Test func longEdgeStretchesMatchCairo() {
    var sliver = Path()
    sliver.move(to: Point(x: 0.5, y: 10.2))
    sliver.addLine(to: Point(x: 230.7, y: 12.1))
    sliver.addLine(to: Point(x: 0.5, y: 16.6))
    sliver.closeSubpath()
    let stroke = ZTStrokeStyle(
      width: 2, cap: Int32(ZT_CAP_ROUND), join: Int32(ZT_JOIN_ROUND), miterLimit: 4)
    for color in [Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8), Color.black] {
      ShapeRasterTests.check(
        ShapeRasterTests.compare(sliver, size: 203, color: color), "sliver filled")
      ShapeRasterTests.check(
        ShapeRasterTests.compare(sliver, size: 203, stroke: stroke, color: color),
        "sliver stroked")
    }
  }

  @Test func fillsMatchCairo() {
    let rect = Rect(x: 8.3, y: 10.6, width: 40.2, height: 30.7)
    let shapes: [(String, Path)] = [
      ("rectangle", Path(rect: rect)),
      ("rounded rectangle", Path(roundedRect: rect, cornerRadius: 9)),
      ("ellipse", Path(ellipseIn: rect)),
      ("tiny ellipse", Path(ellipseIn: Rect(x: 20.2, y: 20.7, width: 2.5, height: 1.5))),
      ("star", ShapeRasterTests.star(center: Point(x: 32, y: 32), radius: 27)),
      ("beyond the surface", Path(ellipseIn: Rect(x: -20, y: -12, width: 110, height: 50))),
    ]
    for (name, path) in shapes {
      for evenOdd in [false, true] {
        for (matrixName, matrix) in [
          ("identity", Transform.identity), ("scaled", Transform(scaleX: 1.5, y: 1.5)),
          ("turned", ShapeRasterTests.turned),
        ] {
          ShapeRasterTests.check(
            ShapeRasterTests.compare(path, matrix: matrix, evenOdd: evenOdd),
            "\(name) \(evenOdd ? "even-odd" : "non-zero") \(matrixName)",
            overlapping: name == "star")
        }
      }
    }
  }

  @Test func quadraticCurvesAndSubpathsMatchCairo() {
    var path = Path()
    path.move(to: Point(x: 4, y: 50))
    path.addQuadCurve(to: Point(x: 60, y: 50), control: Point(x: 30, y: -20))
    path.closeSubpath()
    path.addRect(Rect(x: 20, y: 30, width: 20, height: 20))
    for evenOdd in [false, true] {
      ShapeRasterTests.check(
        ShapeRasterTests.compare(path, evenOdd: evenOdd), "quad and box \(evenOdd)",
        overlapping: true)
      ShapeRasterTests.check(
        ShapeRasterTests.compare(
          path, evenOdd: evenOdd,
          stroke: ZTStrokeStyle(width: 3, cap: Int32(ZT_CAP_ROUND), join: 0, miterLimit: 10)),
        "quad and box stroked", overlapping: true)
    }
  }

  @Test func strokesMatchCairo() {
    var zigzag = Path()
    zigzag.move(to: Point(x: 8, y: 40))
    zigzag.addLine(to: Point(x: 20, y: 12))
    zigzag.addLine(to: Point(x: 30, y: 44))
    zigzag.addLine(to: Point(x: 38, y: 30))
    zigzag.addCurve(
      to: Point(x: 56, y: 50), control1: Point(x: 60, y: 10), control2: Point(x: 40, y: 60))
    let rect = Rect(x: 10.5, y: 12.25, width: 40, height: 34)
    let shapes: [(String, Path)] = [
      ("zigzag", zigzag),
      ("rounded rectangle", Path(roundedRect: rect, cornerRadius: 7)),
      ("ellipse", Path(ellipseIn: rect)),
      ("star", ShapeRasterTests.star(center: Point(x: 32, y: 32), radius: 24)),
      ("rectangle", Path(rect: rect)),
    ]
    for (name, path) in shapes {
      for width in [1.0, 2.0, 6.5] {
        for cap in [ZT_CAP_BUTT, ZT_CAP_ROUND, ZT_CAP_SQUARE] {
          for join in [ZT_JOIN_MITER, ZT_JOIN_ROUND, ZT_JOIN_BEVEL] {
            for matrix in [Transform.identity, ShapeRasterTests.turned] {
              let style = ZTStrokeStyle(
                width: width, cap: Int32(cap), join: Int32(join), miterLimit: 4)
              ShapeRasterTests.check(
                ShapeRasterTests.compare(path, matrix: matrix, stroke: style),
                "\(name) width \(width) cap \(cap) join \(join) \(matrix == .identity)",
                overlapping: name == "star")
            }
          }
        }
      }
    }
  }

  @Test func degenerateStrokesAreLeftToCairo() {
    let surface = CairoSurface(width: 16, height: 16)
    let cairo: OpaquePointer = cairo_create(surface.surface)
    defer { cairo_destroy(cairo) }
    guard let target = ShapeRasterTarget(cairo) else {
      Issue.record("a plain image surface is a rasterizer target")
      return
    }
    var dot = Path()
    dot.move(to: Point(x: 8, y: 8))
    dot.addLine(to: Point(x: 8, y: 8))
    let round = ZTStrokeStyle(width: 4, cap: Int32(ZT_CAP_ROUND), join: 0, miterLimit: 10)
    #expect(!target.stroke(ShapeRasterPath(dot), style: round, color: .black))
    let butt = ZTStrokeStyle(width: 4, cap: Int32(ZT_CAP_BUTT), join: 0, miterLimit: 10)
    #expect(target.stroke(ShapeRasterPath(dot), style: butt, color: .black))
    let zero = ZTStrokeStyle(width: 0, cap: Int32(ZT_CAP_BUTT), join: 0, miterLimit: 10)
    #expect(!target.stroke(ShapeRasterPath(dot), style: zero, color: .black))
    // A point far beyond the store, or one that the matrix takes to
    // infinity, is left to Cairo too.
    var far = Path(rect: Rect(x: 2, y: 2, width: 8, height: 8))
    far.addLine(to: Point(x: 1e300, y: 5))
    #expect(!target.fill(ShapeRasterPath(far), evenOdd: false, color: .black))
    #expect(!target.stroke(ShapeRasterPath(far), style: butt, color: .black))
    cairo_scale(cairo, 1e10, 1e10)
    let scaled = ShapeRasterTarget(cairo)
    #expect(
      scaled?.fill(
        ShapeRasterPath(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))),
        evenOdd: false, color: .black) == false)
    #expect(surface.makeImage(scale: 1).pixels.allSatisfy { $0 == 0 })
  }

  @Test func clipsGroupsAndOtherOperatorsAreLeftToCairo() {
    let surface = CairoSurface(width: 16, height: 16)
    let cairo: OpaquePointer = cairo_create(surface.surface)
    defer { cairo_destroy(cairo) }
    cairo_scale(cairo, 2, 2)
    #expect(ShapeRasterTarget(cairo) != nil)
    cairo_save(cairo)
    cairo_rectangle(cairo, 1, 1, 4, 4)
    cairo_clip(cairo)
    #expect(ShapeRasterTarget(cairo) == nil)
    cairo_restore(cairo)
    cairo_push_group(cairo)
    #expect(ShapeRasterTarget(cairo) == nil)
    cairo_pattern_destroy(cairo_pop_group(cairo))
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    #expect(ShapeRasterTarget(cairo) == nil)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
    #expect(ShapeRasterTarget(cairo) == nil)
  }

  @Test func colorsArePremultipliedAsCairoDoes() {
    #expect(ShapeRasterTarget.pixel(Color(red: 1, green: 0, blue: 0, alpha: 1)) == 0xFFFF_0000)
    #expect(ShapeRasterTarget.pixel(Color(red: 1, green: 1, blue: 1, alpha: 0.5)) == 0x8080_8080)
    #expect(ShapeRasterTarget.pixel(Color(red: 2, green: -1, blue: .nan, alpha: 1)) == 0xFFFF_0000)
  }

  /// A shape layer is drawn by the rasterizer only when it asks
  /// (`usesCoverageRasterizer`, which Lottie's layers set): then its
  /// store differs from Cairo's at the edges only, within the bounds;
  /// without it, every other shape layer keeps Cairo's bytes, and a dashed
  /// or trimmed stroke is Cairo's either way.
  @Test func onlyLayersThatAskUseTheRasterizer() {
    let size = Size(width: 64, height: 64)
    func render(rasterizer: Bool, dashed: Bool = false) -> [UInt32] {
      let layer = Fixture.layer(
        frame: Rect(origin: .zero, size: size), content: RenderContent(kind: .shape)
      ) {
        $0.path = Path(ellipseIn: Rect(x: 8.3, y: 10.6, width: 45, height: 37))
        $0.fillColor = Color(red: 0.9, green: 0.6, blue: 0.1, alpha: 1)
        $0.strokeColor = Color(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
        $0.lineWidth = 2.5
        $0.lineDashPattern = dashed ? [6, 3] : []
        $0.usesCoverageRasterizer = rasterizer
      }
      return Fixture.render([layer], size: size).pixels
    }
    let cairo = render(rasterizer: false)
    let raster = render(rasterizer: true)
    #expect(cairo != raster, "the rasterizer drew the layer")
    var total = 0
    var largest = 0
    for (a, b) in zip(cairo, raster) {
      for shift: UInt32 in [0, 8, 16, 24] {
        let d = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
        total += d
        largest = max(largest, d)
      }
    }
    // A fill and a stroke, each within the bounds.
    #expect(Double(total) / Double(cairo.count * 4) <= 2 * ShapeRasterTests.bounds.mean)
    #expect(largest <= ShapeRasterTests.bounds.largest)
    // A dashed stroke is Cairo's: only the fill differs.
    let dashedCairo = render(rasterizer: false, dashed: true)
    let dashedRaster = render(rasterizer: true, dashed: true)
    #expect(dashedCairo != dashedRaster)
    #expect(render(rasterizer: false) == cairo, "Cairo's bytes are stable")
  }
}
