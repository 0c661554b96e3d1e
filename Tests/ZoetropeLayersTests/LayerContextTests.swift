import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeLayers

/// Transactions and frame callbacks belong to the bound `LayerContext`.
@MainActor
@Suite struct LayerContextTests {
  @Test func transactionsAreSeparatePerContext() {
    let a = LayerContext()
    let b = LayerContext()
    LayerContext.$current.withValue(a) {
      Transaction.begin()
      Transaction.setAnimationDuration(2)
    }
    LayerContext.$current.withValue(b) {
      #expect(Transaction.animationDuration() == Transaction.defaultAnimationDuration)
      Transaction.begin()
      Transaction.setDisableActions(true)
    }
    LayerContext.$current.withValue(a) {
      #expect(Transaction.animationDuration() == 2)
      #expect(!Transaction.disableActions())
      Transaction.commit()
      #expect(Transaction.animationDuration() == Transaction.defaultAnimationDuration)
    }
    LayerContext.$current.withValue(b) {
      #expect(Transaction.disableActions())
      Transaction.commit()
    }
    #expect(a.transactionStack.isEmpty && b.transactionStack.isEmpty)
  }

  @Test func callbacksRunInTheContextTheyWereQueuedIn() {
    let a = LayerContext()
    let b = LayerContext()
    var log: [String] = []
    LayerContext.$current.withValue(a) { LayerEvents.enqueue { log.append("a") } }
    LayerContext.$current.withValue(b) { LayerEvents.enqueue { log.append("b") } }
    LayerContext.$current.withValue(b) { LayerEvents.deliver() }
    #expect(log == ["b"])
    #expect(!a.pendingCallbacks.isEmpty && b.pendingCallbacks.isEmpty)
    LayerContext.$current.withValue(a) { LayerEvents.deliver() }
    #expect(log == ["b", "a"])
  }

  @Test func aTransactionCompletionWaitsForItsOwnContextsFrame() {
    let a = LayerContext()
    let b = LayerContext()
    let tree = LayerContext.$current.withValue(a) { () -> LayerTree in
      let root = Layer()
      root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
      return LayerTree(rootLayer: root)
    }
    var completed = false
    LayerContext.$current.withValue(a) {
      Transaction.perform(
        disableActions: true, { tree.rootLayer.opacity = 0.5 }, completion: { completed = true })
    }
    // A frame of another context's tree does not deliver it.
    LayerContext.$current.withValue(b) {
      let other = LayerTree(rootLayer: Layer())
      _ = other.updatePresentation(at: 1)
      other.finishFrame()
    }
    #expect(!completed)
    LayerContext.$current.withValue(a) {
      Transaction.flush()
      _ = tree.updatePresentation(at: 1)
      tree.finishFrame()
    }
    #expect(completed)
  }

  @Test func unboundCodeUsesTheMainContext() {
    // This suite binds no context.
    #expect(LayerContext.current === LayerContext.main)
  }
}
