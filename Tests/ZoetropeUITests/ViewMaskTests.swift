import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  /// `View.mask`: the mask view's layer masks the view's layer.
  @Suite @MainActor struct ViewMaskTests {
    @Test func maskViewsLayerBecomesTheLayersMask() {
      let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
      let mask = View(frame: Rect(x: 0, y: 0, width: 20, height: 40))
      view.mask = mask
      #expect(view.mask === mask)
      #expect(view.layer.mask === mask.layer)
      #expect(mask.superview == nil)
      #expect(view.subviews.isEmpty)
      view.mask = nil
      #expect(view.layer.mask == nil)
    }

    @Test func aMaskViewWithASuperviewLeavesIt() {
      let parent = View()
      let view = View()
      let mask = View()
      parent.addSubview(mask)
      let (_, warnings) = withWarningsCaptured { view.mask = mask }
      #expect(warnings.count == 1)
      #expect(mask.superview == nil)
      #expect(parent.subviews.isEmpty)
      #expect(view.layer.mask === mask.layer)
    }

    @Test func aViewAsItsOwnMaskIsRefused() {
      let view = View()
      let (_, warnings) = withWarningsCaptured { view.mask = view }
      #expect(warnings.count == 1)
      #expect(view.mask == nil)
      #expect(view.layer.mask == nil)
    }
  }
}
