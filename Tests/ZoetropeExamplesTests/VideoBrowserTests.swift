import Foundation
import Testing
import VideoTestSupport
import Zoetrope
import ZoetropeTesting

@testable import DiceRoller

#if canImport(Glibc)
import Glibc
#endif

/// A recorded MP4 plays in a real browser: headless Chromium (Debian's
/// `chromium`, which `scripts/bootstrap` installs, with its H.264
/// decoder) loads it in a `<video>` element, seeks to a frame's time, and
/// its screenshot shows that frame: within 30 dB of the frame's PNG, and
/// far from the other frames'.
@MainActor
@Suite(.isolatedLayerContext, .serialized) struct VideoBrowserTests {
  let directory = "/tmp/zoetrope-video-browser-\(getpid())"

  /// A page showing `video` at its own size, seeked to `seconds`.
  func page(video: String, seconds: Double) -> String {
    """
    <!doctype html><html><body style="margin:0;background:#808080;overflow:hidden">
    <video id="v" src="\(video)" muted preload="auto" style="display:block"></video>
    <script>
    const v = document.getElementById('v');
    v.addEventListener('loadeddata', () => { v.currentTime = \(seconds); }, {once: true});
    </script></body></html>
    """
  }

  /// Headless Chromium's screenshot of a page, `width × height`.
  func screenshot(_ page: String, width: Int, height: Int) throws -> Image {
    let png = "\(directory)/shot.png"
    unlink(png)
    _ = try VideoTools.run([
      "timeout", "90", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
      "--no-first-run", "--hide-scrollbars", "--allow-file-access-from-files",
      "--virtual-time-budget=3000", "--window-size=\(width),\(height)", "--screenshot=\(png)",
      "file://\(page)",
    ])
    return try Image(contentsOf: png)
  }

  /// The PSNR in dB of the screenshot's top-left corner against a frame.
  func psnr(_ shot: Image, _ frame: Image) -> Double {
    var squares = 0.0
    for y in 0..<frame.pixelHeight {
      for x in 0..<frame.pixelWidth {
        let a = shot.pixels[y * shot.pixelWidth + x]
        let b = frame.pixels[y * frame.pixelWidth + x]
        for shift: UInt32 in [16, 8, 0] {
          let difference = Double(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))
          squares += difference * difference
        }
      }
    }
    let mean = squares / Double(frame.pixelWidth * frame.pixelHeight * 3)
    return mean == 0 ? .infinity : 10 * log10(255 * 255 / mean)
  }

  @Test func chromiumSeeksTheMP4AndShowsTheFrame() throws {
    mkdir(directory, 0o755)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let video = "\(directory)/dice.mp4"
    let frames = "\(directory)/frames/"
    let script = try Script(parsing: "0.2 tap \"Roll\"")
    for destination in [RecordingDestination.mp4(video), .pngFrames(in: frames)] {
      let host = HeadlessHost(app: DiceRollerApp(), scale: 0.5, fps: 30, seed: 1)
      host.run(script)
      #expect(try host.record(to: destination, duration: 1, showsProgress: false) == 30)
    }
    func frame(_ index: Int) throws -> Image {
      try Image(contentsOf: frames + String(format: "frame-%05d.png", index + 1))
    }
    let target = 20
    let expected = try frame(target)
    #expect(expected.pixelWidth % 2 == 0 && expected.pixelHeight % 2 == 0)
    let page = "\(directory)/page.html"
    // The middle of frame 20's time: 20.5 / 30 s.
    try self.page(video: "dice.mp4", seconds: (Double(target) + 0.5) / 30)
      .write(toFile: page, atomically: true, encoding: .utf8)
    // The browser's media pipeline runs on real time under the virtual
    // clock: a run whose seek has not landed yet is tried again.
    var best = 0.0
    var shot: Image?
    for _ in 0..<3 where best < 30 {
      let image = try screenshot(page, width: expected.pixelWidth, height: expected.pixelHeight)
      try #require(
        image.pixelWidth >= expected.pixelWidth && image.pixelHeight >= expected.pixelHeight)
      let score = psnr(image, expected)
      if score > best { (best, shot) = (score, image) }
    }
    #expect(best >= 30, "the screenshot is \(best) dB from frame \(target)")
    let shown = try #require(shot)
    // Not just any frame: the die rolls, so frames 0 and 10 look otherwise.
    for other in [0, 10] {
      let score = psnr(shown, try frame(other))
      #expect(score < best - 5, "frame \(other) is \(score) dB, frame \(target) \(best) dB")
    }
  }
}
