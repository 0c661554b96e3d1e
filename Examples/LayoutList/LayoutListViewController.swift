import Foundation
import Zoetrope

/// A list of planets laid out by Auto Layout, in a ``ScrollView``.
///
/// - **The list**: a vertical ``StackView`` of ``rows`` pinned to the
///   edges of the scroll view's `contentLayoutGuide`, its width equal to
///   the `frameLayoutGuide`'s, so the content size is the list's. Each row is a horizontal stack of a
///   colour swatch and a title, above a detail label; its height is one
///   constraint (``LayoutListRow/heightConstraint``). Tapping a row changes
///   that constant from ``LayoutListRow/collapsedHeight`` to
///   ``LayoutListRow/expandedHeight`` in a 0.3 s block with
///   `layoutIfNeeded()`, so the row grows and every row below slides along
///   the curve; the scroll view's content size follows the stack's height
///   through the content guide.
/// - **The panel**: a bar at the bottom whose top is one constraint to the
///   view's bottom; tapping it slides it up with a spring (and down again).
///
/// For measurements (docs/PERFORMANCE.md), two environment variables:
/// `LAYOUTLIST_ROWS` (1…10,000, 12 by default) repeats the planets down
/// to that many rows, and `LAYOUTLIST_FIXED_FRAMES=1` takes the list out
/// of Auto Layout after the first layout pass (it keeps its frame and the
/// scroll view its content size), so scrolling does no layout work.
public final class LayoutListViewController: ViewController {
  /// The scroll view that holds the list.
  public let scrollView = ScrollView(frame: .zero)
  /// The list's rows, top to bottom.
  public private(set) var rows: [LayoutListRow] = []
  /// The column of rows.
  public let list = StackView()
  /// The sliding panel.
  public let panel = View()
  /// The panel's title.
  public let panelTitle = Label()
  /// The constraint that places the panel: its top, above the view's
  /// bottom by ``panelPeek`` or ``panelOpen`` points.
  public private(set) var panelTop: LayoutConstraint?
  /// How much of the panel shows when closed.
  public static let panelPeek = 56.0
  /// How much shows when open.
  public static let panelOpen = 260.0
  /// Whether the panel is open.
  public private(set) var isPanelOpen = false

  /// The planets, with a colour each.
  static let planets: [(String, Color)] = [
    ("Mercury", Color(red: 0.6, green: 0.6, blue: 0.6)),
    ("Venus", Color(red: 0.9, green: 0.75, blue: 0.4)),
    ("Earth", Color(red: 0.2, green: 0.45, blue: 0.9)),
    ("Mars", Color(red: 0.85, green: 0.35, blue: 0.2)),
    ("Jupiter", Color(red: 0.8, green: 0.6, blue: 0.45)),
    ("Saturn", Color(red: 0.9, green: 0.8, blue: 0.5)),
    ("Uranus", Color(red: 0.5, green: 0.85, blue: 0.9)),
    ("Neptune", Color(red: 0.25, green: 0.35, blue: 0.85)),
    ("Pluto", Color(red: 0.75, green: 0.65, blue: 0.6)),
    ("Ceres", Color(red: 0.5, green: 0.5, blue: 0.45)),
    ("Eris", Color(red: 0.85, green: 0.85, blue: 0.9)),
    ("Haumea", Color(red: 0.7, green: 0.7, blue: 0.75)),
  ]

  /// How many rows the list has: `LAYOUTLIST_ROWS`, or the 12 planets.
  ///
  /// A value that is not a whole number in 1…10,000 is ignored with a
  /// warning.
  public let rowCount: Int

  /// Creates the screen with `LAYOUTLIST_ROWS` rows.
  public override convenience init() {
    self.init(rowCount: Self.rowCountFromEnvironment())
  }

  /// Creates the screen with `rowCount` rows (for tests; clamped to
  /// 1…10,000).
  init(rowCount: Int) {
    self.rowCount = min(max(rowCount, 1), 10_000)
    super.init()
  }

  /// `LAYOUTLIST_ROWS`, or 12.
  private static func rowCountFromEnvironment() -> Int {
    guard let text = ProcessInfo.processInfo.environment["LAYOUTLIST_ROWS"] else { return 12 }
    guard let count = Int(text), (1...10_000).contains(count) else {
      zoetropeWarning("LAYOUTLIST_ROWS \(text) is not in 1...10000; using 12 rows")
      return 12
    }
    return count
  }

  /// Whether the list leaves Auto Layout after the first layout pass
  /// (`LAYOUTLIST_FIXED_FRAMES=1`).
  public var holdsListFrame = ProcessInfo.processInfo.environment["LAYOUTLIST_FIXED_FRAMES"] == "1"

  /// The constraints that place the list in the scroll view.
  private var listConstraints: [LayoutConstraint] = []

