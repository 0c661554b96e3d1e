import Testing

@testable import ZoetropeAnimation

extension TimingFunctionTests {
  @Test(arguments: [
    ("linear", TimingFunction.linear),
    ("ease", .ease),
    ("EASE-IN", .easeIn),
    ("  ease-out\n", .easeOut),
    ("ease-in-out", .easeInEaseOut),
    ("step-start", .stepStart),
    ("step-end", .stepEnd),
    ("cubic-bezier(0.1,0.7,1.0,0.1)", TimingFunction(controlPoints: 0.1, 0.7, 1, 0.1)),
    ("Cubic-Bezier( .5 , -1e-1 , +0.5 , 2E0 )", TimingFunction(controlPoints: 0.5, -0.1, 0.5, 2)),
    ("cubic-bezier(0, /* comment */ 0, 1, 1)", TimingFunction(controlPoints: 0, 0, 1, 1)),
    ("steps(3)", .steps(3)),
    ("steps(3, start)", .steps(3, position: .start)),
    ("steps(2, jump-none)", .steps(2, position: .jumpNone)),
    ("steps(5,jump-both)", .steps(5, position: .jumpBoth)),
    ("linear(0, 1)", .linear([.init(0), .init(1)])),
    ("linear(25% 75% 0.5, 1)", .linear([.init(0.5, at: 0.25), .init(0.5, at: 0.75), .init(1)])),
  ])
  func parsesValidCSS(text: String, expected: TimingFunction) throws {
    #expect(try TimingFunction(css: text) == expected)
  }

  @Test(arguments: [
    "", "   ", "bounce", "ease-in-out-", "ease ease", "linear()", "linear(0)", "linear(0,)",
    "linear(0 10%% , 1)", "linear(0 10px, 1)", "linear(0 10% 20% 30%, 1)", "linear(10% 0 20%, 1)",
    "linear(0 1, 1)", "linear(25% 0.5 75%, 1)", "cubic-bezier(0.1, 0.7, 1.0)",
    "cubic-bezier(0.1, 0.7, 1.0, 0.1, 0)",
    "cubic-bezier(1.1, 0, 1, 1)", "cubic-bezier(0, 0, -0.1, 1)", "cubic-bezier(0, 1e999, 1, 1)",
    "cubic-bezier(0, 0, 1, 1", "cubic-bezier(0, 0, 1, 1) x", "cubic-bezier (0, 0, 1, 1)",
    "cubic-bezier(0, 0%, 1, 1)", "cubic-bezier(ease, 0, 1, 1)", "steps()", "steps(0)", "steps(-2)",
    "steps(1.0)", "steps(1e1)", "steps(2, middle)", "steps(1, jump-none)", "steps(2 start)",
    "steps(2, start, end)", "frames(3)", "steps(calc(2), end)", "steps(99999999999999999999)",
  ])
  func rejectsInvalidCSS(text: String) {
    #expect {
      _ = try TimingFunction(css: text)
    } throws: { error in
      guard let error = error as? TimingFunction.ParseError else { return false }
      return error.input == text && !error.reason.isEmpty
        && error.description.contains(error.reason)
    }
  }

  @Test func descriptionIsCSSThatParsesBack() throws {
    let functions: [TimingFunction] = [
      .linear, .default, .easeIn, .easeOut, .easeInEaseOut, .stepStart, .stepEnd,
      .steps(7, position: .jumpNone), .steps(2, position: .jumpBoth),
      TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),
      TimingFunction(controlPoints: 1e-5, 0, 0.3, 1),
    ]
    for function in functions {
      #expect(try TimingFunction(css: function.description) == function, "\(function)")
    }
    #expect(TimingFunction.easeIn.description == "cubic-bezier(0.42, 0.0, 1.0, 1.0)")
    #expect(TimingFunction.steps(4).description == "steps(4, jump-end)")
    let piecewise = TimingFunction.linear([.init(0), .init(1, at: 0.5), .init(0.8)])
    #expect(piecewise.description == "linear(0.0 0.0%, 1.0 50.0%, 0.8 100.0%)")
    #expect(try TimingFunction(css: piecewise.description) == piecewise)
  }
}
