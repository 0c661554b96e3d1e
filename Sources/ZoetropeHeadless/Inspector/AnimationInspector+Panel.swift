import ZoetropeGraphics
import ZoetropeLayers

// Where the panel's parts are, in window points, as of the last frame
// (for tests and hosts).
extension AnimationInspector {
  /// A rectangle of the panel in window points.
  private func inWindow(_ rect: Rect) -> Rect {
    rect.offsetBy(dx: panelFrame.minX, dy: panelFrame.minY)
  }

  /// The visible animation rows' frames, top to bottom.
  public var rowFrames: [Rect] {
    panel.rows.filter { !$0.container.isHidden && $0.shown?.record != nil }.map {
      inWindow($0.container.frame)
    }
  }

  /// The visible animation rows' progress tracks (the fill runs from
  /// their left edge), top to bottom.
  public var progressFrames: [Rect] {
    panel.rows.filter { !$0.container.isHidden && $0.shown?.record != nil }.map {
      inWindow($0.track.frame.offsetBy(dx: $0.container.frame.minX, dy: $0.container.frame.minY))
    }
  }

  /// The visible animation rows' curve plots (progress −0.25 at the
  /// bottom to 1.25 at the top), top to bottom.
  public var plotFrames: [Rect] {
    panel.rows.filter { !$0.container.isHidden && $0.shown?.record != nil }.map {
      inWindow(
        InspectorRowLayers.plotBox.offsetBy(
          dx: $0.container.frame.minX, dy: $0.container.frame.minY))
    }
  }

  /// The timeline's track: its left edge is the axis' start, its right
  /// edge the end; nil before the first frame.
  public var trackFrame: Rect? {
    panel.trackFrame.isEmpty ? nil : inWindow(panel.trackFrame)
  }

  /// The playhead's line; nil before the first frame.
  public var playheadFrame: Rect? {
    panel.playhead.frame.isEmpty ? nil : inWindow(panel.playhead.frame)
  }

  /// The replay button.
  public var replayFrame: Rect { inWindow(panel.replayFrame) }
}

// Filling the panel's layers for a frame.
extension AnimationInspector {
  /// The header: the time, what is listed, the host's status, the frame
  /// times.
  func updateHeader(now: Double, runningCount: Int) {
    var text = "Animations · \(InspectorText.seconds(playheadTime - timeOrigin))"
    if scrubTime != nil {
      text += " (scrubbed; app at \(InspectorText.seconds(now - timeOrigin)))"
    } else {
      text += " · \(runningCount) running"
    }
    if !status.isEmpty { text += " · " + status }
    panel.header.string = text
    var graph = Path()
    let box = panel.frameGraph.bounds
    let count = Double(Self.frameTimeCount)
    for (index, seconds) in frameTimes.enumerated() {
      // 0 to 33 ms fills the box; a bar per frame.
      let height = min(seconds / 0.0333, 1) * box.height
      graph.addRect(
        Rect(
          x: box.width * Double(index) / count, y: box.height - height,
          width: max(box.width / count - 0.2, 0.5), height: height))
    }
    panel.frameGraph.path = graph
    panel.frameLabel.string =
      frameTimes.last.map { InspectorText.number(($0 * 10_000).rounded() / 10) + " ms" } ?? "– ms"
  }

  /// The x of a time on the timeline's track.
  func trackX(_ time: Double) -> Double {
    let track = panel.trackFrame
    let span = timelineRange.upperBound - timelineRange.lowerBound
    let fraction = span > 0 ? (time - timelineRange.lowerBound) / span : 0
    return track.minX + track.width * min(max(fraction, 0), 1)
  }

  /// The time at an x on the timeline's track.
  func trackTime(_ x: Double) -> Double {
    let track = panel.trackFrame
    let fraction = track.width > 0 ? (x - track.minX) / track.width : 0
    let span = timelineRange.upperBound - timelineRange.lowerBound
    return timelineRange.lowerBound + span * min(max(fraction, 0), 1)
  }