  /// Builds the screen.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)
    list.axis = .vertical
    list.spacing = 1
    list.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(list)
    for index in 0..<rowCount {
      let planet = Self.planets[index % Self.planets.count]
      let row = LayoutListRow(title: planet.0, color: planet.1, index: index, of: rowCount)
      row.addGestureRecognizer(
        TapGestureRecognizer { [unowned self, unowned row] _ in toggle(row) })
      list.addArrangedSubview(row)
      rows.append(row)
    }
    listConstraints = [
      list.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      list.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      list.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      list.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ]
    LayoutConstraint.activate(
      [
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ] + listConstraints)
    scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: Self.panelPeek, right: 0)
    addPanel()
  }

  /// With ``holdsListFrame``, takes the list out of Auto Layout once it
  /// has a size: its constraints are deactivated and it keeps its frame.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard holdsListFrame, list.frame.height > 0, !listConstraints.isEmpty else { return }
    let frame = list.frame
    LayoutConstraint.deactivate(listConstraints)
    listConstraints = []
    list.translatesAutoresizingMaskIntoConstraints = true
    list.frame = frame
    scrollView.contentSize = frame.size
  }

  /// The bar at the bottom and its constraints.
  private func addPanel() {
    panel.translatesAutoresizingMaskIntoConstraints = false
    panel.backgroundColor = Color(red: 0.15, green: 0.17, blue: 0.25)
    panel.layer.cornerRadius = 14
    panel.accessibilityLabel = "Panel"
    view.addSubview(panel)
    panelTitle.translatesAutoresizingMaskIntoConstraints = false
    panelTitle.text = "12 worlds"
    panelTitle.textColor = .white
    panelTitle.font = .boldSystemFont(ofSize: 17)
    panel.addSubview(panelTitle)
    let facts = StackView(
      arrangedSubviews: [
        "Largest: Jupiter, 11 Earths across", "Smallest: Mercury, 0.38 Earths",
        "Farthest: Eris, 68 AU from the Sun", "Tap the panel to close it",
      ].map { text in
        let label = Label()
        label.text = text
        label.textColor = Color(white: 0.85)
        label.font = .systemFont(ofSize: 15)
        return label
      })
    facts.axis = .vertical
    facts.spacing = 12
    facts.alignment = .leading
    facts.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(facts)
    let top = panel.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -Self.panelPeek)
    panelTop = top
    LayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
      panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
      panel.heightAnchor.constraint(equalToConstant: Self.panelOpen + 20),
      top,
      panelTitle.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
      panelTitle.topAnchor.constraint(equalTo: panel.topAnchor, constant: 16),
      facts.leadingAnchor.constraint(equalTo: panelTitle.leadingAnchor),
      facts.topAnchor.constraint(equalTo: panelTitle.bottomAnchor, constant: 28),
    ])
    panel.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
    panel.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in togglePanel() })
  }

  /// Expands a collapsed row, or collapses an expanded one, along a 0.3 s
  /// ease-in-out curve.
  ///
  /// - Parameter row: A row of the list.
  public func toggle(_ row: LayoutListRow) {
    View.animate(withDuration: 0.3) {
      row.isExpanded.toggle()
      self.view.layoutIfNeeded()
    }
  }

  /// Slides the panel up or down with a spring.
  public func togglePanel() {
    isPanelOpen.toggle()
    View.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
      options: []
    ) {
      self.panelTop?.constant = -(self.isPanelOpen ? Self.panelOpen : Self.panelPeek)
      self.view.layoutIfNeeded()
    }
  }
}

/// One row of the list: a swatch and a title in a horizontal stack, and a
/// detail line shown when the row is expanded.
public final class LayoutListRow: View {
  /// The row's height when collapsed.
  public static let collapsedHeight = 52.0
  /// The row's height when expanded.
  public static let expandedHeight = 112.0
  /// The title.
  public let titleLabel = Label()
  /// The detail text, below the title.
  public let detailLabel = Label()
  /// The constraint on the row's height.
  public private(set) var heightConstraint: LayoutConstraint?

  /// Whether the row shows its detail (its height constraint's constant).
  public var isExpanded = false {
    didSet {
      heightConstraint?.constant = isExpanded ? Self.expandedHeight : Self.collapsedHeight
    }
  }

  /// A row.
  ///
  /// - Parameters:
  ///   - title: The planet's name.
  ///   - color: Its swatch's colour.
  ///   - index: Its place in the list.
  ///   - count: The number of rows.
  init(title: String, color: Color, index: Int, of count: Int) {
    super.init(frame: .zero)
    backgroundColor = .white
    clipsToBounds = true
    accessibilityLabel = title
    let swatch = View()
    swatch.backgroundColor = color
    swatch.layer.cornerRadius = 10
    titleLabel.text = title
    titleLabel.font = .boldSystemFont(ofSize: 17)
    let header = StackView(arrangedSubviews: [swatch, titleLabel])
    header.axis = .horizontal
    header.alignment = .center
    header.spacing = 12
    header.translatesAutoresizingMaskIntoConstraints = false
    addSubview(header)
    detailLabel.text = "World \(index + 1) of \(count): tap to fold"
    detailLabel.textColor = Color(red: 0.4, green: 0.4, blue: 0.45)
    detailLabel.font = .systemFont(ofSize: 14)
    detailLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(detailLabel)
    let height = heightAnchor.constraint(equalToConstant: Self.collapsedHeight)
    heightConstraint = height
    LayoutConstraint.activate([
      height,
      swatch.widthAnchor.constraint(equalToConstant: 20),
      swatch.heightAnchor.constraint(equalToConstant: 20),
      header.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      header.topAnchor.constraint(equalTo: topAnchor, constant: 10),
      header.heightAnchor.constraint(equalToConstant: 32),
      detailLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 32),
      detailLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 14),
    ])
    layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
  }
}
