/// The corpus animations of polystars and dashed strokes, written for
/// this project.
extension LottieCorpus {
  /// These animations with their names.
  static let outlines: [(name: String, json: String)] = [
    ("polystars", polystars), ("dashes", dashes), ("timing", timing),
    ("corners", corners),
  ]

  /// What rlottie draws in place of these animations (see
  /// ``rlottieReferences``).
  static let outlineReferences: [String: String] = [
    "polystars": polystarsReference, "corners": cornersReference,
  ]

  /// A five-pointed star whose inner radius and rotation animate, a
  /// hexagon turning the other way, and a stroked seven-pointed star
  /// drawn counterclockwise.
  static let polystars = """
    {"v":"5.7.0","nm":"polystars","fr":30,"ip":0,"op":60,"w":200,"h":160,"ddd":0,"assets":[],
     "layers":[
      {"ddd":0,"ind":1,"ty":4,"nm":"Stars","sr":1,"ip":0,"op":60,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[
        {"ty":"gr","nm":"Star","it":[
          {"ty":"sr","nm":"Star","sy":1,"d":1,"p":{"a":0,"k":[55,60]},"pt":{"a":0,"k":5},
           "r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[72]}]},
           "ir":{"a":1,"k":[{"t":0,"s":[18],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[30]}]},
           "is":{"a":0,"k":0},"or":{"a":0,"k":45},"os":{"a":0,"k":0}},
          {"ty":"fl","nm":"Fill","c":{"a":0,"k":[0.95,0.75,0.1,1]},"o":{"a":0,"k":100},"r":1},
          {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
        {"ty":"gr","nm":"Hexagon","it":[
          {"ty":"sr","nm":"Hexagon","sy":2,"d":1,"p":{"a":0,"k":[145,50]},"pt":{"a":0,"k":6},
           "r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[-60]}]},
           "or":{"a":0,"k":35},"os":{"a":0,"k":0}},
          {"ty":"fl","nm":"Fill","c":{"a":0,"k":[0.2,0.5,0.9,1]},"o":{"a":0,"k":100},"r":1},
          {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
        {"ty":"gr","nm":"Outline","it":[
          {"ty":"sr","nm":"Spiky","sy":1,"d":3,"p":{"a":0,"k":[145,120]},"pt":{"a":0,"k":7},
           "r":{"a":0,"k":10},"ir":{"a":0,"k":12},"is":{"a":0,"k":0},
           "or":{"a":1,"k":[{"t":0,"s":[22],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[34]}]},
           "os":{"a":0,"k":0}},
          {"ty":"st","nm":"Stroke","c":{"a":0,"k":[0.8,0.2,0.3,1]},"o":{"a":0,"k":100},
           "w":{"a":0,"k":3},"lc":2,"lj":1,"ml":4},
          {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}]}
    """

