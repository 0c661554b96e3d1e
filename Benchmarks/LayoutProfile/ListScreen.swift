// The screen of Examples/LayoutList, built the same way (its rows are
// copied from LayoutListViewController: a vertical stack of rows, each a
// horizontal stack of a swatch and a title above a detail label, in a
// scroll view pinned to its content and frame guides, and the panel), for
// the `list` workload: the first layout pass of a list of `count` rows.
//
//   .build/release/LayoutProfile list 1000 [rounds, default 3]
//
// prints `list-first-layout median-µs` (activation and the first
// `layoutIfNeeded()`: the engine and its solver built, every frame set).

import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeUI

/// One row, as `LayoutListRow`.
@MainActor func makeListRow(title: String, index: Int, of count: Int) -> View {
  let row = View(frame: .zero)
  row.backgroundColor = .white
  row.clipsToBounds = true
  let swatch = View()
  swatch.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
  swatch.layer.cornerRadius = 10
  let titleLabel = Label()
  titleLabel.text = title
  titleLabel.font = .boldSystemFont(ofSize: 17)
  let header = StackView(arrangedSubviews: [swatch, titleLabel])
  header.axis = .horizontal
  header.alignment = .center
  header.spacing = 12
  header.translatesAutoresizingMaskIntoConstraints = false
  row.addSubview(header)
  let detailLabel = Label()
  detailLabel.text = "World \(index + 1) of \(count): tap to fold"
  detailLabel.font = .systemFont(ofSize: 14)
  detailLabel.translatesAutoresizingMaskIntoConstraints = false
  row.addSubview(detailLabel)
  LayoutConstraint.activate([
    row.heightAnchor.constraint(equalToConstant: 52),
    swatch.widthAnchor.constraint(equalToConstant: 20),
    swatch.heightAnchor.constraint(equalToConstant: 20),
    header.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
    header.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
    header.heightAnchor.constraint(equalToConstant: 32),
    detailLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 32),
    detailLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 14),
  ])
  row.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
  return row
}

/// The screen: a window, its view, the scroll view with the list, and the
/// panel.
///
/// Returns the window and the list.
@MainActor func makeListScreen(rows count: Int) -> (Window, StackView) {
  let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
  window.makeKeyAndVisible()
  let view = View(frame: window.bounds)
  window.addSubview(view)
  let scrollView = ScrollView(frame: .zero)
  scrollView.translatesAutoresizingMaskIntoConstraints = false
  scrollView.alwaysBounceVertical = true
  view.addSubview(scrollView)
  let list = StackView()
  list.axis = .vertical
  list.spacing = 1
  list.translatesAutoresizingMaskIntoConstraints = false
  scrollView.addSubview(list)
  let names = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn"]
  for index in 0..<count {
    list.addArrangedSubview(makeListRow(title: names[index % names.count], index: index, of: count))
  }
  LayoutConstraint.activate([
    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    list.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
    list.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
    list.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
    list.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
    list.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
  ])
  scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: 56, right: 0)
  let panel = View()
  panel.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(panel)
  let panelTitle = Label()
  panelTitle.translatesAutoresizingMaskIntoConstraints = false
  panelTitle.text = "12 worlds"
  panel.addSubview(panelTitle)
  LayoutConstraint.activate([
    panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
    panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
    panel.heightAnchor.constraint(equalToConstant: 280),
    panel.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -56),
    panelTitle.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
    panelTitle.topAnchor.constraint(equalTo: panel.topAnchor, constant: 16),
  ])
  return (window, list)
}

/// Times the first layout pass of the list screen, `rounds` times.
@MainActor func runList(count: Int, rounds: Int) {
  var times: [Double] = []
  var checksum = 0.0
  for _ in 0..<rounds {
    let (window, list) = makeListScreen(rows: count)
    let start = now()
    window.layoutIfNeeded()
    times.append(now() - start)
    checksum += list.frame.height
    window.isHidden = true
  }
  print("list-first-layout", String(format: "%.2f", median(times) * 1e6))
  print("list-height", String(format: "%.1f", checksum / Double(max(rounds, 1))))
}
