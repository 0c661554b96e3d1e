import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// The app-wide layout direction: read from the locale environment, and
  /// followed by every view whose content does not say otherwise.
  @Suite @MainActor struct AppLayoutDirectionTests {
    /// The direction of an environment given as a dictionary.
    func direction(_ variables: [String: String]) -> UserInterfaceLayoutDirection {
      UserInterfaceLayoutDirection.preferred { variables[$0] }
    }

    @Test func nothingSetOrEmptyIsLeftToRight() {
      #expect(direction([:]) == .leftToRight)
      #expect(direction(["LANG": "", "LC_ALL": "", "LANGUAGE": ""]) == .leftToRight)
      #expect(direction(["LANG": "  "]) == .leftToRight)
      #expect(direction(["LANGUAGE": ":::"]) == .leftToRight)
    }

    @Test(arguments: [
      "ar_EG.UTF-8", "ar", "he", "he_IL", "iw_IL.UTF-8", "fa_IR", "ur_PK", "ps_AF", "yi",
      "dv_MV", "ug_CN", "sd_PK", "ckb_IQ.UTF-8", "FA", "ar-SA", "pa-Arab", "ar_EG.UTF-8@euro",
    ])
    func rightToLeftLocales(name: String) {
      #expect(direction(["LANG": name]) == .rightToLeft)
      #expect(UserInterfaceLayoutDirection(locale: name) == .rightToLeft)
    }

    @Test(arguments: [
      "en_US.UTF-8", "C", "POSIX", "C.UTF-8", "de", "arn_CL", "heb", "arabic", "sd_IN@devanagari",
      "sd-Deva", "uz_UZ@cyrillic", "ja_JP.eucJP",
    ])
    func leftToRightLocales(name: String) {
      #expect(direction(["LANG": name]) == .leftToRight)
    }

    /// LC_ALL over LC_MESSAGES over LANG; LANGUAGE over all three, but not
    /// in the C locale (nor with no locale, which is C); an empty variable
    /// counts as unset.
    @Test func precedence() {
      #expect(direction(["LC_ALL": "he_IL", "LANG": "en_US"]) == .rightToLeft)
      #expect(direction(["LC_ALL": "en_US", "LC_MESSAGES": "ar_EG", "LANG": "he"]) == .leftToRight)
      #expect(direction(["LC_MESSAGES": "ar_EG", "LANG": "en_US"]) == .rightToLeft)
      #expect(direction(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "fa_IR"]) == .rightToLeft)
      #expect(direction(["LANGUAGE": "he:en", "LANG": "en_US.UTF-8"]) == .rightToLeft)
      #expect(direction(["LANGUAGE": "en:he", "LANG": "ar_EG.UTF-8"]) == .leftToRight)
      #expect(direction(["LANGUAGE": ":ar_EG:en", "LANG": "en_US"]) == .rightToLeft)
      #expect(direction(["LANGUAGE": "he", "LANG": "C"]) == .leftToRight)
      #expect(direction(["LANGUAGE": "he", "LC_ALL": "POSIX", "LANG": "he"]) == .leftToRight)
      // No locale is the C locale: LANGUAGE alone changes nothing.
      #expect(direction(["LANGUAGE": "ar"]) == .leftToRight)
      #expect(direction(["LANGUAGE": "ar", "LANG": "en_GB.UTF-8"]) == .rightToLeft)
    }

    /// Three boxes in a row, pinned to the window's leading edge.
    func row(in window: Window) -> StackView {
      let row = StackView(
        arrangedSubviews: (0..<3).map { _ in
          let view = View()
          view.widthAnchor.constraint(equalToConstant: 40).isActive = true
          view.heightAnchor.constraint(equalToConstant: 20).isActive = true
          return view
        })
      row.axis = .horizontal
      row.spacing = 10
      row.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(row)
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
        row.topAnchor.constraint(equalTo: window.topAnchor),
      ])
      return row
    }

    @Test func aRightToLeftAppFlipsAStackViewAndBack() {
      let host = TestHost()
      let window = host.window
      let row = row(in: window)
      let label = Label(frame: Rect(x: 0, y: 100, width: 200, height: 30))
      label.text = "Hi"
      window.addSubview(label)
      window.layoutIfNeeded()
      #expect(row.arrangedSubviews.map(\.frame.minX) == [0, 50, 100])
      #expect(row.frame.minX == 8)
      host.app.userInterfaceLayoutDirection = .rightToLeft
      #expect(window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(row.arrangedSubviews[0].effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
      #expect(View.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
      host.frame()
      #expect(label.textLayer.alignmentMode == .right)
      // The row starts at the right edge, its first view rightmost.
      #expect(row.frame.maxX == 320 - 8)
      #expect(row.arrangedSubviews.map(\.frame.minX) == [100, 50, 0])
      // A view forced left to right keeps its order inside the app (and
      // its own leading constraint, whose first item it is, is not
      // mirrored).
      row.semanticContentAttribute = .forceLeftToRight
      window.layoutIfNeeded()
      #expect(row.arrangedSubviews.map(\.frame.minX) == [0, 50, 100])
      #expect(row.frame.minX == 8)
      row.semanticContentAttribute = .unspecified
      host.app.userInterfaceLayoutDirection = .leftToRight
      host.frame()
      #expect(row.frame.minX == 8)
      #expect(row.arrangedSubviews.map(\.frame.minX) == [0, 50, 100])
    }

    @Test func directionalMarginsFollowTheAppsDirection() {
      let host = TestHost()
      let view = View()
      host.window.addSubview(view)
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 0, leading: 24, bottom: 0, trailing: 0)
      #expect(view.layoutMargins.left == 24)
      host.app.userInterfaceLayoutDirection = .rightToLeft
      #expect(view.layoutMargins == EdgeInsets(top: 0, left: 0, bottom: 0, right: 24))
    }
  }
}
