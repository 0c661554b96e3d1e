import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@_spi(Benchmarks) @testable import ZoetropeRendering

extension MaskRenderingTests {
  /// A square layer with rounded corners, on white.
  func cornerImage(
    corners: CornerMask, curve: CornerCurve = .circular, radius: Double = 16,
    masksToBounds: Bool = false, scale: Double = 1
  ) -> Image {
    let tree = tree {
      let root = rootLayer()
      root.backgroundColor = .white
      let card = box(Rect(x: 10, y: 6, width: 60, height: 52), .systemBlue)
      card.cornerRadius = radius
      card.maskedCorners = corners
      card.cornerCurve = curve
      card.masksToBounds = masksToBounds
      if masksToBounds {
        card.backgroundColor = .clear
        card.addSublayer(box(Rect(x: -5, y: -5, width: 70, height: 62), .systemBlue))
      }
      root.addSublayer(card)
      return root
    }
    return Renderer(scale: scale).render(tree.frame(at: 0), size: canvas, background: .white)
  }

  @Test(arguments: [false, true]) func onlyTheChosenCornersAreRounded(masksToBounds: Bool) {
    let corners: [(CornerMask, Double, Double)] = [
      (.minXMinY, 11, 7), (.maxXMinY, 69, 7), (.minXMaxY, 11, 57), (.maxXMaxY, 69, 57),
    ]
    for (chosen, _, _) in corners {
      let image = cornerImage(corners: [chosen], masksToBounds: masksToBounds)
      for (corner, x, y) in corners {
        let color = image.color(atPoint: x, y)
        if corner == chosen {
          #expect(color == .white, "\(corner) rounded")
        } else {
          #expect(color.isClose(to: .systemBlue, tolerance: 0.01), "\(corner) square")
        }
      }
    }
    // None: all square; a border follows the corners too.
    let square = cornerImage(corners: [])
    #expect(square.color(atPoint: 11, 7).isClose(to: .systemBlue, tolerance: 0.01))
  }

  @Test func borderFollowsTheChosenCorners() {
    let tree = tree {
      let root = rootLayer()
      let card = Layer()
      card.frame = Rect(x: 10, y: 6, width: 60, height: 52)
      card.cornerRadius = 16
      card.borderWidth = 3
      card.borderColor = .black
      card.maskedCorners = [.maxXMaxY]
      root.addSublayer(card)
      return root
    }
    let image = render(tree)
    // The square top-left corner has border in its very corner pixel; the
    // rounded bottom-right has none.
    #expect(image.color(atPoint: 10.5, 6.5).alpha == 1)
    #expect(image.color(atPoint: 69.5, 57.5).alpha == 0)
  }

  @Test(arguments: scales) func continuousCornersDifferAndStaySymmetricInsideTheBounds(
    scale: Double
  ) {
    let circular = cornerImage(corners: .all, curve: .circular, scale: scale)
    let continuous = cornerImage(corners: .all, curve: .continuous, scale: scale)
    #expect(circular.pixels != continuous.pixels)
    // Inside the bounds: outside them both are white.
    let width = continuous.pixelWidth
    let height = continuous.pixelHeight
    let minX = Int(10 * scale)
    let maxX = Int(70 * scale)
    let minY = Int(6 * scale)
    let maxY = Int(58 * scale)
    for y in 0..<height {
      for x in 0..<width where x < minX || x >= maxX || y < minY || y >= maxY {
        #expect(continuous.color(atX: x, y: y) == .white)
      }
    }
    // Symmetric: each corner (a square of 1.6 radii) cuts away the same
    // area, within Cairo's antialiasing, which samples a pixel's coverage
    // on a grid that is not itself symmetric (single pixels differ by up
    // to 17/255).
    let side = Int(16 * 1.6 * scale)
    func cutAway(_ image: Image, x0: Int, y0: Int) -> Double {
      var total = 0.0
      for y in y0..<(y0 + side) {
        for x in x0..<(x0 + side) {
          total += image.color(atX: x, y: y).red
        }
      }
      return total
    }
    let cuts = [
      cutAway(continuous, x0: minX, y0: minY), cutAway(continuous, x0: maxX - side, y0: minY),
      cutAway(continuous, x0: minX, y0: maxY - side),
      cutAway(continuous, x0: maxX - side, y0: maxY - side),
    ]
    for cut in cuts {
      #expect(abs(cut - cuts[0]) < 0.02 * cuts[0], "\(cuts)")
    }
    // The continuous corner leaves the straight edge sooner (1.53 radii
    // from the corner) and follows the circle closely near the diagonal:
    // it cuts away a little more of the card, and a pixel on the top edge
    // 1.1 radii from the corner is cut only by it.
    func coverage(_ image: Image) -> Double {
      var total = 0.0
      for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth {
          total += 1 - image.color(atX: x, y: y).red
        }
      }
      return total
    }
    let cut = coverage(circular) - coverage(continuous)
    #expect(cut > 0.5 * scale * scale)
    #expect(cut < 0.05 * 16 * 16 * 4 * scale * scale)
    let corner = (Int((10 + 16 * 1.1) * scale), Int(6 * scale))
    #expect(circular.color(atX: corner.0, y: corner.1).isClose(to: .systemBlue, tolerance: 0.002))
    #expect(
      !continuous.color(atX: corner.0, y: corner.1).isClose(to: .systemBlue, tolerance: 0.002))
  }

  @Test func badCornerRadiiAreClamped() {
    for radius in [Double.nan, -8, .infinity, 1e300] {
      let image = cornerImage(corners: [.minXMinY], curve: .continuous, radius: radius)
      // No crash; a NaN or negative radius draws square corners.
      if radius.isNaN || radius < 0 || radius.isInfinite {
        #expect(image.color(atPoint: 10.5, 6.5).isClose(to: .systemBlue, tolerance: 0.01))
      } else {
        #expect(image.color(atPoint: 10.5, 6.5) == .white)
      }
    }
  }
}
