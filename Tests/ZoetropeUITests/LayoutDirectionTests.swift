import Testing
import ZoetropeGraphics
import ZoetropeRendering

@testable import ZoetropeUI

extension UI {
  /// Margin attributes, right-to-left layout and what it flips.
  @Suite @MainActor struct LayoutDirectionTests {
    /// `item.attribute == toItem.attribute + constant`.
    func pin(
      _ item: AnyObject, _ attribute: LayoutConstraint.Attribute, _ other: AnyObject?,
      _ otherAttribute: LayoutConstraint.Attribute, _ constant: Double = 0
    ) -> LayoutConstraint {
      LayoutConstraint(
        item: item, attribute: attribute, relatedBy: .equal, toItem: other,
        attribute: otherAttribute, multiplier: 1, constant: constant)
    }

    @Test func marginAttributesAreTheMarginsEdges() {
      let host = TestHost()
      let window = host.window
      window.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
      let fill = constrainedView(in: window, name: "fill")
      let centred = constrainedView(in: window, name: "centred")
      let inset = constrainedView(in: window, name: "inset")
      inset.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
      LayoutConstraint.activate([
        pin(fill, .left, window, .leftMargin), pin(fill, .top, window, .topMargin),
        pin(fill, .right, window, .rightMargin), pin(fill, .bottom, window, .bottomMargin),
        pin(centred, .centerX, window, .centerXWithinMargins),
        pin(centred, .centerY, window, .centerYWithinMargins),
        pin(centred, .width, nil, .notAnAttribute, 10),
        pin(centred, .height, nil, .notAnAttribute, 10),
        // The first item's own margins: its margin edges at 50 and 100.
        pin(inset, .leftMargin, window, .left, 50), pin(inset, .topMargin, window, .top, 100),
        pin(inset, .rightMargin, window, .left, 150),
        pin(inset, .bottomMargin, window, .top, 140),
      ])
      window.layoutIfNeeded()
      #expect(fill.frame == Rect(x: 20, y: 10, width: 260, height: 440))
      #expect(centred.center == Point(x: 150, y: 230))
      #expect(inset.frame == Rect(x: 44, y: 96, width: 112, height: 48))
      let constraint = window.constraints.first { $0.secondAttribute == .rightMargin }
      #expect(constraint?.equation == "fill.right == Window.rightMargin")
      // New margins move them at the next layout pass.
      window.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      window.layoutIfNeeded()
      #expect(fill.frame == Rect(x: 0, y: 0, width: 320, height: 480))
      #expect(centred.center == Point(x: 160, y: 240))
    }

    @Test func leadingAndTrailingMarginsFollowTheDirection() {
      let host = TestHost()
      let window = host.window
      window.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
      let box = constrainedView(in: window, name: "box")
      let tail = constrainedView(in: window, name: "tail")
      LayoutConstraint.activate([
        pin(box, .leading, window, .leadingMargin, 5), pin(box, .width, nil, .notAnAttribute, 100),
        pin(box, .top, window, .top), pin(box, .height, nil, .notAnAttribute, 10),
        pin(tail, .trailingMargin, window, .trailingMargin),
        pin(tail, .width, nil, .notAnAttribute, 50), pin(tail, .top, window, .top),
        pin(tail, .height, nil, .notAnAttribute, 10),
      ])
      window.layoutIfNeeded()
      #expect(box.frame.minX == 25 && tail.frame.maxX == 280 + 8)
      // Right to left, leading is the right margin's edge and a positive
      // constant goes left: the mirror image.
      window.semanticContentAttribute = .forceRightToLeft
      window.layoutIfNeeded()
      #expect(box.frame.maxX == 275 && tail.frame.minX == 20 - 8)
      window.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 60)
      window.layoutIfNeeded()
      #expect(box.frame.maxX == 255 && tail.frame.minX == -8)
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
      let host = TestHost()
      let window = host.window
      let panel = constrainedView(in: window, name: "panel")
      let badge = constrainedView(in: panel, name: "badge")
      let fixed = constrainedView(in: panel, name: "fixed")
      LayoutConstraint.activate([
        panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        panel.widthAnchor.constraint(equalToConstant: 200),
        panel.topAnchor.constraint(equalTo: window.topAnchor),
        panel.heightAnchor.constraint(equalToConstant: 50),
        badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
        badge.centerXAnchor.constraint(greaterThanOrEqualTo: panel.leadingAnchor, constant: 30),
        badge.widthAnchor.constraint(equalToConstant: 20),
        badge.topAnchor.constraint(equalTo: panel.topAnchor),
        badge.heightAnchor.constraint(equalToConstant: 20),
        fixed.leftAnchor.constraint(equalTo: panel.leftAnchor, constant: 4),
        fixed.widthAnchor.constraint(equalToConstant: 8),
        fixed.topAnchor.constraint(equalTo: panel.topAnchor),
        fixed.heightAnchor.constraint(equalToConstant: 8),
      ])
      window.layoutIfNeeded()
      #expect(panel.frame.minX == 16 && badge.frame.minX == 170 && fixed.frame.minX == 4)
      window.semanticContentAttribute = .forceRightToLeft
      window.layoutIfNeeded()
      // 320 − 16 − 200; the badge 10 from the panel's left; left stays left.
      #expect(panel.frame.minX == 104 && badge.frame.minX == 10 && fixed.frame.minX == 4)
      // A panel forced left to right lays its own constraints out as before.
      panel.semanticContentAttribute = .forceLeftToRight
      window.layoutIfNeeded()
      #expect(panel.frame.minX == 16 && badge.frame.minX == 170)
    }