  /// The timeline: a bar per animation, the playhead, the axis' ends.
  func updateTimeline(records: [AnimationRecord]) {
    let track = panel.trackFrame
    panel.axisStart.string = InspectorText.seconds(timelineRange.lowerBound - timeOrigin)
    panel.axisEnd.string = InspectorText.seconds(timelineRange.upperBound - timeOrigin)
    let height = min(
      (track.height - 2) / Double(InspectorPanel.maximumBars) - 1, 8)
    for (slot, layer) in panel.bars.enumerated() {
      guard slot < bars.count else {
        layer.isHidden = true
        continue
      }
      let bar = bars[slot]
      let x0 = trackX(bar.start)
      let x1 = max(trackX(bar.end), x0 + 2)
      layer.isHidden = false
      layer.frame = Rect(
        x: x0.rounded(), y: track.minY + 1 + Double(slot) * (height + 1),
        width: (x1 - x0).rounded(), height: height)
      let record = records[bar.record]
      layer.backgroundColor =
        bar.record == selection
        ? InspectorPanel.selectionColor : InspectorPanel.color(ofKind: record.kind)
    }
    let hidden = timelineRecords.count - bars.count
    panel.moreBars.string = hidden > 0 ? "+\(hidden) more" : ""
    panel.playhead.frame = Rect(
      x: trackX(playheadTime).rounded() - 1, y: track.minY - 2, width: 2, height: track.height + 2)
  }

  /// The list's rows, as many as fit.
  func updateRows(records: [AnimationRecord]) {
    var y = panel.listFrame.minY
    var slot = 0
    var kept = 0
    for row in rows {
      let height = row.record == nil ? InspectorPanel.headingHeight : InspectorPanel.rowHeight
      guard y + height <= panel.listFrame.maxY else { break }
      let layers = panel.rowLayers(slot)
      let box = Rect(x: 0, y: y, width: panel.listFrame.width, height: height)
      if let index = row.record {
        layers.showAnimation(
          row, kind: records[index].kind,
          samples: { InspectorCurve.samples(of: self.log.loggedAnimation(at: index)?.attached) },
          selected: index == selection, in: box)
      } else {
        layers.showHeading(row, in: box)
      }
      y += height
      slot += 1
      kept += 1
    }
    rows.removeLast(rows.count - kept)
    for rest in slot..<panel.rows.count { panel.rows[rest].hide() }
  }

  /// The outline of the selected animation's layer, where the app's frame
  /// draws it.
  func updateOutline(snapshot: RenderSnapshot) {
    guard let selection, let layer = log.loggedAnimation(at: selection)?.layer,
      let corners = InspectorOutline.corners(of: layer.layerID, in: snapshot.root)
    else {
      panel.outline.isHidden = true
      outlineCorners = nil
      return
    }
    outlineCorners = corners
    // In its own window the panel has no app to outline on.
    panel.outline.isHidden = fillsWindow
    guard !fillsWindow else { return }
    var path = Path()
    path.move(to: corners[0])
    for corner in corners.dropFirst() { path.addLine(to: corner) }
    path.closeSubpath()
    panel.outline.isHidden = false
    panel.outline.frame = panel.root.bounds
    panel.outline.path = path
  }
}

/// Finds where a frame draws a layer.
enum InspectorOutline {
  /// The four corners of a layer's bounds in window points, as the
  /// snapshot's transforms place them, or nil if it is not in it (or
  /// hidden, or projected to infinity).
  ///
  /// - Parameters:
  ///   - layerID: The layer's identifier.
  ///   - root: The frame's root node.
  /// - Returns: The corners, clockwise from the top left of the bounds.
  static func corners(of layerID: UInt64, in root: RenderLayer) -> [Point]? {
    var stack: [(RenderLayer, Transform3D, Transform3D?)] = [(root, .identity, nil)]
    while let (node, parentMap, parentSublayer) = stack.popLast() {
      let properties = node.properties
      guard !properties.isHidden else { continue }
      let map = properties.flattenedTransformToSuperlayer(
        superlayerSublayerTransform: parentSublayer
      ).concatenating(parentMap)
      if node.layerID == layerID {
        let bounds = properties.bounds
        let corners = [
          Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
          Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY),
        ].map { $0.projected(by: map) }
        return corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } ? corners : nil
      }
      for sublayer in node.sublayers {
        stack.append((sublayer, map, properties.sublayerTransformAboutAnchor))
      }
    }
    return nil
  }
}
