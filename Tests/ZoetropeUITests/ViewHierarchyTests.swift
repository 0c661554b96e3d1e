import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct ViewHierarchyTests {
    @Test func addInsertAndReorderKeepLayersInStep() {
      let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let a = View()
      let b = View()
      let c = View()
      parent.addSubview(a)
      parent.addSubview(b)
      parent.insertSubview(c, at: 0)
      #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
      parent.bringSubviewToFront(c)
      #expect(parent.subviews.last === c)
      parent.sendSubviewToBack(b)
      #expect(parent.subviews.first === b)
      parent.insertSubview(a, aboveSubview: c)
      #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
      parent.insertSubview(a, belowSubview: b)
      #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
      #expect(parent.layer.sublayers.map(\.layerID) == parent.subviews.map(\.layer.layerID))
      a.removeFromSuperview()
      #expect(a.superview == nil)
      #expect(a.layer.superlayer == nil)
      #expect(parent.subviews.count == 2)
    }

    @Test func addingToAnotherSuperviewMovesTheView() {
      let first = View()
      let second = View()
      let child = View()
      first.addSubview(child)
      second.addSubview(child)
      #expect(first.subviews.isEmpty)
      #expect(child.superview === second)
      #expect(child.layer.superlayer === second.layer)
    }

    @Test func cyclesAreRefused() {
      let parent = View()
      let child = View()
      parent.addSubview(child)
      let (_, cycle) = withWarningsCaptured { child.addSubview(parent) }
      #expect(parent.superview == nil)
      let (_, itself) = withWarningsCaptured { parent.addSubview(parent) }
      #expect(parent.subviews.count == 1)
      for warnings in [cycle, itself] {
        #expect(warnings.count == 1)
        #expect(warnings.allSatisfy { $0.contains("Cannot add a view to itself or to one of its") })
      }
    }

    @Test func viewWithTagSearchesDepthFirst() {
      let root = View()
      let child = View()
      let grandchild = View()
      grandchild.tag = 7
      root.addSubview(child)
      child.addSubview(grandchild)
      #expect(root.viewWithTag(7) === grandchild)
      #expect(root.viewWithTag(8) == nil)
    }

    @Test func windowHooksRunWhenTheWindowChanges() {
      let host = TestHost()
      final class Probe: View {
        var events: [String] = []
        override func didMoveToSuperview() { events.append("superview") }
        override func didMoveToWindow() { events.append(window == nil ? "out" : "in") }
      }
      let container = View()
      let probe = Probe()
      container.addSubview(probe)
      #expect(probe.events == ["superview"])
      host.window.addSubview(container)
      #expect(probe.events == ["superview", "in"])
      #expect(probe.window === host.window)
      container.removeFromSuperview()
      #expect(probe.events == ["superview", "in", "out"])
    }
  }
}
