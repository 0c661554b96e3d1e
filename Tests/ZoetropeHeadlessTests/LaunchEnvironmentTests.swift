import Testing
import ZoetropeGraphics

@testable import Zoetrope

#if canImport(Glibc)
import Glibc
#endif

/// `ZOETROPE_REDUCE_MOTION`, which `App.main()` reads at launch.
@MainActor
@Suite struct LaunchEnvironmentTests {
  @Test(arguments: ["1", "true", "TRUE", "yes", "On", " 1 ", "1\n"])
  func valuesThatTurnReduceMotionOn(value: String) {
    let (on, warnings) = withWarningsCaptured { LaunchEnvironment.reduceMotion(value) }
    #expect(on)
    #expect(warnings.isEmpty)
  }

  @Test(arguments: [nil, "", "  ", "0", "false", "No", "OFF"] as [String?])
  func valuesThatLeaveItOff(value: String?) {
    let (on, warnings) = withWarningsCaptured { LaunchEnvironment.reduceMotion(value) }
    #expect(!on)
    #expect(warnings.isEmpty)
  }

  @Test(arguments: ["2", "maybe", "1.0", "-1", "onn", "y"])
  func otherValuesWarnAndLeaveItOff(value: String) {
    let (on, warnings) = withWarningsCaptured { LaunchEnvironment.reduceMotion(value) }
    #expect(!on)
    #expect(
      warnings == [
        "ZOETROPE_REDUCE_MOTION=\"\(value)\" is not 1 or 0 (or true/false, yes/no, on/off); "
          + "reduce motion stays off"
      ])
  }

  /// `apply()` reads the variable into the current context's setting.
  ///
  /// The variable is only read by `App.main()` and this test, so setting
  /// it here disturbs no other test.
  @Test func applySetsTheCurrentContextsSetting() async {
    let context = LayerContext()
    await LayerContext.$current.withValue(context) {
      await MainActor.run {
        setenv(LaunchEnvironment.reduceMotionVariable, "1", 1)
        LaunchEnvironment.apply()
        #expect(Accessibility.isReduceMotionEnabled)
        setenv(LaunchEnvironment.reduceMotionVariable, "0", 1)
        LaunchEnvironment.apply()
        #expect(!Accessibility.isReduceMotionEnabled)
        unsetenv(LaunchEnvironment.reduceMotionVariable)
        LaunchEnvironment.apply()
        #expect(!Accessibility.isReduceMotionEnabled)
      }
    }
    #expect(!Accessibility.isReduceMotionEnabled)  // this test's own context is untouched
  }

  @Test func helpNamesTheVariable() {
    let help = LaunchOptions.helpMessage(columns: 100)
    #expect(help.contains("ZOETROPE_REDUCE_MOTION=1"))
    #expect(help.contains("--layout-direction"))
    #expect(help.contains("LANGUAGE, LC_ALL, LC_MESSAGES, LANG"))
  }

  /// `--layout-direction rtl|ltr|auto`, in any case; another value is an
  /// error (exit status 64) that names it.
  @Test func layoutDirectionOption() throws {
    func direction(_ value: String) throws -> UserInterfaceLayoutDirection? {
      try LaunchOptions.launch(for: ["--layout-direction", value], environment: { _ in nil })
        .layoutDirection
    }
    #expect(try direction("rtl") == .rightToLeft)
    #expect(try direction("RTL") == .rightToLeft)
    #expect(try direction("ltr") == .leftToRight)
    #expect(try direction("auto") == nil)
    #expect(try LaunchOptions.launch(for: [], environment: { _ in nil }).layoutDirection == nil)
    for bad in ["sideways", "", "right-to-left"] {
      do {
        _ = try direction(bad)
        Issue.record("--layout-direction \(bad) was accepted")
      } catch {
        #expect(LaunchOptions.exitCode(for: error).rawValue == 64)
        #expect(
          LaunchOptions.message(for: error)
            == "--layout-direction \(bad) must be rtl, ltr or auto")
      }
    }
  }

  /// `apply(layoutDirection:environment:)` sets the context's direction
  /// from the option, else from the locale.
  @Test func applySetsTheLayoutDirection() async {
    let context = LayerContext()
    await LayerContext.$current.withValue(context) {
      await MainActor.run {
        let hebrew = ["LANG": "he_IL.UTF-8"]
        LaunchEnvironment.apply(environment: { hebrew[$0] })
        #expect(Application.currentLayoutDirection == .rightToLeft)
        LaunchEnvironment.apply(layoutDirection: .leftToRight, environment: { hebrew[$0] })
        #expect(Application.currentLayoutDirection == .leftToRight)
        LaunchEnvironment.apply(layoutDirection: .rightToLeft, environment: { _ in nil })
        #expect(Application.currentLayoutDirection == .rightToLeft)
        LaunchEnvironment.apply(environment: { ["LANGUAGE": "en:he", "LANG": "ar_EG"][$0] })
        #expect(Application.currentLayoutDirection == .leftToRight)
      }
    }
    #expect(Application.currentLayoutDirection == .leftToRight)  // this test's context
  }
}
