// Merge paths and mask expansion beside the same animations drawn
// without them (merge mode 1, expansion 0) and beside rlottie, which
// ignores both: LOTTIE_BENCH_COMBINATIONS=1 LottieVsRLottie [ROUNDS].
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `animationJSON`'s animation with merge paths of `mode` in each group.
func mergesJSON(mode: Int, pathsAnimate: Bool) -> String {
  animationJSON(shapes: 60, layers: 6, pathsAnimate: pathsAnimate, merge: mode)
}

/// `animationJSON`'s transforms animation with a mask on each layer: a
/// diamond across the frame expanded by `expansion`.
func expansionJSON(_ expansion: Double) -> String {
  let diamond =
    #"{"c":true,"v":[[256,16],[496,256],[256,496],[16,256]],"#
    + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}"#
  let mask =
    #""hasMask":true,"masksProperties":[{"inv":false,"mode":"a","pt":{"a":0,"k":\#(diamond)},"#
    + #""o":\#(fixed([100])),"x":\#(fixed([expansion])),"nm":"M"}],"shapes":["#
  return animationJSON(shapes: 60, layers: 6, pathsAnimate: false)
    .replacingOccurrences(of: #""shapes":["#, with: mask)
}

/// Runs the merge and expansion cases `rounds` times and prints their
/// medians.
@MainActor
func benchmarkCombinations(rounds: Int) throws {
  let cases: [(String, String, String)] = [
    (
      "merge add (mm 2), transforms animate", mergesJSON(mode: 2, pathsAnimate: false),
      mergesJSON(mode: 1, pathsAnimate: false)
    ),
    (
      "merge add (mm 2), paths animate", mergesJSON(mode: 2, pathsAnimate: true),
      mergesJSON(mode: 1, pathsAnimate: true)
    ),
    ("mask expansion 6, transforms animate", expansionJSON(6), expansionJSON(0)),
  ]
  var times: [String: [[Double]]] = [:]
  for _ in 0..<rounds {
    for (name, json, plain) in cases {
      let row = [try zoetropeFrames(json), try zoetropeFrames(plain), rlottieFrames(plain)]
      times[name, default: []].append(row)
    }
  }
  print(
    "| Measure | Zoetrope | without it (Zoetrope) | rlottie (ignores it) | ÷ without | ÷ rlottie |")
  print("|---|---|---|---|---|---|")
  for (name, _, _) in cases {
    let rows = times[name] ?? []
    let medians = (0..<3).map { column in median(rows.map { $0[column] }) * 1000 }
    print(
      "| \(name) | \(twoDecimals(medians[0])) ms | \(twoDecimals(medians[1])) ms | "
        + "\(twoDecimals(medians[2])) ms | \(twoDecimals(medians[0] / medians[1])) | "
        + "\(twoDecimals(medians[0] / medians[2])) |")
  }
}
