/// The app-wide layout direction from the locale, as UIKit takes
/// `UIApplication.userInterfaceLayoutDirection` from the app's language.
extension UserInterfaceLayoutDirection {
  /// The languages written right to left, by ISO 639 code: Arabic,
  /// Hebrew, Persian, Urdu, Pashto, Yiddish, Dhivehi, Uyghur, Sindhi and
  /// Central Kurdish (Sorani), and `iw` and `ji`, the old codes of Hebrew
  /// and Yiddish.
  public static let rightToLeftLanguages: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "ps", "yi", "ji", "dv", "ug", "sd", "ckb",
  ]

  /// The direction a locale name or language tag is written in, or nil
  /// for an empty name.
  ///
  /// The language is the name's start, up to `_`, `-`, `.` or `@`, in any
  /// case: `ar_EG.UTF-8`, `he`, `ckb-IQ` and `FA` are right to left. A
  /// script settles it where the name gives one: a BCP 47 script subtag
  /// (`sd-Deva` is left to right, `pa-Arab` right to left) or a POSIX
  /// modifier naming a script (`sd_IN@devanagari`, `uz_UZ@cyrillic`,
  /// `sr_RS@latin`: left to right). `C` and `POSIX` are left to right.
  ///
  /// - Parameter name: A locale name (`ar_EG.UTF-8`) or a language tag.
  public init?(locale name: String) {
    let trimmed = name.trimmingBlanks
    guard !trimmed.isEmpty else { return nil }
    let separators: Set<Character> = ["_", "-", ".", "@"]
    let language = String(trimmed.prefix { !separators.contains($0) }).lowercased()
    let parts = trimmed.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
    let script = parts.first { $0.count == 4 && $0.allSatisfy(\.isLetter) }?.lowercased()
    let modifier = trimmed.split(separator: "@", maxSplits: 1).dropFirst().first?.lowercased()
    if let script {
      self = Self.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
    } else if let modifier, Self.leftToRightModifiers.contains(modifier) {
      self = .leftToRight
    } else {
      self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
  }

  /// The scripts written right to left, as BCP 47 subtags in lower case.
  static let rightToLeftScripts: Set<String> = [
    "arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr",
  ]

  /// POSIX locale modifiers that name a left-to-right script.
  static let leftToRightModifiers: Set<String> = ["latin", "cyrillic", "devanagari"]

  /// The direction of the user's language, as the locale environment
  /// names it, in POSIX precedence for messages.
  ///
  /// The locale is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
  /// set and not empty. When there is none, or it is `C` or `POSIX` (or
  /// `C.UTF-8`), the direction is left to right: that is the C locale, in
  /// which gettext ignores `LANGUAGE`. Otherwise `LANGUAGE`, GNU's
  /// colon-separated list of languages in order of preference, wins when
  /// it names one: its first non-empty entry (`LANGUAGE=he:en` is right
  /// to left), as gettext takes it for an app that has that translation;
  /// else the locale decides (``init(locale:)``).
  ///
  /// - Parameter environment: Reads a variable: the value, or nil when it
  ///   is unset.
  /// - Returns: The direction.
  public static func preferred(environment: (String) -> String?) -> Self {
    func value(_ name: String) -> String? {
      guard let text = environment(name)?.trimmingBlanks, !text.isEmpty else { return nil }
      return text
    }
    guard let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG"),
      !isCLocale(locale)
    else { return .leftToRight }
    if let list = value("LANGUAGE"),
      let first = list.split(separator: ":").map({ String($0).trimmingBlanks }).first(where: {
        !$0.isEmpty
      }),
      let direction = Self(locale: first)
    {
      return direction
    }
    return Self(locale: locale) ?? .leftToRight
  }

  /// Whether a locale name is the C (POSIX) locale, in which gettext
  /// ignores `LANGUAGE`.
  static func isCLocale(_ name: String) -> Bool {
    name == "C" || name == "POSIX" || name.hasPrefix("C.") || name.hasPrefix("C@")
  }
}

extension String {
  /// The text without blanks (spaces, tabs, newlines) at either end.
  fileprivate var trimmingBlanks: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
