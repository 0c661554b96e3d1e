import Testing
import ZoetropeGraphics

@testable import LayoutList
@testable import Zoetrope

/// LayoutList launched with `--layout-direction rtl`, as `App.main()`
/// launches it: every stack view and leading constraint mirrored.
@MainActor
@Suite struct RightToLeftLaunchTests {
  @Test func layoutListLaunchedRightToLeftIsMirrored() async throws {
    let launch = try LaunchOptions.launch(
      for: ["--screenshot", "/tmp/rtl.png", "--at", "0", "--layout-direction", "rtl"],
      environment: { _ in nil })
    #expect(launch.layoutDirection == .rightToLeft)
    let context = LayerContext()
    await LayerContext.$current.withValue(context) {
      await MainActor.run {
        // The locale says English; the option wins.
        LaunchEnvironment.apply(
          layoutDirection: launch.layoutDirection, environment: { ["LANG": "en_US.UTF-8"][$0] })
        let host = HeadlessHost(app: LayoutListApp())
        host.advance(by: 0)
        #expect(host.application.userInterfaceLayoutDirection == .rightToLeft)
        let controller = host.root(LayoutListViewController.self)
        let row = controller.rows[0]
        #expect(row.frame == Rect(x: 0, y: 0, width: 320, height: LayoutListRow.collapsedHeight))
        // The header stack starts at the row's leading margin, 16 from the
        // right: the swatch rightmost, then 12 points, then the title.
        guard let header = row.titleLabel.superview as? StackView else {
          Issue.record("the title is not in a stack view")
          return
        }
        let swatch = header.arrangedSubviews[0]
        #expect(header.frame.maxX == 320 - 16)
        #expect(swatch.convert(Point(x: 20, y: 0), to: row).x == 320 - 16)
        let title = row.titleLabel
        #expect(title.convert(Point(x: title.bounds.width, y: 0), to: row).x == 320 - 16 - 20 - 12)
        // The detail's leading edge, 32 inside the header's.
        #expect(row.detailLabel.frame.maxX == 320 - 16 - 32)
        // The panel's title at the panel's leading margin (20 from its right).
        let panel = controller.panel
        #expect(controller.panelTitle.frame.maxX == panel.bounds.width - 20)
        expectGolden(host, named: "list-rtl")
      }
    }
  }
}