  /// ``polystars`` for rlottie, which turns a polystar by twice its
  /// rotation (its `Polystar::updatePath` applies the rotation to the
  /// matrix twice) and starts a polygon 1.57° before the top (it converts
  /// the start angle to radians twice): the same picture by lottie-web's
  /// rules, with each rotation halved and a polygon's turned on by 1.57°.
  static let polystarsReference = replacing(
    in: polystars,
    [
      (#""s":[72]"#, #""s":[36]"#),
      (
        #""s":[0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[-60]}"#,
        #""s":[0.7854],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[-29.2146]}"#
      ),
      (#""r":{"a":0,"k":10}"#, #""r":{"a":0,"k":5}"#),
    ])

  /// Dashed strokes: a rectangle whose dashes march (the offset
  /// animates), a square whose dash length animates, and a right-angled
  /// line with a dash-gap-dash-gap pattern.
  ///
  /// The dashed outlines are straight and axis-aligned: rlottie measures
  /// a segment's length with an estimate (the larger side plus 3/8 of the
  /// smaller, up to 7 % off on a diagonal or a flattened curve) and wraps
  /// an offset by the last dash-gap pair's length only, so on other
  /// outlines its dashes drift from where lottie-web and Cairo put them.
  /// Every pattern ends with its offset, as Bodymovin writes it: rlottie
  /// reads the last entry as the offset whatever its kind.
  static let dashes = """
    {"v":"5.7.0","nm":"dashes","fr":30,"ip":0,"op":60,"w":200,"h":160,"ddd":0,"assets":[],
     "layers":[
      {"ddd":0,"ind":1,"ty":4,"nm":"Dashes","sr":1,"ip":0,"op":60,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[
        {"ty":"gr","nm":"Marching","it":[
          {"ty":"rc","p":{"a":0,"k":[55,50]},"s":{"a":0,"k":[80,60]},"r":{"a":0,"k":0}},
          {"ty":"st","nm":"Stroke","c":{"a":0,"k":[0.1,0.3,0.8,1]},"o":{"a":0,"k":100},
           "w":{"a":0,"k":4},"lc":1,"lj":1,"ml":4,
           "d":[{"n":"d","nm":"dash","v":{"a":0,"k":10}},{"n":"g","nm":"gap","v":{"a":0,"k":6}},
                {"n":"o","nm":"offset","v":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":59,"s":[32]}]}}]},
          {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
        {"ty":"gr","nm":"Square","it":[
          {"ty":"rc","p":{"a":0,"k":[150,50]},"s":{"a":0,"k":[56,56]},"r":{"a":0,"k":0}},
          {"ty":"st","nm":"Stroke","c":{"a":0,"k":[0.9,0.4,0.1,1]},"o":{"a":0,"k":100},
           "w":{"a":0,"k":6},"lc":1,"lj":1,"ml":4,
           "d":[{"n":"d","nm":"dash","v":{"a":1,"k":[{"t":0,"s":[4],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[20]}]}},
                {"n":"g","nm":"gap","v":{"a":0,"k":8}},{"n":"o","nm":"offset","v":{"a":0,"k":0}}]},
          {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
        {"ty":"gr","nm":"Corner","it":[
          {"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[20,110],[180,110],[180,150]],
             "i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}},
          {"ty":"st","nm":"Stroke","c":{"a":0,"k":[0.2,0.6,0.3,1]},"o":{"a":0,"k":100},
           "w":{"a":0,"k":5},"lc":1,"lj":1,"ml":4,
           "d":[{"n":"d","nm":"dash","v":{"a":0,"k":14}},{"n":"g","nm":"gap","v":{"a":0,"k":7}},
                {"n":"d","nm":"dash2","v":{"a":0,"k":3}},{"n":"g","nm":"gap2","v":{"a":0,"k":7}},
                {"n":"o","nm":"offset","v":{"a":0,"k":0}}]},
          {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}]}
    """

  /// Time remapping and auto-orient.
  ///
  /// A precomposition of a turning bar shown at held frames by time
  /// remapping (the first at its out point: lottie-web shows the frame
  /// before), and an arrow that auto-orients along a curved motion path.
  /// The arrow appears at frame 1: at its first keyframe rlottie does not
  /// turn it (lottie-web turns it to the direction the motion starts in).
  /// rlottie 0.1 does not skew, so skew has its own tests.
  static let timing = """
    {"v":"5.7.0","nm":"timing","fr":30,"ip":0,"op":60,"w":200,"h":160,"ddd":0,
     "assets":[{"id":"bar","layers":[
      {"ddd":0,"ind":1,"ty":4,"nm":"Bar","ip":0,"op":60,"st":0,"sr":1,
       "ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[30,30]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
             "r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":60,"s":[180]}]}},
       "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[44,10]},"r":{"a":0,"k":0}},
                 {"ty":"fl","c":{"a":0,"k":[0.3,0.3,0.8,1]},"o":{"a":0,"k":100},"r":1}]}]}],
     "layers":[
      {"ddd":0,"ind":1,"ty":0,"nm":"Backwards","refId":"bar","w":60,"h":60,"ip":0,"op":60,"st":0,"sr":1,
       "tm":{"a":1,"k":[{"t":0,"s":[2],"h":1},{"t":20,"s":[1.5],"h":1},{"t":40,"s":[0.5],"h":1}]},
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[10,10]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}},
      {"ddd":0,"ind":2,"ty":4,"nm":"Arrow","ip":1,"op":60,"st":0,"sr":1,"ao":1,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
             "p":{"a":1,"k":[
               {"t":0,"s":[100,140],"to":[20,-40],"ti":[-40,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},
               {"t":59,"s":[180,40]}]}},
       "shapes":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[14,0],[-10,-8],[-4,0],[-10,8]],
                   "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}},
                 {"ty":"fl","c":{"a":0,"k":[0.9,0.3,0.1,1]},"o":{"a":0,"k":100},"r":1}]}]}
    """

  /// Rounded corners: a rectangle whose radius animates, a stroked
  /// triangle path rounded through its group, and a rounded square
  /// inside a group listed before the rounding item.
  static let corners = """
    {"v":"5.7.0","nm":"corners","fr":30,"ip":0,"op":60,"w":200,"h":160,"ddd":0,"assets":[],
     "layers":[
      {"ddd":0,"ind":1,"ty":4,"nm":"Corners","sr":1,"ip":0,"op":60,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[
        {"ty":"gr","nm":"Box","it":[
          {"ty":"rc","p":{"a":0,"k":[50,45]},"s":{"a":0,"k":[70,50]},"r":{"a":0,"k":0}},
          {"ty":"rd","nm":"Round","r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[24]}]}},
          {"ty":"fl","nm":"Fill","c":{"a":0,"k":[0.2,0.5,0.9,1]},"o":{"a":0,"k":100},"r":1},
          {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
        {"ty":"gr","nm":"Triangle","it":[
          {"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[150,15],[185,75],[115,75]],
             "i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}},
          {"ty":"rd","nm":"Round","r":{"a":0,"k":10}},
          {"ty":"st","nm":"Stroke","c":{"a":0,"k":[0.8,0.2,0.3,1]},"o":{"a":0,"k":100},
           "w":{"a":0,"k":4},"lc":2,"lj":1,"ml":4},
          {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
        {"ty":"gr","nm":"Outer","it":[
          {"ty":"gr","nm":"Inner","it":[
            {"ty":"rc","p":{"a":0,"k":[100,120]},"s":{"a":0,"k":[60,40]},"r":{"a":0,"k":0}},
            {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
             "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
          {"ty":"rd","nm":"Round","r":{"a":0,"k":12}},
          {"ty":"fl","nm":"Fill","c":{"a":0,"k":[0.3,0.7,0.3,1]},"o":{"a":0,"k":100},"r":1},
          {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}]}
    """

  /// ``corners`` for rlottie 0.1, which ignores rounded corners: the same
  /// outlines by lottie-web's rule, as rectangles' own roundness (equal
  /// while the radius is at most half the shorter side) and the
  /// triangle's rounded vertices worked out by hand (each corner pulled
  /// back 10 along its edges, control points 0.5519 of the way to it).
  static let cornersReference = replacing(
    in: corners,
    [
      (#""s":{"a":0,"k":[70,50]},"r":{"a":0,"k":0}},"#, #""s":{"a":0,"k":[70,50]},"r":"#),
      (#"{"ty":"rd","nm":"Round","r":{"a":1,"k":"#, #"{"a":1,"k":"#),
      (
        #""v":[[150,15],[185,75],[115,75]],"#,
        #""v":[[144.9613,23.6378],[155.0387,23.6378],[179.9613,66.3622],[175,75],[125,75],"#
          + #"[120.0387,66.3622]],"#
      ),
      (
        #""i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}},"#,
        #""i":[[0,0],[-2.7809,-4.7672],[0,0],[5.519,0],[0,0],[-2.7809,4.7672]],"#
          + #""o":[[2.7809,-4.7672],[0,0],[2.7809,4.7672],[0,0],[-5.519,0],[0,0]]}}},"#
      ),
      (#"{"ty":"rd","nm":"Round","r":{"a":0,"k":10}},"#, ""),
      (
        #""s":{"a":0,"k":[60,40]},"r":{"a":0,"k":0}},"#,
        #""s":{"a":0,"k":[60,40]},"r":{"a":0,"k":12}},"#
      ),
      (#"{"ty":"rd","nm":"Round","r":{"a":0,"k":12}},"#, ""),
    ])

  /// `json` with each pair's first text replaced by its second; a text
  /// that does not occur exactly once stops the tests (the reference
  /// would silently be the original otherwise).
  static func replacing(in json: String, _ pairs: [(String, String)]) -> String {
    pairs.reduce(json) { text, pair in
      let parts = text.split(separator: pair.0, omittingEmptySubsequences: false)
      precondition(parts.count == 2, "the reference's text occurs \(parts.count - 1) times")
      return parts.joined(separator: pair.1)
    }
  }
}
