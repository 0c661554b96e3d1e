import Foundation
import Testing
import Zoetrope
import ZoetropeTesting

@testable import BoxAnimation

/// `--show-layer-bounds` and `--flash-damage` over headless frames.
@MainActor
@Suite(.isolatedLayerContext) struct FrameOverlayTests {
  func isColor(_ color: Color, _ red: Double, _ green: Double, _ blue: Double) -> Bool {
    abs(color.red - red) < 0.15 && abs(color.green - green) < 0.15 && abs(color.blue - blue) < 0.15
  }

  @Test func layerBoundsOutlineTheBoxAndMarkItsAnchor() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    host.advance(to: 0.1)
    let plain = host.screenshot()
    host.overlay = .layerBounds
    let image = host.screenshot()
    let box = host.root(BoxAnimationViewController.self).boxView.frame
    // The box's top edge is cyan half way along (the 1-point line covers
    // half of the blue pixel row under it); its centre (the anchor)
    // yellow; inside, the frame is as drawn without the overlay.
    let edge = image.color(at: Point(x: box.midX, y: box.minY))
    #expect(isColor(edge, 0, 0.5, 1), "\(edge)")
    #expect(isColor(plain.color(at: Point(x: box.midX, y: box.minY)), 0, 0, 1))
    let anchor = image.color(at: Point(x: box.midX, y: box.midY))
    #expect(isColor(anchor, 1, 0.9, 0), "\(anchor)")
    let inside = Point(x: box.minX + 20, y: box.minY + 30)
    #expect(image.color(at: inside) == plain.color(at: inside))
    if let path = getenv("ZOETROPE_OVERLAY_PNG").map({ String(cString: $0) }) {
      try host.writeScreenshot(to: path)
    }
  }

  @Test func damageIsTintedOnlyWhereTheFrameChanged() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    host.overlay = .damage
    host.advance(to: 0.2)
    _ = host.screenshot()
    host.tap(.point(x: 190, y: 210), at: 0.3)
    host.advance(to: 0.5)
    let moving = host.screenshot()
    let layer = host.root(BoxAnimationViewController.self).boxView.layer.presentation()
    let box = Rect(
      x: layer.position.x - 50, y: layer.position.y - 50, width: 100, height: 100)
    // Around the moving box: tinted red; far from it (the bottom-left
    // corner, under the controls' row): as drawn.
    let near = moving.color(at: Point(x: box.midX, y: box.minY - 2))
    #expect(near.red > near.green + 0.2, "\(near)")
    host.advance(to: 0.5 + 1.0 / 60)
    let far = host.screenshot().color(at: Point(x: 2, y: 470))
    #expect(!(far.red > far.green + 0.2), "\(far)")
  }
}
