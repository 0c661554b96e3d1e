import BouncingBall
import BoxAnimation
import DiceRoller
import ExampleSupport
import Gallery
import ImageHop
import Interactive
import LayoutList
import LottiePlayer
import Zoetrope

/// Hosts the eight apps' view controllers, one at a time, below a bar of
/// buttons that switches between them.
///
/// Each app's controller is made the first time its segment is picked and
/// kept afterwards, so an app keeps its state (and BouncingBall's timer
/// keeps running) while another is shown. The shown app's view fills the
/// content area, 320 × 480 points below the bar, and gets its own touches.
public final class ShowcaseViewController: ViewController {
  /// The bar's height, in points.
  nonisolated public static let barHeight = 44.0
  /// The size every app is designed for, in points.
  nonisolated public static let contentSize = Size(width: 320, height: 480)

  /// The apps, in the order of the bar's segments.
  public static let apps: [(title: String, make: @MainActor () -> ViewController)] = [
    (DiceRollerApp.title, { DiceRollerApp().makeRootViewController() }),
    (ImageHopApp.title, { ImageHopApp().makeRootViewController() }),
    (BoxAnimationApp.title, { BoxAnimationApp().makeRootViewController() }),
    (BouncingBallApp.title, { BouncingBallApp().makeRootViewController() }),
    (InteractiveApp.title, { InteractiveApp().makeRootViewController() }),
    (GalleryApp.title, { GalleryApp().makeRootViewController() }),
    (LayoutListApp.title, { LayoutListApp().makeRootViewController() }),
    (LottiePlayerApp.title, { LottiePlayerApp().makeRootViewController() }),
  ]

  /// The bar: one segment per app, titled with the app's name on two
  /// lines where its words meet ("Box" over "Animation"), so eight fit;
  /// each segment's accessibility label is the name on one line.
  public let appPicker = SegmentedControl(
    items: apps.map { twoLines($0.title) }, font: .systemFont(ofSize: 7, weight: .medium))

  /// A camel-cased name broken before its last capital: "BoxAnimation"
  /// becomes "Box\nAnimation"; a word of more than eight letters is
  /// hyphenated in the middle ("Inter-\nactive"); a shorter one stays.
  nonisolated static func twoLines(_ name: String) -> String {
    if let split = name.indices.dropFirst().last(where: { name[$0].isUppercase }) {
      return name[..<split] + "\n" + name[split...]
    }
    guard name.count > 8 else { return name }
    let middle = name.index(name.startIndex, offsetBy: name.count / 2)
    return name[..<middle] + "-\n" + name[middle...]
  }
  /// Where the shown app's view goes.
  public let contentView = View(
    frame: Rect(origin: Point(x: 0, y: barHeight), size: contentSize))
  /// The apps' controllers made so far, by segment.
  public private(set) var children: [Int: ViewController] = [:]
  /// The controller of the app shown now.
  public private(set) var selectedChild: ViewController?

  /// Builds the bar and shows the first app.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(white: 0.16)
    appPicker.frame = Rect(x: 2, y: 5, width: Self.contentSize.width - 4, height: 34)
    appPicker.spacing = 2
    for (button, app) in zip(appPicker.buttons, Self.apps) {
      button.titleLabel.numberOfLines = 2
      button.accessibilityLabel = app.title
    }
    appPicker.onChange = { [weak self] index in self?.showApp(at: index) }
    view.addSubview(appPicker)
    contentView.clipsToBounds = true
    view.addSubview(contentView)
    showApp(at: 0)
  }

  /// Shows an app, making its controller the first time.
  ///
  /// - Parameter index: The app's segment, 0 ..< 8; others are ignored.
  public func showApp(at index: Int) {
    guard Self.apps.indices.contains(index) else { return }
    let child = children[index] ?? Self.apps[index].make()
    children[index] = child
    guard child !== selectedChild else { return }
    selectedChild?.viewIfLoaded?.removeFromSuperview()
    child.view.frame = contentView.bounds
    contentView.addSubview(child.view)
    selectedChild = child
    if appPicker.selectedSegmentIndex != index {
      appPicker.selectedSegmentIndex = index
    }
  }
}
