import Testing
import ZoetropeCompatibility
import ZoetropeGraphics
import ZoetropeTesting

extension Compatibility {
  @Suite @MainActor struct NameTests {
    @Test func transform3DFunctionsComposeAsCoreAnimationDoes() {
      var perspective = CATransform3DIdentity
      perspective.m34 = -1.0 / 500
      let turn = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
      let both = CATransform3DConcat(perspective, turn)
      #expect(both == perspective.concatenating(turn))
      #expect(abs(turn.m11) < 1e-15 && abs(turn.m13 + 1) < 1e-15)
      let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
      #expect(moved.m41 == 20)  // translated first, then scaled
      #expect(CATransform3DIsIdentity(CATransform3DInvert(CATransform3DIdentity)))
    }

    @Test func aRotationAboutNoAxisIsTheIdentityWithoutAWarning() {
      let (rotation, warnings) = withWarningsCaptured { CATransform3DMakeRotation(0, 0, 0, 0) }
      #expect(CATransform3DIsIdentity(rotation))
      #expect(warnings.isEmpty)
    }

    @Test func namedTimingFunctionsAreApplesCurves() {
      #expect(CAMediaTimingFunction(name: .easeInEaseOut) == .easeInEaseOut)
      #expect(CAMediaTimingFunction(name: .default) == .default)
      let float = CAMediaTimingFunction(controlPoints: Float(0.47), 0, 0.745, 0.715)
      #expect(float.controlPoints?.x1 == Double(Float(0.47)))
      let (unknown, warnings) = withWarningsCaptured {
        CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bouncy"))
      }
      #expect(unknown == .default)
      #expect(warnings.first?.contains("\"bouncy\"") == true)
    }

    @Test func uikitNamesBuildAViewTree() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
      let options: UIView.AnimationOptions = [.curveEaseIn, .allowUserInteraction]
      root.addSubview(label)
      let layer: CALayer = label.layer
      layer.backgroundColor = UIColor.systemRed.cgColor
      let half: CGFloat = 0.5
      #expect(root.subviews.first === label)
      #expect(layer.backgroundColor == .systemRed)
      #expect(options.contains(.curveEaseIn))
      #expect(CGPoint(x: half, y: 1) == Point(x: 0.5, y: 1))
      #expect(NSValue(cgRect: .zero).cgRectValue == .zero)
    }

    @Test func autoLayoutCodeWithUIKitNames() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      let scroll = UIScrollView(frame: root.bounds)
      let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
      stack.axis = .vertical
      stack.distribution = .fillEqually
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(scroll)
      scroll.addSubview(stack)
      let guide: UILayoutGuide = root.layoutMarginsGuide
      let height: NSLayoutConstraint = stack.heightAnchor.constraint(equalToConstant: 100)
      height.priority = UILayoutPriority(999)
      let leading: NSLayoutXAxisAnchor = guide.leadingAnchor
      let top: NSLayoutYAxisAnchor = scroll.topAnchor
      let width: NSLayoutDimension = scroll.widthAnchor
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: leading),
        stack.topAnchor.constraint(equalTo: top),
        stack.widthAnchor.constraint(equalTo: width, multiplier: 0.5),
        height,
      ])
      root.layoutIfNeeded()
      #expect(stack.frame == CGRect(x: 8, y: 0, width: 160, height: 100))
      #expect(stack.arrangedSubviews[1].frame == CGRect(x: 0, y: 50, width: 160, height: 50))
      let direction: UISemanticContentAttribute = .forceRightToLeft
      root.semanticContentAttribute = direction
      root.layoutIfNeeded()
      let rightToLeft: UIUserInterfaceLayoutDirection = stack.effectiveUserInterfaceLayoutDirection
      #expect(rightToLeft == .rightToLeft)
      #expect(stack.frame.maxX == root.bounds.width - 8)
    }

    @Test func currentMediaTimeIsTheSchedulersTime() {
      #expect(CACurrentMediaTime() == 0)  // no application yet
      let stage = Stage(View(frame: .zero))
      stage.advance(to: 2.5)
      #expect(CACurrentMediaTime() == 2.5)
    }
  }
}
