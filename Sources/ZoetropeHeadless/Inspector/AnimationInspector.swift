import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeUI

/// The live animation inspector: a panel drawn with Zoetrope's own layers
/// over an app's window, listing the running animations by the animation
/// block or transaction that started them, with a timeline whose playhead
/// scrubs them (docs/INSPECTOR.md).
///
/// A host owns one while it is open (F12 in the window,
/// `HeadlessHost.openInspector()` in tests): each frame it passes the
/// app's snapshot through ``overlay(_:size:)``, which returns a snapshot
/// with the inspector's layers above the app's, and routes touches on the
/// panel to ``touch(_:at:)``. The inspector's layers live in a
/// `LayerContext` of their own: they never animate, never appear in the
/// app's log, and the app's layers are drawn exactly as without it.
///
/// ```swift
/// let host = HeadlessHost(app: BoxAnimationApp())
/// let inspector = host.openInspector()
/// host.tap(.point(x: 190, y: 210), at: 0.3)
/// host.advance(to: 1)
/// inspector.rows.first { $0.record != nil }?.lines  // ["View · Layer — position …", …]
/// host.scrubInspector(to: 0.8)  // pauses the app; its frame is the one at 0.8 s
/// ```
@MainActor
public final class AnimationInspector {
  /// The key that opens and closes the inspector in a window: F12 (the
  /// developer tools' key in browsers; no key event reaches apps).
  public static let toggleKeyName = "F12"
  /// How many of a group's animations set the timeline's span: 1,000
  /// (the first ones; a scrub or replay acts on the whole group).
  public static let maximumTimelineRecords = 1000
  /// How many frame times the frame-time graph keeps.
  public static let frameTimeCount = 60

  /// The inspected application.
  public let application: Application
  /// The log the inspector reads (started by the inspector if none was).
  public let log: AnimationLog
  /// The selected animation's record index: its layer is outlined.
  public internal(set) var selection: Int?
  /// The application time the playhead holds while scrubbing, else nil
  /// (the playhead follows the application's time).
  public internal(set) var scrubTime: Double?
  /// The rows the list shows, top to bottom, as of the last frame.
  public internal(set) var rows: [InspectorRow] = []
  /// The timeline's bars as of the last frame (the first six of its
  /// group; ``timelineRecords`` are all of them).
  public internal(set) var bars: [InspectorBar] = []
  /// The time span of the timeline's axis as of the last frame.
  public internal(set) var timelineRange: ClosedRange<Double> = 0...1
  /// The playhead's time as of the last frame: ``scrubTime`` or the
  /// application's time.
  public internal(set) var playheadTime = 0.0
  /// Whether the panel is along the window's top edge (else its bottom,
  /// the default); a tap on its header moves it to the other edge.
  public var isDockedAtTop = false
  /// The application time the panel counts from: times are shown as
  /// seconds after it (0 headless; a window sets the time it opened at,
  /// its clock being the system's).
  public var timeOrigin = 0.0
  /// A line the host adds to the header (its speed, whether paused).
  public var status = ""
  /// The corners of the selected animation's layer in window points as
  /// of the last frame (its outline), or nil.
  public internal(set) var outlineCorners: [Point]?
  /// The latest frame times in seconds, oldest first (the host reports
  /// them; a headless host has none).
  public internal(set) var frameTimes: [Double] = []

  /// The inspector's own context: its layers' transactions.
  let context = LayerContext()
  /// The panel's layers.
  let panel: InspectorPanel
  /// The overlay's layer tree.
  let tree: LayerTree
  /// Which records may still be running.
  var listing = InspectorListing()
  /// The records of the timeline's group (what a scrub or a replay acts
  /// on), as of the last frame.
  public internal(set) var timelineRecords: [Int] = []
  /// The records being scrubbed, fixed when a scrub starts.
  var scrubbed: [Int] = []
  /// The copies the inspector attached while scrubbing, by record.
  var attachedCopies: [Int: Animation] = [:]
  /// The app's emitters while scrubbing.
  var emitters = EmitterScrub()
  /// The container node of the last composed frame, and its parts.
  private var composed: (root: RenderLayer, app: RenderLayer, overlay: RenderLayer)?
  /// The container's layer identifier.
  private let containerID = Layer().layerID
  /// The overlay tree's frame counter (its time).
  private var overlayFrame = 0.0
  /// Whether the panel fills its own window (``panelSnapshot(for:size:)``)
  /// rather than a strip over the app's.
  var fillsWindow = false
  /// The touch the panel owns, and whether it drags the playhead.
  var touchInPanel = false
  var dragsPlayhead = false

  /// An inspector of an application; starts its animation log.
  ///
  /// - Parameter application: The app to inspect.
  public init(application: Application) {
    self.application = application
    log = application.animationLog ?? application.startAnimationLog()
    let context = self.context
    let panel = LayerContext.$current.withValue(context) { InspectorPanel() }
    self.panel = panel
    tree = LayerContext.$current.withValue(context) { LayerTree(rootLayer: panel.root) }
  }

  /// The panel's frame in window points as of the last frame: touches
  /// inside it are the inspector's.
  public var panelFrame: Rect { panel.panelFrame }