    @Test func theEffectiveDirectionComesFromTheNearestForcedAncestor() {
      let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let outer = View()
      let inner = View()
      let playback = View()
      window.addSubview(outer)
      outer.addSubview(inner)
      inner.addSubview(playback)
      playback.semanticContentAttribute = .playback
      #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
      outer.semanticContentAttribute = .forceRightToLeft
      #expect(outer.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
      inner.semanticContentAttribute = .forceLeftToRight
      #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
      let child = View()
      inner.addSubview(child)
      #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
      #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
      #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
      #expect(
        View.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
      #expect(
        View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
          == .rightToLeft)
    }

    @Test func aStackViewRunsFromTheRightAndControlsAlignToIt() {
      let host = TestHost()
      let window = host.window
      let row = StackView(
        arrangedSubviews: (0..<3).map { index in
          let view = SizedView()
          view.naturalSize = Size(width: 40, height: 20)
          view.accessibilityIdentifier = "item\(index)"
          return view
        })
      row.axis = .horizontal
      row.spacing = 10
      row.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(row)
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        row.topAnchor.constraint(equalTo: window.topAnchor),
      ])
      let label = Label(frame: Rect(x: 0, y: 100, width: 200, height: 30))
      label.text = "Hi"
      window.addSubview(label)
      let button = Button(frame: Rect(x: 0, y: 200, width: 200, height: 40))
      button.setTitle("Go", for: .normal)
      button.contentHorizontalAlignment = .leading
      window.addSubview(button)
      window.layoutIfNeeded()
      #expect(row.arrangedSubviews.map(\.frame.minX) == [0, 50, 100])
      #expect(button.effectiveContentHorizontalAlignment == .left)
      #expect(button.titleLabel.frame.minX == 0)
      #expect(label.textLayer.alignmentMode == .natural)
      window.semanticContentAttribute = .forceRightToLeft
      window.layoutIfNeeded()
      // The row's frame is the same mirrored: 140 wide at the right edge,
      // its first arranged subview rightmost.
      #expect(row.frame == Rect(x: 180, y: 0, width: 140, height: 20))
      #expect(row.arrangedSubviews.map(\.frame.minX) == [100, 50, 0])
      #expect(button.effectiveContentHorizontalAlignment == .right)
      #expect(button.titleLabel.frame.maxX == 200)
      #expect(label.textLayer.alignmentMode == .right)
    }

    @Test func aButtonsBaselineIsItsTitles() {
      let host = TestHost()
      let window = host.window
      let label = Label()
      label.text = "Name"
      label.font = .systemFont(ofSize: 24)
      label.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(label)
      var buttons: [Button] = []
      for alignment in [Control.ContentVerticalAlignment.center, .top, .bottom] {
        let button = Button()
        button.setTitle("Save", for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 12, left: 4, bottom: 2, right: 4)
        button.contentVerticalAlignment = alignment
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        buttons.append(button)
        LayoutConstraint.activate([
          button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
          button.heightAnchor.constraint(equalToConstant: 60),
          button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
        ])
      }
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      ])
      window.layoutIfNeeded()
      let labelBaseline = 100 + TextMeasurement.baselines(of: label.textLayout(width: nil)).first
      for button in buttons {
        let title = button.titleLabel
        let drawn =
          button.frame.minY + title.frame.minY
          + TextMeasurement.baselines(of: title.textLayout(width: nil)).first
        // The title's frame lands on a whole point: within one point.
        #expect(abs(drawn - labelBaseline) < 1, "\(button.contentVerticalAlignment)")
        #expect(button.frame.maxY != label.frame.maxY)
      }
      #expect(buttons[1].frame.minY != buttons[2].frame.minY)
    }
  }
}
