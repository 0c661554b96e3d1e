import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

/// A view with a fixed intrinsic content size.
final class SizedView: View {
  var naturalSize = Size(width: 80, height: 30)
  override var intrinsicContentSize: Size { naturalSize }
}

/// A view laid out by constraints, added to a superview.
@MainActor
func constrainedView(in superview: View, name: String) -> View {
  let view = View()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}

extension UI {
  @Suite @MainActor struct AutoLayoutTests {
    @Test func anchorsPinAPanelToTheWindow() {
      let host = TestHost()
      let panel = constrainedView(in: host.window, name: "panel")
      let height = panel.heightAnchor.constraint(equalToConstant: 120)
      LayoutConstraint.activate([
        panel.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 16),
        panel.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -16),
        panel.bottomAnchor.constraint(equalTo: host.window.bottomAnchor),
        height,
      ])
      #expect(height.isActive && height.firstItem === panel && height.secondItem == nil)
      #expect(height.firstAttribute == .height && height.secondAttribute == .notAnAttribute)
      #expect(host.window.constraints.count == 3 && panel.constraints.count == 1)
      host.frame()
      #expect(panel.frame == Rect(x: 16, y: 360, width: 288, height: 120))
      height.constant = 200
      #expect(panel.frame.height == 120)  // applied at the next layout
      host.window.layoutIfNeeded()
      #expect(panel.frame == Rect(x: 16, y: 280, width: 288, height: 200))
    }

    @Test func aTransformAppliesOnTopOfTheLayout() {
      let host = TestHost()
      let box = constrainedView(in: host.window, name: "box")
      box.transform = Transform(scaleX: 2, y: 2)
      LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
        box.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 20),
        box.widthAnchor.constraint(equalToConstant: 40),
        box.heightAnchor.constraint(equalToConstant: 30),
      ])
      host.window.layoutIfNeeded()
      // UIKit's engine sets the centre and the bounds: the untransformed
      // frame is the solved one, scaled about its centre.
      #expect(box.center == Point(x: 30, y: 35) && box.bounds.size == Size(width: 40, height: 30))
      #expect(box.frame == Rect(x: -10, y: 5, width: 80, height: 60))
    }

    @Test func everyAttributeAndRelation() {
      let host = TestHost()
      let window = host.window
      let box = constrainedView(in: window, name: "box")
      let other = constrainedView(in: window, name: "other")
      LayoutConstraint.activate([
        box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        box.centerYAnchor.constraint(equalTo: window.centerYAnchor, constant: -40),
        box.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
        box.heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
        box.heightAnchor.constraint(lessThanOrEqualTo: box.widthAnchor, multiplier: 0.625),
        other.leftAnchor.constraint(equalTo: box.rightAnchor, constant: 4),
        other.rightAnchor.constraint(lessThanOrEqualTo: window.rightAnchor),
        other.topAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 10),
        other.bottomAnchor.constraint(lessThanOrEqualTo: window.bottomAnchor, constant: -20),
        other.heightAnchor.constraint(equalToConstant: 30),
      ])
      // A wish below required: the widest other can be within the window.
      let wide = other.widthAnchor.constraint(equalToConstant: 500)
      wide.priority = .defaultLow
      wide.isActive = true
      // Above the top edge: stays below box at the lowest priority.
      let high = other.topAnchor.constraint(equalTo: window.topAnchor)
      high.priority = LayoutPriority(1)
      high.isActive = true
      window.layoutIfNeeded()
      #expect(box.frame == Rect(x: 80, y: 150, width: 160, height: 100))
      #expect(other.frame.minX == 244 && other.frame.width == 76)
      #expect(other.frame.minY == 260 && other.frame.height == 30)
    }

    @Test func constraintsReachIntoAFixedContainerAndAcrossIt() {
      let host = TestHost()
      let container = View(frame: Rect(x: 50, y: 60, width: 200, height: 200))
      host.window.addSubview(container)
      let child = constrainedView(in: container, name: "child")
      let follower = constrainedView(in: host.window, name: "follower")
      LayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        follower.leadingAnchor.constraint(equalTo: child.leadingAnchor),
        follower.topAnchor.constraint(equalTo: child.bottomAnchor, constant: 5),
        follower.widthAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
        follower.heightAnchor.constraint(equalToConstant: 10),
      ])
      #expect(child.constraints.isEmpty && container.constraints.count == 4)
      #expect(host.window.constraints.count == 3 && follower.constraints.count == 1)
      host.window.layoutIfNeeded()
      #expect(child.frame == Rect(x: 10, y: 10, width: 180, height: 180))
      #expect(follower.frame == Rect(x: 60, y: 255, width: 90, height: 10))
      // The container's frame is fixed, and followed when it changes.
      container.frame = Rect(x: 0, y: 0, width: 100, height: 100)
      host.window.layoutIfNeeded()
      #expect(child.frame == Rect(x: 10, y: 10, width: 80, height: 80))
      #expect(follower.frame == Rect(x: 10, y: 95, width: 40, height: 10))
    }

    @Test func intrinsicSizeWithHuggingAndCompressionResistance() {
      let host = TestHost()
      let sized = SizedView()
      sized.translatesAutoresizingMaskIntoConstraints = false
      host.window.addSubview(sized)
      sized.leadingAnchor.constraint(equalTo: host.window.leadingAnchor).isActive = true
      sized.topAnchor.constraint(equalTo: host.window.topAnchor).isActive = true
      host.window.layoutIfNeeded()
      #expect(sized.frame == Rect(x: 0, y: 0, width: 80, height: 30))
      // A wish weaker than compression resistance (750) cannot squeeze it…
      let narrow = sized.widthAnchor.constraint(equalToConstant: 20)
      narrow.priority = LayoutPriority(500)
      narrow.isActive = true
      let tall = sized.heightAnchor.constraint(equalToConstant: 90)
      tall.priority = LayoutPriority(200)  // …nor one weaker than hugging (250) stretch it.
      tall.isActive = true
      host.window.layoutIfNeeded()
      #expect(sized.frame.size == Size(width: 80, height: 30))
      // Stronger wishes win.
      sized.setContentCompressionResistancePriority(LayoutPriority(400), for: .horizontal)
      sized.setContentHuggingPriority(LayoutPriority(100), for: .vertical)
      #expect(sized.contentHuggingPriority(for: .vertical) == LayoutPriority(100))
      #expect(sized.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(400))
      host.window.layoutIfNeeded()
      #expect(sized.frame.size == Size(width: 20, height: 90))
      // A new intrinsic size counts once invalidated.
      narrow.isActive = false
      tall.isActive = false
      sized.naturalSize = Size(width: 50, height: 12)
      sized.invalidateIntrinsicContentSize()
      host.window.layoutIfNeeded()
      #expect(sized.frame.size == Size(width: 50, height: 12))
    }

    @Test func labelsButtonsAndImageViewsTakeTheirIntrinsicSizes() throws {
      let host = TestHost()
      let label = Label(text: "Auto Layout")
      let button = Button(title: "Tap me")
      let image = ImageView(
        image: try Image(pixelWidth: 24, pixelHeight: 16, scale: 1, filledWith: .black))
      var previous: View = host.window
      for view in [label, button, image] as [View] {
        view.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(view)
        view.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 8).isActive =
          true
        let anchor = previous === host.window ? previous.topAnchor : previous.bottomAnchor
        view.topAnchor.constraint(equalTo: anchor, constant: 8).isActive = true
        previous = view
      }
      host.window.layoutIfNeeded()
      for view in [label, button, image] as [View] {
        #expect(view.intrinsicContentSize.width > 0)
        #expect(view.frame.size == view.intrinsicContentSize)
      }
      #expect(image.frame == Rect(x: 8, y: button.frame.maxY + 8, width: 24, height: 16))
    }

    @Test func aConstantChangeMovesTheSolutionWithoutRebuilding() throws {
      let host = TestHost()
      let a = constrainedView(in: host.window, name: "a")
      let b = constrainedView(in: host.window, name: "b")
      let width = a.widthAnchor.constraint(equalToConstant: 100)
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: host.window.leadingAnchor), width,
        a.heightAnchor.constraint(equalToConstant: 10),
        a.topAnchor.constraint(equalTo: host.window.topAnchor),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
        b.topAnchor.constraint(equalTo: a.bottomAnchor),
        b.widthAnchor.constraint(equalTo: a.widthAnchor),
        b.heightAnchor.constraint(equalTo: a.heightAnchor),
      ])
      host.window.layoutIfNeeded()
      let engine = try #require(host.window.layoutEngine)
      for value in [150.0, 20, 0, 300] {
        width.constant = value
        host.window.layoutIfNeeded()
        #expect(host.window.layoutEngine === engine)
        #expect(b.frame == Rect(x: value, y: 10, width: value, height: 10))
      }
    }

    @Test func aScreenOfConstraintsLooksRight() {
      let image = renderWindow(size: Size(width: 160, height: 120), scale: 1) { window in
        let header = constrainedView(in: window, name: "header")
        let panel = constrainedView(in: window, name: "panel")
        let badge = SizedView()
        badge.naturalSize = Size(width: 24, height: 24)
        badge.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(badge)
        header.backgroundColor = .systemBlue
        panel.backgroundColor = .systemOrange
        badge.backgroundColor = .black
        LayoutConstraint.activate([
          header.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
          header.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
          header.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
          header.heightAnchor.constraint(equalToConstant: 20),
          panel.topAnchor.constraint(greaterThanOrEqualTo: header.bottomAnchor, constant: 8),
          panel.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -8),
          panel.centerXAnchor.constraint(equalTo: window.centerXAnchor),
          panel.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.75),
          panel.heightAnchor.constraint(equalToConstant: 60),
          badge.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
          badge.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
        ])
      }
      expectGolden(image, "aScreenOfConstraintsLooksRight", scale: 1)
    }
  }
}