  /// Adds a frame's duration to the frame-time graph.
  ///
  /// - Parameter seconds: How long the frame took; ignored unless finite
  ///   and ≥ 0.
  public func recordFrameTime(_ seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else { return }
    frameTimes.append(seconds)
    if frameTimes.count > Self.frameTimeCount { frameTimes.removeFirst() }
  }

  /// Selects an animation (its layer is outlined, its group fills the
  /// timeline) or, with nil or the selected one, none.
  ///
  /// - Parameter record: A record index of the log.
  public func select(_ record: Int?) {
    guard let record, record != selection, log.records.indices.contains(record) else {
      selection = nil
      return
    }
    selection = record
  }

  /// The app's snapshot with the inspector's layers above it.
  ///
  /// Updates the list, the timeline and the outline for the snapshot's
  /// time, then returns a snapshot whose root holds the app's root and
  /// the inspector's.
  ///
  /// - Parameters:
  ///   - snapshot: The app's frame.
  ///   - size: The window's size in points.
  /// - Returns: The frame to draw.
  public func overlay(_ snapshot: RenderSnapshot, size: Size) -> RenderSnapshot {
    compose(snapshot, updatedPanel(snapshot, size: size, fills: false), size: size)
  }

  /// The panel alone, filling a window of its own beside the app's
  /// (`--inspector-window`), updated for the app's frame.
  ///
  /// The list, the timeline and the header are those of
  /// ``overlay(_:size:)``; touches in the panel's window go to
  /// ``touch(_:at:)`` in its points. The selected layer is not outlined
  /// (the outline belongs over the app), but ``outlineCorners`` says
  /// where it is.
  ///
  /// - Parameters:
  ///   - snapshot: The app's frame.
  ///   - size: The panel window's size in points.
  /// - Returns: The panel's frame, to draw in its window.
  public func panelSnapshot(for snapshot: RenderSnapshot, size: Size) -> RenderSnapshot {
    updatedPanel(snapshot, size: size, fills: true)
  }

  /// Updates the panel's layers for the app's frame and returns the
  /// overlay tree's frame.
  private func updatedPanel(_ snapshot: RenderSnapshot, size: Size, fills: Bool)
    -> RenderSnapshot
  {
    let now = snapshot.time
    if scrubTime == nil { listing.refresh(log, at: now) }
    playheadTime = scrubTime ?? now
    return LayerContext.$current.withValue(context) {
      Transaction.begin()
      Transaction.setDisableActions(true)
      fillsWindow = fills
      update(size: size, now: now, snapshot: snapshot)
      Transaction.commit()
      overlayFrame += 1
      return tree.frame(at: overlayFrame)
    }
  }

  /// Puts the app's root and the overlay's under one container node
  /// (the same node again while neither changed).
  private func compose(_ snapshot: RenderSnapshot, _ overlay: RenderSnapshot, size: Size)
    -> RenderSnapshot
  {
    if let composed, composed.app === snapshot.root, composed.overlay === overlay.root {
      return RenderSnapshot(root: composed.root, time: snapshot.time, hasChanges: false)
    }
    var properties = LayerProperties()
    properties.bounds = Rect(origin: .zero, size: size)
    properties.position = Point(x: size.width / 2, y: size.height / 2)
    let root = RenderLayer(
      layerID: containerID, properties: properties, sublayers: [snapshot.root, overlay.root],
      changeCount: snapshot.root.changeCount &* 1_000_003 &+ overlay.root.changeCount)
    composed = (root, snapshot.root, overlay.root)
    return RenderSnapshot(root: root, time: snapshot.time, hasChanges: true)
  }

  /// The records the list shows now, and how many of them run: while
  /// scrubbing, the scrubbed ones; else those running, or the last group
  /// when none runs.
  private func shownRecords(now: Double) -> (records: [Int], running: Int) {
    if scrubTime != nil { return (scrubbed, 0) }
    let records = log.records
    let started = listing.running.filter { (records[$0].startTime ?? now) <= now }
    if !started.isEmpty { return (started, started.count) }
    guard let last = records.indices.last else { return ([], 0) }
    return (InspectorListing.group(of: last, in: records), 0)
  }

  /// Updates the panel's layers for a frame.
  private func update(size: Size, now: Double, snapshot: RenderSnapshot) {
    panel.layout(for: size, atTop: isDockedAtTop || fillsWindow, fills: fillsWindow)
    let records = log.records
    let (shown, runningCount) = shownRecords(now: now)
    let capacity = Int(panel.listFrame.height / InspectorPanel.headingHeight) + 1
    rows = InspectorListing.rows(
      shown, records: records, at: playheadTime, capacity: capacity, origin: timeOrigin)
    if scrubTime == nil {
      if let selection, records.indices.contains(selection) {
        timelineRecords = InspectorListing.group(of: selection, in: records)
      } else if let newest = rows.first?.group {
        timelineRecords = shown.filter { records[$0].group == newest }
      } else {
        timelineRecords = []
      }
      // The axis spans the group's first 1,000; the panel draws 6 bars.
      let timeline = InspectorListing.bars(
        Array(timelineRecords.prefix(Self.maximumTimelineRecords)), records: records, now: now)
      bars = Array(timeline.bars.prefix(InspectorPanel.maximumBars))
      timelineRange = timeline.range
    }
    updateHeader(now: now, runningCount: runningCount)
    updateTimeline(records: records)
    updateRows(records: records)
    updateOutline(snapshot: snapshot)
  }
}
