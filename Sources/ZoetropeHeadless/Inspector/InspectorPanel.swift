import ZoetropeGraphics
import ZoetropeLayers

/// The inspector's layers: a panel along the bottom of the window (a
/// header, the timeline and the list) and the outline of the selected
/// animation's layer, drawn by Zoetrope over the app's layers.
@MainActor
final class InspectorPanel {
  /// The panel's colour: a dark grey, nearly opaque.
  static let backgroundColor = Color(red: 0.08, green: 0.09, blue: 0.11, alpha: 1)
  /// The text's colour.
  static let textColor = Color(white: 0.93)
  /// Secondary text and guides.
  static let dimColor = Color(white: 0.55)
  /// Curves, bars and progress of basic animations: blue.
  static let curveColor = Color(red: 0.3, green: 0.62, blue: 1)
  /// Springs: green.
  static let springColor = Color(red: 0.3, green: 0.85, blue: 0.45)
  /// Keyframe animations: purple.
  static let keyframeColor = Color(red: 0.7, green: 0.45, blue: 1)
  /// The playhead: red.
  static let playheadColor = Color(red: 1, green: 0.27, blue: 0.27)
  /// The selected layer's outline and row: magenta.
  static let selectionColor = Color(red: 1, green: 0.2, blue: 0.85)
  /// The header's height in points.
  static let headerHeight = 18.0
  /// The timeline's height in points.
  static let timelineHeight = 64.0
  /// An animation row's height in points.
  static let rowHeight = 30.0
  /// A group heading's height in points.
  static let headingHeight = 14.0
  /// The most bars the timeline draws.
  static let maximumBars = 6
  /// The side margin in points.
  static let margin = 6.0

  /// The root: the window's size, clear.
  let root = Layer()
  /// The selected layer's outline, in window points.
  let outline = ShapeLayer()
  /// The panel's background.
  let panel = Layer()
  /// The header's text: time, speed, counts.
  let header = TextLayer()
  /// The replay button and its label.
  let replayButton = Layer()
  let replayLabel = TextLayer()
  /// The frame-time graph and its label.
  let frameGraph = ShapeLayer()
  let frameLabel = TextLayer()
  /// The timeline: its axis, its end labels, bars and playhead.
  let axis = ShapeLayer()
  let axisStart = TextLayer()
  let axisEnd = TextLayer()
  let bars: [Layer] = (0..<maximumBars).map { _ in Layer() }
  let moreBars = TextLayer()
  let playhead = Layer()
  /// The list's row slots.
  private(set) var rows: [InspectorRowLayers] = []

  /// The panel's frame in window points.
  private(set) var panelFrame = Rect.zero
  /// The timeline's track (where bars and the playhead go).
  private(set) var trackFrame = Rect.zero
  /// The list's area.
  private(set) var listFrame = Rect.zero
  /// The replay button's frame.
  var replayFrame: Rect { replayButton.frame }
  /// The size and edge of the last layout.
  private var laidOut: (size: Size, atTop: Bool, fills: Bool)?

  /// Builds the layers (in the inspector's own context).
  init() {
    root.addSublayer(outline)
    outline.fillColor = Self.selectionColor.withAlphaComponent(0.15)
    outline.strokeColor = Self.selectionColor
    outline.lineWidth = 2
    root.addSublayer(panel)
    panel.backgroundColor = Self.backgroundColor
    for text in [header, replayLabel, frameLabel, axisStart, axisEnd, moreBars] {
      Self.style(text, size: 9, color: text === header ? Self.textColor : Self.dimColor)
    }
    header.font = .boldSystemFont(ofSize: 10)
    replayButton.backgroundColor = Color(white: 0.25)
    replayButton.cornerRadius = 3
    replayLabel.string = "↻ Replay"
    replayLabel.foregroundColor = Self.textColor
    replayLabel.alignmentMode = .center
    replayButton.addSublayer(replayLabel)
    frameGraph.fillColor = Self.springColor
    frameGraph.strokeColor = .clear
    axis.strokeColor = Self.dimColor
    axis.fillColor = .clear
    axis.lineWidth = 1
    axisEnd.alignmentMode = .right
    playhead.backgroundColor = Self.playheadColor
    for layer in [header, replayButton, frameGraph, frameLabel, axis, axisStart, axisEnd, moreBars]
    {
      panel.addSublayer(layer)
    }
    for bar in bars { panel.addSublayer(bar) }
    panel.addSublayer(playhead)
  }

  /// A text layer's look.
  static func style(_ text: TextLayer, size: Double, color: Color) {
    text.font = .systemFont(ofSize: size)
    text.foregroundColor = color
    text.truncationMode = .end
  }

