import Testing
import ZoetropeGraphics
import ZoetropeRendering

@testable import ZoetropeUI

extension UI {
  /// First and last baselines: a label's from its font's metrics, a
  /// stack's from its arranged subviews, other views' bottom edges; and
  /// rows of a stack view on one baseline.
  @Suite @MainActor struct BaselineTests {
    /// A label laid out by constraints; a wrapped one is given its width
    /// first (its intrinsic height is measured at its bounds' width).
    func label(_ text: String, size: Double, lines: Int = 1, width: Double = 0) -> Label {
      let label = Label(frame: Rect(x: 0, y: 0, width: width, height: 0))
      label.text = text
      label.font = .systemFont(ofSize: size)
      label.numberOfLines = lines
      label.translatesAutoresizingMaskIntoConstraints = false
      return label
    }

    /// The baselines of a label's text, below its text's top.
    func baselines(_ label: Label, width: Double? = nil) -> (first: Double, last: Double) {
      TextMeasurement.baselines(of: label.textLayout(width: width))
    }

    @Test func theFontsMetricsPlaceTheBaseline() {
      let host = TestHost()
      let small = label("Hxg", size: 12)
      let large = label("Hxg", size: 36)
      host.window.addSubview(small)
      host.window.addSubview(large)
      LayoutConstraint.activate([
        small.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
        large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 10),
        small.firstBaselineAnchor.constraint(equalTo: host.window.topAnchor, constant: 100),
        large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
      ])
      host.window.layoutIfNeeded()
      let smallAscent = baselines(small).first
      let largeAscent = baselines(large).first
      // The ascent is most of the font's size, and grows with it.
      #expect(smallAscent > 8 && smallAscent < 14, "\(smallAscent)")
      #expect(abs(largeAscent / smallAscent - 3) < 0.1, "\(largeAscent)")
      #expect(abs(small.frame.minY + smallAscent - 100) < 1e-9)
      #expect(abs(large.frame.minY + largeAscent - 100) < 1e-9)
      #expect(small.frame.maxY != large.frame.maxY, "bottoms differ: not bottom edges")
    }

    @Test func lastBaselinesOfWrappedTextAndOfViewsWithoutText() {
      let host = TestHost()
      let text = label("one two three four five six seven", size: 17, lines: 0, width: 80)
      let box = View()
      box.translatesAutoresizingMaskIntoConstraints = false
      host.window.addSubview(text)
      host.window.addSubview(box)
      LayoutConstraint.activate([
        text.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
        text.widthAnchor.constraint(equalToConstant: 80),
        text.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 20),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
        box.firstBaselineAnchor.constraint(equalTo: text.lastBaselineAnchor),
      ])
      host.window.layoutIfNeeded()
      let lines = baselines(text, width: 80)
      #expect(lines.last - lines.first > 40, "at least three lines: \(lines)")
      #expect(text.frame.height > lines.last)
      // A view without text: its baseline is its bottom edge.
      #expect(abs(box.frame.maxY - (20 + lines.last)) < 1e-9, "\(box.frame)")
    }

    @Test func aStacksBaselineIsItsFirstVisibleViewsAndARowAlignsOnIt() {
      let host = TestHost()
      let labels = [label("Small", size: 12), label("Large", size: 36), label("Mid", size: 20)]
      let stack = StackView(arrangedSubviews: labels)
      stack.alignment = .firstBaseline
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      let marker = View()
      marker.translatesAutoresizingMaskIntoConstraints = false
      host.window.addSubview(stack)
      host.window.addSubview(marker)
      LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 40),
        marker.widthAnchor.constraint(equalToConstant: 4),
        marker.heightAnchor.constraint(equalToConstant: 4),
        marker.bottomAnchor.constraint(equalTo: stack.firstBaselineAnchor),
      ])
      host.window.layoutIfNeeded()
      let lines = labels.map { stack.frame.minY + $0.frame.minY + baselines($0).first }
      #expect(lines.allSatisfy { abs($0 - lines[0]) < 1e-9 }, "\(lines)")
      #expect(abs(labels[1].frame.minY) < 1e-9, "the tallest touches the top")
      #expect(labels.allSatisfy { $0.frame.maxY <= stack.frame.height + 1e-9 })
      #expect(abs(stack.frame.height - labels[1].frame.height) < 1e-9, "the stack hugs them")
      #expect(abs(marker.frame.maxY - lines[0]) < 1e-9, "the stack's baseline is its views'")
      #expect(labels[0].frame.minY > 5, "the small label moved down to the baseline")
      // The first view hidden: the stack's baseline is the next one's.
      labels[0].isHidden = true
      host.window.layoutIfNeeded()
      let second = stack.frame.minY + labels[1].frame.minY + baselines(labels[1]).first
      #expect(abs(marker.frame.maxY - second) < 1e-9)
    }

    @Test func lastBaselineAlignmentUsesTheLastLines() {
      let host = TestHost()
      let wrapped = label("alpha beta gamma delta", size: 14, lines: 0, width: 60)
      let single = label("Total", size: 24)
      let stack = StackView(arrangedSubviews: [wrapped, single])
      stack.alignment = .lastBaseline
      stack.translatesAutoresizingMaskIntoConstraints = false
      host.window.addSubview(stack)
      LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
        stack.topAnchor.constraint(equalTo: host.window.topAnchor),
        wrapped.widthAnchor.constraint(equalToConstant: 60),
      ])
      host.window.layoutIfNeeded()
      let last = wrapped.frame.minY + baselines(wrapped, width: 60).last
      #expect(abs(single.frame.minY + baselines(single).last - last) < 1e-9)
      #expect(single.frame.minY > 20, "the one line sits on the wrapped text's last line")
      // In a column, last-baseline alignment is trailing alignment (UIKit's
      // baseline alignments are for rows).
      stack.axis = .vertical
      host.window.layoutIfNeeded()
      #expect(wrapped.frame.maxX == stack.bounds.width && single.frame.maxX == stack.bounds.width)
    }

    @Test func baselinesLookRight() {
      let image = renderWindow(size: Size(width: 240, height: 80), scale: 2) { window in
        let guide = View()
        guide.backgroundColor = Color(red: 1, green: 0.3, blue: 0.3)
        guide.translatesAutoresizingMaskIntoConstraints = false
        let stack = StackView(
          arrangedSubviews: [(10.0, "Tiny"), (28, "Big"), (18, "Hxg")].map { size, text in
            let label = label(text, size: size)
            label.backgroundColor = Color(red: 0.85, green: 0.92, blue: 1)
            return label
          })
        stack.alignment = .firstBaseline
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(guide)
        window.addSubview(stack)
        LayoutConstraint.activate([
          stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 12),
          stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
          guide.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          guide.trailingAnchor.constraint(equalTo: window.trailingAnchor),
          guide.heightAnchor.constraint(equalToConstant: 1),
          guide.topAnchor.constraint(equalTo: stack.firstBaselineAnchor),
        ])
      }
      expectGolden(image, "baselinesLookRight", scale: 2)
    }
  }
}
