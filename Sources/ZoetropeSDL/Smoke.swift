import ZoetropeAnimation
import ZoetropeGraphics

@MainActor
final class SmokeDriver: SDLFrameDriver {
  var x = 0.0
  var moving = false
  var dirty = true
  var lastTime = 0.0
  var needsFrame: Bool { moving || dirty }
  var nextTimerDeadline: Double? { nil }
  func handleTouch(_ phase: SDLInput.Phase, id: Int, location: Point, time: Double) {
    if phase == .ended {
      moving.toggle()
      dirty = true
    }
  }
  func windowDidResize(to size: Size) { dirty = true }
  func frame(at time: Double, size: Size, scale: Double) -> (image: Image, damage: Rect?)? {
    defer { lastTime = time }
    if moving {
      x += (time - lastTime) * 100
      if x > size.width - 40 { x = 0 }
    }
    guard dirty || moving else { return nil }
    dirty = false
    let w = Int(size.width * scale)
    let h = Int(size.height * scale)
    var px = [UInt32](repeating: 0xFFFF_FFFF, count: w * h)
    for yy in 40..<80 where yy < h {
      for xx in Int(x)..<(Int(x) + 40) where xx < w { px[yy * w + xx] = 0xFF00_00FF }
    }
    guard let image = try? Image(pixelWidth: w, pixelHeight: h, scale: scale, pixels: px) else {
      return nil
    }
    return (image, nil)
  }
}

/// Smoke.
@MainActor public func _sdlSmoke() -> Int32 {
  do {
    let window = try SDLWindow(title: "Smoke", size: Size(width: 320, height: 240))
    let loop = SDLRunLoop(window: window, driver: SmokeDriver(), clock: SystemClock())
    return loop.run()
  } catch {
    print(error)
    return 2
  }
}