  /// Places the panel and its parts for a window size.
  ///
  /// - Parameters:
  ///   - size: The window's size in points.
  ///   - atTop: Whether the panel is along the top edge (else the bottom).
  ///   - fills: Whether the panel fills the window (the inspector's own
  ///     window) rather than a strip along one edge.
  func layout(for size: Size, atTop: Bool, fills: Bool = false) {
    // Laid out again only when the window's size or the edge changes.
    guard laidOut?.size != size || laidOut?.atTop != atTop || laidOut?.fills != fills else {
      return
    }
    laidOut = (size, atTop, fills)
    root.frame = Rect(origin: .zero, size: size)
    let height = fills ? size.height : min(size.height, max(150, min(size.height * 0.4, 300)))
    panelFrame = Rect(
      x: 0, y: atTop ? 0 : size.height - height, width: size.width, height: height)
    panel.frame = panelFrame
    let width = size.width
    let margin = Self.margin
    replayButton.frame = Rect(x: width - margin - 58, y: 2, width: 58, height: 14)
    replayLabel.frame = Rect(x: 0, y: 1, width: 58, height: 12)
    header.frame = Rect(x: margin, y: 3, width: max(width - 2 * margin - 62, 10), height: 13)
    let top = Self.headerHeight
    axisStart.frame = Rect(x: margin, y: top, width: 60, height: 12)
    axisEnd.frame = Rect(x: width - margin - 60, y: top, width: 60, height: 12)
    moreBars.frame = Rect(x: margin + 60, y: top, width: 70, height: 12)
    frameGraph.frame = Rect(x: width / 2 - 10, y: top + 1, width: 60, height: 10)
    frameLabel.frame = Rect(x: width / 2 + 54, y: top, width: 50, height: 12)
    trackFrame = Rect(
      x: margin, y: top + 13, width: max(width - 2 * margin, 1), height: Self.timelineHeight - 16)
    var ticks = Path()
    ticks.move(to: Point(x: trackFrame.minX, y: trackFrame.maxY + 0.5))
    ticks.addLine(to: Point(x: trackFrame.maxX, y: trackFrame.maxY + 0.5))
    for step in 0...10 {
      let x = (trackFrame.minX + trackFrame.width * Double(step) / 10).rounded() + 0.5
      ticks.move(to: Point(x: x, y: trackFrame.maxY - (step % 5 == 0 ? 5 : 2)))
      ticks.addLine(to: Point(x: x, y: trackFrame.maxY))
    }
    axis.frame = Rect(origin: .zero, size: panelFrame.size)
    axis.path = ticks
    listFrame = Rect(
      x: 0, y: top + Self.timelineHeight, width: width,
      height: max(height - top - Self.timelineHeight, 0))
  }

  /// A row slot, made on first use.
  func rowLayers(_ slot: Int) -> InspectorRowLayers {
    while rows.count <= slot {
      let row = InspectorRowLayers()
      panel.addSublayer(row.container)
      rows.append(row)
    }
    return rows[slot]
  }

  /// The colour of an animation's kind.
  static func color(ofKind kind: String) -> Color {
    switch kind {
    case "spring": springColor
    case "keyframe": keyframeColor
    default: curveColor
    }
  }
}

/// The layers of one row of the list: a group's heading or an animation
/// (its curve plot, two lines of text and a progress bar).
@MainActor
final class InspectorRowLayers {
  /// The row's box; selected rows are tinted.
  let container = Layer()
  /// The plot's guides (progress 0 and 1) and its curve.
  let guides = ShapeLayer()
  let curve = ShapeLayer()
  /// The two lines of text.
  let first = TextLayer()
  let second = TextLayer()
  /// The progress bar's track and fill.
  let track = Layer()
  let fill = Layer()
  /// The curve plot's box in the row.
  static let plotBox = Rect(x: InspectorPanel.margin, y: 3, width: 24, height: 24)
  /// What the slot shows now (to skip unchanged work).
  var shown: InspectorRow?
  /// The record whose curve the plot shows.
  var plotted: Int?

  init() {
    for layer in [guides, curve, first, second, track, fill] as [Layer] {
      container.addSublayer(layer)
    }
    guides.strokeColor = InspectorPanel.dimColor
    guides.fillColor = .clear
    guides.lineWidth = 0.5
    curve.fillColor = .clear
    curve.lineWidth = 1.5
    InspectorPanel.style(first, size: 9, color: InspectorPanel.textColor)
    InspectorPanel.style(second, size: 9, color: InspectorPanel.dimColor)
    track.backgroundColor = Color(white: 0.3)
    fill.backgroundColor = InspectorPanel.curveColor
  }

  /// Shows a group's heading in a box.
  func showHeading(_ row: InspectorRow, in box: Rect) {
    container.isHidden = false
    container.frame = box
    container.backgroundColor = Color(white: 1, alpha: 0.06)
    first.frame = Rect(x: InspectorPanel.margin, y: 1, width: box.width - 12, height: 12)
    first.string = row.lines.first ?? ""
    first.foregroundColor = InspectorPanel.dimColor
    for layer in [guides, curve, second, track, fill] as [Layer] { layer.isHidden = true }
    shown = row
  }

  /// Shows an animation in a box: its text, plot and progress.
  func showAnimation(
    _ row: InspectorRow, kind: String, samples: () -> [Double], selected: Bool, in box: Rect
  ) {
    container.isHidden = false
    container.frame = box
    container.backgroundColor =
      selected ? InspectorPanel.selectionColor.withAlphaComponent(0.28) : .clear
    for layer in [guides, curve, second, track, fill] as [Layer] { layer.isHidden = false }
    let plot = Self.plotBox
    if plotted != row.record {
      plotted = row.record
      guides.path = InspectorCurve.guides(in: plot)
      curve.path = InspectorCurve.path(samples(), in: plot)
      curve.strokeColor = InspectorPanel.color(ofKind: kind)
      fill.backgroundColor = InspectorPanel.color(ofKind: kind)
    }
    let left = plot.maxX + 6
    let width = max(box.width - left - InspectorPanel.margin, 1)
    first.frame = Rect(x: left, y: 1, width: width, height: 12)
    first.string = row.lines.first ?? ""
    first.foregroundColor = InspectorPanel.textColor
    second.frame = Rect(x: left, y: 13, width: width, height: 12)
    second.string = row.lines.count > 1 ? row.lines[1] : ""
    track.frame = Rect(x: left, y: 26, width: width, height: 2)
    fill.frame = Rect(x: left, y: 26, width: (width * row.progress).rounded(), height: 2)
    shown = row
  }

  /// Hides the slot.
  func hide() {
    container.isHidden = true
    shown = nil
  }
}
