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
  }
}
